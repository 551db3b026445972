/**
 * The site's form endpoint (tools/build/form-endpoint.ts), as the Netlify Function and the local
 * servers run it: real Requests, the real email-manager stand-in at the network edge, and a form's
 * problem page served over HTTP (its words, as src/routes/forms.tsx writes them). The guard (the
 * honeypot, the signed stamp and its minimum age, the limit per client), the contract's rules and
 * each answer: a 303 to the success page, or to the result page that says what stopped the request.
 */
import { createHmac } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { formProblemPath, makeStamp, MIN_FILL_MS, SEND_LIMIT } from '../../contract/forms'
import { newsletterSource, postedSource } from '../../contract/email-manager'
import { handleForm, type FormEndpoint } from '../../tools/build/form-endpoint'
import { memoryFormStore } from '../../tools/build/form-store'
import { startEmailManager } from '../../tools/stand-ins/email-manager/index'
import type { FormWords } from '../../src/routes/forms'

const SECRET = 'the-stamp-secret-of-this-test'
const NOW = Date.parse('2026-11-25T10:00:00Z')
const SUPPORT = 'desk@globalsalvage.test'

const WORDS: FormWords = {
  form: 'fleetQuote',
  heading: 'Request a fleet quote',
  supportEmail: SUPPORT,
  whatsappNumber: '+91 98200 02400',
  fields: [
    { name: 'companyName', label: 'Company name', required: 'Enter the company name', invalid: 'Enter the company name' },
    { name: 'contactName', label: 'Contact name', required: 'Enter a name', invalid: 'Enter a name' },
    { name: 'email', label: 'Email', required: 'Enter an email', invalid: 'Enter a valid email' },
    { name: 'phone', label: 'Phone', required: 'Enter a phone', invalid: 'Enter a phone' },
    { name: 'fleetSize', label: 'Fleet size', required: 'Choose a size', invalid: 'Choose a size' },
    { name: 'annualPortCalls', label: 'Port calls', required: 'Enter the calls', invalid: 'Enter the calls' },
    { name: 'message', label: 'Message', required: '', invalid: '' },
  ],
  words: {
    errorSummary: 'There is a problem',
    tooLong: '{label}: at most {max} characters (now {count}).',
    goBack: 'Nothing was sent. Go back.',
    sendLimit: 'Sent all it can. Again at {time}, or write to {email}.',
    sendLimitTime: '{time} IST',
    sendAnotherWay: 'Send it another way:',
    emailIt: 'Email it',
    whatsappIt: 'WhatsApp it',
    requestText: 'Your request',
    mailSubject: '{form} (another way)',
    pasteNoteManual: 'Paste it here',
    newTab: '(new tab)',
  },
}

let site: ReturnType<typeof createServer>
let siteOrigin: string
let manager: Awaited<ReturnType<typeof startEmailManager>>
let config: FormEndpoint

beforeAll(async () => {
  manager = await startEmailManager()
  // The form's problem page as the site serves it: its words, and the place the endpoint fills.
  site = createServer((req, res) => {
    if (req.url === formProblemPath('fleetQuote')) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'self'" })
      return res.end(
        `<html><body><main><h1>${WORDS.heading}</h1><div data-form-result=""></div><script type="application/json" id="form-words">${JSON.stringify(WORDS)}</script></main>` +
          '<form><input type="hidden" name="gsi_stamp" value=""/></form></body></html>',
      )
    }
    res.writeHead(404, { 'Content-Type': 'text/html' })
    res.end('<h1>Not found</h1>')
  })
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done))
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
})
afterAll(async () => {
  await manager.close()
  await new Promise<void>((done) => site.close(() => done()))
})
beforeEach(() => {
  manager.manager.reset()
  config = {
    secret: SECRET,
    emailManagerUrl: manager.url,
    businessId: 'global-salvage-india',
    siteOrigin,
    store: memoryFormStore(),
    now: () => NOW,
  }
})

const TYPED = {
  companyName: 'Ocean Lines & Co+',
  contactName: 'Zoë 🚢',
  email: 'asha@fleet.example',
  phone: '+91 98200 12345',
  fleetSize: '6-10',
  annualPortCalls: '%41 calls',
  message: '',
}

