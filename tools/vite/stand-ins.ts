/**
 * The local stand-ins as the dev and preview servers mount them: the local content backend
 * (tools/stand-ins/content/), forwarded at /__content on the site's own origin and read directly by
 * server-side work (dev rendering, build prerender), and the email-manager at /__email-manager.
 */
import { request, type IncomingMessage, type ServerResponse } from 'node:http'
import { LOCAL_API_PATH } from '../../contract/constants.ts'
import { bodyLimit } from '../stand-ins/content/api.ts'
import { ensureLocalBackend } from '../stand-ins/content/backend.ts'
import { createEmailManager, EMAIL_MANAGER_PATH, type EmailManager } from '../stand-ins/email-manager/index.ts'
import { checkEnv } from '../../server/env.ts'

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/** The machine's local content backend (tools/stand-ins/content/backend.ts); its URL is set for server-side code. */
export async function localContent() {
  const backend = await ensureLocalBackend()
  process.env.LOCAL_CONTENT_API_URL = backend.url
  return backend
}

export function usesLocalContent() {
  return !checkEnv().SANITY_PROJECT_ID
}

/**
 * `/__content/*` on the site's own origin, forwarded to the local content backend, so pages read
 * it same-origin. Browsers only read through it (the site's pages never write; the Studio talks to
 * the backend itself): a write (any POST but a query's) that carries an Origin is refused, so no page, the site's own
 * included, can change or reset the local store. Local programs (the tests, the seed) may.
 * A body over the backend's limit (`bodyLimit`) is answered 413 here and never forwarded, so the
 * backend never closes on a body still being sent (which a client would see as a 502).
 */
export function contentMiddleware(backend: () => Promise<{ port: number }> = localContent): Middleware {
  return (req, res, next) => {
    if (!req.url?.startsWith(LOCAL_API_PATH + '/')) return next()
    const origin = req.headers.origin
    // A query long enough to be POSTed (a page with sections: @sanity/client posts one past about
    // 11,000 characters, as Sanity's API CDN caches) reads; every other POST writes.
    const query = req.method === 'POST' && /^\/v[\d-]+\/data\/query\//.test(req.url.slice(LOCAL_API_PATH.length))
    const writing = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && !query
    if (writing && origin !== undefined) {
      res.writeHead(403, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'forbidden', description: `Writes from ${origin} are not allowed` } }))
      return
    }
    const path = req.url.slice(LOCAL_API_PATH.length)
    const limit = bodyLimit(new URL(path, 'http://x').pathname)
    const tooLarge = () => {
      // The rest of the body is read and dropped, so the client finishes sending and reads the answer.
      req.resume()
      if (res.headersSent) return res.destroy()
      res.writeHead(413, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'requestTooLarge', description: `Request body is larger than ${limit / 1024 / 1024} MB` } }))
    }
    if (Number(req.headers['content-length']) > limit) return tooLarge()
    void backend().then(({ port }) => {
      const { origin: _o, referer: _r, cookie: _c, host: _h, ...headers } = req.headers
      const upstream = request(
        { host: '127.0.0.1', port, method: req.method, path, headers: { ...headers, host: `127.0.0.1:${port}` } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(res)
        },
      )
      upstream.on('error', (error) => {
        if (res.headersSent) return res.end()
        res.writeHead(502, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify({ error: { type: 'badGateway', description: `Local content backend: ${error.message}` } }))
      })
      // A body sent without a length is counted as it comes, and cut at the limit.
      let size = 0
      const count = (chunk: Buffer) => {
        size += chunk.length
        if (size <= limit) return
        req.unpipe(upstream)
        req.off('data', count)
        upstream.destroy()
        tooLarge()
      }
      req.on('data', count)
      req.pipe(upstream)
      res.on('close', () => upstream.destroy())
    }, next)
  }
}

let emailManager: EmailManager | undefined

/** The local email-manager stand-in at /__email-manager (outbox at /__email-manager/outbox), one per process. */
export function emailManagerMiddleware(): Middleware {
  emailManager ??= createEmailManager({ basePath: EMAIL_MANAGER_PATH })
  const manager = emailManager
  return (req, res, next) => void manager.handle(req, res, next)
}
