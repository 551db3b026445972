/**
 * What the site's form endpoint (form-endpoint.ts) remembers between requests, for an hour at most:
 * - each client's sends within the send window (the rate limit: SEND_LIMIT an hour, contract/forms.ts):
 *   SEND_LIMIT numbered places, `sends/<client>/<n>` (0 to SEND_LIMIT - 1), each holding when its send
 *   was taken. A send takes a free place, or one whose send is past its hour, with a conditional
 *   write (only if new) read back as a claim is (below): never by counting a listing, which can miss
 *   a send written at the same moment (several posts of one client at once gave 11 or 12 sends);
 * - each request being sent or sent (the same request again is sent once, a double press included):
 *   `requests/<client>/<digest>`, taken with a conditional write (only if new), holding when and how
 *   it went (sending, sent, unconfirmed);
 * - the result of a request that did not go through, until its page is shown: `results/<time>-<id>`
 *   (what was typed, and the browser that sent it: a keyed hash of the token its cookie holds; its
 *   page shows what was typed to that browser only), and its mark under its client,
 *   `shown/<client>/<time>-<id>`, so that one client keeps at most RESULTS_PER_CLIENT an hour.
 * A client is a keyed hash of its address, never the address. `sweep` deletes what is past its hour,
 * by the time in each key's name (the requests and the sends by the time they hold): Netlify's
 * scheduled function runs it every few minutes (netlify/functions/form-sweep.ts), the local servers
 * on a timer.
 *
 * It relies on nothing a store may answer differently: no etag is read (Netlify's local Blobs server
 * answers a read without one), and a conditional write is trusted to be one write only after it is
 * read back (the local server checks, then writes: two at once can both succeed, so the claim that
 * reads back another's nonce gives way). Reads after writes are strong (Blobs' `strong` consistency).
 *
 * - `npm start` and `npm run preview`: in the server's memory (`memoryFormStore`), gone at a restart.
 * - Production: Netlify Blobs (`blobsFormStore`), the site's store `forms`.
 */
import { randomBytes } from 'node:crypto'
import type { Store } from '@netlify/blobs'
import { SEND_LIMIT, SEND_WINDOW_MS } from '../contract/forms.ts'
import type { FormResult } from './form-result.ts'

/** How long a result's page can be shown (a reload, Back and Forward included). */
export const RESULT_KEPT_MS = SEND_WINDOW_MS
/** The results one client keeps within the window; past them, its pages are answered without being kept. */
export const RESULTS_PER_CLIENT = 5
/**
 * A request still "sending" after this long was left by a function that ended before it could say
 * how it went (Netlify ends one after 10 s, 26 s at most): the same request may then go again.
 */
export const SENDING_LIVES_MS = 30_000
/** How often what is past its hour is deleted (`sweep`): production's schedule (netlify/functions/form-sweep.ts), the local servers' timer. */
export const SWEEP_EVERY_MS = 5 * 60_000
/** How long a claim waits before reading itself back (a conditional write that was two: see above). */
export const SETTLE_MS = 100

/** How a request (a client's form with every field the same) went: being sent, taken, or not answered in time. */
export type RequestState = 'sending' | 'sent' | 'unconfirmed'
export type RequestRecord = { at: number; state: RequestState }

/** A result kept for its page, and the browser that sent the request (a keyed hash of its cookie's token). */
export type KeptResult = { browser: string; result: FormResult }

/** A claim of a request: this post's to send, or another's, as it stands. */
export type Claim = { mine: true } | { mine: false; record: RequestRecord }
/** A place among a client's sends of the window: taken (its key, to give back), or none until `until`. */
export type Place = { taken: true; key: string } | { taken: false; until: number }

export type FormStore = {
  /** Claims the request for this post, unless another post of it is sending, sent or unconfirmed within the window. */
  claim(client: string, digest: string, now: number): Promise<Claim>
  /** The request's record while it counts (within the window; a send not left behind); undefined otherwise. */
  request(client: string, digest: string, now: number): Promise<RequestRecord | undefined>
  /** How the claimed request went: sent or unconfirmed (remembered for the window), or failed (forgotten: it may go again). */
  settle(client: string, digest: string, at: number, state: 'sent' | 'unconfirmed' | 'failed'): Promise<void>
  /** Takes a place among the client's sends of the window, the earliest first; past SEND_LIMIT, none. */
  takePlace(client: string, now: number): Promise<Place>
  /** Gives a place back (its send was not taken). */
  givePlaceBack(key: string): Promise<void>
  /** When each of the client's sends of the window was taken, the earliest first. */
  sends(client: string, now: number): Promise<number[]>
  /** Keeps a result for its page, with its browser; false (nothing kept) when the client keeps RESULTS_PER_CLIENT already. */
  putResult(client: string, id: string, result: FormResult, browser: string): Promise<boolean>
  /** A result still kept, and the browser it is of; undefined once its hour is over, or for an id never given. */
  getResult(id: string, now: number): Promise<KeptResult | undefined>
  /** Deletes everything past its hour; returns how many keys. */
  sweep(now: number): Promise<number>
}

