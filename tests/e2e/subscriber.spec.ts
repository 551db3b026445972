/**
 * The whole subscriber journey against the local email-manager stand-in: subscribe in the
 * footer, find the mail in the outbox, follow its confirm link, change a preference,
 * unsubscribe; asserting at the stand-in the exact JSON of every call (each test holds the
 * stand-in to itself while it runs: USES_EMAIL_MANAGER).
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, hydrated, test, USES_EMAIL_MANAGER } from './helpers'

const EM = '/__email-manager'
const BIZ = 'global-salvage-india'

type Call = { method: string; path: string; query: Record<string, string>; body: unknown; status: number; referer: string | null }
type Mail = { to: { email: string }; template_id: string; links: Array<{ label: string; href: string }> }

async function calls(request: APIRequestContext): Promise<Call[]> {
  return (await request.get(`${EM}/_calls`)).json()
}

async function mailFor(request: APIRequestContext, email: string, template: string): Promise<Mail> {
  const outbox = (await (await request.get(`${EM}/outbox.json`)).json()) as Mail[]
  const mail = outbox.find((m) => m.to.email === email && m.template_id === template)
  expect(mail, `${template} mail to ${email}`).toBeTruthy()
  return mail!
}

/** Opens the outbox page like a person would and follows a link of the newest mail to `email`. */
async function followMailLink(page: Page, email: string, subject: string, linkName: string) {
  await page.goto(`${EM}/outbox`)
  const mail = page.locator('article.mail').filter({ hasText: email }).filter({ hasText: subject }).first()
  await mail.getByRole('link', { name: linkName }).click()
}

async function expectTokenPageHead(page: Page) {
  await expect(page.locator('meta[name="referrer"][content="no-referrer"]')).toHaveCount(1)
  await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1)
}

/** Signs `email` up for every topic, as the footer's form does, through the email-manager stand-in. */
async function signUp(request: APIRequestContext, email: string) {
  const signup = await request.post(`${EM}/api/brain/signup`, {
    data: {
      email,
      business_id: BIZ,
      journey_state: 'newsletter_signup',
      metadata: { source: 'website_footer', preferences: { compliance: true, emergency: true, newsletter: true } },
    },
  })
  expect(signup.ok()).toBe(true)
}

test('subscribe, confirm, change a preference, unsubscribe', USES_EMAIL_MANAGER, async ({ page, request }) => {
  const email = `e2e+${Date.now()}@fleet.example`
  const encoded = encodeURIComponent(email)
  const before = (await calls(request)).length

  // 1. Subscribe in the footer.
  await page.goto('/')
  await hydrated(page)
  const footer = page.locator('footer')
  await footer.getByLabel('Email address').fill(email)
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(footer.getByText('Success! Please check your email to confirm your subscription.')).toBeVisible()
  await expect(footer.getByLabel('Email address')).toHaveValue('')

  // 2. The confirmation mail is in the outbox, with a working link.
  const confirmation = await mailFor(request, email, 'subscription_confirmation')
  const token = new URL(confirmation.links[0].href).searchParams.get('token')!
  expect(token).toBeTruthy()
  await followMailLink(page, email, 'Please confirm your subscription', 'Confirm my subscription')
  await expect(page.getByText('Your email has been confirmed! You are now subscribed to our updates.')).toBeVisible()
  await expect(page.getByRole('heading', { name: "What's Next" })).toBeVisible()
  expect(new URL(page.url()).search).toBe('') // the token left the address bar
  await expectTokenPageHead(page)

  // 3. Change a preference, from the welcome mail's link, by keyboard.
  await followMailLink(page, email, 'You are subscribed', 'Manage your email preferences')
  const newsletter = page.getByRole('switch', { name: /Maritime Insights & Case Studies/ })
  await expect(newsletter).toBeChecked()
  expect(new URL(page.url()).search).toBe('')
  await expectTokenPageHead(page)
  await expect(page.getByRole('switch', { name: /Account & Service Emails/ })).toBeDisabled()
  await newsletter.focus()
  await page.keyboard.press('Space')
  const banner = page.getByText('Preferences updated successfully!')
  await expect(banner).toBeVisible()
  await expect(newsletter).not.toBeChecked()
  await expect(newsletter).toBeFocused()
  await expect(banner).toBeHidden({ timeout: 5000 })

  // 4. Unsubscribe from the welcome mail's link; then Manage Preferences shows everything off.
  await followMailLink(page, email, 'You are subscribed', 'Unsubscribe')
  await expect(page.getByText('You have been successfully unsubscribed from marketing emails.')).toBeVisible()
  expect(new URL(page.url()).search).toBe('')
  await expectTokenPageHead(page)
  await page.getByRole('link', { name: 'Manage Preferences' }).click()
  await expect(page.getByRole('switch', { name: /Port Call & Compliance Updates/ })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: /Emergency Response & Alerts/ })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: /Maritime Insights & Case Studies/ })).not.toBeChecked()
  await expect(page.getByRole('switch', { name: /Account & Service Emails/ })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Unsubscribe from All Marketing' })).toBeDisabled()

  // 5. Exactly these calls, with exactly these bodies, and no Referer carrying the token.
  const made = (await calls(request))
    .slice(before)
    .map(({ method, path, query, body, status, referer }) => ({ method, path, query, body, status, referer }))
  const prefsPath = `/api/brain/preferences/${encoded}`
  expect(made).toEqual([
    {
      method: 'POST',
      path: '/api/brain/signup',
      query: {},
      body: {
        email,
        business_id: BIZ,
        journey_state: 'newsletter_signup',
        metadata: { source: 'website_footer', preferences: { compliance: true, emergency: true, newsletter: true } },
      },
      status: 201,
      referer: null,
    },
    { method: 'POST', path: '/api/brain/confirm', query: {}, body: { email, token, business_id: BIZ }, status: 200, referer: null },
    { method: 'GET', path: prefsPath, query: { business_id: BIZ, token }, body: null, status: 200, referer: null },
    {
      method: 'PUT',
      path: prefsPath,
      query: {},
      body: { business_id: BIZ, token, preferences: { compliance: true, emergency: true, newsletter: false, transactional: true } },
      status: 200,
      referer: null,
    },
    { method: 'POST', path: '/api/brain/unsubscribe', query: {}, body: { email, business_id: BIZ }, status: 200, referer: null },
    { method: 'GET', path: prefsPath, query: { business_id: BIZ, token }, body: null, status: 200, referer: null },
  ])
})

