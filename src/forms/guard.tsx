/**
 * Spam protection of the three public forms (pre-arrival, fleet quote, newsletter), inside the
 * fixed payloads of docs/contract.md, Calls (nothing is added to a call):
 *
 * - a honeypot field (`Honeypot`): clipped out of sight, hidden from assistive technology, out of the tab
 *   order, with a name and attributes that browsers' autofill and password managers leave alone.
 *   People never see it; a bot that fills every field fills it too;
 * - a minimum time between the form becoming usable (hydrated) and its submit: a faster submit
 *   waits out the rest (a short wait, never a refusal), so a script cannot post at machine speed;
 * - a limit on repeated sends per form and tab (sessionStorage), well above what a person sends.
 *
 * The honeypot tripped (`guard` answers 'trap'): nothing is sent, and the form shows its success as
 * usual, so a bot learns nothing. Past the limit (`guard` answers 'limit'): nothing is sent and
 * the form shows its usual failure, with the ways to send the same request another way, and keeps
 * what was typed, since the one who sends an eleventh request in an hour may be a busy agent.
 * A failed send never counts towards the limit: retrying after an error is always a real send.
 */
import { useEffect, useRef } from 'react'
import { useHydrating } from './hydrating'
import { fill } from '~/content/copy'
import { HONEYPOT_NAME, MIN_FILL_MS, SEND_LIMIT, SEND_WINDOW_MS, STAMP_NAME } from '../../contract/forms.ts'
import { readSession, writeSession } from './draft'

/**
 * The honeypot's name; a submit sooner than MIN_FILL_MS after the form became usable waits until
 * then; at most SEND_LIMIT sends of one form per tab within SEND_WINDOW_MS, more refused as a
 * failure. The same as the site's form endpoint applies without JavaScript (contract/forms.ts).
 */
export { HONEYPOT_NAME, MIN_FILL_MS, SEND_LIMIT, SEND_WINDOW_MS }

const sendsKey = (form: string) => `formGuard:${form}`

/**
 * The off-screen field a bot fills and a person never sees. Uncontrolled: read at submit (`guard`),
 * and by the site's form endpoint when the form is sent without JavaScript. Beside it, the stamp the
 * server that serves the page writes in (the time, signed: contract/forms.ts), which only the
 * endpoint reads.
 */
export function Honeypot() {
  return (
    <div className="hp-field" aria-hidden="true">
      <input type="hidden" name={STAMP_NAME} defaultValue="" />
      <input
        type="text"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
      />
    </div>
  )
}

/**
 * When the form became usable, the start of MIN_FILL_MS: a form of the page's first load from its first
 * paint (the visitor can fill it in from then, and a submit before its code runs is kept:
 * src/early/), so a person who sends at once, or whose first submit was kept, never waits
 * for the code's arrival; a form the browser rendered later (a page reached by a link) from then.
 */
export function useReadyAt() {
  // Known as the form hydrates, before any effect runs: a submit kept until now, which an effect makes
  // (src/lib/early.ts), finds it set.
  const readyAt = useRef(useHydrating() ? firstPaint() : Number.POSITIVE_INFINITY)
  useEffect(() => {
    if (readyAt.current === Number.POSITIVE_INFINITY) readyAt.current = Date.now()
  }, [])
  return readyAt
}

/** When the page was first painted (its navigation's start where the browser does not say). */
function firstPaint() {
  const paint = performance.getEntriesByName?.('first-contentful-paint')[0]
  return Math.min(performance.timeOrigin + (paint?.startTime ?? 0), Date.now())
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

function recentSends(form: string, now: number) {
  const saved = readSession<unknown>(sendsKey(form))
  return (Array.isArray(saved) ? saved : []).filter((t): t is number => typeof t === 'number' && now - t < SEND_WINDOW_MS)
}

/**
 * Before a send: 'trap' when the honeypot holds anything (send nothing, show success); 'limit'
 * when the form was sent SEND_LIMIT times within the window (send nothing, show the failure);
 * otherwise waits out MIN_FILL_MS from `readyAt` and answers 'send'.
 */
export async function guard(form: HTMLFormElement, name: string, readyAt: number): Promise<'send' | 'trap' | 'limit'> {
  const trap = form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null
  if (trap?.value) return 'trap'
  if (recentSends(name, Date.now()).length >= SEND_LIMIT) return 'limit'
  const early = Math.min(readyAt, Date.now()) + MIN_FILL_MS - Date.now()
  if (early > 0) await wait(early)
  return 'send'
}

/** When the form may send again, past its limit: an hour after the oldest of the sends that count. */
export function nextSendAt(name: string, now = Date.now()): Date {
  const sends = recentSends(name, now)
  return new Date(sends.length ? Math.min(...sends) + SEND_WINDOW_MS : now)
}

/**
 * What a form says past its send limit: the CMS's words (layout copy, "interface" › "sendLimit")
 * with {time} (when it can send again, the visitor's clock) and {email} (where to write meanwhile).
 */
export function sendLimitMessage(text: string, name: string, supportEmail: string) {
  const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(nextSendAt(name))
  return fill(text, { time, email: supportEmail })
}

/** After a send the email-manager accepted: counted towards SEND_LIMIT. */
export function countSend(name: string) {
  const now = Date.now()
  writeSession(sendsKey(name), [...recentSends(name, now), now])
}
