/**
 * A form with a message line of its own (`[data-early-message]`: the newsletter, src/forms/NewsletterForm.tsx)
 * checks its email field as the form will (empty, or not an address by the contract's `EMAIL_PATTERN`)
 * and says what is wrong there at once, in the live region that says it later, with the field's own
 * words from the CMS (`data-required`, `data-invalid`); the form takes that state over as it runs. A
 * submit the form will send clears the line, so that only the held submit's note speaks.
 */
import { EMAIL_PATTERN } from '../../contract/email-manager.ts'
import { doc } from './dom.ts'

/** Whether the form's field is refused (its message shown): never for a form without a message line. */
export function refused(form: HTMLFormElement) {
  const line = form.querySelector<HTMLElement>('[data-early-message]')
  if (!line) return false
  // The form's field named "email" (the newsletter's one field).
  const field = (form as HTMLFormElement & { email: HTMLInputElement }).email
  const value = field.value.trim()
  const message = value ? (EMAIL_PATTERN.test(value) ? '' : field.dataset.invalid) : field.dataset.required
  const text = doc.createElement('span')
  text.textContent = message!
  line.replaceChildren(...(message ? [text] : []))
  line.classList.toggle('is-error', !!message)
  if (message) {
    field.ariaInvalid = 'true'
    field.setAttribute('aria-describedby', line.id)
  }
  return !!message
}
