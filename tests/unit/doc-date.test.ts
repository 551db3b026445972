/**
 * The printable documents write their date without Intl (its first use costs 15-25 ms of main
 * thread during hydration): the result must be what Intl's en-GB and ISO formats give.
 */
import { describe, expect, it } from 'vitest'
import { localDocDate, snapshotDocDate } from '~/components/docs/DocLayout'

const intl = (date: Date, timeZone?: string) => ({
  text: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(date),
  iso: new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(date),
})

// Around India's midnight (18:30 UTC), month and year ends, a leap day, and a spread of days.
const TIMES = [
  Date.UTC(2026, 10, 23, 18, 29, 59),
  Date.UTC(2026, 10, 23, 18, 30, 0),
  Date.UTC(2025, 11, 31, 18, 30, 0),
  Date.UTC(2028, 1, 28, 20, 0, 0),
  Date.UTC(2030, 0, 15, 10, 0, 0),
  ...Array.from({ length: 60 }, (_, i) => Date.UTC(2024, 0, 1) + i * 6.1 * 86_400_000),
]

describe("a document's date", () => {
  it("is the snapshot's date in India as Intl writes it", () => {
    for (const time of TIMES) expect(snapshotDocDate(time), new Date(time).toISOString()).toEqual(intl(new Date(time), 'Asia/Kolkata'))
  })

  it("is the visitor's today in their own zone as Intl writes it", () => {
    for (const time of TIMES) expect(localDocDate(new Date(time)), new Date(time).toISOString()).toEqual(intl(new Date(time)))
  })
})
