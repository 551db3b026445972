/**
 * Light on the wire (issues 43 and 54), on the build as the preview serves it (the CDN's headers and
 * compression), in Chromium at phone size, bytes as they cross the wire (tools/bench/visit-bytes.ts,
 * through the relay of tools/bench/wire-counter.ts, which `npm run bench:bytes` prints in full): the
 * budgets of a visit, the service worker's fetches and the browser's own (the worker's update checks)
 * included; /search kept only once the search is used; the content refresh, which loads nothing but
 * one small question when nothing a page reads has changed since the build, and refreshes when
 * something has; Save-Data, which keeps nothing the visitor did not open; and "Keep for offline",
 * whose figure is what its click costs on the wire.
 *
 * The budgets count a page whose content is the build's: the site these tests visit is the one whose
 * content no other test changes (playwright.config.ts), and the test that changes it here (and puts it
 * back) runs after the others of this file, in order.
 */
import type { Page, Request } from '@playwright/test'
import { BYTE_BUDGETS, PHONE, THREE_PAGES, visitor } from '../../tools/bench/visit-bytes'
import { getDocument, patchDocument, restoreDocuments, showRefreshesAtOnce, expect, hydrated, test } from './helpers'

/** Every address a page's context kept in CacheStorage, by its path. */
const keptPaths = (page: Page) =>
  page.evaluate(async () => {
    const paths: string[] = []
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname)
    return paths.sort()
  })

// In order, in one worker, whatever the project's setting: the last test changes content.
test.describe.configure({ mode: 'default' })

test('a visit stays within its byte budgets; Save-Data keeps nothing the visitor did not open', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const base = baseURL!

  await test.step(`the home page alone: at most ${BYTE_BUDGETS.homeTarget} bytes (its budget ${BYTE_BUDGETS.home}), its CMS queries at most ${BYTE_BUDGETS.unchangedQueries}`, async () => {
    const home = await visitor(browser, base)
    const visit = await home.visit(['/'])
    await home.close()
    expect(visit.cms, 'the CMS queries of a page whose content has not changed since the build').toBeGreaterThan(0)
    expect(visit.cms).toBeLessThanOrEqual(BYTE_BUDGETS.unchangedQueries)
    expect(visit.bytes).toBeLessThanOrEqual(BYTE_BUDGETS.homeTarget)
  })

  await test.step(`three pages with the service worker: at most ${BYTE_BUDGETS.threePages} bytes`, async () => {
    const three = await visitor(browser, base, { serviceWorker: true })
    const visit = await three.visit(THREE_PAGES)
    const kept = await keptPaths(three.page)
    expect(visit.bytes).toBeLessThanOrEqual(BYTE_BUDGETS.threePages)
    // Counted on the wire: the worker's own fetches (its script, what it keeps) are in the figure.
    expect(visit.fetched.filter((f) => f.by === 'worker' && f.kind === 'worker').length).toBeGreaterThan(0)
    // Ahead of need, the small and vital: the contact page and its data, the search box's words; not a PDF nor a port not opened.
    expect(kept).toEqual(expect.arrayContaining(['/contact', '/contact.data', '/pagefind/words.json']))
    expect(kept.filter((path) => path.endsWith('.pdf') || (path.startsWith('/ports/') && !path.startsWith('/ports/mumbai')))).toEqual([])
    // Nor /search until the visitor uses the search: then it is kept, with its data.
    expect(kept.filter((path) => path.startsWith('/search'))).toEqual([])
    await hydrated(three.page)
    await three.page.locator('header .search-link').click()
    await three.page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' }).fill('mumbai')
    await expect
      .poll(async () => (await keptPaths(three.page)).filter((path) => path.startsWith('/search')))
      .toEqual(['/search', '/search.data'])
    await three.close()
  })

  await test.step(`the same with Save-Data: at most ${BYTE_BUDGETS.saveDataTarget} bytes (its budget ${BYTE_BUDGETS.saveData} less 5%), and only the pages opened are kept`, async () => {
    const saving = await visitor(browser, base, { serviceWorker: true, saveData: true })
    const visit = await saving.visit(['/', '/ports/mumbai'])
    const kept = await keptPaths(saving.page)
    // The page told the worker: its address says so.
    expect(await saving.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js\?save-data$/)
    const pages = kept.filter((path) => !path.startsWith('/assets/') && path !== '/favicon.svg')
    expect(pages).toEqual(['/', '/ports/mumbai'])
    // Nor any code ahead of need: only what these pages loaded (not a form's other ways to send).
    expect(kept.filter((path) => path.startsWith('/assets/fallback-'))).toEqual([])
    const third = await saving.visit(['/contact'])
    expect(visit.bytes + third.bytes).toBeLessThanOrEqual(BYTE_BUDGETS.saveDataTarget)

    // "Keep for offline" on the contact page: what its button says a click costs is what crosses the wire, what this
    // device keeps (the port guide opened, the code in the browser's cache) left out; then it says they are kept.
    for (const [offer, name] of [
      ['documents', /^Keep for offline: 4 documents, ([\d,.]+) kB$/],
      ['port guides', /^Keep for offline: \d+ port guides, ([\d,.]+) kB$/],
    ] as const) {
      const keep = saving.page.locator('.keep-offline button').filter({ hasText: offer })
      await expect(keep).toHaveText(name)
      const said = Number(name.exec(await keep.innerText())![1]!.replace(/,/g, '')) * 1000
      const click = await saving.measure(async () => {
        await keep.click()
        await expect(keep).toHaveText(new RegExp(`^Kept for offline: \\d+ ${offer}\\. Update them, up to [\\d,.]+ kB$`), {
          timeout: 30_000,
        })
      })
      expect(click.bytes, `${offer}: what the click cost, against the ${said} bytes it said`).toBeGreaterThan(said * 0.97 - 500)
      expect(click.bytes, `${offer}: what the click cost, against the ${said} bytes it said`).toBeLessThan(said * 1.03 + 500)
      // Nothing else came with it: no code of the page's parts.
      expect(click.fetched.filter((f) => f.kind === 'script' && f.by === 'page')).toEqual([])
    }
    await saving.close()
  })
})

