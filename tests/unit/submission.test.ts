import { describe, expect, it, vi } from 'vitest'
import { formatSubmittedAt, readSubmission } from '~/components/docs/submission'

describe("the generator's submission on the filled compliance pack", () => {
  it('shows when the request was sent, in Indian Standard Time', () => {
    expect(formatSubmittedAt('2026-03-10T06:30:00.000Z')).toBe('10 March 2026 at 12:00 IST')
    expect(formatSubmittedAt('2026-12-31T20:00:00.000Z')).toBe('1 January 2027 at 01:30 IST')
    expect(formatSubmittedAt('yesterday')).toBe('')
  })

  it('fills the submission timestamp line', () => {
    const storage = { getItem: () => JSON.stringify({ vesselName: ' MV Sagar Kiran ', submittedAt: '2026-03-10T06:30:00.000Z' }) }
    expect(readSubmission(storage)).toEqual({ vessel: 'MV Sagar Kiran', submissionTimestamp: '10 March 2026 at 12:00 IST' })
  })
})

describe('the hand-over from "Download PDF Now" to the filled pack', () => {
  it('is deleted from the tab as the pack reads it, and the page keeps what it read', async () => {
    vi.resetModules()
    const { takeSubmission, SUBMISSION_KEY } = await import('~/components/docs/submission')
    const { handOverSubmission } = await import('~/forms/hand-over')
    const kept = new Map<string, string>()
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    }
    handOverSubmission(storage, { vesselName: 'MV Sagar Kiran', imo: '9387421', submittedAt: '2026-03-10T06:30:00.000Z' })
    expect(kept.has(SUBMISSION_KEY)).toBe(true)
    const values = { vessel: 'MV Sagar Kiran', imo: '9387421', submissionTimestamp: '10 March 2026 at 12:00 IST' }
    expect(takeSubmission(storage)).toEqual(values)
    expect(kept.size).toBe(0)
    // Read again (a render or an effect run twice): the same, from the page's memory.
    expect(takeSubmission(storage)).toEqual(values)
  })
})
