/**
 * Notices and alerts in the browser, on the built site (its prerendered content: tests/unit/
 * build-output-notices.test.ts; axe, reflow and text spacing of the notices' pages: pages.spec.ts, and of the
 * banner on every page there too, the seed's alert being live). The banner, on pages built before
 * its alerts end: shown from an alert's start to its end by the visitor's clock (faked), hidden by
 * the page itself then and from the first paint after, announced once, dismissed for the session,
 * never pushing the emergency bar out of view nor shifting the page. An alert to come is not in the
 * built HTML at all (the rebuild at its start writes it).
 */
import type { Page } from '@playwright/test'
import { expect, hydrated, test } from './helpers'
import { expectNoLayoutShift } from './layout-shift'

const LIVE = 'notice.paradip-monsoon-advisory'
const COMING = 'notice.kandla-oil-jetty-maintenance'

/** An alert's times as the build wrote them into the page. */
async function alertTimes(page: Page, id: string) {
  const html = await (await page.request.get('/about')).text()
  const found = new RegExp(`data-alert="${id.replace(/\./g, '\\.')}" data-starts="([^"]+)" data-ends="([^"]+)"`).exec(html)
  expect(found, `the build wrote ${id} into the page`).not.toBeNull()
  return { starts: Date.parse(found![1]!), ends: Date.parse(found![2]!) }
}

const banner = (page: Page) => page.getByRole('complementary', { name: 'Alerts' })
const alert = (page: Page, id: string) => page.locator(`aside.site-alerts [data-alert="${id}"]`)

test.describe('the alert banner', () => {
  test('shows only an alert in force (one to come is not in the HTML), says it once, hides it at its end by the visitor’s clock, and is gone from the first paint after the end', async ({
    page,
  }) => {
    // The coming alert is not in the built HTML before its start (a rebuild at its start writes it: contract/schedule.ts).
    expect(await (await page.request.get('/about')).text()).not.toContain(`data-alert="${COMING}"`)
    const live = await alertTimes(page, LIVE)
    // A minute after the page was built: the live one shows.
    await page.clock.install({ time: Date.now() + 60_000 })
    await page.goto('/about')
    await expect(alert(page, LIVE)).toBeVisible()
    const status = banner(page).getByRole('status')
    // Said once the page has loaded, its period in words.
    await page.clock.runFor(1500)
    await expect(status).toHaveText(
      /^Advisory .*Paradip: monsoon swell advisory for the outer anchorage \d+ \w+( \d{4})?-\d+ \w+( \d{4})? \(India time\)$/,
    )
    // Hydrated in between, React leaves the banner as the page's script set it.
    await hydrated(page)
    await expect(alert(page, LIVE)).toBeVisible()
    // A minute before the live alert ends, then its end passes: the page's own script hides it, between builds.
    await page.clock.pauseAt(live.ends - 60_000)
    await expect(alert(page, LIVE)).toBeVisible()
    await page.clock.runFor(2 * 60_000)
    await expect(alert(page, LIVE)).toBeHidden()
    await expect(page.locator('aside.site-alerts')).toBeHidden()
    // A page loaded after the end: hidden before its first paint, by the time the document is parsed.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () =>
        Object.assign(window, { shownAtParse: [...document.querySelectorAll<HTMLElement>('[data-alert]')].some((el) => !el.hidden) }),
      ),
    )
    await page.goto('/ports/paradip')
    expect(await page.evaluate(() => (window as unknown as { shownAtParse: boolean }).shownAtParse)).toBe(false)
    await expect(page.locator('aside.site-alerts')).toBeHidden()
  })

  test('stays when hydration fails and React renders the page again from scratch (its HTML and data differ, #418)', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => void errors.push(error.message))
    // The page's HTML says something its data does not (as a lone surrogate did): React's hydration fails on it.
    await page.route('**/about', async (route) => {
      const response = await route.fetch()
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/.test(name)))
      const body = (await response.text()).replace(/(<h1\b[^>]*>)/, '$1Not in the data ')
      await route.fulfill({ response, headers, body })
    })
    await page.goto('/about')
    await hydrated(page)
    // React rendered the page again from its data (the h1 without the words), and the banner is back before <main>.
    await expect(page.locator('h1')).not.toContainText('Not in the data')
    expect(errors.join('\n')).toMatch(/418|hydrat/i)
    await expect(alert(page, LIVE)).toBeVisible()
    await expect(page.locator('body > aside.site-alerts ~ main')).toHaveCount(1)
  })

  test('is dismissed for the session, moving focus on; says an alert once a session; covers nothing and moves nothing @phone', async ({
    page,
    context,
  }) => {
    // The page's clock (time flows), to run past the banner's wait on the next page rather than wait for it.
    await page.clock.install()
    await page.goto('/ports/kandla')
    // The emergency bar stays first and in view; the banner sits under the header, before the page.
    await expect(page.locator('.emergency-bar')).toBeInViewport()
    const [bar, header, shown, main] = await Promise.all(
      ['.emergency-bar', '.site-header', 'aside.site-alerts', 'main'].map(
        async (selector) => (await page.locator(selector).boundingBox())!,
      ),
    )
    expect(bar.y).toBe(0)
    expect(shown.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
    expect(main.y).toBeGreaterThanOrEqual(shown.y + shown.height - 1)
    if (page.viewportSize()!.width < 768) {
      // On a phone an alert shows its severity and whole title, over as many lines as it needs (issue 54: it
      // was cut after two), the notice (every detail) a tap away. (Every width: a11y.spec.ts.)
      const text = alert(page, LIVE).locator('.site-alert-text')
      expect(await text.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && getComputedStyle(el).overflow === 'visible')).toBe(true)
      await expect(text.getByRole('link')).toBeVisible()
      await expect(alert(page, LIVE).getByRole('button')).toBeVisible()
    }
    // The alerts in force only (the coming one is written by the rebuild at its start; a port's own first: tests/unit/notices.test.ts).
    const order = await page.locator('aside.site-alerts [data-alert]').evaluateAll((els) => els.map((el) => el.getAttribute('data-alert')))
    expect(order).toEqual([LIVE])
    const status = page.locator('[data-alert-status]')
    await expect(status).toHaveText(/Paradip: monsoon swell advisory/)
    await hydrated(page)
    await expectNoLayoutShift(page)
    // Said once: this tab's next page shows it and says nothing.
    await page.goto('/contact')
    await expect(alert(page, LIVE)).toBeVisible()
    // The banner says what it has to say a second after the page's load: the page's clock runs past it.
    await page.clock.runFor(1500)
    await expect(status).toHaveText('')
    // Dismissed: gone, focus on the page (no other alert to dismiss), and so for this tab's other pages.
    await alert(page, LIVE).getByRole('button', { name: 'Dismiss: Paradip: monsoon swell advisory for the outer anchorage' }).click()
    await expect(page.locator('aside.site-alerts')).toBeHidden()
    await expect(page.locator('main')).toBeFocused()
    await page.goto('/about')
    await expect(alert(page, LIVE)).toBeHidden()
    // Another tab is another session: shown again.
    const other = await context.newPage()
    await other.goto('/contact')
    await expect(alert(other, LIVE)).toBeVisible()
    await expect(alert(other, LIVE).getByRole('link', { name: 'Paradip: monsoon swell advisory for the outer anchorage' })).toHaveAttribute(
      'href',
      '/notices/paradip-monsoon-advisory',
    )
  })
})

