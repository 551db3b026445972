/**
 * The footer's compact newsletter signup: call 1 of docs/contract.md, Calls, with its States and
 * Messages.
 *
 * Props contract:
 * - `copy`: the layout copy's "newsletter" section: heading and intro above the field, the email
 *   field's words (label, hint shown inside the empty field, the messages when empty and when
 *   not an email address) and the button's words ("submit", "submitting"). The messages after a
 *   request are the contract's, in code (messages.ts; docs/contract.md, Messages).
 * - `idPrefix?: string`: prefix of element ids (default "newsletter").
 * - `place?: 'footer' | 'section'`: where the form is, which the signup's `metadata.source` names
 *   (contract/email-manager.ts newsletterSource; default the footer's), sent without JavaScript too
 *   (its hidden field "source").
 *
 * States idle, loading, success, error. The two validation messages are checked before any
 * request; while loading the field and button are disabled and the button shows its
 * "submitting" words; success clears the field; status and message go back to idle after 5000 ms.
 *
 * Every message is announced once, by one mechanism: the message line is a live region
 * (role=status), whether the form was sent with the button or with Enter in the field. Focus
 * stays where the visitor is (it returns there after the request, which disables field and
 * button). A validation message also describes the field, which is marked invalid while its
 * message is shown: both clear together (at 5000 ms, or as the field is edited), so the field is
 * never "invalid" without its reason.
 */
