/**
 * The four providers Site settings may choose, each behind the same three calls: a page view, an
 * event with its label, and stop (a visitor who withdrew consent: nothing is sent after it). Each
 * loads its code once, after the first paint, from what contract/analytics.ts accepted:
 * - Plausible: its official tracker (@plausible-analytics/tracker), bundled with the site and
 *   loaded with this chunk; it sets no cookie and sends to Plausible's endpoint;
 * - Umami: its script, from Umami's service or the address of your own, page views sent by the site
 *   (data-auto-track off), the visitor given no id of its own (identity stitching off);
 * - Google Analytics 4 and Tag Manager: Google's tag, with consent mode's defaults denied, then
 *   analytics storage granted (they load only once the visitor agreed: src/analytics/Analytics.tsx),
 *   advertising storage and signals never.
 * Every provider is handed the page's address as page-address.ts names it (no query but a few
 * parameters chosen from lists, no result id, no fragment), and where the visitor came from likewise:
 * never the browser's own address, which may hold a search, a subscriber's email or a result's id.
 */
import type { AnalyticsSetup } from '../../contract/analytics.ts'
import type { SiteSearch } from '~/lib/analytics'
import { viewedAddress, viewedReferrer } from './page-address'

/**
 * The site-search event, named as each provider's own reports expect it: GA4's recommended `search`
 * event (its `search_term` fills the Search terms report; Tag Manager gets the same in its data
 * layer), and a custom event for Plausible (its props) and Umami (its event data).
 */
export const SEARCH_EVENT = { google: 'search', plausible: 'Site Search', umami: 'site-search' } as const

export type Sender = {
  /** The page shown now, as one page view. */
  pageview(): void
  event(name: string, label?: string): void
  /** A search the visitor settled on (src/search/report.ts): its words, results and the result opened. */
  search(search: SiteSearch): void
  /** Nothing is sent after it (consent withdrawn); `start` again resumes. */
  stop(): void
  start(): void
}

type GoogleWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<string, unknown>

/** A classic script from the provider, async; resolves when it has run. */
function loadScript(src: string, attributes: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value)
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`The analytics script ${src} did not load`))
    document.head.append(script)
  })
}

/** Google's command queue, as Google's own snippet makes it: gtag.js reads each call's `arguments`. */
function googleTag() {
  const w = window as unknown as GoogleWindow
  w.dataLayer ??= []
  w.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer!.push(arguments)
  }
  return { gtag: w.gtag, dataLayer: w.dataLayer }
}

