import { expect, expectNoAxeViolations, getDocument, hydrated, patchDocument, test } from './helpers'

test.describe('home and ports from the CMS', () => {
  test('home shows its seeded content and passes axe @phone', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveTitle('India Port-Call Insurance (P&I/Financial Security) + NOSDCP Response')
    await expect(page.getByRole('link', { name: 'Generate Pre-Arrival Letter' }).first()).toBeVisible()
    await expect(page.locator('footer')).toContainText('Fleet-level risk control, same-day documents, named Indian partners and 24/7 mobilization.')
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`)
    await hydrated(page)
    await expectNoAxeViolations(page)
  })

  test('each port page shows its details; the others are linked @phone', async ({ page }) => {
    await page.goto('/ports/mumbai')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mumbai')
    await expect(page.getByText('24/7 Full Service')).toBeVisible()
    await expect(page.getByText('2-4 hours').first()).toBeVisible()
    const phone = page.locator('table a[href^="tel:"]').first()
    await expect(phone).toBeVisible()
    for (const slug of ['mundra', 'vadinar', 'kandla', 'visakhapatnam', 'paradip']) {
      await expect(page.locator(`main a[href="/ports/${slug}"]`).first()).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Call 24/7 Hotline' })).toHaveAttribute('href', /^tel:/)
    await hydrated(page)
    await expectNoAxeViolations(page)
  })

  test('an unknown port shows Port Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/ports/atlantis')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Port Not Found' })).toBeVisible()
    await expect(page.getByText("The port you're looking for doesn't exist.")).toBeVisible()
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Port Not Found' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('an unknown path shows a Not Found page with status 404, noindex', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.getByRole('link', { name: 'Return to the home page' })).toBeVisible()
    await hydrated(page)
    await expectNoAxeViolations(page)
  })

  test("a port page follows its CMS document: content is not baked in", async ({ page, request }) => {
    const before = await getDocument<{ fullName: string }>(request, 'port.mumbai')
    try {
      await patchDocument(request, 'port.mumbai', { fullName: 'Mumbai Test Harbour Renamed' })
      // A visit an hour after the build: the prerendered snapshot is stale, so it is refreshed.
      await page.clock.install({ time: new Date(Date.now() + 60 * 60 * 1000) })
      await page.goto('/ports/mumbai')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.fullName)
      // Prerendered HTML first, then React Query refreshes it from the CMS.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mumbai Test Harbour Renamed')
    } finally {
      await patchDocument(request, 'port.mumbai', { fullName: before.fullName })
    }
  })
})

test.describe('header and navigation', () => {
  test('the Company dropdown opens, closes on Escape, outside click and choosing an item', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Company' })
    await toggle.click()
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden()
    await expect(toggle).toBeFocused()

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

  test('the emergency bar and mobile bar carry call, WhatsApp and email links @phone', async ({ page }) => {
    await page.goto('/')
    const bar = page.getByRole('region', { name: '24/7 emergency contacts' })
    await expect(bar.locator('a[href^="tel:"]')).toHaveCount(1)
    await expect(bar.locator('a[href^="https://wa.me/"]')).toHaveCount(1)
    const quick = page.getByRole('navigation', { name: 'Quick contact' })
    if ((page.viewportSize()?.width ?? 1440) < 768) {
      await expect(quick.getByRole('link', { name: 'Call 24/7' })).toBeVisible()
      await expect(quick.getByRole('link', { name: /WhatsApp/ })).toBeVisible()
      await expect(quick.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/)
    } else {
      await expect(quick).toBeHidden()
    }
  })

  test('the mobile menu toggles and closes itself at 768px and wider', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await hydrated(page)
    const toggle = page.getByRole('button', { name: 'Menu' })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Close' })).toHaveAttribute('aria-expanded', 'true')
    await page.setViewportSize({ width: 900, height: 800 })
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false')
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
