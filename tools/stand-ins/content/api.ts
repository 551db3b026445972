/**
 * The local stand-in for Sanity's HTTP API, good enough for the real @sanity/client and the
 * real Studio: queries (GET and POST, perspectives, `text::query()`, Content Source Maps and sync
 * tags), documents, mutations, the Actions API, the listen stream, the Live Content API's events,
 * document history (history.ts),
 * image uploads and image files (cropped, sized and converted as the image CDN does), the handful of project
 * endpoints the Studio asks for before it shows the desk (users/me, check/cors, projects,
 * datasets, acl, grants, features) and those it asks for after (help, ping, journey, telemetry consent), and the
 * realtime socket of the Studio's presence (presence.ts).
 *
 * Safety, since anything on this machine can reach a loopback port:
 * - only loopback host names are answered (no DNS rebinding);
 * - browsers may write only from the allowed origins (the Studio's), with credentialed CORS
 *   that echoes the origin; other origins get no CORS headers and no writes; the site reaches
 *   the API through its own server (`/__content`), which checks the origin itself;
 * - writes are JSON only (images: image bytes), bodies are size-limited, and every error has
 *   Sanity's shape `{"error": {type, description}}` with a 4xx status.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { readFile } from 'node:fs/promises'
import { GroqSyntaxError } from 'groq-js'
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from '../../../contract/constants.ts'
import { HttpError } from './errors.ts'
import { transformImage } from './image-transform.ts'
import { paramsFromSearch, serveListen } from './listen.ts'
import { createPresence } from './presence.ts'
import { serveLiveEvents, SYNC_TAGS } from './live-events.ts'
import { LOCAL_IDENTITY, type ContentStore, type Perspective } from './store.ts'
import { applyActions, applyMutations } from './transactions.ts'

export const SERVICE_NAME = 'global-salvage-local-content'
const MAX_JSON_BYTES = 4 * 1024 * 1024
const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/** The largest body the API reads at a path (below the API's root): image uploads, or JSON. The /__content proxy applies the same. */
export function bodyLimit(path: string) {
  return /^\/v[\w.-]+\/assets\/images\//.test(path) ? MAX_IMAGE_BYTES : MAX_JSON_BYTES
}

export type ContentApiOptions = {
  store: ContentStore
  /** Browser origins that may read with credentials and write (the Studio's). */
  allowedOrigins?: Iterable<string>
}

const LOOPBACK_HOST = /^(localhost|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/i

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (declared > limit) throw new HttpError(413, 'requestTooLarge', `Request body is larger than ${limit / 1024 / 1024} MB`)
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > limit) throw new HttpError(413, 'requestTooLarge', `Request body is larger than ${limit / 1024 / 1024} MB`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const type = String(req.headers['content-type'] ?? '')
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'unsupportedMediaType', 'Send JSON (Content-Type: application/json)')
  const text = (await readBody(req, MAX_JSON_BYTES)).toString('utf8')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new HttpError(400, 'invalidJson', 'Request body is not valid JSON')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new HttpError(400, 'invalidJson', 'Request body must be a JSON object')
  return value as Record<string, unknown>
}

/** A perspective, or a stack of them (`drafts,published`, as the Studio may send): drafts over published. */
/** A path segment, decoded: malformed percent-encoding is the caller's mistake (400), not the server's. */
function decoded(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '')
  } catch {
    throw new HttpError(400, 'invalidRequest', 'Document ids are not valid percent-encoding')
  }
}

const idsOf = (segment: string | undefined) => decoded(segment).split(',').filter(Boolean)

function parsePerspective(value: string | null): Perspective {
  const stack = (value ?? '').split(',').filter(Boolean)
  if (stack.length === 0 || stack.every((name) => name === 'published')) return 'published'
  if (stack.length === 1 && stack[0] === 'raw') return 'raw'
  if (stack.every((name) => name === 'drafts' || name === 'previewDrafts' || name === 'published')) return 'drafts'
  throw new HttpError(400, 'invalidPerspective', `Unsupported perspective "${value}" (this local API knows published, drafts and raw)`)
}

/** The one local user: an administrator, so every Studio action is available. */
const CURRENT_USER = {
  id: LOCAL_IDENTITY,
  name: 'Local editor',
  email: 'editor@localhost',
  provider: 'local',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Local offline editing' }],
}