/** The cookies Google's analytics sets (_ga, _ga_<id>, _gid, _gat…), removed on this host and the domains above it. */
export function removeGoogleCookies() {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .filter((name) => /^_g(a|id|at)(_|$)/.test(name))
  const parts = location.hostname.split('.')
  const domains = ['', ...parts.map((_, index) => parts.slice(index).join('.')).filter((domain) => domain.includes('.'))]
  for (const name of names)
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`
}

/** Until the script has run, calls wait; a script that failed to load drops them. */
function afterLoading<T>(loading: Promise<T>) {
  let ready: T | undefined
  let failed = false
  loading.then(
    (value) => (ready = value),
    (error: unknown) => {
      failed = true
      console.warn(String(error))
    },
  )
  return (call: (value: T) => void) => {
    if (ready !== undefined) call(ready)
    else if (!failed) void loading.then(call, () => undefined)
  }
}

function plausible(setup: AnalyticsSetup): Sender {
  const tracker = import('@plausible-analytics/tracker').then(({ init, track }) => {
    init({
      domain: setup.id,
      endpoint: setup.endpoint,
      autoCapturePageviews: false,
      logging: false,
      bindToWindow: false,
      // Every request, its own events included: the address as page-address.ts names it, and the referrer.
      transformRequest: (payload) => ({ ...payload, u: viewedAddress(payload.u), r: viewedReferrer(payload.r ?? '') || null }),
    })
    return track
  })
  const withTracker = afterLoading(tracker)
  return {
    pageview: () => withTracker((track) => track('pageview', { url: location.href })),
    event: (name, label) => withTracker((track) => track(name, label === undefined ? {} : { props: { label } })),
    // Plausible's props are text: a goal "Site Search" lists them (docs/editors.md).
    search: ({ query, results, opened }) =>
      withTracker((track) => track(SEARCH_EVENT.plausible, { props: { query, results: String(results), opened: opened || 'none' } })),
    stop() {},
    start() {},
  }
}

type Umami = {
  track(payload?: string | ((props: Record<string, unknown>) => Record<string, unknown>), data?: Record<string, unknown>): void
}

function umami(setup: AnalyticsSetup): Sender {
  const loaded = loadScript(setup.script!, {
    'data-website-id': setup.id,
    'data-auto-track': 'false',
    'data-identity-stitching': 'false',
  }).then(() => (window as unknown as { umami: Umami }).umami)
  const withUmami = afterLoading(loaded)
  // With its own tracking off, Umami's script keeps the address it started on: each view names its own.
  let referrer = viewedReferrer(document.referrer)
  /** Umami's payload for this page: its address and referrer as page-address.ts names them. */
  let page = (props: Record<string, unknown>) => ({ ...props, url: viewedAddress(location.href), referrer })
  return {
    pageview() {
      const url = viewedAddress(location.href)
      const from = referrer
      referrer = url
      page = (props) => ({ ...props, url, referrer: from, title: document.title })
      withUmami((tracker) => tracker.track(page))
    },
    // An event names the page as its page view did (Umami's own would be the address the script started on).
    event: (name, label) =>
      withUmami((tracker) => tracker.track((props) => ({ ...page(props), name, ...(label === undefined ? {} : { data: { label } }) }))),
    // Umami's event data, as `umami.track(name, data)` sends it, on the page as its view named it.
    search: ({ query, results, opened }) =>
      withUmami((tracker) =>
        tracker.track((props) => ({ ...page(props), name: SEARCH_EVENT.umami, data: { query, results, opened: opened || 'none' } })),
      ),
    stop() {},
    start() {},
  }
}

/** GA4 (gtag.js) and Tag Manager (gtm.js): the same consent commands, their own calls. */
function google(setup: AnalyticsSetup): Sender {
  const { gtag, dataLayer } = googleTag()
  const disabled = `ga-disable-${setup.id}`
  let sending = false
  let loaded = false
  // Consent mode: everything denied by default, before any Google code runs.
  gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' })
  const ga4 = setup.provider === 'ga4'
  let referrer = viewedReferrer(document.referrer)
  /** The page as page-address.ts names it, and where the visitor came from. */
  const page = () => ({ page_location: viewedAddress(location.href), page_referrer: referrer })
  return {
    start() {
      sending = true
      delete (window as unknown as GoogleWindow)[disabled]
      gtag('consent', 'update', { analytics_storage: 'granted' })
      if (loaded) return
      loaded = true
      if (ga4) {
        gtag('js', new Date())
        // Every hit of the tag (its own ones too) names the page as page-address.ts does, not the browser's address.
        gtag('set', page())
        gtag('config', setup.id, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false, ...page() })
      } else dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
      loadScript(setup.script!).catch((error: unknown) => console.warn(String(error)))
    },
    stop() {
      sending = false
      // Google's own switch: GA4 sends nothing more from this page.
      ;(window as unknown as GoogleWindow)[disabled] = true
      gtag('consent', 'update', { analytics_storage: 'denied' })
      removeGoogleCookies()
    },
    pageview() {
      if (!sending) return
      const from = referrer
      const view = { ...page(), page_referrer: from, page_title: document.title }
      referrer = view.page_location
      if (ga4) {
        gtag('set', { page_location: view.page_location, page_referrer: from })
        gtag('event', 'page_view', view)
      } else dataLayer.push({ event: 'page_view', ...view })
    },
    event(name, label) {
      if (!sending) return
      const params = label === undefined ? {} : { event_label: label }
      if (ga4) gtag('event', name, params)
      else dataLayer.push({ event: name, ...params })
    },
    search({ query, results, opened }) {
      if (!sending) return
      const params = { search_term: query, search_results: results, search_opened: opened || 'none' }
      if (ga4) gtag('event', SEARCH_EVENT.google, params)
      else dataLayer.push({ event: SEARCH_EVENT.google, ...params })
    },
  }
}

const senders = new Map<string, Sender>()

/**
 * The provider's sender, one per page whatever renders ask for it (a render React starts again
 * must not load or configure anything twice); for Google's, nothing loads until `start` (the
 * visitor agreed).
 */
export function provider(setup: AnalyticsSetup): Sender {
  const key = `${setup.provider}:${setup.id}`
  let sender = senders.get(key)
  if (!sender) {
    sender = setup.provider === 'plausible' ? plausible(setup) : setup.provider === 'umami' ? umami(setup) : google(setup)
    senders.set(key, sender)
  }
  return sender
}
