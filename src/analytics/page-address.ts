/**
 * The address a page view (and every event sent with it) names: the page, never what a visitor
 * typed or was sent. What the browser's address holds beyond the page is dropped:
 *
 * - the query, but for the parameters in KEPT: the port directory's filters, chosen from its lists
 *   (`coast`, `response`), and the campaign tags of the links the business publishes (`utm_source`,
 *   `utm_medium`, `utm_campaign`), each only with a short value of letters, digits, spaces, dots,
 *   hyphens and underscores. So no search (`q`), no email or token of a subscriber's link (`email`,
 *   `token`), no port chosen for a form (`port`), nothing a page was sent with;
 * - the fragment;
 * - a form result's id (`/forms/<form>/problem/<id>`, whose page shows what was typed for an hour):
 *   the form's problem page is named instead;
 * - any part of the path holding an `@` or a run of six digits or more (an email, a phone number
 *   typed into an address the site does not have): `_` instead.
 *
 * The referrer: another page of the site as above; another site by its origin alone.
 * docs/analytics-and-privacy.md says so, and the privacy notice says what is counted.
 */
import { formProblemPath, resultOf } from '../../contract/forms.ts'

/** The query parameters a page view keeps (values chosen from lists, or set by the business's own links). */
export const KEPT_PARAMETERS = ['coast', 'response', 'utm_source', 'utm_medium', 'utm_campaign'] as const

const SAFE_VALUE = /^[\w .-]{1,40}$/
const PERSONAL = /@|\d{6}/

function decoded(part: string) {
  try {
    return decodeURIComponent(part)
  } catch {
    return part
  }
}

const safe = (text: string) => !PERSONAL.test(decoded(text))

/** The address a page view names for `href`, a page of this site (see above). */
export function viewedAddress(href: string) {
  const url = new URL(href)
  const result = resultOf(url.pathname)
  const path = result
    ? formProblemPath(result.form)
    : url.pathname
        .split('/')
        .map((part) => (safe(part) ? part : '_'))
        .join('/')
  const kept = new URLSearchParams()
  for (const name of KEPT_PARAMETERS) {
    const value = url.searchParams.get(name)
    if (value && SAFE_VALUE.test(value) && safe(value)) kept.set(name, value)
  }
  return `${url.origin}${path}${kept.size ? `?${kept}` : ''}`
}

/** Where the visitor came from: a page of this site as `viewedAddress` names it, another site by its origin; '' for none. */
export function viewedReferrer(referrer: string, site = location.origin) {
  if (!referrer) return ''
  try {
    const url = new URL(referrer)
    if (url.origin === site) return viewedAddress(url.href)
    return /^https?:$/.test(url.protocol) ? url.origin : ''
  } catch {
    return ''
  }
}
