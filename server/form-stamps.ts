/**
 * The form endpoint's stamps (form-endpoint.ts; the stamp itself: contract/forms.ts): a page's forms
 * stamped as it is served, what the stamp a post carries says of it, and what a shown stamp is signed
 * with, so that it sends the request it was shown with only, from the client it was shown to.
 */
import { createHash } from 'node:crypto'
import { FORMS, MIN_FILL_MS, readStamp, STAMP_LIVES_MS, STAMP_NAME, stampForms, type FormName } from '../contract/forms.ts'

/** The stamps a page's forms get as it is served: each form's hidden field filled, a stamp of that form (contract/forms.ts). */
export async function stampPage(html: string, secret: string, now = Date.now()) {
  return html.includes(`name="${STAMP_NAME}"`) ? stampForms(html, secret, now) : html
}

/**
 * What a shown stamp is signed with (contract/forms.ts `makeStamp`): the request and the client it
 * was shown to, each value as the form shown back posts it again (an email field's value trimmed by
 * the browser, a time's ":00" seconds dropped).
 */
export function shownWith(form: FormName, source: string, values: Record<string, string>, who: string) {
  const again = Object.fromEntries(
    FORMS[form].fields.map(({ name, kind }) => {
      const value = values[name]!
      return [name, kind === 'email' ? value.trim() : kind === 'datetime-local' ? value.replace(/:00(\.0{1,3})?$/, '') : value]
    }),
  )
  return createHash('sha256')
    .update(JSON.stringify([form, source, again, who]))
    .digest('base64url')
    .slice(0, 22)
}

/** What the stamp a post carries says of it: how long to wait before it may go, or why it is to be shown back. */
export async function stampOf(secret: string, form: FormName, posted: URLSearchParams, now: number, bound: string) {
  const stamp = await readStamp(secret, posted.get(STAMP_NAME), bound)
  const age = stamp ? now - stamp.at : Number.NaN
  const why = !posted.get(STAMP_NAME)
    ? 'no stamp'
    : !stamp
      ? posted.get(STAMP_NAME)!.includes('.shown.')
        ? 'a stamp shown with another request or to another client'
        : 'a stamp not signed by this site'
      : stamp.form !== form
        ? 'a stamp of another form'
        : age > STAMP_LIVES_MS
          ? 'a stamp older than a day'
          : stamp.kind === 'page' && age < MIN_FILL_MS
            ? 'a stamp too fresh'
            : undefined
  // The request shown back, sent at once: the rest of MIN_FILL_MS is the endpoint's to wait.
  return { why, wait: why ? 0 : Math.min(MIN_FILL_MS, Math.max(0, MIN_FILL_MS - age)) }
}
