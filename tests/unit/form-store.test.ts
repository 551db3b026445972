/**
 * The form endpoint's store (server/form-store.ts), one suite run on both stores it has: the
 * server's memory (`npm start`, `npm run preview`) and Netlify Blobs as production runs it, on
 * @netlify/blobs' own local server (which answers a read without an etag, and takes a conditional
 * write as a check then a write: two at once can both succeed). The claims of a request, the places
 * of the rate limit, the results, and the sweep of what is past its hour.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEND_LIMIT, SEND_WINDOW_MS } from '../../contract/forms'
import type { FormResult } from '../../server/form-result'
import {
  blobsFormStore,
  blobsKv,
  memoryFormStore,
  memoryKv,
  RESULTS_PER_CLIENT,
  SENDING_LIVES_MS,
  type FormKv,
  type FormStore,
} from '../../server/form-store'
import { startBlobs } from './form-site'

const NOW = Date.parse('2026-11-25T10:00:00Z')
const HOUR = SEND_WINDOW_MS
const refused = (at: number): FormResult => ({ form: 'newsletter', at, kind: 'refused', errors: [{ name: 'email', problem: 'invalid' }] })

let blobs: Awaited<ReturnType<typeof startBlobs>>
beforeAll(async () => {
  blobs = await startBlobs()
})
afterAll(() => blobs.close())

/** Each store, and every key it holds (read from underneath it). */
const STORES: Array<[string, () => Promise<{ store: FormStore; keys: () => Promise<string[]> }>]> = [
  [
    'memoryFormStore',
    async () => {
      const kv = memoryKv()
      return { store: memoryFormStore(kv), keys: async () => kv.keys() }
    },
  ],
  [
    'blobsFormStore on the local Blobs server',
    async () => {
      await blobs.store.deleteAll()
      const kv: FormKv = blobsKv(blobs.store)
      return { store: await blobsFormStore(blobs.store), keys: () => kv.list('') }
    },
  ],
]

