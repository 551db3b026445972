/**
 * The publish function (server/publish-hook.ts, deployed as netlify/functions/publish.ts): a real
 * Request, the real @sanity/client writing the site status to the local content API, and Netlify's
 * build hook as a small HTTP server (the network edge). Then the build taking the waiting publishes
 * over (report-build.ts's recordBuilds): queued, building and live as one line in the Studio. The
 * scheduled rebuild, which asks through the same hook: scheduled-rebuild.test.ts.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BUILD_STATUS_ID, type BuildEntry } from '../../contract/build-status'
import { BUILD_HOOK_TIMEOUT_MS, FUNCTION_BUDGET_MS, handlePublish } from '../../server/publish-hook'
import { handleScheduled } from '../../server/scheduled-rebuild'
import { CLAIM_MS, CLAIM_PREFIX, forgetOldCalls, statusClient } from '../../server/site-status'
import { recordBuilds } from '../../tools/preview/rebuild'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'

const SECRET = 'the-webhook-secret-of-this-test'
const NOW = Date.parse('2026-11-23T10:00:00Z')

let api: Awaited<ReturnType<typeof startContentApi>>
let hookUrl: string
let hookStatus: number
/** Netlify's hook hangs: it never answers. */
let hookHangs = false
const hookCalls: Array<{ url: string; body: string }> = []
const netlify = createServer(async (req: IncomingMessage, res) => {
  let body = ''
  for await (const chunk of req) body += chunk
  hookCalls.push({ url: req.url!, body })
  if (hookHangs) return
  res.writeHead(hookStatus).end()
})

beforeAll(async () => {
  await new Promise<void>((done) => netlify.listen(0, '127.0.0.1', done))
  hookUrl = `http://127.0.0.1:${(netlify.address() as AddressInfo).port}/build_hooks/abc`
})
afterAll(async () => {
  await new Promise<void>((done) => netlify.close(() => done()))
})
// A content API of its own for each test: a call a test gave up on (answered 503 past its budget on a
// busy machine) may still reach the API after the test has ended, as in production; here it lands in
// that test's store, never in the next test's site status.
beforeEach(async () => {
  api = await startContentApi({ store: new ContentStore() })
  hookCalls.length = 0
  hookStatus = 200
  hookHangs = false
})
afterEach(() => api.close())

const env = () => ({ SANITY_WEBHOOK_SECRET: SECRET, NETLIFY_BUILD_HOOK: hookUrl, LOCAL_CONTENT_API_URL: api.url })
const status = () => (api.store.docs.get(BUILD_STATUS_ID)?.builds as BuildEntry[] | undefined) ?? []

/** The webhook's call as Sanity makes it: the projection `{_id, _type}`, signed at `signedAt`. */
async function webhook(document: unknown, { secret = SECRET, signedAt = NOW, sign = true } = {}) {
  const body = JSON.stringify(document)
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (sign) headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, signedAt, secret)
  return new Request('https://site.example/.netlify/functions/publish', { method: 'POST', headers, body })
}

const publish = async (document: unknown, options?: Parameters<typeof webhook>[1]) =>
  handlePublish(await webhook(document, options), env(), NOW)

/** The scheduled rebuild at `at`: it asks for a waiting build nobody asked for (its asker stopped). */
const safetyNet = (at: number) =>
  handleScheduled({ LOCAL_CONTENT_API_URL: api.url, NETLIFY_BUILD_HOOK: hookUrl }, at, async () => ({ alerts: [], notices: [] }))

/**
 * A publish as Sanity's webhook makes it: the call made again while it is answered 503 (the site
 * status did not answer in time, as on a busy machine); the last answer's status.
 */
async function publishAsSanity(document: unknown) {
  const call = await webhook(document)
  for (let tries = 1; ; tries++) {
    const res = await handlePublish(call.clone(), env(), NOW)
    if (res.status !== 503 || tries === 20) return res.status
  }
}

