/**
 * The form endpoint's guards (form-endpoint.ts), read in time: the same request sent once, and the
 * send limit (form-store.ts). A lead never waits on a guard: every step with the store ends by a
 * deadline the post's own start sets (ANSWER_WITHIN_MS, the whole answer; in the process's own time,
 * own-clock.ts, so that a busy process does not skip a guard for its own delay), and a guard that cannot be
 * read by then, or whose store fails, lets the lead go unguarded, logged so. The store's own requests
 * have their budget too (form-store-blobs.ts STORE_CALL_MS, never retried): the deadline here is the
 * guard over all of them together, a store that answers but keeps another post of the client winning
 * its writes included.
 */
import { STORE_CALL_MS, storeBudget } from './form-store-blobs.ts'
import type { FormStore, RequestRecord, Turn } from './form-store.ts'
import { ownNow, ownTimer } from './own-clock.ts'

/** The whole answer to a post comes within this (Netlify ends a function at 10 s), whatever the store and the email-manager do. */
export const ANSWER_WITHIN_MS = 8000
/** Kept of ANSWER_WITHIN_MS for the answer itself once everything is decided (a page filled and stamped). */
const ANSWER_MARGIN_MS = 300
/** However late it starts, the call to the email-manager may take this long at least (a double press that sends after the other failed). */
export const SHORTEST_CALL_MS = 1000
/** How often a post waits to see how another post of the same request went. */
const WAIT_STEP_MS = 200

/** The guards are read by this long after the post came (a double press's wait for the other post included). */
export const GUARDS_WITHIN_MS = 4500

/**
 * What a post's deadlines are (own-clock.ts time), from its start (`ownNow()` when it came) and the
 * budget of one store request (`storeMs`, form-store-blobs.ts storeBudget()): the answer's; the one
 * the email-manager's call ends by, leaving the store's writes after it one request's budget (how it
 * went; the result for its page); and the one its guards are read by. Set for the default budget
 * (STORE_CALL_MS); a longer one (FORM_STORE_BUDGET_MS: the tests of the guards' exactness give the
 * store a busy machine's time) stretches the answer's and the guards' in proportion, so that the
 * guards get as many store requests' time as they do on Netlify.
 */
export function deadlinesOf(started: number, storeMs = storeBudget()) {
  const stretch = Math.max(1, storeMs / STORE_CALL_MS)
  const answer = started + (ANSWER_WITHIN_MS - ANSWER_MARGIN_MS) * stretch
  const record = answer - storeMs
  return { answer, record, guards: Math.min(started + GUARDS_WITHIN_MS * stretch, record - SHORTEST_CALL_MS) }
}

/** A step with the store, ended by `until` (own-clock.ts time): its value, or the reason it gave none (failed, or not in time). */
export async function byDeadline<T>(work: () => Promise<T>, until: number): Promise<{ ok: true; value: T } | { ok: false; why: string }> {
  const timer = ownTimer(until)
  try {
    return await Promise.race([
      work().then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, why: (error as Error).message }),
      ),
      timer.done.then(() => ({ ok: false as const, why: 'no answer in time' })),
    ])
  } finally {
    timer.clear()
  }
}

/**
 * This post's turn with its request, or how another post of it went: sent, unconfirmed, or still
 * being sent when the guards' deadline came (a double press: the first post's answer is the one the
 * person sees, so the second tells how the first went). One that failed gives the request back: this
 * post claims it again. `unguarded`: the store failed or did not answer in time; the lead goes.
 */
export async function turnOf(
  store: FormStore,
  who: string,
  digest: string,
  now: number,
  until: number,
): Promise<Turn | { kind: 'failed' } | { kind: 'unguarded'; why: string }> {
  for (;;) {
    const begun = await byDeadline(() => store.begin(who, digest, now), until)
    if (!begun.ok) return { kind: 'unguarded', why: begun.why }
    if (begun.value.kind !== 'taken') return begun.value
    let record: RequestRecord | undefined = begun.value.record
    while (record?.state === 'sending' && ownNow() < until) {
      await ownTimer(Math.min(ownNow() + WAIT_STEP_MS, until)).done
      const read = await byDeadline(() => store.request(who, digest, now), until)
      if (!read.ok) break
      record = read.value
    }
    if (record) return { kind: 'taken', record }
    if (ownNow() >= until) return { kind: 'failed' }
  }
}
