/**
 * The service worker's caches (src/offline/worker-caches.ts), on a CacheStorage kept in memory as the
 * Cache API keeps entries (in the order they were put, a put of the same address moving it last):
 * what is kept, how each cache stays within its bound while the entries in use stay, and the two
 * ways of answering. The worker at work in Chromium: tests/e2e/offline.spec.ts, bytes.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cacheFirst, keep, keepable, networkFirst, SAVED } from '../../src/offline/worker-caches'

class MemoryCache {
  entries = new Map<string, Response>()
  async put(key: string, response: Response) {
    const body = await response.arrayBuffer()
    this.entries.delete(key)
    this.entries.set(key, new Response(body, { status: response.status, headers: response.headers }))
  }
  async match(key: string) {
    return this.entries.get(key)?.clone()
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url))
  }
  async delete(key: Request | string) {
    return this.entries.delete(typeof key === 'string' ? key : key.url)
  }
}

const stores = new Map<string, MemoryCache>()
const ORIGIN = 'https://site.example'
/** A whole, same-origin answer, as the worker's fetch gives it. */
const answer = (body: string, init: ResponseInit = {}) => Object.defineProperty(new Response(body, init), 'type', { value: 'basic' })

beforeEach(() => {
  stores.clear()
  vi.stubGlobal('caches', { open: async (name: string) => stores.get(name) ?? stores.set(name, new MemoryCache()).get(name)! })
})
afterEach(() => vi.unstubAllGlobals())

const kept = (name: string) => [...(stores.get(name)?.entries.keys() ?? [])].map((url) => new URL(url).pathname)

describe("the worker's caches", () => {
  it('keeps whole, same-origin, successful answers only, under the address without query, stamped with the time', async () => {
    expect(keepable(answer('x'))).toBe(true)
    expect(keepable(answer('x', { status: 206 }))).toBe(false)
    expect(keepable(new Response('x'))).toBe(false)
    expect(await keep({ name: 'pages', max: 5 }, `${ORIGIN}/about?t=campaign#me@x.example`, answer('<html>'))).toBe(true)
    const copy = await stores.get('pages')!.match(`${ORIGIN}/about`)
    expect(await copy!.text()).toBe('<html>')
    expect(Date.parse(copy!.headers.get(SAVED)!)).toBeGreaterThan(Date.now() - 5000)
  })

  it('stays within its bound: the entries kept longest ago go first, one kept again moves last', async () => {
    const pages = { name: 'pages', max: 3 }
    for (const path of ['/a', '/b', '/c']) await keep(pages, `${ORIGIN}${path}`, answer(path))
    await keep(pages, `${ORIGIN}/a`, answer('/a again'))
    await keep(pages, `${ORIGIN}/d`, answer('/d'))
    expect(kept('pages')).toEqual(['/c', '/a', '/d'])
  })

  it('network first: fetched and kept; the kept copy when the network fails, marked as a copy; the failure when none', async () => {
    const fetch = vi.fn(async () => answer('fresh'))
    vi.stubGlobal('fetch', fetch)
    const pages = { name: 'pages', max: 10 }
    const first = await networkFirst(pages, new Request(`${ORIGIN}/about`))
    expect(await first.kept).toBe(true)
    expect([first.copy, await first.response.text()]).toEqual([false, 'fresh'])
    fetch.mockRejectedValue(new TypeError('offline'))
    const offline = await networkFirst(pages, new Request(`${ORIGIN}/about?x=1`))
    expect([offline.copy, await offline.response.text()]).toEqual([true, 'fresh'])
    await expect(networkFirst(pages, new Request(`${ORIGIN}/never`))).rejects.toThrow('offline')
  })

  it('cache first: a kept asset answers without the network, and is kept again (moved last) once a day at most, so the ones in use stay', async () => {
    const fetch = vi.fn(async () => answer('code'))
    vi.stubGlobal('fetch', fetch)
    const assets = { name: 'assets', max: 2 }
    await (
      await cacheFirst(assets, new Request(`${ORIGIN}/assets/shell-1.js`))
    ).kept
    await (
      await cacheFirst(assets, new Request(`${ORIGIN}/assets/page-1.js`))
    ).kept
    expect(fetch).toHaveBeenCalledTimes(2)
    // Used today: answered from the cache, its place unchanged.
    const hit = await cacheFirst(assets, new Request(`${ORIGIN}/assets/shell-1.js`))
    await hit.kept
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(kept('assets')).toEqual(['/assets/shell-1.js', '/assets/page-1.js'])
    // Used after more than a day: kept again, so a new asset pushes out the one not in use.
    const cache = stores.get('assets')!
    const old = cache.entries.get(`${ORIGIN}/assets/shell-1.js`)!
    const headers = new Headers(old.headers)
    headers.set(SAVED, new Date(Date.now() - 2 * 86_400_000).toISOString())
    cache.entries.set(`${ORIGIN}/assets/shell-1.js`, new Response(await old.text(), { headers }))
    await (
      await cacheFirst(assets, new Request(`${ORIGIN}/assets/shell-1.js`))
    ).kept
    await (
      await cacheFirst(assets, new Request(`${ORIGIN}/assets/other-1.js`))
    ).kept
    expect(kept('assets')).toEqual(['/assets/shell-1.js', '/assets/other-1.js'])
  })
})