test('the lists work inside the site: a topic’s list from the filter, a notice from the list, the feed from the footer', async ({
  page,
}) => {
  await page.goto('/notices')
  await hydrated(page)
  const topics = page.getByRole('navigation', { name: 'Topics' })
  await expect(topics.getByRole('link', { name: 'All notices', exact: true })).toHaveAttribute('aria-current', 'page')
  await topics.getByRole('link', { name: 'Emergency Response & Alerts', exact: true }).click()
  await expect(page).toHaveURL(/\/notices\/topic\/emergency$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emergency Response & Alerts')
  await expect(topics.getByRole('link', { name: 'Emergency Response & Alerts', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('main .notice-card')).toHaveCount(2)
  // A card's date as the notice's page writes it.
  await expect(page.locator('main .notice-card time[datetime="2024-10-23"]')).toHaveText('23 October 2024')
  await page
    .locator('main .notice-card')
    .getByRole('link', { name: /Cyclone Dana/ })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cyclone Dana: Paradip port closed to shipping')
  await expect(page.locator('main time[datetime="2024-10-23"]')).toHaveText('23 October 2024')
  const feed = page.waitForResponse((response) => response.url().endsWith('/notices/feed.xml'))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Notices feed (Atom)' }).click()
  expect((await feed).headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  await expect(page).toHaveURL(/\/notices\/feed\.xml$/)
})

test('the pages of a list: named, with the previous and next pages, each page named by its number, the heading saying which page', async ({
  page,
}) => {
  // The seed's five notices, three a page: two pages.
  await page.goto('/notices')
  const pager = page.getByRole('navigation', { name: 'Pages' })
  await expect(pager.getByRole('link')).toHaveText(['1', '2', 'Next'])
  await expect(pager.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).not.toHaveAttribute('aria-current')
  await expect(pager.getByRole('link', { name: 'Next', exact: true })).toHaveAttribute('href', '/notices/page/2')
  await hydrated(page)
  await pager.getByRole('link', { name: 'Next', exact: true }).click()
  await expect(page).toHaveURL(/\/notices\/page\/2$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What changes at Indian ports, as it happens, page 2 of 2')
  await expect(page).toHaveTitle(/, page 2 of 2/)
  await expect(pager.getByRole('link')).toHaveText(['Previous', '1', '2'])
  await expect(pager.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(pager.getByRole('link', { name: 'Previous', exact: true })).toHaveAttribute('href', '/notices')
  // Its topic is still All notices, but that link is the first page, not this one.
  const all = page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'All notices', exact: true })
  await expect(all).toHaveAttribute('aria-current', 'true')
  await expect(page.locator('[aria-current="page"]')).toHaveCount(1)
})
