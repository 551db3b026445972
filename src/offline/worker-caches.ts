/**
 * The service worker's caches and the two ways it answers from them (src/offline/service-worker.ts),
 * small enough that the worker costs a visitor little on the wire (issue 54: about 5 kB less than
 * Workbox's modules, which did the same for this worker).
 *
 * - What is kept: whole, same-origin, successful answers (200, not a range, not redirected), under
 *   the address without query or fragment (`keptAddress`), stamped with the time they were saved.
 * - Each cache holds at most so many entries: past it, the ones kept longest ago go first. A copy kept
 *   again moves to the end (the Cache API keeps entries in the order they were put), and a hashed asset
 *   answered from the cache is kept again at most once a day, so the ones in use stay.
 * - Storage full: the cache gives up its older half and the answer is not kept (the visitor still gets it).
 *
 * Browser-safe, no DOM: the worker bundles it.
 */
import { keptAddress } from './rules'

/** The header a kept answer carries: when it was saved (ISO 8601). */
export const SAVED = 'x-gsi-saved'

/** A cache and how many entries it keeps. */
export type Keeping = { name: string; max: number }

const DAY_MS = 86_400_000

/** Whether an answer may be kept: whole, same-origin, successful. */
export const keepable = (response: Response) => response.status === 200 && response.type === 'basic' && !response.redirected

/** The answer stamped with the time it is kept (its body read once, by the cache). */
function stamped(response: Response) {
  const headers = new Headers(response.headers)
  headers.set(SAVED, new Date().toISOString())
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

/** Drops the entries kept longest ago past `max`. */
async function bound(cache: Cache, max: number) {
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)))
}

/** Keeps `response` (already checked `keepable`) for `url`; true when it was. */
export async function keep({ name, max }: Keeping, url: string, response: Response) {
  const cache = await caches.open(name)
  try {
    await cache.put(keptAddress(url), stamped(response))
  } catch {
    // Storage full (or the body failed): room is made for what comes next.
    await bound(cache, Math.floor(max / 2)).catch(() => undefined)
    return false
  }
  await bound(cache, max)
  return true
}

/** The copy kept for `url` in this cache, if any. */
export const keptCopy = async (name: string, url: string) => (await caches.open(name)).match(keptAddress(url))

/** An answer and, while it is being kept, whether it was (for `event.waitUntil`, or awaited when keeping on purpose). */
export type Answer = { response: Response; kept: Promise<boolean>; copy: boolean }

const none = Promise.resolve(false)

/** Fetched (through the browser's HTTP cache) and kept; the kept copy when the network fails (`copy`), else the failure. */
export async function networkFirst(keeping: Keeping, request: Request): Promise<Answer> {
  let response: Response
  try {
    response = await fetch(request)
  } catch (failure) {
    const copy = await keptCopy(keeping.name, request.url)
    if (copy) return { response: copy, kept: none, copy: true }
    throw failure
  }
  return { response, kept: keepable(response) ? keep(keeping, request.url, response.clone()) : none, copy: false }
}

/** The kept copy (kept again, at most once a day, so that one in use stays), else fetched and kept. */
export async function cacheFirst(keeping: Keeping, request: Request): Promise<Answer> {
  const copy = await keptCopy(keeping.name, request.url)
  if (copy) {
    const saved = Date.parse(copy.headers.get(SAVED) ?? '')
    const again = saved > Date.now() - DAY_MS ? none : keep(keeping, request.url, copy.clone())
    return { response: copy, kept: again.then(() => true), copy: false }
  }
  const response = await fetch(request)
  return { response, kept: keepable(response) ? keep(keeping, request.url, response.clone()) : none, copy: false }
}
