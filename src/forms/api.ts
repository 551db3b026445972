/**
 * The calls of docs/contract.md, Calls, to the email-manager service: here calls 1, 4 and 7 and what
 * every call shares; calls 2 and 3 in api-requests.ts, 5 and 6 in api-preferences.ts (each page
 * loads only its own). Each resolves (never rejects) to a result the forms turn into the messages of docs/contract.md, Messages:
 * - `ok`: the HTTP status was 2xx;
 * - `server`: a non-2xx answer, with the `detail` string of its JSON body when it had one;
 * - `network`: no answer at all (offline, refused, CORS, or no answer within REQUEST_TIMEOUT_MS).
 */
import { signupPayload } from '../../contract/email-manager.ts'
import { businessId, EMAIL_MANAGER_CALLS, emailManagerUrl, REQUEST_TIMEOUT_MS } from './config'

export type CallResult<T = unknown> =
  { ok: true; data: T } | { ok: false; kind: 'server'; status: number; detail?: string } | { ok: false; kind: 'network'; error: unknown }

type Options = { method: 'GET' | 'POST' | 'PUT'; body?: unknown; readBody: boolean; timeoutMs?: number }

export async function call<T>(path: string, { method, body, readBody, timeoutMs = REQUEST_TIMEOUT_MS }: Options): Promise<CallResult<T>> {
  // A timer of our own (rather than AbortSignal.timeout) also covers reading the body, and
  // follows fake timers in tests.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('The request timed out', 'TimeoutError')), timeoutMs)
  try {
    const res = await fetch(emailManagerUrl() + path, {
      method,
      headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
      // Pages that carry a token must not leak it to the service either.
      referrerPolicy: 'no-referrer',
      credentials: 'omit',
      cache: 'no-store',
    })
    if (res.ok) {
      // Read whether needed or not: a body left unread keeps its connection (and, in Chromium, the
      // request) open until the page lets the response go.
      const data = await readJson(res)
      return { ok: true, data: (readBody ? data : undefined) as T }
    }
    const json = await readJson(res)
    const detail = json && typeof json === 'object' ? (json as { detail?: unknown }).detail : undefined
    return { ok: false, kind: 'server', status: res.status, detail: typeof detail === 'string' && detail.trim() ? detail : undefined }
  } catch (error) {
    return { ok: false, kind: 'network', error }
  } finally {
    clearTimeout(timer)
  }
}

/** The JSON body, or undefined when there is none or it is not JSON. Network errors propagate. */
async function readJson(res: Response): Promise<unknown> {
  const text = await res.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** Call 1: newsletter signup, from the footer or a page's newsletter section (`source`, contract/email-manager.ts newsletterSource). */
export function signup(email: string, source: string) {
  return call(EMAIL_MANAGER_CALLS.signup, { method: 'POST', readBody: false, body: signupPayload(email, businessId(), source) })
}

/** Call 4: confirm a subscription from the link in the confirmation mail. */
export function confirmSubscription(email: string, token: string) {
  return call(EMAIL_MANAGER_CALLS.confirm, { method: 'POST', readBody: true, body: { email, token, business_id: businessId() } })
}

/** Call 7: unsubscribe from marketing (no token is sent, per the contract). */
export function unsubscribe(email: string) {
  return call(EMAIL_MANAGER_CALLS.unsubscribe, { method: 'POST', readBody: true, body: { email, business_id: businessId() } })
}
