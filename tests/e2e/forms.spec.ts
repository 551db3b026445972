/**
 * The pre-arrival and fleet quote forms against the local email-manager stand-in, asserting
 * at the stand-in the exact JSON of each call.
 */
import type { APIRequestContext, Locator } from '@playwright/test'
import {
  addTextSpacing,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  fillFleetQuote,
  getDocument,
  hydrated,
  outsideTheWindow,
  test,
  USES_EMAIL_MANAGER,
} from './helpers'

const EM = '/__email-manager'
const BIZ = 'global-salvage-india'
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

type Call = { method: string; path: string; body: Record<string, unknown>; status: number }

async function calls(request: APIRequestContext): Promise<Call[]> {
  return (await request.get(`${EM}/_calls`)).json()
}

/**
 * The form's script runs (it marks the form, src/forms/early.tsx): what these tests check is what
 * the script does. (Before it, the form works as plain HTML: first-paint.spec.ts, no-script.spec.ts.)
 */
async function formReady(form: Locator) {
  await expect(form).toHaveAttribute('data-live', '')
}

async function supportEmail(request: APIRequestContext) {
  return (await getDocument<{ supportEmail: string }>(request, 'siteSettings')).supportEmail
}

test.describe('pre-arrival form', () => {
  test('keyboard user: error summary, submit, success, Submit Another Request', USES_EMAIL_MANAGER, async ({ page, request }) => {
    const support = await supportEmail(request)
    await page.goto('/port-call-compliance')
    await hydrated(page)
    const form = page.locator('form.site-form')
    await formReady(form)
    await form.getByRole('button', { name: 'Generate Pre-Arrival Letter' }).click()
    const summary = page.locator('.error-summary')
    await expect(summary).toBeFocused()
    await summary.getByRole('link').first().press('Enter')
    await expect(form.locator('[name="vesselName"]')).toBeFocused()

    await page.keyboard.type('MV Sagar Kiran')
    await form.locator('[name="imo"]').fill('9387421')
    await form.locator('[name="port"]').selectOption('Mundra')
    await form.locator('[name="eta"]').fill('2026-03-14T06:30')
    await form.locator('[name="agent"]').fill('Coastal Agencies Pvt Ltd')
    // Back into the date and time by Shift+Tab (into its last part): its focus ring shows.
    await form.locator('[name="agent"]').press('Shift+Tab')
    await expect(form.locator('[name="eta"]')).toBeFocused()
    await expect(form.locator('[name="eta"]')).toHaveCSS('outline-style', 'solid')
    await form.locator('[name="email"]').fill('ops@owner.example')
    const before = (await calls(request)).length
    await form.locator('[name="email"]').press('Enter')

    const heading = page.getByRole('heading', { name: 'Documents Sent Successfully!' })
    await expect(heading).toBeFocused()
    const made = (await calls(request)).slice(before)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ method: 'POST', path: '/api/brain/send', status: 200 })
    expect(made[0].body).toEqual({
      recipient: { email: support, name: 'Global Salvage Support Team' },
      template_id: 'pre_arrival_request',
      email_type: 'transactional',
      business_id: BIZ,
      data: {
        vesselName: 'MV Sagar Kiran',
        imo: '9387421',
        port: 'Mundra',
        eta: '2026-03-14T06:30',
        agent: 'Coastal Agencies Pvt Ltd',
        customerEmail: 'ops@owner.example',
        phone: 'Not provided',
        notes: 'None',
        billingMode: 'retainer',
        submittedAt: expect.stringMatching(ISO),
      },
    })
    // Nothing typed stays in the browser once the request succeeded: the filled pack gets it only as Download PDF Now is followed.
    expect(await page.evaluate(() => [sessionStorage.getItem('preArrivalSubmission'), sessionStorage.getItem('draft:preArrival')])).toEqual(
      [null, null],
    )
    await expect(page.getByRole('link', { name: 'Download PDF Now' })).toHaveAttribute('href', '/docs/compliance-pack?filled=1')

    await page.getByRole('button', { name: 'Submit Another Request' }).click()
    for (const name of ['vesselName', 'imo', 'port', 'eta', 'agent', 'email', 'phone', 'notes']) {
      await expect(form.locator(`[name="${name}"]`)).toHaveValue('')
    }
    await expect(form.locator('[name="vesselName"]')).toBeFocused()
  })

  test('a failure keeps every value (also across a reload) and names the support email', async ({ page, request }) => {
    const support = await supportEmail(request)
    await page.goto('/port-call-compliance')
    await hydrated(page)
    const form = page.locator('form.site-form')
    await formReady(form)
    const values: Record<string, string> = {
      vesselName: 'MV Retry',
      imo: '9000001',
      eta: '2026-04-01T12:00',
      agent: 'Agent Co',
      email: 'retry@owner.example',
      phone: '+91 90000 00000',
      notes: 'Night arrival',
    }
    for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value)
    await form.locator('[name="port"]').selectOption('Other')
    await page.route('**/__email-manager/api/brain/send', (route) => route.fulfill({ status: 502, body: '' }))
    await form.getByRole('button', { name: 'Generate Pre-Arrival Letter' }).click()
    const banner = page.getByText(`Failed to submit request. Please try again or contact us directly at ${support}.`)
    await expect(banner).toBeVisible()
    await expect(form.getByRole('button', { name: 'Generate Pre-Arrival Letter' })).toBeEnabled()
    for (const [name, value] of Object.entries(values)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value)
    await page.reload()
    await hydrated(page)
    for (const [name, value] of Object.entries(values)) await expect(form.locator(`[name="${name}"]`)).toHaveValue(value)
    await expect(form.locator('[name="port"]')).toHaveValue('Other')
  })

  test("a port page's Generate Pre-Arrival Letter opens the form with that port chosen", async ({ page }) => {
    await page.goto('/ports/kandla')
    await hydrated(page)
    await page.locator('.hero-actions').getByRole('link', { name: 'Generate Pre-Arrival Letter' }).click()
    await expect(page).toHaveURL(/\/port-call-compliance\?port=Kandla$/)
    await expect(page.locator('form.site-form [name="port"]')).toHaveValue('Kandla')
    // A fresh load of that address too (a link opened in a new tab).
    await page.goto('/port-call-compliance?port=Mumbai+%2F+JNPT')
    await hydrated(page)
    await expect(page.locator('form.site-form [name="port"]')).toHaveValue('Mumbai / JNPT')
  })
})

