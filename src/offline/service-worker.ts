/**
 * The site's service worker, built into /sw.js by tools/site-build/service-worker.ts (its caches and
 * strategies: src/offline/worker-caches.ts), and registered once a page is usable (src/offline/copies.ts).
 *
 * - Pages, their `.data` and the PDFs: network first, so a publish shows at once when online; the
 *   answer is kept, and given back when the network fails, marked as a copy with the date it was
 *   saved (src/offline/rules.ts: `markCopy`, and a message to the page for `.data`).
 * - Kept ahead of need, when the worker installs, only what is small and vital: the contact page
 *   (the emergency contacts, which every kept page carries in its bars too) with its data and code,
 *   the code a form loads after a failed send (its other ways to send), and the search box's words;
 *   and /search (where the header's search opens all its results, offline too) with its data and
 *   code once the visitor first uses the search (the worker is asked for a search file).
 *   Nothing when the page that registered it says the visitor saves data (Save-Data: `?save-data`
 *   in the worker's address): then only what the visitor opens is kept.
 * - Kept when the visitor asks ("Keep for offline", src/offline/KeepOffline.tsx): the PDFs, and the
 *   port guides with their data (the first OFFERED_PORTS), what a click costs measured by the build
 *   and what this device keeps left out (src/offline/offers.ts); once kept, a click updates them.
 * - Never: the email-link pages, addresses carrying an email or a token, the APIs (requestKind).
 * - A new deploy is a new /sw.js (what it keeps changes with any content): it installs, takes over at
 *   once (skipWaiting, clients.claim), keeps the contact page again, and drops any cache it no longer names.
 * - Copies are kept under the page's address without query or fragment (`keptAddress`). Hashed assets
 *   stay in a bounded cache that keeps those in use, so pages kept from an older build still load.
 * - A copy shown offline carries this build's alert banner (src/lib/alert-banner.ts) and emergency
 *   contacts (src/offline/contacts.ts), whenever it was kept, and says so when it is older than the site.
 * - Offline, an address it keeps nothing of gets the offline page (src/offline/offline-page.ts): the
 *   pages this device keeps, in the frame of a kept one, with the emergency contacts.
 * - The site search (src/search/): Pagefind's code and the box's words network-first, and the index
 *   chunks and fragments a search fetched, cache-first in a cache of SEARCH_KEPT files: a search
 *   made before answers offline.
 */
