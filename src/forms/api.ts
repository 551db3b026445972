/**
 * The seven calls of docs/contract.md, Calls, to the email-manager service. Each resolves (never
 * rejects) to a result the forms turn into the messages of docs/contract.md, Messages:
 * - `ok`: the HTTP status was 2xx;
 * - `server`: a non-2xx answer, with the `detail` string of its JSON body when it had one;
 * - `network`: no answer at all (offline, refused, CORS, or no answer within REQUEST_TIMEOUT_MS).
 */
import { businessId, EMAIL_MANAGER_CALLS, emailManagerUrl, MARKETING_FLAGS, REQUEST_TIMEOUT_MS, TEMPLATES } from './config'

/** The recipient's name in calls 2 and 3: a value of the contract, never shown on the site. */
export const SUPPORT_TEAM_NAME = 'Global Salvage Support Team'

export type CallResult<T = unknown> =
  { ok: true; data: T } | { ok: false; kind: 'server'; status: number; detail?: string } | { ok: false; kind: 'network'; error: unknown }

export type Preferences = { compliance: boolean; emergency: boolean; newsletter: boolean; transactional: boolean }

/** Before anything is loaded every flag is on; transactional always stays on (docs/contract.md, Calls). */
export const DEFAULT_PREFERENCES: Preferences = { compliance: true, emergency: true, newsletter: true, transactional: true }

type Options = { method: 'GET' | 'POST' | 'PUT'; body?: unknown; readBody: boolean; timeoutMs?: number }

async function call<T>(path: string, { method, body, readBody, timeoutMs = REQUEST_TIMEOUT_MS }: Options): Promise<CallResult<T>> {
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
      return { ok: true, data: (readBody ? await readJson(res) : undefined) as T }
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

/** Call 1: newsletter signup from the footer. */
export function signup(email: string) {
  return call(EMAIL_MANAGER_CALLS.signup, {
    method: 'POST',
    readBody: false,
    body: {
      email,
      business_id: businessId(),
      journey_state: 'newsletter_signup',
      metadata: { source: 'website_footer', preferences: { compliance: true, emergency: true, newsletter: true } },
    },
  })
}

export type PreArrivalValues = {
  vesselName: string
  imo: string
  port: string
  eta: string
  agent: string
  email: string
  phone: string
  notes: string
}

export type FleetQuoteValues = {
  companyName: string
  contactName: string
  email: string
  phone: string
  fleetSize: string
  annualPortCalls: string
  message: string
}

/** Calls 2 and 3: a mail to the support team from `template_id`, filled with `data`. Only the status is read. */
function sendToSupport(supportEmail: string, templateId: string, data: Record<string, unknown>) {
  return call(EMAIL_MANAGER_CALLS.send, {
    method: 'POST',
    readBody: false,
    body: {
      recipient: { email: supportEmail, name: SUPPORT_TEAM_NAME },
      template_id: templateId,
      email_type: 'transactional',
      business_id: businessId(),
      data,
    },
  })
}

/** Call 2: the pre-arrival letter request, mailed to the support team. */
export function sendPreArrival(values: PreArrivalValues, supportEmail: string, now = new Date()) {
  const v = trimAll(values)
  return sendToSupport(supportEmail, TEMPLATES.preArrival, {
    vesselName: v.vesselName,
    imo: v.imo,
    port: v.port,
    eta: v.eta,
    agent: v.agent,
    customerEmail: v.email,
    phone: v.phone || 'Not provided',
    notes: v.notes || 'None',
    billingMode: 'retainer',
    submittedAt: now.toISOString(),
  })
}

/** Call 3: the fleet quote request, mailed to the support team. */
export function sendFleetQuote(values: FleetQuoteValues, supportEmail: string, now = new Date()) {
  const v = trimAll(values)
  return sendToSupport(supportEmail, TEMPLATES.fleetQuote, {
    companyName: v.companyName,
    contactName: v.contactName,
    customerEmail: v.email,
    phone: v.phone,
    fleetSize: v.fleetSize,
    annualPortCalls: v.annualPortCalls,
    message: v.message || 'None',
    submittedAt: now.toISOString(),
  })
}

/** Call 4: confirm a subscription from the link in the confirmation mail. */
export function confirmSubscription(email: string, token: string) {
  return call(EMAIL_MANAGER_CALLS.confirm, { method: 'POST', readBody: true, body: { email, token, business_id: businessId() } })
}

/** Call 5: a subscriber's preferences, merged over the defaults (transactional forced on). */
export async function loadPreferences(email: string, token: string): Promise<CallResult<Preferences>> {
  const query = new URLSearchParams({ business_id: businessId(), token })
  const result = await call<unknown>(`${EMAIL_MANAGER_CALLS.preferences}${encodeURIComponent(email)}?${query}`, {
    method: 'GET',
    readBody: true,
  })
  if (!result.ok) return result
  // An OK answer is merged over the defaults (docs/contract.md, Calls 5): `200 {}` (or a body
  // without flags) shows them all on; "Unable to load preferences" is for non-OK answers only.
  return { ok: true, data: mergePreferences(result.data) }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Accepts `{preferences: {...}}` or the flags themselves; keeps only boolean flags. */
export function mergePreferences(data: unknown): Preferences {
  const source = isRecord(data) && 'preferences' in data ? data.preferences : data
  const merged: Preferences = { ...DEFAULT_PREFERENCES }
  if (isRecord(source)) {
    for (const key of MARKETING_FLAGS) {
      const value = (source as Record<string, unknown>)[key]
      if (typeof value === 'boolean') merged[key] = value
    }
  }
  merged.transactional = true
  return merged
}

/** Call 6: save preferences. */
export function updatePreferences(email: string, token: string, preferences: Preferences) {
  return call(`${EMAIL_MANAGER_CALLS.preferences}${encodeURIComponent(email)}`, {
    method: 'PUT',
    readBody: true,
    body: {
      business_id: businessId(),
      token,
      preferences: {
        compliance: preferences.compliance,
        emergency: preferences.emergency,
        newsletter: preferences.newsletter,
        transactional: true,
      },
    },
  })
}

/** Call 7: unsubscribe from marketing (no token is sent, per the contract). */
export function unsubscribe(email: string) {
  return call(EMAIL_MANAGER_CALLS.unsubscribe, { method: 'POST', readBody: true, body: { email, business_id: businessId() } })
}

/**
 * Trimmed values, never cut: a value over its field's limit is stopped by the form's validation
 * (fields.tsx), and the email-manager refuses it rather than anything being lost on the way.
 */
function trimAll<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v])) as T
}
