/**
 * Serves the local stand-ins on loopback, so the site runs offline with no account:
 * - the content API (groq-js over the seed) at /__content on the dev and preview servers,
 *   and on an ephemeral loopback port for server-side work (dev rendering, build prerender);
 * - the prerendered site under `npm run preview` the way a static host does: each route's
 *   index.html, and the nearest 404.html with status 404 for everything else.
 *
 * With SANITY_PROJECT_ID set, no content API is started: the site talks to real Sanity.
 */
import { existsSync, statSync } from 'node:fs'
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { dirname, join, normalize } from 'node:path'
import type { Connect, Plugin } from 'vite'
import { DOWNLOADS } from '../src/lib/downloads.ts'
import {
  createContentApiHandler,
  LOCAL_API_PATH,
  LOCAL_DATASET,
  LOCAL_PROJECT_ID,
  loadSeedStore,
  startContentApi,
  type ContentApiOptions,
} from './content-api.ts'
import { createEmailManager, EMAIL_MANAGER_PATH, type EmailManager } from './email-manager.ts'

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

let shared: Promise<{ options: ContentApiOptions; url: string }> | undefined

/** One store per process, shared by the loopback server and the mounted middleware. */
export function localContent() {
  shared ??= (async () => {
    const options = await loadSeedStore()
    const api = await startContentApi(options)
    api.server.unref() // never keeps a build process alive
    process.env.LOCAL_CONTENT_API_URL = api.url
    return { options, url: api.url }
  })()
  return shared
}

export function usesLocalContent() {
  return !process.env.SANITY_PROJECT_ID
}

function contentMiddleware(): Middleware {
  let handler: ReturnType<typeof createContentApiHandler> | undefined
  return (req, res, next) => {
    if (!req.url?.startsWith(LOCAL_API_PATH + '/')) return next()
    void localContent().then(({ options }) => {
      handler ??= createContentApiHandler(options, LOCAL_API_PATH)
      return handler(req, res, next)
    })
  }
}

let emailManager: EmailManager | undefined

/** The local email-manager stand-in at /__email-manager (outbox at /__email-manager/outbox), one per process. */
function emailManagerMiddleware(): Middleware {
  emailManager ??= createEmailManager({ basePath: EMAIL_MANAGER_PATH })
  const manager = emailManager
  return (req, res, next) => void manager.handle(req, res, next)
}

/** Static-host behaviour for the prerendered build: index.html per folder, nearest 404.html. */
function staticSiteMiddleware(root: string): Middleware {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    const safe = normalize(pathname).replace(/^(\.\.[/\\])+/, '')
    const file = join(root, safe)
    if (!file.startsWith(root)) return next()
    if (existsSync(file) && statSync(file).isFile()) return next()
    const index = join(file, 'index.html')
    if (existsSync(index)) return sendFile(res, index, 200, req.method === 'HEAD')
    // Not a page of the site: the nearest 404.html up the tree, as Cloudflare Pages and others do.
    let dir = dirname(join(file, 'x'))
    while (dir.startsWith(root)) {
      const notFound = join(dir, '404.html')
      if (existsSync(notFound) && !pathname.endsWith('.data')) {
        return sendFile(res, notFound, 404, req.method === 'HEAD')
      }
      if (dir === root) break
      dir = dirname(dir)
    }
    res.statusCode = 404
    res.end('Not found')
  }
}

async function sendFile(res: ServerResponse, file: string, status: number, head: boolean) {
  const body = await readFile(file)
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length })
  res.end(head ? undefined : body)
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

export function localServices(): Plugin {
  let outDir = 'build/client'
  return {
    name: 'local-services',
    async config(_config, env) {
      // Server-side rendering (dev) and the build's prerender read content over loopback.
      if (usesLocalContent() && (env.command === 'build' || env.mode === 'development')) {
        await localContent()
      }
    },
    configResolved(config) {
      if (config.build.outDir.endsWith('client')) outDir = config.build.outDir
    },
    configureServer(server) {
      if (usesLocalContent()) server.middlewares.use(contentMiddleware() as Connect.NextHandleFunction)
      server.middlewares.use(emailManagerMiddleware() as Connect.NextHandleFunction)
      server.middlewares.use(devPdfMiddleware() as Connect.NextHandleFunction)
    },
    configurePreviewServer(server) {
      const root = join(server.config.root, 'build/client')
      if (usesLocalContent()) server.middlewares.use(contentMiddleware() as Connect.NextHandleFunction)
      server.middlewares.use(emailManagerMiddleware() as Connect.NextHandleFunction)
      server.middlewares.use(staticSiteMiddleware(root) as Connect.NextHandleFunction)
    },
    async writeBundle() {
      // Copy the seed's images where the prerendered HTML points, so the build is self-contained.
      if (!usesLocalContent() || this.environment?.name !== 'client') return
      const { options } = await localContent()
      for (const [id, { file, data }] of options.assets) {
        const m = /^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/.exec(id)
        if (!m) continue
        const target = join(outDir, LOCAL_API_PATH, 'images', LOCAL_PROJECT_ID, LOCAL_DATASET, `${m[1]}-${m[2]}.${m[3]}`)
        await mkdir(dirname(target), { recursive: true })
        if (file) await copyFile(file, target)
        else if (data) await writeFile(target, data)
      }
    },
  }
}
