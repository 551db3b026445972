/**
 * The form function in a storm (issue 62), as Netlify runs it: bundled by Netlify's bundler with the
 * build's copy of its pages (netlify-bundle.ts; the site itself gone, so nothing is read from it),
 * Netlify Blobs on @netlify/blobs' own local server behind a gate that misbehaves on demand
 * (tools/stand-ins/blobs-gate.ts), the email-manager stand-in at the network edge. Whatever the store
 * does (down, 503, 429, hanging, slow), a valid post sent without JavaScript is sent once and answered
 * with the site's page and headers: the store's failure decided by one request and its budget, never
 * retried. Each path asks few requests of the store; 200 posts at once are each sent once, none "try
 * again"; a double press with a hanging email-manager is answered within the function's guarantee.
 */
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStamp, SEND_LIMIT, type FormName } from '../../contract/forms'
import { ANSWER_WITHIN_MS } from '../../server/form-guards'
import { STORE_CALL_MS } from '../../server/form-store-blobs'
import { startGatedBlobs, type Behaviour } from '../../tools/stand-ins/blobs-gate'
import { startEmailManager } from '../../tools/stand-ins/email-manager/index'
import { startFormSite } from './form-site'
import { bundleFunctions, netlifyEnvironment, type Handler } from './netlify-bundle'

const SECRET = 'the-stamp-secret-of-the-storm-test'
const HEADERS = ['strict-transport-security', 'x-content-type-options', 'x-frame-options', 'content-security-policy']
const SITE_HEADERS = ['max-age=63072000; includeSubDomains', 'nosniff', 'DENY', "default-src 'self'"]

let manager: Awaited<ReturnType<typeof startEmailManager>>
let blobs: Awaited<ReturnType<typeof startGatedBlobs>>
let bundle: Awaited<ReturnType<typeof bundleFunctions<'form' | 'form-sweep'>>>
let form: Handler
let restore: () => void
let words: Awaited<ReturnType<typeof startFormSite>>['words']
let errors: string[]

beforeAll(async () => {
  const site = await startFormSite()
  words = site.words
  // The build's copy of the pages, as tools/site-build/form-pages.ts writes it; then the site is gone.
  const files = await site.bundled()
  await site.close()
  ;[manager, blobs, bundle] = await Promise.all([
    startEmailManager(),
    startGatedBlobs({ slowMs: STORE_CALL_MS / 10 }),
    bundleFunctions(['form', 'form-sweep'] as const, files),
  ])
  form = bundle.handlers.form
  restore = netlifyEnvironment(
    { FORM_STAMP_SECRET: SECRET, VITE_EMAIL_MANAGER_URL: manager.url, VITE_BUSINESS_ID: 'global-salvage-india', URL: site.origin },
    blobs,
  )
}, 120_000)
afterAll(async () => {
  restore()
  await Promise.all([manager.close(), blobs.close()])
  bundle.close()
})
beforeEach(async () => {
  blobs.behave('well')
  // The store done with the test before (a burst's requests, their posts gone on without them): each test its own store.
  await blobs.quiet()
  manager.manager.reset()
  errors = []
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.join(' ')))
})