import { useContext, useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { useLocation } from 'react-router'
import { signup } from './api'
import { newsletterSource, type NewsletterPlace } from '../../contract/email-manager.ts'
import { FORMS, valueProblem } from '../../contract/forms.ts'
import { useFormValues } from './draft'
import { EarlyNotes, useEarlyFormSubmit, useNativeSubmission } from './early'
import { useHydrated } from './status'
import { useHydrating } from './hydrating'
import { countSend, guard, Honeypot, sendLimitMessage, useReadyAt } from './guard'
import { MAX_LENGTH, overLimit, sentLength } from './limits'
import { EMAIL_PATTERN } from './config'
import { NEWSLETTER_FAILED, NEWSLETTER_NETWORK, NEWSLETTER_RESET_MS, NEWSLETTER_SUCCESS } from './messages'
import { fill, titleOf, type CopySection } from '~/content/copy'
import { plainText } from '~/content/plain-text'
import { SiteSettingsContext, useWord, withoutStega } from '~/content/site'
import { PrivacyLink } from '~/components/PrivacyLink'
import { track } from '~/lib/analytics'

export type NewsletterStatus = 'idle' | 'loading' | 'success' | 'error'
export type NewsletterFormProps = {
  copy: CopySection
  idPrefix?: string
  place?: NewsletterPlace
}

export const NEWSLETTER_DRAFT_KEY = 'draft:newsletter'
const EMPTY = { email: '' }

export function NewsletterForm({ copy, idPrefix = 'newsletter', place = 'footer' }: NewsletterFormProps) {
  const field = copy.fields?.find((entry) => entry.name === 'email')
  const word = (name: string) => titleOf(copy, name)
  const settings = useContext(SiteSettingsContext)
  const intro = plainText(copy.body, settings)
  const supportEmail = withoutStega(settings?.supportEmail)
  const ids = { input: `${idPrefix}-email`, message: `${idPrefix}-message`, heading: `${idPrefix}-heading` }
  const formRef = useRef<HTMLFormElement>(null)
  const readyAt = useReadyAt()
  const { setField, clear, read } = useFormValues(NEWSLETTER_DRAFT_KEY, EMPTY, formRef)
  useEarlyFormSubmit(formRef)
  const native = useNativeSubmission('newsletter')
  const hydrated = useHydrated()
  // Where it is sent from: the footer, or this page's own newsletter section.
  const source = newsletterSource(place, useLocation().pathname)
  const interfaceWord = useWord()
  // As it hydrates, the form takes over the message the page's early script showed for a submit made
  // before this code ran (src/early/: "Please enter your email address" at once).
  const hydrating = useHydrating()
  const [early] = useState(() => (hydrating ? earlyCheck(ids) : { message: '', invalid: false }))
  const [status, setStatus] = useState<NewsletterStatus>(early.message ? 'error' : 'idle')
  const [message, setMessage] = useState(early.message)
  /** Whether the field's value failed the checks: until it is edited, or its message clears. */
  const [invalid, setInvalid] = useState(early.invalid)
  const [shown, setShown] = useState(early.message ? 1 : 0)
  const inFlight = useRef(false)
  /** The field or button that had focus when a request started (disabling them drops it). */
  const focusBefore = useRef<HTMLElement | null>(null)

  /** A message that stays until the next submit (past the send limit: when it can send again). */
  const [lasting, setLasting] = useState(false)
  // Each message clears, and the status returns to idle, 5000 ms after it was shown.
  useEffect(() => {
    if (shown === 0 || lasting) return
    const timer = setTimeout(() => {
      setStatus('idle')
      setMessage('')
      setInvalid(false)
    }, NEWSLETTER_RESET_MS)
    return () => clearTimeout(timer)
  }, [shown, lasting])

  /**
   * After a request, focus goes back to the field or button it was on, if disabling them lost it:
   * before the message is written, so that a screen reader reads the message after the focus
   * change rather than have the focus change cut it off.
   */
  function restoreFocus() {
    const before = focusBefore.current
    focusBefore.current = null
    flushSync(() => setStatus('idle'))
    if (before && (!document.activeElement || document.activeElement === document.body)) before.focus()
  }

  function show(next: NewsletterStatus, text: string, lasts = false) {
    setLasting(lasts)
    setStatus(next)
    setMessage(text)
    setShown((n) => n + 1)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    // What the field holds now (it is uncontrolled: typed before the script ran, it is kept).
    const email = read().email.trim()
    // Longer than an address can be: said, with the limit, rather than cut (contract/email-manager.ts).
    const tooLong = overLimit('email', email)
    // A line break, tab or other control character inside it (pasted): said, never stripped (contract/forms.ts).
    const control = valueProblem(FORMS.newsletter.fields[0], email) === 'control'
    const valid = !tooLong && !control && EMAIL_PATTERN.test(email)
    setInvalid(!valid)
    if (control) return show('error', fill(interfaceWord('controlCharacter'), { label: field?.label }))
    if (tooLong)
      return show('error', fill(interfaceWord('tooLong'), { label: field?.label, max: MAX_LENGTH.email, count: sentLength(email) }))
    if (!valid) return show('error', (email ? field?.invalidMessage : field?.requiredMessage) ?? '')
    inFlight.current = true
    const form = event.currentTarget
    const active = document.activeElement
    focusBefore.current = active instanceof HTMLElement && form.contains(active) ? active : null
    setStatus('loading')
    setMessage('')
    // A bot's submit (guard.tsx) sends nothing and sees the usual success; past the send limit,
    // nothing is sent and the form says when it can send again, and where to write meanwhile.
    const verdict = await guard(form, 'newsletter', readyAt.current)
    if (verdict === 'limit') {
      inFlight.current = false
      restoreFocus()
      return show('error', sendLimitMessage(interfaceWord('sendLimit'), 'newsletter', supportEmail), true)
    }
    const result = verdict === 'trap' ? ({ ok: true } as const) : await signup(email, source)
    inFlight.current = false
    restoreFocus()
    if (result.ok) {
      if (verdict === 'send') countSend('newsletter')
      clear()
      // The signup the spec names no event for, reported as the request forms report theirs (src/lib/analytics.ts).
      track('newsletter_signup')
      show('success', NEWSLETTER_SUCCESS)
    } else if (result.kind === 'server') {
      show('error', result.detail ?? NEWSLETTER_FAILED)
    } else {
      console.error('Newsletter signup failed', result.error)
      show('error', NEWSLETTER_NETWORK)
    }
  }

  const loading = status === 'loading'
  return (
    <form
      ref={formRef}
      {...native}
      className="newsletter-form"
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-busy={loading}
      aria-labelledby={ids.heading}
    >
      <h2 id={ids.heading} className="newsletter-heading">
        {copy.heading}
      </h2>
      {intro && <p className="newsletter-intro">{intro}</p>}
      <label htmlFor={ids.input} className="newsletter-label">
        {field?.label}
      </label>
      <div className="newsletter-row">
        <input
          id={ids.input}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={field?.hint ?? undefined}
          required
          onChange={(event) => {
            setField('email', event.target.value)
            if (invalid) setInvalid(false)
          }}
          // The field's messages, for the early script to say before this code runs.
          data-required={field?.requiredMessage ?? undefined}
          data-invalid={field?.invalidMessage ?? undefined}
          disabled={loading}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid && message ? ids.message : undefined}
        />
        <button type="submit" className="button button-primary" disabled={loading}>
          {loading ? word('submitting') : word('submit')}
        </button>
      </div>
      <input type="hidden" name="source" value={source} />
      <PrivacyLink words="privacyLink" className="form-privacy" />
      <Honeypot />
      <EarlyNotes />
      {/* A new node for each message, so the same message shown again is announced again. */}
      <p
        id={ids.message}
        role="status"
        data-early-message=""
        className={`newsletter-message${status === 'success' ? ' is-success' : ''}${status === 'error' ? ' is-error' : ''}`}
      >
        {message && <span key={shown}>{message}</span>}
      </p>
    </form>
  )
}

/**
 * What the early script showed before the form's code ran: the message line's text, and whether the
 * field is marked invalid (until it is edited).
 */
function earlyCheck(ids: { input: string; message: string }) {
  return {
    message: document.getElementById(ids.message)?.textContent ?? '',
    invalid: document.getElementById(ids.input)?.getAttribute('aria-invalid') === 'true',
  }
}
