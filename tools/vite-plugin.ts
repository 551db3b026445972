/**
 * Serves the local stand-ins on loopback, so the site runs offline with no account:
 * - the local content backend (tools/stand-ins/content/), forwarded at /__content on the dev and preview
 *   servers and read directly by server-side work (dev rendering, build prerender);
 * - the prerendered site under `npm run preview` the way the CDN serves it: the build's own
 *   `_headers` and `_redirects`, compressed copies, clean addresses, 404 pages (tools/build/serve-build.ts).
 *
 * With SANITY_PROJECT_ID set, no content API is started: the site talks to real Sanity.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { request, type IncomingMessage, type ServerResponse } from 'node:http'
import { dirname, join, relative, resolve } from 'node:path'
import type { Connect, Plugin, ViteDevServer } from 'vite'
import { API_VERSION, LOCAL_API_PATH, LOCAL_DATASET } from '../src/content/config.ts'
import { DOWNLOADS } from '../src/lib/downloads.ts'
import { NOT_FOUND_PATHS } from '../src/lib/not-found.ts'
import { bodyLimit } from './stand-ins/content/api.ts'
import { ensureLocalBackend } from './stand-ins/content/backend.ts'
import { createEmailManager, EMAIL_MANAGER_PATH, type EmailManager } from './stand-ins/email-manager/index.ts'
import { serveBuild } from './build/serve-build.ts'
import { rebuildOnPublish } from './build/rebuild.ts'
import { assertBuildConfig, cmsPaths } from './build/site-build.ts'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/** The machine's local content backend (tools/stand-ins/content/backend.ts); its URL is set for server-side code. */
export async function localContent() {
  const backend = await ensureLocalBackend()
  process.env.LOCAL_CONTENT_API_URL = backend.url
  return backend
}

export function usesLocalContent() {
  return !process.env.SANITY_PROJECT_ID
}

/**
 * `/__content/*` on the site's own origin, forwarded to the local content backend, so pages read
 * it same-origin. Browsers only read through it (the site's pages never write; the Studio talks to
 * the backend itself): a write that carries an Origin is refused, so no page, the site's own
 * included, can change or reset the local store. Local programs (the tests, the seed) may.
 * A body over the backend's limit (`bodyLimit`) is answered 413 here and never forwarded, so the
 * backend never closes on a body still being sent (which a client would see as a 502).
 */
export function contentMiddleware(backend: () => Promise<{ port: number }> = localContent): Middleware {
  return (req, res, next) => {
    if (!req.url?.startsWith(LOCAL_API_PATH + '/')) return next()
    const origin = req.headers.origin
    const writing = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS'
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
function emailManagerMiddleware(): Middleware {
  emailManager ??= createEmailManager({ basePath: EMAIL_MANAGER_PATH })
  const manager = emailManager
  return (req, res, next) => void manager.handle(req, res, next)
}

/** The prerendered build served as the CDN serves it (tools/build/serve-build.ts); the stand-ins are mounted before it. */
function staticSiteMiddleware(root: () => string): Middleware {
  const serve = serveBuild(root, { passThrough: [LOCAL_API_PATH + '/', EMAIL_MANAGER_PATH + '/'] })
  return (req, res, next) => {
    serve(req, res).then((handled) => handled || next(), next)
  }
}

/**
 * The PDFs are printed by the production build only; under `npm start` each PDF link opens
 * the printable page it is made from (with its Print button) instead of a 404.
 */
function devPdfMiddleware(): Middleware {
  const pages = new Map<string, string>(Object.values(DOWNLOADS).map(({ href, page }) => [href, page]))
  return (req, res, next) => {
    const page = pages.get(new URL(req.url ?? '/', 'http://x').pathname)
    if (!page) return next()
    res.writeHead(302, { Location: page })
    res.end()
  }
}

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] }

/** The route table's fixed paths (no parameters or splats), as prerendered. */
function fixedPaths(routes: RouteEntry[], parent = ''): string[] {
  return routes.flatMap((entry) => {
    const path = entry.index ? parent || '/' : entry.path ? `${parent}/${entry.path}` : parent
    const own = entry.index || (entry.path && !/[:*]/.test(entry.path)) ? [path] : []
    return [...own, ...fixedPaths(entry.children ?? [], entry.path ? path : parent)]
  })
}

/**
 * Under `npm start`, an address that the build would not prerender answers as the CDN does:
 * the same 404 page (the nearest of NOT_FOUND_PATHS, rendered by the dev server) with status
 * 404, instead of the empty app shell with status 200. Known paths are re-read on each page
 * request, so a port or page published in the Studio is found at once.
 */
