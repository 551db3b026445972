/**
 * The pre-arrival generator's submitted data, handed to the filled compliance pack through this
 * tab's sessionStorage (never a URL): {vesselName, imo, port, eta, agent, submittedAt}. The form
 * writes it only as the visitor follows "Download PDF Now" (src/forms/hand-over.ts), and
 * /docs/compliance-pack?filled=1 deletes it as it reads it (`takeSubmission`): nothing typed stays in
 * the browser after the form succeeded (the privacy notice says so).
 */
export const SUBMISSION_KEY = 'preArrivalSubmission'

export type Submission = { vesselName?: string; imo?: string; port?: string; eta?: string; agent?: string; submittedAt?: string }

const DAY_AND_TIME = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const

/** "2026-03-14T06:30" (a datetime-local value, the port's local time) as "14 March 2026 at 06:30", in the platform's words. */
export function formatEta(value: string) {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value)
  if (!m) return value
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]))
  return new Intl.DateTimeFormat('en-IN', { ...DAY_AND_TIME, timeZone: 'UTC' }).format(time)
}

/**
 * "2026-03-14T06:30:00.000Z" (the ISO time the request was sent) as "14 March 2026 at 12:00 IST":
 * Indian Standard Time, the zone of the ports the pack is shown to, named by the platform.
 */
export function formatSubmittedAt(value: string) {
  const time = Date.parse(value)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(time)) return ''
  return new Intl.DateTimeFormat('en-IN', { ...DAY_AND_TIME, timeZone: 'Asia/Kolkata', timeZoneName: 'short' }).format(time)
}

/** The submission as values of the pack's fill-in lines (keyed by their names); null when there is none. */
export function readSubmission(storage: Pick<Storage, 'getItem'>): Record<string, string> | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(storage.getItem(SUBMISSION_KEY) ?? 'null')
  } catch {
    return null
  }
  if (!parsed || typeof parsed !== 'object') return null
  const s = parsed as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')
  const values: Record<string, string> = {}
  const put = (key: string, value: string) => {
    if (value) values[key] = value
  }
  put('vessel', text(s.vesselName))
  put('imo', text(s.imo))
  put('portCall', text(s.port))
  put('eta', formatEta(text(s.eta)))
  put('agent', text(s.agent))
  put('submissionTimestamp', formatSubmittedAt(text(s.submittedAt)))
  return Object.keys(values).length > 0 ? values : null
}

/** What this page took: read once, then kept in the page's memory only (a render or an effect run again reads the same). */
let taken: Record<string, string> | null | undefined

/** The filled pack: the submission handed over, as its lines' values, deleted from the tab as it is read; null for none. */
export function takeSubmission(storage: Pick<Storage, 'getItem' | 'removeItem'>): Record<string, string> | null {
  if (taken === undefined) {
    taken = readSubmission(storage)
    try {
      storage.removeItem(SUBMISSION_KEY)
    } catch {
      // Nothing could be stored either.
    }
  }
  return taken
}
