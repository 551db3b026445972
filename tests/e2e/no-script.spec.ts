/**
 * Every page without JavaScript: the header's menus are disclosure elements that open and lead on,
 * the forms are real forms whose native submission posts them to the site's form endpoint after the
 * browser's own checks (which sends the spec's call to the email-manager stand-in, every field as
 * typed, and answers with a page that says what happened), and the email-link pages say that they
 * need JavaScript.
 */
import type { APIRequestContext, Locator } from '@playwright/test'
import { CHROMIUM_ARGS, TEST_CHROME_PATH } from '../../tools/site-build/chromium'
import { untilFormStampAged } from './waits'
import { companyToggle, expect, expectExpanded, fillFleetQuote, getDocument, menuToggle, test, USES_EMAIL_MANAGER } from './helpers'

const EM = '/__email-manager'
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

type Call = { method: string; path: string; body: Record<string, unknown>; status: number }

/** The email-manager stand-in's calls from now on: each call of the returned function gives those made since the last. */
async function newCalls(request: APIRequestContext) {
  let seen = ((await (await request.get(`${EM}/_calls`)).json()) as Call[]).length
  return async () => {
    const all = (await (await request.get(`${EM}/_calls`)).json()) as Call[]
    const fresh = all.slice(seen)
    seen = all.length
    return fresh
  }
}

const supportEmail = async (request: APIRequestContext) =>
  (await getDocument<{ supportEmail: string }>(request, 'siteSettings')).supportEmail

/** A person takes a few seconds: the submit comes once the form's stamp is older than MIN_FILL_MS. */
async function submitAfterMinimum(button: Locator) {
  await untilFormStampAged(button)
  await button.click()
}

/** What the visitor typed: a "+", an "&", letters beyond ASCII, "%41" and an emoji. */
const FLEET_AS_TYPED = {
  companyName: 'Ocean Lines & Co+',
  contactName: 'Zoë 🚢',
  email: 'asha.rao@fleet.example',
  phone: '+91 98200 12345',
  annualPortCalls: '%41 calls',
}
const FLEET_DATA = {
  companyName: 'Ocean Lines & Co+',
  contactName: 'Zoë 🚢',
  customerEmail: 'asha.rao@fleet.example',
  phone: '+91 98200 12345',
  annualPortCalls: '%41 calls',
}
const LETTER = {
  vesselName: 'MV Zoë 🚢',
  imo: '9876543',
  eta: '2026-12-01T10:30',
  agent: 'Ocean & Co+ Agency',
  email: 'ops@konkan.example',
  phone: '+91 98200 12345',
  notes: '%41 & more, 100% sure',
}

// JavaScript off as a visitor turns it off: the browser's setting, so that <noscript> shows (not only scripts stopped).
test.use({
  javaScriptEnabled: false,
  launchOptions: { executablePath: TEST_CHROME_PATH, args: [...CHROMIUM_ARGS, '--blink-settings=scriptEnabled=false'] },
})

