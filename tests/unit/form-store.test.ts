/**
 * The form endpoint's store (server/form-store.ts), one suite run on both stores it has: the
 * server's memory (`npm start`, `npm run preview`) and Netlify Blobs as production runs it, on
 * @netlify/blobs' own local server behind the gate that gives it the service's etags and one-step
 * conditional writes (tools/stand-ins/blobs-gate.ts). A request claimed once; the send limit, exact with posts at
 * once, by conditional writes over the version read; the results; the sweep of what is past its hour;
 * and how few requests each of the endpoint's paths makes of the store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEND_LIMIT, SEND_WINDOW_MS } from '../../contract/forms'
import type { FormResult } from '../../server/form-result'
import { memoryFormStore, memoryKv, RESULTS_PER_CLIENT, SENDING_LIVES_MS, type FormStore, type Turn } from '../../server/form-store'
import { blobsFormStore, blobsKv } from '../../server/form-store-blobs'
import { startGatedBlobs } from '../../tools/stand-ins/blobs-gate'

const NOW = Date.parse('2026-11-25T10:00:00Z')
const HOUR = SEND_WINDOW_MS
const refused = (at: number): FormResult => ({ form: 'newsletter', at, kind: 'refused', errors: [{ name: 'email', problem: 'invalid' }] })

let blobs: Awaited<ReturnType<typeof startGatedBlobs>>
beforeAll(async () => {
  blobs = await startGatedBlobs()
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
      return { store: await blobsFormStore(blobs.store), keys: () => blobsKv(blobs.store).list('') }
    },
  ],
]

const mine = (turn: Turn) => {
  if (turn.kind !== 'mine') throw new Error(`not mine: ${JSON.stringify(turn)}`)
  return turn
}

describe.each(STORES)('%s', (_name, make) => {
  let store: FormStore
  let keys: () => Promise<string[]>
  const setUp = async () => ({ store, keys } = await make())

  it('claims a request once: again, the record says how it stands; failed, it is given back; sent, it stays sent for the hour', async () => {
    await setUp()
    const first = mine(await store.begin('c1', 'd1', NOW))
    expect(await store.begin('c1', 'd1', NOW + 1000)).toEqual({ kind: 'taken', record: { at: NOW, state: 'sending' } })
    // Another client's, or another request of the client's, is its own.
    expect((await store.begin('c2', 'd1', NOW)).kind).toBe('mine')
    const second = mine(await store.begin('c1', 'd2', NOW))
    await first.settle('failed')
    expect(await store.request('c1', 'd1', NOW)).toBeUndefined()
    expect(await store.sends('c1', NOW)).toEqual([NOW])
    await mine(await store.begin('c1', 'd1', NOW + 2000)).settle('sent')
    expect(await store.begin('c1', 'd1', NOW + HOUR)).toEqual({ kind: 'taken', record: { at: NOW + 2000, state: 'sent' } })
    await second.settle('unconfirmed')
    expect(await store.request('c1', 'd2', NOW + 60_000)).toEqual({ at: NOW, state: 'unconfirmed' })
    // Past its hour, the request is new again.
    expect((await store.begin('c1', 'd1', NOW + 2000 + HOUR)).kind).toBe('mine')
  })

  it('gives a request claimed by two posts at once (a double press) to one of them', async () => {
    await setUp()
    for (let i = 0; i < 5; i++) {
      const turns = await Promise.all([store.begin('c', `twice-${i}`, NOW), store.begin('c', `twice-${i}`, NOW)])
      expect(turns.map((turn) => turn.kind).sort(), `round ${i}`).toEqual(['mine', 'taken'])
    }
  })

  it('lets a post take over a send its function left behind (still "sending" long after any function ends)', async () => {
    await setUp()
    mine(await store.begin('c', 'd', NOW))
    expect((await store.begin('c', 'd', NOW + SENDING_LIVES_MS)).kind).toBe('taken')
    expect((await store.begin('c', 'd', NOW + SENDING_LIVES_MS + 1)).kind).toBe('mine')
    expect(await store.sends('c', NOW + SENDING_LIVES_MS + 1)).toEqual([NOW + SENDING_LIVES_MS + 1])
  })

  it('gives SEND_LIMIT sends an hour per client, the next when the first is an hour old; a send that failed is given back', async () => {
    await setUp()
    const turns = []
    for (let i = 0; i < SEND_LIMIT; i++) turns.push(mine(await store.begin('c', `d${i}`, NOW + i * 60_000)))
    expect(await store.begin('c', 'more', NOW + 30 * 60_000)).toMatchObject({ kind: 'limit', until: NOW + HOUR })
    expect((await store.begin('other', 'more', NOW)).kind).toBe('mine')
    await turns.at(-1)!.settle('failed')
    expect((await store.begin('c', 'more', NOW + 31 * 60_000)).kind).toBe('mine')
    expect((await store.begin('c', 'again', NOW + 32 * 60_000)).kind).toBe('limit')
    // An hour after the first, its send counts no more.
    expect((await store.begin('c', 'again', NOW + HOUR)).kind).toBe('mine')
    expect(await store.sends('c', NOW + HOUR)).toHaveLength(SEND_LIMIT)
  })

  it('keeps the limit exact with many posts of one client at once: SEND_LIMIT of them, never more', async () => {
    await setUp()
    for (let round = 0; round < 3; round++) {
      const at = NOW + round * HOUR
      const turns = await Promise.all(Array.from({ length: 3 * SEND_LIMIT }, (_, i) => store.begin('c', `r${round}-${i}`, at)))
      expect(
        turns.filter((turn) => turn.kind === 'mine'),
        `round ${round}`,
      ).toHaveLength(SEND_LIMIT)
      expect(turns.filter((turn) => turn.kind === 'limit')).toHaveLength(2 * SEND_LIMIT)
    }
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

  it('keeps nothing past its hour: the sweep deletes the ledgers and the results, and leaves what is younger', async () => {
    await setUp()
    await mine(await store.begin('c', 'd', NOW)).settle('sent')
    mine(await store.begin('c', 'left-behind', NOW))
    await store.putResult('c', `${NOW}-abcdefghijklmnop`, refused(NOW), 'browser-of-c')
    mine(await store.begin('young', 'd', NOW + 30 * 60_000))
    expect((await keys()).sort()).toEqual(['clients/c', 'clients/young', `results/${NOW}-abcdefghijklmnop`])
    expect(await store.sweep(NOW + 30 * 60_000)).toBe(0)
    expect(await store.sweep(NOW + HOUR)).toBe(2)
    expect(await keys()).toEqual(['clients/young'])
    expect(await store.sweep(NOW + 30 * 60_000 + HOUR)).toBe(1)
    expect(await keys()).toEqual([])
  })
})

describe('the requests each path makes of Netlify Blobs (at most 4)', () => {
  const counted = async (work: (store: FormStore) => Promise<unknown>) => {
    await blobs.store.deleteAll()
    const store = await blobsFormStore(blobs.store)
    const before = blobs.requests.length
    await work(store)
    return blobs.requests.slice(before).map(({ method }) => method)
  }
  const result = (kind: 'failed' | 'limit'): FormResult =>
    kind === 'failed' ? { form: 'newsletter', at: NOW, kind, network: true } : { form: 'newsletter', at: NOW, kind, until: NOW + HOUR }

  it('a send: read, claim, how it went (3); a failed one with its result: 4; a refusal kept: 3', async () => {
    expect(await counted(async (store) => mine(await store.begin('c', 'd', NOW)).settle('sent'))).toEqual(['GET', 'PUT', 'PUT'])
    expect(
      await counted(async (store) =>
        mine(await store.begin('c', 'd', NOW)).settle('failed', { id: `${NOW}-abcdefghijklmnop`, result: result('failed'), browser: 'b' }),
      ),
    ).toEqual(['GET', 'PUT', 'PUT', 'PUT'])
    // The browser the result is bound to is in the result's own write: no request more.
    const kept = await blobsFormStore(blobs.store).then((store) => store.getResult(`${NOW}-abcdefghijklmnop`, NOW))
    expect(kept).toEqual({ browser: 'b', result: result('failed') })
    expect(await counted((store) => store.putResult('c', `${NOW}-abcdefghijklmnop`, refused(NOW), 'b'))).toEqual(['GET', 'PUT', 'PUT'])
  })

  it('a post past the limit, its result kept: 3, however many sends the client has', async () => {
    await blobs.store.deleteAll()
    const store = await blobsFormStore(blobs.store)
    for (let i = 0; i < SEND_LIMIT; i++) await mine(await store.begin('c', `d${i}`, NOW + i)).settle('sent')
    const before = blobs.requests.length
    const turn = await store.begin('c', 'past', NOW + SEND_LIMIT)
    if (turn.kind !== 'limit') throw new Error('not held by the limit')
    expect(await turn.keep(`${NOW}-abcdefghijklmnop`, result('limit'), 'b')).toBe(true)
    expect(blobs.requests.slice(before).map(({ method }) => method)).toEqual(['GET', 'PUT', 'PUT'])
    expect(await store.getResult(`${NOW}-abcdefghijklmnop`, NOW)).toEqual({ browser: 'b', result: result('limit') })
  })
})

describe('the production store without a Blobs context', () => {
  it('is a store whose every call fails, saying why (each post is then sent unguarded), never a throw that Netlify would answer', async () => {
    const saved = process.env.NETLIFY_BLOBS_CONTEXT
    delete process.env.NETLIFY_BLOBS_CONTEXT
    try {
      const store = await blobsFormStore()
      await expect(store.begin('client', 'digest', Date.now())).rejects.toThrow(/^Netlify Blobs cannot be used: /)
      await expect(store.sweep(Date.now())).rejects.toThrow(/^Netlify Blobs cannot be used: /)
    } finally {
      if (saved !== undefined) process.env.NETLIFY_BLOBS_CONTEXT = saved
    }
  })
})
