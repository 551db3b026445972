/**
 * Where the forms send their calls: the email-manager service (docs/contract.md, Calls) and the
 * business id it files them under. Both come from the environment at build time:
 *
 * - VITE_EMAIL_MANAGER_URL: base address of the email-manager (no trailing slash needed).
 *   Default: the local stand-in that `npm start` and `npm run preview` mount on the site's own
 *   origin, `${location.origin}/__email-manager` (see tools/stand-ins/email-manager/).
 * - VITE_BUSINESS_ID: the business id sent with every call. Default "global-salvage-india".
 *
 * The support email and phones shown in messages come from the CMS site settings, not from here.
 */
import { DEFAULT_BUSINESS_ID, LOCAL_EMAIL_MANAGER_PATH } from '../../contract/email-manager.ts'

/** The calls, templates, flags and email rule the forms share with the stand-in. */
export { EMAIL_MANAGER_CALLS, EMAIL_PATTERN, MARKETING_FLAGS, PREFERENCE_FLAGS, TEMPLATES } from '../../contract/email-manager.ts'

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