import {
  CACHE_NAMES,
  canonicalPath,
  type CopyMessage,
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
import { offerPlan } from './offers'
import { type Answer, cacheFirst, type Keeping, keptCopy, networkFirst, SAVED } from './worker-caches'

/** What the worker keeps at once: pages (each with its data), hashed assets, and other files (the search box's words). */
type Ahead = { pages: string[]; assets: string[]; files: string[] }

/** Written in at build time (tools/site-build/service-worker.ts). */
declare const __SW_BUILD__: {
  /** Kept at install. */
  ahead: Ahead
  /** Kept once the visitor first uses the search: /search, its data and the code it loads first. */
  search: Ahead
  /** The site's icons every page names (`<link rel="icon">`, not hashed): answered from the cache once kept since this build. */
  icons: string[]
  /** What the visitor may keep for offline when asked, with each file's bytes on the wire. */
  offers: Record<OfferName, Offer>
  /** The build's alert banner and when it was written (tools/site-build/alerts.ts): the site's build time. */
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
type FetchEventLike = WaitEvent & { request: Request; clientId: string; respondWith(response: Promise<Response>): void }
type MessageEventLike = WaitEvent & { data: unknown; ports: readonly MessagePort[] }
interface WorkerScope {
  location: Location
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void>; get(id: string): Promise<{ postMessage(message: CopyMessage): void } | undefined> }
  addEventListener(type: 'install' | 'activate', listener: (event: WaitEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void
  addEventListener(type: 'message', listener: (event: MessageEventLike) => void): void
}
const sw = self as unknown as WorkerScope
const ORIGIN = sw.location.origin

/** The page that registered this worker said the visitor saves data: it keeps nothing they did not open or ask for. */
const SAVE_DATA = new URL(sw.location.href).searchParams.has(SAVE_DATA_PARAM)

function savedAt(response: Response) {
  const stamp = response.headers.get(SAVED) ?? response.headers.get('date')
  const date = stamp ? new Date(stamp) : undefined
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : new Date(0).toISOString()
}

/** A copy saved before this build was deployed: the site may have changed since (the contacts and alerts are brought up to date). */
const olderThanSite = (saved: string) => saved < BUILD.alerts.built

async function tell(clientId: string | undefined, message: Omit<CopyMessage, 'type'>) {
  const client = clientId ? await sw.clients.get(clientId) : undefined
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
async function asCopy(kind: RequestKind, response: Response, url: URL, clientId: string | undefined) {
  const saved = savedAt(response)
  const type = response.headers.get('content-type') ?? ''
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (kind === 'data') {
    await tell(clientId, { path: canonicalPath(pageOfData(url.pathname)!), saved, older: olderThanSite(saved) })
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
    (await cache.match(new URL('/contact', ORIGIN).href)) ?? (await cache.keys().then((keys) => keys[0] && cache.match(keys[0])))
  if (!frame) return undefined
  const html = offlinePage(upToDate(await frame.text(), olderThanSite(savedAt(frame))), BUILD.offline, await keptCopies(caches, ORIGIN))
  const headers = new Headers(frame.headers)
  headers.delete('content-length')
  headers.delete(SAVED)
  return new Response(html, { status: 200, headers })
}

/** Each kind's cache, how many entries it keeps, and how it answers: pages, data, PDFs and the search's code from the network first. */
const KEEPING: Record<RequestKind, Keeping & { first: 'network' | 'cache' }> = {
  page: { name: CACHE_NAMES.pages, max: 150, first: 'network' },
  data: { name: CACHE_NAMES.data, max: 150, first: 'network' },
  document: { name: CACHE_NAMES.documents, max: 20, first: 'network' },
  asset: { name: CACHE_NAMES.assets, max: 400, first: 'cache' },
  'search-index': { name: CACHE_NAMES.searchIndex, max: SEARCH_KEPT, first: 'cache' },
  'search-code': { name: CACHE_NAMES.searchCode, max: 10, first: 'network' },
}

/** Fetches (or answers from the cache) and keeps, by the kind's strategy. */
function answer(kind: RequestKind, request: Request): Promise<Answer> {
  const keeping = KEEPING[kind]
  return keeping.first === 'cache' ? cacheFirst(keeping, request) : networkFirst(keeping, request)
}

/** The kind of a path the worker keeps, as a request for it would be (a page's address is a navigation). */
const kindOfPath = (url: URL) => requestKind(url, { method: 'GET', mode: url.pathname.includes('.') ? 'cors' : 'navigate' }, ORIGIN)

/** Keeps each address for offline (through the browser's HTTP cache); true when every one was kept. */
async function keep(paths: string[]) {
  const results = await Promise.all(
    paths.map(async (path) => {
      const url = new URL(path, ORIGIN)
      const kind = kindOfPath(url)
      return kind ? (await answer(kind, new Request(url.href))).kept.catch(() => false) : false
    }),
  ).catch(() => [false])
  return results.every(Boolean)
}

/** Whether this device keeps an address (any of the worker's caches). */
const isKept = async (path: string) => Boolean(await caches.match(new URL(path, ORIGIN).href, { ignoreSearch: true }))

/** Whether the browser's HTTP cache holds an address: asked without touching the network. */
const inHttpCache = (path: string) =>
  fetch(new Request(new URL(path, ORIGIN).href, { cache: 'only-if-cached', mode: 'same-origin' })).then(
    (response) => (void response.body?.cancel(), response.ok),
    () => false,
  )

const device = { kept: isKept, cached: inHttpCache }

/** The pages' own addresses and their data files. */
const withData = (paths: string[]) => paths.flatMap((path) => [path, path === '/' ? '/_.data' : `${path}.data`])
const addresses = ({ pages, assets, files }: Ahead) => [...withData(pages), ...assets, ...files]

/** What of a list this device does not keep yet. */
const notKept = async (paths: string[]) => (await Promise.all(paths.map(async (path) => ((await isKept(path)) ? [] : [path])))).flat()

sw.addEventListener('install', (event) => {
  // Kept ahead of need, unless the visitor saves data; never a reason for the install to fail.
  if (!SAVE_DATA) event.waitUntil(keep(addresses(BUILD.ahead)))
  void sw.skipWaiting()
})
sw.addEventListener('activate', (event) => {
  const current = new Set(Object.values(CACHE_NAMES))
  // Caches this worker no longer names (an earlier version's, Workbox's of earlier builds).
  const outdated = (name: string) => (name.startsWith('gsi-') && !current.has(name)) || name.startsWith('workbox-')
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter(outdated).map((name) => caches.delete(name))))
      .then(() => sw.clients.claim()),
  )
})

/**
 * Keeping /search once the visitor uses the search (unless they save data): asked at the first search
 * file this run of the worker answers, and again at the next one if it could not keep all of it (the
 * search first opened offline, say). What is kept already is not fetched again.
 */
let searchKept: Promise<boolean> | undefined
const keepSearch = () =>
  (searchKept ??= notKept(addresses(BUILD.search))
    .then(keep)
    .then((kept) => {
      if (!kept) searchKept = undefined
      return kept
    }))

async function respond(kind: RequestKind, event: FetchEventLike) {
  const url = new URL(event.request.url)
  let result: Answer
  try {
    result = await answer(kind, event.request)
  } catch (failure) {
    const offline = kind === 'page' ? await offlineAnswer() : undefined
    if (!offline) throw failure
    return offline
  }
  event.waitUntil(result.kept)
  if (result.copy) return asCopy(kind, result.response, url, event.clientId)
  if (kind === 'data') event.waitUntil(tell(event.clientId, { path: canonicalPath(pageOfData(url.pathname) ?? '/'), saved: null }))
  return result.response
}

/**
 * An icon every page names: from the cache when kept since this build was deployed (a deploy may change
 * it), else fetched and kept. Every page asks for it, and the browser would ask the network each time.
 */
async function icon(event: FetchEventLike) {
  const copy = await keptCopy(KEEPING.asset.name, event.request.url)
  if (copy && !olderThanSite(savedAt(copy))) return copy
  const result = await networkFirst(KEEPING.asset, event.request)
  event.waitUntil(result.kept)
  return result.response
}

/** Keeps the site's icons, from the browser's HTTP cache when there (the page that registered the worker loaded them). */
const keepIcons = () =>
  Promise.all(
    BUILD.icons.map((path) =>
      networkFirst(KEEPING.asset, new Request(new URL(path, ORIGIN).href, { cache: 'force-cache' })).then((result) => result.kept),
    ),
  )

sw.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (url.origin === ORIGIN && event.request.method === 'GET' && BUILD.icons.includes(url.pathname)) {
    event.respondWith(icon(event))
    return
  }
  const kind = requestKind(url, event.request, ORIGIN)
  if (!kind) return
  if ((kind === 'search-code' || kind === 'search-index') && !SAVE_DATA) event.waitUntil(keepSearch())
  event.respondWith(respond(kind, event))
})

