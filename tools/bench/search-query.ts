/**
 * The site search measured in Chromium against a build, served as the CDN serves it (serveBuild,
 * compressed, on a free loopback port): how long a query takes once the search has loaded, on the
 * phone profile (the CPU slowed four times, as Lighthouse's mobile profile does), and how many bytes
 * the search fetches for it. Used by `npm run bench:search` and by `npm run bench:scale` (the bytes
 * one query fetches as the site grows).
 *
 * A query is what the search box runs (src/search/engine.ts): Pagefind's search, then the details
 * of the first results shown (SHOWN), in Pagefind's worker as on the site. Each query is measured
 * from a fresh start (a new browser context: no cache, the search loaded as the box loads it).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser } from '@playwright/test'
import { CHROME_PATH, CHROMIUM_ARGS } from '../build/chromium.ts'
import { serveBuild } from '../build/serve-build.ts'
import { SEARCH_BUNDLE } from '../../src/search/engine.ts'

/** The results the header's search shows (src/search/SearchDialog.tsx). */
export const SHOWN = 8

/** Lighthouse's mobile profile slows the CPU four times. */
export const PHONE_CPU_SLOWDOWN = 4

export type QueryFigures = {
  query: string
  results: number
  /** From a fresh start: the index chunks for its words and its results' fragments fetched. */
  firstMs: number
  /**
   * As the box runs it: the chunks for the words fetched while they are typed (Pagefind's preload,
   * src/search/SearchBox.tsx), then the search and the results' details (their fragments fetched):
   * until the best result is shown (the box shows each as its details arrive), and until all are.
   */
  typedFirstMs: number
  typedMs: number
  /** The same query again (the median of `runs`): everything it needs on the device. */
  againMs: number
  /** Bytes on the wire (compressed) the first run fetched, past loading the search. */
  bytes: number
}

export type SearchFigures = {
  /** Loading the search (its code, its worker and WebAssembly, the index's entry, metadata and filters): the median. */
  loadMs: number
  /** Bytes on the wire for that. */
  loadBytes: number
  queries: QueryFigures[]
}

/** Serves `clientDir` as the CDN does, on a free loopback port. */
export async function serve(clientDir: string): Promise<{ base: string; server: Server }> {
  const handle = serveBuild(clientDir)
  const server = createServer((req, res) => void handle(req, res).then((done) => done || res.writeHead(404).end()))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS })

type Run = { ms: number; firstMs: number; results: number }

/**
 * A fresh phone-sized page of the build's home, its CPU slowed, the search loaded as the box loads it
 * (src/search/engine.ts, loadSearch); `run` runs a query there (preloading its words first, if asked),
 * and `bytes` counts the search's bytes fetched so far, its worker's fetches included.
 */
async function freshSearch(browser: Browser, base: string, slowdown: number) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, serviceWorkers: 'block' })
  let fetched = 0
  const sizes: Array<Promise<void>> = []
  context.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith(SEARCH_BUNDLE))
      sizes.push(
        response
          .request()
          .sizes()
          .then((size) => void (fetched += size.responseBodySize)),
      )
  })
  const bytes = async () => {
    await Promise.all(sizes)
    return fetched
  }
  const page = await context.newPage()
  await page.goto(`${base}/`)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  const loadMs = await page.evaluate(async (bundle) => {
    const started = performance.now()
    const pagefind = await import(`${bundle}pagefind.js`)
    await pagefind.options({ excerptLength: 18 })
    await pagefind.init()
    await pagefind.filters()
    Object.assign(window, { benchPagefind: pagefind })
    return performance.now() - started
  }, SEARCH_BUNDLE)
  const loadBytes = await bytes()
  const run = (query: string, preload = false) =>
    page.evaluate(
      async ({ query, shown, preload }): Promise<Run> => {
        type Pagefind = {
          preload: (term: string) => Promise<void>
          search: (term: string) => Promise<{ results: Array<{ data: () => Promise<unknown> }> }>
        }
        const pagefind = (window as unknown as { benchPagefind: Pagefind }).benchPagefind
        if (preload) await pagefind.preload(query)
        const started = performance.now()
        const search = await pagefind.search(query)
        let firstMs = performance.now() - started
        await Promise.all(
          search.results.slice(0, shown).map((result, index) =>
            result.data().then(() => {
              if (index === 0) firstMs = performance.now() - started
            }),
          ),
        )
        return { ms: performance.now() - started, firstMs, results: search.results.length }
      },
      { query, shown: SHOWN, preload },
    )
  return { loadMs, loadBytes, run, bytes, close: () => context.close() }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Each query from a fresh start, then as typed (from another), then `runs` times again. */
export async function measureSearch(
  browser: Browser,
  base: string,
  queries: readonly string[],
  { slowdown = PHONE_CPU_SLOWDOWN, runs = 5 } = {},
): Promise<SearchFigures> {
  const loads: Array<{ ms: number; bytes: number }> = []
  const figures: QueryFigures[] = []
  for (const query of queries) {
    const cold = await freshSearch(browser, base, slowdown)
    loads.push({ ms: cold.loadMs, bytes: cold.loadBytes })
    const first = await cold.run(query)
    const bytes = (await cold.bytes()) - cold.loadBytes
    const again: number[] = []
    for (let run = 0; run < runs; run++) again.push((await cold.run(query)).ms)
    await cold.close()
    const typing = await freshSearch(browser, base, slowdown)
    const typed = await typing.run(query, true)
    await typing.close()
    figures.push({
      query,
      results: first.results,
      firstMs: first.ms,
      typedFirstMs: typed.firstMs,
      typedMs: typed.ms,
      againMs: median(again),
      bytes,
    })
  }
  return { loadMs: median(loads.map((load) => load.ms)), loadBytes: median(loads.map((load) => load.bytes)), queries: figures }
}
