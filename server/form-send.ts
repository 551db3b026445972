/**
 * The form endpoint's call to the email-manager (form-endpoint.ts): the spec's call 1, 2 or 3, its
 * payload built by contract/email-manager.ts as the browser builds it, every field as typed. How it
 * went, of four: taken (2xx); refused (an error answer, with its detail); unreachable (no answer at
 * all: nothing was taken); or not answered within SEND_TIMEOUT_MS, when the service may still take
 * it (the person is told so, never that it failed: sent again, it would be there twice).
 */
import { EMAIL_MANAGER_CALLS, fleetQuotePayload, preArrivalPayload, signupPayload } from '../contract/email-manager.ts'
import type { FormName } from '../contract/forms.ts'

/** How long the email-manager may take: with the page's read, under the 10 s Netlify gives a function. */
export const SEND_TIMEOUT_MS = 7000

export type SendOutcome =
  | { ok: true }
  | { ok: false; kind: 'refused'; status: number; detail?: string }
  | { ok: false; kind: 'unreachable' }
  | { ok: false; kind: 'timeout' }

export type SendTarget = {
  emailManagerUrl: string
  businessId: string
  /** How long the email-manager may take (SEND_TIMEOUT_MS unless given). */
  sendTimeoutMs?: number
}

/** The spec's call for the form, as the browser makes it (`source`: a signup's, contract/email-manager.ts postedSource). */
export async function sendRequest(
  target: SendTarget,
  form: FormName,
  values: Record<string, string>,
  supportEmail: string,
  now: number,
  source: string,
): Promise<SendOutcome> {
  const [path, body] =
    form === 'newsletter'
      ? [EMAIL_MANAGER_CALLS.signup, signupPayload(values.email!.trim(), target.businessId, source)]
      : [
          EMAIL_MANAGER_CALLS.send,
          (form === 'preArrival' ? preArrivalPayload : fleetQuotePayload)(values, supportEmail, target.businessId, new Date(now)),
        ]
  // A timer of the call's own, held until the call ends (AbortSignal.timeout's is held weakly: a
  // signal collected before its time never fires), and raced as well as passed as the signal: the call
  // ends by its time whatever the fetch does with an abort.
  const late = new AbortController()
  const timer = setTimeout(() => late.abort(), target.sendTimeoutMs ?? SEND_TIMEOUT_MS)
  const timedOut = new Promise<SendOutcome>((resolve) =>
    late.signal.addEventListener('abort', () => resolve({ ok: false, kind: 'timeout' }), { once: true }),
  )
  try {
    return await Promise.race([call(target.emailManagerUrl + path, body, late.signal), timedOut])
  } finally {
    clearTimeout(timer)
  }
}

/** The call itself, its answer read; its signal aborted, a timeout (the service may have the request). */
async function call(address: string, body: unknown, signal: AbortSignal): Promise<SendOutcome> {
  let res: Response
  try {
    res = await fetch(address, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    })
  } catch (error) {
    // Sent, and no answer in time: the service may have it. Anything else: it was never taken.
    if (signal.aborted) return { ok: false, kind: 'timeout' }
    console.error(`The form endpoint could not reach the email-manager: ${(error as Error).message}`)
    return { ok: false, kind: 'unreachable' }
  }
  if (res.ok) {
    await res.body?.cancel().catch(() => undefined)
    return { ok: true }
  }
  const json = (await res.json().catch(() => undefined)) as { detail?: unknown } | undefined
  return {
    ok: false,
    kind: 'refused',
    status: res.status,
    detail: typeof json?.detail === 'string' && json.detail.trim() ? json.detail : undefined,
  }
}