async function offerStates() {
  const entries = await Promise.all(
    (Object.entries(BUILD.offers) as Array<[OfferName, Offer]>).map(async ([name, offer]) => [
      name,
      (await offerPlan(offer, device)).state,
    ]),
  )
  return Object.fromEntries(entries) as Record<OfferName, OfferState>
}

/**
 * What pages ask of the worker:
 * - `gsi-keep`: the page a visitor landed on loaded before the worker was there to keep it; it is kept
 *   now (src/offline/copies.ts), from the browser's HTTP cache, under the same rules as any navigation,
 *   and the site's icons it loaded with it;
 * - `gsi-offers`: what the visitor may keep for offline, what a click costs now and whether it is kept,
 *   answered on the message's port (src/offline/KeepOffline.tsx);
 * - `gsi-keep-offer`: keep one of them now (what this device does not keep yet; all its pages, data and
 *   PDFs again once it keeps everything: an update), answered with whether all of it was kept, and the states.
 */
sw.addEventListener('message', (event) => {
  const message = event.data as { type?: unknown; url?: unknown; offer?: unknown } | null
  const reply = event.ports[0]
  if (message?.type === 'gsi-keep' && typeof message.url === 'string') {
    const url = new URL(message.url, ORIGIN)
    if (requestKind(url, { method: 'GET', mode: 'navigate' }, ORIGIN) !== 'page') return
    // The page was just loaded: its copy comes from the browser's HTTP cache, not the network again.
    event.waitUntil(
      Promise.all([
        networkFirst(KEEPING.page, new Request(url.href, { cache: 'force-cache' })).then((result) => result.kept),
        keepIcons(),
      ]).catch(() => undefined),
    )
  }
  if (message?.type === 'gsi-offers' && reply) event.waitUntil(offerStates().then((states) => reply.postMessage({ states })))
  if (message?.type === 'gsi-keep-offer' && reply && typeof message.offer === 'string' && Object.hasOwn(BUILD.offers, message.offer)) {
    const offer = BUILD.offers[message.offer as OfferName]
    event.waitUntil(
      offerPlan(offer, device)
        .then((plan) => keep(plan.state.kept ? plan.again : plan.missing))
        .then(async (kept) => reply.postMessage({ kept, states: await offerStates() }))
        .catch(() => reply.postMessage({ kept: false })),
    )
  }
})
