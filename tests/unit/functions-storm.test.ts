/**
 * The publish function and the scheduled rebuild, from the bundles Netlify's bundler makes
 * (netlify-bundle.ts), against a store that misbehaves as in a platform incident: Netlify Blobs (the
 * records without the write token: @netlify/blobs' own server behind a misbehaving front) or Sanity's
 * API (the site status and the schedule: the local content API behind the same front) down, answering
 * 503 or 429, hanging, or slow past each call's budget. Each function answers within Netlify's limits
 * (10 s; the publish function's own budget is FUNCTION_BUDGET_MS) with a status saying what
 * happened, never trying a call again past its budget (the Blobs client would, five times, five
 * seconds apart).
 */
import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { FUNCTION_BUDGET_MS } from '../../server/publish-hook'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { startBlobs } from './form-site'
import { bundleFunctions, netlifyEnvironment } from './netlify-bundle'
import { startSanityHost } from './sanity-host'

const SECRET = 'the-webhook-secret-of-the-storm-test'
/** Netlify stops a function at 10 s. */
const NETLIFY_LIMIT_MS = 10_000
type Mode = 'down' | '503' | '429' | 'hang' | 'slow'
const MODES: Mode[] = ['down', '503', '429', 'hang', 'slow']

/** A front for `target` (an origin) that misbehaves as `mode` says ('ok': passes every request on); `calls` counts what reached it. */
async function unsteady(target: string) {
  let mode: Mode | 'ok' = 'ok'
  const calls = { count: 0 }
  const server: Server = createServer((req, res) => {
    calls.count++
    if (mode === '503' || mode === '429') return void res.writeHead(Number(mode), { 'content-type': 'text/plain' }).end('unavailable')
    if (mode === 'hang') return
    const pass = () => {
      const out = forward(new URL(req.url!, target), { method: req.method, headers: req.headers, agent: false }, (answer) => {
        res.writeHead(answer.statusCode!, answer.headers)
        answer.pipe(res)
      })
      out.on('error', () => res.destroy())
      // The caller gave up meanwhile: nothing passed on.
      res.on('close', () => out.destroy())
      if (res.destroyed) out.destroy()
      else req.pipe(out)
    }
    // Slow: answers, but five seconds on, past any call's budget.
    if (mode === 'slow') setTimeout(pass, 5000)
    else pass()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const open = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // Down: an address where nothing listens.
  const gone = createServer()
  await new Promise<void>((done) => gone.listen(0, '127.0.0.1', done))
  const closed = `http://127.0.0.1:${(gone.address() as AddressInfo).port}`
  await new Promise((done) => gone.close(done))
  return {
    calls,
    url: (as: Mode | 'ok') => ((mode = as) === 'down' ? closed : open),
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

let fns: Awaited<ReturnType<typeof bundleFunctions<'publish' | 'scheduled-rebuild'>>>
let blobs: Awaited<ReturnType<typeof startBlobs>>
let blobsFront: Awaited<ReturnType<typeof unsteady>>
let api: Awaited<ReturnType<typeof startContentApi>>
let apiFront: Awaited<ReturnType<typeof unsteady>>
let sanity: Awaited<ReturnType<typeof startSanityHost>>
let restore: () => void
const hookCalls: string[] = []
const netlify = createServer(async (req, res) => {
  for await (const chunk of req) void chunk
  hookCalls.push(new URL(req.url!, 'http://x').searchParams.get('trigger_title') ?? '')
  res.writeHead(200).end()
})
let hookUrl: string
/** An alert that started a moment ago: the scheduled rebuild has a build to ask for. */
const schedule = () => ({
  alerts: [
    {
      _id: 'notice.kandla',
      title: 'Kandla closed',
      alertStarts: new Date(Date.now() - 10_000).toISOString(),
      alertEnds: '2099-01-01T00:00:00Z',
    },
  ],
  notices: [],
})

beforeAll(async () => {
  await new Promise<void>((done) => netlify.listen(0, '127.0.0.1', done))
  hookUrl = `http://127.0.0.1:${(netlify.address() as AddressInfo).port}/build_hooks/storm`
  ;[fns, blobs, api, sanity] = await Promise.all([
    bundleFunctions(['publish', 'scheduled-rebuild'] as const),
    startBlobs(),
    startContentApi({ store: new ContentStore() }),
    startSanityHost('abc123', (path) => (/^\/v[\d-]+\/data\/query\/production\?/.test(path) ? { ms: 1, result: schedule() } : {})),
  ])
  ;[blobsFront, apiFront] = await Promise.all([unsteady(blobs.url), unsteady(api.url)])
  restore = netlifyEnvironment({ SANITY_WEBHOOK_SECRET: SECRET, NETLIFY_BUILD_HOOK: hookUrl }, blobs)
}, 180_000)
afterAll(async () => {
  restore?.()
  blobsFront?.close()
  apiFront?.close()
  fns?.close()
  netlify.closeAllConnections()
  await Promise.all([blobs?.close(), api?.close(), sanity?.close(), new Promise((done) => netlify.close(done))])
})
beforeEach(() => {
  hookCalls.length = 0
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  for (const name of ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_WRITE_TOKEN', 'LOCAL_CONTENT_API_URL', 'HTTPS_PROXY'])
    delete process.env[name]
})

/** Netlify Blobs' context, pointing at `url`. */
const blobsAt = (url: string) =>
  Buffer.from(JSON.stringify({ siteID: blobs.siteID, token: blobs.token, edgeURL: url, uncachedEdgeURL: url, apiURL: url })).toString(
    'base64',
  )

let signed = 0
async function call(_id: string) {
  const body = JSON.stringify({ _id, _type: 'port' })
  // A signature of its own for each call (a new second): never a replay of another.
  const headers = {
    'Content-Type': 'application/json',
    [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now() - ++signed * 1000, SECRET),
  }
  return new Request('https://site.example/.netlify/functions/publish', { method: 'POST', headers, body })
}

/** Runs `work`, with how long it took and its answer's status and body. */
async function timed(work: () => Promise<Response | undefined>) {
  const started = performance.now()
  const res = (await work())!
  return { ms: performance.now() - started, status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('Netlify Blobs misbehaving (no write token: the records are in Blobs)', () => {
  beforeEach(() => {
    // Sanity's hosted API (the schedule) at its own address, answering.
    Object.assign(process.env, { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', HTTPS_PROXY: sanity.proxy })
  })

  for (const mode of MODES) {
    it(`${mode}: the publish function asks for the build within its budget, saying Blobs did not answer`, async () => {
      process.env.NETLIFY_BLOBS_CONTEXT = blobsAt(blobsFront.url(mode))
      const before = blobsFront.calls.count
      const answer = await timed(async () => fns.handlers.publish(await call(`port.${mode}`), {}))
      expect(answer.ms).toBeLessThan(FUNCTION_BUDGET_MS)
      expect(answer.status).toBe(202)
      expect(answer.body).toEqual({
        queued: `port.${mode}`,
        unavailable: [expect.stringMatching(/^Netlify Blobs .*: the call was not checked against those taken before$/)],
      })
      expect(String((answer.body.unavailable as string[])[0])).toContain(
        {
          down: 'could not be reached',
          '503': 'answered 503',
          '429': 'answered 429',
          hang: 'did not answer within 1.5 s',
          slow: 'did not answer within 1.5 s',
        }[mode],
      )
      expect(hookCalls).toEqual([`Published port port.${mode}`])
      // Tried once: one call to Blobs (the record), none again.
      if (mode !== 'down') expect(blobsFront.calls.count - before).toBe(1)
    }, 30_000)

    it(`${mode}: the scheduled rebuild asks for the moment's build in time, saying Blobs did not answer`, async () => {
      process.env.NETLIFY_BLOBS_CONTEXT = blobsAt(blobsFront.url(mode))
      const answer = await timed(() => fns.handlers['scheduled-rebuild'](new Request('https://site.example/'), {}))
      expect(answer.ms).toBeLessThan(NETLIFY_LIMIT_MS)
      expect(answer.status).toBe(202)
      expect(answer.body).toMatchObject({
        due: true,
        reason: 'the alert "Kandla closed" starts',
        unavailable: [expect.stringMatching(/^Netlify Blobs .*: the moments were not checked against those asked for before$/)],
      })
      expect(hookCalls).toEqual(['Scheduled: the alert "Kandla closed" starts'])
    }, 30_000)
  }
})

describe("Sanity's API misbehaving (the site status and the schedule)", () => {
  beforeEach(() => {
    process.env.NETLIFY_BLOBS_CONTEXT = blobsAt(blobs.url)
  })

  for (const mode of MODES) {
    const stalls = mode === 'hang' || mode === 'slow'
    it(`${mode}: the publish function ends within its budget: ${stalls ? '503, no build (Sanity makes the call again)' : 'the build asked for without the status'}`, async () => {
      process.env.LOCAL_CONTENT_API_URL = apiFront.url(mode)
      const answer = await timed(async () => fns.handlers.publish(await call(`port.cms-${mode}`), {}))
      expect(answer.ms).toBeLessThan(FUNCTION_BUDGET_MS)
      if (stalls) {
        expect(answer.status).toBe(503)
        expect(answer.body.error).toMatch(/^The site status did not answer within [\d.]+ s: no build asked for; make the call again$/)
        expect(hookCalls).toEqual([])
      } else {
        expect(answer.status).toBe(202)
        expect(answer.body.unavailable).toEqual([
          `The site status ${mode === 'down' ? 'could not be reached (ECONNREFUSED)' : `answered ${mode}`}: the build is asked for without it`,
        ])
        expect(hookCalls).toEqual([`Published port port.cms-${mode}`])
      }
    }, 30_000)

    it(`${mode}: the scheduled rebuild ends in time, 503 saying the schedule could not be read`, async () => {
      process.env.LOCAL_CONTENT_API_URL = apiFront.url(mode)
      const answer = await timed(() => fns.handlers['scheduled-rebuild'](new Request('https://site.example/'), {}))
      expect(answer.ms).toBeLessThan(NETLIFY_LIMIT_MS)
      expect(answer.status).toBe(503)
      expect(answer.body.error).toMatch(/^The schedule could not be read: Sanity .*\. The next run reads it again\.$/)
      expect((answer.body.unavailable as string[])[0]).toMatch(/^The site status .*: only the last minute is looked at$/)
      expect(hookCalls).toEqual([])
    }, 30_000)
  }
})