test('fleet quote form sends call 3 and shows Quote Request Received!', USES_EMAIL_MANAGER, async ({ page, request }) => {
  const support = await supportEmail(request)
  await page.goto('/fleet-retainer#quote')
  await hydrated(page)
  const form = page.locator('#quote form')
  await formReady(form)
  const values: Record<string, string> = {
    companyName: 'Arabian Sea Shipping',
    contactName: 'Priya Nair',
    email: 'priya@arabiansea.example',
    phone: '+91 22 4000 1000',
    annualPortCalls: '40 calls, mostly Mundra and Paradip',
  }
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value)
  await form.locator('[name="fleetSize"]').selectOption('11-25')
  const before = (await calls(request)).length
  // A double click sends one request. (Its second click may land on the success view once the
  // local stand-in has answered, so focus is checked in the keyboard test below.)
  await form.getByRole('button', { name: 'Request Fleet Quote' }).dblclick()
  await expect(page.getByRole('heading', { name: 'Quote Request Received!' })).toBeVisible()
  const made = (await calls(request)).slice(before)
  expect(made).toHaveLength(1) // a double click sends one request
  expect(made[0].body).toEqual({
    recipient: { email: support, name: 'Global Salvage Support Team' },
    template_id: 'fleet_quote_request',
    email_type: 'transactional',
    business_id: BIZ,
    data: {
      companyName: 'Arabian Sea Shipping',
      contactName: 'Priya Nair',
      customerEmail: 'priya@arabiansea.example',
      phone: '+91 22 4000 1000',
      fleetSize: '11-25',
      annualPortCalls: '40 calls, mostly Mundra and Paradip',
      message: 'None',
      submittedAt: expect.stringMatching(ISO),
    },
  })
  await expect(page.locator('#quote').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/')
  await expect(page.locator('#quote').getByRole('link', { name: /pre-arrival/i })).toHaveAttribute('href', '/port-call-compliance')
})

