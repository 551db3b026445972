/**
 * What the service worker (src/offline/service-worker.ts) may answer and keep, as pure functions
 * shared by the worker, its build step (tools/site-build/service-worker.ts) and the unit tests.
 *
 * It never touches (leaves to the network, keeps nothing of):
 * - the email-link pages and their `.data` (their address carries an email and a token);
 * - what stopped a form sent without its script (contract/forms.ts' `formResultPath`, any form's: the
 *   endpoint's page may hold what was typed);
 * - any request whose address carries an email or a token (a parameter named so, or an `@`);
 * - the email-manager and the content API (`/__email-manager`, `/__content`), and other origins;
 * - anything but GET, and the worker's own script.
 */

import { EMAIL_LINK_PATHS } from '../../contract/routes.ts'
import { canonicalPath, COPY_META, COPY_OLDER, SW_PATH } from './names.ts'

export * from './names.ts'

/** Pages reached from subscriber emails (contract/routes.ts: the same list as the hosting headers' and robots.txt's). */
export { EMAIL_LINK_PATHS }

/** The local stand-ins' APIs, served beside the site: calls, never content to keep. */
export const API_PREFIXES = ['/__email-manager', '/__content']

/**
 * Port guides a visitor may keep for offline at once ("Keep for offline" on the ports' pages), the
 * first ones in the CMS's order: every port the site has today and the main ones of a list of a
 * thousand (each about 25 kB on the wire with its data); the others are kept once visited.
 */
export const OFFERED_PORTS = 50

/**
 * The site search's index files the worker keeps as they are fetched (word chunks and result
 * fragments, about 1 to 20 kB each), the least recently used dropped past this many: a visitor's
 * past searches answer offline, within a few megabytes at most.
 */
export const SEARCH_KEPT = 150

/** The caches the worker keeps (src/offline/worker-caches.ts); a name no longer listed is deleted. */
export const CACHE_NAMES = {
  pages: 'gsi-pages-v1',
  data: 'gsi-data-v1',
  documents: 'gsi-documents-v1',
  assets: 'gsi-assets-v1',
  /** The search index's chunks and fragments, named by their content. */
  searchIndex: 'gsi-search-index-v1',
  /** Pagefind's code, its WebAssembly, the index's entry file and the box's words (the same names at every build). */
  searchCode: 'gsi-search-code-v1',
}

export type RequestKind = 'page' | 'data' | 'document' | 'asset' | 'search-index' | 'search-code'

/** The site search's files (tools/site-build/search-index.ts); those named by their content are its index. */
const SEARCH = /^\/pagefind\//
const SEARCH_INDEX = /^\/pagefind\/((index|fragment|filter)\/|[^/]+\.pf_meta$)/

const PERSONAL = /e-?mail|token|secret|auth|key|signature/i

/** What stopped a form sent without its script, for any form (contract/forms.ts, `formResultPath`): matched by its shape, so the worker carries no form's fields. */
const FORM_RESULT = /^\/forms\/[^/]+\/problem\/[^/]+$/

/** True when the address carries an email or a token: never answered from or kept in a cache. */
export function carriesPersonalData(url: URL) {
  let path = url.pathname
  try {
    path = decodeURIComponent(path)
  } catch {
    return true
  }
  if (path.includes('@')) return true
  for (const [name, value] of url.searchParams) if (PERSONAL.test(name) || value.includes('@')) return true
  return false
}

/** `/about.data` → `/about`, `/_.data` (the home page's) → `/`; undefined for other addresses. */
export function pageOfData(pathname: string) {
  if (!pathname.endsWith('.data')) return undefined
  const page = pathname.slice(0, -'.data'.length)
  return page === '/_' ? '/' : page
}

export function isEmailLinkPath(pathname: string) {
  const page = canonicalPath(pageOfData(pathname) ?? pathname)
  return EMAIL_LINK_PATHS.includes(page)
}

/**
 * What kind of request the worker answers, or undefined for one it leaves alone (never cached):
 * pages network-first, their `.data` network-first, PDFs network-first, hashed assets cache-first;
 * the search's index files cache-first (named by their content), its code network-first.
 */
export function requestKind(url: URL, request: { method: string; mode: string }, origin: string): RequestKind | undefined {
  if (request.method !== 'GET' || url.origin !== origin) return undefined
  if (carriesPersonalData(url) || isEmailLinkPath(url.pathname)) return undefined
  if (FORM_RESULT.test(canonicalPath(pageOfData(url.pathname) ?? url.pathname))) return undefined
  if (url.pathname === SW_PATH || API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return undefined
  if (url.pathname.startsWith('/assets/')) return 'asset'
  if (SEARCH.test(url.pathname)) return SEARCH_INDEX.test(url.pathname) ? 'search-index' : 'search-code'
  if (url.pathname.endsWith('.pdf')) return 'document'
  if (pageOfData(url.pathname)) return 'data'
  if (request.mode === 'navigate') return 'page'
  return undefined
}

/**
 * The address a copy is kept under: the page's own, without its query or fragment. The site's pages
 * are the same whatever follows `?` or `#`, and what does follow there (a campaign's `?t=`, a
 * `?code=`, `?session=`, an email after `#`) is the visitor's, never kept.
 */
export function keptAddress(url: string) {
  const kept = new URL(url)
  kept.search = ''
  kept.hash = ''
  return kept.href
}

/** The page with the date its copy was saved (and whether before the site's build): a `<meta>` the page reads, added after `<head>`. */
export function markCopy(html: string, saved: string, older = false) {
  return html.replace(
    /<head(\s[^>]*)?>/i,
    (head) => `${head}<meta name="${COPY_META}" content="${saved}"${older ? ` ${COPY_OLDER}=""` : ''}/>`,
  )
}