/** The Studio's bootstrap: answers for the project endpoints it needs, 404 for the rest. */
function projectEndpoint(method: string, path: string, dataset: string): unknown {
  if (method !== 'GET') return undefined
  if (path === '/users/me') return CURRENT_USER
  if (path === '/check/cors') return { result: { allowed: true, withCredentials: true } }
  if (path === '/features') return []
  if (path === `/projects/${LOCAL_PROJECT_ID}`) {
    return {
      id: LOCAL_PROJECT_ID,
      displayName: 'Global Salvage India (local)',
      studioHost: null,
      isBlocked: false,
      isDisabled: false,
      metadata: {},
      members: [{ id: LOCAL_IDENTITY, role: 'administrator', roles: CURRENT_USER.roles, isCurrentUser: true, isRobot: false }],
    }
  }
  if (path === `/projects/${LOCAL_PROJECT_ID}/datasets`) return [{ name: dataset, aclMode: 'public' }]
  if (path === `/projects/${LOCAL_PROJECT_ID}/datasets/${dataset}/acl`) {
    return [{ filter: '_id in path("**")', permissions: ['history', 'read', 'update', 'create', 'manage'] }]
  }
  if (path === `/projects/${LOCAL_PROJECT_ID}/grants`) return {}
  if (path === `/projects/${LOCAL_PROJECT_ID}/user-applications`) return []
  if (path === '/users/me/keyvalue' || path.startsWith('/users/me/keyvalue/')) return []
  // Sanity's offers for its hosted plans (asset, document and comment limits, a trial's dialogs):
  // none for a local project, which the Studio takes as nothing to show.
  if (path.startsWith('/journey/')) return null
  // The help menu's links from sanity.io: none offline (the menu keeps the Studio's version).
  if (path === '/help') return {}
  // Telemetry: not consented, so the Studio sends none (nothing would receive it offline).
  if (path === '/intake/telemetry-status') return { status: 'denied' }
  return undefined
}

