/**
 * What the site's form endpoint (form-endpoint.ts) remembers between requests, for an hour at most,
 * in two kinds of entry:
 * - each client's ledger, `clients/<client>`: the requests it sent within the send window (each by
 *   its digest: when, and how it went: sending, sent, unconfirmed), which are its sends for the rate
 *   limit (SEND_LIMIT an hour, contract/forms.ts) and what makes the same request go once (a double
 *   press included); and when each of its results was kept (at most RESULTS_PER_CLIENT an hour);
 * - the result of a request that did not go through, until its page is shown: `results/<time>-<id>`
 *   (what was typed, and the browser that sent it: a keyed hash of the token its cookie holds; its
 *   page shows what was typed to that browser only), counted in its client's ledger.
 * A ledger is changed only by a conditional write over the version read (`onlyIfMatch` its etag, or
 * `onlyIfNew` when there was none): of two posts of one client at once, one writes and the other
 * reads again and decides on what the first wrote. So the limit is exact under concurrency without
 * a listing, a read-back or a pause, and a send makes 3 store requests (read, claim, how it went),
 * a post past the limit 3 (read, the result counted, the result): server/README.md.
 * A client is a keyed hash of its address, never the address. `sweep` deletes what is past its hour:
 * Netlify's scheduled function runs it every few minutes (netlify/functions/form-sweep.ts), the local
 * servers on a timer.
 *
 * - `npm start` and `npm run preview`: in the server's memory (`memoryFormStore`), gone at a restart.
 * - Production: Netlify Blobs (form-store-blobs.ts `blobsFormStore`), the site's store `forms`, each
 *   request of it with its own budget (STORE_CALL_MS) and never retried: the endpoint sends a lead
 *   unguarded rather than wait on the store.
 */
import { SEND_LIMIT, SEND_WINDOW_MS } from '../contract/forms.ts'
import type { FormResult } from './form-result.ts'
import { ledgerOf, live, type Ledger, type RequestRecord } from './form-ledger.ts'

export type { RequestRecord, RequestState } from './form-ledger.ts'

/** How long a result's page can be shown (a reload, Back and Forward included). */
export const RESULT_KEPT_MS = SEND_WINDOW_MS
/** The results one client keeps within the window; past them, its pages are answered without being kept. */
export const RESULTS_PER_CLIENT = 5
export { SENDING_LIVES_MS } from './form-ledger.ts'
/** How often what is past its hour is deleted (`sweep`): production's schedule (netlify/functions/form-sweep.ts), the local servers' timer. */
export const SWEEP_EVERY_MS = 5 * 60_000
/**
 * How many times a post reads a client's ledger again after another post of that client wrote it
 * first: more posts of one client at once than this, and the store is taken as failing (the post
 * goes unguarded).
 */
const MOST_TRIES = 4 * SEND_LIMIT

/** A result kept for its page, and the browser that sent the request (a keyed hash of its cookie's token). */
export type KeptResult = { browser: string; result: FormResult }

/** What a post may do with its request: send it (and then say how it went), nothing (another post of it stands), or not within the limit. */
export type Turn =
  | {
      kind: 'mine'
      /** How the request went (sent and unconfirmed stay for the window; failed gives the request and its send back), with its result kept if given; whether it was. */
      settle(state: 'sent' | 'unconfirmed' | 'failed', keep?: { id: string; result: FormResult; browser: string }): Promise<boolean>
    }
  | { kind: 'taken'; record: RequestRecord }
  | { kind: 'limit'; until: number; keep(id: string, result: FormResult, browser: string): Promise<boolean> }

export type FormStore = {
  /** This post's turn with its request: claimed (it counts as a send), another post's as it stands, or past SEND_LIMIT. */
  begin(client: string, digest: string, now: number): Promise<Turn>
  /** The request's record while it counts (within the window; a send not left behind); undefined otherwise. */
  request(client: string, digest: string, now: number): Promise<RequestRecord | undefined>
  /** When each of the client's sends of the window was taken, the earliest first. */
  sends(client: string, now: number): Promise<number[]>
  /** Keeps a result for its page, with its browser; false (nothing kept) when the client keeps RESULTS_PER_CLIENT already. */
  putResult(client: string, id: string, result: FormResult, browser: string): Promise<boolean>
  /** A result still kept, and the browser it is of; undefined once its hour is over, or for an id never given. */
  getResult(id: string, now: number): Promise<KeptResult | undefined>
  /** Deletes everything past its hour; returns how many keys. */
  sweep(now: number): Promise<number>
}

