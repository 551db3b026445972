/**
 * The header, its menus and the navigation between pages (focus, scroll), and the sticky and fixed
 * bars, in the browser at the widths where they change. (Focus clear of the bars on the spec's
 * pages, tabbed through on their one load: pages.spec.ts.)
 */
import { companyToggle, expect, expectExpanded, hiddenFocus, hydrated, menuToggle, test } from './helpers'

test.describe('header and navigation', () => {
  test('the Company dropdown opens, closes on Escape, outside click and choosing an item', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = companyToggle(nav)
    await expect(toggle).toHaveAccessibleName('Company')
    await toggle.click()
    await expectExpanded(toggle, true)
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden()
    await expect(toggle).toBeFocused()
    await expectExpanded(toggle, false)

    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeFocused()

    await page.mouse.click(5, 600)
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeHidden()

    await toggle.click()
    await nav.getByRole('link', { name: 'Leadership' }).click()
    await expect(page).toHaveURL(/\/management$/)
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeHidden()
  })

  test('the mobile menu toggles and closes itself at 768px and wider', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await hydrated(page)
    const toggle = menuToggle(page)
    await expect(toggle).toHaveAccessibleName('Menu')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(toggle).toHaveAccessibleName('Close')
    await expectExpanded(toggle, true)
    await page.setViewportSize({ width: 900, height: 800 })
    // A frame drawn at the wide width (the browser reports a media query's change when it draws: a
    // width crossed and crossed back within one frame is no change, and the menu rightly stays open).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(toggle).toHaveAccessibleName('Menu')
    await expectExpanded(toggle, false)
  })

  test('a focused port card shows the same contrasting focus ring as any link (WCAG 1.4.11)', async ({ page }) => {
    await page.goto('/ports/mumbai')
    await hydrated(page)
    const ring = async (selector: string) => {
      const target = page.locator(selector).first()
      await target.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(target).toBeFocused()
      return target.evaluate((el) => getComputedStyle(el).boxShadow)
    }
    const link = await ring('table a[href^="tel:"]')
    expect(link).toContain('5px')
    expect(await ring('a.port-card')).toBe(link)
  })

  test('in the phone menu, Escape closes the Company submenu first, then the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await hydrated(page)
    await menuToggle(page).click()
    const nav = page.getByRole('navigation', { name: 'Main' })
    const company = companyToggle(nav)
    await company.click()
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeVisible()
    await nav.getByRole('link', { name: 'Leadership' }).focus()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeHidden()
    await expect(nav).toBeVisible()
    await expect(company).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(menuToggle(page)).toBeFocused()
  })

  test("the footer's year is the visitor's, not the build's", async ({ page, request }) => {
    const built = new Date().getFullYear()
    // The built page's words, as a browser without scripts shows them (the year is in its own element).
    const html = await (await request.get('/about')).text()
    expect(html.replace(/<[^>]+>/g, '')).toContain(`© ${built} `)
    await page.clock.install({ time: new Date(`${built + 1}-01-01T10:00:00+05:30`) })
    await page.goto('/about')
    await hydrated(page)
    await expect(page.locator('footer')).toContainText(`© ${built + 1} `)
  })

  test('following a link moves focus to the new page: its heading, or the anchor the link names', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.locator('footer').getByRole('link', { name: 'Case Studies' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/case-studies$/)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeFocused()
    // The next Tab continues inside the new page, after its heading.
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => {
        const h1 = document.querySelector('main h1')!
        const focused = document.activeElement!
        return h1.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before'
      }),
    ).toBe('after')
    await page.locator('header').getByRole('link', { name: 'Request Fleet Quote' }).click()
    await expect(page).toHaveURL(/\/fleet-retainer#quote$/)
    await expect(page.locator('#quote')).toBeFocused()
  })

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'Case Studies' }).click()
    await expect(page).toHaveURL(/\/case-studies$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('sticky and fixed bars', () => {
  test('the emergency bar stays at the top of the window from tablets up', async ({ page }) => {
    for (const width of [800, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/fleet-retainer')
      await page.evaluate(() => window.scrollTo(0, 1500))
      const bar = page.getByRole('region', { name: '24/7 Emergency', exact: true })
      await expect.poll(() => bar.evaluate((el) => el.getBoundingClientRect().top), `${width}px`).toBe(0)
      await expect(bar.getByRole('link', { name: /support@/ }), `${width}px`).toBeInViewport()
    }
  })

  // (Tabbing through the home page, the pre-arrival page, the fleet retainer, /about and the SLA schedule
  // at 1440 and 360 px, no focused element under a bar: pages.spec.ts, on the load of each page.)
  test('at 200% zoom (720 px wide) the fleet quote form stays clear of the contact bar', async ({ page }) => {
    await page.setViewportSize({ width: 720, height: 450 })
    expect(await hiddenFocus(page, '/fleet-retainer', 120)).toEqual([])
  })
})

test('from tablets to small laptops every header link is visible and nothing covers another', async ({ page }) => {
  for (const width of [768, 800, 855, 1024, 1279]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/about')
    const header = page.locator('header.site-header')
    const targets = [
      header.getByRole('link', { name: /home$/ }),
      ...(await header.getByRole('navigation', { name: 'Main' }).locator('a.nav-link, button.nav-link, a.nav-cta').all()),
    ]
    const boxes = []
    for (const target of targets) {
      await expect(target, `${width}px`).toBeVisible()
      const box = (await target.boundingBox())!
      expect(box.x + box.width, `${width}px: ${await target.textContent()} is cut off`).toBeLessThanOrEqual(width)
      boxes.push({ name: (await target.textContent())!.trim(), ...box })
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1
        expect(overlap, `${width}px: "${a.name}" and "${b.name}" overlap`).toBe(false)
      }
    }
  }
})

test('an address the build did not make under /case-studies stays the Not Found page after hydration', async ({ page }) => {
  for (const path of ['/case-studies/page/99', '/case-studies/page/1', '/case-studies/2']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  }
})
