/**
 * What the form endpoint (server/form-endpoint.ts) never does: drop a person silently. A post its
 * page could not vouch for (no stamp, another secret's, too fresh) is shown back with what was typed
 * and sent when the person presses the button; only the honeypot and another site's posts go
 * unanswered by a send; every post not sent is logged with its reason and nothing personal. The values
 * the contract refuses (a select's value not among its choices, a control character in a one-line
 * field) are said, never stripped; a textarea's CRLF arrives as LF; an email-manager slower than the
 * endpoint's wait is "could not confirm", and the same request is not sent again.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { JSDOM } from 'jsdom'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStamp, MIN_FILL_MS, readStamp, type FormName } from '../../contract/forms'
import { handleForm, type FormEndpoint } from '../../server/form-endpoint'
import { memoryFormStore, memoryKv } from '../../server/form-store'
import { startEmailManager } from '../../tools/stand-ins/email-manager/index'
import { postForm, startFormSite, type PostOptions } from './form-site'

const SECRET = 'the-stamp-secret-of-this-test'
const NOW = Date.parse('2026-11-25T10:00:00Z')
const CLIENT = '203.0.113.7'

let site: Awaited<ReturnType<typeof startFormSite>>
let manager: Awaited<ReturnType<typeof startEmailManager>>
let config: FormEndpoint
let kv: ReturnType<typeof memoryKv>
let logged: string[]

beforeAll(async () => {
  ;[manager, site] = await Promise.all([startEmailManager(), startFormSite()])
})
afterAll(async () => {
  await Promise.all([manager.close(), site.close()])
})
beforeEach(() => {
  manager.manager.reset()
  kv = memoryKv()
  config = {
    secret: SECRET,
    emailManagerUrl: manager.url,
    businessId: 'global-salvage-india',
    siteOrigin: site.origin,
    store: memoryFormStore(kv),
    now: () => NOW,
  }
  logged = []
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')))
})
afterEach(() => vi.restoreAllMocks())

const QUOTE = {
  companyName: 'Ocean Lines & Co+',
  contactName: 'Zoë 🚢',
  email: 'asha@fleet.example',
  phone: '+91 98200 12345',
  fleetSize: '6-10',
  annualPortCalls: '%41 calls',
  message: 'Two tankers,\r\nfrom March.',
}
const post = (values: Record<string, string> = QUOTE, options: PostOptions = {}, form: FormName = 'fleetQuote') =>
  postForm(config, form, values, options)
const calls = () => manager.manager.calls
const page = async (res: Response) => new JSDOM(await res.text()).window.document

/** Nothing a person typed, nor their address, in what the endpoint logged. */
function expectNothingPersonal(...typed: string[]) {
  for (const line of logged) for (const value of [...typed, CLIENT]) expect(line).not.toContain(value)
}