/** A post of the fleet quote form, as a browser sends it: urlencoded UTF-8, its stamp from a page served `age` ms ago. */
async function post(
  values: Record<string, string> = TYPED,
  { age = MIN_FILL_MS + 1000, stamp, client = '203.0.113.7' } = {} as {
    age?: number
    stamp?: string
    client?: string
  },
) {
  const body = new URLSearchParams({ gsi_stamp: stamp ?? (await makeStamp(SECRET, NOW - age)), gsi_hp_ref: '', ...values })
  const request = new Request(`${siteOrigin}/forms/send/fleet-quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  })
  return handleForm(request, client, config)
}

/** The store's key of the client `post` sends from by default (a keyed hash of its address, as the endpoint makes it). */
const CLIENT_KEY = createHmac('sha256', SECRET).update('203.0.113.7').digest('base64url').slice(0, 32)

/** The page a result's address shows. */
async function resultPage(location: string) {
  const res = await handleForm(new Request(new URL(location, siteOrigin)), '203.0.113.7', config)
  return { res, document: new JSDOM(await res.text()).window.document }
}

describe('the form endpoint', () => {
  it("sends exactly the spec's call 3, every field as typed, and leads to the success page", async () => {
    const res = await post()
    expect([res.status, res.headers.get('location')]).toEqual([303, '/forms/fleet-quote/sent'])
    expect(manager.manager.calls).toHaveLength(1)
    expect(manager.manager.calls[0]!.body).toEqual({
      recipient: { email: SUPPORT, name: 'Global Salvage Support Team' },
      template_id: 'fleet_quote_request',
      email_type: 'transactional',
      business_id: 'global-salvage-india',
      data: {
        companyName: 'Ocean Lines & Co+',
        contactName: 'Zoë 🚢',
        customerEmail: 'asha@fleet.example',
        phone: '+91 98200 12345',
        fleetSize: '6-10',
        annualPortCalls: '%41 calls',
        message: 'None',
        submittedAt: new Date(NOW).toISOString(),
      },
    })
  })

  it("takes a bot for a person never: the honeypot, no stamp, a forged or another secret's stamp, or a post sooner than the minimum time send nothing and look sent", async () => {
    const bot = [
      await post({ ...TYPED, gsi_hp_ref: 'https://spam.example' }),
      await post(TYPED, { stamp: '' }),
      await post(TYPED, { stamp: `${NOW - 60_000}.${'A'.repeat(43)}` }),
      await post(TYPED, { stamp: await makeStamp('another-secret-altogether', NOW - 60_000) }),
      await post(TYPED, { age: MIN_FILL_MS - 1 }),
    ]
    expect(bot.map((res) => [res.status, res.headers.get('location')])).toEqual(Array(5).fill([303, '/forms/fleet-quote/sent']))
    expect(manager.manager.calls).toEqual([])
  })

  it("stops a value that breaks the contract's rules, and its page says each field's message", async () => {
    const res = await post({ ...TYPED, companyName: '   ', email: 'asha@', phone: '', annualPortCalls: 'x'.repeat(1001) })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/^\/forms\/fleet-quote\/problem\/\d+-[\w-]{16}$/)
    expect(manager.manager.calls).toEqual([])
    const { res: page, document } = await resultPage(res.headers.get('location')!)
    expect([page.status, page.headers.get('cache-control'), page.headers.get('content-security-policy')]).toEqual([
      200,
      'no-store',
      "default-src 'self'",
    ])
    expect([...document.querySelectorAll('.error-summary li')].map((li) => li.textContent)).toEqual([
      'Company name: Enter the company name',
      'Email: Enter a valid email',
      'Phone: Enter a phone',
      'Port calls: at most 1000 characters (now 1001).',
    ])
    expect(document.querySelector('.form-note')!.textContent).toBe('Nothing was sent. Go back.')
    // The page's forms are stamped as any page the site serves.
    expect(document.querySelector<HTMLInputElement>('[name="gsi_stamp"]')!.value).toMatch(/^\d+\.[\w-]{43}$/)
  })

  it('lets SEND_LIMIT sends an hour from one client through, and says when the next can go; another client is not held', async () => {
    for (let i = 0; i < SEND_LIMIT; i++)
      expect((await post({ ...TYPED, message: `Request ${i}` })).headers.get('location')).toBe('/forms/fleet-quote/sent')
    const held = await post()
    expect(held.headers.get('location')).toMatch(/^\/forms\/fleet-quote\/problem\//)
    expect(manager.manager.calls).toHaveLength(SEND_LIMIT)
    const { document } = await resultPage(held.headers.get('location')!)
    // An hour after the first send, India time (10:00 UTC is 15:30 there).
    expect(document.querySelector('.form-banner')!.textContent).toBe(`Sent all it can. Again at 16:30 IST, or write to ${SUPPORT}.`)
    expect((await post(TYPED, { client: '198.51.100.9' })).headers.get('location')).toBe('/forms/fleet-quote/sent')
  })

  it("when the email-manager fails: the spec's banner with the support address, and the request to send another way, exact", async () => {
    await fetch(`${manager.url}/_fail`, { method: 'POST', body: JSON.stringify({ times: 1, status: 0 }) })
    const res = await post()
    expect(manager.manager.calls).toHaveLength(1)
    const { document } = await resultPage(res.headers.get('location')!)
    expect(document.querySelector('.form-banner')!.textContent).toBe(
      `Failed to submit request. Please try again or contact us directly at ${SUPPORT}.`,
    )
    const mail = new URL(document.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')!.href)
    expect(mail.searchParams.get('subject')).toBe('Request a fleet quote (another way)')
    expect(mail.searchParams.get('body')).toBe(
      'Company name: Ocean Lines & Co+\nContact name: Zoë 🚢\nEmail: asha@fleet.example\nPhone: +91 98200 12345\nFleet size: 6-10\nPort calls: %41 calls\nMessage: ',
    )
    expect(new URL(document.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')!.href).searchParams.get('text')).toBe(
      mail.searchParams.get('body'),
    )
    expect(document.querySelector('textarea')!.textContent).toBe(mail.searchParams.get('body'))
    // A failed send never counts towards the limit, nor makes the same request look sent: sent again, it goes.
    expect(await config.store.sends(CLIENT_KEY, NOW)).toEqual([])
    expect((await post()).headers.get('location')).toBe('/forms/fleet-quote/sent')
    expect(manager.manager.calls).toHaveLength(2)
  })

  it('sends the same request once: Back and Submit again leads to the success page, nothing sent twice; a changed one goes', async () => {
    for (let i = 0; i < 3; i++) expect((await post()).headers.get('location')).toBe('/forms/fleet-quote/sent')
    expect(manager.manager.calls).toHaveLength(1)
    expect(await config.store.sends(CLIENT_KEY, NOW)).toHaveLength(1)
    expect((await post({ ...TYPED, message: 'And a second vessel.' })).headers.get('location')).toBe('/forms/fleet-quote/sent')
    expect(manager.manager.calls).toHaveLength(2)
    // Another client's same request is its own.
    await post(TYPED, { client: '198.51.100.9' })
    expect(manager.manager.calls).toHaveLength(3)
  })

  it("gives the limit's last place to one of two posts at once, never both", async () => {
    for (let i = 1; i < SEND_LIMIT; i++) await post({ ...TYPED, message: `Request ${i}` })
    const both = await Promise.all([post({ ...TYPED, message: 'One' }), post({ ...TYPED, message: 'Other' })])
    expect(both.map((res) => res.headers.get('location')!.replace(/\/\d+-[\w-]{16}$/, '/…')).sort()).toEqual([
      '/forms/fleet-quote/problem/…',
      '/forms/fleet-quote/sent',
    ])
    expect(manager.manager.calls).toHaveLength(SEND_LIMIT)
  })

  it('a store failing once the email-manager took the request still leads to the success page', async () => {
    const store = memoryFormStore()
    let changes = 0
    config.store = {
      ...store,
      changeSends: (...args) => (++changes === 2 ? Promise.reject(new Error('Blobs answered 502')) : store.changeSends(...args)),
    }
    expect((await post()).headers.get('location')).toBe('/forms/fleet-quote/sent')
    expect(manager.manager.calls).toHaveLength(1)
  })

  it("when the site's own page cannot be read: nothing sent, a page that says so (503, Retry-After), and no place taken", async () => {
    config.siteOrigin = 'http://127.0.0.1:9'
    const res = await post()
    expect([res.status, res.headers.get('retry-after'), res.headers.get('cache-control')]).toEqual([503, '60', 'no-store'])
    expect(new JSDOM(await res.text()).window.document.querySelector('h1')!.textContent).toBe('Not sent: please try again')
    expect(manager.manager.calls).toEqual([])
    expect(await config.store.sends(CLIENT_KEY, NOW)).toEqual([])
  })

  it('shows a result for an hour, then the Not Found page; refuses other methods and unknown forms', async () => {
    const location = (await post({ ...TYPED, email: '' })).headers.get('location')!
    expect((await resultPage(location)).res.status).toBe(200)
    config.now = () => NOW + 61 * 60_000
    expect((await resultPage(location)).res.status).toBe(404)
    expect((await handleForm(new Request(`${siteOrigin}/forms/send/quote`, { method: 'POST', body: '' }), 'x', config)).status).toBe(404)
    expect((await handleForm(new Request(`${siteOrigin}/forms/send/fleet-quote`), 'x', config)).status).toBe(405)
  })
})

describe("a newsletter signup's source", () => {
  it("is the footer's (the spec's) unless a page's own newsletter section names its page; anything else posted is the footer's", () => {
    expect(newsletterSource('footer', '/about')).toBe('website_footer')
    expect(newsletterSource('section', '/insurers-hub')).toBe('website_section:/insurers-hub')
    // As the site links the page, whatever slash the prerender's address ends with.
    expect(newsletterSource('section', '/sections/')).toBe('website_section:/sections')
    expect(postedSource('website_section:/insurers-hub')).toBe('website_section:/insurers-hub')
    for (const posted of [
      null,
      '',
      'website_footer',
      'newsletter',
      'website_section:https://evil.example/',
      'website_section:/a b',
      `website_section:/${'a'.repeat(300)}`,
    ])
      expect(postedSource(posted), String(posted)).toBe('website_footer')
  })
})
