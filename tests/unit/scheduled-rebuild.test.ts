/**
 * Dated content on time in production: the scheduled function (server/scheduled-rebuild.ts,
 * every minute on Netlify) asks for a build at a moment that came with no build made for it, and
 * ahead of the next one, for its clock, as far ahead as the builds took; the build that follows
 * (tools/site-build/reported-build.ts, as report-build.ts runs it on Netlify) reads that clock in the Site
 * status, is made for it, and waits for the moment before it ends. The real @sanity/client writing
 * the site status to the local content API, Netlify's build hook as a small HTTP server (the network
 * edge), the build a real process; the clock a test's own.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BUILD_STATUS_ID, type BuildEntry } from '../../contract/build-status'
import { handlePublish } from '../../server/publish-hook'
import { handleScheduled } from '../../server/scheduled-rebuild'
import { recordBuilds } from '../../tools/preview/rebuild'
import { reportedBuild } from '../../tools/site-build/reported-build'
import { startBuild } from '../../server/site-status'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'

const NOW = Date.parse('2026-11-23T10:00:00Z')

let api: Awaited<ReturnType<typeof startContentApi>>
let hookUrl: string
let hookStatus: number
const hookCalls: Array<{ url: string; body: string }> = []
const netlify = createServer(async (req: IncomingMessage, res) => {
  let body = ''
  for await (const chunk of req) body += chunk
  hookCalls.push({ url: req.url!, body })
  res.writeHead(hookStatus).end()
})

beforeAll(async () => {
  api = await startContentApi({ store: new ContentStore() })
  await new Promise<void>((done) => netlify.listen(0, '127.0.0.1', done))
  hookUrl = `http://127.0.0.1:${(netlify.address() as AddressInfo).port}/build_hooks/abc`
})
afterAll(async () => {
  await api.close()
  await new Promise<void>((done) => netlify.close(() => done()))
})
beforeEach(() => {
  for (const id of [...api.store.docs.keys()]) if (id.startsWith(BUILD_STATUS_ID)) api.store.transaction((tx) => tx.remove(id))
  hookCalls.length = 0
  hookStatus = 200
})

const env = () => ({ NETLIFY_BUILD_HOOK: hookUrl, LOCAL_CONTENT_API_URL: api.url })
const status = () => (api.store.docs.get(BUILD_STATUS_ID)?.builds as BuildEntry[] | undefined) ?? []
const setStatus = (builds: BuildEntry[]) =>
  api.store.transaction((tx) => tx.put({ _id: BUILD_STATUS_ID, _type: 'siteBuildStatus', builds }))
const run = (at: number) => handleScheduled(env(), at)
const title = (n: number) => new URL(hookCalls[n]!.url, hookUrl).searchParams.get('trigger_title')
const built = (startedAt: string): BuildEntry => ({ _key: 'b1', state: 'live', queuedAt: startedAt, startedAt, documents: [] })
const kandla = {
  _id: 'notice.kandla-jetty',
  _type: 'notice',
  title: 'Kandla oil jetty 3 closed',
  slug: { _type: 'slug', current: 'kandla-jetty' },
  publishedAt: '2026-11-20',
  alert: true,
  alertStarts: '2026-11-23T09:58:00.000Z',
  alertEnds: '2026-11-26T12:30:00.000Z',
}

describe('the scheduled rebuild (every minute in production), at a moment', () => {
  beforeEach(() => api.store.transaction((tx) => tx.put(kandla)))
  afterAll(() => api.store.transaction((tx) => tx.remove(kandla._id)))

  it('asks Netlify for a build once an alert started since the last build, the Site status saying why, and not again after', async () => {
    setStatus([built('2026-11-23T09:00:00.000Z')])
    const res = await run(NOW)
    expect(res.status).toBe(202)
    expect(hookCalls).toHaveLength(1)
    expect(title(0)).toBe('Scheduled: the alert "Kandla oil jetty 3 closed" starts')
    expect(status()[0]).toMatchObject({ state: 'queued', requested: true, scheduled: 'the alert "Kandla oil jetty 3 closed" starts' })
    expect(status()[0]!.clock).toBeUndefined()
    // The next minute: the build is waiting for Netlify, which will read the content as it is then.
    expect((await run(NOW + 60_000)).status).toBe(200)
    expect(hookCalls).toHaveLength(1)
    // Netlify built it (report-build.ts takes the waiting build over): nothing due until the alert ends.
    const record = (await recordBuilds({ LOCAL_CONTENT_API_URL: api.url }))!
    const at = new Date(NOW + 90_000).toISOString()
    await record({ _key: 'b2', state: 'building', queuedAt: at, startedAt: at, documents: [] })
    expect(status()[0]).toMatchObject({ _key: 'b2', state: 'building', scheduled: 'the alert "Kandla oil jetty 3 closed" starts' })
    expect((await run(NOW + 5 * 60_000)).status).toBe(200)
    expect(hookCalls).toHaveLength(1)
    expect((await run(Date.parse(kandla.alertEnds) + 30_000)).status).toBe(202)
    expect(hookCalls).toHaveLength(2)
    expect(title(1)).toBe('Scheduled: the alert "Kandla oil jetty 3 closed" ends')
  })

  it('asks for nothing when no moment came since the last build, and asks again the next minute when Netlify refused', async () => {
    setStatus([built('2026-11-23T09:59:00.000Z')])
    expect((await run(NOW)).status).toBe(200)
    expect(hookCalls).toHaveLength(0)
    setStatus([built('2026-11-23T09:00:00.000Z')])
    hookStatus = 500
    expect((await run(NOW)).status).toBe(502)
    expect(status()[0]).toMatchObject({
      state: 'failed',
      reason: expect.stringMatching(
        /^The CDN did not accept the build: Netlify answered 500.*The scheduled check asks again within a minute\.$/,
      ),
    })
    hookStatus = 200
    expect((await run(NOW + 60_000)).status).toBe(202)
    expect(hookCalls).toHaveLength(2)
  })

  it('asks again once when the build of a moment failed (it put nothing live), then leaves it to the next publish', async () => {
    const failed = (key: string, startedAt: string): BuildEntry => ({
      ...built(startedAt),
      _key: key,
      state: 'failed',
      reason: 'The CMS did not answer.',
    })
    // The alert started at 09:58; the build asked for it started at 09:59 and failed.
    setStatus([failed('b2', '2026-11-23T09:59:00.000Z'), built('2026-11-23T09:00:00.000Z')])
    expect((await run(NOW)).status).toBe(202)
    expect(hookCalls).toHaveLength(1)
    // That build failed too: two in a row, nothing more asked.
    setStatus([
      failed('b3', new Date(NOW + 30_000).toISOString()),
      failed('b2', '2026-11-23T09:59:00.000Z'),
      built('2026-11-23T09:00:00.000Z'),
    ])
    expect((await run(NOW + 2 * 60_000)).status).toBe(200)
    expect(hookCalls).toHaveLength(1)
  })

  it('without a site status to read (no write token), asks for a moment of the last minute only, and never ahead', async () => {
    const noStatus = {
      NETLIFY_BUILD_HOOK: hookUrl,
      SANITY_PROJECT_ID: 'abc123',
      SANITY_API_WRITE_TOKEN: undefined,
      LOCAL_CONTENT_API_URL: api.url,
    }
    const read = async (since: number) => {
      const { createClient } = await import('@sanity/client')
      const { clientConfig } = await import('../../src/content/config')
      const { SCHEDULE_QUERY } = await import('../../contract/schedule')
      return createClient(clientConfig({ localApiUrl: api.url })).fetch(SCHEDULE_QUERY, { now: new Date(since).toISOString() })
    }
    // Two minutes after the start: the previous run (a minute ago) asked already.
    expect((await handleScheduled(noStatus, NOW + 2 * 60_000, read)).status).toBe(200)
    // A minute before the alert's end: the build could not read a clock, so nothing is asked ahead.
    expect((await handleScheduled(noStatus, Date.parse(kandla.alertEnds) - 60_000, read)).status).toBe(200)
    expect(hookCalls).toHaveLength(0)
    expect((await handleScheduled(noStatus, Date.parse(kandla.alertStarts) + 30_000, read)).status).toBe(202)
    expect(hookCalls).toHaveLength(1)
  })
})

describe('ahead of a moment: the scheduled function asks, the build reads the clock and waits', () => {
  // A circular set for 15:35 India time (10:05 UTC).
  const MINUTE = Date.parse('2026-11-23T10:05:00.000Z')
  const circular = {
    ...kandla,
    _id: 'notice.circular-1535',
    alert: false,
    title: 'A circular at 15:35',
    publishedAt: new Date(MINUTE).toISOString(),
  }
  /** The last build: asked for at 09:00, built in three minutes from that request (Netlify's queue, install and build). */
  const lastBuild: BuildEntry = {
    _key: 'b0',
    state: 'live',
    queuedAt: '2026-11-23T09:00:00.000Z',
    startedAt: '2026-11-23T09:01:00.000Z',
    finishedAt: '2026-11-23T09:03:00.000Z',
    documents: [],
  }
  let dir: string
  beforeEach(async () => {
    api.store.transaction((tx) => tx.put(circular))
    dir = await mkdtemp(join(tmpdir(), 'gsi-ahead-'))
  })
  afterEach(async () => {
    vi.useRealTimers()
    api.store.transaction((tx) => tx.remove(circular._id))
    await rm(dir, { recursive: true, force: true })
  })

  /** The build Netlify runs at `at` (the time faked): a process that writes the clock it was given; what it was made for, and the waits it made. */
  async function netlifyBuild(at: number, { code = 0, body }: { code?: number; body?: string } = {}) {
    vi.useFakeTimers({ toFake: ['Date'], now: at })
    const waits: Array<{ ms: number; status: BuildEntry }> = []
    const file = join(dir, `clock-${at}`)
    const script = `require('fs').writeFileSync(${JSON.stringify(file)}, process.env.SITE_BUILD_CLOCK ?? 'none'); process.exit(${code})`
    const exit = await reportedBuild(
      process.execPath,
      ['-e', script],
      { ...process.env, LOCAL_CONTENT_API_URL: api.url, INCOMING_HOOK_BODY: body },
      async (ms) => void waits.push({ ms, status: structuredClone(status()[0]!) }),
    )
    vi.useRealTimers()
    return { exit, clock: await readFile(file, 'utf8'), waits }
  }

  it('asks as far ahead as the builds took from their request (three minutes: 4 min 15 s, and the minute to the next run), for the moment’s clock', async () => {
    setStatus([lastBuild])
    expect((await run(MINUTE - 5 * 60_000 - 16_000)).status).toBe(200)
    expect(hookCalls).toHaveLength(0)
    const res = await run(MINUTE - 5 * 60_000 - 15_000)
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({
      due: false,
      reason: 'the notice "A circular at 15:35" is published',
      clock: new Date(MINUTE).toISOString(),
    })
    expect(title(0)).toBe('Scheduled ahead for 23 Nov, 15:35 India time: the notice "A circular at 15:35" is published')
    expect(JSON.parse(hookCalls[0]!.body)).toEqual({
      scheduled: 'the notice "A circular at 15:35" is published',
      clock: new Date(MINUTE).toISOString(),
    })
    expect(status()[0]).toMatchObject({ state: 'queued', requested: true, clock: new Date(MINUTE).toISOString() })
    // Waiting for Netlify: nothing more asked.
    expect((await run(MINUTE - 4 * 60_000)).status).toBe(200)
    expect(hookCalls).toHaveLength(1)
  })

  it('the build reads the clock in the Site status, is made for it, waits for the moment before it ends (Netlify deploys then), and nothing more is asked for it', async () => {
    setStatus([lastBuild])
    expect((await run(MINUTE - 4 * 60_000)).status).toBe(202)
    const started = MINUTE - 3 * 60_000
    const { exit, clock, waits } = await netlifyBuild(started)
    expect(exit).toBe(0)
    expect(clock).toBe(new Date(MINUTE).toISOString())
    // Built at 10:02: it waits the three minutes to its moment, the Site status saying it is built and waiting.
    expect(waits.map(({ ms }) => ms)).toEqual([MINUTE - started])
    expect(waits[0]!.status).toMatchObject({
      state: 'building',
      clock: new Date(MINUTE).toISOString(),
      builtAt: new Date(started).toISOString(),
    })
    expect(status()[0]).toMatchObject({
      state: 'live',
      clock: new Date(MINUTE).toISOString(),
      scheduled: 'the notice "A circular at 15:35" is published',
    })
    // While it waits, and after: the moment is built for.
    for (const at of [MINUTE - 2 * 60_000, MINUTE + 30_000]) expect((await run(at)).status).toBe(200)
    expect(hookCalls).toHaveLength(1)
  })

  it('a publish that joins the request makes it a build for its own time, which waits for nothing; the moment is asked for again after', async () => {
    setStatus([lastBuild])
    expect((await run(MINUTE - 4 * 60_000)).status).toBe(202)
    const { encodeSignatureHeader, SIGNATURE_HEADER_NAME } = await import('@sanity/webhook')
    const secret = 'the-webhook-secret-of-this-test'
    const body = JSON.stringify({ _id: 'port.mumbai', _type: 'port' })
    const signed = await encodeSignatureHeader(body, MINUTE - 4 * 60_000 + 5000, secret)
    const request = new Request('https://site.example/.netlify/functions/publish', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER_NAME]: signed },
      body,
    })
    expect((await handlePublish(request, { ...env(), SANITY_WEBHOOK_SECRET: secret }, MINUTE - 4 * 60_000 + 5000)).status).toBe(202)
    const { clock, waits } = await netlifyBuild(MINUTE - 3 * 60_000, { body })
    expect(clock).toBe('none')
    expect(waits).toEqual([])
    expect(status()[0]).toMatchObject({ state: 'live', documents: ['port.mumbai'] })
    expect(status()[0]!.clock).toBeUndefined()
    // Its minute is still to come, nearer than the lead: asked for ahead again.
    const again = await run(MINUTE - 2 * 60_000)
    expect(again.status).toBe(202)
    expect(status()[0]).toMatchObject({ state: 'queued', clock: new Date(MINUTE).toISOString() })
  })

  it('a build that fails waits for nothing; a clock that is no time, past, or over half an hour ahead is not taken', async () => {
    setStatus([lastBuild])
    expect((await run(MINUTE - 4 * 60_000)).status).toBe(202)
    const { exit, waits } = await netlifyBuild(MINUTE - 3 * 60_000, { code: 1 })
    expect(exit).toBe(1)
    expect(waits).toEqual([])
    expect(status()[0]).toMatchObject({ state: 'failed' })
    const starting = (clock: string): BuildEntry => {
      const entry: BuildEntry = {
        _key: 'n',
        state: 'building',
        queuedAt: new Date(NOW).toISOString(),
        startedAt: new Date(NOW).toISOString(),
        documents: [],
      }
      startBuild([{ _key: 'q', state: 'queued', queuedAt: new Date(NOW).toISOString(), documents: [], clock }], entry)
      return entry
    }
    expect(starting(new Date(NOW + 5 * 60_000).toISOString()).clock).toBe(new Date(NOW + 5 * 60_000).toISOString())
    for (const clock of ['tomorrow', new Date(NOW - 60_000).toISOString(), new Date(NOW + 31 * 60_000).toISOString()])
      expect(starting(clock).clock, clock).toBeUndefined()
  })
})
