/**
 * The form endpoint's function as Netlify runs it (bundled by Netlify's bundler, its store Netlify
 * Blobs on @netlify/blobs' own local server, real Requests, the email-manager stand-in), on what
 * issue 63 found: what was typed shown to the browser that sent it (a cookie), never to everyone
 * behind its address (a ship's satellite link); a shown stamp that sends the request it was shown
 * with only; another site's post shown nothing of what it posted, titled as not sent, with a link to
 * the form; result pages titled as not sent; a body of another type than a form's refused (415);
 * every answer kept by no cache, the function's own 500 among them; an ETA in no sensible year.
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { dateYears, makeStamp, type FormName } from '../../contract/forms'
import { bundledFormFunction } from './form-function-fixture'

const SECRET = 'the-stamp-secret-of-the-bound-test'
const SLUG: Record<FormName, string> = { preArrival: 'pre-arrival', fleetQuote: 'fleet-quote', newsletter: 'newsletter' }
/** The site as production serves it: over https (the result's cookie is `Secure` there). */
const SITE = 'https://www.globalsalvage.example'

const fn = bundledFormFunction(SECRET)

const QUOTE = {
  companyName: 'Ocean Lines & Co+',
  contactName: 'Zoë 🚢',
  email: 'asha@fleet.example',
  phone: '+44 20 7946 0321',
  fleetSize: '6-10',
  annualPortCalls: '40 calls',
  message: 'URGENT: call +44 20 7946 0999 now',
}
const TYPED = ['Ocean Lines', 'Zoë', 'asha@fleet.example', '7946', 'URGENT', '40 calls']
const YEAR = new Date(Date.now() + 330 * 60_000).getUTCFullYear()
const ARRIVAL = {
  vesselName: 'MV Asha',
  imo: '9876543',
  port: 'Kandla',
  eta: `${YEAR + 1}-12-01T10:30`,
  agent: 'Agency',
  email: 'a@b.example',
}

type Post = { stamp?: string; ip?: string; headers?: Record<string, string>; body?: BodyInit }
/** A post of a form as a browser sends it, its stamp (unless given) from its page served a minute ago. */
async function post(name: FormName, values: Record<string, string>, options: Post = {}) {
  const stamp = options.stamp ?? (await makeStamp(SECRET, name, Date.now() - 60_000))
  const body = options.body ?? new URLSearchParams({ gsi_stamp: stamp, gsi_hp_ref: '', ...values }).toString()
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers }
  const request = new Request(`${SITE}/forms/send/${SLUG[name]}`, { method: 'POST', headers, body })
  return (await fn.form(request, { ip: options.ip ?? '203.0.113.1' }))!
}
/** A GET of an address of the endpoint, from a client, with the cookie its browser holds (if any). */
const get = async (path: string, ip: string, cookie?: string) =>
  (await fn.form(new Request(new URL(path, SITE), { headers: cookie ? { Cookie: cookie } : {} }), { ip }))!
const documentOf = async (res: Response) => new JSDOM(await res.text()).window.document
const calls = () => fn.manager.manager.calls.filter((call) => call.path.startsWith('/api/'))
const failOnce = () => fetch(`${fn.manager.url}/_fail`, { method: 'POST', body: JSON.stringify({ times: 1, status: 503 }) })
const brand = ' | Global Salvage India'

