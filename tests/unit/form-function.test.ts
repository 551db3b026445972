/**
 * The form endpoint's function as Netlify runs it (netlify/functions/form.ts, bundled by Netlify's
 * bundler, netlify-bundle.ts; its store Netlify Blobs on @netlify/blobs' own local server; real
 * Requests, the client's address in Netlify's context; the email-manager stand-in at the network
 * edge), on what issue 59 found: stamps that expire and are one form's; the request shown back sent
 * by a press at once; the site's security headers on every answer; no 31 February (said so: issue 63);
 * the send limit kept by posts of one client in flight at once. Issue 63's (a result's page bound to its
 * browser, a shown stamp to its request, another site's post shown nothing): form-function-bound.test.ts.
 */
import { JSDOM } from 'jsdom'
import { describe, expect, it, vi } from 'vitest'
import { makeStamp, MIN_FILL_MS, SEND_LIMIT, STAMP_LIVES_MS, type FormName } from '../../contract/forms'
import { bundledFormFunction } from './form-function-fixture'

const SECRET = 'the-stamp-secret-of-the-function-test'
const SLUG: Record<FormName, string> = { preArrival: 'pre-arrival', fleetQuote: 'fleet-quote', newsletter: 'newsletter' }

const fn = bundledFormFunction(SECRET)

const QUOTE = {
  companyName: 'Ocean Lines & Co+',
  contactName: 'Zoë 🚢',
  email: 'asha@fleet.example',
  phone: '+44 20 7946 0321',
  fleetSize: '6-10',
  annualPortCalls: '40 calls',
  message: 'Two tankers from March.',
}
/** This year, India's (the years an ETA may be in are counted from it: contract/forms.ts dateYears). */
const YEAR = new Date(Date.now() + 330 * 60_000).getUTCFullYear()
const ARRIVAL = {
  vesselName: 'MV Asha',
  imo: '9876543',
  port: 'Kandla',
  eta: `${YEAR + 1}-12-01T10:30`,
  agent: 'Agency',
  email: 'a@b.example',
}

type Post = { stamp?: string; ip?: string; headers?: Record<string, string>; body?: string }
/** A post of a form as a browser sends it, its stamp (unless given) from its page served a minute ago. */
async function post(name: FormName, values: Record<string, string>, options: Post = {}) {
  const stamp = options.stamp ?? (await makeStamp(SECRET, name, Date.now() - 60_000))
  const body = options.body ?? new URLSearchParams({ gsi_stamp: stamp, gsi_hp_ref: '', ...values }).toString()
  const headers = { 'Content-Type': 'application/x-www-form-urlencoded', ...options.headers }
  const request = new Request(`${fn.site.origin}/forms/send/${SLUG[name]}`, { method: 'POST', headers, body })
  return (await fn.form(request, { ip: options.ip ?? '203.0.113.1' }))!
}
/** A GET of an address of the endpoint, from a client. */
const get = async (path: string, ip: string) => (await fn.form(new Request(new URL(path, fn.site.origin)), { ip }))!
const documentOf = async (res: Response) => new JSDOM(await res.text()).window.document
const calls = () => fn.manager.manager.calls.filter((call) => call.path.startsWith('/api/'))