test('fleet quote form by keyboard: error summary, then success takes focus', USES_EMAIL_MANAGER, async ({ page }) => {
  await page.goto('/fleet-retainer#quote')
  await hydrated(page)
  const form = page.locator('#quote form')
  await formReady(form)
  await form.getByRole('button', { name: 'Request Fleet Quote' }).press('Enter')
  const summary = page.locator('#quote .error-summary')
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link')).toHaveCount(6)
  await summary.getByRole('link').first().press('Enter')
  await expect(form.locator('[name="companyName"]')).toBeFocused()
  await page.keyboard.type('Keyboard Shipping')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Kay Board')
  await form.locator('[name="email"]').fill('kay@keyboard.example')
  await form.locator('[name="phone"]').fill('+91 22 4000 2000')
  await form.locator('[name="fleetSize"]').selectOption('1-5')
  await form.locator('[name="annualPortCalls"]').fill('12')
  await form.locator('[name="annualPortCalls"]').press('Enter')
  await expect(page.getByRole('heading', { name: 'Quote Request Received!' })).toBeFocused()
})

test.describe('no silent cut, no spam', () => {
  /** Calls whose data carries `marker` (other tests may send meanwhile). */
  const callsWith = async (request: APIRequestContext, marker: string) =>
    (await calls(request)).filter((call) => JSON.stringify(call.body).includes(marker))

  test(
    'typed or pasted past a limit, nothing is cut: the summary names the limit, nothing is sent until fixed, then all of it is',
    USES_EMAIL_MANAGER,
    async ({ page, request }) => {
      const marker = `Limit Shipping ${Date.now()}`
      await page.goto('/fleet-retainer#quote')
      await hydrated(page)
      const form = page.locator('#quote form')
      await formReady(form)
      await form.locator('[name="companyName"]').fill(marker)
      await form.locator('[name="contactName"]').fill('Priya Nair')
      await form.locator('[name="email"]').fill('priya@arabiansea.example')
      await form.locator('[name="fleetSize"]').selectOption('11-25')
      // Two phone numbers with separators fit, typed.
      const phone = '+91 22 1234 5678 / +91 98765 43210'
      await form.locator('[name="phone"]').pressSequentially(phone)
      await expect(form.locator('[name="phone"]')).toHaveValue(phone)
      // A paste past the limit stays whole in the field.
      const calls1001 = `${'40 calls a year, mostly Mundra and Paradip; '.repeat(23)}`.slice(0, 1001)
      const field = form.locator('[name="annualPortCalls"]')
      await field.focus()
      await page.keyboard.insertText(calls1001) // what a paste puts in the field
      await expect(field).toHaveValue(calls1001)
      await form.getByRole('button', { name: 'Request Fleet Quote' }).click()
      const summary = page.locator('#quote .error-summary')
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link')).toHaveText([
        `Annual port calls in India: at most 1000 characters, please shorten it (now 1001).`,
      ])
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      expect(await callsWith(request, marker)).toHaveLength(0)
      // The message's count shows the same, as it is typed past.
      const message = form.locator('[name="message"]')
      await message.fill('m'.repeat(4001))
      await expect(form.locator('.field-count.is-over')).toContainText('4001 / 4000')
      await message.fill('Tankers only')
      await field.press('End')
      await field.press('Backspace')
      await form.getByRole('button', { name: 'Request Fleet Quote' }).click()
      await expect(page.getByRole('heading', { name: 'Quote Request Received!' })).toBeVisible()
      const [made] = await callsWith(request, marker)
      expect(made.body.data).toMatchObject({ phone, annualPortCalls: calls1001.slice(0, 1000), message: 'Tankers only' })
    },
  )

  test(
    'bots send nothing and see success; a keyboard-only person, never meeting the trap, is sent',
    USES_EMAIL_MANAGER,
    async ({ page, request }) => {
      const bot = `Bot Shipping ${Date.now()}`
      await page.goto('/fleet-retainer#quote')
      await hydrated(page)
      const form = page.locator('#quote form')
      await formReady(form)
      // A bot fills every text field it finds, the off-screen one too, and posts at once.
      for (const input of await form.locator('input[type="text"], input[type="email"], input[type="tel"]').all())
        await input.fill((await input.getAttribute('type')) === 'email' ? 'bot@spam.example' : bot, { force: true })
      await form.locator('[name="fleetSize"]').selectOption('50+')
      await expect(form.locator('[name="gsi_hp_ref"]')).toHaveValue(bot)
      await form.getByRole('button', { name: 'Request Fleet Quote' }).click()
      await expect(page.getByRole('heading', { name: 'Quote Request Received!' })).toBeVisible()
      expect(await callsWith(request, bot)).toHaveLength(0)

      // A person using the keyboard alone: Tab from field to field never reaches the trap.
      const person = `Keyboard Person ${Date.now()}`
      await page.reload()
      await hydrated(page)
      await formReady(form)
      await form.locator('[name="companyName"]').focus()
      const typed: Record<string, string> = {
        companyName: person,
        contactName: 'Kay Board',
        email: 'kay@keyboard.example',
        phone: '+91 22 4000 2000',
        fleetSize: '1-5',
        annualPortCalls: '12',
        message: 'By keyboard',
      }
      const visited: string[] = []
      for (const [name, value] of Object.entries(typed)) {
        visited.push(await page.evaluate(() => (document.activeElement as HTMLInputElement).name))
        if (name === 'fleetSize')
          await page.keyboard.press('ArrowDown') // the first size, 1-5
        else await page.keyboard.type(value)
        await page.keyboard.press('Tab')
      }
      expect(visited).toEqual(Object.keys(typed))
      expect(await page.evaluate(() => (document.activeElement as HTMLElement).textContent)).toBe('Request Fleet Quote')
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { name: 'Quote Request Received!' })).toBeFocused()
      const [made] = await callsWith(request, person)
      const { email, ...rest } = typed
      expect(made.body.data).toMatchObject({ ...rest, customerEmail: email })
    },
  )
})

