/**
 * The site search (src/search/, tools/site-build/search-index.ts): the header's link opens a search box on
 * the page, a combobox over results in order of relevance, each labelled with its kind and titled by
 * its page's name, found by any of a port's names, a clause, a document's number, another name of a
 * term, or the page editors chose for it; a misspelt word is corrected and said, and the correction
 * undone; where no page holds every word, the most of them, the others said; a word of one letter matches
 * that word whole; nothing found is said, with the closest words and the most asked pages; the keyboard
 * works it and focus comes back; /search keeps the query in the address, shows its results at the top
 * of the window and, without JavaScript, lists every page; offline, what was searched before still
 * answers (/search too, counting what needs a connection), else it says that search needs a
 * connection and offers the pages kept.
 */
import type { Page } from '@playwright/test'
import { addTextSpacing, expect, expectNoAxeViolations, hydrated, outsideTheWindow, test } from './helpers'
import { CACHE_NAMES } from '../../src/offline/rules'

/** The pause after which the search box says its count (src/search/SearchBox.tsx). */
const COUNT_PAUSE_MS = 600

const searchLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Search' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const box = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search' })
const options = (page: Page) => dialog(page).getByRole('option')

async function openSearch(page: Page) {
  await searchLink(page).click()
  await expect(box(page)).toBeFocused()
}