/** A value as stored, and its version (an etag: a write `onlyIfMatch` it succeeds only over that version). */
export type Stored = { value: unknown; etag: string }
export type Condition = { onlyIfNew: true } | { onlyIfMatch: string }

/** The few operations the form store needs of a key-value store: JSON values with their versions, conditional writes, a listing by prefix. */
export type FormKv = {
  get(key: string): Promise<Stored | undefined>
  /** Writes (with a condition, only if it holds); the new version, or undefined when the condition did not hold. */
  set(key: string, value: unknown, condition?: Condition): Promise<string | undefined>
  delete(key: string): Promise<void>
  list(prefix: string): Promise<string[]>
}

/** The time in a key's last segment (`<time>-<…>`); NaN for a key without one. */
const timeOf = (key: string) => Number(/(?:^|\/)(\d{1,15})-[^/]*$/.exec(key)?.[1] ?? NaN)
const inWindow = (at: number, now: number) => now - at < SEND_WINDOW_MS

/** The ledger without what is past its hour (a request, a result's time). */
function pruned(ledger: Ledger, now: number): Ledger {
  return {
    requests: Object.fromEntries(Object.entries(ledger.requests).filter(([, kept]) => inWindow(kept.at, now))),
    results: ledger.results.filter((at) => inWindow(at, now)),
  }
}
/** The client's sends of the window (every request kept: sending, sent or unconfirmed), but the one of `except`. */
const sendsOf = (ledger: Ledger, now: number, except?: string) =>
  Object.entries(ledger.requests)
    .filter(([digest, kept]) => digest !== except && inWindow(kept.at, now))
    .map(([, kept]) => kept.at)
    .sort((a, b) => a - b)

type Seen = { ledger: Ledger; etag?: string }

