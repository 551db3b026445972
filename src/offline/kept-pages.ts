/**
 * The pages this device keeps for offline, for the site search to offer when it cannot answer
 * without a connection (src/search/): the service worker's precache and the pages kept at a visit
 * (src/offline/service-worker.ts), read from the browser's CacheStorage. Loaded with the search only.
 */
import { CACHE_NAMES, canonicalPath, requestKind } from './rules'

/** A page's title as its kept copy names it: the text of its `<title>`, read from the start of the copy only. */
async function keptTitle(response: Response) {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const decoder = new TextDecoder()
  let head = ''
  for (let read = await reader.read(); !read.done && !head.includes('</title>') && head.length < 200_000; read = await reader.read())
    head += decoder.decode(read.value, { stream: true })
  void reader.cancel().catch(() => undefined)
  const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''
  // The title's text, its character references decoded by the browser's parser (nothing runs in a parsed document).
  return new DOMParser().parseFromString(`<title>${title}</title>`, 'text/html').title
}

/**
 * The pages this device keeps for offline (the worker's precache and the pages visited), each with
 * its title: what a search that needs the connection offers instead. Empty where the browser keeps
 * nothing (no worker, storage off).
 */
export async function keptPages(): Promise<Array<{ path: string; title: string }>> {
  if (!('caches' in window)) return []
  const found = new Map<string, string>()
  const names = (await caches.keys()).filter((name) => name === CACHE_NAMES.pages || name.startsWith('workbox-precache'))
  for (const name of names) {
    const cache = await caches.open(name)
    for (const request of await cache.keys()) {
      const url = new URL(request.url)
      const path = canonicalPath(url.pathname)
      if (found.has(path) || requestKind(url, { method: 'GET', mode: 'navigate' }, location.origin) !== 'page') continue
      const response = await cache.match(request)
      const title = response ? await keptTitle(response) : ''
      if (title) found.set(path, title)
    }
  }
  return [...found].map(([path, title]) => ({ path, title })).sort((a, b) => a.title.localeCompare(b.title))
}
