/**
 * What a visit costs on the wire: every response a visitor's browser receives, its service worker's
 * own fetches included, in bytes as transferred (headers and the encoded body, so brotli where the
 * site sends it), in Debian's Chromium at phone size. Used by `npm run bench:bytes` and by the byte
 * budgets' browser test (tests/e2e/bytes.spec.ts), against a build served as the CDN serves it.
 *
 * A visit is pages opened one after the other by address (a full load each, as from a link in a mail
 * or a bookmark), each waited for until the browser has fetched nothing for QUIET_MS: with JavaScript,
 * after hydration, the content check and, with the service worker, its install and what it keeps.
 * An answer the service worker gave from its cache costs nothing; its fetches from the network count.
 */
import { devices, type Browser, type BrowserContext, type Request } from '@playwright/test'
import { LOCAL_API_PATH } from '../../contract/constants.ts'

/** Chromium at phone size: a Pixel 5 at 360×780, as the browser tests' phone project. */
export const PHONE = { ...devices['Pixel 5'], viewport: { width: 360, height: 780 } }

/** The three-page first visit of issue 43: the home page, a port guide, the contact page. */
export const THREE_PAGES = ['/', '/ports/mumbai', '/contact']

/**
 * The byte budgets of issue 43 (`npm test` enforces them: tests/e2e/bytes.spec.ts): bytes as
 * transferred, at phone size, on the build served as the CDN serves it.
 */
export const BYTE_BUDGETS = {
  /** The home page alone, no service worker. */
  home: 150_000,
  /** The three pages, with the service worker (its install and what it keeps included). */
  threePages: 300_000,
  /** The same with Save-Data on. */
  saveData: 200_000,
  /** The CMS queries of a page whose content has not changed since the build. */
  unchangedQueries: 5_000,
}

/** How long the browser must fetch nothing for a page to count as done. */
const QUIET_MS = 1_500

export type Kind = 'page' | 'data' | 'script' | 'style' | 'image' | 'font' | 'pdf' | 'cms' | 'search' | 'worker' | 'other'

export type Fetched = { url: string; kind: Kind; bytes: number; byWorker: boolean }

export type VisitFigures = {
  /** Every byte received. */
  bytes: number
  /** Of which the CMS queries (the content API, not its images). */
  cms: number
  byKind: Partial<Record<Kind, number>>
  fetched: Fetched[]
}

export type VisitorOptions = {
  /** Default true. */
  javaScript?: boolean
  /** Let the site's service worker run. Default false. */
  serviceWorker?: boolean
  /** Save-Data: the header on every request and `navigator.connection.saveData`, as a phone in data-saver mode. */
  saveData?: boolean
}

/** What a request is, by its address: the content API's queries (the local one, or Sanity's) apart from its images. */
export function kindOf(url: URL, resourceType: string): Kind {
  const path = url.pathname
  const cmsHost = /\.api(cdn)?\.sanity\.io$/.test(url.hostname)
  if (cmsHost || (path.startsWith(LOCAL_API_PATH + '/') && /\/data\//.test(path))) return 'cms'
  if (path === '/sw.js') return 'worker'
  if (path.endsWith('.pdf')) return 'pdf'
  if (path.endsWith('.data')) return 'data'
  if (path.startsWith('/pagefind/')) return 'search'
  if (resourceType === 'document' || !/\.\w+$/.test(path)) return 'page'
  if (/\.m?js$/.test(path)) return 'script'
  if (path.endsWith('.css')) return 'style'
  if (/\.(woff2?|ttf|otf)$/.test(path)) return 'font'
  if (resourceType === 'image' || /\.(png|jpe?g|webp|avif|svg|gif|ico)$/.test(path)) return 'image'
  return 'other'
}

export function summarise(fetched: Fetched[]): VisitFigures {
  const byKind: Partial<Record<Kind, number>> = {}
  for (const f of fetched) byKind[f.kind] = (byKind[f.kind] ?? 0) + f.bytes
  return { bytes: fetched.reduce((sum, f) => sum + f.bytes, 0), cms: byKind.cms ?? 0, byKind, fetched }
}

/**
 * A visitor: a fresh browser context at phone size (no cache, no service worker yet), whose visits
 * are counted one by one; the HTTP cache and the service worker's caches carry over between them, as
 * for a visitor coming back. `close()` when done.
 */
export async function visitor(browser: Browser, base: string, options: VisitorOptions = {}) {
  const { javaScript = true, serviceWorker = false, saveData = false } = options
  const context: BrowserContext = await browser.newContext({
    ...PHONE,
    baseURL: base,
    javaScriptEnabled: javaScript,
    serviceWorkers: serviceWorker ? 'allow' : 'block',
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  })
  if (saveData)
    await context.addInitScript(() => {
      const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' })
      Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection })
    })
  let inFlight = 0
  let lastActivity = Date.now()
  let counted: Array<Promise<Fetched | undefined>> = []
  const measure = async (request: Request): Promise<Fetched | undefined> => {
    const response = await request.response()
    // Answered by the service worker from its cache: nothing crossed the network (its own fetch, if any, is counted by itself).
    if (!response || response.fromServiceWorker()) return undefined
    const sizes = await request.sizes()
    // Chromium reports no body size for the service worker's own script: its Content-Length then (brotli, as sent).
    const body = sizes.responseBodySize || Number((await response.headerValue('content-length')) ?? 0)
    const url = new URL(request.url())
    return {
      url: request.url(),
      kind: kindOf(url, request.resourceType()),
      bytes: body + sizes.responseHeadersSize,
      byWorker: request.serviceWorker() !== null,
    }
  }
  context.on('request', () => {
    inFlight++
    lastActivity = Date.now()
  })
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastActivity = Date.now()
  }
  context.on('requestfinished', (request) => {
    settle()
    counted.push(measure(request).catch(() => undefined))
  })
  context.on('requestfailed', settle)
  const quiet = async () => {
    const deadline = Date.now() + 60_000
    while ((inFlight > 0 || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 100))
  }
  const page = await context.newPage()

  /** Opens each address in turn and returns what the visit cost, from the first address to quiet after the last. */
  async function visit(paths: string[]): Promise<VisitFigures> {
    counted = []
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'load' })
      if (javaScript) {
        await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: object }).__reactRouterRouteModules, null, {
          timeout: 30_000,
        })
        if (serviceWorker) await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
      }
      await quiet()
    }
    const fetched = (await Promise.all(counted)).filter((f): f is Fetched => f !== undefined)
    return summarise(fetched)
  }

  return { context, page, visit, close: () => context.close() }
}
