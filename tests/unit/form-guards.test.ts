/**
 * The form endpoint's deadlines (server/form-guards.ts `deadlinesOf`): on Netlify's default store
 * budget, the answer within 8 s less its margin, the store's last write given one request's budget,
 * the guards read by 4.5 s; a longer budget (a test's busy machine) stretches the answer's and the
 * guards' deadlines in proportion, so that a starved store is not taken for a failing one.
 */
import { describe, expect, it } from 'vitest'
import { ANSWER_WITHIN_MS, deadlinesOf, GUARDS_WITHIN_MS } from '../../server/form-guards'
import { STORE_CALL_MS, storeBudget } from '../../server/form-store-blobs'

describe('deadlinesOf', () => {
  it("keeps Netlify's 8 s answer on the default store budget", () => {
    expect(storeBudget(undefined)).toBe(STORE_CALL_MS)
    const { answer, record, guards } = deadlinesOf(1000, STORE_CALL_MS)
    expect(answer).toBeLessThan(1000 + ANSWER_WITHIN_MS)
    expect(answer).toBeGreaterThan(1000 + ANSWER_WITHIN_MS - 1000)
    expect(record).toBe(answer - STORE_CALL_MS)
    expect(guards).toBe(1000 + GUARDS_WITHIN_MS)
    expect(guards).toBeLessThan(record)
  })

  it('never stretches below the default, and gives the last write a shorter budget its own length', () => {
    const short = deadlinesOf(0, STORE_CALL_MS / 2)
    expect(short.answer).toBe(deadlinesOf(0, STORE_CALL_MS).answer)
    expect(short.record).toBe(short.answer - STORE_CALL_MS / 2)
    expect(short.guards).toBe(GUARDS_WITHIN_MS)
  })

  it("stretches the answer's and the guards' deadlines with a longer store budget", () => {
    const normal = deadlinesOf(0, STORE_CALL_MS)
    const busy = deadlinesOf(0, STORE_CALL_MS * 5)
    expect(busy.answer).toBe(normal.answer * 5)
    expect(busy.record).toBe(busy.answer - STORE_CALL_MS * 5)
    expect(busy.guards).toBe(GUARDS_WITHIN_MS * 5)
    expect(busy.guards).toBeLessThan(busy.record)
  })
})