// (The subscriber pages prerendered neutral, with no-referrer and noindex: tests/unit/site-links.test.ts.)

test('links without email or token are invalid and make no call', USES_EMAIL_MANAGER, async ({ page, request }) => {
  const before = (await calls(request)).length
  await page.goto('/confirm')
  await expect(page.getByText('Invalid confirmation link. Please check your email and try again.')).toBeVisible()
  await page.goto('/unsubscribe?email=someone%40fleet.example')
  await expect(page.getByText('Invalid unsubscribe link. Please check the URL and try again.')).toBeVisible()
  await page.goto('/email-preferences?token=abc')
  await expect(page.getByRole('heading', { name: 'Invalid link. Please use the link from your email.' })).toBeVisible()
  await expect(page.getByText('Missing required parameters. Please use the link from your email.')).toBeVisible()
  expect((await calls(request)).length).toBe(before)
})

test('a wrong confirmation token shows the detail, and Try Again re-runs the call', USES_EMAIL_MANAGER, async ({ page, request }) => {
  const email = `wrong+${Date.now()}@fleet.example`
  await request.post(`${EM}/api/brain/signup`, {
    data: {
      email,
      business_id: BIZ,
      journey_state: 'newsletter_signup',
      metadata: { source: 'website_footer', preferences: { compliance: true, emergency: true, newsletter: true } },
    },
  })
  const before = (await calls(request)).length
  await page.goto(`/confirm?email=${encodeURIComponent(email)}&token=not-the-token`)
  await expect(page.getByText('Invalid or expired confirmation link')).toBeVisible()
  await page.getByRole('button', { name: 'Try Again' }).click()
  await expect(page.getByText('Invalid or expired confirmation link')).toBeVisible()
  const made = (await calls(request)).slice(before)
  expect(made.map((c) => [c.method, c.path, c.body, c.status])).toEqual([
    ['POST', '/api/brain/confirm', { email, token: 'not-the-token', business_id: BIZ }, 400],
    ['POST', '/api/brain/confirm', { email, token: 'not-the-token', business_id: BIZ }, 400],
  ])
})

