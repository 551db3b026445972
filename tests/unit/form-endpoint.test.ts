/**
 * The site's form endpoint (server/form-endpoint.ts), as the Netlify Function and the local
 * servers run it: real Requests, the real email-manager stand-in at the network edge, and each form's
 * problem page served over HTTP with the words the route writes from the seed (src/routes/forms.tsx).
 * The contract's rules, the same request sent once, the limit per client, and each answer: a 303 to
 * the success page, or to the result page that says what stopped the request.
 * (The guard and what is never dropped: form-endpoint-guard.test.ts; on Netlify Blobs: form-endpoint-blobs.test.ts.)
 */
import { createHmac } from 'node:crypto'
import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readStamp, SEND_LIMIT, type FormWords } from '../../contract/forms'
import { newsletterSource, postedSource } from '../../contract/email-manager'
import { handleForm, type FormEndpoint } from '../../server/form-endpoint'
import { memoryFormStore } from '../../server/form-store'
import { startEmailManager } from '../../tools/stand-ins/email-manager/index'
import { getResult, postForm, startFormSite, type PostOptions } from './form-site'

const SECRET = 'the-stamp-secret-of-this-test'
const NOW = Date.parse('2026-11-25T10:00:00Z')

let site: Awaited<ReturnType<typeof startFormSite>>
let manager: Awaited<ReturnType<typeof startEmailManager>>
let config: FormEndpoint
let words: FormWords
let support: string

