import { describe, expect, it } from 'vitest'
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