let client = 0
/** A valid post of a form as a browser sends it without JavaScript, from a client of its own unless given. */
async function post(name: FormName, values: Record<string, string>, ip = `198.51.100.${++client % 250}`) {
  const body = new URLSearchParams({ gsi_stamp: await makeStamp(SECRET, name, Date.now() - 60_000), gsi_hp_ref: '', ...values })
  const slug = { preArrival: 'pre-arrival', fleetQuote: 'fleet-quote', newsletter: 'newsletter' }[name]
  const request = new Request(`https://site.example/forms/send/${slug}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    body,
  })
  const started = Date.now()
  const res = (await form(request, { ip }))!
  return { res, ms: Date.now() - started }
}
const signup = (email: string, ip?: string) => post('newsletter', { email, source: 'website_footer' }, ip)
const sentTo = (email: string) => manager.manager.calls.filter((call) => JSON.stringify(call.body).includes(email))
/** The store requests made while `work` ran. */
async function storeRequests<T>(work: () => Promise<T>) {
  const before = blobs.requests.length
  const value = await work()
  return { value, methods: blobs.requests.slice(before).map(({ method }) => method) }
}

describe('the form function when the store fails or stalls', () => {
  it.each<Behaviour>(['down', '503', '429', 'hang'])(
    'store %s: the post is sent once, unguarded, answered with the success page, after one store request and its budget',
    async (behaviour) => {
      blobs.behave(behaviour)
      const email = `storm-${behaviour}@fleet.example`
      const { value, methods } = await storeRequests(() => signup(email))
      expect([value.res.status, value.res.headers.get('location')]).toEqual([303, '/forms/newsletter/sent'])
      expect(HEADERS.slice(0, 3).map((name) => value.res.headers.get(name))).toEqual(SITE_HEADERS.slice(0, 3))
      expect(sentTo(email)).toHaveLength(1)
      // One request, never retried: the store's failure (or its budget, for a store that hangs) decided.
      expect(methods).toEqual(['GET'])
      expect(errors.join('\n')).toContain('(sent unguarded)')
      if (behaviour === 'hang') expect(value.ms).toBeGreaterThanOrEqual(STORE_CALL_MS)
      expect(value.ms).toBeLessThan(ANSWER_WITHIN_MS)
    },
  )

  it.each<Behaviour>(['503', '429', 'hang'])(
    'store reads well, writes %s: no write failing is taken for one made; the post is sent once, unguarded',
    async (behaviour) => {
      blobs.behave(behaviour, { writes: true })
      const email = `storm-writes-${behaviour}@fleet.example`
      const { value, methods } = await storeRequests(() => signup(email))
      expect(value.res.headers.get('location')).toBe('/forms/newsletter/sent')
      expect(sentTo(email)).toHaveLength(1)
      // The read, then the claim that failed: nothing more asked of the store.
      expect(methods).toEqual(['GET', 'PUT'])
      expect(errors.join('\n')).toContain('(sent unguarded)')
      expect(value.ms).toBeLessThan(ANSWER_WITHIN_MS)
    },
  )

  it('store slow (each answer a tenth of its budget late): the guards still hold, in 3 requests', async () => {
    blobs.behave('slow')
    const { value, methods } = await storeRequests(() => signup('storm-slow@fleet.example'))
    expect(value.res.headers.get('location')).toBe('/forms/newsletter/sent')
    expect(methods).toEqual(['GET', 'PUT', 'PUT'])
    expect(errors).toEqual([])
    // Sent again, the same request is recognised through the slow store: not sent twice.
    expect((await signup('storm-slow@fleet.example', `198.51.100.${client % 250}`)).res.headers.get('location')).toBe(
      '/forms/newsletter/sent',
    )
    expect(sentTo('storm-slow@fleet.example')).toHaveLength(1)
  })

  it("store down and the email-manager failing: the site's failure page, with the site's headers, at once", async () => {
    blobs.behave('503')
    await fetch(`${manager.url}/_fail`, { method: 'POST', body: JSON.stringify({ times: 1, status: 503 }) })
    const { value, methods } = await storeRequests(() =>
      post('fleetQuote', {
        companyName: 'Storm Lines',
        contactName: 'Asha',
        email: 'asha@fleet.example',
        phone: '+44 20 7946 0321',
        fleetSize: '6-10',
        annualPortCalls: '40',
        message: 'Cyclone warning: two tankers.',
      }),
    )
    expect(value.res.status).toBe(502)
    expect(HEADERS.map((name) => value.res.headers.get(name))).toEqual(SITE_HEADERS)
    const html = await value.res.text()
    expect(html).toContain(words.fleetQuote.messages.failed)
    expect(html).toContain('Cyclone warning: two tankers.')
    expect(methods).toEqual(['GET'])
  })

  it.each<Behaviour>(['503', 'hang'])(
    'store %s when a result is asked for: its page says to reload it in a minute (503), within the guarantee; the store back, it shows',
    async (behaviour) => {
      const { res } = await post('newsletter', { email: 'not an address', source: 'website_footer' })
      const location = res.headers.get('location')!
      expect([res.status, location]).toEqual([303, expect.stringMatching(/^\/forms\/newsletter\/problem\//)])
      const page = () => {
        const started = Date.now()
        return form(new Request(`https://site.example${location}`), {}).then((answer) => ({ answer: answer!, ms: Date.now() - started }))
      }
      blobs.behave(behaviour)
      const { answer, ms } = await page()
      expect([answer.status, answer.headers.get('retry-after')]).toEqual([503, '60'])
      expect(HEADERS.map((name) => answer.headers.get(name))).toEqual(SITE_HEADERS)
      const { words: own, supportEmail } = words.newsletter
      expect(await answer.text()).toContain(own.resultUnreadable.replace('{email}', supportEmail))
      expect(errors.join('\n')).toContain('could not read a result for its page')
      expect(ms).toBeLessThan(ANSWER_WITHIN_MS)
      blobs.behave('well')
      const back = (await page()).answer
      expect(back.status).toBe(200)
      expect(await back.text()).not.toContain(own.resultUnreadable.replace('{email}', supportEmail))
    },
  )

  it('the sweep, its store hanging, ends after its budget with a clear status', async () => {
    blobs.behave('hang')
    const res = (await bundle.handlers['form-sweep'](new Request('https://site.example/.netlify/functions/form-sweep'), {}))!
    const text = await res.text()
    expect([res.status, text], text).toEqual([503, expect.stringMatching(/^Not swept: .*no answer within/)])
  })
})