describe('a post its page could not vouch for', () => {
  it("without a stamp (a curl, a page the edge did not stamp): shown back, every field as typed, a fresh stamp and the form's one button; pressed, sent once", async () => {
    const res = await post(QUOTE, { stamp: '' })
    expect([res.status, res.headers.get('cache-control'), res.headers.get('content-security-policy')]).toEqual([
      200,
      'no-store',
      "default-src 'self'",
    ])
    expect(calls()).toEqual([])
    // Nothing kept: what was typed is in the page only.
    expect(kv.keys()).toEqual([])
    const { window } = new JSDOM(await res.text())
    const document = window.document
    const words = site.words.fleetQuote
    expect(document.querySelector('#form-not-sent')!.textContent).toBe(words.words.notSentYet)
    const form = document.querySelector<HTMLFormElement>('[data-form-result] form')!
    expect([form.method, form.getAttribute('action'), form.acceptCharset]).toEqual(['post', '/forms/send/fleet-quote', 'UTF-8'])
    expect([...form.querySelectorAll('button')].map((button) => [button.type, button.textContent])).toEqual([['submit', words.submit]])
    for (const field of words.fields) {
      const control = form.querySelector<HTMLInputElement>(`[name="${field.name}"]`)!
      expect(document.querySelector(`label[for="${control.id}"]`)!.textContent!.replace(' *', ''), field.name).toBe(field.label)
    }
    expect([...new window.FormData(form)].map(([name, value]) => [name, value])).toEqual([
      ['gsi_stamp', expect.stringMatching(new RegExp(`^${NOW}\\.fleet-quote\\.shown\\.[\\w-]{43}$`))],
      ['gsi_hp_ref', ''],
      ...Object.entries({ ...QUOTE, message: 'Two tankers,\nfrom March.' }),
    ])
    // Signed with the request it was shown with (and its client): no stamp of its own words alone.
    const shown = form.querySelector<HTMLInputElement>('[name="gsi_stamp"]')!.value
    expect(await readStamp(SECRET, shown)).toBeUndefined()
    expect(shown).not.toBe(await makeStamp(SECRET, 'fleetQuote', NOW, 'shown'))
    expect(logged).toEqual(['The form endpoint did not send a fleetQuote post: no stamp: shown back to be sent.'])

    // Pressed a few seconds later, as a browser posts the form: sent, once.
    config.now = () => NOW + MIN_FILL_MS + 500
    const send = () => post({}, { body: new URLSearchParams([...new window.FormData(form)] as [string, string][]).toString() })
    expect((await send()).headers.get('location')).toBe('/forms/fleet-quote/sent')
    expect((await send()).headers.get('location')).toBe('/forms/fleet-quote/sent')
    expect(calls()).toHaveLength(1)
    expect(calls()[0]!.body).toMatchObject({ data: { companyName: 'Ocean Lines & Co+', message: 'Two tankers,\nfrom March.' } })
    expectNothingPersonal('Ocean Lines', 'asha@fleet.example', '98200', 'Zoë')
  })

  it("with another secret's stamp, a forged one or one too fresh (an autofilled signup): the same, the newsletter's source kept", async () => {
    const posts = [
      await post(
        { email: 'mate@fleet.example', source: 'website_section:/sections' },
        { stamp: await makeStamp('another-secret', 'newsletter', NOW - 60_000) },
        'newsletter',
      ),
      await post(
        { email: 'mate@fleet.example', source: 'website_section:/sections' },
        { stamp: `${NOW - 60_000}.newsletter.page.${'A'.repeat(43)}` },
        'newsletter',
      ),
      await post({ email: 'mate@fleet.example', source: 'website_section:/sections' }, { age: MIN_FILL_MS - 1 }, 'newsletter'),
    ]
    for (const res of posts) {
      expect(res.status).toBe(200)
      const form = (await page(res)).querySelector<HTMLFormElement>('[data-form-result] form')!
      expect(form.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('mate@fleet.example')
      expect(form.querySelector<HTMLInputElement>('[name="source"]')!.value).toBe('website_section:/sections')
    }
    expect(calls()).toEqual([])
    expect(logged.map((line) => line.replace(/^.*post: /, ''))).toEqual([
      'a stamp not signed by this site: shown back to be sent.',
      'a stamp not signed by this site: shown back to be sent.',
      'a stamp too fresh: shown back to be sent.',
    ])
  })

  it('only the honeypot and posts from another site are answered without a send (the honeypot as a success, a bot learns nothing)', async () => {
    const trapped = await post({ ...QUOTE, gsi_hp_ref: 'https://spam.example' })
    expect([trapped.status, trapped.headers.get('location')]).toEqual([303, '/forms/fleet-quote/sent'])
    for (const headers of <Record<string, string>[]>[
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.globalsalvage.example' },
      { Origin: 'https://evil.example' },
    ])
      expect((await post(QUOTE, { headers })).status, JSON.stringify(headers)).toBe(403)
    expect(calls()).toEqual([])
    // The site's own pages: same-origin, or an Origin of "null" (a page that sends no referrer).
    expect((await post(QUOTE, { headers: { 'Sec-Fetch-Site': 'same-origin', Origin: site.origin } })).headers.get('location')).toBe(
      '/forms/fleet-quote/sent',
    )
    expect((await post({ email: 'a@b.example' }, { headers: { Origin: 'null' } }, 'newsletter')).headers.get('location')).toBe(
      '/forms/newsletter/sent',
    )
    expect(calls()).toHaveLength(2)
    expect(logged).toEqual([
      'The form endpoint did not send a fleetQuote post: the honeypot field was filled.',
      ...Array(3).fill('The form endpoint did not send a fleetQuote post: posted from another site.'),
    ])
  })
})

describe('values the contract refuses, on the page that says so', () => {
  it("a select's value not among the CMS's choices, and a control character in a one-line field: each field's message, nothing sent, nothing stripped", async () => {
    const res = await post({
      ...QUOTE,
      fleetSize: `<script>alert(1)</script>${'x'.repeat(60_000)}`,
      contactName: 'Asha\r\nBcc: all@example.com',
      phone: '+91\u000098200',
      companyName: 'Ocean\tLines',
    })
    expect(calls()).toEqual([])
    const document = await page(await handleForm(new Request(new URL(res.headers.get('location')!, site.origin)), CLIENT, config))
    const control = (label: string) =>
      `${label}: this field takes one line of plain text. Please remove the line break, tab or other hidden character from it.`
    expect([...document.querySelectorAll('.error-summary li')].map((li) => li.textContent)).toEqual([
      control('Company name'),
      control('Contact name'),
      control('Phone'),
      'Fleet size: Select your fleet size',
    ])
    const port = await post(
      { vesselName: 'MV Asha', imo: '9876543', port: 'Atlantis', eta: '2026-12-01T10:30', agent: 'Agency', email: 'a@b.example' },
      {},
      'preArrival',
    )
    const portPage = await page(await handleForm(new Request(new URL(port.headers.get('location')!, site.origin)), CLIENT, config))
    expect([...portPage.querySelectorAll('.error-summary li')].map((li) => li.textContent)).toEqual([
      'Port of call: Select the port of call',
    ])
    expect(logged.map((line) => line.replace(/^.*post: /, ''))).toEqual([
      'refused: companyName control, contactName control, phone control, fleetSize invalid.',
      'refused: port invalid.',
    ])
    // A port of the CMS's, or one of the port field's own choices, goes.
    for (const choice of ['Kandla', 'Other'])
      expect(
        (
          await post(
            { vesselName: 'MV Asha', imo: '9876543', port: choice, eta: '2026-12-01T10:30', agent: 'Agency', email: 'a@b.example' },
            {},
            'preArrival',
          )
        ).headers.get('location'),
      ).toBe('/forms/pre-arrival/sent')
  })

  it("a textarea's line breaks arrive as LF, as with JavaScript; the same request with LF or CRLF is the same", async () => {
    await post()
    await post({ ...QUOTE, message: 'Two tankers,\nfrom March.' })
    expect(calls()).toHaveLength(1)
    expect((calls()[0]!.body as { data: { message: string } }).data.message).toBe('Two tankers,\nfrom March.')
  })
})

describe('an email-manager slower than the endpoint waits', () => {
  let slow: ReturnType<typeof createServer>
  let taken: string[]
  let answered = 0
  beforeAll(async () => {
    // Takes each request, and answers after the endpoint stopped waiting.
    slow = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk))
      req.on('end', () => {
        taken.push(body)
        setTimeout(() => {
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}')
          answered++
        }, 800)
      })
    })
    await new Promise<void>((done) => slow.listen(0, '127.0.0.1', done))
  })
  afterAll(() => new Promise<void>((done) => slow.close(() => done())))

  it('is "we could not confirm": not a failure to send again; sent again, the same request is recognised and not sent twice', async () => {
    taken = []
    answered = 0
    config.emailManagerUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`
    config.sendTimeoutMs = 300
    const first = await post()
    expect(first.headers.get('location')).toMatch(/^\/forms\/fleet-quote\/problem\/\d+-/)
    const document = await page(await handleForm(new Request(new URL(first.headers.get('location')!, site.origin)), CLIENT, config))
    const words = site.words.fleetQuote
    expect(document.querySelector('.form-banner')!.textContent).toBe(words.words.unconfirmed.replace('{email}', words.supportEmail))
    expect(document.querySelector('.form-banner-error')).toBeNull()
    // The other ways are there, should nothing come.
    expect(document.querySelector('a[href^="mailto:"]')).not.toBeNull()
    const again = await post()
    expect(again.headers.get('location')).toMatch(/^\/forms\/fleet-quote\/problem\/\d+-/)
    const againPage = await page(await handleForm(new Request(new URL(again.headers.get('location')!, site.origin)), CLIENT, config))
    expect(againPage.querySelector('.form-banner')!.textContent).toBe(document.querySelector('.form-banner')!.textContent)
    // The first request answered at last (after the endpoint stopped waiting): it was the only one.
    await vi.waitFor(() => expect(answered).toBe(1), { timeout: 10_000 })
    expect(taken).toHaveLength(1)
    expect(logged.map((line) => line.replace(/^.*post: /, ''))).toEqual([
      'the email-manager did not answer within 0.3 s (it may have taken it).',
      'the same request was unconfirmed by an earlier post.',
    ])
  })
})
