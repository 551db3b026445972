/**
 * What "Keep for offline" says a click costs and what the click keeps (src/offline/offers.ts, issue 54
 * item 3), and the relay that counts bytes where they cross the wire (tools/bench/wire-counter.ts,
 * item 7), which the byte budgets and that figure are held to in Chromium (tests/e2e/bytes.spec.ts).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import type { Offer } from '../../src/offline/names'
import { offerPlan } from '../../src/offline/offers'
import { startWireCounter } from '../../tools/bench/wire-counter'

const PORTS: Offer = {
  paths: ['/ports/a', '/ports/a.data', '/ports/b', '/ports/b.data', '/assets/port-1.js', '/assets/shell-1.js'],
  sizes: [15_000, 8_000, 16_000, 9_000, 3_000, 99_000],
  count: 2,
}

/** A device keeping `kept` in the worker's caches and `cached` in the browser's HTTP cache. */
const device = (kept: string[], cached: string[] = []) => ({
  kept: async (path: string) => kept.includes(path),
  cached: async (path: string) => cached.includes(path),
})

describe('what a click on "Keep for offline" costs and keeps', () => {
  it('on a device that keeps nothing: every file, as the build measured it on the wire', async () => {
    const plan = await offerPlan(PORTS, device([]))
    expect(plan.state).toEqual({ count: 2, bytes: 150_000, update: 48_000, kept: false })
    expect(plan.missing).toEqual(PORTS.paths)
  })

  it('leaves out what this device keeps, and the code already in the browser cache (fetched from there, nothing crosses the wire)', async () => {
    // The guide opened (its page kept, not its data), the shell loaded by the first page before the worker ran.
    const plan = await offerPlan(PORTS, device(['/ports/a'], ['/assets/shell-1.js', '/ports/b']))
    // A page in the browser's cache is asked for again (it may have changed): it counts; the hashed code never changes: it does not.
    expect(plan.state.bytes).toBe(8_000 + 16_000 + 9_000 + 3_000)
    expect(plan.missing).toEqual(['/ports/a.data', '/ports/b', '/ports/b.data', '/assets/port-1.js', '/assets/shell-1.js'])
    expect(plan.state.kept).toBe(false)
  })

  it('once all is kept: a click costs nothing new, and an update fetches the pages, data and PDFs again, at most their size', async () => {
    const plan = await offerPlan(PORTS, device(PORTS.paths))
    expect(plan.state).toEqual({ count: 2, bytes: 0, update: 48_000, kept: true })
    expect(plan.missing).toEqual([])
    expect(plan.again).toEqual(['/ports/a', '/ports/a.data', '/ports/b', '/ports/b.data'])
  })
})

describe('the relay that counts the wire', () => {
  const stops: Array<() => void> = []
  afterAll(() => stops.forEach((stop) => stop()))

  it('counts every byte each way, each request with its answer, on a connection that carries several', async () => {
    const server = createServer((request, response) => {
      const body = request.url?.startsWith('/big') ? 'x'.repeat(50_000) : 'small'
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(body.length) })
      response.end(body)
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    stops.push(() => server.close())
    const wire = await startWireCounter(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    stops.push(wire.stop)

    const { port } = new URL(wire.base)
    const socket = connect({ host: '127.0.0.1', port: Number(port) })
    const read: Buffer[] = []
    socket.on('data', (chunk: Buffer) => read.push(chunk))
    const received = () => Buffer.concat(read).length
    /** Sends a request and waits for its whole answer; returns the bytes sent and received. */
    const ask = async (path: string, length: number) => {
      const request = `GET ${path} HTTP/1.1\r\nHost: site\r\nConnection: keep-alive\r\nX-Padding: ${'p'.repeat(300)}\r\n\r\n`
      const before = received()
      socket.write(request)
      while (
        !Buffer.concat(read)
          .subarray(before)
          .toString('latin1')
          .endsWith('\r\n\r\n' + (length === 5 ? 'small' : 'x'.repeat(length)))
      )
        await new Promise((done) => setTimeout(done, 10))
      return { sent: Buffer.byteLength(request), received: received() - before }
    }
    const small = await ask('/small', 5)
    const big = await ask('/big?q=1', 50_000)
    socket.end()

    expect(wire.take()).toEqual([
      { method: 'GET', path: '/small', sent: small.sent, received: small.received },
      { method: 'GET', path: '/big?q=1', sent: big.sent, received: big.received },
    ])
    // The headers count too: more than the bodies.
    expect(big.received).toBeGreaterThan(50_000)
    // Counting starts afresh.
    expect(wire.take()).toEqual([])
  })
})