/** The few operations the form store needs of a key-value store: JSON values, a write only if new, a listing by prefix. */
export type FormKv = {
  get(key: string): Promise<unknown>
  /** Writes; with `onlyIfNew`, only if no value is there (false when one was). */
  set(key: string, value: unknown, onlyIfNew?: boolean): Promise<boolean>
  delete(key: string): Promise<void>
  list(prefix: string): Promise<string[]>
}

const nonce = () => randomBytes(9).toString('base64url')
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))
/** The time in a key's last segment (`<time>-<…>`); NaN for a key without one. */
const timeOf = (key: string) => Number(/(?:^|\/)(\d{1,15})-[^/]*$/.exec(key)?.[1] ?? NaN)
/** Whether a time is within the window before `now` (a time ahead of it, another instance's clock, counts). */
const inWindow = (at: number, now: number) => now - at < SEND_WINDOW_MS

type Kept = RequestRecord & { nonce: string }
function recordOf(value: unknown): Kept | undefined {
  const kept = value as Partial<Kept> | null | undefined
  if (typeof kept?.at !== 'number' || typeof kept.nonce !== 'string') return undefined
  if (kept.state !== 'sending' && kept.state !== 'sent' && kept.state !== 'unconfirmed') return undefined
  return { at: kept.at, state: kept.state, nonce: kept.nonce }
}
type Sent = { at: number; nonce: string }
function sentOf(value: unknown): Sent | undefined {
  const sent = value as Partial<Sent> | null | undefined
  return typeof sent?.at === 'number' && typeof sent.nonce === 'string' ? { at: sent.at, nonce: sent.nonce } : undefined
}
/** A send's place: its number among the client's SEND_LIMIT (`sends/<client>/<n>`). */
const isPlace = (key: string) => /^sends\/[^/]+\/\d{1,3}$/.test(key)
/** The places in the order a send tries them: the ones a listing says are free first, each lot in a random order (fewer posts at once try the same). */
function placeOrder(held: Set<number>) {
  const shuffled = Array.from({ length: SEND_LIMIT }, (_, n) => n)
    .map((n) => ({ n, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map(({ n }) => n)
  return [...shuffled.filter((n) => !held.has(n)), ...shuffled.filter((n) => held.has(n))]
}

/** A record that still stands: within the window, and not a send its function left behind. */
const live = (kept: RequestRecord | undefined, now: number): kept is RequestRecord =>
  kept !== undefined && inWindow(kept.at, now) && !(kept.state === 'sending' && now - kept.at > SENDING_LIVES_MS)

/** The form store over a key-value store (memory or Netlify Blobs: the same code, the same tests). */
export function kvFormStore(kv: FormKv): FormStore {
  const requestKey = (client: string, digest: string) => `requests/${client}/${digest}`
  const read = async (key: string) => recordOf(await kv.get(key))

  const placeKey = (client: string, n: number) => `sends/${client}/${n}`

  /** The client's places and the sends they hold within the window, the earliest first. */
  async function windowOf(client: string, now: number) {
    const keys = (await kv.list(`sends/${client}/`)).filter(isPlace)
    const held = await Promise.all(keys.map(async (key) => ({ key, sent: sentOf(await kv.get(key)) })))
    return held
      .filter((place): place is { key: string; sent: Sent } => place.sent !== undefined && inWindow(place.sent.at, now))
      .sort((a, b) => a.sent.at - b.sent.at)
  }

  return {
    async claim(client, digest, now) {
      const key = requestKey(client, digest)
      for (let tries = 0; tries < 3; tries++) {
        const mine: Kept = { at: now, state: 'sending', nonce: nonce() }
        if (!(await kv.set(key, mine, true))) {
          const kept = await read(key)
          if (live(kept, now)) return { mine: false, record: { at: kept.at, state: kept.state } }
          // Gone meanwhile, past its hour, or left behind by its function: this post takes it over.
          await kv.set(key, mine)
        }
        await sleep(SETTLE_MS)
        const back = await read(key)
        if (back?.nonce === mine.nonce) return { mine: true }
        if (live(back, now)) return { mine: false, record: { at: back.at, state: back.state } }
      }
      // Taken and given up three times over: sending once more is better than losing the request.
      return { mine: true }
    },
    async request(client, digest, now) {
      const kept = await read(requestKey(client, digest))
      return live(kept, now) ? { at: kept.at, state: kept.state } : undefined
    },
    async settle(client, digest, at, state) {
      const key = requestKey(client, digest)
      if (state === 'failed') return kv.delete(key)
      await kv.set(key, { at, state, nonce: nonce() } satisfies Kept)
    },
    async takePlace(client, now) {
      // A listing only says which places to try first: whether one is free is the write's to say.
      const listed = await kv.list(`sends/${client}/`)
      const held = new Set(listed.filter(isPlace).map((key) => Number(key.slice(key.lastIndexOf('/') + 1))))
      let earliest = Number.POSITIVE_INFINITY
      for (const n of placeOrder(held)) {
        const key = placeKey(client, n)
        const mine: Sent = { at: now, nonce: nonce() }
        if (!(await kv.set(key, mine, true))) {
          const kept = sentOf(await kv.get(key))
          if (kept && inWindow(kept.at, now)) {
            earliest = Math.min(earliest, kept.at)
            continue
          }
          // Its send past its hour, or given back meanwhile: this send takes the place over.
          await kv.set(key, mine)
        }
        await sleep(SETTLE_MS)
        const back = sentOf(await kv.get(key))
        if (back?.nonce === mine.nonce) return { taken: true, key }
        if (back && inWindow(back.at, now)) earliest = Math.min(earliest, back.at)
      }
      return { taken: false, until: (Number.isFinite(earliest) ? earliest : now) + SEND_WINDOW_MS }
    },
    givePlaceBack: (key) => kv.delete(key),
    async sends(client, now) {
      return (await windowOf(client, now)).map((place) => place.sent.at)
    },
    async putResult(client, id, result, browser) {
      const marks = (await kv.list(`shown/${client}/`)).filter((key) => inWindow(timeOf(key), result.at))
      if (marks.length >= RESULTS_PER_CLIENT) return false
      await kv.set(`shown/${client}/${id}`, {})
      await kv.set(`results/${id}`, { browser, result } satisfies KeptResult)
      return true
    },
    async getResult(id, now) {
      const kept = (await kv.get(`results/${id}`)) as Partial<KeptResult> | undefined
      const result = kept?.result
      if (typeof kept?.browser !== 'string' || typeof result?.at !== 'number' || now - result.at > RESULT_KEPT_MS) return undefined
      return { browser: kept.browser, result }
    },
    async sweep(now) {
      const [named, sends, requests] = await Promise.all([
        Promise.all(['shown/', 'results/'].map((prefix) => kv.list(prefix))).then((lists) => lists.flat()),
        kv.list('sends/'),
        kv.list('requests/'),
      ])
      // A send's place and a request hold their time; anything else, in its name.
      const places = sends.filter(isPlace)
      const held = await Promise.all([
        ...places.map(async (key) => ({ key, at: sentOf(await kv.get(key))?.at })),
        ...requests.map(async (key) => ({ key, at: (await read(key))?.at })),
      ])
      const old = [
        ...[...named, ...sends.filter((key) => !isPlace(key))].filter((key) => !inWindow(timeOf(key), now)),
        ...held.filter(({ at }) => at === undefined || !inWindow(at, now)).map(({ key }) => key),
      ]
      await Promise.all(old.map((key) => kv.delete(key)))
      return old.length
    },
  }
}

/** A key-value store in this process's memory: values kept as JSON text, as Blobs keeps them. */
export function memoryKv(): FormKv & { keys(): string[] } {
  const values = new Map<string, string>()
  return {
    get: async (key) => (values.has(key) ? JSON.parse(values.get(key)!) : undefined),
    set: async (key, value, onlyIfNew) => {
      if (onlyIfNew && values.has(key)) return false
      values.set(key, JSON.stringify(value))
      return true
    },
    delete: async (key) => void values.delete(key),
    list: async (prefix) => [...values.keys()].filter((key) => key.startsWith(prefix)),
    keys: () => [...values.keys()],
  }
}

/** Netlify Blobs as the form store's key-value store: JSON values, `onlyIfNew`, and every page of a listing. */
export function blobsKv(store: Store): FormKv {
  return {
    get: async (key) => (await store.get(key, { type: 'json' })) ?? undefined,
    set: async (key, value, onlyIfNew) => (await store.setJSON(key, value, onlyIfNew ? { onlyIfNew: true } : {})).modified,
    delete: (key) => store.delete(key),
    list: async (prefix) => {
      const keys: string[] = []
      for await (const page of store.list({ prefix, paginate: true })) keys.push(...page.blobs.map((blob) => blob.key))
      return keys
    },
  }
}

export const memoryFormStore = (kv: FormKv = memoryKv()) => kvFormStore(kv)

/**
 * The production form store: the site's Blobs store `forms`, strongly consistent, as the function's
 * environment configures it (or the store given, as the tests give one on Netlify's local Blobs server).
 */
export async function blobsFormStore(store?: Store): Promise<FormStore> {
  const { getStore } = await import('@netlify/blobs')
  return kvFormStore(blobsKv(store ?? getStore({ name: 'forms', consistency: 'strong' })))
}
