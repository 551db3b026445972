/**
 * The publish function and the scheduled rebuild without SANITY_API_WRITE_TOKEN (no site status to
 * remember in), as Netlify runs them: bundled by Netlify's own bundler (@netlify/zip-it-and-ship-it),
 * called from the bundle with their environment as Netlify gives it (the variables, Netlify Blobs'
 * context pointing at @netlify/blobs' own local server). Sanity's hosted API (the schedule's query) is
 * a stand-in at its own address (sanity-host.ts), Netlify's build hook a small HTTP server. A signed publish replayed
 * within its five minutes asks for no second build, and the scheduled function run twenty times in the
 * minute an alert starts asks for one (server/build-requests.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getStore } from '@netlify/blobs'
import { zipFunction } from '@netlify/zip-it-and-ship-it'
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BUILD_REQUESTS_STORE } from '../../server/build-requests'
import { startBlobs } from './form-site'
import { startSanityHost } from './sanity-host'

const ROOT = join(import.meta.dirname, '../..')
const SECRET = 'the-webhook-secret-of-the-bundle-test'
type Handler = (request?: Request) => Promise<Response>

let dest: string
let blobs: Awaited<ReturnType<typeof startBlobs>>
let publish: Handler
let scheduled: Handler
let hookStatus = 200
const hookCalls: Array<{ title: string | null; body: string }> = []
const netlify = createServer(async (req, res) => {
  let body = ''
  for await (const chunk of req) body += chunk
  hookCalls.push({ title: new URL(req.url!, 'http://x').searchParams.get('trigger_title'), body })
  res.writeHead(hookStatus).end()
})
/** What Sanity's API answers the schedule's query (SCHEDULE_QUERY): the alerts and notices of the test. */
let schedule: { alerts: unknown[]; notices: unknown[] } = { alerts: [], notices: [] }
let sanity: Awaited<ReturnType<typeof startSanityHost>>
/** The paths Sanity's API was asked. */
const sanityCalls: string[] = []
const saved = { ...process.env }