describe('the publish function', () => {
  it('shows the publish as queued, then asks Netlify for the build with the webhook body', async () => {
    const res = await publish({ _id: 'port.mumbai', _type: 'port' })
    expect(res.status).toBe(202)
    expect(status()).toEqual([
      {
        _key: expect.any(String),
        state: 'queued',
        queuedAt: '2026-11-23T10:00:00.000Z',
        documents: ['port.mumbai'],
        claimedAt: '2026-11-23T10:00:00.000Z',
        requested: true,
      },
    ])
    expect(hookCalls).toHaveLength(1)
    expect(JSON.parse(hookCalls[0]!.body)).toEqual({ _id: 'port.mumbai', _type: 'port' })
    expect(new URL(hookCalls[0]!.url, hookUrl).searchParams.get('trigger_title')).toBe('Published port port.mumbai')
  })

  it('collects publishes before the build starts into the one waiting build, asked of Netlify once, even when they arrive together', async () => {
    const earlier = { _key: 'earlier', state: 'live' as const, queuedAt: '2026-11-22T10:00:00.000Z', documents: ['faq.one'] }
    api.store.transaction((tx) => tx.put({ _id: BUILD_STATUS_ID, _type: 'siteBuildStatus', builds: [earlier] }))
    const answers = await Promise.all([
      publishAsSanity({ _id: 'port.mumbai', _type: 'port' }),
      publishAsSanity({ _id: 'pageCopy.home', _type: 'pageCopy' }),
      publishAsSanity({ _id: 'siteSettings', _type: 'siteSettings' }),
    ])
    // Taken (202), or taken by a try before whose answer came too late (200: its document is on its way).
    expect(answers.filter((answer) => answer !== 202 && answer !== 200)).toEqual([])
    expect(status().map((build) => build.state)).toEqual(['queued', 'live'])
    expect([...status()[0]!.documents].sort()).toEqual(['pageCopy.home', 'port.mumbai', 'siteSettings'])
    if (!hookCalls.length) await safetyNet(NOW + CLAIM_MS)
    expect(status()[0]!.requested).toBe(true)
    expect(hookCalls).toHaveLength(1)
    // One more, while Netlify has not started: it joins the build asked for.
    expect((await publish({ _id: 'port.kochi', _type: 'port' })).status).toBe(202)
    expect(status()[0]!.documents).toContain('port.kochi')
    expect(hookCalls).toHaveLength(1)
  })

  it('makes one build of a bulk publish (a hundred at once), with every document listed, however slow the machine', async () => {
    // Each call as Sanity makes it: made again while answered 503 (the status did not answer in time: a busy machine).
    const ids = Array.from({ length: 100 }, (_, i) => `port.bulk-${i}`)
    const answers = await Promise.all(ids.map((_id) => publishAsSanity({ _id, _type: 'port' })))
    // Taken (202), or taken by a try before whose answer came too late (200: its document is on its way).
    expect(answers.filter((answer) => answer !== 202 && answer !== 200)).toEqual([])
    expect(status().map((build) => build.state)).toEqual(['queued'])
    expect([...status()[0]!.documents].sort()).toEqual([...ids].sort())
    // The function that started the waiting build asked for it; or, stopped before it could (no answer
    // in time), the scheduled rebuild asks for it once its claim is over.
    if (!hookCalls.length) await safetyNet(NOW + CLAIM_MS)
    expect(hookCalls).toHaveLength(1)
    expect(status()[0]!.requested).toBe(true)
    // Later runs of the schedule ask for nothing more.
    await safetyNet(NOW + 2 * CLAIM_MS)
    expect(hookCalls).toHaveLength(1)
  }, 120_000)

  it('takes a signed call once: a replay of it within its five minutes changes nothing and builds nothing', async () => {
    const call = await webhook({ _id: 'port.mumbai', _type: 'port' })
    expect((await handlePublish(call.clone(), env(), NOW)).status).toBe(202)
    const before = status()
    const replay = await handlePublish(call.clone(), env(), NOW + 60_000)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ replayed: 'port.mumbai' })
    expect(hookCalls).toHaveLength(1)
    expect(status()).toEqual(before)
    // A call of its own (another signature) is taken.
    expect((await publish({ _id: 'port.kandla', _type: 'port' }, { signedAt: NOW + 1000 })).status).toBe(202)
    // The memory of calls lasts as long as a signature is valid: older ones are removed.
    expect([...api.store.docs.keys()].filter((id) => id.startsWith(`${BUILD_STATUS_ID}.seen.`))).toHaveLength(2)
    // Those past their window are removed (by each function that asks for a build, beside the hook, when time allows).
    await handlePublish(await webhook({ _id: 'port.vadinar', _type: 'port' }, { signedAt: NOW + 10 * 60_000 }), env(), NOW + 10 * 60_000)
    await forgetOldCalls(statusClient(env())!, 5 * 60_000, new Date(NOW + 10 * 60_000))
    expect([...api.store.docs.keys()].filter((id) => id.startsWith(`${BUILD_STATUS_ID}.seen.`))).toHaveLength(1)
  })

  it('asks again when the function that began asking stopped (its claim is over 30 s old), and fails a build never started within an hour', async () => {
    const stalled = { _key: 'stalled', state: 'queued' as const, queuedAt: new Date(NOW - 60_000).toISOString(), documents: ['faq.one'] }
    api.store.transaction((tx) =>
      tx.put({ _id: BUILD_STATUS_ID, _type: 'siteBuildStatus', builds: [{ ...stalled, claimedAt: new Date(NOW - 40_000).toISOString() }] }),
    )
    expect((await publish({ _id: 'port.mumbai', _type: 'port' })).status).toBe(202)
    expect(hookCalls).toHaveLength(1)
    expect(status()).toEqual([
      expect.objectContaining({
        _key: 'stalled',
        state: 'queued',
        requested: true,
        documents: expect.arrayContaining(['faq.one', 'port.mumbai']),
      }),
    ])
    expect(status()[0]!.documents).toHaveLength(2)

    const forgotten = { ...stalled, _key: 'forgotten', queuedAt: new Date(NOW - 2 * 60 * 60 * 1000).toISOString(), requested: true }
    // With the claim it was started by, still there (no build has been asked for since, so none was forgotten).
    api.store.transaction((tx) => {
      tx.put({ _id: BUILD_STATUS_ID, _type: 'siteBuildStatus', builds: [forgotten] })
      tx.put({ _id: `${CLAIM_PREFIX}after.none`, _type: 'siteBuildStatus.claim', at: forgotten.queuedAt })
    })
    expect((await publish({ _id: 'port.kochi', _type: 'port' })).status).toBe(202)
    expect(status().map(({ _key, state, documents }) => [_key === 'forgotten' ? _key : 'new', state, documents])).toEqual([
      ['new', 'queued', ['port.kochi']],
      ['forgotten', 'failed', ['faq.one']],
    ])
    expect(status()[1]!.reason).toMatch(/did not start this build within an hour/)
  })

  it('refuses a call Sanity did not sign, signed with another secret, or over five minutes from now: 401, nothing written or built', async () => {
    for (const options of [
      { sign: false },
      { secret: 'another-secret-of-16-chars' },
      { signedAt: NOW - 6 * 60 * 1000 },
      { signedAt: NOW + 6 * 60 * 1000 },
    ]) {
      const res = await publish({ _id: 'port.mumbai', _type: 'port' }, options)
      expect(res.status, JSON.stringify(options)).toBe(401)
    }
    // The same body, signed, but altered on the way.
    const signed = await webhook({ _id: 'port.mumbai', _type: 'port' })
    const altered = new Request(signed.url, {
      method: 'POST',
      headers: signed.headers,
      body: JSON.stringify({ _id: 'port.kochi', _type: 'port' }),
    })
    expect((await handlePublish(altered, env(), NOW)).status).toBe(401)
    expect(status()).toEqual([])
    expect(hookCalls).toEqual([])
    // Sanity's retry a few minutes later still counts.
    expect((await publish({ _id: 'port.mumbai', _type: 'port' }, { signedAt: NOW - 4 * 60 * 1000 })).status).toBe(202)
  })

  it('answers 405 to another method, 400 to a body that is not {_id, _type}, 500 when not set up', async () => {
    expect((await handlePublish(new Request('https://site.example/x'), env(), NOW)).status).toBe(405)
    for (const body of [{ _id: 'port.mumbai' }, { _id: '../etc', _type: 'port' }, ['port.mumbai']]) {
      expect((await publish(body)).status, JSON.stringify(body)).toBe(400)
    }
    const unset = await handlePublish(await webhook({ _id: 'port.mumbai', _type: 'port' }), { ...env(), SANITY_WEBHOOK_SECRET: '' }, NOW)
    expect(unset.status).toBe(500)
    // A body past 16 kB, declared or not, is not read on.
    const large = JSON.stringify({ _id: 'port.mumbai', _type: 'port', pad: 'x'.repeat(20_000) })
    expect((await publish(JSON.parse(large))).status).toBe(413)
    const declared = await webhook({ _id: 'port.mumbai', _type: 'port' })
    declared.headers.set('content-length', '20000')
    expect((await handlePublish(declared, env(), NOW)).status).toBe(413)
    // Another variable of the environment that is wrong does not stop publishing.
    expect((await publish({ _id: 'port.mumbai', _type: 'port' }, {})).status).toBe(202)
    expect(
      (await handlePublish(await webhook({ _id: 'port.kochi', _type: 'port' }), { ...env(), SITE_IMG_SRC: 'data:' }, NOW)).status,
    ).toBe(202)
    api.store.transaction((tx) => tx.remove(BUILD_STATUS_ID))
    hookCalls.length = 0
    expect(status()).toEqual([])
    expect(hookCalls).toEqual([])
  })

  it('when Netlify does not take the build: the waiting build is failed with why, and 502 so that Sanity tries again', async () => {
    hookStatus = 500
    const res = await publish({ _id: 'port.mumbai', _type: 'port' })
    expect(res.status).toBe(502)
    expect(status()).toEqual([
      expect.objectContaining({
        state: 'failed',
        documents: ['port.mumbai'],
        reason: expect.stringMatching(/^The CDN did not accept the build: Netlify answered 500/),
      }),
    ])
    // Sanity's retry, accepted this time: a new waiting build.
    hookStatus = 200
    expect((await publish({ _id: 'port.mumbai', _type: 'port' })).status).toBe(202)
    expect(status().map((build) => build.state)).toEqual(['queued', 'failed'])
  })
})

