/**
 * `npm run bench:lighthouse [-- /path …]`: Lighthouse (mobile, simulated throttling) in Debian's
 * Chromium, fully offline, against every prerendered route of the build (or the paths given), each
 * side by side with its static floor: the same page with every script and modulepreload removed,
 * the fastest its HTML and CSS can paint. Both are served compressed, as the CDN serves them: the
 * site by `npm run preview`, the floor by the same `serveBuild` from a copy of the build, each on a
 * free loopback port (BENCH_PORT sets the site's). Runs alternate between the two, three each; the
 * medians are printed with the ratio of LCPs, and the machine's load before and after.
 * A benchmark, not a test: timings vary between runs on a small machine (../shared/toolchain.md).
 * Goal (issue "first paint"): LCP ≤ 1.10 × floor, Performance 100, TBT ≤ 50 ms, CLS 0.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { builtRoutes, CLIENT_DIR } from './bundle-size.ts'
import { CHROME_PATH, CHROMIUM_ARGS } from '../site-build/chromium.ts'
import { pageFile } from '../site-build/hosting.ts'
import { serveBuild } from '../preview/serve-build.ts'
import { checkEnv } from '../../server/env.ts'
import { startPreview } from './preview-server.ts'

/** Runs per page and per floor (BENCH_RUNS, default 3): the median of an odd number. */
const ENV = checkEnv()
const RUNS = ENV.BENCH_RUNS ?? 3
const GOAL = { ratio: 1.1, perf: 100, tbt: 50, cls: 0 }

const args = process.argv.slice(2).filter((a) => a.startsWith('/'))
const pages = args.length ? args : builtRoutes()

/** The page without its JavaScript: no script element, no modulepreload. */
function staticFloor(html: string) {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '')
}

// The floor: a copy of the build whose pages (and their compressed copies) have no scripts.
const floorDir = mkdtempSync(join(tmpdir(), 'lh-floor-'))
cpSync(CLIENT_DIR, floorDir, { recursive: true })
for (const path of pages) {
  const file = pageFile(floorDir, path)
  const html = Buffer.from(staticFloor(readFileSync(file, 'utf8')))
  writeFileSync(file, html)
  writeFileSync(`${file}.br`, brotliCompressSync(html))
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }))
}
const serveFloor = serveBuild(floorDir)
const floorServer = createServer((req, res) => void serveFloor(req, res))
await new Promise<void>((done) => floorServer.listen(0, '127.0.0.1', done))
const floorBase = `http://127.0.0.1:${(floorServer.address() as AddressInfo).port}`

// The site: `npm run preview`, on a free port (BENCH_PORT sets it).
const site = await startPreview().catch((error: unknown) => {
  floorServer.close()
  rmSync(floorDir, { recursive: true, force: true })
  throw error
})
const siteBase = site.base
const running: { chrome?: chromeLauncher.LaunchedChrome } = {}
function stop() {
  site.stop()
  floorServer.close()
  rmSync(floorDir, { recursive: true, force: true })
}
// Interrupted (Ctrl-C): the servers stop and the floor's copy of the build goes too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    running.chrome?.kill()
    stop()
    process.exit(130)
  })
}

const userDataDir = mkdtempSync(join(tmpdir(), 'lh-'))
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, userDataDir, chromeFlags: CHROMIUM_ARGS })
running.chrome = chrome

type Figures = { perf: number; a11y: number; best: number; seo: number; fcp: number; lcp: number; tbt: number; cls: number }

async function measure(url: string): Promise<Figures> {
  const { lhr } = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }))!
  const audit = (id: string) => lhr.audits[id]!.numericValue!
  const score = (id: string) => Math.round(lhr.categories[id]!.score! * 100)
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    best: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const medians = (runs: Figures[]) =>
  Object.fromEntries(Object.keys(runs[0]!).map((key) => [key, median(runs.map((r) => r[key as keyof Figures]))])) as Figures

const pad = (value: string | number, width: number) => String(value).padStart(width)
let misses = 0
try {
  console.log(`Lighthouse ${RUNS}× per page and per static floor (mobile, simulated throttling, served compressed), medians`)
  console.log(`Goal: LCP ≤ ${GOAL.ratio} × floor, perf ${GOAL.perf}, TBT ≤ ${GOAL.tbt} ms, CLS ${GOAL.cls}`)
  // TBT is the observed main-thread work, slowed down 4×: other processes on the machine inflate it.
  console.log(
    `Machine load (1, 5, 15 min): ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on ${availableParallelism()} cores\n`,
  )
  const width = Math.max(...pages.map((p) => p.length))
  console.log('page'.padEnd(width), 'perf a11y best  seo   FCP ms   LCP ms  TBT ms    CLS  floor LCP  ratio')
  for (const path of pages) {
    const siteRuns: Figures[] = []
    const floorRuns: Figures[] = []
    for (let i = 0; i < RUNS; i++) {
      floorRuns.push(await measure(floorBase + path))
      siteRuns.push(await measure(siteBase + path))
    }
    const m = medians(siteRuns)
    const floor = medians(floorRuns)
    const ratio = m.lcp / floor.lcp
    const met = ratio <= GOAL.ratio && m.perf >= GOAL.perf && m.tbt <= GOAL.tbt && m.cls <= GOAL.cls
    if (!met) misses++
    console.log(
      path.padEnd(width),
      [m.perf, m.a11y, m.best, m.seo].map((v) => pad(v, 4)).join(' '),
      pad(Math.round(m.fcp), 8),
      pad(Math.round(m.lcp), 8),
      pad(Math.round(m.tbt), 7),
      pad(m.cls.toFixed(3), 6),
      pad(Math.round(floor.lcp), 10),
      pad(ratio.toFixed(2), 6),
      met ? '' : ' MISSED',
    )
  }
  console.log(misses ? `\n${misses} of ${pages.length} pages miss the goal.` : `\nEvery page meets the goal.`)
  console.log(
    `Machine load at the end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  )
} finally {
  chrome.kill()
  rmSync(userDataDir, { recursive: true, force: true })
  stop()
}