beforeAll(async () => {
  dest = mkdtempSync(join(tmpdir(), 'gsi-functions-'))
  await new Promise<void>((done) => netlify.listen(0, '127.0.0.1', done))
  blobs = await startBlobs()
  sanity = await startSanityHost('abc123', (path) => {
    sanityCalls.push(path)
    return /^\/v[\d-]+\/data\/query\/production\?/.test(path) ? { ms: 1, result: schedule } : {}
  })
  const bundled = await Promise.all(
    ['publish', 'scheduled-rebuild'].map((name) =>
      zipFunction(join(ROOT, 'netlify/functions', `${name}.ts`), dest, { archiveFormat: 'none', basePath: ROOT, repositoryRoot: ROOT }),
    ),
  )
  const load = async (name: string) =>
    (
      (await import(pathToFileURL(join(bundled.find((result) => result?.name === name)!.path, `netlify/functions/${name}.mjs`)).href)) as {
        default: Handler
      }
    ).default
  ;[publish, scheduled] = await Promise.all([load('publish'), load('scheduled-rebuild')])
  // What Netlify gives the functions: the site's variables (scope Functions), no write token, and Blobs' context.
  for (const name of ['SANITY_API_WRITE_TOKEN', 'LOCAL_CONTENT_API_URL']) delete process.env[name]
  const url = blobs.url
  Object.assign(process.env, {
    SANITY_PROJECT_ID: 'abc123',
    SANITY_DATASET: 'production',
    SANITY_WEBHOOK_SECRET: SECRET,
    // The Sanity client's transport reads it; the functions' other requests (Node's fetch) do not.
    HTTPS_PROXY: sanity.proxy,
    NETLIFY_BUILD_HOOK: `http://127.0.0.1:${(netlify.address() as AddressInfo).port}/build_hooks/abc`,
    NETLIFY_BLOBS_CONTEXT: Buffer.from(
      JSON.stringify({ siteID: blobs.siteID, token: blobs.token, edgeURL: url, uncachedEdgeURL: url, apiURL: url }),
    ).toString('base64'),
  })
}, 120_000)
afterAll(async () => {
  process.env = saved
  await Promise.all([blobs.close(), sanity.close(), new Promise((done) => netlify.close(done))])
  rmSync(dest, { recursive: true, force: true })
})
beforeEach(() => {
  hookCalls.length = 0
  hookStatus = 200
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

/** The records the functions keep, in the site's store. */
const records = async (prefix: string) => {
  const store = getStore({
    name: BUILD_REQUESTS_STORE,
    siteID: blobs.siteID,
    token: blobs.token,
    apiURL: blobs.url,
    edgeURL: blobs.url,
    uncachedEdgeURL: blobs.url,
    consistency: 'strong',
  })
  return { store, keys: (await store.list({ prefix })).blobs.map((blob) => blob.key) }
}

/** Sanity's webhook call for a document, signed at `signedAt`; the same object each time it is replayed. */
async function webhook(_id: string, signedAt = Date.now()) {
  const body = JSON.stringify({ _id, _type: 'port' })
  const headers = { 'Content-Type': 'application/json', [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, signedAt, SECRET) }
  return () => new Request('https://site.example/.netlify/functions/publish', { method: 'POST', headers, body })
}

describe('without the write token, the functions remember in Netlify Blobs', () => {
  it('the publish function, from its bundle: a signed call replayed within its five minutes asks for no second build', async () => {
    // A record past its window (a signature of six minutes ago) is deleted on the way.
    const old = await records('calls/')
    await old.store.setJSON(`calls/${Date.now() - 6 * 60_000}-old`, { nonce: 'x', at: 0 })
    const call = await webhook('port.mumbai')
    expect((await publish(call())).status).toBe(202)
    expect(hookCalls).toHaveLength(1)
    for (let replay = 0; replay < 20; replay++) {
      const res = await publish(call())
      expect([res.status, await res.json()], `replay ${replay + 1}`).toEqual([200, { replayed: 'port.mumbai' }])
    }
    expect(hookCalls).toHaveLength(1)
    // A call of its own (another signature) asks for its build.
    expect((await publish((await webhook('port.kandla', Date.now() - 1000))())).status).toBe(202)
    expect(hookCalls.map((hook) => hook.title)).toEqual(['Published port port.mumbai', 'Published port port.kandla'])
    expect((await records('calls/')).keys).toHaveLength(2)
  })

  it('the publish function: a call Netlify did not take is forgotten, so that Sanity’s retry of it asks again', async () => {
    const call = await webhook('port.kochi')
    hookStatus = 500
    expect((await publish(call())).status).toBe(502)
    hookStatus = 200
    expect((await publish(call())).status).toBe(202)
    expect((await publish(call())).status).toBe(200)
    expect(hookCalls).toHaveLength(2)
  })

  it('the scheduled function, from its bundle, run twenty times in the minute an alert starts: one build asked for', async () => {
    const starts = new Date(Date.now() - 1).toISOString()
    schedule = {
      alerts: [{ _id: 'notice.kandla-jetty', title: 'Kandla oil jetty 3 closed', alertStarts: starts, alertEnds: '2099-01-01T00:00:00Z' }],
      notices: [],
    }
    const answers: number[] = []
    for (let run = 0; run < 20; run++) answers.push((await scheduled()).status)
    expect(answers).toEqual([202, ...Array(19).fill(200)])
    expect(sanityCalls.length).toBeGreaterThanOrEqual(20)
    expect(hookCalls.map((hook) => hook.title)).toEqual(['Scheduled: the alert "Kandla oil jetty 3 closed" starts'])
    expect((await records('moments/')).keys).toHaveLength(1)
  })

  it('the scheduled function: a build Netlify did not take is asked for again at the next run, then no more', async () => {
    schedule = {
      alerts: [],
      notices: [{ _id: 'notice.circular', title: 'A circular', publishedAt: new Date(Date.now() - 1).toISOString() }],
    }
    hookStatus = 500
    expect((await scheduled()).status).toBe(502)
    hookStatus = 200
    expect([(await scheduled()).status, (await scheduled()).status]).toEqual([202, 200])
    expect(hookCalls.map((hook) => hook.title)).toEqual(Array(2).fill('Scheduled: the notice "A circular" is published'))
  })
})
