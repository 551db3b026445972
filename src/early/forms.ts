/**
 * A form with an early submit (`form[data-early]`), until its code runs (it is marked `data-live`:
 * src/lib/early.ts) or fails to load:
 *
 * - a submit is held (`data-pending`), its note saying so, and made once the form runs; a submit the
 *   browser finds invalid is held too, without the browser's own words, and checked then;
 * - a form with a message line of its own (the newsletter: messages.ts) says what is wrong at once
 *   instead, as the form will, and holds only a submit the form will send;
 * - typing marks the page (`data-typed`: src/lib/lazy-part.ts, tools/site-build/deferred-hydration.ts)
 *   and clears the field's invalid mark, as the forms do;
 * - should the page's scripts fail to load (`SCRIPTS_FAILED_EVENT`), the held forms say how to send
 *   now, and their next Submit posts them to the site's form endpoint (src/forms/early.tsx).
 */
import { SCRIPTS_FAILED_EVENT } from '../lib/scripts-failed.ts'
import { doc, isLive, on, root } from './dom.ts'
import { refused } from './messages.ts'

/** Shows (or hides) a form's early notes of a kind (`data-pending-note`, `data-failed-note`). */
function notes(form: HTMLFormElement, kind: string, show?: boolean) {
  for (const note of form.querySelectorAll<HTMLElement>(`[data-${kind}-note]`)) {
    note.hidden = !show
    if (show) note.scrollIntoView({ block: 'nearest' })
  }
}

/** A form whose submit is held: one with an early submit whose code has not run, nor failed to load. */
const early = (form: unknown): form is HTMLFormElement =>
  form instanceof HTMLFormElement && form.hasAttribute('data-early') && !isLive(form) && !('scriptsFailed' in root.dataset)

function hold(form: HTMLFormElement) {
  form.dataset.pending = ''
  notes(form, 'pending', true)
}

on('input', (event) => {
  const field = event.target as HTMLInputElement
  if (!field.form || isLive(field.form)) return
  root.dataset.typed = ''
  field.removeAttribute('aria-invalid')
})

on('submit', (event) => {
  const form = event.target
  if (!early(form)) return
  event.preventDefault()
  if (!refused(form)) hold(form)
})

on('invalid', (event) => {
  const field = event.target as HTMLInputElement
  const form = field.form
  if (!early(form)) return
  event.preventDefault()
  // Once a submit, for the form's first invalid field (the browser reports each).
  if (field == form.querySelector(':invalid') && !refused(form)) hold(form)
})

addEventListener(SCRIPTS_FAILED_EVENT, () => {
  root.dataset.scriptsFailed = ''
  for (const form of doc.querySelectorAll<HTMLFormElement>('form[data-early]')) {
    if (isLive(form)) continue
    delete form.dataset.pending
    notes(form, 'pending')
    notes(form, 'failed', true)
  }
})
