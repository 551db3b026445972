import { MAX_LENGTH } from '../../contract/email-manager.ts'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startEmailManager } from '../../tools/stand-ins/email-manager/index.ts'

let api: Awaited<ReturnType<typeof startEmailManager>>
const BIZ = 'global-salvage-india'
const ORIGIN = 'http://site.test:4173'

beforeAll(async () => {
  api = await startEmailManager()
})
afterAll(() => api.close())
beforeEach(() => api.manager.reset())

async function call(method: string, path: string, body?: unknown, raw?: string) {
  const res = await fetch(api.url + path, {
    method,
    // The site calls the API from its own origin; the outbox and call log are read by local tools (no Origin).
    headers: { 'Content-Type': 'application/json', ...(path.startsWith('/api/') ? { Origin: ORIGIN } : {}) },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers }
}

const signupBody = (email: string) => ({
  email,
  business_id: BIZ,
  journey_state: 'newsletter_signup',
  metadata: { source: 'website_footer', preferences: { compliance: true, emergency: true, newsletter: true } },
})

/** Signs up and returns the token from the confirmation mail's link. */
async function subscribe(email = 'captain+1@fleet.example') {
  const res = await call('POST', '/api/brain/signup', signupBody(email))
  expect(res.status).toBe(201)
  const mail = (await call('GET', '/outbox.json')).body[0]
  const link = new URL(mail.links[0].href)
  return { email, token: link.searchParams.get('token')!, link, mail }
}

describe('local email-manager', () => {
  it('signup creates a pending subscriber and mails a working /confirm link on the site origin', async () => {
    const { link, mail, token, email } = await subscribe()
    expect(mail.to).toEqual({ email })
    expect(mail.template_id).toBe('subscription_confirmation')
    expect(link.origin).toBe(ORIGIN)
    expect(link.pathname).toBe('/confirm')
    expect(link.searchParams.get('email')).toBe(email)
    expect(token).toMatch(/^[\w-]{20,}$/)
    expect(api.manager.subscribers.size).toBe(1)
    expect([...api.manager.subscribers.values()][0].status).toBe('pending')
  })

  it('gives every subscriber a different random token', async () => {
    const a = await subscribe('a@fleet.example')
    const b = await subscribe('b@fleet.example')
    expect(a.token).not.toBe(b.token)
  })

  it('a new signup of an unsubscribed address turns marketing back on only after confirmation', async () => {
    const { email, token } = await subscribe()
    expect((await call('POST', '/api/brain/confirm', { email, token, business_id: BIZ })).status).toBe(200)
    expect((await call('POST', '/api/brain/unsubscribe', { email, business_id: BIZ })).status).toBe(200)
    const prefs = () => call('GET', `/api/brain/preferences/${encodeURIComponent(email)}?business_id=${BIZ}&token=${token}`)
    const off = { compliance: false, emergency: false, newsletter: false, transactional: true }
    expect((await prefs()).body.preferences).toEqual(off)

    expect((await call('POST', '/api/brain/signup', signupBody(email))).status).toBe(200)
    expect((await prefs()).body.preferences).toEqual(off)
    const mail = (await call('GET', '/outbox.json')).body[0]
    expect(mail.template_id).toBe('subscription_confirmation')

    const link = new URL(mail.links[0].href)
    expect((await call('POST', '/api/brain/confirm', { email, token: link.searchParams.get('token'), business_id: BIZ })).status).toBe(200)
    expect((await prefs()).body.preferences).toEqual({ compliance: true, emergency: true, newsletter: true, transactional: true })
  })

  it('confirm checks the token', async () => {
    const { email, token } = await subscribe()
    expect(await call('POST', '/api/brain/confirm', { email, token: 'wrong', business_id: BIZ })).toMatchObject({
      status: 400,
      body: { detail: 'Invalid or expired confirmation link' },
    })
    const ok = await call('POST', '/api/brain/confirm', { email, token, business_id: BIZ })
    expect(ok.status).toBe(200)
    expect([...api.manager.subscribers.values()][0].status).toBe('confirmed')
    // A welcome mail with working preferences and unsubscribe links.
    const welcome = (await call('GET', '/outbox.json')).body[0]
    expect(welcome.links.map((l: { href: string }) => new URL(l.href).pathname)).toEqual(['/email-preferences', '/unsubscribe'])
  })

  it('preferences GET and PUT need the right token; the email is URL-encoded in the path', async () => {
    const { email, token } = await subscribe()
    const path = `/api/brain/preferences/${encodeURIComponent(email)}`
    expect((await call('GET', `${path}?business_id=${BIZ}&token=nope`)).status).toBe(403)
    expect((await call('GET', `${path}?business_id=${BIZ}`)).status).toBe(400)
    const got = await call('GET', `${path}?business_id=${BIZ}&token=${token}`)
    expect(got.status).toBe(200)
    expect(got.body.preferences).toEqual({ compliance: true, emergency: true, newsletter: true, transactional: true })

    const prefs = { compliance: true, emergency: false, newsletter: true, transactional: true }
    expect((await call('PUT', path, { business_id: BIZ, token: 'nope', preferences: prefs })).status).toBe(403)
    const put = await call('PUT', path, { business_id: BIZ, token, preferences: prefs })
    expect(put.status).toBe(200)
    expect((await call('GET', `${path}?business_id=${BIZ}&token=${token}`)).body.preferences).toEqual(prefs)
    const off = await call('PUT', path, { business_id: BIZ, token, preferences: { ...prefs, transactional: false } })
    expect(off.status).toBe(400)
    expect(off.body.detail).toMatch(/cannot be turned off/)
  })

  it('unsubscribe turns the marketing preferences off', async () => {
    const { email, token } = await subscribe()
    const res = await call('POST', '/api/brain/unsubscribe', { email, business_id: BIZ })
    expect(res.status).toBe(200)
    const got = await call('GET', `/api/brain/preferences/${encodeURIComponent(email)}?business_id=${BIZ}&token=${token}`)
    expect(got.body.preferences).toEqual({ compliance: false, emergency: false, newsletter: false, transactional: true })
    expect((await call('POST', '/api/brain/unsubscribe', { email: 'nobody@x.example', business_id: BIZ })).status).toBe(404)
  })

  it('send stores the mail it would deliver', async () => {
    const body = {
      recipient: { email: 'desk@globalsalvage.test', name: 'Global Salvage Support Team' },
      template_id: 'pre_arrival_request',
      email_type: 'transactional',
      business_id: BIZ,
      data: { vesselName: 'MV Test', imo: '1234567', port: 'Mundra' },
    }
    const res = await call('POST', '/api/brain/send', body)
    expect(res.status).toBe(200)
    const mail = (await call('GET', '/outbox.json')).body[0]
    expect(mail).toMatchObject({ template_id: 'pre_arrival_request', email_type: 'transactional', to: body.recipient, data: body.data })
    expect(mail.subject).toContain('MV Test')
    expect((await call('POST', '/api/brain/send', { ...body, recipient: { email: 'bad' } })).status).toBe(400)
    expect((await call('POST', '/api/brain/send', { ...body, data: undefined })).status).toBe(400)
  })

  it("refuses texts longer than the site's own field limits, with a detail", async () => {
    const body = (data: Record<string, string>) => ({
      recipient: { email: 'desk@globalsalvage.test' },
      template_id: 'fleet_quote_request',
      email_type: 'transactional',
      business_id: BIZ,
      data,
    })
    expect((await call('POST', '/api/brain/send', body({ message: 'x'.repeat(MAX_LENGTH.message!) }))).status).toBe(200)
    const tooLong = await call('POST', '/api/brain/send', body({ message: 'x'.repeat(MAX_LENGTH.message! + 1) }))
    expect(tooLong.status).toBe(422)
    expect(tooLong.body.detail).toBe(`data.message is longer than ${MAX_LENGTH.message} characters`)
    const email = await call('POST', '/api/brain/send', body({ customerEmail: `${'a'.repeat(250)}@x.example` }))
    expect(email.status).toBe(422)
    // The limits fit real entries (contract/email-manager.ts): two phone numbers with separators, a long company name.
    const real = { phone: '+91 22 1234 5678 / +91 98765 43210', companyName: `${'Arabian Sea Shipping & Logistics '.repeat(4)}Pvt Ltd` }
    expect((await call('POST', '/api/brain/send', body(real))).status).toBe(200)
    const phone = await call('POST', '/api/brain/send', body({ phone: '1'.repeat(MAX_LENGTH.phone! + 1) }))
    expect(phone.status).toBe(422)
    expect(phone.body.detail).toBe(`data.phone is longer than ${MAX_LENGTH.phone} characters`)
    // Characters as a person counts them: an emoji is one (two UTF-16 units), a flag is one (four).
    const ship = '\u{1F6A2}'
    expect((await call('POST', '/api/brain/send', body({ contactName: `MV ${ship.repeat(MAX_LENGTH.contactName! - 3)}` }))).status).toBe(
      200,
    )
    expect((await call('POST', '/api/brain/send', body({ contactName: `MV ${ship.repeat(MAX_LENGTH.contactName! - 2)}` }))).status).toBe(
      422,
    )
  })

  it('answers bad requests with a 4xx and a detail', async () => {
    const cases: Array<[string, string, unknown, string | undefined, number]> = [
      ['POST', '/api/brain/signup', undefined, '{not json', 400],
      ['POST', '/api/brain/signup', undefined, '', 400],
      ['POST', '/api/brain/signup', { business_id: BIZ, journey_state: 'x' }, undefined, 400],
      ['POST', '/api/brain/signup', { ...signupBody('a@b.example'), business_id: 'someone-else' }, undefined, 404],
      ['POST', '/api/brain/signup', { ...signupBody('not-an-email') }, undefined, 400],
      ['POST', '/api/brain/confirm', { email: 'nobody@x.example', token: 't', business_id: BIZ }, undefined, 404],
      ['POST', '/api/brain/confirm', { email: 'a@b.example', business_id: BIZ }, undefined, 400],
      ['GET', '/api/brain/signup', undefined, undefined, 405],
      ['POST', '/api/brain/nothing', {}, undefined, 404],
    ]
    for (const [method, path, body, raw, status] of cases) {
      const res = await call(method, path, body, raw)
      expect(res.status, `${method} ${path} ${raw ?? JSON.stringify(body)}`).toBe(status)
      expect(typeof res.body.detail).toBe('string')
    }
  })

  it('answers CORS preflights and allows the calling origin', async () => {
    const res = await fetch(api.url + '/api/brain/preferences/x%40y.z', {
      method: 'OPTIONS',
      headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'content-type' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN)
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT')
    expect(res.headers.get('access-control-allow-headers')).toContain('content-type')
    const post = await call('POST', '/api/brain/unsubscribe', { email: 'x@y.z', business_id: BIZ })
    expect(post.headers.get('access-control-allow-origin')).toBe(ORIGIN)
  })

  it('records every call with its exact JSON body, and serves the outbox as HTML newest first with clickable links', async () => {
    const { email, token } = await subscribe('first@fleet.example')
    await subscribe('second@fleet.example')
    await call('POST', '/api/brain/confirm', { email, token, business_id: BIZ })
    const calls = (await call('GET', '/_calls')).body
    expect(calls.map((c: { method: string; path: string; status: number }) => `${c.method} ${c.path} ${c.status}`)).toEqual([
      'POST /api/brain/signup 201',
      'POST /api/brain/signup 201',
      'POST /api/brain/confirm 200',
    ])
    expect(calls[0].body).toEqual(signupBody('first@fleet.example'))
    const html = await (await fetch(api.url + '/outbox')).text()
    expect(html.indexOf('You are subscribed')).toBeLessThan(html.indexOf('Please confirm your subscription'))
    expect(html).toMatch(/<a href="http:\/\/site\.test:4173\/confirm\?email=second%40fleet\.example&amp;token=[\w-]+">/)
  })

  it('escapes what it shows in the outbox', async () => {
    await call('POST', '/api/brain/send', {
      recipient: { email: 'desk@globalsalvage.test', name: '<script>alert(1)</script>' },
      template_id: 'fleet_quote_request',
      email_type: 'transactional',
      business_id: BIZ,
      data: { companyName: '<img src=x onerror=alert(1)>' },
    })
    const html = await (await fetch(api.url + '/outbox')).text()
    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<img src=x')
    expect(html).toContain('&lt;img src=x')
  })

  it('passes other paths on when mounted as middleware', async () => {
    const { createEmailManager } = await import('../../tools/stand-ins/email-manager/index.ts')
    const manager = createEmailManager({ basePath: '/__email-manager' })
    let passed = false
    await manager.handle({ url: '/__content/x', method: 'GET', headers: {} } as never, {} as never, () => (passed = true))
    expect(passed).toBe(true)
  })
})

describe("the stand-in's own pages", () => {
  it('are not readable or resettable from other origins', async () => {
    for (const path of ['/outbox.json', '/_calls', '/_subscribers', '/outbox']) {
      const res = await fetch(api.url + path, { headers: { Origin: 'https://evil.example' } })
      expect(res.status, path).toBe(403)
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull()
    }
    const reset = await fetch(api.url + '/_reset', { method: 'POST', headers: { Origin: 'https://evil.example' } })
    expect(reset.status).toBe(403)
    const preflight = await fetch(api.url + '/_calls', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
  })
})