test('the content refresh loads nothing when nothing the page reads changed, and refreshes when something did', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' })
  const page = await context.newPage()
  const asked: Request[] = []
  page.on('request', (req) => asked.push(req))
  const scripts = () => asked.map((req) => new URL(req.url()).pathname).filter((path) => path.startsWith('/assets/'))
  const queries = () => asked.filter((req) => /\/data\/query\//.test(req.url()))
  const studioOnly = /resolveEditInfo|stega|comlink|visual-editing|PreviewOverlay|preview-|renderVisualEditing/

  await page.goto('/ports/mumbai')
  await hydrated(page)
  // One question, answered "nothing changed": no React Query, no query text, no Sanity client.
  await expect.poll(() => queries().length).toBe(1)
  expect(new URL(queries()[0]!.url()).searchParams.get('query')).toMatch(/^\{"s0": \{"count": count\(/)
  expect(scripts().filter((src) => /\/(live|queries|dist)-/.test(src))).toEqual([])

  const port = await getDocument<{ _id: string; responseTime: string }>(request, 'port.mumbai')
  try {
    await patchDocument(request, 'port.mumbai', { responseTime: 'Within 33 minutes, published after the build' })
    asked.length = 0
    await showRefreshesAtOnce(page)
    await page.reload()
    await hydrated(page)
    await expect(page.locator('main')).toContainText('Within 33 minutes, published after the build')
    expect(scripts().some((src) => /\/live-/.test(src))).toBe(true)
    // The page's query itself, after the question, and never the Studio's tools.
    expect(queries().length).toBeGreaterThan(1)
    expect(scripts().filter((src) => studioOnly.test(src))).toEqual([])
  } finally {
    await restoreDocuments(request, [port])
    await context.close()
  }
})
