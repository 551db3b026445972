/**
 * The site search measured in Chromium against a build, served as the CDN serves it (serveBuild,
 * compressed, on a free loopback port): how long a query takes once the search has loaded, on the
 * phone profile (the CPU slowed four times, as Lighthouse's mobile profile does), and how many bytes
 * the search fetches for it. Used by `npm run bench:search` and by `npm run bench:scale` (the bytes
 * one query fetches as the site grows).
 *
 * A query is what the search box runs: the site's engine (src/search/engine.ts, built here on its
 * own for the page, `engineBundle`: the same code the box's chunk holds), which reads the query
 * against the site's words, then runs Pagefind's searches and loads the details of the first results
 * shown (SHOWN), in Pagefind's worker as on the site. Each query is measured from a fresh start (a new
 * browser context: no cache, the search loaded as the box loads it).
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser } from '@playwright/test'
import { build } from 'vite'
import { CHROME_PATH, CHROMIUM_ARGS } from '../site-build/chromium.ts'
import { serveBuild } from '../preview/serve-build.ts'
import { SEARCH_BUNDLE, SEARCH_WORDS_PATH, WARM_UP_LENGTH } from '../../src/search/engine.ts'
import { hydrated } from '../../tests/e2e/hydrated.ts'

/** Where the page loads the engine from (served beside the build, never part of it). */
const ENGINE_PATH = '/__bench/search-engine.js'

/**
 * The site's search engine (src/search/engine.ts and what it imports) as one browser module, built
 * as the site's build would (minified, for modern browsers), in memory.
 */
export async function engineBundle(): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: new URL('../../src/search/engine.ts', import.meta.url).pathname, formats: ['es'], fileName: 'engine' },
    },
  })
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => ('output' in result ? result.output : []))
  const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry)
  if (!entry || entry.type !== 'chunk') throw new Error('the search engine could not be built for the benchmark')
  return entry.code
}

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
   * and the search run ahead on the first three letters: src/search/engine.ts), then the search and
   * the results' details (their fragments fetched): until the best result is shown (the box shows
   * each as its details arrive), and until all are: the median of several fresh starts.
   */
  typedFirstMs: number
  typedMs: number
  /** The same query again (the median of `runs`): everything it needs on the device. */
  againMs: number
  /** Bytes on the wire (compressed) the first run fetched, past loading the search. */
  bytes: number
}

export type SearchFigures = {
  /** Loading the search (its code, its worker and WebAssembly, the index's entry, metadata and filters, the box's words): the median. */
  loadMs: number
  /** Bytes on the wire for that. */
  loadBytes: number
  queries: QueryFigures[]
}

/** Serves `clientDir` as the CDN does, on a free loopback port; with `engine`, the search engine's bundle too (ENGINE_PATH). */
export async function serve(clientDir: string, engine?: string): Promise<{ base: string; server: Server }> {
  const handle = serveBuild(clientDir)
  const server = createServer((req, res) => {
    if (engine && req.url === ENGINE_PATH) return void res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(engine)
    void handle(req, res).then((done) => done || res.writeHead(404).end())
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

export const launch = (): Promise<Browser> => chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS })

type Run = { ms: number; firstMs: number; results: number }

/**
 * A fresh phone-sized page of the build's home, its CPU slowed, the search loaded as the box loads it
 * (src/search/engine.ts: Pagefind and the site's words; the box's own words beside them); `run` runs
 * a query there as the box does (preloading its words as they are typed first, if asked), and
 * `bytes` counts the search's bytes fetched so far, its worker's fetches included.
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
  // Hydrated, its parts live: the box opens only then (a visitor's first action, kept until the page
  // runs), so a query never shares the CPU with the page's hydration.
  await hydrated(page)
  // The engine's module, fetched before the clock starts (the box's chunk is loaded by then too).
  await page.evaluate(async (engine) => Object.assign(window, { benchEngine: await import(engine) }), ENGINE_PATH)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
  type Engine = {
    loadSearch: () => Promise<unknown>
    loadLexicon: () => Promise<unknown>
    preload: (term: string) => Promise<void>
    find: (term: string, limit: number, options: { shown?: (found: { hits: unknown[] }) => void }) => Promise<{ total: number }>
  }
  const loadMs = await page.evaluate(async (words) => {
    const engine = (window as unknown as { benchEngine: Engine }).benchEngine
    const started = performance.now()
    // As the box opens: its words beside Pagefind and the site's words (src/search/SearchDialog.tsx).
    await Promise.all([engine.loadSearch(), engine.loadLexicon(), fetch(words).then((response) => response.json())])
    return performance.now() - started
  }, SEARCH_WORDS_PATH)
  const loadBytes = await bytes()
  const run = (query: string, preload = false) =>
    page.evaluate(
      async ({ query, shown, preload, warmUp }): Promise<Run> => {
        const engine = (window as unknown as { benchEngine: Engine }).benchEngine
        if (preload) {
          // As the box does while the words are typed (src/search/engine.ts, preload): the first
          // WARM_UP_LENGTH letters searched ahead, its best result loaded, then the whole query's chunks.
          await engine.preload(query.slice(0, warmUp))
          await engine.preload(query)
        }
        const started = performance.now()
        let firstMs = -1
        const found = await engine.find(query, shown, {
          shown: (partial) => {
            if (firstMs < 0 && partial.hits.length > 0) firstMs = performance.now() - started
          },
        })
        const ms = performance.now() - started
        return { ms, firstMs: firstMs < 0 ? ms : firstMs, results: found.total }
      },
      { query, shown: SHOWN, preload, warmUp: WARM_UP_LENGTH },
    )
  return { loadMs, loadBytes, run, bytes, close: () => context.close() }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

/** Each query from a fresh start, then `runs` times again; then as typed, from `typedStarts` fresh starts (the median). */
export async function measureSearch(
  browser: Browser,
  base: string,
  queries: readonly string[],
  { slowdown = PHONE_CPU_SLOWDOWN, runs = 5, typedStarts = 3 } = {},
): Promise<SearchFigures> {
  // The page's engine, from the build's own origin (serve(clientDir, await engineBundle())).
  if (!(await fetch(new URL(ENGINE_PATH, base))).ok)
    throw new Error(`${base} does not serve the search engine: serve(clientDir, await engineBundle())`)
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
    // As typed, from `typedStarts` fresh starts (one start's figure varies by half from the next): the median.
    const typedRuns: Run[] = []
    for (let start = 0; start < typedStarts; start++) {
      const typing = await freshSearch(browser, base, slowdown)
      typedRuns.push(await typing.run(query, true))
      await typing.close()
    }
    const typed = { firstMs: median(typedRuns.map((run) => run.firstMs)), ms: median(typedRuns.map((run) => run.ms)) }
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