/** The form store over a key-value store (memory or Netlify Blobs: the same code, the same tests). */
export function kvFormStore(kv: FormKv): FormStore {
  const ledgerKey = (client: string) => `clients/${client}`
  const load = async (client: string): Promise<Seen> => {
    const stored = await kv.get(ledgerKey(client))
    return { ledger: ledgerOf(stored?.value), etag: stored?.etag }
  }
  const write = (client: string, seen: Seen, next: Ledger) =>
    kv.set(ledgerKey(client), next, seen.etag ? { onlyIfMatch: seen.etag } : { onlyIfNew: true })

  /**
   * Decides on the ledger as seen and writes what it decided over that very version; another post
   * having written first, reads it again and decides again. `decide` returns the ledger to write
   * (and what to answer), or only an answer (nothing to write).
   */
  async function decideAndWrite<T>(client: string, seen: Seen | undefined, decide: (ledger: Ledger) => { next?: Ledger; answer: T }) {
    let current = seen ?? (await load(client))
    for (let tries = 0; tries < MOST_TRIES; tries++) {
      const { next, answer } = decide(current.ledger)
      if (!next) return { answer, seen: current }
      const etag = await write(client, current, next)
      if (etag !== undefined) return { answer, seen: { ledger: next, etag } }
      current = await load(client)
    }
    throw new Error(`more than ${MOST_TRIES} posts of one client wrote its ledger at once`)
  }

  /** Counts a result in the ledger (at most RESULTS_PER_CLIENT a window), then keeps it; whether it was. */
  async function keepResult(
    client: string,
    seen: Seen | undefined,
    id: string,
    result: FormResult,
    browser: string,
    change?: (ledger: Ledger) => Ledger,
  ) {
    const { answer: room } = await decideAndWrite(client, seen, (ledger) => {
      const next = (change ?? ((same: Ledger) => same))(pruned(ledger, result.at))
      // No room: the ledger is written only for the change it was to carry.
      if (next.results.length >= RESULTS_PER_CLIENT) return { next: change && next, answer: false }
      return { next: { ...next, results: [...next.results, result.at] }, answer: true }
    })
    if (room) await kv.set(`results/${id}`, { browser, result } satisfies KeptResult)
    return room
  }

  return {
    async begin(client, digest, now) {
      type Decided = { kind: 'mine' } | { kind: 'taken'; record: RequestRecord } | { kind: 'limit'; until: number }
      const { answer, seen } = await decideAndWrite<Decided>(client, undefined, (ledger) => {
        const kept = ledger.requests[digest]
        if (live(kept, now)) return { answer: { kind: 'taken', record: { at: kept.at, state: kept.state } } }
        const sends = sendsOf(ledger, now, digest)
        if (sends.length >= SEND_LIMIT) return { answer: { kind: 'limit', until: sends[0]! + SEND_WINDOW_MS } }
        // Its own, or one past its hour or left behind by its function: this post claims it.
        const next = pruned(ledger, now)
        const sending: RequestRecord = { at: now, state: 'sending' }
        return { next: { ...next, requests: { ...next.requests, [digest]: sending } }, answer: { kind: 'mine' } }
      })
      if (answer.kind === 'taken') return answer
      if (answer.kind === 'limit') return { ...answer, keep: (id, result, browser) => keepResult(client, seen, id, result, browser) }
      let last: Seen | undefined = seen
      return {
        kind: 'mine',
        async settle(state, keep) {
          const change = (ledger: Ledger): Ledger => {
            const { [digest]: _, ...others } = ledger.requests
            return { ...ledger, requests: state === 'failed' ? others : { ...others, [digest]: { at: now, state } } }
          }
          if (keep) return keepResult(client, last, keep.id, keep.result, keep.browser, change)
          last = (await decideAndWrite(client, last, (ledger) => ({ next: change(pruned(ledger, now)), answer: true }))).seen
          return false
        },
      }
    },
    async request(client, digest, now) {
      const kept = (await load(client)).ledger.requests[digest]
      return live(kept, now) ? { at: kept.at, state: kept.state } : undefined
    },
    async sends(client, now) {
      return sendsOf((await load(client)).ledger, now)
    },
    putResult: (client, id, result, browser) => keepResult(client, undefined, id, result, browser),
    async getResult(id, now) {
      const kept = (await kv.get(`results/${id}`))?.value as Partial<KeptResult> | undefined
      const result = kept?.result
      if (typeof kept?.browser !== 'string' || typeof result?.at !== 'number' || now - result.at > RESULT_KEPT_MS) return undefined
      return { browser: kept.browser, result }
    },
    async sweep(now) {
      const [results, clients] = await Promise.all([kv.list('results/'), kv.list('clients/')])
      // A ledger with nothing of the window left; a result by the time in its name (anything else there: not the endpoint's).
      const ledgers = await Promise.all(
        clients.map(async (key) => {
          const { requests, results: kept } = pruned(ledgerOf((await kv.get(key))?.value), now)
          return Object.keys(requests).length || kept.length ? [] : [key]
        }),
      )
      const old = [...results.filter((key) => !inWindow(timeOf(key), now)), ...ledgers.flat()]
      await Promise.all(old.map((key) => kv.delete(key)))
      return old.length
    },
  }
}

/** A key-value store in this process's memory: values kept as JSON text, as Blobs keeps them, each write a new version. */
export function memoryKv(): FormKv & { keys(): string[] } {
  const values = new Map<string, { text: string; etag: string }>()
  let version = 0
  return {
    get: async (key) => {
      const kept = values.get(key)
      return kept && { value: JSON.parse(kept.text), etag: kept.etag }
    },
    set: async (key, value, condition) => {
      const kept = values.get(key)
      if (condition && 'onlyIfNew' in condition && kept) return undefined
      if (condition && 'onlyIfMatch' in condition && kept?.etag !== condition.onlyIfMatch) return undefined
      const etag = `"${++version}"`
      values.set(key, { text: JSON.stringify(value), etag })
      return etag
    },
    delete: async (key) => void values.delete(key),
    list: async (prefix) => [...values.keys()].filter((key) => key.startsWith(prefix)),
    keys: () => [...values.keys()],
  }
}

export const memoryFormStore = (kv: FormKv = memoryKv()) => kvFormStore(kv)
