/**
 * Every page without JavaScript: the header's menus are disclosure elements that open and lead on,
 * the forms are real forms whose native submission mails the request to the support desk after the
 * browser's own checks, and the email-link pages say that they need JavaScript.
 */
import type { Locator, Page } from '@playwright/test'
import { CHROME_PATH, CHROMIUM_ARGS } from '../../tools/build/chromium'
import { companyToggle, expect, expectExpanded, fillFleetQuote, FLEET, menuToggle, nextMail, SUPPORT_EMAIL, test } from './helpers'

// JavaScript off as a visitor turns it off: the browser's setting, so that <noscript> shows (not only scripts stopped).
test.use({
  javaScriptEnabled: false,
  launchOptions: { executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS, '--blink-settings=scriptEnabled=false'] },
})

test.describe('without JavaScript', () => {
  test('on every page, the phone menu and the Company menu open, close again, and their links lead on @phone', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
    expect(paths.length).toBeGreaterThan(15)
    const phone = (page.viewportSize()?.width ?? 1440) < 768
    for (const path of [...paths, '/no/such/page', '/ports/atlantis', '/email-preferences', '/unsubscribe']) {
      await page.goto(path)
      // The header's search is a link to /search, which lists every page without a script.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Search' }), path).toHaveAttribute('href', '/search')
      const nav = page.getByRole('navigation', { name: 'Main' })
      if (phone) {
        await expect(nav, path).toBeHidden()
        await menuToggle(page).click()
        await expectExpanded(menuToggle(page), true)
        await expect(nav, path).toBeVisible()
        await expect(menuToggle(page), path).toHaveAccessibleName('Close')
      }
      const company = companyToggle(nav)
      await expect(nav.getByRole('link', { name: 'Leadership' }), path).toBeHidden()
      await company.click()
      await expectExpanded(company, true)
      await expect(nav.getByRole('link', { name: 'Leadership' }), path).toBeInViewport()
      // Each closes again from its own button.
      await company.click()
      await expectExpanded(company, false)
      if (phone) {
        await menuToggle(page).click()
        await expect(nav, path).toBeHidden()
      }
    }
    // A menu's link leads on.
    if (phone) await menuToggle(page).click()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await companyToggle(nav).click()
    await nav.getByRole('link', { name: 'Leadership' }).click()
    await expect(page).toHaveURL(/\/management$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('each form mails the request to the support desk, every field in it, after the browser checked it', async ({ context }) => {
    /** The mail a form's Submit opens, from a page of its own (a page that opened a mail goes no further in a headless browser). */
    const mailFrom = async (path: string, fill: (page: Page) => Promise<void>, button: (page: Page) => Locator) => {
      const page = await context.newPage()
      await page.goto(path)
      await fill(page)
      const mail = nextMail(page)
      await button(page).click({ noWaitAfter: true })
      const url = await mail
      await page.close()
      expect(url.pathname, path).toBe(SUPPORT_EMAIL)
      return { subject: url.searchParams.get('subject'), body: url.searchParams.get('body') ?? '' }
    }

    // The fleet quote: it says what its button does; its required fields are checked by the browser first.
    const page = await context.newPage()
    await page.goto('/fleet-retainer')
    const form = page.locator('form.site-form')
    // (Playwright's text locators skip <noscript>, whose words show here.)
    const note = form.locator('noscript .form-note')
    await expect(note).toBeVisible()
    await expect(note).toContainText('Without JavaScript, the button opens your email program')
    await form.getByRole('button', { name: 'Request Fleet Quote' }).click()
    expect(await form.locator(':invalid').count()).toBeGreaterThan(0)
    await expect(page).toHaveURL(/\/fleet-retainer$/)
    await page.close()

    const quote = await mailFrom(
      '/fleet-retainer',
      async (page) => void (await fillFleetQuote(page, { ...FLEET, companyName: 'Ocean Lines' })),
      (page) => page.locator('form.site-form').getByRole('button', { name: 'Request Fleet Quote' }),
    )
    expect(quote.subject).toBe('Request a fleet quote (sent another way from the website)')
    for (const line of [
      'companyName=Ocean Lines',
      'contactName=Asha Rao',
      'email=asha.rao@fleet.example',
      'annualPortCalls=40, mostly Mumbai',
    ])
      expect(quote.body).toContain(line)
    expect(quote.body).toMatch(/fleetSize=\S/)
    expect(quote.body, 'the honeypot is not sent').not.toContain('gsi_hp_ref')

    const letter = await mailFrom(
      '/port-call-compliance',
      async (page) => {
        const form = page.locator('form.site-form')
        for (const [name, value] of Object.entries({
          vesselName: 'MV Sagar Kiran',
          imo: '9876543',
          eta: '2026-12-01T10:30',
          agent: 'Konkan Shipping Agency',
          email: 'ops@konkan.example',
        }))
          await form.locator(`[name="${name}"]`).fill(value)
        await form.locator('[name="port"]').selectOption({ label: 'Paradip' })
      },
      (page) => page.locator('form.site-form').getByRole('button', { name: 'Generate Pre-Arrival Letter' }),
    )
    for (const line of ['vesselName=MV Sagar Kiran', 'imo=9876543', 'port=Paradip', 'eta=2026-12-01T10:30', 'email=ops@konkan.example'])
      expect(letter.body).toContain(line)

    const signup = await mailFrom(
      '/about',
      (page) => page.locator('footer').getByLabel('Email address').fill('mate@fleet.example'),
      (page) => page.locator('footer').getByRole('button', { name: 'Subscribe' }),
    )
    expect(signup.body).toContain('email=mate@fleet.example')
  })

  test('the email-link pages say that they need JavaScript', async ({ page }) => {
    for (const path of ['/confirm?email=mate%40fleet.example&token=tok_1', '/email-preferences', '/unsubscribe']) {
      await page.goto(path)
      const note = page.locator('main noscript .form-banner')
      await expect(note, path).toBeVisible()
      await expect(note, path).toContainText('This page needs JavaScript to read the link from your email.')
    }
  })
})
