/**
 * The site's service worker, built into /sw.js by tools/build/service-worker.ts with Workbox's
 * modules, and registered once a page is usable (src/offline/copies.ts).
 *
 * - Pages, their `.data` and the PDFs: network first, so a publish shows at once when online; the
 *   answer is kept, and given back when the network fails, marked as a copy with the date it was
 *   saved (src/offline/rules.ts: `markCopy`, and a message to the page for `.data`).
 * - Kept ahead of need, when the worker installs, only what is small and vital: the contact page
 *   (the emergency contacts, which every kept page carries in its bars too) and /search (where the
 *   header's search opens all its results, offline too) with their data and code, the code a form
 *   loads after a failed send (its other ways to send), and the search box's words.
 *   Nothing when the page that registered it says the visitor saves data (Save-Data: `?save-data`
 *   in the worker's address): then only what the visitor opens is kept.
 * - Kept when the visitor asks ("Keep for offline", src/offline/KeepOffline.tsx): the PDFs, and the
 *   port guides with their data (the first OFFERED_PORTS), their sizes measured by the build.
 * - Never: the email-link pages, addresses carrying an email or a token, the APIs (requestKind).
 * - A new deploy is a new /sw.js (what it keeps changes with any content): it installs, takes over at
 *   once (skipWaiting, clientsClaim), keeps the contact page again, and drops any cache it no longer names.
 * - Copies are kept under the page's address without query or fragment (`keptAddress`). Hashed assets stay in an LRU cache, so pages kept from an older build still load.
 * - A copy shown offline carries this build's alert banner (src/lib/alert-banner.ts) and emergency
 *   contacts (src/offline/contacts.ts), whenever it was kept, and says so when it is older than the site.
 * - Offline, an address it keeps nothing of gets the offline page (src/offline/offline-page.ts): the
 *   pages this device keeps, in the frame of a kept one, with the emergency contacts.
 * - The site search (src/search/): Pagefind's code and the box's words network-first, and the index
 *   chunks and fragments a search fetched, cache-first in an LRU cache of SEARCH_KEPT files: a search
 *   made before answers offline.
 */
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies'
import {
  CACHE_NAMES,
  canonicalPath,
  type CopyMessage,
  keptAddress,
  markCopy,
  type Offer,
  type OfferName,
  type OfferState,
  pageOfData,
  type RequestKind,
  requestKind,
  SAVE_DATA_PARAM,
  SEARCH_KEPT,
} from './rules'
import { withNewerAlerts } from '../lib/alert-banner'
import { type Contacts, policyFor, withCurrentContacts } from './contacts'
import { keptCopies } from './kept-pages'
import { offlinePage, type OfflineWords } from './offline-page'

/** Written in at build time (tools/build/service-worker.ts). */
declare const __SW_BUILD__: {
  /** Kept at install: pages (each with its data), hashed assets, and other files (the search box's words). */
  ahead: { pages: string[]; assets: string[]; files: string[] }
  /** What the visitor may keep for offline when asked, with the bytes it costs. */
  offers: Record<OfferName, Offer>
  /** The build's alert banner and when it was written (tools/build/alerts.ts): the site's build time. */
  alerts: { built: string; banner: string }
  /** The site settings' emergency contacts, as this build shows them. */
  contacts: Contacts
  /** The offline page's words (the layout copy's section "offline"). */
  offline: OfflineWords
}
const BUILD = __SW_BUILD__

