/**
 * Where the forms send their calls: the email-manager service (docs/contract.md, Calls) and the
 * business id it files them under. Both come from the environment at build time:
 *
 * - VITE_EMAIL_MANAGER_URL: base address of the email-manager (no trailing slash needed).
 *   Default: the local stand-in that `npm start` and `npm run preview` mount on the site's own
 *   origin, `${location.origin}/__email-manager` (see tools/stand-ins/email-manager.ts).
 * - VITE_BUSINESS_ID: the business id sent with every call. Default "global-salvage-india".
 *
 * The support email and phones shown in messages come from the CMS site settings, not from here.
 */
export const LOCAL_EMAIL_MANAGER_PATH = '/__email-manager'
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

/** A request that has not finished after this long ends with the network-failure message. */
export const REQUEST_TIMEOUT_MS = 15_000

/** Base address of the email-manager service, without a trailing slash. */
export function emailManagerUrl(): string {
  const configured = import.meta.env.VITE_EMAIL_MANAGER_URL
  if (configured) return configured.replace(/\/+$/, '')
  const origin = typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin
  return origin + LOCAL_EMAIL_MANAGER_PATH
}

export function businessId(): string {
  return import.meta.env.VITE_BUSINESS_ID || DEFAULT_BUSINESS_ID
}
