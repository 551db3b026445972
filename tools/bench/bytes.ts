/**
 * `npm run bench:bytes`: after a build, what a visitor pays on the wire (tools/bench/visit-bytes.ts:
 * every byte received, counted by a relay between Chromium and the site, the service worker's
 * fetches and the browser's own, such as the worker's update checks, included), against the build
 * served as the CDN serves it (`npm run preview`, brotli; SITE_BUILD_DIR measures another build
 * folder), in Chromium at phone size, each visit beside the same pages with JavaScript off: the home
 * page alone, a three-page first visit with the service worker, the same with Save-Data, and a repeat
 * visit of the three pages with nothing changed; then the budgets (BYTE_BUDGETS, which `npm test`
 * enforces). `-- --list` lists every response, with who asked for it (the page, the worker, the browser).
 *
 * The content must be as the build read it (the local store untouched since the build) for the CMS
 * figures to mean "nothing changed".
 */
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { CHROME_PATH, CHROMIUM_ARGS } from '../site-build/chromium.ts'
import { startPreview } from './preview-server.ts'
import { BYTE_BUDGETS, THREE_PAGES, visitor, type Kind, type VisitFigures, type VisitorOptions } from './visit-bytes.ts'

const list = process.argv.includes('--list')
const site = await startPreview()
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS })

type Row = { name: string; withJs: VisitFigures; withoutJs: VisitFigures; budget?: number }

/** A first visit of `paths` and, with `again`, a repeat visit in the same browser; with and without JavaScript. */
async function visits(paths: string[], options: VisitorOptions, again = false) {
  const run = async (javaScript: boolean) => {
    const one = await visitor(browser, site.base, { ...options, javaScript, serviceWorker: javaScript && options.serviceWorker })
    try {
      const first = await one.visit(paths)
      return { first, again: again ? await one.visit(paths) : undefined }
    } finally {
      await one.close()
    }
  }
  return { withJs: await run(true), withoutJs: await run(false) }
}

try {
  const home = await visits(['/'], {})
  const three = await visits(THREE_PAGES, { serviceWorker: true }, true)
  const saveData = await visits(THREE_PAGES, { serviceWorker: true, saveData: true })
  const rows: Row[] = [
    {
      name: 'the home page alone (no service worker)',
      withJs: home.withJs.first,
      withoutJs: home.withoutJs.first,
      budget: BYTE_BUDGETS.home,
    },
    {
      name: `three pages (${THREE_PAGES.join(', ')}), service worker`,
      withJs: three.withJs.first,
      withoutJs: three.withoutJs.first,
      budget: BYTE_BUDGETS.threePages,
    },
    {
      name: 'the same with Save-Data on',
      withJs: saveData.withJs.first,
      withoutJs: saveData.withoutJs.first,
      budget: BYTE_BUDGETS.saveData,
    },
    { name: 'a repeat visit of the three, nothing changed', withJs: three.withJs.again!, withoutJs: three.withoutJs.again! },
  ]
  const bytes = (n: number) => n.toLocaleString('en-US').padStart(9)
  const width = Math.max(...rows.map((r) => r.name.length))
  console.log(
    'What a visit costs on the wire, bytes received (headers and bodies, brotli), Chromium at 360×780, the build served as the CDN serves it',
  )
  console.log(
    `${'visit'.padEnd(width)}  ${'JavaScript'.padStart(10)}  ${'budget'.padStart(9)}  ${'JS off'.padStart(9)}  CMS queries  ${'sent'.padStart(9)}  unseen`,
  )
  let over = 0
  for (const row of rows) {
    const fails = row.budget !== undefined && row.withJs.bytes > row.budget
    if (fails) over++
    console.log(
      `${row.name.padEnd(width)}  ${bytes(row.withJs.bytes).padStart(10)}  ${row.budget ? bytes(row.budget) : ' '.repeat(9)}  ${bytes(row.withoutJs.bytes)}  ${bytes(row.withJs.cms).padStart(11)}  ${bytes(row.withJs.sent)}  ${bytes(row.withJs.unseen)}${fails ? '  OVER' : ''}`,
    )
  }
  const unchanged = home.withJs.first.cms
  if (unchanged > BYTE_BUDGETS.unchangedQueries) over++
  console.log(
    `\nCMS queries of the home page, content unchanged since the build: ${unchanged.toLocaleString('en-US')} bytes (budget ${BYTE_BUDGETS.unchangedQueries.toLocaleString('en-US')})${unchanged > BYTE_BUDGETS.unchangedQueries ? '  OVER' : ''}`,
  )
  console.log('\nWhere the bytes go, with JavaScript (kinds of response):')
  const kinds = [...new Set(rows.flatMap((row) => Object.keys(row.withJs.byKind)))] as Kind[]
  console.log(`${''.padEnd(width)}  ${kinds.map((kind) => kind.padStart(8)).join(' ')}`)
  for (const row of rows)
    console.log(
      `${row.name.padEnd(width)}  ${kinds.map((kind) => (row.withJs.byKind[kind] ?? 0).toLocaleString('en-US').padStart(8)).join(' ')}`,
    )
  if (list)
    for (const row of rows) {
      console.log(`\n${row.name}, with JavaScript:`)
      for (const f of row.withJs.fetched) console.log(`${bytes(f.bytes)}  ${f.kind.padEnd(6)} ${f.by.padEnd(7)} ${f.url}`)
    }
  console.log(
    '\n"sent": what the browser sent (requests), beside what it received; "unseen": of what it received, what it fetched for no page or worker (the worker\'s update checks).',
  )
  console.log(`\n${over ? `${over} over budget.` : 'Every budget holds.'} Machine load ${loadavg()[0]!.toFixed(1)}.`)
  process.exitCode = over ? 1 : 0
} finally {
  await browser.close()
  site.stop()
}
