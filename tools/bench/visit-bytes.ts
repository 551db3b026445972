/**
 * What a visit costs on the wire: every byte the visitor's browser receives, counted where it
 * crosses the wire (tools/bench/wire-counter.ts, a relay between the browser and the site): the
 * pages' requests, the service worker's own fetches, and what the browser fetches for neither (the
 * worker's update checks, which Chromium reports to no page or worker), each as transferred (headers
 * and the encoded body, so brotli where the site sends it); what the browser sends is counted beside
 * it. In Debian's Chromium at phone size. Used by `npm run bench:bytes` and by the byte budgets'
 * browser test (tests/e2e/bytes.spec.ts), against a build served as the CDN serves it.
 *
 * A visit is pages opened one after the other by address (a full load each, as from a link in a mail
 * or a bookmark), each waited for until nothing has crossed the wire for QUIET_MS: with JavaScript,
 * after hydration, the content check and, with the service worker, its install and what it keeps.
 * An answer the service worker or the browser's cache gave costs nothing: it never reaches the wire.
 */
import { devices, type Browser, type BrowserContext, type Request } from '@playwright/test'
import { LOCAL_API_PATH } from '../../contract/constants.ts'
import { SW_PATH } from '../../src/offline/names.ts'
import { startWireCounter } from './wire-counter.ts'

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
  /** Issue 57's margin, held: the home page alone with what its first action needs before its code (the early script). */
  homeTarget: 145_000,
  /** The three pages, with the service worker (its install and what it keeps included). */
  threePages: 300_000,
  /** The same with Save-Data on. */
  saveData: 200_000,
  /** Issue 54's margin, held: the Save-Data visit 5% under its budget. */
  saveDataTarget: 190_000,
  /** The CMS queries of a page whose content has not changed since the build. */
  unchangedQueries: 5_000,
}

/** How long the browser must fetch nothing for a page to count as done. */
const QUIET_MS = 1_500

export type Kind = 'page' | 'data' | 'script' | 'style' | 'image' | 'font' | 'pdf' | 'cms' | 'search' | 'worker' | 'other'

/** One request as it crossed the wire: bytes received and sent, and who asked (the page, its worker, or the browser for neither). */
export type Fetched = { url: string; kind: Kind; bytes: number; sent: number; by: 'page' | 'worker' | 'browser' }

export type VisitFigures = {
  /** Every byte received. */
  bytes: number
  /** Every byte sent (requests: their lines, headers and bodies). */
  sent: number
  /** Of the bytes received, the CMS queries (the content API, not its images). */
  cms: number
  /** Of the bytes received, what the browser fetched for no page or worker (the worker's update checks). */
  unseen: number
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
  if (path === SW_PATH) return 'worker'
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
  const sum = (list: Fetched[], field: 'bytes' | 'sent') => list.reduce((total, f) => total + f[field], 0)
  return {
    bytes: sum(fetched, 'bytes'),
    sent: sum(fetched, 'sent'),
    cms: byKind.cms ?? 0,
    unseen: sum(
      fetched.filter((f) => f.by === 'browser'),
      'bytes',
    ),
    byKind,
    fetched,
  }
}

/**
 * A visitor: a fresh browser context at phone size (no cache, no service worker yet), reaching the
 * site at `base` through a relay that counts the wire, whose visits are counted one by one; the HTTP
 * cache and the service worker's caches carry over between them, as for a visitor coming back.
 * `close()` when done.
 */
export async function visitor(browser: Browser, base: string, options: VisitorOptions = {}) {
  const { javaScript = true, serviceWorker = false, saveData = false } = options
  const wire = await startWireCounter(base)
  const context: BrowserContext = await browser.newContext({
    ...PHONE,
    baseURL: wire.base,
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
  /** The requests the browser reports (the page's and its worker's), to say who asked for what crossed the wire. */
  type Reported = { address: string; resourceType: string; byWorker: boolean }
  let reported: Array<Promise<Reported | undefined>> = []
  /** A request the browser reports, unless its answer came from the worker or the browser's cache (never on the wire). */
  const report = async (request: Request): Promise<Reported | undefined> => {
    const response = await request.response()
    const url = new URL(request.url())
    // Chromium gives the worker's own script no sizes; any other answer without them came from the browser's cache.
    const sizes = await request.sizes()
    const cached = sizes.responseHeadersSize === 0 && sizes.responseBodySize === 0 && url.pathname !== SW_PATH
    if (!response || response.fromServiceWorker() || cached) return undefined
    return { address: url.pathname + url.search, resourceType: request.resourceType(), byWorker: request.serviceWorker() !== null }
  }
  context.on('request', () => {
    inFlight++
    lastActivity = Date.now()
  })
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastActivity = Date.now()
  }
  context.on('requestfinished', (request: Request) => {
    settle()
    reported.push(report(request).catch(() => undefined))
  })
  context.on('requestfailed', settle)
  const quiet = async () => {
    const deadline = Date.now() + 60_000
    while ((inFlight > 0 || Date.now() - Math.max(lastActivity, wire.lastActivity()) < QUIET_MS) && Date.now() < deadline)
      await new Promise((done) => setTimeout(done, 100))
  }
  const page = await context.newPage()

  /** What `act` cost on the wire, from its start to quiet after it. */
  async function measure(act: () => Promise<void>): Promise<VisitFigures> {
    wire.take()
    reported = []
    await act()
    await quiet()
    return figures()
  }

  /** Opens each address in turn and returns what the visit cost on the wire, from the first address to quiet after the last. */
  function visit(paths: string[]): Promise<VisitFigures> {
    return measure(async () => {
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
    })
  }

  /** The exchanges since the last measure, each with who asked for it. */
  async function figures() {
    const unmatched = (await Promise.all(reported)).filter((request) => request !== undefined)
    const fetched = wire.take().map((exchange): Fetched => {
      const at = unmatched.findIndex((request) => request.address === exchange.path)
      const request = at >= 0 ? unmatched.splice(at, 1)[0] : undefined
      const url = new URL(exchange.path, wire.base)
      return {
        url: url.href,
        kind: kindOf(url, request?.resourceType ?? ''),
        bytes: exchange.received,
        sent: exchange.sent,
        by: !request ? 'browser' : request.byWorker ? 'worker' : 'page',
      }
    })
    return summarise(fetched)
  }

  return {
    context,
    page,
    visit,
    measure,
    close: async () => {
      await context.close()
      wire.stop()
    },
  }
}