test.describe('the site search', () => {
  test('from the header: another name finds the port, words find the clause and the DGS summary, nonsense says so; keyboard, focus, axe', async ({
    page,
  }) => {
    const fetched: string[] = []
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname))
    // The page's clock, to hold the count's pause while the test types (time flows until paused).
    await page.clock.install()
    await page.goto('/about')
    await hydrated(page)
    await expect(searchLink(page)).toHaveAttribute('href', '/search')
    // Neither the search's code nor its index loads before the visitor reaches for it.
    expect(fetched.filter((path) => path.startsWith('/pagefind/') || /\/assets\/Search/.test(path))).toEqual([])
    await openSearch(page)

    // "Nhava Sheva", the name the trade uses, finds the Mumbai / JNPT port first: titled by its name, labelled a port.
    await box(page).fill('Nhava Sheva')
    await expect(options(page).first()).toHaveAttribute('href', '/ports/mumbai')
    await expect(options(page).first().locator('.search-hit-title')).toHaveText('Mumbai / JNPT')
    await expect(options(page).first().locator('.search-hit-kind')).toHaveText('Port')
    await expect(options(page).first().locator('mark')).toHaveText(['Nhava', 'Sheva'])
    await expect(dialog(page).getByRole('status')).toHaveText('1 result')
    await expectNoAxeViolations(page)

    // A name no page's text carries, which editors gave a port the pre-arrival form serves: the page
    // they chose (its best bet), its line of ports shown, the port's own name marked.
    await box(page).fill('Thoothukudi')
    await expect(options(page).first()).toHaveAttribute('href', '/port-call-compliance')
    await expect(options(page).first().locator('.search-hit-title')).toHaveText('Pre-arrival letter generator')
    await expect(options(page).first().locator('mark')).toHaveText(['Tuticorin'])
    // No page holds every word: the most of them, and the word left out said.
    await box(page).fill('Kandla port trust')
    await expect(options(page).first()).toHaveAttribute('href', '/ports/kandla')
    await expect(dialog(page).getByText('No page has every word: showing results without “trust”')).toBeVisible()
    await expect(dialog(page).getByRole('status')).toHaveText(/^No page has every word: showing results without “trust” · \d+ results$/)

    // "wreck removal": the salvage service first (the CMS's other names: salvage is also wreck removal),
    // then the DGS summary's clause, the matching words marked; each result by its page's name.
    await box(page).fill('wreck removal')
    await expect(options(page).first()).toHaveAttribute('href', /^\/response\/salvage-osr/)
    await expect(options(page).first().locator('.search-hit-title')).toHaveText(/^Salvage and oil-spill response/)
    const clause = dialog(page).locator('[role="option"][href="/docs/dgs-msn05-2025#clause-table"]')
    await expect(clause).toContainText('Cover responds to wreck removal and pollution liabilities')
    await expect(clause.locator('mark').first()).toHaveText('wreck')
    await expect(clause.locator('.search-hit-kind')).toHaveText('Document')

    // "MSN 05/2025" finds first what is titled so (a title outranks a passing mention): the printable
    // DGS summary and the notice summarising it.
    await box(page).fill('MSN 05/2025')
    await expect
      .poll(() =>
        options(page).evaluateAll((links) =>
          links
            .slice(0, 2)
            .map((link) => link.getAttribute('href')?.split('#')[0])
            .sort(),
        ),
      )
      .toEqual(['/docs/dgs-msn05-2025', '/notices/dgs-msn-05-2025'])

    // A misspelt word: searched as the site's nearest word, and said; the correction undone, nothing
    // found, and the nearest word offered, which searches it.
    await box(page).fill('paradp')
    await expect(dialog(page).getByRole('status')).toHaveText(/^Showing results for paradip · \d+ results$/)
    await expect(options(page).first()).toHaveAttribute('href', '/ports/paradip')
    await expect(options(page).first().locator('mark').first()).toHaveText('Paradip')
    await dialog(page).getByRole('button', { name: 'Search for paradp instead' }).click()
    await expect(dialog(page).getByRole('status')).toHaveText('Nothing found for “paradp”. Try another word, or browse every page.')
    await expect(box(page)).toBeFocused()
    await expect(options(page)).toHaveCount(0)
    const closest = dialog(page).getByRole('list', { name: 'Closest words on this site' })
    await closest.getByRole('button', { name: 'paradip', exact: true }).click()
    await expect(box(page)).toHaveValue('paradip')
    await expect(box(page)).toBeFocused()
    await expect(options(page).first()).toHaveAttribute('href', '/ports/paradip')
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results$/)

    // A word of one letter matches that word whole ("60 t bollard pull"), never a word it begins.
    await box(page).fill('t')
    await expect(options(page).first().locator('mark').first()).toHaveText(/^t$/i)
    for (const mark of await options(page).locator('mark').allTextContents()) expect(mark.toLowerCase()).toBe('t')
    // Another name of a term (the CMS's Other names): the pages that name it, and every name searched.
    await box(page).fill('Kochi')
    await expect(dialog(page).getByText('Every name searched: Cochin, Kochi')).toBeVisible()
    await expect(options(page).first().locator('mark')).toContainText(['Cochin'])

    // A word the site does not hold: the no-results message, no list, and the most asked pages.
    await box(page).fill('zqxjvw')
    await expect(dialog(page).getByRole('status')).toHaveText('Nothing found for “zqxjvw”. Try another word, or browse every page.')
    await expect(options(page)).toHaveCount(0)
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(dialog(page).getByRole('navigation', { name: 'Most asked' }).getByRole('link').first()).toHaveAttribute(
      'href',
      '/port-call-compliance',
    )
    await expectNoAxeViolations(page)

    // The count is announced once the visitor pauses, not at every key.
    await box(page).fill('')
    const status = dialog(page).getByRole('status')
    await status.evaluate((element) => {
      const seen: string[] = []
      new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
        childList: true,
        subtree: true,
        characterData: true,
      })
      Object.assign(window, { announced: seen })
    })
    // The page's clock stands still while the keys come (however slowly a busy machine sends them);
    // then it runs a pause at a time until the count is said (the index answers in its own time), and on.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await box(page).pressSequentially('salvage', { delay: 90 })
    await expect(async () => {
      await page.clock.runFor(COUNT_PAUSE_MS)
      await expect(status).toHaveText(/^\d+ results$/, { timeout: 250 })
    }).toPass({ timeout: 30_000 })
    await page.clock.runFor(10 * COUNT_PAUSE_MS)
    expect((await page.evaluate(() => (window as unknown as { announced: string[] }).announced)).filter(Boolean)).toHaveLength(1)
    await page.clock.resume()

    // The arrow keys choose a result (focus stays in the box); Enter follows it; the page takes focus.
    await box(page).fill('Nhava Sheva')
    await expect(options(page)).toHaveCount(1)
    await page.keyboard.press('ArrowDown')
    const chosen = options(page).first()
    await expect(chosen).toHaveAttribute('aria-selected', 'true')
    await expect(box(page)).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!)
    await expect(box(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/ports\/mumbai$/)
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused()

    // Escape closes it and gives focus back to the link; the close button too.
    await openSearch(page)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await expect(searchLink(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(box(page)).toBeFocused()
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(searchLink(page)).toBeFocused()
    expect(fetched.filter((path) => path.startsWith('/pagefind/')).length).toBeGreaterThan(0)
  })

  test('/search keeps the query in the address: Enter opens every result there, a shared address searches, Back returns to it', async ({
    page,
  }) => {
    await page.goto('/contact')
    await hydrated(page)
    await openSearch(page)
    await box(page).fill('Vizag')
    await expect(options(page).first()).toHaveAttribute('href', '/ports/visakhapatnam')
    // Enter with no result chosen: every result, at /search?q=…, at the top of the window.
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=Vizag#site-search$/)
    const own = page.getByRole('main').getByRole('combobox', { name: 'Search' })
    await expect(own).toHaveValue('Vizag')
    await expect(page.getByRole('main').getByRole('option').first()).toHaveAttribute('href', '/ports/visakhapatnam')
    // Typing keeps the address in step, without a history entry a key.
    await own.fill('Paradeep')
    await expect(page).toHaveURL(/\/search\?q=Paradeep$/)
    await page
      .getByRole('main')
      .getByRole('option', { name: /Paradip/ })
      .click()
    await expect(page).toHaveURL(/\/ports\/paradip$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/search\?q=Paradeep$/)
    await expect(page.getByRole('main').getByRole('option').first()).toHaveAttribute('href', '/ports/paradip')
    // A shared address opens with its search.
    await page.goto('/search?q=Deendayal')
    await hydrated(page)
    await expect(page.getByRole('main').getByRole('option').first()).toHaveAttribute('href', '/ports/kandla')
    await expectNoAxeViolations(page)
  })

  test('on a phone at 320 px, with text spacing, the open search and its results fit the window @phone-only', async ({ page }) => {
    await page.goto('/ports/kandla')
    await hydrated(page)
    // At 360 px (issue 63, item 14): the contact bar can be pressed while the search is open. The
    // dialog carries its own in the page's bar's place, above the backdrop; the dialog ends above it.
    await page.setViewportSize({ width: 360, height: 780 })
    await openSearch(page)
    await box(page).fill('salvage')
    await expect(options(page).first()).toBeVisible()
    const pageBar = page.locator('.mobile-bar:not(dialog .mobile-bar)')
    const dialogBar = dialog(page).getByRole('navigation', { name: 'Quick contact' })
    for (const [at, href] of [
      [0, /^tel:/],
      [1, /^https:\/\/wa\.me\//],
      [2, /^mailto:/],
    ] as const) {
      const link = dialogBar.getByRole('link').nth(at)
      await expect(link).toHaveAttribute('href', href)
      const place = (await pageBar.getByRole('link').nth(at).boundingBox())!
      // What a finger on the page's bar presses: the dialog's link of the same kind, and nothing covers it.
      expect(
        await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href'),
          [place.x + place.width / 2, place.y + place.height / 2],
        ),
      ).toBe(await link.getAttribute('href'))
      await link.click({ trial: true })
    }
    const shown = (await dialog(page).boundingBox())!
    expect(shown.y + shown.height).toBeLessThanOrEqual((await dialogBar.boundingBox())!.y + 1)
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 320, height: 640 })
    await expect(searchLink(page)).toBeInViewport({ ratio: 1 })
    await expect(searchLink(page)).toHaveAccessibleName('Search')
    await openSearch(page)
    await box(page).fill('wreck removal')
    // The best result shows first, the others as their details arrive: the keys below go down a list of three or more.
    await expect(options(page).nth(2)).toBeAttached()
    await addTextSpacing(page)
    await expect(box(page)).toBeInViewport({ ratio: 1 })
    expect(await outsideTheWindow(page)).toEqual([])
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(options(page).nth(2)).toHaveAttribute('aria-selected', 'true')
    await expect(options(page).nth(2)).toBeInViewport()
    // Enter: every result at /search, the count and the first result in the window, above the bottom bar.
    await box(page).fill('salvage')
    await expect(options(page).first()).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=salvage#site-search$/)
    const main = page.locator('#site-search')
    const status = main.getByRole('status')
    await expect(status).toHaveText(/^\d+ results$/)
    await expect(main.getByRole('option').first()).toBeVisible()
    const bar = await page.locator('.mobile-bar').boundingBox()
    for (const shown of [status, main.getByRole('option').first().locator('.search-hit-title')]) {
      await expect(shown).toBeInViewport({ ratio: 1 })
      const box = (await shown.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(bar!.y)
    }
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('/search lists every port, case study, document and page by kind', async ({ page }) => {
      await page.goto('/search')
      const list = page.getByRole('region', { name: 'Every page, by kind' })
      const kind = (name: string) => list.getByRole('region', { name, exact: true }).getByRole('link')
      await expect(kind('Ports')).toHaveText(['Kandla', 'Mumbai / JNPT', 'Mundra', 'Paradip', 'Vadinar', 'Visakhapatnam'])
      await expect(kind('Ports').first()).toHaveAttribute('href', '/ports/kandla')
      await expect(kind('Case studies')).toHaveCount(3)
      await expect(kind('Case studies').first()).toHaveAttribute('href', /^\/case-studies(\/page\/\d+)?#case-/)
      await expect(kind('Documents')).toHaveCount(4)
      await expect(kind('Documents').first()).toHaveAttribute('href', /^\/docs\//)
      const pages = await kind('Pages').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(pages).toEqual(expect.arrayContaining(['/', '/about', '/contact', '/ports', '/agents/partner', '/insurers-hub']))
      expect(pages).not.toContain('/search')
      expect(pages).not.toContain('/unsubscribe')
      // The header's search is this page.
      await page.goto('/about')
      await searchLink(page).click()
      await expect(page).toHaveURL(/\/search$/)
    })
  })

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' })
    test('a search made before still answers, "nothing found" included; one whose index files are not kept says it needs a connection and offers the pages kept', async ({
      page,
      context,
    }) => {
      const OFFLINE = { failing: 'main, .newsletter-form' }
      const NEEDS_CONNECTION = 'Search needs a connection, and this search has not been made on this device before.'
      await page.goto('/')
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
      // Offline on a first visit, before the visitor's first action (issue 64): the header's own code
      // (a part, loaded at that action), the search's code and its words were kept at install (no page
      // carries the words), so the header's Search opens the box, which speaks, and says that search
      // needs a connection; it searches the names of the pages kept, and offers the 24/7 desk.
      await context.setOffline(true)
      // The page's sections and the footer's sign-up cannot fetch their code offline (not kept at
      // install, nor fetched since): the header can.
      await hydrated(page, OFFLINE)
      await openSearch(page)
      await box(page).fill('Nhava Sheva')
      await expect(dialog(page).getByRole('status')).toHaveText(NEEDS_CONNECTION)
      await expect(box(page)).toHaveAttribute('placeholder', 'A port, notice, clause, document or case study')
      await expect(dialog(page).getByRole('navigation', { name: 'Pages kept on this device' }).locator('a[href="/contact"]')).toHaveCount(1)
      const ask = dialog(page).getByRole('region', { name: 'Not what you need? The 24/7 desk answers, day and night.' })
      await expect(ask.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/)
      await box(page).fill('contac')
      await expect(
        dialog(page)
          .getByRole('navigation', { name: 'Offline, only the names of the pages kept on this device were searched:' })
          .getByRole('link'),
      ).toHaveAttribute('href', '/contact')
      await page.keyboard.press('Escape')

      // Opened online (Pagefind's code and the index's metadata kept), no query made: offline, a query
      // whose word chunk could not be fetched is no "nothing found", but a search that needs a connection.
      await context.setOffline(false)
      await openSearch(page)
      // Pagefind started: its code and WebAssembly, and the index's metadata, kept by the service worker.
      await expect
        .poll(() =>
          page.evaluate(async (names) => {
            const kept = async (name: string) => (await (await caches.open(name)).keys()).map((request) => request.url)
            return [...(await kept(names.searchCode)), ...(await kept(names.searchIndex))].filter((url) => /wasm\.|\.pf_meta$/.test(url))
              .length
          }, CACHE_NAMES),
        )
        .toBe(2)
      await page.keyboard.press('Escape')
      await context.setOffline(true)
      await page.reload()
      await hydrated(page, OFFLINE)
      await openSearch(page)
      await box(page).fill('Nhava Sheva')
      await expect(dialog(page).getByRole('status')).toHaveText(NEEDS_CONNECTION)
      await page.keyboard.press('Escape')

      await context.setOffline(false)
      await openSearch(page)
      await box(page).fill('Nhava Sheva')
      await expect(options(page).first()).toHaveAttribute('href', '/ports/mumbai')
      await page.keyboard.press('Escape')

      await context.setOffline(true)
      await page.reload()
      await hydrated(page, OFFLINE)
      await openSearch(page)
      // What was searched before: the code and the index's files it fetched are kept.
      await box(page).fill('Nhava Sheva')
      await expect(options(page).first()).toHaveAttribute('href', '/ports/mumbai')
      // Its word chunks kept, a word the site does not hold is found nowhere, offline as online. (The
      // index's words fall into chunks by their order: this one sorts beside "sheva", in the chunk
      // kept; a word from the end of the alphabet is in another chunk, never fetched here.)
      await box(page).fill('shevzqx')
      await expect(dialog(page).getByRole('status')).toHaveText('Nothing found for “shevzqx”. Try another word, or browse every page.')
      // Results none of whose details (their fragments) were fetched: search needs a connection. (Some
      // kept, some not: /search below.)
      await box(page).fill('cyclone dana')
      await expect(dialog(page).getByRole('status')).toHaveText(NEEDS_CONNECTION)
      const kept = dialog(page).getByRole('navigation', { name: 'Pages kept on this device' })
      // The contact page, kept ahead of need, and the page opened.
      await expect(kept.locator('a[href="/contact"]')).toHaveCount(1)
      await expect(kept.locator('a[href="/"]')).toHaveCount(1)
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')

      // Enter offline, after a search that answered in the box: every result at /search (kept ahead of
      // need), from what this device keeps, counted as what can be shown and how many more need a connection.
      await context.setOffline(false)
      await openSearch(page)
      await box(page).fill('Mumbai')
      await expect(options(page)).toHaveCount(8)
      await context.setOffline(true)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=Mumbai#site-search$/)
      const main = page.locator('#site-search')
      await expect(main.getByRole('status')).toHaveText(/^8 results · \d+ more need a connection$/)
      await expect(main.getByRole('option')).toHaveCount(8)
      await expect(main.getByRole('option').first()).toHaveAttribute('href', '/ports/mumbai')
      await expectNoAxeViolations(page)
      // The same address opened offline: the page the worker keeps, searching as it did.
      await page.reload()
      await hydrated(page, OFFLINE)
      await expect(main.getByRole('status')).toHaveText(/^8 results · \d+ more need a connection$/)
      await context.setOffline(false)
    })
  })
})
