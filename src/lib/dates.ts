/**
 * Dates as the site writes them: in words as en-GB does ("15 January 2030") and as ISO 8601 for
 * <time datetime>. Not Intl.DateTimeFormat: its first use in a page initialises ICU, 15-25 ms of
 * main thread (measured in Chromium), which would fall inside hydration; these formats need none
 * of it, and read the same on the server, in the browser and in the build's banner and feeds.
 */
import { IST_OFFSET_MS, publicationTime } from '../../contract/india-time.ts'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

export type Day = { year: number; month: number; day: number }

/** India Standard Time: UTC+05:30 all year, the zone the site gives times in (the business's own): contract/india-time.ts. */
export { IST_OFFSET_MS }

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** A day in words and as ISO 8601 (YYYY-MM-DD). */
export function dayDate({ year, month, day }: Day) {
  return { text: `${day} ${MONTHS[month]} ${year}`, iso: `${pad(year, 4)}-${pad(month + 1)}-${pad(day)}` }
}

/** A moment as RFC 3339 in India's offset ("2025-05-20T10:00:00+05:30"), for feeds and sitemaps. */
export const indiaIso = (time: number) => `${new Date(time + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`

/** The day a time falls on in India. */
export function dayInIndia(time: number): Day {
  const shifted = new Date(time + IST_OFFSET_MS)
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() }
}

/**
 * A date as the CMS stores it, in words: a `date` field ("2025-05-20") as it is; a notice's
 * publication, a time to the minute ("2025-05-20T08:30:00.000Z"), as the day it falls on in India
 * (contract/india-time.ts `publicationTime`). Undefined for anything else.
 */
export function storedDay(value: string | null | undefined) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '')
  if (!match) {
    const time = publicationTime(value)
    return Number.isNaN(time) ? undefined : dayDate(dayInIndia(time))
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  if (month > 11 || day < 1 || day > 31) return undefined
  return dayDate({ year, month, day })
}

/**
 * A moment (a `datetime` field, ISO 8601 in UTC) as India's clock shows it: "23 October 2024, 10:00"
 * and its ISO text for <time datetime>; undefined for a value that is no time.
 */
export function indiaTime(value: string | null | undefined) {
  const time = value ? Date.parse(value) : Number.NaN
  if (Number.isNaN(time)) return undefined
  const shifted = new Date(time + IST_OFFSET_MS)
  return {
    text: `${dayDate(dayInIndia(time)).text}, ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`,
    iso: new Date(time).toISOString(),
  }
}

/**
 * The days a period covers in India, in words as a person says them: "16-19 December", "30 November-2
 * December", "30 December 2026-2 January 2027" (the years only when they differ), "16 December" for
 * one day; undefined when either end is no time. An end at midnight belongs to the day before it.
 */
export function periodText(starts: string | null | undefined, ends: string | null | undefined) {
  const from = starts ? Date.parse(starts) : Number.NaN
  const until = ends ? Date.parse(ends) : Number.NaN
  if (Number.isNaN(from) || Number.isNaN(until)) return undefined
  const first = dayInIndia(from)
  const last = dayInIndia(Math.max(from, until - 1))
  const sameYear = first.year === last.year
  if (sameYear && first.month === last.month)
    return first.day === last.day ? `${first.day} ${MONTHS[first.month]}` : `${first.day}-${last.day} ${MONTHS[last.month]}`
  if (sameYear) return `${first.day} ${MONTHS[first.month]}-${last.day} ${MONTHS[last.month]}`
  return `${dayDate(first).text}-${dayDate(last).text}`
}