describe('a build hook that hangs', () => {
  it('is given up on before Netlify stops the function: the build is failed with why, and the next publish asks again', async () => {
    hookHangs = true
    const started = Date.now()
    const res = await publish({ _id: 'port.mumbai', _type: 'port' })
    expect(Date.now() - started).toBeLessThan(BUILD_HOOK_TIMEOUT_MS + 2000)
    expect(res.status).toBe(502)
    expect(status()).toEqual([
      expect.objectContaining({
        state: 'failed',
        reason: expect.stringContaining(`Netlify did not answer within ${BUILD_HOOK_TIMEOUT_MS / 1000} s`),
      }),
    ])
    hookHangs = false
    expect((await publish({ _id: 'port.kandla', _type: 'port' })).status).toBe(202)
    expect(hookCalls).toHaveLength(2)
    expect(status().map((build) => build.state)).toEqual(['queued', 'failed'])
  }, 15_000)
})

describe('a content API that hangs or is down', () => {
  it('hangs: answered 503 well under the 10 s Netlify gives the function, no build asked for (Sanity makes the call again)', async () => {
    expect(FUNCTION_BUDGET_MS).toBeLessThanOrEqual(8000)
    // Accepts every connection, answers none.
    const hung = createServer(() => undefined)
    await new Promise<void>((done) => hung.listen(0, '127.0.0.1', done))
    try {
      const cms = `http://127.0.0.1:${(hung.address() as AddressInfo).port}`
      const started = Date.now()
      const answers = await Promise.all(
        ['port.mumbai', 'port.kandla', 'port.paradip'].map(async (id) =>
          handlePublish(await webhook({ _id: id, _type: 'port' }), { ...env(), LOCAL_CONTENT_API_URL: cms }, NOW),
        ),
      )
      expect(Date.now() - started).toBeLessThan(FUNCTION_BUDGET_MS)
      expect(answers.map((res) => [res.status, res.headers.get('retry-after')])).toEqual(answers.map(() => [503, '30']))
      expect(await answers[0]!.json()).toEqual({
        error: expect.stringMatching(/^The site status did not answer within 4(\.5)? s: no build asked for; make the call again$/),
      })
      expect(hookCalls).toEqual([])
    } finally {
      hung.closeAllConnections()
      hung.close()
    }
  }, 30_000)

  it('down (nothing listens): the build is asked for every publish without it, and the answer says so', async () => {
    const closed = createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    const cms = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`
    await new Promise((done) => closed.close(done))
    const answers = await Promise.all(
      ['port.mumbai', 'port.kandla'].map(async (id) =>
        handlePublish(await webhook({ _id: id, _type: 'port' }), { ...env(), LOCAL_CONTENT_API_URL: cms }, NOW),
      ),
    )
    expect(answers.map((res) => res.status)).toEqual([202, 202])
    expect(await answers[0]!.json()).toEqual({
      queued: 'port.mumbai',
      unavailable: ['The site status could not be reached (ECONNREFUSED): the build is asked for without it'],
    })
    expect(hookCalls.map((call) => JSON.parse(call.body)._id).sort()).toEqual(['port.kandla', 'port.mumbai'])
  })
})

describe('the build that follows (report-build.ts)', () => {
  it('takes the waiting publishes over: one line from queued to building to live', async () => {
    await publish({ _id: 'port.mumbai', _type: 'port' })
    await publish({ _id: 'pageCopy.home', _type: 'pageCopy' }, { signedAt: NOW + 1000 })
    const record = (await recordBuilds({ LOCAL_CONTENT_API_URL: api.url }))!
    const entry: BuildEntry = { _key: 'build-1', state: 'building', queuedAt: '2026-11-23T10:02:00.000Z', documents: ['pageCopy.home'] }
    await record(entry)
    expect(status()).toEqual([
      {
        _key: 'build-1',
        state: 'building',
        queuedAt: '2026-11-23T10:00:00.000Z',
        documents: ['pageCopy.home', 'port.mumbai'],
      },
    ])
    // A publish during the build waits for the next one.
    await publish({ _id: 'port.kochi', _type: 'port' })
    await record(entry, { ok: true, output: [] })
    expect(status().map(({ _key, state, documents }) => [_key === 'build-1' ? 'build-1' : 'next', state, documents])).toEqual([
      ['next', 'queued', ['port.kochi']],
      ['build-1', 'live', ['pageCopy.home', 'port.mumbai']],
    ])
  })
})
