/**
 * The pre-arrival and fleet quote forms against the local email-manager stand-in, asserting
 * at the stand-in the exact JSON of each call.
 */
import type { APIRequestContext } from '@playwright/test'
import { expect, getDocument, hydrated, test } from './helpers'

const EM = '/__email-manager'
const BIZ = 'global-salvage-india'
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

type Call = { method: string; path: string; body: Record<string, unknown>; status: number }

async function calls(request: APIRequestContext): Promise<Call[]> {
  return (await request.get(`${EM}/_calls`)).json()
}

async function supportEmail(request: APIRequestContext) {
  return (await getDocument<{ supportEmail: string }>(request, 'siteSettings')).supportEmail
}

test.describe('pre-arrival form', () => {
  test('keyboard user: error summary, submit, success, Submit Another Request', async ({ page, request }) => {
    const support = await supportEmail(request)
    await page.goto('/port-call-compliance')
    await hydrated(page)
    const form = page.locator('form.site-form')
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
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('preArrivalSubmission') ?? 'null'))).toEqual({
      vesselName: 'MV Sagar Kiran',
      imo: '9387421',
      port: 'Mundra',
      eta: '2026-03-14T06:30',
      agent: 'Coastal Agencies Pvt Ltd',
      // The time the request was sent, as the email-manager received it: the filled pack shows it.
      submittedAt: (made[0]!.body.data as { submittedAt: string }).submittedAt,
    })
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

test('fleet quote form sends call 3 and shows Quote Request Received!', async ({ page, request }) => {
  const support = await supportEmail(request)
  await page.goto('/fleet-retainer#quote')
  await hydrated(page)
  const form = page.locator('#quote form')
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

test('fleet quote form by keyboard: error summary, then success takes focus', async ({ page }) => {
  await page.goto('/fleet-retainer#quote')
  await hydrated(page)
  const form = page.locator('#quote form')
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
