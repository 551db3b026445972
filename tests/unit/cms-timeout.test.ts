/**
 * A CMS that does not answer fails a build within CMS_TIMEOUT_MS, once, instead of hanging it for
 * minutes of retries; a connection dropped on the way is asked again. The real @sanity/client
 * against servers that never answer, or drop the first connection.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientConfig, CMS_TIMEOUT_MS } from '~/content/config'
import { API_VERSION, CMS_READ_TRIES } from '../../contract/constants'
import { queryEndpoint } from '~/content/content-api'
import { unansweredWords } from '~/content/build-checks'

let server: Server
let requests = 0
beforeAll(async () => {
  server = createServer(() => void requests++)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

describe('a CMS that does not answer', () => {
  it('gives up after 30 s at build time, without asking again after a timeout', () => {
    expect(CMS_TIMEOUT_MS).toBe(30_000)
    const tries = { timeout: CMS_TIMEOUT_MS, maxRetries: CMS_READ_TRIES - 1 }
    expect(clientConfig({ localApiUrl: 'http://127.0.0.1:1' })).toMatchObject(tries)
    expect(clientConfig({ projectId: 'abc123' })).toMatchObject(tries)
  })

  it('fails the fetch once its timeout passes (here shortened), after one request', async () => {
    const { port } = server.address() as AddressInfo
    const client = createClient({ ...clientConfig({ localApiUrl: `http://127.0.0.1:${port}` }), timeout: 1_000 })
    const started = Date.now()
    await expect(client.fetch('*[_id == "siteSettings"][0]')).rejects.toThrow()
    // Seconds, not the minutes of retries (the timeout is 1 s; a busy machine adds to it).
    expect(Date.now() - started).toBeLessThan(10_000)
    // The request reached the server (on a busy machine, maybe only after the client had given up), and was not asked again.
    await expect.poll(() => requests).toBeGreaterThan(0)
    expect(requests).toBe(1)
  })
})

describe('a connection dropped on the way ("other side closed")', () => {
  it('is asked again at build time, and the answer that follows is used', async () => {
    let seen = 0
    const flaky = createServer((req, res) => {
      if (++seen === 1) return void req.socket.destroy()
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ result: { ok: true }, ms: 1 }))
    })
    await new Promise<void>((done) => flaky.listen(0, '127.0.0.1', done))
    try {
      const { port } = flaky.address() as AddressInfo
      const client = createClient({ ...clientConfig({ localApiUrl: `http://127.0.0.1:${port}` }), retryDelay: () => 10 })
      expect(await client.fetch('*[_id == "siteSettings"][0]')).toEqual({ ok: true })
      expect(seen).toBe(2)
    } finally {
      flaky.closeAllConnections()
      flaky.close()
    }
  })
})

describe('which Sanity API a build reads', () => {
  it('a build reads the live API, which holds what was just published; a browser reads the API CDN', () => {
    const build = createClient(clientConfig({ projectId: 'abc123', dataset: 'production' }))
    expect(build.config().useCdn).toBe(false)
    // A page asks over plain fetch (src/content/content-api.ts): Sanity's API CDN, or the local content API on its own origin.
    expect(queryEndpoint({ projectId: 'abc123', dataset: 'production', origin: 'https://www.example.com' })).toBe(
      `https://abc123.apicdn.sanity.io/v${API_VERSION}/data/query/production`,
    )
    expect(queryEndpoint({ origin: 'https://www.example.com' })).toBe(
      `https://www.example.com/__content/v${API_VERSION}/data/query/production`,
    )
  })
})

describe("a failed read, in the Site status's words", () => {
  /** The real client's error against a server that answers `answer` (or never answers). */
  async function errorOf(answer: ((req: IncomingMessage, res: ServerResponse) => void) | undefined, timeout = CMS_TIMEOUT_MS) {
    const cms = createServer(answer ?? (() => undefined))
    await new Promise<void>((done) => cms.listen(0, '127.0.0.1', done))
    try {
      const { port } = cms.address() as AddressInfo
      const client = createClient({ ...clientConfig({ localApiUrl: `http://127.0.0.1:${port}` }), timeout, retryDelay: () => 10 })
      return await client.fetch('*[_id == "siteSettings"][0]').then(
        () => expect.unreachable('the read succeeded'),
        (error: unknown) => error,
      )
    } finally {
      cms.closeAllConnections()
      cms.close()
    }
  }

  it("says what happened (no answer in time, a dropped connection, an error on its side, a refusal), never the error's own text", async () => {
    const silent = await errorOf(undefined, 300)
    const dropped = await errorOf((req) => req.socket.destroy())
    const outage = await errorOf((_, res) => res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":"down"}'))
    const refused = await errorOf((_, res) => res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"no"}'))
    expect([silent, dropped, outage, refused].map(unansweredWords)).toEqual([
      `the CMS did not answer within ${CMS_TIMEOUT_MS / 1000} seconds`,
      `the connection to the CMS failed (asked ${CMS_READ_TRIES} times)`,
      `the CMS answered with an error on its side (asked ${CMS_READ_TRIES} times)`,
      "the CMS refused the build's request",
    ])
    // Each error's own text ("fetch failed", "other side closed", "HTTP 503") is a developer's: in the build's log only.
    for (const error of [silent, dropped, outage, refused]) expect(unansweredWords(error)).not.toContain((error as Error).message)
  })
})