test('offline, the pre-arrival form says so before trying, sends nothing, and offers the request by email, WhatsApp or copy', async ({
  page,
  context,
  request,
}) => {
  const marker = `MV Offline ${Date.now()}`
  await page.goto('/port-call-compliance')
  await hydrated(page)
  const form = page.locator('form.site-form')
  await formReady(form)
  const values: Record<string, string> = {
    vesselName: marker,
    imo: '9000002',
    eta: '2026-05-01T08:00',
    agent: 'Agent & Co',
    email: 'ops+sat@owner.example',
    notes: 'Satellite link down.\nCall on VHF 16',
  }
  for (const [name, value] of Object.entries(values)) await form.locator(`[name="${name}"]`).fill(value)
  await form.locator('[name="port"]').selectOption('Mundra')
  await context.setOffline(true)
  await form.getByRole('button', { name: 'Generate Pre-Arrival Letter' }).click()
  // The spec's banner, then why nothing was sent; the banner takes focus.
  const banner = form.locator('.form-banner')
  await expect(banner).toBeFocused()
  await expect(banner.locator('p')).toHaveText([
    `Failed to submit request. Please try again or contact us directly at ${await supportEmail(request)}.`,
    'You appear to be offline: your request has not been sent.',
  ])
  const mail = new URL((await form.getByRole('link', { name: 'Email it to us' }).getAttribute('href'))!)
  const body = mail.searchParams.get('body')!
  for (const value of Object.values(values)) expect(body).toContain(value)
  expect(body).toContain('Mundra')
  await expect(form.getByRole('link', { name: /^Send on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
  await expect(form.getByRole('button', { name: 'Copy the request' })).toBeVisible()
  await expectNoAxeViolations(page)
  await context.setOffline(false)
  expect((await calls(request)).filter((call) => JSON.stringify(call.body).includes(marker))).toHaveLength(0)
})

test('after a failed send, the form and its ways forward reflow at 360 and 320 px, with text spacing too (WCAG 1.4.10, 1.4.12) @phone-only', async ({
  page,
}) => {
  await page.route('**/__email-manager/api/brain/send', (route) => route.fulfill({ status: 500, body: '{}' }))
  for (const path of ['/port-call-compliance', '/fleet-retainer']) {
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto(path)
    await hydrated(page)
    const form = page.locator('form.site-form')
    await formReady(form)
    if (path === '/fleet-retainer') await fillFleetQuote(page)
    else {
      for (const [name, value] of Object.entries({
        vesselName: 'MV Reflow',
        imo: '9000003',
        eta: '2026-05-01T08:00',
        agent: 'Agent & Co',
        email: 'ops@owner.example',
      }))
        await form.locator(`[name="${name}"]`).fill(value)
      await form.locator('[name="port"]').selectOption('Mundra')
    }
    await form.locator('button[type="submit"]').click()
    await expect(form.getByRole('button', { name: 'Copy the request' })).toBeVisible({ timeout: 15_000 })
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 780 })
      await expectNoHorizontalScroll(page)
      expect(await outsideTheWindow(page), `${path} at ${width} px`).toEqual([])
    }
    await addTextSpacing(page)
    for (const width of [360, 320]) {
      await page.setViewportSize({ width, height: 780 })
      await expectNoHorizontalScroll(page)
      expect(await outsideTheWindow(page), `${path} at ${width} px with text spacing`).toEqual([])
    }
  }
})
