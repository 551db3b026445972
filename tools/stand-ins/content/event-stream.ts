/** A server-sent event stream (the listen endpoint's and the Live Content API's): headers, retry, keepalive, cleanup. */
import type { IncomingMessage, ServerResponse } from 'node:http'

const KEEPALIVE_MS = 25_000

export function openEventStream(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>) {
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache',
    Connection: 'keep-alive',
    ...headers,
  })
  // Reconnect quickly after the backend restarts or resets.
  res.write('retry: 1000\n\n')
  const keepalive = setInterval(() => res.write(': keepalive\n\n'), KEEPALIVE_MS)
  keepalive.unref()
  const cleanups: Array<() => void> = [() => clearInterval(keepalive)]
  const close = () => cleanups.splice(0).forEach((fn) => fn())
  req.on('close', close)
  res.on('close', close)
  return {
    send: (event: string, data: unknown, id?: string) =>
      res.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    /** Runs `fn` once the client goes away. */
    onClose: (fn: () => void) => void cleanups.push(fn),
    end: () => res.end(),
  }
}