/** The HTTP handler. Mount it at the root of a loopback server (backend.ts). */
export function createContentApi({ store, allowedOrigins = [] }: ContentApiOptions) {
  const allowed = new Set(allowedOrigins)
  const dataset = LOCAL_DATASET
  /** Transformed images by address (and WebP or not), the 200 latest. */
  const transformed = new Map<string, { body: Buffer; mimeType: string }>()

  function cors(req: IncomingMessage): Record<string, string> {
    const origin = req.headers.origin
    if (typeof origin !== 'string' || !allowed.has(origin)) return {}
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': String(
        req.headers['access-control-request-headers'] ?? 'authorization, content-type, x-sanity-project-id',
      ),
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    }
  }

  /** Browsers may write only from an allowed origin; other clients (no Origin) are local programs. */
  function checkWriter(req: IncomingMessage) {
    const origin = req.headers.origin
    if (origin !== undefined && !allowed.has(String(origin))) {
      throw new HttpError(403, 'forbidden', `Writes from ${String(origin)} are not allowed by the local content API`)
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>) {
    const url = new URL(req.url ?? '/', 'http://local')
    const path = url.pathname
    const method = req.method ?? 'GET'

    if (path === '/__local/health')
      return sendJson(res, 200, { service: SERVICE_NAME, store: store.file ?? null, pid: process.pid }, headers)
    if (path === '/__local/reset') {
      if (method !== 'POST') throw new HttpError(405, 'methodNotAllowed', 'Use POST')
      if (req.headers.origin !== undefined) throw new HttpError(403, 'forbidden', 'Reset only from a local program')
      await store.resetToSeed()
      return sendJson(res, 200, { reset: true, documents: store.docs.size }, headers)
    }

    const image = new RegExp(`^/images/${LOCAL_PROJECT_ID}/${dataset}/([a-f0-9]+)-(\\d+x\\d+)\\.(\\w+)$`).exec(path)
    if (image) {
      const asset = store.assets.get(`image-${image[1]}-${image[2]}-${image[3]}`)
      if (!asset || (method !== 'GET' && method !== 'HEAD')) throw new HttpError(404, 'notFound', 'No such image')
      const original = asset.data ?? (await readFile(asset.file!))
      // Crop, size and format as Sanity's image CDN applies them (image-transform.ts); each answer is kept a while.
      const accept = String(req.headers.accept ?? '')
      const key = `${path}?${url.searchParams}${/\bimage\/webp\b/.test(accept) ? '#webp' : ''}`
      let served = transformed.get(key)
      if (!served) {
        served = (await transformImage(original, asset.mimeType, url.searchParams, accept)) ?? { body: original, mimeType: asset.mimeType }
        transformed.set(key, served)
        if (transformed.size > 200) transformed.delete(transformed.keys().next().value!)
      }
      res.writeHead(200, {
        'Content-Type': served.mimeType,
        'Content-Length': served.body.length,
        'Cache-Control': 'public, max-age=31536000, immutable',
        ...(url.searchParams.get('auto') === 'format' ? { Vary: 'Accept' } : {}),
        ...headers,
      })
      return res.end(method === 'HEAD' ? undefined : served.body)
    }

    const versioned = /^\/v[\w.-]+(\/.*)$/.exec(path)
    if (!versioned) throw new HttpError(404, 'notFound', `No such endpoint: ${path}`)
    const rest = versioned[1]

    // The Studio's network check: any origin may ask. Without Timing-Allow-Origin (which Sanity's
    // own sends) the Studio cannot read the protocol, so it does not warn editors that this
    // loopback API speaks HTTP/1.1 (its listen streams each have a host name of their own: local-api.ts).
    if (rest === '/ping') {
      res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Access-Control-Allow-Origin': '*' })
      return res.end('PONG')
    }

    const upload = /^\/assets\/images\/([\w-]+)$/.exec(rest)
    if (upload) {
      if (method !== 'POST') throw new HttpError(405, 'methodNotAllowed', 'Use POST')
      checkWriter(req)
      if (upload[1] !== dataset) throw new HttpError(404, 'datasetNotFound', `Dataset "${upload[1]}" not found`)
      const data = await readBody(req, MAX_IMAGE_BYTES)
      const document = await store.addImage(data, url.searchParams.get('filename') ?? 'upload')
      return sendJson(res, 200, { document }, headers)
    }

    const events = /^\/data\/history\/([\w-]+)\/events\/documents\/([^/,]+)$/.exec(rest)
    if (events) {
      if (method !== 'GET') throw new HttpError(405, 'methodNotAllowed', 'Use GET')
      if (events[1] !== dataset) throw new HttpError(404, 'datasetNotFound', `Dataset "${events[1]}" not found`)
      return sendJson(
        res,
        200,
        store.history.events(decoded(events[2]), url.searchParams, (id) => store.docs.get(id)),
        headers,
      )
    }

    const history = /^\/data\/history\/([\w-]+)\/(transactions|documents)\/([^/]+)$/.exec(rest)
    if (history) {
      if (method !== 'GET') throw new HttpError(405, 'methodNotAllowed', 'Use GET')
      if (history[1] !== dataset) throw new HttpError(404, 'datasetNotFound', `Dataset "${history[1]}" not found`)
      const ids = idsOf(history[3])
      if (history[2] === 'documents') {
        return sendJson(res, 200, { documents: store.history.documents(ids, url.searchParams, (id) => store.docs.get(id)) }, headers)
      }
      const lines = store.history.transactions(ids, url.searchParams)
      res.writeHead(200, { 'Content-Type': 'application/x-ndjson; charset=utf-8', 'Cache-Control': 'no-store', ...headers })
      return res.end(lines.map((line) => JSON.stringify(line) + '\n').join(''))
    }

    const data = /^\/data\/(query|doc|mutate|actions|listen|live\/events)\/([\w-]+)(?:\/(.*))?$/.exec(rest)
    if (!data) {
      const answer = projectEndpoint(method, rest, dataset)
      if (answer === undefined) throw new HttpError(404, 'notFound', `The local content API has no ${rest}`)
      return sendJson(res, 200, answer, headers)
    }
    const [, kind, ds, tail] = data
    if (ds !== dataset) throw new HttpError(404, 'datasetNotFound', `Dataset "${ds}" not found`)

    if (kind === 'listen' || kind === 'live/events') {
      if (method !== 'GET') throw new HttpError(405, 'methodNotAllowed', 'Use GET')
      return kind === 'listen' ? serveListen(req, res, store, headers) : serveLiveEvents(req, res, store, headers)
    }

    if (kind === 'query') {
      let query: unknown
      let params: Record<string, unknown>
      if (method === 'GET') {
        query = url.searchParams.get('query')
        params = paramsFromSearch(url.searchParams)
      } else if (method === 'POST') {
        const body = await readJson(req)
        query = body.query
        params = (body.params as Record<string, unknown> | undefined) ?? {}
      } else throw new HttpError(405, 'methodNotAllowed', 'Use GET or POST')
      if (typeof query !== 'string' || !query) throw new HttpError(400, 'queryParseError', 'Missing "query"')
      const perspective = parsePerspective(url.searchParams.get('perspective'))
      const withSourceMap = ['true', 'withKeyArraySelector'].includes(url.searchParams.get('resultSourceMap') ?? '')
      const started = performance.now()
      let answer: { result: unknown; resultSourceMap?: unknown }
      try {
        answer = withSourceMap
          ? await store.queryWithSourceMap(query, params, perspective)
          : { result: await store.query(query, params, perspective) }
      } catch (error) {
        if (error instanceof GroqSyntaxError) {
          throw new HttpError(400, 'queryParseError', error.message, { query, start: error.position, end: error.position + 1 })
        }
        throw new HttpError(400, 'queryExecutionError', (error as Error).message, { query })
      }
      const body: Record<string, unknown> = { ...answer, syncTags: SYNC_TAGS, ms: Math.round(performance.now() - started) }
      if (url.searchParams.get('returnQuery') !== 'false') body.query = query
      return sendJson(res, 200, body, headers)
    }

    if (kind === 'doc') {
      if (method !== 'GET') throw new HttpError(405, 'methodNotAllowed', 'Use GET')
      const ids = idsOf(tail)
      const documents = ids.map((id) => store.docs.get(id)).filter(Boolean)
      const omitted = ids.filter((id) => !store.docs.has(id)).map((id) => ({ id, reason: 'existence' }))
      return sendJson(res, 200, { documents, omitted }, headers)
    }

    // mutate and actions: one atomic transaction each
    if (method !== 'POST') throw new HttpError(405, 'methodNotAllowed', 'Use POST')
    checkWriter(req)
    const body = await readJson(req)
    const dryRun = url.searchParams.get('dryRun') === 'true' || body.dryRun === true
    const transactionId = typeof body.transactionId === 'string' ? body.transactionId : (url.searchParams.get('transactionId') ?? undefined)
    if (kind === 'actions') {
      const tx = store.transaction((t) => applyActions(t, body.actions), { transactionId, dryRun, errorType: 'actionError' })
      await store.flush()
      return sendJson(res, 200, { transactionId: tx.transactionId }, headers)
    }
    let results: ReturnType<typeof applyMutations> = []
    const tx = store.transaction((t) => (results = applyMutations(t, body.mutations)), { transactionId, dryRun })
    await store.flush()
    const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
    const after = new Map(tx.changes.map((change) => [change.id, change.after]))
    return sendJson(
      res,
      200,
      {
        transactionId: tx.transactionId,
        results: results.map(({ id, operation }) =>
          returnDocuments ? { id, operation, document: after.get(id) ?? store.docs.get(id) } : { id, operation },
        ),
        ...(url.searchParams.get('returnIds') === 'true' ? { documentIds: results.map((r) => r.id) } : {}),
      },
      headers,
    )
  }

  // The realtime socket of the Studio's presence (presence.ts), on the same loopback server.
  const presence = createPresence({
    dataset,
    identity: LOCAL_IDENTITY,
    isLoopbackHost: (host) => LOOPBACK_HOST.test(host),
    isAllowedOrigin: (origin) => origin === undefined || allowed.has(origin),
  })

  function handle(req: IncomingMessage, res: ServerResponse) {
    const headers = cors(req)
    void (async () => {
      try {
        if (!LOOPBACK_HOST.test(String(req.headers.host ?? '')))
          throw new HttpError(403, 'forbidden', 'The local content API answers loopback host names only')
        if (req.method === 'OPTIONS') {
          if (!headers['Access-Control-Allow-Origin'])
            throw new HttpError(403, 'forbidden', `Origin ${String(req.headers.origin)} is not allowed`)
          res.writeHead(204, headers)
          return res.end()
        }
        await route(req, res, headers)
      } catch (error) {
        // A client that went away mid-request (a proxy cutting an oversized body) gets no answer.
        if (res.headersSent || req.socket.destroyed) return res.end()
        const known = error instanceof HttpError
        if (!known) console.error('[local content]', error)
        const status = known ? error.status : 500
        const body = known
          ? { error: { type: error.type, description: error.description, ...error.extra } }
          : { error: { type: 'internalError', description: (error as Error).message } }
        // A body that was refused is not read further; the connection closes after the answer.
        sendJson(res, status, body, status === 413 ? { ...headers, Connection: 'close' } : headers)
        if (status === 413) req.resume()
      }
    })()
  }

  /** The server's `upgrade` event: the presence socket, or the connection is closed. */
  handle.upgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!presence.upgrade(req, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
  }
  /** Closes the presence sockets, which a server's close would otherwise wait for. */
  handle.close = () => presence.close()
  return handle
}
