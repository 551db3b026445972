/**
 * `npm start`: the dev server with the local stand-ins, the printable pages in place of the PDFs
 * (which only a build prints), the site search (its index made from the pages the dev server
 * renders, and its words), the alert banner and the early script (as a build writes them into every page), the form
 * endpoint and the stamp of each page's forms (tools/vite/forms.ts), and the 404
 * pages the CDN would answer with.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { isRunnableDevEnvironment, type Connect, type ViteDevServer } from 'vite'
import { SEARCH_NAMED_PAGES } from '../../contract/routes.ts'
import { DOWNLOADS } from '../../src/lib/downloads.ts'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found.ts'
import { FORM_PAGE_PATHS } from '../../contract/forms.ts'
import { answered, buildClient, cmsPaths } from '../site-build/site-build.ts'
import { SEARCH_INDEX_QUERY, SEARCH_WORDS_QUERY } from '../../src/content/queries/search.ts'
import { SEARCH_BUNDLE, SEARCH_WORDS_PATH } from '../../src/search/engine.ts'
import { drawRegistered } from '../site-build/share-images.ts'
import { followPublishes } from '../preview/rebuild.ts'
import { PREVIEWS_FILE, searchIndexFiles } from '../site-build/search-index.ts'
import { alertsFor, alertWords, bannerHtml, withBanner } from '../site-build/alerts.ts'
import { ALERTS_QUERY } from '../../src/content/queries/notices.ts'
import { contentMiddleware, emailManagerMiddleware, usesLocalContent, type Middleware } from './stand-ins.ts'
import { formsMiddleware, stampServed } from './forms.ts'
import { withEarlyScript } from '../site-build/deferred-hydration.ts'

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

/** The pages a build would prerender (but the 404 pages), as the routes and the CMS have them now. */
async function builtPaths(server: ViteDevServer) {
  const routes = ((await server.ssrLoadModule('/src/routes.ts')) as { default: RouteEntry[] }).default
  return [...fixedPaths(routes), ...(await cmsPaths()), ...FORM_PAGE_PATHS]
}

/** React Router's module of the dev server's build: its list of prerendered pages is made when it is loaded. */
const SERVER_BUILD = 'virtual:react-router/server-build'

/**
 * React Router's dev server reads the pages to prerender (react-router.config.ts) once, when it
 * first loads its build, and refuses the data of any other page ("Refusing to SSR … not included
 * in the `prerender` config"): a port or page published later would open, in the site and in
 * the Presentation tool's preview, on an error. When a page the CMS has now is missing from that
 * list, that module alone is loaded again (the browser's modules untouched), so the list is read
 * again, before React Router answers.
 */
async function knownToRouter(server: ViteDevServer, path: string) {
  const ssr = server.environments.ssr
  if (!ssr || !isRunnableDevEnvironment(ssr)) return
  const { prerender } = (await ssr.runner.import(SERVER_BUILD)) as { prerender: string[] }
  if (prerender.includes(path)) return
  const node = ssr.moduleGraph.getModuleById(`\0${SERVER_BUILD}`)
  if (node) ssr.moduleGraph.invalidateModule(node)
  const evaluated = ssr.runner.evaluatedModules.getModuleById(`\0${SERVER_BUILD}`)
  if (evaluated) ssr.runner.evaluatedModules.invalidateModule(evaluated)
}

/**
 * Under `npm start`, an address that the build would not prerender answers as the CDN does:
 * the same 404 page (the nearest of NOT_FOUND_PATHS, rendered by the dev server) with status
 * 404, instead of the empty app shell with status 200. Known paths are re-read on each page
 * request (and each request of a page's data), so a port or page published in the Studio is found at once.
 */