describe.each(STORES)('%s', (_name, make) => {
  let store: FormStore
  let keys: () => Promise<string[]>
  const setUp = async () => ({ store, keys } = await make())

  it('claims a request once: again, the record says how it stands; failed, it is given back; sent, it stays sent for the hour', async () => {
    await setUp()
    expect(await store.claim('c1', 'd1', NOW)).toEqual({ mine: true })
    expect(await store.claim('c1', 'd1', NOW + 1000)).toEqual({ mine: false, record: { at: NOW, state: 'sending' } })
    // Another client's, or another request of the client's, is its own.
    expect(await store.claim('c2', 'd1', NOW)).toEqual({ mine: true })
    expect(await store.claim('c1', 'd2', NOW)).toEqual({ mine: true })
    await store.settle('c1', 'd1', NOW, 'failed')
    expect(await store.request('c1', 'd1', NOW)).toBeUndefined()
    expect(await store.claim('c1', 'd1', NOW + 2000)).toEqual({ mine: true })
    await store.settle('c1', 'd1', NOW + 2000, 'sent')
    expect(await store.claim('c1', 'd1', NOW + HOUR)).toEqual({ mine: false, record: { at: NOW + 2000, state: 'sent' } })
    await store.settle('c1', 'd2', NOW, 'unconfirmed')
    expect(await store.request('c1', 'd2', NOW + 60_000)).toEqual({ at: NOW, state: 'unconfirmed' })
    // Past its hour, the request is new again.
    expect(await store.claim('c1', 'd1', NOW + 2000 + HOUR)).toEqual({ mine: true })
  })

  it('gives a request claimed by two posts at once (a double press) to one of them', async () => {
    await setUp()
    for (let i = 0; i < 5; i++) {
      const claims = await Promise.all([store.claim('c', `twice-${i}`, NOW), store.claim('c', `twice-${i}`, NOW)])
      expect(
        claims.filter((claim) => claim.mine),
        `round ${i}`,
      ).toHaveLength(1)
    }
  })

  it('lets a post take over a send its function left behind (still "sending" long after any function ends)', async () => {
    await setUp()
    expect((await store.claim('c', 'd', NOW)).mine).toBe(true)
    expect((await store.claim('c', 'd', NOW + SENDING_LIVES_MS)).mine).toBe(false)
    expect(await store.claim('c', 'd', NOW + SENDING_LIVES_MS + 1)).toEqual({ mine: true })
  })

  it('gives SEND_LIMIT places an hour per client, the next when the first is an hour old; a place given back is free again', async () => {
    await setUp()
    const places = []
    for (let i = 0; i < SEND_LIMIT; i++) places.push(await store.takePlace('c', NOW + i * 60_000))
    expect(places.every((place) => place.taken)).toBe(true)
    expect(await store.takePlace('c', NOW + 30 * 60_000)).toEqual({ taken: false, until: NOW + HOUR })
    expect((await store.takePlace('other', NOW)).taken).toBe(true)
    const last = places.at(-1)!
    if (last.taken) await store.givePlaceBack(last.key)
    expect((await store.takePlace('c', NOW + 31 * 60_000)).taken).toBe(true)
    expect((await store.takePlace('c', NOW + 32 * 60_000)).taken).toBe(false)
    // An hour after the first, its place is free.
    expect((await store.takePlace('c', NOW + HOUR)).taken).toBe(true)
    expect(await store.sends('c', NOW + HOUR)).toHaveLength(SEND_LIMIT)
  })

  it("gives the limit's last place to one of two posts at once, never both", async () => {
    await setUp()
    for (let i = 1; i < SEND_LIMIT; i++) await store.takePlace('c', NOW + i)
    const both = await Promise.all([store.takePlace('c', NOW + 100), store.takePlace('c', NOW + 100)])
    expect(both.filter((place) => place.taken)).toHaveLength(1)
    expect(await store.sends('c', NOW + 100)).toHaveLength(SEND_LIMIT)
  })

  it('keeps a result for its hour, and at most RESULTS_PER_CLIENT a client', async () => {
    await setUp()
    for (let i = 0; i < RESULTS_PER_CLIENT; i++)
      expect(await store.putResult('c', `${NOW + i}-abcdefghijklmnop`, refused(NOW + i), 'browser-of-c')).toBe(true)
    expect(await store.putResult('c', `${NOW + 9}-abcdefghijklmnop`, refused(NOW + 9), 'browser-of-c')).toBe(false)
    expect(await store.getResult(`${NOW + 9}-abcdefghijklmnop`, NOW + 9)).toBeUndefined()
    expect(await store.putResult('other', `${NOW + 9}-qrstuvwxyzabcdef`, refused(NOW + 9), 'browser-of-other')).toBe(true)
    expect(await store.getResult(`${NOW}-abcdefghijklmnop`, NOW + HOUR)).toEqual({ browser: 'browser-of-c', result: refused(NOW) })
    expect(await store.getResult(`${NOW}-abcdefghijklmnop`, NOW + HOUR + 1)).toBeUndefined()
    // The client's first result past its hour, another may be kept.
    expect(await store.putResult('c', `${NOW + HOUR}-abcdefghijklmnop`, refused(NOW + HOUR), 'browser-of-c')).toBe(true)
  })

  it('keeps nothing past its hour: the sweep deletes the sends, the requests and the results, and leaves what is younger', async () => {
    await setUp()
    await store.claim('c', 'd', NOW)
    await store.settle('c', 'd', NOW, 'sent')
    await store.claim('c', 'left-behind', NOW)
    await store.takePlace('c', NOW)
    await store.putResult('c', `${NOW}-abcdefghijklmnop`, refused(NOW), 'browser-of-c')
    await store.claim('c', 'young', NOW + 30 * 60_000)
    await store.takePlace('c', NOW + 30 * 60_000)
    expect((await keys()).length).toBe(7)
    expect(await store.sweep(NOW + 30 * 60_000)).toBe(0)
    expect(await store.sweep(NOW + HOUR)).toBe(5)
    expect((await keys()).sort()).toEqual(['requests/c/young', expect.stringMatching(/^sends\/c\/\d$/)])
    expect(await store.sweep(NOW + 30 * 60_000 + HOUR)).toBe(2)
    expect(await keys()).toEqual([])
  })
})
