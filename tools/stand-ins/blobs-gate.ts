/**
 * @netlify/blobs' own local server (BlobsServer) behind a small loopback gate, for the form store's
 * tests on the production path:
 * - As Netlify's service does, and the local server does not: a read gives the value's etag, and a
 *   conditional write (`onlyIfMatch`, `onlyIfNew`) is checked and written as one step (the local
 *   server checks, then writes: two at once can both succeed; its etag is its file's time, to the
 *   millisecond). The gate runs one key's writes one at a time and keeps each key's version.
 *   The values themselves are the local server's.
 * - As a store in a storm does (`behave`): down (the connection dropped), answering 503 or 429,
 *   hanging (never answering), or slow (each answer `slowMs` late); every request, or the writes alone.
 * It counts the requests that reach it (`requests`), by method and key.
 */
import { createServer, get, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getStore } from '@netlify/blobs'
import { BlobsServer } from '@netlify/blobs/server'

/** The gate's own path, answered at once, neither counted nor passed on (`quiet`). */
const QUIET_PATH = '/_gate/quiet'

export type Behaviour = 'well' | 'down' | '503' | '429' | 'hang' | 'slow'

/** The local Blobs server behind the gate, and a strongly consistent store `forms` on it (the tests' own reads and writes). */
export async function startGatedBlobs({ slowMs = 300 } = {}) {
  const directory = mkdtempSync(join(tmpdir(), 'gsi-blobs-'))
  const token = 'local-blobs-token'
  const server = new BlobsServer({ directory, token })
  const { port } = await server.start()
  const upstream = `http://127.0.0.1:${port}`
  let current: Behaviour = 'well'
  /** Whether the behaviour is the writes' alone (the reads answered well). */
  let writesOnly = false
  /** Each request as it came, and how long (wall, ms) the gate took to answer it once its body was in (a hanging one: never set). */
  const requests: Array<{ method: string; path: string; took?: number }> = []
  const versions = new Map<string, string>()
  let version = 0
  const queues = new Map<string, Promise<unknown>>()
  const hanging = new Set<ServerResponse>()
  const sockets = new Set<Socket>()

  /** One key's requests one after another (a listing, of no key, as it comes). */
  const inTurn = <T>(key: string | undefined, work: () => Promise<T>) => {
    if (!key) return work()
    const turn = (queues.get(key) ?? Promise.resolve()).then(work, work)
    queues.set(
      key,
      turn.catch(() => undefined),
    )
    return turn
  }

  async function pass(req: IncomingMessage, body: Buffer, key: string | undefined) {
    const method = req.method ?? 'GET'
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && !['host', 'if-match', 'connection', 'content-length'].includes(name)) headers.set(name, value)
    if (method === 'PUT' && key) {
      const ifMatch = req.headers['if-match']
      if (ifMatch && versions.get(key) !== ifMatch) return new Response(null, { status: 412 })
      if (req.headers['if-none-match'] === '*' && versions.has(key)) return new Response(null, { status: 412 })
    }
    // A read's version is the one before it read: what it reads is that or newer, so a write over it is never a lost one.
    const before = key && versions.get(key)
    const res = await fetch(upstream + req.url, { method, headers, body: method === 'PUT' ? new Uint8Array(body) : undefined })
    const answer = new Headers(res.headers)
    const data = Buffer.from(await res.arrayBuffer())
    if (key && method === 'PUT' && res.status === 200) {
      versions.set(key, `"v${++version}"`)
      answer.set('etag', versions.get(key)!)
    }
    if (method === 'DELETE') {
      // A key deleted, or the whole store (`deleteAll`).
      if (key) versions.delete(key)
      else versions.clear()
    }
    if (key && method === 'GET' && res.status === 200) answer.set('etag', before || '"v0"')
    answer.delete('content-length')
    answer.delete('transfer-encoding')
    return new Response(data.length ? data : null, { status: res.status, headers: answer })
  }

  /** Requests the gate has taken and not yet answered (or seen dropped by their client); `quiet` waits for none. */
  let open = 0
  let quieted: Array<() => void> = []
  const gate = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gate')
    if (url.pathname === QUIET_PATH) return void res.writeHead(204).end()
    open++
    res.on('close', () => {
      if (--open) return
      for (const wake of quieted) wake()
      quieted = []
    })
    // /<site>/<store>/<key…> is a key's; /<site>/<store>?prefix= a listing.
    const key = url.pathname.split('/').length > 3 ? decodeURIComponent(url.pathname) : undefined
    const seen: (typeof requests)[number] = { method: req.method ?? 'GET', path: url.pathname }
    requests.push(seen)
    const behaviour = writesOnly && req.method !== 'PUT' && req.method !== 'DELETE' ? 'well' : current
    if (behaviour === 'down') return void req.socket.destroy()
    if (behaviour === 'hang') return void hanging.add(res)
    if (behaviour === '503' || behaviour === '429') {
      res.writeHead(Number(behaviour), { 'Content-Type': 'text/plain' })
      return void res.end(`the store answers ${behaviour}`)
    }
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', async () => {
      const began = performance.now()
      res.on('finish', () => (seen.took = Math.round(performance.now() - began)))
      if (behaviour === 'slow') await new Promise((done) => setTimeout(done, slowMs))
      try {
        // One key's writes one at a time, each checked and written as one step; a read after the writes before it.
        const write = req.method === 'PUT' || req.method === 'DELETE'
        if (!write && key) await queues.get(key)
        const answer = await inTurn(write ? key : undefined, () => pass(req, Buffer.concat(chunks), key))
        res.writeHead(answer.status, Object.fromEntries(answer.headers))
        res.end(Buffer.from(await answer.arrayBuffer()))
      } catch (error) {
        res.writeHead(500)
        res.end((error as Error).message)
      }
    })
  })
  gate.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((done) => gate.listen(0, '127.0.0.1', done))
  const url = `http://127.0.0.1:${(gate.address() as AddressInfo).port}`
  const siteID = 'gsi-test-site'
  const store = getStore({ name: 'forms', siteID, token, apiURL: url, edgeURL: url, uncachedEdgeURL: url, consistency: 'strong' })
  return {
    store,
    /** What a function's Blobs context names: the gate's address, the site and the token. */
    url,
    siteID,
    token,
    /** How the store answers from now on: every request, or its writes only. */
    behave(next: Behaviour, { writes = false } = {}) {
      current = next
      writesOnly = writes
      for (const res of hanging) res.destroy()
      hanging.clear()
    },
    requests,
    /**
     * Resolves once the gate has taken every request sent to it before the call (a request of its own,
     * on a connection of its own, answered after those queued before it) and answered each: a test
     * after a burst starts on a store that is not still working through the burst's requests (those
     * whose posts went on without them, their budget spent, included). A hanging request is never
     * answered: after `behave`, which drops them.
     */
    async quiet() {
      await new Promise<void>((done, failed) =>
        get(url + QUIET_PATH, { agent: false }, (res) => res.resume().on('end', done)).on('error', failed),
      )
      if (open) await new Promise<void>((wake) => quieted.push(wake))
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((done) => gate.close(() => done()))
      await server.stop()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