interface WaitEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
type MessageEventLike = WaitEvent & { data: unknown; ports: readonly MessagePort[] }
interface WorkerScope {
  location: Location
  skipWaiting(): Promise<void>
  clients: { get(id: string): Promise<{ postMessage(message: CopyMessage): void } | undefined> }
  addEventListener(type: 'install' | 'activate', listener: (event: WaitEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
}
const sw = self as unknown as WorkerScope
type HandlerOptions = { request: Request; url: URL; event: WaitEvent & { clientId?: string } }

/** The page that registered this worker said the visitor saves data: it keeps nothing they did not open or ask for. */
const SAVE_DATA = new URL(sw.location.href).searchParams.has(SAVE_DATA_PARAM)

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

/** A copy saved before this build was deployed: the site may have changed since (the contacts and alerts are brought up to date). */
const olderThanSite = (saved: string) => saved < BUILD.alerts.built

async function tell(event: HandlerOptions['event'], message: Omit<CopyMessage, 'type'>) {
  const client = event.clientId ? await sw.clients.get(event.clientId) : undefined
  client?.postMessage({ type: 'gsi-copy', ...message })
}

/**
 * A kept page or data file as this build shows it: its alerts and, when it was kept before this build
 * (`older`), its emergency contacts this build's. A copy saved after it (a newer deploy's page, kept
 * while this worker still ran) keeps its own, newer ones.
 */
const upToDate = (text: string, older: boolean) => {
  const alerts = withNewerAlerts(text, BUILD.alerts)
  return older ? withCurrentContacts(alerts, BUILD.contacts) : alerts
}

/**
 * A kept copy given back offline: a page carries its date in a `<meta>` (and whether it is older than
 * the site), and this build's alerts and emergency contacts (a copy kept before an alert was published
 * shows it; one kept before an alert was withdrawn does not; the page's own script still hides an alert
 * from its end); a page's data tells the page, and carries the contacts too.
 */
async function asCopy(kind: RequestKind, response: Response, { url, event }: HandlerOptions) {
  const saved = savedAt(response)
  const type = response.headers.get('content-type') ?? ''
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (kind === 'data') {
    await tell(event, { path: canonicalPath(pageOfData(url.pathname)!), saved, older: olderThanSite(saved) })
    return new Response(upToDate(await response.text(), olderThanSite(saved)), {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
  if (kind !== 'page' || !type.includes('text/html')) return response
  const kept = await response.text()
  const html = markCopy(upToDate(kept, olderThanSite(saved)), saved, olderThanSite(saved))
  // Its route data rewritten, the page's policy allows the new text of that script (and no other).
  const policy = await policyFor(kept, html, headers.get('content-security-policy'))
  if (policy) headers.set('content-security-policy', policy)
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}

/**
 * The offline page for an address this device keeps nothing of: in the frame of the kept contact page,
 * else of any kept page (there is one: the worker keeps the page that registered it).
 */
async function offlineAnswer() {
  const cache = await caches.open(CACHE_NAMES.pages)
  const frame =
    (await cache.match(new URL('/contact', sw.location.origin).href)) ??
    (await cache.keys().then((keys) => keys[0] && cache.match(keys[0])))
  if (!frame) return undefined
  const html = offlinePage(
    upToDate(await frame.text(), olderThanSite(savedAt(frame))),
    BUILD.offline,
    await keptCopies(caches, sw.location.origin),
  )
  const headers = new Headers(frame.headers)
  headers.delete('content-length')
  headers.delete(SAVED)
  return new Response(html, { status: 200, headers })
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
          if (kind === 'data') await tell(event, { path: canonicalPath(pageOfData(new URL(response.url).pathname) ?? '/'), saved: null })
          return response
        },
      },
    ],
  })
  const handler = async (options: HandlerOptions) => {
    let failure: unknown
    try {
      const response = await strategy.handle({ request: options.request, event: options.event })
      // Answered from the cache only when the network failed (no timeout is set).
      if (!response.headers.has(SAVED)) return response
      return await asCopy(kind, response, options)
    } catch (error) {
      failure = error
    }
    const offline = kind === 'page' ? await offlineAnswer() : undefined
    if (!offline) throw failure
    return offline
  }
  return { strategy, handler }
}

