/**
 * The Studio's realtime socket (`ws://…/v2022-06-30/socket/<dataset>`), as Sanity's serves it to
 * the Studio's presence: who else has the Studio open and where (the avatars beside a document and
 * its fields). JSON-RPC 2.0 over a WebSocket (the Studio's client is @sanity/bifur-client):
 *
 * - `presence_subscribe` answers a subscription id; from then on the socket gets every other
 *   session's presence events as `presence_subscription` notifications of that id;
 * - `presence_announce` (`{data: {sessionId, locations}}`) tells the others where a session is:
 *   `{type: 'state', i: <user>, m: {sessionId, locations}}`;
 * - `presence_rollcall` (`{session}`) asks the others to announce themselves: `{type: 'rollCall', i, session}`;
 * - `presence_disconnect` (`{session}`) says a session left: `{type: 'disconnect', i, m: {session}}`,
 *   which is also sent for each session of a socket that closes without saying so (a crashed tab);
 * - `presence_unsubscribe` ends a subscription; `authorization` (a token, never sent offline) is accepted.
 *
 * Offline there is one user (the local editor): two tabs of the Studio see each other's sessions.
 * Only loopback host names and the Studio's origins (or local programs, without an Origin) connect.
 */
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { randomUUID } from 'node:crypto'
import { WebSocketServer, type WebSocket } from 'ws'

/** The socket's path: any API version, the one dataset. */
const SOCKET_PATH = /^\/v[\w.-]+\/socket\/([\w-]+)$/
/** The largest message a Studio sends is a session's locations: a few kB. */
const MAX_MESSAGE_BYTES = 256 * 1024

type Request = { jsonrpc?: unknown; method?: unknown; params?: unknown; id?: unknown }
type PresenceEvent = Record<string, unknown>

export type Presence = {
  /** Takes the upgrade when it is the socket's path (true), else leaves it (false). */
  upgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean
  /** Closes every socket (the server is stopping). */
  close: () => void
}

export function createPresence(options: {
  dataset: string
  identity: string
  isLoopbackHost: (host: string) => boolean
  isAllowedOrigin: (origin: string | undefined) => boolean
}): Presence {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES })
  /** Each open socket's presence subscriptions, and the sessions it announced. */
  const sockets = new Map<WebSocket, { subscriptions: Set<string>; sessions: Set<string> }>()

  const send = (ws: WebSocket, message: unknown) => {
    if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message))
  }

  /** A presence event to every other socket's subscriptions. */
  const broadcast = (from: WebSocket | undefined, result: PresenceEvent) => {
    for (const [ws, { subscriptions }] of sockets) {
      if (ws === from) continue
      for (const subscription of subscriptions)
        send(ws, { jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result } })
    }
  }

  const stringOf = (value: unknown) => (typeof value === 'string' && value.length <= 200 ? value : undefined)

  function answer(ws: WebSocket, request: Request) {
    const state = sockets.get(ws)!
    const params = (typeof request.params === 'object' && request.params !== null ? request.params : {}) as Record<string, unknown>
    const id = request.id
    const reply = (result: unknown) => id !== undefined && send(ws, { jsonrpc: '2.0', id, result })
    const fail = (code: number, message: string) => id !== undefined && send(ws, { jsonrpc: '2.0', id, error: { code, message } })
    switch (request.method) {
      case 'authorization':
        return reply(true)
      case 'presence_subscribe': {
        const subscription = randomUUID()
        state.subscriptions.add(subscription)
        return reply(subscription)
      }
      case 'presence_unsubscribe':
        state.subscriptions.delete(String(params.subscriptionId))
        return reply(true)
      case 'presence_announce': {
        const data = (typeof params.data === 'object' && params.data !== null ? params.data : {}) as Record<string, unknown>
        const sessionId = stringOf(data.sessionId)
        if (!sessionId || !Array.isArray(data.locations)) return fail(-32602, 'presence_announce needs data.sessionId and data.locations')
        state.sessions.add(sessionId)
        broadcast(ws, { type: 'state', i: options.identity, m: { sessionId, locations: data.locations } })
        return reply(true)
      }
      case 'presence_rollcall': {
        const session = stringOf(params.session)
        if (!session) return fail(-32602, 'presence_rollcall needs a session')
        broadcast(ws, { type: 'rollCall', i: options.identity, session })
        return reply(true)
      }
      case 'presence_disconnect': {
        const session = stringOf(params.session)
        if (!session) return fail(-32602, 'presence_disconnect needs a session')
        state.sessions.delete(session)
        broadcast(ws, { type: 'disconnect', i: options.identity, m: { session } })
        return reply(true)
      }
      default:
        return fail(-32601, `Method not found: ${String(request.method)}`)
    }
  }

  server.on('connection', (ws: WebSocket) => {
    sockets.set(ws, { subscriptions: new Set(), sessions: new Set() })
    ws.on('message', (data, isBinary) => {
      if (isBinary) return
      let request: Request
      try {
        request = JSON.parse(String(data)) as Request
      } catch {
        return send(ws, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
      }
      if (request?.jsonrpc !== '2.0' || typeof request.method !== 'string')
        return send(ws, { jsonrpc: '2.0', id: request?.id ?? null, error: { code: -32600, message: 'Invalid request' } })
      answer(ws, request)
    })
    ws.on('close', () => {
      const state = sockets.get(ws)
      sockets.delete(ws)
      // A tab that went away without a word (closed, crashed): the others stop showing it.
      for (const session of state?.sessions ?? []) broadcast(undefined, { type: 'disconnect', i: options.identity, m: { session } })
    })
  })

  const refuse = (socket: Duplex, status: string) => {
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  }

  return {
    upgrade(req, socket, head) {
      const match = SOCKET_PATH.exec(new URL(req.url ?? '/', 'http://local').pathname)
      if (!match) return false
      if (!options.isLoopbackHost(String(req.headers.host ?? ''))) refuse(socket, '403 Forbidden')
      else if (!options.isAllowedOrigin(req.headers.origin)) refuse(socket, '403 Forbidden')
      else if (match[1] !== options.dataset) refuse(socket, '404 Not Found')
      else server.handleUpgrade(req, socket, head, (ws) => server.emit('connection', ws, req))
      return true
    },
    close() {
      for (const ws of sockets.keys()) ws.terminate()
      server.close()
    },
  }
}