describe("issue 63: the form function's answers", () => {
  it('shows what was typed to the browser that sent it (its cookie), wherever its address goes; never to another browser behind the same address', async () => {
    await failOnce()
    const failed = await post('fleetQuote', QUOTE, { ip: '203.0.113.3' })
    expect(failed.status).toBe(303)
    const location = failed.headers.get('location')!
    // A cookie for that page alone, for its hour, out of scripts' reach, sent back by a same-site navigation, over https.
    const setCookie = failed.headers.get('set-cookie')!
    expect(setCookie).toMatch(
      new RegExp(
        `^gsi_result=[\\w-]{24}; Path=${location.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}; Max-Age=3600; HttpOnly; SameSite=Lax; Secure$`,
      ),
    )
    const cookie = setCookie.split(';')[0]!
    const mine = await documentOf(await get(location, '203.0.113.3', cookie))
    expect(mine.querySelector('textarea')!.textContent).toContain('Ocean Lines & Co+')
    // The same browser once its address changed (a satellite link's next address): still its own.
    const moved = await documentOf(await get(location, '198.51.100.77', cookie))
    expect(moved.querySelector('textarea')!.textContent).toContain('Ocean Lines & Co+')

    // Another person on the ship's link (the same address), holding the page's address: nothing typed,
    // the same page with the other ways to send, empty; so too a browser that keeps no cookies, or another's.
    for (const other of [undefined, `gsi_result=${'A'.repeat(24)}`, 'gsi_result=forged; other=1']) {
      const res = await get(location, '203.0.113.3', other)
      expect(res.status).toBe(200)
      const html = await res.text()
      for (const typed of TYPED) expect(html, `${other}: ${typed}`).not.toContain(typed)
      const document = new JSDOM(html).window.document
      expect(document.querySelector('.form-banner-error')!.textContent).toBe(fn.site.words.fleetQuote.messages.failed)
      const mail = new URL(document.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')!.href)
      expect([mail.pathname, mail.searchParams.get('body')]).toEqual([fn.site.words.fleetQuote.supportEmail, null])
      expect(new URL(document.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')!.href).search).toBe('')
      expect(document.querySelector('textarea')).toBeNull()
    }
  })

  it("titles a page that says a request was not sent so (the CMS's notSentTitle): a failed send, a refusal", async () => {
    const heading = fn.site.words.fleetQuote.heading
    await failOnce()
    const failed = await post('fleetQuote', QUOTE, { ip: '203.0.113.4' })
    const refused = await post('fleetQuote', { ...QUOTE, email: 'asha@' }, { ip: '203.0.113.4' })
    for (const answer of [failed, refused]) {
      const res = await get(answer.headers.get('location')!, '203.0.113.4', answer.headers.get('set-cookie')!.split(';')[0])
      expect((await documentOf(res)).title).toBe(`Not sent: ${heading}${brand}`)
    }
  })

  it("shows another site's post nothing of what it posted: titled as not sent, in the CMS's words, with a link to the form on this site", async () => {
    const res = await post('fleetQuote', QUOTE, { headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://copy.example' } })
    expect([res.status, res.headers.get('content-type'), res.headers.get('cache-control')]).toEqual([
      403,
      'text/html; charset=utf-8',
      'no-store',
    ])
    const html = await res.text()
    for (const typed of TYPED) expect(html, typed).not.toContain(typed)
    const document = new JSDOM(html).window.document
    const words = fn.site.words.fleetQuote
    expect(document.title).toBe(`Not sent: ${words.heading}${brand}`)
    expect(document.querySelector('.form-banner-error')!.textContent).toBe(words.words.otherSite)
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-form-result] a')].map((a) => [
      a.getAttribute('href'),
      a.textContent,
    ])
    expect(links).toEqual([['/fleet-retainer#quote', words.heading]])
    expect(document.querySelector('[data-form-result] textarea')).toBeNull()
    // The newsletter's: its form is the page's own footer form.
    const signup = await documentOf(
      await post('newsletter', { email: 'urgent@copy.example' }, { headers: { 'Sec-Fetch-Site': 'cross-site' } }),
    )
    expect(signup.title).toBe(`Not sent: ${fn.site.words.newsletter.heading}${brand}`)
    expect(signup.querySelector('[data-form-result] a')!.getAttribute('href')).toBe('#newsletter-email')
    expect(signup.documentElement.outerHTML).not.toContain('urgent@copy.example')
    expect(calls()).toEqual([])
  })

  it('sends with a shown stamp the request it was shown with only, from its client: the same stamp on 20 posts from 20 addresses sends none', async () => {
    const shownTo = '203.0.113.20'
    const shown = await documentOf(await post('newsletter', { email: 'first@fleet.example' }, { stamp: '', ip: shownTo }))
    const stamp = shown.querySelector<HTMLInputElement>('[data-form-result] [name="gsi_stamp"]')!.value
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post('newsletter', { email: `crew+${i}@fleet.example` }, { stamp, ip: `198.51.100.${i + 1}` })),
    )
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200))
    // Its own request from another address, or another request from its client: shown back again, not sent.
    expect((await post('newsletter', { email: 'first@fleet.example' }, { stamp, ip: '198.51.100.99' })).status).toBe(200)
    const changed = await post('newsletter', { email: 'changed@fleet.example' }, { stamp, ip: shownTo })
    expect(changed.status).toBe(200)
    expect(calls()).toEqual([])
    // Its own request from its client goes (the email as the browser posts it back: trimmed); the changed one, once pressed again.
    expect((await post('newsletter', { email: 'first@fleet.example' }, { stamp, ip: shownTo })).headers.get('location')).toBe(
      '/forms/newsletter/sent',
    )
    const again = (await documentOf(changed)).querySelector<HTMLInputElement>('[data-form-result] [name="gsi_stamp"]')!.value
    expect((await post('newsletter', { email: 'changed@fleet.example' }, { stamp: again, ip: shownTo })).headers.get('location')).toBe(
      '/forms/newsletter/sent',
    )
    expect(calls().map((call) => (call.body as { email: string }).email)).toEqual(['first@fleet.example', 'changed@fleet.example'])
  })

  it("reads a post only as a form is sent (urlencoded, multipart); any other body is refused, 415, with the site's headers", async () => {
    const body = new URLSearchParams({
      gsi_stamp: await makeStamp(SECRET, 'newsletter', Date.now() - 60_000),
      gsi_hp_ref: '',
      email: 'plain@fleet.example',
    })
    for (const type of ['text/plain', 'application/json', 'text/html; charset=utf-8']) {
      const res = await post('newsletter', {}, { body: body.toString(), headers: { 'Content-Type': type }, ip: '203.0.113.30' })
      expect(
        [res.status, res.headers.get('accept-post'), res.headers.get('cache-control'), res.headers.get('x-content-type-options')],
        type,
      ).toEqual([415, 'application/x-www-form-urlencoded, multipart/form-data', 'no-store', 'nosniff'])
      expect(await res.text()).toBe('Send the form as a browser does: application/x-www-form-urlencoded or multipart/form-data.')
    }
    expect(calls()).toEqual([])
    // A form with enctype="multipart/form-data": read as one.
    const multipart = new FormData()
    for (const [name, value] of body) multipart.append(name, value)
    const request = new Request(`${SITE}/forms/send/newsletter`, { method: 'POST', body: multipart })
    expect((await fn.form(request, { ip: '203.0.113.30' }))!.headers.get('location')).toBe('/forms/newsletter/sent')
    expect(calls().map((call) => (call.body as { email: string }).email)).toEqual(['plain@fleet.example'])
  })

  it('keeps every answer from caches (Cache-Control: no-store), its own 500 among them', async () => {
    await failOnce()
    const failed = await post('fleetQuote', QUOTE, { ip: '203.0.113.40' })
    const answers: Record<string, Response> = {
      'a result kept (303)': failed,
      "the result's page (200)": await get(failed.headers.get('location')!, '203.0.113.40'),
      'the request shown back (200)': await post('newsletter', { email: 'a@b.example' }, { stamp: '' }),
      'another site (403)': await post('newsletter', { email: 'a@b.example' }, { headers: { 'Sec-Fetch-Site': 'cross-site' } }),
      'no such form (404)': (await fn.form(new Request(`${SITE}/forms/send/quote`, { method: 'POST', body: '' }), {}))!,
      'a GET of a post address (405)': await get('/forms/send/newsletter', '203.0.113.40'),
      'too large (413)': await post('newsletter', {}, { body: `email=${'a'.repeat(200_000)}` }),
      'not a form (415)': await post('newsletter', {}, { headers: { 'Content-Type': 'text/plain' } }),
      'a result gone (404)': await get('/forms/newsletter/problem/1-abcdefghijklmnop', '203.0.113.40'),
    }
    // The function not set up (no email-manager address in its scope): its own 500.
    const saved = process.env.VITE_EMAIL_MANAGER_URL
    delete process.env.VITE_EMAIL_MANAGER_URL
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      answers['not set up (500)'] = (await fn.form(new Request(`${SITE}/forms/send/newsletter`, { method: 'POST', body: '' }), {}))!
    } finally {
      process.env.VITE_EMAIL_MANAGER_URL = saved
    }
    expect(Object.values(answers).map((res) => res.status)).toEqual([303, 200, 200, 403, 404, 405, 413, 415, 404, 500])
    for (const [what, res] of Object.entries(answers))
      expect([res.headers.get('cache-control'), res.headers.get('x-frame-options')], what).toEqual(['no-store', 'DENY'])
  })

  it('refuses an ETA in no sensible year (0000, 9999), saying which years it takes; 31 February saying it does not exist', async () => {
    const eta = fn.site.words.preArrival.fields.find((field) => field.name === 'eta')!
    const { from, to } = dateYears(Date.now())
    const said = async (value: string) => {
      const res = await post('preArrival', { ...ARRIVAL, eta: value }, { ip: '203.0.113.50' })
      expect(res.headers.get('location'), value).toMatch(/^\/forms\/pre-arrival\/problem\//)
      const document = await documentOf(await get(res.headers.get('location')!, '203.0.113.50'))
      return [...document.querySelectorAll('.error-summary li')].map((li) => li.textContent)
    }
    const range = `${eta.label}: enter a date between 1 January ${from} and 31 December ${to}.`
    expect(await said('0000-01-01T00:00')).toEqual([range])
    expect(await said('9999-12-31T23:59')).toEqual([range])
    expect(await said(`${from - 1}-12-31T23:59`)).toEqual([range])
    expect(await said(`${YEAR}-04-31T10:00`)).toEqual([`${eta.label}: that day does not exist. Check the day and the month.`])
    expect(calls()).toEqual([])
    for (const value of [`${from}-01-01T00:00`, `${to}-12-31T23:59`])
      expect((await post('preArrival', { ...ARRIVAL, eta: value }, { ip: '203.0.113.50' })).headers.get('location'), value).toBe(
        '/forms/pre-arrival/sent',
      )
  })
})
