/**
 * The site's service worker, built into /sw.js by tools/build/service-worker.ts with Workbox's
 * modules, and registered once a page is usable (src/offline/OfflineNotice.tsx).
 *
 * - Pages, their `.data` and the PDFs: network first, so a publish shows at once when online; the
 *   answer is kept, and given back when the network fails, marked as a copy with the date it was
 *   saved (src/offline/rules.ts: `markCopy`, and a message to the page for `.data`).
 * - Kept ahead of need (Workbox's precache, versioned by content): the contact page, the port
 *   pages (PRECACHED_PORTS), the home page and the four PDFs, with their `.data`; the hashed
 *   scripts and styles those pages load are put in the assets cache at install.
 * - Never: the email-link pages, addresses carrying an email or a token, the APIs (requestKind).
 * - A new deploy is a new /sw.js (its precache list changes with any content): it installs, takes
 *   over at once (skipWaiting, clientsClaim), drops what the old precache held, any cache it no
 *   longer names and the kept copies of the pages it precaches; offline, the newest copy wins.
 * - Copies are kept under the page's address without query or fragment (`keptAddress`). Hashed assets stay in an LRU cache, so pages kept from an older build still load.
 * - A copy shown offline carries this build's alert banner (src/lib/alert-banner.ts), whenever it was kept.
 * - The site search (src/search/): Pagefind's code and the box's words network-first (the words
 *   precached too, so the box speaks offline before its first use), and the index chunks and fragments
 *   a search fetched, cache-first in an LRU cache of SEARCH_KEPT files: a search made before answers
 *   offline.
 */
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import {
  CACHE_NAMES,
  type CopyMessage,
  SEARCH_KEPT,
  type RequestKind,
  canonicalPath,
  keptAddress,
  markCopy,
  newestCopy,
  pageOfData,
  requestKind,
} from './rules'
import { withNewerAlerts } from '../lib/alert-banner'

/** Written in at build time (tools/build/service-worker.ts). */
declare const __SW_BUILD__: {
  precache: { url: string; revision: string }[]
  assets: string[]
  /** The build's alert banner and when it was written (tools/build/alerts.ts). */
  alerts: { built: string; banner: string }
}
const BUILD = __SW_BUILD__

interface WaitEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface WorkerScope {
  location: Location
  skipWaiting(): Promise<void>
  clients: { get(id: string): Promise<{ postMessage(message: CopyMessage): void } | undefined> }
  addEventListener(type: 'install' | 'activate', listener: (event: WaitEvent) => void): void
  addEventListener(type: 'message', listener: (event: WaitEvent & { data: unknown }) => void): void
}
const sw = self as unknown as WorkerScope
type HandlerOptions = { request: Request; url: URL; event: WaitEvent & { clientId?: string } }

const SAVED = 'x-gsi-saved'

/** Keeps only whole (200, not a range), same-origin, successful answers, stamped with the time they were saved, under their address without query or fragment. */
const keepPlugin = {
  async cacheKeyWillBeUsed({ request }: { request: Request }) {
    return keptAddress(request.url)
  },
  async cacheWillUpdate({ response }: { response: Response }) {
    if (response.status !== 200 || response.type !== 'basic' || response.redirected) return null
    const headers = new Headers(response.headers)
    headers.set(SAVED, new Date().toISOString())
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
  },
}

function savedAt(response: Response) {
  const stamp = response.headers.get(SAVED) ?? response.headers.get('date')
  const date = stamp ? new Date(stamp) : undefined
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : new Date(0).toISOString()
}

async function tell(event: HandlerOptions['event'], path: string, saved: string | null) {
  const client = event.clientId ? await sw.clients.get(event.clientId) : undefined
  client?.postMessage({ type: 'gsi-copy', path, saved })
}

/**
 * A kept copy given back offline: a page carries its date in a `<meta>`, and this build's alerts (a
 * copy kept before an alert was published shows it; one kept before an alert was withdrawn does
 * not; the page's own script still hides an alert from its end); a page's data tells the page.
 */
async function asCopy(kind: RequestKind, response: Response, { url, event }: HandlerOptions) {
  const saved = savedAt(response)
  if (kind === 'data') await tell(event, canonicalPath(pageOfData(url.pathname)!), saved)
  if (kind !== 'page' || !response.headers.get('content-type')?.includes('text/html')) return response
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  const html = withNewerAlerts(await response.text(), BUILD.alerts)
  return new Response(markCopy(html, saved), { status: response.status, statusText: response.statusText, headers })
}