test(
  'email-link pages survive reload and Back, sending nothing again, and the token never reaches the site host again',
  USES_EMAIL_MANAGER,
  async ({ page, request }) => {
    const email = `e2e+back${Date.now()}@fleet.example`
    await signUp(request, email)
    const before = (await calls(request)).length
    await followMailLink(page, email, 'Please confirm your subscription', 'Confirm my subscription')
    const confirmed = page.getByText('Your email has been confirmed! You are now subscribed to our updates.')
    await expect(confirmed).toBeVisible()
    // Reload, and Return Home then Back: the confirmation shown again, not sent again.
    await page.reload()
    await expect(confirmed).toBeVisible()
    await page.getByRole('link', { name: 'Return Home' }).first().click()
    await expect(page).toHaveURL(/\/$/)
    await page.goBack()
    await expect(confirmed).toBeVisible()

    // Requests to the site's own host (pages, .data files) that carry the token.
    const site = new URL(page.url()).origin
    const leaks: string[] = []
    page.on('request', (req) => {
      const url = new URL(req.url())
      if (url.origin === site && !url.pathname.startsWith(EM) && url.searchParams.has('token')) leaks.push(req.url())
    })

    await followMailLink(page, email, 'You are subscribed', 'Manage your email preferences')
    const compliance = page.getByRole('switch', { name: /Port Call & Compliance Updates/ })
    await expect(compliance).toBeChecked()
    await page.reload()
    await expect(compliance).toBeChecked()
    expect(new URL(page.url()).search).toBe('')

    await followMailLink(page, email, 'You are subscribed', 'Unsubscribe')
    const unsubscribed = page.getByText('You have been successfully unsubscribed from marketing emails.')
    await expect(unsubscribed).toBeVisible()
    await page.reload()
    await expect(unsubscribed).toBeVisible()
    await page.getByRole('link', { name: 'Manage Preferences' }).click()
    await expect(page).toHaveURL(/\/email-preferences$/)
    await expect(compliance).not.toBeChecked()
    await page.reload()
    await expect(compliance).not.toBeChecked()
    await page.goBack()
    await expect(unsubscribed).toBeVisible()
    // Each call made once: reloads and Back showed the result kept with the history entry.
    const prefsPath = `/api/brain/preferences/${encodeURIComponent(email)}`
    expect((await calls(request)).slice(before).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/brain/confirm',
      `GET ${prefsPath}`,
      'POST /api/brain/unsubscribe',
      `GET ${prefsPath}`,
    ])
    // Only the mails' own links (a full page load from the outbox) carried the token to the site.
    expect(leaks.filter((url) => !/\/(email-preferences|unsubscribe|confirm)\?email=/.test(url) || url.includes('.data'))).toEqual([])
  },
)

test(
  'unsubscribe, switch a preference back on, then Back: the unsubscribe is not sent again, the preference stays on',
  USES_EMAIL_MANAGER,
  async ({ page, request }) => {
    const email = `first+tag${Date.now()}@fleet.example`
    await signUp(request, email)
    const before = (await calls(request)).length
    const confirmLink = (await mailFor(request, email, 'subscription_confirmation')).links[0].href
    const token = new URL(confirmLink).searchParams.get('token')!
    // A mail program's link with its plus unencoded: the address is read as it was.
    await page.goto(`/unsubscribe?email=${email}&token=${encodeURIComponent(token)}`)
    const unsubscribed = page.getByText('You have been successfully unsubscribed from marketing emails.')
    await expect(unsubscribed).toBeVisible()
    await page.getByRole('link', { name: 'Manage Preferences' }).click()
    const newsletter = page.getByRole('switch', { name: /Maritime Insights & Case Studies/ })
    await expect(newsletter).not.toBeChecked()
    // A switch turns on once the service has saved it (not at the click, as check() expects).
    await newsletter.click()
    await expect(page.getByText('Preferences updated successfully!')).toBeVisible()
    await expect(newsletter).toBeChecked()
    await page.goBack()
    await expect(unsubscribed).toBeVisible()
    await page.reload()
    await expect(unsubscribed).toBeVisible()
    await page.goForward()
    await expect(newsletter).toBeChecked()
    const made = (await calls(request)).slice(before)
    expect(made.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/brain/unsubscribe',
      `GET /api/brain/preferences/${encodeURIComponent(email)}`,
      `PUT /api/brain/preferences/${encodeURIComponent(email)}`,
    ])
    expect((made[0].body as { email: string }).email).toBe(email)
    // At the email-manager, the preference switched back on is still on.
    const saved = await request.get(`${EM}/api/brain/preferences/${encodeURIComponent(email)}?business_id=${BIZ}&token=${token}`)
    expect(((await saved.json()) as { preferences: { newsletter: boolean } }).preferences.newsletter).toBe(true)
  },
)
