/**
 * Pages paint before any of their JavaScript is requested, then hydrate (tools/site-build/deferred-hydration.ts):
 * in Chromium, the first contentful paint comes before every script request; before hydration the
 * prerendered page is complete and its forms cannot be sent; after it, the page works, and neither
 * hydration nor the content refresh that follows removes anything the page showed.
 */
import type { Page } from '@playwright/test'
import { RELOAD_MARK } from '../../tools/site-build/deferred-hydration'
import { CHANGES_CMS, companyToggle, expect, expectExpanded, hydrated, menuToggle, publishAgain, test, USES_EMAIL_MANAGER } from './helpers'

/** When the first contentful paint happened, and when each script request started (ms since navigation). */
function timings(page: Page) {
  return page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(new URL(entry.name).pathname))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: Math.round(entry.startTime) })),
  }))
}

for (const path of ['/', '/port-call-compliance', '/ports/mumbai', '/unsubscribe?email=a%40example.com&token=x', '/docs/sla-schedule']) {
  // (The unsubscribe link, hydrated, makes its call to the email-manager stand-in: one such test at a time.)
  const details = path.startsWith('/unsubscribe') ? USES_EMAIL_MANAGER : {}
  test(`${path}: no script is requested before the first contentful paint, and the page hydrates @phone`, details, async ({ page }) => {
    await page.goto(path)
    await hydrated(page)
    const { fcp, scripts } = await timings(page)
    expect(fcp).toBeGreaterThan(0)
    expect(scripts.length).toBeGreaterThan(3)
    expect(scripts.filter(({ start }) => start < fcp)).toEqual([])
    // Hydrated: the menu (phone) or the Company dropdown (desktop) answers Escape, which only the script adds.
    const menu = menuToggle(page)
    const toggle = (await menu.isVisible()) ? menu : companyToggle(page.getByRole('navigation', { name: 'Main' }))
    await toggle.click()
    await expectExpanded(toggle, true)
    await page.keyboard.press('Escape')
    await expectExpanded(toggle, false)
    await expect(toggle).toBeFocused()
  })
}

test('a page whose scripts never arrive is complete, and loads itself once more', async ({ page }) => {
  // No script ever arrives: the page as the first paint shows it. It loads itself once more
  // (its scripts may have failed for a moment), then stays as it is. Its forms work as plain HTML
  // (first-paint.spec.ts).
  await page.route('**/assets/*.js', (route) => route.abort())
  let loads = 0
  let failures = 0
  page.on('load', () => void loads++)
  page.on('console', (message) => void (message.text().startsWith('The page could not load its scripts') && failures++))
  await page.goto('/port-call-compliance')
  // The second load's scripts failed too, and it decided (it says so, then reloads or not, at once): no third load.
  await expect.poll(() => [loads, failures]).toEqual([2, 2])
  expect(await page.evaluate((mark) => sessionStorage.getItem(mark), RELOAD_MARK)).toBe('1')
  expect(loads).toBe(2)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('form.site-form [name="vesselName"]')).toBeVisible()
})

test('a page whose scripts fail to load once loads itself again and hydrates', async ({ page }) => {
  // The client entry cannot be fetched while the page is first shown; then it can.
  let documents = 0
  await page.route('**/fleet-retainer', (route) => (documents++, route.continue()))
  await page.route('**/assets/entry.client-*.js', (route) => (documents < 2 ? route.abort() : route.continue()))
  await page.goto('/fleet-retainer')
  await expect.poll(() => documents).toBe(2)
  await hydrated(page)
  await expect(page.locator('form.site-form').getByRole('button', { name: 'Request Fleet Quote' })).toBeEnabled()
  // Hydrated: the mark of the reload is cleared, and only a failure reloads.
  await expect.poll(() => page.evaluate((mark) => sessionStorage.getItem(mark), RELOAD_MARK)).toBeNull()
  expect(documents).toBe(2)
})

test('a subscriber page paints the invalid-link view when its address has no link, and hydrating keeps it', async ({ page }) => {
  const views = async () => ({
    processing: await page.locator('[data-link-view="processing"]').isVisible(),
    invalid: await page.locator('[data-link-view="invalid"]').isVisible(),
  })
  await page.route('**/assets/*.js', (route) => route.abort())
  // Scripts that fail to load make a page load itself once more; here the first paint is the point.
  await page.addInitScript((mark) => sessionStorage.setItem(mark, '1'), RELOAD_MARK)
  for (const path of ['/confirm', '/unsubscribe?email=mate%40fleet.example', '/email-preferences']) {
    await page.goto(path)
    expect(await views(), path).toEqual({ processing: false, invalid: true })
  }
  await page.goto('/unsubscribe?email=mate%40fleet.example&token=tok_1')
  expect(await views()).toEqual({ processing: true, invalid: false })

  await page.unroute('**/assets/*.js')
  await page.goto('/email-preferences')
  const heading = page.locator('[data-link-view="invalid"] h2')
  const box = await heading.boundingBox()
  await hydrated(page)
  await expect(heading).toBeFocused()
  expect(await heading.boundingBox()).toEqual(box)
  expect(await page.locator('[data-link-view="processing"]').count()).toBe(0)
  // The mark is gone once React decides: a later page of the visit starts unmarked.
  await expect(page.locator('html')).not.toHaveAttribute('data-subscriber-link')
})

for (const [path, documents] of [
  ['/', ['pageCopy.home', 'siteSettings']],
  ['/port-call-compliance', ['pageCopy.portCallCompliance', 'siteSettings']],
  ['/case-studies', ['pageCopy.caseStudies', 'siteSettings']],
] as const) {
  test(`${path}: hydration and the content refresh after it remove nothing the page showed`, CHANGES_CMS, async ({ page, request }) => {
    // Its content published again since the build (unchanged), and an hour later than the build: the page
    // refreshes it from the CMS after hydrating.
    await publishAgain(request, [...documents])
    await page.clock.setSystemTime(Date.now() + 3_600_000)
    await page.addInitScript(() => {
      const removed: string[] = []
      ;(window as unknown as { __removed: string[] }).__removed = removed
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node.nodeType !== Node.ELEMENT_NODE || !(node as Element).closest || !record.target.isConnected) continue
            const element = node as Element
            if (element.closest('head') || record.target.nodeName === 'HEAD') continue
            if (element.matches('img, form, h1, h2, p, table') || element.querySelector('img, form, h1, h2, p, table'))
              removed.push(element.outerHTML.slice(0, 120))
          }
        }
      }).observe(document, { childList: true, subtree: true })
    })
    const refresh = page.waitForResponse((response) => response.url().includes('/data/query/'))
    await page.goto(path)
    const images = await page.locator('main img').count()
    await hydrated(page)
    await refresh
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => (window as unknown as { __removed: string[] }).__removed)).toEqual([])
    expect(await page.locator('main img').count()).toBe(images)
  })
}
