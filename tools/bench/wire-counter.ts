/**
 * Bytes on the wire, counted where they cross it: a TCP relay in front of the site (the preview
 * server), through which the browser reaches it. Every byte the browser sends and receives is
 * counted, whoever asked for it: the page, its service worker, and the browser itself (the worker's
 * update checks, which no page or worker reports, a request cut short, a response the browser
 * threw away). HTTP/1.1 as `npm run preview` speaks it, one request at a time on a connection (the
 * browser does not pipeline), so each exchange is its request line and the bytes until the next.
 *
 * Used by tools/bench/visit-bytes.ts (bench:bytes and the byte budgets' test, tests/e2e/bytes.spec.ts).
 */
import { connect, createServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/** One request and its answer as they crossed the wire: bytes sent (request line, headers, body) and received (status line, headers, body). */
export type Exchange = { method: string; path: string; sent: number; received: number }

const REQUEST_LINE = /^(GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS) (\S+) HTTP\/1\.[01]\r\n/

/** Starts the relay on a free loopback port, to `target` (an http origin); `stop()` ends it. */
export async function startWireCounter(target: string) {
  const { hostname, port } = new URL(target)
  const sockets = new Set<Socket>()
  let exchanges: Exchange[] = []
  let last = 0

  const server = createServer((client) => {
    const upstream = connect({ host: hostname, port: Number(port) })
    sockets.add(client).add(upstream)
    // Bytes before the first request line (none in practice) still count, under an exchange of their own.
    let current: Exchange | undefined
    const open = (method: string, path: string) => {
      current = { method, path, sent: 0, received: 0 }
      exchanges.push(current)
      return current
    }
    client.on('data', (chunk: Buffer) => {
      last = Date.now()
      const line = REQUEST_LINE.exec(chunk.subarray(0, 2048).toString('latin1'))
      const exchange = line ? open(line[1]!, line[2]!) : (current ?? open('?', '?'))
      exchange.sent += chunk.length
      upstream.write(chunk)
    })
    upstream.on('data', (chunk: Buffer) => {
      last = Date.now()
      ;(current ?? open('?', '?')).received += chunk.length
      client.write(chunk)
    })
    const close = () => {
      client.destroy()
      upstream.destroy()
      sockets.delete(client)
      sockets.delete(upstream)
    }
    client.on('close', close).on('error', close)
    upstream.on('close', close).on('error', close)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port: own } = server.address() as AddressInfo

  return {
    /** The relay's origin: give it to the browser instead of the site's. */
    base: `http://127.0.0.1:${own}`,
    /** When a byte last crossed, either way (ms since the epoch). */
    lastActivity: () => last,
    /** The exchanges since the last `take()`, and starts counting afresh. */
    take() {
      const taken = exchanges
      exchanges = []
      return taken
    },
    stop() {
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}
