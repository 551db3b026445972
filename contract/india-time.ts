/**
 * India time: the business's clock and the site's (UTC+05:30 all year, no daylight saving). The
 * Studio shows and takes every date and time in it, whatever zone the editor's computer is set to
 * (schemas/documents/notice.ts); the site writes its dates in it (src/lib/dates.ts); a notice's
 * publication becomes a moment by it (`publicationTime`, here and, in GROQ, `NOTICE_MOMENT` in
 * src/content/queries/fragments.ts).
 *
 * Browser-safe and free of imports: the schemas, the site's bundle, the build and the Studio read it.
 */

/** The IANA name of India's zone, as the Studio's datetime fields and Intl take it. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata'

/**
 * India's zone by the name this runtime's Intl lists (`Intl.supportedValuesOf`): Chromium and Node
 * list it as "Asia/Calcutta", Firefox as "Asia/Kolkata", and the Studio's datetime field takes only
 * a listed name (it falls back to the computer's own zone otherwise, with a warning in the console).
 */
export function listedIndiaZone(): string {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [INDIA_TIME_ZONE, 'Asia/Calcutta'].find((name) => listed.includes(name)) ?? INDIA_TIME_ZONE
}

/** India Standard Time's offset from UTC, in milliseconds. */
export const IST_OFFSET_MS = 330 * 60_000

/** A date alone ("2025-05-20"), as a notice's publication was stored before it had a time. */
export const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/

/** A time as the Studio's datetime field writes it: ISO 8601 with its zone (a time without one is read in no zone for sure). */
export const ZONED_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * A notice's publication (`publishedAt`) as a moment, in milliseconds: a time with its zone as the
 * Studio writes it (to the minute); a date alone (a notice published before publications had a
 * time) from the start of that day in India. NaN for anything else.
 */
export function publicationTime(value: unknown): number {
  if (typeof value !== 'string') return Number.NaN
  if (DAY_ONLY.test(value)) return Date.parse(`${value}T00:00:00+05:30`)
  return ZONED_TIME.test(value) ? Date.parse(value) : Number.NaN
}

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A moment as India's clock shows it, short, for the Studio's lists, badges and Site status: "14:03"
 * on the day of `now` (in India; with `withDay`, "26 Nov, 14:03" all the same), "27 Nov, 14:00" on
 * another day of its year, "27 Nov 2027, 14:00" in another year. Empty for a moment that is no time.
 */
export function indiaClock(time: number, now = Date.now(), { withDay = false } = {}): string {
  if (!Number.isFinite(time)) return ''
  const at = new Date(time + IST_OFFSET_MS)
  const today = new Date(now + IST_OFFSET_MS)
  const clock = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}`
  const day = `${at.getUTCDate()} ${MONTHS_SHORT[at.getUTCMonth()]}`
  if (at.getUTCFullYear() !== today.getUTCFullYear()) return `${day} ${at.getUTCFullYear()}, ${clock}`
  return !withDay && at.getUTCMonth() === today.getUTCMonth() && at.getUTCDate() === today.getUTCDate() ? clock : `${day}, ${clock}`
}
