/**
 * The pages this device keeps for offline, read from the browser's CacheStorage: the pages the
 * service worker kept at a visit, ahead of need or when the visitor asked (src/offline/service-worker.ts).
 * The site search offers them when it cannot answer without a connection (src/search/, loaded with
 * it), and the worker's offline page lists them (src/offline/offline-page.ts). Browser-safe, no DOM:
 * the worker bundles it.
 */
import { CACHE_NAMES, canonicalPath, requestKind } from './rules'

/** A kept page: its address, and its title as the copy's `<title>` holds it (HTML text, its character references as written). */
export type KeptPage = { path: string; title: string }

/** A page's title as its kept copy names it: the text of its `<title>`, read from the start of the copy only. */
async function keptTitle(response: Response) {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const decoder = new TextDecoder()
  let head = ''
  for (let read = await reader.read(); !read.done && !head.includes('</title>') && head.length < 200_000; read = await reader.read())
    head += decoder.decode(read.value, { stream: true })
  void reader.cancel().catch(() => undefined)
  return /<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''
}

/**
 * The pages `storage` keeps for offline, each with its title, in the order of their titles. Empty where
 * the browser keeps nothing (no worker, storage off).
 */
export async function keptCopies(storage: CacheStorage, origin: string): Promise<KeptPage[]> {
  const found = new Map<string, string>()
  if (!(await storage.has(CACHE_NAMES.pages))) return []
  const cache = await storage.open(CACHE_NAMES.pages)
  for (const request of await cache.keys()) {
    const url = new URL(request.url)
    const path = canonicalPath(url.pathname)
    if (found.has(path) || requestKind(url, { method: 'GET', mode: 'navigate' }, origin) !== 'page') continue
    const response = await cache.match(request)
    const title = response ? await keptTitle(response) : ''
    if (title) found.set(path, title)
  }
  return [...found].map(([path, title]) => ({ path, title })).sort((a, b) => a.title.localeCompare(b.title))
}

/**
 * The pages this device keeps for offline, their titles as text (their character references decoded
 * by the browser's parser, in which nothing runs): what a search that needs the connection offers instead.
 */
export async function keptPages(): Promise<KeptPage[]> {
  if (!('caches' in window)) return []
  const pages = await keptCopies(caches, location.origin)
  return pages
    .map(({ path, title }) => ({ path, title: new DOMParser().parseFromString(`<title>${title}</title>`, 'text/html').title }))
    .sort((a, b) => a.title.localeCompare(b.title))
}