describe('the form function under load', () => {
  it('asks at most 4 store requests of a send and of a post past the limit (3 each)', async () => {
    const ip = '203.0.113.99'
    const sends = []
    for (let i = 0; i < SEND_LIMIT; i++) sends.push((await storeRequests(() => signup(`limit-${i}@fleet.example`, ip))).methods)
    expect(sends.every((methods) => methods.join() === 'GET,PUT,PUT')).toBe(true)
    const past = await storeRequests(() => signup('limit-past@fleet.example', ip))
    expect(past.value.res.headers.get('location')).toMatch(/^\/forms\/newsletter\/problem\//)
    expect(past.methods).toEqual(['GET', 'PUT', 'PUT'])
    expect(manager.manager.calls).toHaveLength(SEND_LIMIT)
  })

  it('200 valid posts at once: none answered "try again", none sent twice, each sent or told so', async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => signup(`burst-${i}@fleet.example`, `192.0.2.${i}`)))
    const said = answers.map(({ res }) =>
      res.status === 303 ? res.headers.get('location')!.replace(/problem\/.*/, 'problem') : res.status,
    )
    // Sent; or, on a machine too busy for the email-manager stand-in to answer in time, "we could not confirm"
    // (its page kept, or answered at once: 202). Never 503.
    expect(said.filter((answer) => !['/forms/newsletter/sent', '/forms/newsletter/problem', 202].includes(answer))).toEqual([])
    const calls = manager.manager.calls.map((call) => JSON.stringify(call.body).match(/burst-\d+@/)?.[0])
    expect(calls.length).toBe(new Set(calls).size)
    const sent = answers.flatMap(({ res }, i) => (res.headers.get('location') === '/forms/newsletter/sent' ? [`burst-${i}@`] : []))
    expect(sent.filter((email) => !calls.includes(email))).toEqual([])
    // On a machine not starved, every one of them is sent.
    if (answers.every(({ ms }) => ms < ANSWER_WITHIN_MS / 2)) expect(sent).toHaveLength(200)
  }, 60_000)

  it('a double press with a hanging email-manager: sent once, both answered within the guarantee, neither an error', async () => {
    const calls: ServerResponse[] = []
    const hanging = createServer((_req, res) => void calls.push(res))
    await new Promise<void>((done) => hanging.listen(0, '127.0.0.1', done))
    const before = process.env.VITE_EMAIL_MANAGER_URL
    process.env.VITE_EMAIL_MANAGER_URL = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`
    // The function's budgets run on the process's own time (server/own-clock.ts): a process kept from
    // running (other test files on both cores) answers later by the wall, not sooner by skipping a guard.
    const lag = monitorEventLoopDelay({ resolution: 20 })
    lag.enable()
    try {
      const asked = blobs.requests.length
      const wall = Date.now()
      const both = await Promise.all([signup('twice@fleet.example', '203.0.113.50'), signup('twice@fleet.example', '203.0.113.50')])
      lag.disable()
      // Said on a failure: what the endpoint logged (which guard let the second post go), the store's
      // requests meanwhile and how long each took to answer, the process's longest delay, the wall time.
      const store = blobs.requests.slice(asked).map(({ method, took }) => `${method} ${took ?? 'unanswered'}`)
      const said = [...errors, `store: ${store.join(', ')}; longest delay ${Math.round(lag.max / 1e6)} ms; ${Date.now() - wall} ms in all`]
      expect(calls, said.join('\n')).toHaveLength(1)
      const starved = lag.max / 1e6 > 250
      for (const { res, ms } of both) {
        expect(res.headers.get('location')).toMatch(/^\/forms\/newsletter\/problem\//)
        if (!starved) expect(ms).toBeLessThan(ANSWER_WITHIN_MS)
      }
    } finally {
      lag.disable()
      process.env.VITE_EMAIL_MANAGER_URL = before
      for (const res of calls) res.destroy()
      hanging.closeAllConnections()
      await new Promise<void>((done) => hanging.close(() => done()))
    }
  }, 60_000)
})
