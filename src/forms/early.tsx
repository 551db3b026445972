/**
 * The forms from their first paint, before the page's script has run (and without it).
 *
 * Each form is a real HTML form whose native submission reaches the business: it posts every field
 * (urlencoded, UTF-8, exactly as typed) to the site's own form endpoint (contract/forms.ts,
 * server/form-endpoint.ts), the browser's own checks of required and email fields first; the
 * endpoint checks them again, sends the request to the email-manager and answers with a page that
 * says what happened. A page without JavaScript says so in the form (`<noscript>`).
 *
 * With JavaScript on its way (the page's early script, src/early/, first in every page's
 * body, so it runs before any form is painted): a Submit pressed before the form's script is running is held,
 * an invalid one too (checked once the script runs; the newsletter says its message at once). The
 * form says it will be sent as soon as the page is ready, and once it is (`useEarlyFormSubmit`), the
 * form sends it the usual way, once. Should the page's script fail to load (the bootstrap of
 * tools/site-build/deferred-hydration.ts then dispatches `gsi:scripts-failed` instead of reloading a
 * page with something typed in it), the held request is released: the form says so, and the next
 * Submit posts it to the endpoint natively.
 *
 * Marks (attributes of the form): `data-early` (a form handled here), `data-live` (its script
 * runs: the page handles its submit), `data-pending` (a Submit is held). On the root:
 * `data-typed` (something was typed before the script ran), `data-scripts-failed`.
 */
import type { RefObject } from 'react'
import { useEarlySubmit } from '~/lib/early'
import { useWord } from '~/content/site'
import { formAction, type FormName } from '../../contract/forms.ts'
import { HONEYPOT_NAME } from './guard'

/**
 * The attributes of a form that works before and without its script: its native submission posts
 * it to the site's form endpoint, in UTF-8 (every character as typed: "+", "&", "%41", "Zoë", emoji).
 */
export function useNativeSubmission(form: FormName) {
  return { action: formAction(form), method: 'post', acceptCharset: 'UTF-8', 'data-early': '' } as const
}

/**
 * What a form says before its script runs: without JavaScript, that Submit sends it through the website;
 * while a held Submit waits for the page, that it will be sent; when the page's script failed, how
 * to send it now. The early script shows and hides the last two (never React, which would not
 * know).
 */
export function EarlyNotes() {
  const word = useWord()
  return (
    <>
      <noscript>
        <p className="form-note">
          <span>{word('noScriptForm')}</span>
        </p>
      </noscript>
      {/* Live regions (not status or alert roles: the forms' own results keep those), empty until needed. */}
      <p className="form-note" aria-live="polite">
        <span data-pending-note="" hidden>
          {word('sendWhenReady')}
        </span>
      </p>
      <p className="form-note form-note-error" aria-live="assertive">
        <span data-failed-note="" hidden>
          {word('scriptsFailed')}
        </span>
      </p>
    </>
  )
}

/**
 * Once the form's script runs (src/lib/early.ts): the page handles its submits, the honeypot is armed
 * (it is disabled in the HTML, so that a request posted without the script does not carry it), and a
 * Submit held before now is sent, once.
 */
export function useEarlyFormSubmit(form: RefObject<HTMLFormElement | null>) {
  useEarlySubmit(form, armHoneypot)
}

function armHoneypot(form: HTMLFormElement) {
  const trap = form.elements.namedItem(HONEYPOT_NAME)
  if (trap instanceof HTMLInputElement) trap.disabled = false
}
