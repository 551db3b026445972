/**
 * `npm run bench:lighthouse [-- /path …]`: Lighthouse (mobile, simulated throttling) against the
 * built site served by `npm run preview`, in Debian's Chromium, fully offline. Prints the median
 * of three runs per page: scores and the Core Web Vitals lab figures. A benchmark, not a test:
 * timings vary between runs on a small machine (see ../shared/toolchain.md).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium.ts'

const PORT = 4199
const RUNS = 3
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'))
const pages = paths.length ? paths : ['/', '/ports/mumbai', '/port-call-compliance', '/fleet-retainer']

// Its own process group, so that stopping it stops the Vite server under npx too.
const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true })
const stopServer = () => process.kill(-server.pid!, 'SIGTERM')
const base = `http://127.0.0.1:${PORT}`
for (let i = 0; ; i++) {
  try {
    if ((await fetch(base)).ok) break
  } catch {
    if (i > 100) {
      stopServer()
      throw new Error('preview server did not start (run `npm run build` first)')
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}

const userDataDir = mkdtempSync(join(tmpdir(), 'lh-'))
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  userDataDir,
  chromeFlags: CHROMIUM_ARGS,
})

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

try {
  console.log(`Lighthouse ${RUNS}× per page (mobile, simulated throttling), medians`)
  console.log('page'.padEnd(26), 'perf a11y best  seo   FCP ms   LCP ms  TBT ms    CLS')
  for (const path of pages) {
    const runs: Array<Record<string, number>> = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error' })
      const lhr = result!.lhr
      runs.push({
        perf: lhr.categories.performance.score! * 100,
        a11y: lhr.categories.accessibility.score! * 100,
        best: lhr.categories['best-practices'].score! * 100,
        seo: lhr.categories.seo.score! * 100,
        fcp: lhr.audits['first-contentful-paint'].numericValue!,
        lcp: lhr.audits['largest-contentful-paint'].numericValue!,
        tbt: lhr.audits['total-blocking-time'].numericValue!,
        cls: lhr.audits['cumulative-layout-shift'].numericValue!,
      })
    }
    const m = (key: string) => median(runs.map((r) => r[key]))
    console.log(
      path.padEnd(26),
      [m('perf'), m('a11y'), m('best'), m('seo')].map((v) => String(Math.round(v)).padStart(4)).join(' '),
      String(Math.round(m('fcp'))).padStart(8),
      String(Math.round(m('lcp'))).padStart(8),
      String(Math.round(m('tbt'))).padStart(7),
      m('cls').toFixed(3).padStart(6),
    )
  }
} finally {
  chrome.kill()
  stopServer()
  rmSync(userDataDir, { recursive: true, force: true })
}