beforeAll(async () => {
  ;[manager, site] = await Promise.all([startEmailManager(), startFormSite()])
  words = site.words.fleetQuote
  support = words.supportEmail
})
afterAll(async () => {
  await Promise.all([manager.close(), site.close()])
})
beforeEach(() => {
  manager.manager.reset()
  config = {
    secret: SECRET,
    emailManagerUrl: manager.url,
    businessId: 'global-salvage-india',
    siteOrigin: site.origin,
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

/** A post of the fleet quote form, as a browser sends it. */
const post = (values: Record<string, string> = TYPED, options: PostOptions = {}) => postForm(config, 'fleetQuote', values, options)

/** The store's key of the client `post` sends from by default (a keyed hash of its address, as the endpoint makes it). */
const CLIENT_KEY = createHmac('sha256', SECRET).update('203.0.113.7').digest('base64url').slice(0, 32)

/** The page a result's address shows: to the browser the 303 went to (given the answer), or to any other (its address alone). */
async function resultPage(answer: Response | string) {
  const res = await getResult(config, answer)
  return { res, document: new JSDOM(await res.text()).window.document }
}
const label = (name: string) => words.fields.find((field) => field.name === name)!.label
const invalid = (name: string) => `${label(name)}: ${words.fields.find((field) => field.name === name)!.invalid}`

describe('the form endpoint', () => {
  it("sends exactly the spec's call 3, every field as typed, and leads to the success page", async () => {
    const res = await post()
    expect([res.status, res.headers.get('location')]).toEqual([303, '/forms/fleet-quote/sent'])
    expect(manager.manager.calls).toHaveLength(1)
    expect(manager.manager.calls[0]!.body).toEqual({
      recipient: { email: support, name: 'Global Salvage Support Team' },
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

  it("stops a value that breaks the contract's rules, and its page says each field's message in the CMS's words", async () => {
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
      'Company name: Enter your company name',
      'Email: Enter an email address in the correct format, like name@example.com',
      'Phone: Enter your phone number',
      'Annual port calls in India: at most 1000 characters, please shorten it (now 1001).',
    ])
    expect(document.querySelector('.form-note')!.textContent).toBe(words.words.goBack)
    // The page's forms are stamped as any page the site serves, each with its own form's stamp.
    expect(await readStamp(SECRET, document.querySelector<HTMLInputElement>('footer [name="gsi_stamp"]')!.value)).toEqual({
      at: NOW,
      form: 'newsletter',
      kind: 'page',
    })
  })

  it('lets SEND_LIMIT sends an hour from one client through, and says when the next can go; another client is not held', async () => {
    for (let i = 0; i < SEND_LIMIT; i++)
      expect((await post({ ...TYPED, message: `Request ${i}` })).headers.get('location')).toBe('/forms/fleet-quote/sent')
    const held = await post()
    expect(held.headers.get('location')).toMatch(/^\/forms\/fleet-quote\/problem\//)
    expect(manager.manager.calls).toHaveLength(SEND_LIMIT)
    const { document } = await resultPage(held.headers.get('location')!)
    // An hour after the first send, India time (10:00 UTC is 15:30 there).
    expect(document.querySelector('.form-banner')!.textContent).toBe(
      `This form has sent all the requests it can from this page for now. You can send again at 16:30 (India time), or write to us at ${support}.`,
    )
    expect((await post(TYPED, { client: '198.51.100.9' })).headers.get('location')).toBe('/forms/fleet-quote/sent')
  })

  it("when the email-manager fails: the spec's banner with the support address, and the request to send another way, exact and read aloud whole", async () => {
    await fetch(`${manager.url}/_fail`, { method: 'POST', body: JSON.stringify({ times: 1, status: 0 }) })
    const res = await post()
    expect(manager.manager.calls).toHaveLength(1)
    const { document } = await resultPage(res)
    expect(document.querySelector('.form-banner')!.textContent).toBe(
      `Failed to submit request. Please try again or contact us directly at ${support}.`,
    )
    const mail = new URL(document.querySelector<HTMLAnchorElement>('a[href^="mailto:"]')!.href)
    expect(mail.searchParams.get('subject')).toBe('Request a fleet quote (sent another way from the website)')
    expect(mail.searchParams.get('body')).toBe(
      'Company name: Ocean Lines & Co+\nContact name: Zoë 🚢\nEmail: asha@fleet.example\nPhone: +91 98200 12345\nFleet size: 6-10\nAnnual port calls in India: %41 calls\nMessage (optional): ',
    )
    const whatsapp = document.querySelector<HTMLAnchorElement>('a[href^="https://wa.me/"]')!
    expect(new URL(whatsapp.href).searchParams.get('text')).toBe(mail.searchParams.get('body'))
    // The link's hidden words, from the CMS as the page carries them (never "undefined").
    expect(whatsapp.textContent).toBe('Send on WhatsApp (opens in a new tab)')
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

  it('sends a double press once: the second post waits for the first, and says how it went', async () => {
    const both = await Promise.all([post(), post()])
    expect(both.map((res) => [res.status, res.headers.get('location')])).toEqual([
      [303, '/forms/fleet-quote/sent'],
      [303, '/forms/fleet-quote/sent'],
    ])
    expect(manager.manager.calls).toHaveLength(1)
    // The first failing, the second sends it.
    await fetch(`${manager.url}/_fail`, { method: 'POST', body: JSON.stringify({ times: 1, status: 503 }) })
    const again = await Promise.all([post({ ...TYPED, message: 'Twice' }), post({ ...TYPED, message: 'Twice' })])
    expect(again.map((res) => res.headers.get('location')!.replace(/\/\d+-[\w-]{16}$/, '/…')).sort()).toEqual([
      '/forms/fleet-quote/problem/…',
      '/forms/fleet-quote/sent',
    ])
    expect(manager.manager.calls.map((call) => call.status)).toEqual([200, 503, 200])
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
    config.store = {
      ...store,
      begin: async (...args) => {
        const turn = await store.begin(...args)
        return turn.kind === 'mine' ? { ...turn, settle: () => Promise.reject(new Error('Blobs answered 502')) } : turn
      },
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
    expect((await handleForm(new Request(`${site.origin}/forms/send/quote`, { method: 'POST', body: '' }), 'x', config)).status).toBe(404)
    expect((await handleForm(new Request(`${site.origin}/forms/send/fleet-quote`), 'x', config)).status).toBe(405)
  })

  it('keeps a few results a client: past them, the page is answered at once, nothing more kept', async () => {
    const answers = []
    for (let i = 0; i < 7; i++) answers.push(await post({ ...TYPED, email: `asha${i}@` }))
    expect(answers.map((res) => res.status)).toEqual([303, 303, 303, 303, 303, 400, 400])
    const document = new JSDOM(await answers[6]!.text()).window.document
    expect(document.querySelector('.error-summary li')!.textContent).toBe(invalid('email'))
    expect(answers[6]!.headers.get('cache-control')).toBe('no-store')
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
