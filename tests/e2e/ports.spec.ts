/**
 * The port directory (/ports): complete without JavaScript, filtered after hydration with the
 * filters kept in the address, its count announced politely; linked from the footer, the port
 * pages and the pre-arrival form, whose port list is grouped by coast.
 */
import { addTextSpacing, expect, expectNoAxeViolations, expectNoHorizontalScroll, hydrated, test } from './helpers'

/** The pause after which the directory says its count (src/routes/ports.tsx). */
const COUNT_PAUSE_MS = 600

// West coast, then east, each by name.
const ALL = ['Kandla', 'Mumbai / JNPT', 'Mundra', 'Vadinar', 'Paradip', 'Visakhapatnam']

test.describe('the port directory', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('lists every port by coast, with its response time and advance notice', async ({ page }) => {
      await page.goto('/ports')
      const west = page.getByRole('region', { name: 'West Coast' })
      const east = page.getByRole('region', { name: 'East Coast' })
      await expect(west.getByRole('rowheader')).toHaveText(['Kandla', 'Mumbai / JNPT', 'Mundra', 'Vadinar'])
      await expect(east.getByRole('rowheader')).toHaveText(['Paradip', 'Visakhapatnam'])
      await expect(west.getByRole('row', { name: /Mumbai/ })).toContainText('24h advance notice')
      await expect(page.getByRole('status').filter({ hasText: 'ports shown' })).toHaveText('6 of 6 ports shown')
    })
  })

  test('filters by name, coast and response time, in the address, and reads a shared address', async ({ page }) => {
    await page.goto('/ports')
    await hydrated(page)
    const names = page.getByRole('rowheader')
    await expect(names).toHaveText(ALL)
    await page.getByRole('searchbox', { name: 'Port name' }).fill('mu')
    await expect(names).toHaveText(['Mumbai / JNPT', 'Mundra'])
    await expect(page.getByRole('status').filter({ hasText: 'ports shown' })).toHaveText('2 of 6 ports shown')
    await expect(page).toHaveURL(/\/ports\?q=mu$/)
    // A port's other names find it too: "Vizag" is Visakhapatnam.
    await page.getByRole('searchbox', { name: 'Port name' }).fill('Vizag')
    await expect(names).toHaveText(['Visakhapatnam'])
    await page.getByRole('searchbox', { name: 'Port name' }).fill('')
    await page.getByRole('combobox', { name: 'Coast' }).selectOption({ label: 'East Coast' })
    await expect(names).toHaveText(['Paradip', 'Visakhapatnam'])
    await expect(page).toHaveURL(/\/ports\?coast=east$/)
    await page.getByRole('searchbox', { name: 'Port name' }).fill('zzz')
    await expect(page.getByText('No port matches your search.')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'ports shown' })).toHaveText('0 of 6 ports shown')
    await expectNoAxeViolations(page)

    const times = await page.getByRole('combobox', { name: 'Response time' }).locator('option').allTextContents()
    await page.goto(`/ports?coast=west&response=${encodeURIComponent(times[1])}`)
    await hydrated(page)
    await expect(page.getByRole('combobox', { name: 'Coast' })).toHaveValue('west')
    await expect(page.getByRole('combobox', { name: 'Response time' })).toHaveValue(times[1])
    await expect(names.first()).toBeVisible()
    for (const row of await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .all())
      await expect(row).toContainText(times[1])
  })

  test('looks finished and speaks once: site-styled filters, the first results in view, each coast one region, one count a pause', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    // The page's clock, to hold the count's pause while the test types (time flows until paused).
    await page.clock.install()
    await page.goto('/ports')
    await hydrated(page)
    const search = page.getByRole('searchbox', { name: 'Port name' })
    for (const control of [search, page.getByRole('combobox', { name: 'Coast' })]) {
      const box = (await control.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      expect(await control.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16)
    }
    // The first result is above the fold, so filtering visibly changes the list (below the alert
    // banner while an alert is live, as the seed's is: by its height more).
    const alerts = (await page.locator('aside.site-alerts:visible').boundingBox())?.height ?? 0
    expect((await page.getByRole('rowheader').first().boundingBox())!.y - alerts).toBeLessThan(900)
    // Each coast is one region; a table frame that does not scroll is no stop for the keyboard.
    await expect(page.getByRole('region', { name: 'West Coast' })).toHaveCount(1)
    await expect(page.getByRole('group', { name: 'West Coast' })).toHaveCount(0)
    await expect(page.locator('.table-scroll[tabindex]')).toHaveCount(0)

    // Typing "mun" key by key: the count is announced once, after the pause.
    const status = page.getByRole('status').filter({ hasText: 'ports shown' })
    await status.evaluate((el) => {
      const seen: string[] = []
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { childList: true, subtree: true, characterData: true })
      Object.assign(window, { announced: seen })
    })
    // The page's clock stands still while the keys come (however slowly a busy machine sends them),
    // then runs for the pause, and on: one count.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await search.pressSequentially('mun', { delay: 120 })
    await page.clock.runFor(COUNT_PAUSE_MS)
    await expect(status).toHaveText('1 of 6 ports shown')
    await page.clock.runFor(10 * COUNT_PAUSE_MS)
    expect(await page.evaluate(() => (window as unknown as { announced: string[] }).announced)).toEqual(['1 of 6 ports shown'])
    await page.clock.resume()

    // At 320 px with text spacing, the tables fit the window.
    await search.fill('')
    await page.setViewportSize({ width: 320, height: 700 })
    await addTextSpacing(page)
    await expectNoHorizontalScroll(page)
    for (const frame of await page.locator('.table-scroll').all())
      expect(await frame.evaluate((el) => el.scrollWidth - el.clientWidth), 'a table wider than its frame').toBeLessThanOrEqual(1)
  })

  test('is linked from the footer, a port page and the pre-arrival form, whose port list is grouped by coast', async ({ page }) => {
    await page.goto('/ports/mumbai')
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'All ports' })).toHaveAttribute('href', '/ports')
    await expect(page.getByRole('navigation', { name: 'Other ports' }).getByRole('link', { name: 'All ports' })).toHaveAttribute(
      'href',
      '/ports',
    )
    await page.goto('/port-call-compliance?port=Paradip')
    await hydrated(page)
    await expect(page.getByRole('main').getByRole('link', { name: 'All ports' })).toHaveAttribute('href', '/ports')
    const select = page.getByRole('combobox', { name: /Port of call/ })
    await expect(select).toHaveValue('Paradip')
    expect(await select.locator('optgroup').evaluateAll((groups) => groups.map((g) => g.getAttribute('label')))).toEqual([
      'West Coast',
      'East Coast',
    ])
    // Each port on its coast (the coverage zones name the ports without a guide), as the page was served.
    await expect(select.locator('optgroup[label="West Coast"] option')).toHaveText([
      'Mumbai / JNPT',
      'Mundra',
      'Vadinar',
      'Kandla',
      'Cochin',
    ])
    await expect(select.locator('optgroup[label="East Coast"] option')).toHaveText(['Visakhapatnam', 'Paradip', 'Chennai', 'Tuticorin'])
    await expect(select.locator(':scope > option')).toHaveText(['Select port', 'Other'])
  })
})