function devNotFoundMiddleware(server: ViteDevServer): Middleware {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const html = (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html')
    if (!html || /^\/(@|__|src\/|node_modules\/)/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return next()
    void (async () => {
      const routes = ((await server.ssrLoadModule('/src/routes.ts')) as { default: RouteEntry[] }).default
      const known = new Set([...fixedPaths(routes), ...(await cmsPaths()), ...NOT_FOUND_PATHS])
      const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/'
      if (known.has(path)) return next()
      const notFound = NOT_FOUND_PATHS.filter((candidate) => path.startsWith(candidate.slice(0, candidate.lastIndexOf('/') + 1))).sort(
        (a, b) => b.length - a.length,
      )[0]!
      req.url = notFound
      ;(req as IncomingMessage & { originalUrl?: string }).originalUrl = notFound
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
      res.writeHead = ((status: number, ...rest: unknown[]) => writeHead(status === 200 ? 404 : status, ...rest)) as typeof res.writeHead
      next()
    })().catch(() => next())
  }
}

let buildChecked: Promise<void> | undefined
async function checkBuild() {
  assertBuildConfig()
  // The required content, and every port's and page's slug (one line naming a bad one), before build/ is touched.
  await cmsPaths()
}

export function localServices(): Plugin {
  let outDir = 'build/client'
  return {
    name: 'local-services',
    async config(_config, env) {
      // Server-side rendering (dev) and the build's prerender read content over loopback.
      if (usesLocalContent() && (env.command === 'build' || env.mode === 'development')) {
        await localContent()
      }
      // `react-router build` (not typegen, which resolves this config too) needs its configuration
      // and the CMS's content; without them it stops here, before React Router empties build/.
      if (env.command === 'build' && process.argv.slice(2).includes('build')) await (buildChecked ??= checkBuild())
      return {
        // The dev server does not watch builds (a rebuild writes thousands of files: no "page reload" flood).
        server: { watch: { ignored: ['**/build/**', '**/.local/**', '**/studio/dist/**'] } },
        // The preview serves the build folder itself (configurePreviewServer), without React Router's plugin.
        ...(env.isPreview ? { build: { outDir: join(process.env.SITE_BUILD_DIR || 'build', 'client') } } : {}),
      }
    },
    configResolved(config) {
      if (config.build.outDir.endsWith('client')) outDir = config.build.outDir
    },
    configureServer(server) {
      if (usesLocalContent()) server.middlewares.use(contentMiddleware() as Connect.NextHandleFunction)
      server.middlewares.use(emailManagerMiddleware() as Connect.NextHandleFunction)
      server.middlewares.use(devPdfMiddleware() as Connect.NextHandleFunction)
      server.middlewares.use(devNotFoundMiddleware(server) as Connect.NextHandleFunction)
    },
    configurePreviewServer(server) {
      const buildDir = resolve(server.config.root, process.env.SITE_BUILD_DIR || 'build')
      if (relative(server.config.root, buildDir).startsWith('..'))
        throw new Error(`SITE_BUILD_DIR (${buildDir}) must be inside the project: a build imports its packages from node_modules.`)
      let root = join(buildDir, 'client')
      const { logger } = server.config
      const backend = usesLocalContent() ? localContent() : Promise.resolve(undefined)
      if (usesLocalContent()) {
        backend.catch((error: unknown) => logger.error(String((error as Error).message)))
        server.middlewares.use(contentMiddleware() as Connect.NextHandleFunction)
      }
      server.middlewares.use(emailManagerMiddleware() as Connect.NextHandleFunction)
      server.middlewares.use(staticSiteMiddleware(() => root) as Connect.NextHandleFunction)
      // As the CDN with its publish webhook: a publish rebuilds the site (tools/build/rebuild.ts). SITE_REBUILD=off serves the build as it is.
      if (process.env.SITE_REBUILD !== 'off') {
        const log = {
          info: (message: string) => logger.info(`[rebuild] ${message}`, { timestamp: true }),
          error: (message: string) => logger.error(`[rebuild] ${message}`, { timestamp: true }),
        }
        void backend
          .then(() => rebuildOnPublish(buildDir, (clientDir) => (root = clientDir), log))
          .then((stop) => server.httpServer?.once('close', stop))
          .catch((error: unknown) => log.error(`Rebuild on publish is off: ${(error as Error).message}`))
      }
    },
    async writeBundle() {
      // Copy the store's images where the prerendered HTML points, so the build is self-contained.
      if (!usesLocalContent() || this.environment?.name !== 'client') return
      const { url } = await localContent()
      const query = encodeURIComponent('*[_type == "sanity.imageAsset"].path')
      const { result: paths } = (await (await fetch(`${url}/v${API_VERSION}/data/query/${LOCAL_DATASET}?query=${query}`)).json()) as {
        result: string[]
      }
      for (const path of paths) {
        // A path from the content store: only the stand-in's own form, never one that leaves the build.
        if (!/^images\/[\w-]+\/[\w-]+\/[\w-]+\.\w+$/.test(path))
          throw new Error(`The image asset path ${JSON.stringify(path)} is not one the build may write`)
        const res = await fetch(`${url}/${path}`)
        if (!res.ok) throw new Error(`Image ${path} is missing from the local content store (${res.status})`)
        const target = join(outDir, LOCAL_API_PATH, path)
        await mkdir(dirname(target), { recursive: true })
        await writeFile(target, Buffer.from(await res.arrayBuffer()))
      }
    },
  }
}