const assets = new CacheFirst({
  cacheName: CACHE_NAMES.assets,
  plugins: [keepPlugin, new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
})
const pages = networkFirst('page', CACHE_NAMES.pages, 150)
const data = networkFirst('data', CACHE_NAMES.data, 150)
const documents = networkFirst('document', CACHE_NAMES.documents, 20)
const searchCode = new NetworkFirst({
  cacheName: CACHE_NAMES.searchCode,
  matchOptions: { ignoreSearch: true },
  plugins: [keepPlugin, new ExpirationPlugin({ maxEntries: 10, purgeOnQuotaError: true })],
})

/** The strategy that keeps an address of the site: a page, its data, a PDF, an asset or a search file. */
function strategyFor(url: URL): Strategy | undefined {
  const kind = requestKind(url, { method: 'GET', mode: url.pathname.includes('.') ? 'cors' : 'navigate' }, sw.location.origin)
  return kind === 'page'
    ? pages.strategy
    : kind === 'data'
      ? data.strategy
      : kind === 'document'
        ? documents.strategy
        : kind === 'asset'
          ? assets
          : kind === 'search-code'
            ? searchCode
            : undefined
}

/** Keeps each address for offline (from the network, through the browser's HTTP cache); true when every one was kept. */
async function keep(event: WaitEvent, paths: string[]) {
  const results = await Promise.allSettled(
    paths.map((path) => {
      const url = new URL(path, sw.location.origin)
      const strategy = strategyFor(url)
      return strategy ? strategy.handle({ event, request: new Request(url.href) }) : Promise.reject(new Error(path))
    }),
  )
  return results.every((result) => result.status === 'fulfilled')
}

/** The pages' own addresses and their data files. */
const withData = (paths: string[]) => paths.flatMap((path) => [path, path === '/' ? '/_.data' : `${path}.data`])

sw.addEventListener('install', (event) => {
  // Kept ahead of need, unless the visitor saves data; never a reason for the install to fail.
  if (!SAVE_DATA) event.waitUntil(keep(event, [...withData(BUILD.ahead.pages), ...BUILD.ahead.assets, ...BUILD.ahead.files]))
  void sw.skipWaiting()
})
sw.addEventListener('activate', (event) => {
  const current = new Set(Object.values(CACHE_NAMES))
  // Caches this worker no longer names (an earlier version's, Workbox's precache of earlier builds).
  const outdated = (name: string) => (name.startsWith('gsi-') && !current.has(name)) || name.startsWith('workbox-precache')
  event.waitUntil(caches.keys().then((names) => Promise.all(names.filter(outdated).map((name) => caches.delete(name)))))
})
clientsClaim()

/** Whether every address of an offer is kept on this device. */
async function isKept(offer: Offer) {
  const found = await Promise.all(offer.paths.map((path) => caches.match(new URL(path, sw.location.origin).href, { ignoreSearch: true })))
  return found.every(Boolean)
}

async function offerStates(): Promise<Record<OfferName, OfferState>> {
  const entries = await Promise.all(
    (Object.entries(BUILD.offers) as Array<[OfferName, Offer]>).map(
      async ([name, offer]) => [name, { count: offer.count, bytes: offer.bytes, kept: await isKept(offer) }] as const,
    ),
  )
  return Object.fromEntries(entries) as Record<OfferName, OfferState>
}

const kindOf =
  (kind: RequestKind) =>
  ({ url, request }: { url: URL; request: Request }) =>
    requestKind(url, request, sw.location.origin) === kind

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
registerRoute(kindOf('search-code'), searchCode)
registerRoute(kindOf('document'), documents.handler)
registerRoute(kindOf('data'), data.handler)
registerRoute(kindOf('page'), pages.handler)

/**
 * What pages ask of the worker:
 * - `gsi-keep`: the page a visitor landed on loaded before the worker was there to keep it; it is kept
 *   now (src/offline/copies.ts), under the same rules as any navigation;
 * - `gsi-offers`: what the visitor may keep for offline, its size and whether it is kept, answered on the
 *   message's port (src/offline/KeepOffline.tsx);
 * - `gsi-keep-offer`: keep one of them now, answered with whether all of it was kept, and the states.
 */
sw.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; url?: unknown; offer?: unknown } | null
  const reply = event.ports[0]
  if (message?.type === 'gsi-keep' && typeof message.url === 'string') {
    const url = new URL(message.url, sw.location.origin)
    if (requestKind(url, { method: 'GET', mode: 'navigate' }, sw.location.origin) !== 'page') return
    // The page was just loaded: its copy comes from the browser's HTTP cache, not the network again.
    event.waitUntil(pages.strategy.handle({ event, request: new Request(url.href, { cache: 'force-cache' }) }).catch(() => undefined))
  }
  if (message?.type === 'gsi-offers' && reply) event.waitUntil(offerStates().then((states) => reply.postMessage({ states })))
  if (message?.type === 'gsi-keep-offer' && reply && typeof message.offer === 'string' && Object.hasOwn(BUILD.offers, message.offer)) {
    const offer = BUILD.offers[message.offer as OfferName]
    event.waitUntil(
      keep(event, offer.paths)
        .then(async (kept) => reply.postMessage({ kept, states: await offerStates() }))
        .catch(() => reply.postMessage({ kept: false })),
    )
  }
})
