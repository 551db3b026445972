/**
 * `npm start`: the dev server with the local stand-ins, the printable pages in place of the PDFs
 * (which only a build prints), the site search's words, and the 404 pages the CDN would answer with.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Connect, ViteDevServer } from 'vite'
import { DOWNLOADS } from '../../src/lib/downloads.ts'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found.ts'
import { answered, buildClient, cmsPaths } from '../build/site-build.ts'
import { SEARCH_WORDS_QUERY } from '../../src/content/queries/search.ts'
import { SEARCH_WORDS_PATH } from '../../src/search/engine.ts'
import { drawRegistered } from '../build/share-images.ts'
import { contentMiddleware, emailManagerMiddleware, usesLocalContent, type Middleware } from './stand-ins.ts'

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

/** Under `npm start`, the share image a page rendered by the dev server links (/og/<hash>.png), drawn when asked. */
function devShareImageMiddleware(): Middleware {
  return (req, res, next) => {
    const hash = /^\/og\/([0-9a-f]+)\.png$/.exec(new URL(req.url ?? '/', 'http://x').pathname)?.[1]
    if (!hash) return next()
    drawRegistered(hash).then(
      (png) => {
        if (!png) return next()
        res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-cache' })
        res.end(png)
      },
      () => next(),
    )
  }
}

/**
 * Under `npm start`, the site search's words (the /search page copy) where the build writes them
 * (/pagefind/words.json), as the CMS has them now: the header's search fetches them with its code.
 */
function devSearchWordsMiddleware(): Middleware {
  return (req, res, next) => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== SEARCH_WORDS_PATH) return next()
    buildClient()
      .fetch(SEARCH_WORDS_QUERY)
      .then((copy) => {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' })
        res.end(JSON.stringify({ data: answered(copy, "the site search's words"), fetchedAt: Date.now() }))
      })
      .catch((error: Error) => {
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end(`The site search's words could not be read from the CMS: ${error.message}`)
      })
  }
}

/** Mounts the stand-ins, the PDF stand-ins and the 404 answers on the dev server. */
export function configureDev(server: ViteDevServer) {
  if (usesLocalContent()) server.middlewares.use(contentMiddleware() as Connect.NextHandleFunction)
  server.middlewares.use(emailManagerMiddleware() as Connect.NextHandleFunction)
  server.middlewares.use(devPdfMiddleware() as Connect.NextHandleFunction)
  server.middlewares.use(devShareImageMiddleware() as Connect.NextHandleFunction)
  server.middlewares.use(devSearchWordsMiddleware() as Connect.NextHandleFunction)
  server.middlewares.use(devNotFoundMiddleware(server) as Connect.NextHandleFunction)
}