test.describe('without JavaScript', () => {
  // Every page of the sitemap (and the pages kept out of it), in four parts that run side by side.
  const PARTS = 4
  for (let part = 0; part < PARTS; part++) {
    test(`on every page (part ${part + 1} of ${PARTS}), the phone menu and the Company menu open and close again @phone`, async ({
      page,
      request,
    }) => {
      const sitemap = await (await request.get('/sitemap.xml')).text()
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
      expect(paths.length).toBeGreaterThan(15)
      const phone = (page.viewportSize()?.width ?? 1440) < 768
      const all = [...paths, '/no/such/page', '/ports/atlantis', '/email-preferences', '/unsubscribe']
      for (const path of all.filter((_, index) => index % PARTS === part)) {
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
    })
  }

  test('a menu link leads on @phone', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    if ((page.viewportSize()?.width ?? 1440) < 768) await menuToggle(page).click()
    await companyToggle(nav).click()
    await nav.getByRole('link', { name: 'Leadership' }).click()
    await expect(page).toHaveURL(/\/management$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test(
    "each form posts to the site: the email-manager gets the spec's call once, every field as typed, and the visitor lands on the success words",
    USES_EMAIL_MANAGER,
    async ({ page, request }) => {
      const support = await supportEmail(request)
      const sent = await newCalls(request)

      // The fleet quote: it says what its button does; its required fields are checked by the browser first.
      await page.goto('/fleet-retainer')
      const form = page.locator('form.site-form')
      // (Playwright's text locators skip <noscript>, whose words show here.)
      const note = form.locator('noscript .form-note')
      await expect(note).toBeVisible()
      await expect(note).toContainText('Without JavaScript, the button sends your request through our website as it is')
      await form.getByRole('button', { name: 'Request Fleet Quote' }).click()
      expect(await form.locator(':invalid').count()).toBeGreaterThan(0)
      await expect(page).toHaveURL(/\/fleet-retainer$/)
      await fillFleetQuote(page, FLEET_AS_TYPED)
      await form.locator('[name="fleetSize"]').selectOption('6-10')
      await submitAfterMinimum(form.getByRole('button', { name: 'Request Fleet Quote' }))
      await expect(page).toHaveURL(/\/forms\/fleet-quote\/sent$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote Request Received!')
      const [quote] = await sent()
      expect(quote).toMatchObject({ method: 'POST', path: '/api/brain/send', status: 200 })
      expect(quote!.body).toEqual({
        recipient: { email: support, name: 'Global Salvage Support Team' },
        template_id: 'fleet_quote_request',
        email_type: 'transactional',
        business_id: 'global-salvage-india',
        data: { ...FLEET_DATA, fleetSize: '6-10', message: 'None', submittedAt: expect.stringMatching(ISO) },
      })

      // The pre-arrival letter.
      await page.goto('/port-call-compliance')
      const letter = page.locator('form.site-form')
      for (const [name, value] of Object.entries(LETTER)) await letter.locator(`[name="${name}"]`).fill(value)
      await letter.locator('[name="port"]').selectOption({ label: 'Kandla' })
      await submitAfterMinimum(letter.getByRole('button', { name: 'Generate Pre-Arrival Letter' }))
      await expect(page).toHaveURL(/\/forms\/pre-arrival\/sent$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documents Sent Successfully!')
      const [call] = await sent()
      expect(call!.body).toEqual({
        recipient: { email: support, name: 'Global Salvage Support Team' },
        template_id: 'pre_arrival_request',
        email_type: 'transactional',
        business_id: 'global-salvage-india',
        data: {
          vesselName: LETTER.vesselName,
          imo: LETTER.imo,
          port: 'Kandla',
          eta: LETTER.eta,
          agent: LETTER.agent,
          customerEmail: LETTER.email,
          phone: LETTER.phone,
          notes: LETTER.notes,
          billingMode: 'retainer',
          submittedAt: expect.stringMatching(ISO),
        },
      })

      // The newsletter, from the footer of any page: call 1, and the spec's success message.
      await page.goto('/about')
      await page.locator('footer').getByLabel('Email address').fill('mate+news@fleet.example')
      await submitAfterMinimum(page.locator('footer').getByRole('button', { name: 'Subscribe' }))
      await expect(page).toHaveURL(/\/forms\/newsletter\/sent$/)
      await expect(page.locator('main')).toContainText('Success! Please check your email to confirm your subscription.')
      const [signup] = await sent()
      expect(signup!.body).toEqual({
        email: 'mate+news@fleet.example',
        business_id: 'global-salvage-india',
        journey_state: 'newsletter_signup',
        metadata: { source: 'website_footer', preferences: { compliance: true, emergency: true, newsletter: true } },
      })
      // A page's own newsletter section names the page it was sent from.
      await page.goto('/sections')
      const inPage = page.locator('main form.newsletter-form')
      await inPage.getByLabel('Email address').fill('mate+section@fleet.example')
      await submitAfterMinimum(inPage.getByRole('button', { name: 'Subscribe' }))
      await expect(page).toHaveURL(/\/forms\/newsletter\/sent$/)
      const [fromSection] = await sent()
      expect(fromSection!.body).toMatchObject({ email: 'mate+section@fleet.example', metadata: { source: 'website_section:/sections' } })
      expect(await sent(), 'each form reached the email-manager once').toEqual([])
    },
  )

  test(
    "a value over its limit lands on that field's message, and Back returns to the form with everything typed",
    USES_EMAIL_MANAGER,
    async ({ page, request }) => {
      const sent = await newCalls(request)
      await page.goto('/fleet-retainer')
      const form = await fillFleetQuote(page, { ...FLEET_AS_TYPED, contactName: 'Zoë '.repeat(40).trim() })
      await submitAfterMinimum(form.getByRole('button', { name: 'Request Fleet Quote' }))
      await expect(page).toHaveURL(/\/forms\/fleet-quote\/problem\/\d+-/)
      const summary = page.locator('.error-summary')
      await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
      await expect(summary.getByRole('listitem')).toHaveText(['Contact name: at most 120 characters, please shorten it (now 159).'])
      await expect(page.locator('main')).toContainText("Nothing was sent. Use your browser's Back button")
      expect(await sent(), 'nothing sent').toEqual([])
      await page.goBack()
      await expect(page).toHaveURL(/\/fleet-retainer$/)
      await expect(page.locator('form.site-form [name="contactName"]')).toHaveValue('Zoë '.repeat(40).trim())
      await expect(page.locator('form.site-form [name="companyName"]')).toHaveValue(FLEET_AS_TYPED.companyName)
    },
  )

  test(
    "the email-manager failing lands on the spec's banner with the support address, and the other ways to send it, exact",
    USES_EMAIL_MANAGER,
    async ({ page, request }, testInfo) => {
      const support = await supportEmail(request)
      const sent = await newCalls(request)
      await page.goto('/fleet-retainer')
      // Not the request sent above, nor one of an earlier try (the same request again would be taken as sent already).
      const form = await fillFleetQuote(page, { ...FLEET_AS_TYPED, message: `Two more vessels from March (try ${testInfo.retry + 1}).` })
      // Only the send fails: another test's call to the stand-in (a subscriber page's) is answered as usual.
      await request.post(`${EM}/_fail`, { data: { times: 1, status: 503, path: '/api/brain/send' } })
      await submitAfterMinimum(form.getByRole('button', { name: 'Request Fleet Quote' }))
      await expect(page).toHaveURL(/\/forms\/fleet-quote\/problem\/\d+-/)
      await expect(page.locator('.form-banner')).toHaveText(
        `Failed to submit request. Please try again or contact us directly at ${support}.`,
      )
      const ways = page.getByRole('group', { name: 'Nothing you typed is lost. Send the same request another way:' })
      const mail = new URL((await ways.getByRole('link', { name: 'Email it to us' }).getAttribute('href'))!)
      expect(mail.protocol + mail.pathname).toBe(`mailto:${support}`)
      expect(mail.searchParams.get('subject')).toBe('Request a fleet quote (sent another way from the website)')
      for (const line of [
        'Company name: Ocean Lines & Co+',
        'Contact name: Zoë 🚢',
        'Phone: +91 98200 12345',
        'Annual port calls in India: %41 calls',
      ])
        expect(mail.searchParams.get('body')).toContain(line)
      const whatsapp = new URL((await ways.getByRole('link', { name: /Send on WhatsApp/ }).getAttribute('href'))!)
      expect(whatsapp.searchParams.get('text')).toBe(mail.searchParams.get('body'))
      await expect(ways.getByLabel('Your request, to copy')).toHaveValue(mail.searchParams.get('body')!)
      const [failed] = await sent()
      expect(failed).toMatchObject({ path: '/api/brain/send', status: 503 })
      expect(await sent(), 'sent once, nothing more').toEqual([])
    },
  )

  test('pages that need JavaScript for a part say so in words: the email-link pages (no spinner), the /ports filters, the /search box', async ({
    page,
  }) => {
    for (const path of ['/confirm?email=mate%40fleet.example&token=tok_1', '/email-preferences', '/unsubscribe']) {
      await page.goto(path)
      const note = page.locator('main noscript .form-banner')
      await expect(note, path).toBeVisible()
      await expect(note, path).toContainText('This page needs JavaScript to read the link from your email.')
      await expect(page.locator('main .spinner'), path).toBeHidden()
    }
    await page.goto('/ports')
    await expect(page.getByRole('search')).toBeHidden()
    const filters = page.locator('main noscript .form-note')
    await expect(filters).toContainText('Narrowing the list needs JavaScript. Every port is listed below, by coast:')
    await page.locator('main noscript a').first().click()
    await expect(page).toHaveURL(/\/ports#coast-west$/)
    await expect(page.locator('#coast-west')).toBeInViewport()
    await page.goto('/search')
    await expect(page.locator('main input[type="search"]')).toBeHidden()
    await expect(page.locator('main noscript .form-note')).toContainText(
      'Searching needs JavaScript. Every page of the site is listed below, by kind.',
    )
  })
})
