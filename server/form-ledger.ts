/**
 * A client's ledger in the form store (form-store.ts): the requests it sent within the send window,
 * by digest, and the times of its results kept. Read from the store as untrusted JSON: anything not
 * a ledger's shape is dropped, never thrown on.
 */
import { SEND_WINDOW_MS } from '../contract/forms.ts'

/**
 * A request still "sending" after this long was left by a function that ended before it could say
 * how it went (Netlify ends one after 10 s, 26 s at most): the same request may then go again.
 */
export const SENDING_LIVES_MS = 30_000

/** How a request (a client's form with every field the same) went: being sent, taken, or not answered in time. */
export type RequestState = 'sending' | 'sent' | 'unconfirmed'
export type RequestRecord = { at: number; state: RequestState }
export type Ledger = { requests: Record<string, RequestRecord>; results: number[] }

const STATES: readonly string[] = ['sending', 'sent', 'unconfirmed'] satisfies RequestState[]
const isRecord = (value: unknown): value is RequestRecord =>
  typeof (value as RequestRecord | null)?.at === 'number' && STATES.includes((value as RequestRecord).state)

/** A ledger as stored; an empty one for nothing, or for what is not one. */
export function ledgerOf(value: unknown): Ledger {
  const stored = (value ?? {}) as Partial<Ledger>
  const requests = typeof stored.requests === 'object' && stored.requests !== null ? stored.requests : {}
  return {
    requests: Object.fromEntries(
      Object.entries(requests).flatMap(([digest, kept]) => (isRecord(kept) ? [[digest, { at: kept.at, state: kept.state }]] : [])),
    ),
    results: Array.isArray(stored.results) ? stored.results.filter((at): at is number => typeof at === 'number') : [],
  }
}

/** A record that still stands: within the window, and not a send its function left behind. */
export const live = (kept: RequestRecord | undefined, now: number): kept is RequestRecord =>
  kept !== undefined && now - kept.at < SEND_WINDOW_MS && !(kept.state === 'sending' && now - kept.at > SENDING_LIVES_MS)