function networkFirst(kind: RequestKind, cacheName: string, maxEntries: number) {
  const strategy = new NetworkFirst({
    cacheName,
    matchOptions: { ignoreSearch: true },
    plugins: [
      keepPlugin,
      new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true }),
      {
        async fetchDidSucceed({ response, event }: { response: Response; event: HandlerOptions['event'] }) {
          if (kind === 'data') await tell(event, canonicalPath(pageOfData(new URL(response.url).pathname) ?? '/'), null)
          return response
        },
      },
    ],
  })
  const handler = async (options: HandlerOptions) => {
    let kept: Response | undefined
    let failure: unknown
    try {
      const response = await strategy.handle({ request: options.request, event: options.event })
      // Answered from the cache only when the network failed (no timeout is set).
      if (!response.headers.has(SAVED)) return response
      kept = response
    } catch (error) {
      failure = error
    }
    // Offline: the copy kept at the last visit, or the current build's precached one if newer.
    const precached = await matchPrecache(canonicalPath(options.url.pathname))
    const dated = (copy: Response | undefined) => (copy ? { copy, saved: savedAt(copy) } : undefined)
    const newest = newestCopy(dated(kept), dated(precached))
    if (!newest) throw failure
    return asCopy(kind, newest, options)
  }
  return { strategy, handler }
}

precache(BUILD.precache)
cleanupOutdatedCaches()

const assets = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [keepPlugin, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
})

sw.addEventListener('install', (event) => {
  event.waitUntil(Promise.all(BUILD.assets.map((url) => assets.handle({ event, request: new Request(url) }))))
  void sw.skipWaiting()
})
sw.addEventListener('activate', (event) => {
  const current = new Set(Object.values(CACHE_NAMES))
  // A deploy: a copy kept from an older build of a page this build precaches must not stand in front of it.
  const precached = new Set(BUILD.precache.map((entry) => keptAddress(new URL(entry.url, sw.location.origin).href)))
  const dropOutdated = async (name: string) => {
    const cache = await caches.open(name)
    await Promise.all(
      (await cache.keys()).filter((request) => precached.has(keptAddress(request.url))).map((request) => cache.delete(request)),
    )
  }
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all([
          ...names.filter((name) => name.startsWith('gsi-') && !current.has(name)).map((name) => caches.delete(name)),
          ...[CACHE_NAMES.pages, CACHE_NAMES.data, CACHE_NAMES.documents].map(dropOutdated),
        ]),
      ),
  )
})
clientsClaim()

const kindOf =
  (kind: RequestKind) =>
  ({ url, request }: { url: URL; request: Request }) =>
    requestKind(url, request, sw.location.origin) === kind

const pages = networkFirst('page', CACHE_NAMES.pages, 150)
registerRoute(kindOf('asset'), assets)
// The site search: the index's chunks and fragments as fetched (named by content: never stale), within a
// bound; Pagefind's code and entry file from the network first, kept for offline.
registerRoute(
  kindOf('search-index'),
  new CacheFirst({
    cacheName: CACHE_NAMES.searchIndex,
    plugins: [keepPlugin, new ExpirationPlugin({ maxEntries: SEARCH_KEPT, purgeOnQuotaError: true })],
  }),
)
const searchCode = new NetworkFirst({
  cacheName: CACHE_NAMES.searchCode,
  matchOptions: { ignoreSearch: true },
  plugins: [keepPlugin, new ExpirationPlugin({ maxEntries: 10, purgeOnQuotaError: true })],
})
// Offline and never fetched: the search box's words as precached at install.
registerRoute(kindOf('search-code'), async (options: HandlerOptions) => {
  try {
    return await searchCode.handle({ request: options.request, event: options.event })
  } catch (error) {
    const precached = await matchPrecache(options.url.pathname)
    if (precached) return precached
    throw error
  }
})
registerRoute(kindOf('document'), networkFirst('document', CACHE_NAMES.documents, 20).handler)
registerRoute(kindOf('data'), networkFirst('data', CACHE_NAMES.data, 150).handler)
registerRoute(kindOf('page'), pages.handler)

/**
 * The page a visitor landed on loaded before the worker was there to keep it: it asks for it to be
 * kept (src/offline/copies.ts), under the same rules as any navigation.
 */
sw.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; url?: unknown } | null
  if (data?.type !== 'gsi-keep' || typeof data.url !== 'string') return
  const url = new URL(data.url, sw.location.origin)
  if (requestKind(url, { method: 'GET', mode: 'navigate' }, sw.location.origin) !== 'page') return
  event.waitUntil(pages.strategy.handle({ event, request: new Request(url.href) }).catch(() => undefined))
})
