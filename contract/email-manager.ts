/**
 * The email-manager service's contract (docs/contract.md, Calls), shared by the site's forms
 * (src/forms) and the local stand-in (tools/stand-ins/email-manager): the calls' paths, the
 * templates, the subscriber's flags, the email rule and each field's length limit. It imports only
 * the other ground-floor modules, so the browser and Node load it as it is.
 */
import { textLength } from './text-length.ts'

/** Where `npm start` and `npm run preview` mount the local stand-in, on the site's own origin. */
export const LOCAL_EMAIL_MANAGER_PATH = '/__email-manager'
/** The business id sent with every call when VITE_BUSINESS_ID is not set. */
export const DEFAULT_BUSINESS_ID = 'global-salvage-india'

/** The email-manager's calls (docs/contract.md, Calls), for the forms and the local stand-in alike. */
export const EMAIL_MANAGER_CALLS = {
  signup: '/api/brain/signup',
  send: '/api/brain/send',
  confirm: '/api/brain/confirm',
  /** Followed by the subscriber's email address. */
  preferences: '/api/brain/preferences/',
  unsubscribe: '/api/brain/unsubscribe',
} as const

/** The subscriber's preference flags (docs/contract.md, Calls): the marketing ones, then transactional, which stays on. */
export const MARKETING_FLAGS = ['compliance', 'emergency', 'newsletter'] as const
export const PREFERENCE_FLAGS = [...MARKETING_FLAGS, 'transactional'] as const

/** The templates of calls 2 and 3. */
export const TEMPLATES = { preArrival: 'pre_arrival_request', fleetQuote: 'fleet_quote_request' } as const

/** An email address as the newsletter's rule has it: "text, @, text, dot, text" (docs/contract.md, Messages). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The most characters each form field takes, shared by the forms (a longer value is a validation
 * error naming the limit, and nothing is sent until it is fixed: nothing is ever cut) and the
 * email-manager stand-in (which refuses more with 422, as a real service would). The limits fit
 * real entries: two phone numbers with separators, a long company or agency name, a paragraph of
 * port calls.
 */
export const MAX_LENGTH: Readonly<Record<string, number>> = {
  vesselName: 120,
  imo: 30,
  agent: 200,
  email: 254,
  phone: 50,
  notes: 4000,
  companyName: 200,
  contactName: 120,
  annualPortCalls: 1000,
  message: 4000,
}

/**
 * Whether a value (as sent: trimmed) is longer than its field's limit, counted in characters as a
 * person counts them (text-length.ts).
 */
export function overLimit(name: string, value: string): boolean {
  const max = payloadLimit(name)
  return max !== undefined && textLength(value.trim()) > max
}

/** The limit of a field of the email-manager's payloads (`customerEmail` is the form's `email`). */
export function payloadLimit(key: string): number | undefined {
  return MAX_LENGTH[key === 'customerEmail' ? 'email' : key]
}

/** The recipient's name in calls 2 and 3: a value of the contract, never shown on the site. */
export const SUPPORT_TEAM_NAME = 'Global Salvage Support Team'

/** A form's values by field name, as typed. */
type Values = Readonly<Record<string, string>>

/** Where a newsletter signup was sent from: the footer's form, on any page, or a page's own newsletter section. */
export type NewsletterPlace = 'footer' | 'section'

/** The spec's `metadata.source` of call 1, the footer's form's. */
export const FOOTER_SOURCE = 'website_footer'

/**
 * Call 1's `metadata.source`: the footer's (the spec's), or "website_section:" and the path of the
 * page whose section it is, as the site links it (no trailing slash: the prerender's '/sections/' is '/sections').
 */
export function newsletterSource(place: NewsletterPlace, path: string) {
  return place === 'footer' ? FOOTER_SOURCE : `website_section:${path.length > 1 ? path.replace(/\/+$/, '') || '/' : path}`
}

/** A source as a form posts it (its hidden field), kept when it is one newsletterSource makes of a path; else the footer's. */
export function postedSource(value: string | null | undefined) {
  return value && value.length <= 200 && /^website_section:\/[\w\-./~%]*$/.test(value) ? value : FOOTER_SOURCE
}

/** Call 1's payload: the newsletter signup, from the footer unless `source` says otherwise. */
export function signupPayload(email: string, businessId: string, source: string = FOOTER_SOURCE) {
  return {
    email,
    business_id: businessId,
    journey_state: 'newsletter_signup',
    metadata: { source, preferences: { compliance: true, emergency: true, newsletter: true } },
  }
}

/**
 * Calls 2 and 3's payload: a mail to the support team from `templateId`, filled with `data`. Values
 * are trimmed, never cut: a value over its field's limit is stopped before (a field's message), and
 * the email-manager refuses it rather than anything being lost on the way.
 */
function sendPayload(supportEmail: string, templateId: string, businessId: string, data: Record<string, string>) {
  return {
    recipient: { email: supportEmail, name: SUPPORT_TEAM_NAME },
    template_id: templateId,
    email_type: 'transactional',
    business_id: businessId,
    data,
  }
}

const trimmed = (values: Values) => (name: string) => (values[name] ?? '').trim()

/** Call 2's payload: the pre-arrival letter request. */
export function preArrivalPayload(values: Values, supportEmail: string, businessId: string, submittedAt: Date) {
  const v = trimmed(values)
  return sendPayload(supportEmail, TEMPLATES.preArrival, businessId, {
    vesselName: v('vesselName'),
    imo: v('imo'),
    port: v('port'),
    eta: v('eta'),
    agent: v('agent'),
    customerEmail: v('email'),
    phone: v('phone') || 'Not provided',
    notes: v('notes') || 'None',
    billingMode: 'retainer',
    submittedAt: submittedAt.toISOString(),
  })
}

/** Call 3's payload: the fleet quote request. */
export function fleetQuotePayload(values: Values, supportEmail: string, businessId: string, submittedAt: Date) {
  const v = trimmed(values)
  return sendPayload(supportEmail, TEMPLATES.fleetQuote, businessId, {
    companyName: v('companyName'),
    contactName: v('contactName'),
    customerEmail: v('email'),
    phone: v('phone'),
    fleetSize: v('fleetSize'),
    annualPortCalls: v('annualPortCalls'),
    message: v('message') || 'None',
    submittedAt: submittedAt.toISOString(),
  })
}