describe('the form function, as Netlify runs it', () => {
  it('takes a stamp older than a day, or of another form, as none: the request is shown back, and a stamp of the day goes', async () => {
    const email = { email: 'mate@fleet.example', source: 'website_footer' }
    for (const stamp of [
      await makeStamp(SECRET, 'newsletter', Date.now() - STAMP_LIVES_MS - 60_000),
      await makeStamp(SECRET, 'newsletter', 0),
      await makeStamp(SECRET, 'fleetQuote', Date.now() - 60_000),
      await makeStamp(SECRET, 'fleetQuote', Date.now() - 60_000, 'shown'),
    ]) {
      const res = await post('newsletter', email, { stamp })
      expect(res.status, stamp).toBe(200)
      const shown = (await documentOf(res)).querySelector<HTMLFormElement>('[data-form-result] form')!
      expect(shown.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('mate@fleet.example')
      expect(shown.querySelector<HTMLInputElement>('[name="gsi_stamp"]')!.value).toMatch(/^\d+\.newsletter\.shown\.[\w-]{43}$/)
    }
    expect(calls()).toEqual([])
    const res = await post('newsletter', email, { stamp: await makeStamp(SECRET, 'newsletter', Date.now() - STAMP_LIVES_MS + 60_000) })
    expect([res.status, res.headers.get('location')]).toEqual([303, '/forms/newsletter/sent'])
    expect(calls()).toHaveLength(1)
  })

  it('sends the request shown back when its button is pressed at once, once: the function waits out MIN_FILL_MS, not the person', async () => {
    const shown = await post('fleetQuote', QUOTE, { stamp: '', ip: '203.0.113.2' })
    expect(shown.status).toBe(200)
    const { window } = new JSDOM(await shown.text())
    const filled = window.document.querySelector<HTMLFormElement>('[data-form-result] form')!
    const body = new URLSearchParams([...new window.FormData(filled)] as [string, string][]).toString()
    const at = Number(filled.querySelector<HTMLInputElement>('[name="gsi_stamp"]')!.value.split('.')[0])
    // Pressed at once, and again (a double press): sent, once, and not before MIN_FILL_MS after the page was made.
    const both = await Promise.all([
      post('fleetQuote', {}, { body, ip: '203.0.113.2' }),
      post('fleetQuote', {}, { body, ip: '203.0.113.2' }),
    ])
    expect(both.map((res) => [res.status, res.headers.get('location')])).toEqual([
      [303, '/forms/fleet-quote/sent'],
      [303, '/forms/fleet-quote/sent'],
    ])
    expect(calls()).toHaveLength(1)
    expect(Date.parse(calls()[0]!.at)).toBeGreaterThanOrEqual(at + MIN_FILL_MS)
    expect(calls()[0]!.body).toMatchObject({ data: { companyName: 'Ocean Lines & Co+', message: 'Two tankers from March.' } })
    // A page's own stamp that fresh (an autofilled form sent at once) is still shown back.
    const autofilled = await post(
      'fleetQuote',
      { ...QUOTE, message: 'Autofilled' },
      { stamp: await makeStamp(SECRET, 'fleetQuote', Date.now()) },
    )
    expect(autofilled.status).toBe(200)
    expect(calls()).toHaveLength(1)
  })

  it("shows the request shown back under a title that says it is not sent yet, its form named so (not as the footer's)", async () => {
    for (const name of ['newsletter', 'fleetQuote'] as const) {
      const document = await documentOf(await post(name, name === 'newsletter' ? { email: 'a@b.example' } : QUOTE, { stamp: '' }))
      const heading = fn.site.words[name].heading
      expect(document.title).toBe(`Not sent yet: ${heading} | Global Salvage India`)
      expect(document.querySelector('[data-form-result] form')!.getAttribute('aria-label')).toBe(`Not sent yet: ${heading}`)
    }
  })

  it("gives every answer of its own the site's security headers, as `_headers` gives the pages", async () => {
    const sent = await post('newsletter', { email: 'headers@fleet.example' }, { ip: '203.0.113.5' })
    const answers: Record<string, Response> = {
      'a sent request (303)': sent,
      'the request shown back (200)': await post('newsletter', { email: 'a@b.example' }, { stamp: '' }),
      'another site (403)': await post('newsletter', { email: 'a@b.example' }, { headers: { 'Sec-Fetch-Site': 'cross-site' } }),
      'no such form (404)': (await fn.form(new Request(`${fn.site.origin}/forms/send/quote`, { method: 'POST', body: '' }), {}))!,
      'a GET of a post address (405)': await get('/forms/send/newsletter', '203.0.113.5'),
      'a POST of a result (405)': (await fn.form(
        new Request(`${fn.site.origin}/forms/newsletter/problem/1-abcdefghijklmnop`, { method: 'POST' }),
        {},
      ))!,
      'too large (413)': await post('newsletter', {}, { body: `email=${'a'.repeat(200_000)}` }),
      'a result gone (404, the HTML page)': await get('/forms/newsletter/problem/1-abcdefghijklmnop', '203.0.113.5'),
    }
    expect(Object.values(answers).map((res) => res.status)).toEqual([303, 200, 403, 404, 405, 405, 413, 404])
    for (const [what, res] of Object.entries(answers))
      expect(
        ['strict-transport-security', 'x-content-type-options', 'x-frame-options'].map((name) => res.headers.get(name)),
        what,
      ).toEqual(['max-age=63072000; includeSubDomains', 'nosniff', 'DENY'])
  })

  it("refuses a date that does not exist, saying so in the CMS's words: nothing sent", async () => {
    const res = await post('preArrival', { ...ARRIVAL, eta: `${YEAR}-02-31T10:00` }, { ip: '203.0.113.6' })
    const document = await documentOf(await get(res.headers.get('location')!, '203.0.113.6'))
    const eta = fn.site.words.preArrival.fields.find((field) => field.name === 'eta')!
    expect([...document.querySelectorAll('.error-summary li')].map((li) => li.textContent)).toEqual([
      `${eta.label}: that day does not exist. Check the day and the month.`,
    ])
    expect(calls()).toEqual([])
    // 29 February of a leap year is a day (one of the years the forms take: there is always one).
    const leap = [YEAR - 1, YEAR, YEAR + 1, YEAR + 2].find((year) => year % 4 === 0)!
    expect((await post('preArrival', { ...ARRIVAL, eta: `${leap}-02-29T10:00` }, { ip: '203.0.113.6' })).headers.get('location')).toBe(
      '/forms/pre-arrival/sent',
    )
  })

  it('keeps the send limit with many posts of one client in flight at once: never more than SEND_LIMIT sends', async () => {
    const errs: string[] = []
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errs.push(args.join(' ')))
    // Posts that come a few milliseconds apart and take more or less time (the site's page read in 0 to 300 ms).
    fn.site.answerAfter(() => Math.random() * 300)
    const answers = await Promise.all(
      Array.from({ length: SEND_LIMIT + 5 }, async (_, i) => {
        await new Promise((done) => setTimeout(done, i * 10))
        return post('newsletter', { email: `crew+${i}@fleet.example` }, { ip: '203.0.113.7' })
      }),
    ).finally(() => fn.site.answerAfter(() => 0))
    // A guard not read (the store failing) is logged: said here if the limit did not hold.
    expect(calls(), errs.join('\n')).toHaveLength(SEND_LIMIT)
    const locations = answers.map((res) => res.headers.get('location')!)
    expect(locations.filter((location) => location === '/forms/newsletter/sent')).toHaveLength(SEND_LIMIT)
    const held = locations.filter((location) => location !== '/forms/newsletter/sent')
    expect(held).toHaveLength(5)
    expect(await (await get(held[0]!, '203.0.113.7')).text()).toContain('You can send again at')
  })
})