function devNotFoundMiddleware(server: ViteDevServer): Middleware {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://x')
    // A page's data, as the router asks for it on a link (/ports/mumbai.data; the home page's is /_.data).
    const data = (req.method === 'GET' || req.method === 'HEAD') && /^\/[^@]/.test(url.pathname) && url.pathname.endsWith('.data')
    if (!data && !isPageRequest(req, url)) return next()
    void (async () => {
      const known = new Set([...(await builtPaths(server)), ...NOT_FOUND_PATHS])
      const page = data ? url.pathname.replace(/\.data$/, '').replace(/^\/_$/, '/') : url.pathname
      const path = page.length > 1 ? page.replace(/\/+$/, '') : '/'
      if (known.has(path)) return knownToRouter(server, path).then(next)
      if (data) return next()
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

const CONTENT_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
}

/**
 * Under `npm start`, the site search as a build makes it (tools/site-build/search-index.ts): on the first
 * request under /pagefind/, the dev server renders every page a build prerenders (asking itself for
 * each, a few at a time) and indexes them with Pagefind's Node API, in memory; it serves the files from
 * there. A publish (the content API's stream of published changes, which `npm run preview`'s rebuild
 * follows too) makes the next request index the pages again; the last index's files stay served
 * beside the new one's, so a page that started its search before the publish still finds its chunks.
 */
function devSearchMiddleware(server: ViteDevServer): Middleware {
  let current: Promise<Map<string, Buffer>> | undefined
  let previous = new Map<string, Buffer>()
  let stale = true
  let unfollow: (() => void) | undefined
  const follow = () => {
    let welcomed = false
    unfollow = followPublishes({ SANITY_PROJECT_ID: process.env.SANITY_PROJECT_ID, SANITY_DATASET: process.env.SANITY_DATASET })(
      (event) => {
        // A change published, or the stream back after a break (a change may have been missed).
        if (event.type === 'mutation' || welcomed) stale = true
        welcomed = true
      },
      () => {
        unfollow?.()
        unfollow = undefined
        stale = true
      },
    )
  }
  server.httpServer?.once('close', () => unfollow?.())
  const index = async () => {
    const base = server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.server.port}/`
    const sources = (await builtPaths(server)).map((path) => ({
      path,
      html: async () => {
        const response = await fetch(new URL(path, base), { headers: { Accept: 'text/html' } })
        if (!response.ok) throw new Error(`${path} answered ${response.status}`)
        return response.text()
      },
    }))
    const started = performance.now()
    const content = await buildClient().fetch(SEARCH_INDEX_QUERY, { namedCopies: SEARCH_NAMED_PAGES.map((page) => page.copy) })
    const { indexed, files } = await searchIndexFiles(sources, answered(content, "the pages' names and the other names of the site search"))
    server.config.logger.info(`  site search: ${indexed.length} pages indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return files
  }
  return (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (!path.startsWith(SEARCH_BUNDLE)) return next()
    if (stale || !current) {
      if (!unfollow) follow()
      stale = false
      const last = current
      current = index()
      current.catch(() => (current = undefined))
      void last?.then((files) => (previous = files)).catch(() => undefined)
    }
    current.then(
      (files) => {
        const name = path.slice(SEARCH_BUNDLE.length)
        const body = files.get(name) ?? previous.get(name)
        if (!body) return next()
        const type = CONTENT_TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream'
        // What the search answers for each term: read by the Studio, from its own origin.
        res.writeHead(200, {
          'Content-Type': type,
          'Cache-Control': 'no-cache',
          ...(name === PREVIEWS_FILE && { 'Access-Control-Allow-Origin': '*' }),
        })
        res.end(body)
      },
      (error: Error) => {
        server.config.logger.error(`The site search's index could not be made: ${error.message}`)
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
        res.end(`The site search's index could not be made: ${error.message}`)
      },
    )
  }
}

/** A page the dev server renders (not a module, an asset or a stand-in's call), asked for as a page. */
const isPageRequest = (req: IncomingMessage, url: URL) =>
  (req.method === 'GET' || req.method === 'HEAD') &&
  (req.headers.accept ?? '').includes('text/html') &&
  !/^\/(@|__|src\/|node_modules\/)/.test(url.pathname) &&
  !/\.[a-z0-9]+$/i.test(url.pathname)

const isLength = (name: unknown) => String(name).toLowerCase() === 'content-length'

/** writeHead's headers without Content-Length: as an object, or a flat list of names and values (React Router's). */
function withoutLength(arg: unknown) {
  if (Array.isArray(arg)) return arg.filter((item, i, list) => !isLength(i % 2 === 0 ? item : list[i - 1]))
  if (arg && typeof arg === 'object') return Object.fromEntries(Object.entries(arg).filter(([name]) => !isLength(name)))
  return arg
}

/**
 * Under `npm start`, every page with the alert banner a build would write into it now
 * (tools/site-build/alerts.ts), the alerts as the CMS has them at the request: an editor sees an alert
 * they publish, in the site and in Presentation's preview, without a build. The page React renders
 * is held until it ends (the dev server's own, over loopback) and the banner put before its <main>.
 */
function devAlertsMiddleware(server: ViteDevServer): Middleware {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (!isPageRequest(req, url)) return next()
    const port = /^\/ports\/([^/]+)\/?$/.exec(url.pathname)?.[1]
    const chunks: Buffer[] = []
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
    const isHtml = () => String(res.getHeader('content-type') ?? '').includes('text/html')
    let held: boolean | undefined
    // The page grows by the banner: its length is no longer known ahead.
    res.writeHead = ((...args: unknown[]) => {
      res.removeHeader('content-length')
      const unsized = args.map(withoutLength)
      held = isHtml() || unsized.some((arg) => typeof arg === 'object' && /text\/html/i.test(JSON.stringify(arg)))
      return writeHead(...unsized)
    }) as typeof res.writeHead
    const holding = () => (held ??= isHtml())
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (!holding()) return write(chunk, ...rest)
      chunks.push(Buffer.from(chunk as string | Uint8Array))
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
      callback?.()
      return true
    }) as typeof res.write
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (!holding()) return end(chunk, ...rest)
      if (chunk !== undefined && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as string | Uint8Array))
      let page = Buffer.concat(chunks).toString('utf8')
      // Its forms stamped as served (contract/forms.ts), as every server of the site does; its early
      // script first in its body, as the build puts it (tools/site-build/early-script.ts).
      const send = (html: string) => void stampServed(html).then((stamped) => end(stamped))
      if (!/<main[\s>]/.test(page)) return send(page)
      const now = new Date().toISOString()
      withEarlyScript(page, url.pathname)
        .then((early) => {
          page = early
          return buildClient().fetch(ALERTS_QUERY, { now })
        })
        .then(({ alerts, copy }) => send(withBanner(page, bannerHtml(alertsFor(alerts, port), alertWords(copy)), now, url.pathname)))
        .catch((error: Error) => {
          server.config.logger.warn(
            `  ${url.pathname} is shown without the alert banner: the CMS's alerts could not be read (${error.message})`,
          )
          send(page)
        })
      return res
    }) as typeof res.end
    next()
  }
}

/** Mounts the stand-ins, the PDF stand-ins and the 404 answers on the dev server. */
export function configureDev(server: ViteDevServer) {
  if (usesLocalContent()) server.middlewares.use(contentMiddleware() as Connect.NextHandleFunction)
  server.middlewares.use(emailManagerMiddleware() as Connect.NextHandleFunction)
  server.middlewares.use(formsMiddleware() as Connect.NextHandleFunction)
  server.middlewares.use(devPdfMiddleware() as Connect.NextHandleFunction)
  server.middlewares.use(devShareImageMiddleware() as Connect.NextHandleFunction)
  server.middlewares.use(devSearchWordsMiddleware() as Connect.NextHandleFunction)
  server.middlewares.use(devSearchMiddleware(server) as Connect.NextHandleFunction)
  server.middlewares.use(devAlertsMiddleware(server) as Connect.NextHandleFunction)
  server.middlewares.use(devNotFoundMiddleware(server) as Connect.NextHandleFunction)
}
