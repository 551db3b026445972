/**
 * What the two request forms (PreArrivalForm, FleetQuoteForm) have in common: their state and
 * submit handler (`useRequestForm`), the form they render until the request succeeded
 * (`RequestForm`: error summary, failure banner, field grid, submit button), and the frame of
 * their success view (`RequestSuccess`). Each form keeps what is its own: its fields, its call,
 * what its success view shows.
 *
 * States (docs/contract.md, States): idle, submitting (the button disabled, with a spinner and
 * the "submitting" words), success. A failure returns to idle with the red banner of
 * docs/contract.md, Messages, and keeps what was typed.
 */
import { useRef, useState, type ChangeEvent, type ComponentType, type FormEvent, type ReactNode } from 'react'
import { PrivacyLink } from '~/components/PrivacyLink'
import { RichText } from '~/components/RichText'
import { titleOf, type CopySection } from '~/content/copy'
import { useSiteSettings, useWord, withoutStega } from '~/content/site'
import type { CallResult } from './api'
import { useFormValues } from './draft'
import { EarlyNotes, useEarlyFormSubmit, useNativeSubmission } from './early'
import { heldSubmitQuiet } from '~/lib/early'
import type { SendAnotherWayProps } from './fallback'
import { ErrorSummary, Field, focusedPlace, revalidate, validate, type FieldDef, type FieldError, type ScreenPlace } from './fields'
import { countSend, guard, Honeypot, sendLimitMessage, useReadyAt } from './guard'
import { submitFailed } from './messages'
import type { FormName } from '../../contract/forms.ts'
import { Spinner, useFocusWhen, useHydrated } from './status'

/**
 * The way forward after a failed send (fallback.tsx), loaded on the first edit of a form, so it
 * is there should the connection drop later, and costs nothing on first load.
 */
let fallback: Promise<ComponentType<SendAnotherWayProps> | null> | undefined
function loadFallback() {
  fallback ??= import('./fallback').then(
    (module) => module.SendAnotherWay,
    () => {
      fallback = undefined // try again at the next need
      return null
    },
  )
  return fallback
}

export type RequestStatus = 'idle' | 'submitting' | 'success'

/**
 * Why a submit sent nothing: the request failed (an error answer, a timeout, a dropped
 * connection), the browser is offline, or the form reached its send limit in this tab (guard.tsx).
 * `at` tells one from the next (the banner takes focus at each).
 */
export type SendProblem = { kind: 'failed' | 'offline' | 'limit'; at: number }

export type RequestFormOptions<T extends Record<string, string>> = {
  /** The form's fields with their words (`withCopy`), in the order shown and checked. */
  fields: FieldDef[]
  /** The form's name (contract/forms.ts): its endpoint, and its send count in the guard (guard.ts). */
  name: FormName
  /** Prefix of the element ids. */
  idPrefix: string
  /** Where the draft is kept (draft.ts), and the form's empty values. */
  draftKey: string
  empty: T
  /** The form's call (docs/contract.md, Calls), with the support email and the submission time. */
  send(values: T, supportEmail: string, submittedAt: Date): Promise<CallResult>
  /** After the call succeeded, before the draft is cleared: the values sent and the time sent with them. */
  onSent(values: T, submittedAt: Date): void
  /** After the call failed, with what went wrong (the form logs it for developers). */
  onFailed(reason: unknown): void
}

export type RequestFormState<T extends Record<string, string>> = ReturnType<typeof useRequestForm<T>>

/**
 * A request form's state and handlers. A submit checks the fields with the browser's own
 * constraint checks (the error summary takes focus when any fails), then sends once (a double
 * click sends one request); on failure the banner takes focus and the values stay as typed.
 */
export function useRequestForm<T extends Record<string, string>>({
  fields,
  name,
  idPrefix,
  draftKey,
  empty,
  send,
  onSent,
  onFailed,
}: RequestFormOptions<T>) {
  const supportEmail = withoutStega(useSiteSettings().supportEmail)
  const word = useWord()
  const readyAt = useReadyAt()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const { values, setField, choose, clear, read } = useFormValues(draftKey, empty, formRef)
  useEarlyFormSubmit(formRef)
  const [status, setStatus] = useState<RequestStatus>('idle')
  /** Why the last submit sent nothing (the banner shows while set, and takes focus at each new one). */
  const [problem, setProblem] = useState<SendProblem | null>(null)
  const [errors, setErrors] = useState<FieldError[]>([])
  /** Submits stopped by invalid fields: the error summary takes focus at each. */
  const [attempt, setAttempt] = useState(0)
  /** A held Submit made again once the visitor had moved on: where they are, which the summary leaves them (fields.tsx). */
  const [keep, setKeep] = useState<ScreenPlace>()
  const inFlight = useRef(false)
  /** While the request is on its way: the fields are read-only, so nothing shown differs from what is sent. */
  const [sending, setSending] = useState(false)
  const [Fallback, setFallback] = useState<ComponentType<SendAnotherWayProps> | null>(null)
  const bannerRef = useFocusWhen<HTMLDivElement>(problem !== null, problem?.at)

  /** Nothing was sent: say why (the banner takes focus), and offer the other ways to send it. */
  function stopped(kind: SendProblem['kind']) {
    setProblem({ kind, at: Date.now() })
    showFallback()
  }

  /** Shows the way forward once its code is here (at once when it loaded with the first edit). */
  function showFallback() {
    void loadFallback().then((component) => component && setFallback(() => component))
  }
  const successRef = useFocusWhen<HTMLHeadingElement>(status === 'success')

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    void loadFallback()
    const { name, value } = event.target
    setField(name as keyof T & string, value)
    const field = fields.find((f) => f.name === name)
    if (field) setErrors((current) => revalidate(event.target, field, current, idPrefix, word))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return // a double click sends one request
    const formElement = event.currentTarget
    const found = validate(formElement, fields, idPrefix, word)
    setErrors(found)
    if (found.length > 0) {
      setKeep(heldSubmitQuiet(formElement) ? focusedPlace() : undefined)
      setAttempt((n) => n + 1)
      return
    }
    // Offline: say so before trying, and offer the other ways at once.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return stopped('offline')
    inFlight.current = true
    setProblem(null)
    setStatus('submitting')
    const verdict = await guard(formElement, name, readyAt.current)
    // What is sent is what the form shows now, the guard's wait over: edits made during it count.
    const again = validate(formElement, fields, idPrefix, word)
    if (again.length > 0) {
      inFlight.current = false
      setStatus('idle')
      setErrors(again)
      setKeep(undefined)
      setAttempt((n) => n + 1)
      return
    }
    // Past the send limit (guard.tsx), nothing is sent: the form says when it can send again, and
    // offers the other ways, what was typed kept.
    if (verdict === 'limit') {
      inFlight.current = false
      setStatus('idle')
      return stopped('limit')
    }
    const snapshot = read()
    setSending(true)
    const submittedAt = new Date()
    // A bot's submit (guard.tsx) sends nothing and sees the usual success.
    const result: CallResult = verdict === 'trap' ? { ok: true, data: undefined } : await send(snapshot, supportEmail, submittedAt)
    inFlight.current = false
    setSending(false)
    if (result.ok) {
      if (verdict === 'send') countSend(name)
      onSent(snapshot, submittedAt)
      clear()
      setStatus('success')
    } else {
      onFailed(result.kind === 'server' ? `HTTP ${result.status}` : result.error)
      setStatus('idle')
      stopped('failed')
    }
  }

  /** Back to an empty form, as on arrival (the draft forgotten). */
  function reset() {
    clear()
    setErrors([])
    setAttempt(0)
    setProblem(null)
    setStatus('idle')
  }

  return {
    fields,
    name,
    idPrefix,
    formRef,
    values,
    setField,
    choose,
    sending,
    status,
    errors,
    attempt,
    keep,
    problem,
    Fallback,
    supportEmail,
    hydrated,
    bannerRef,
    successRef,
    onChange,
    onSubmit,
    reset,
  }
}

/**
 * The form until the request succeeded: `children` (a heading, an intro) first, then the error
 * summary, the red banner after a failure, the fields, and the submit button with its words
 * from `copy` (items "submit" and "submitting"). It works from its first paint: before its script
 * runs, or without it, its native submission posts it to the site's form endpoint, and a Submit
 * pressed while the script is on its way is sent once it runs (early.tsx). Name the form
 * with `aria-labelledby` (a heading inside) or `aria-label`.
 */
export function RequestForm<T extends Record<string, string>>({
  form,
  copy,
  children,
  'aria-labelledby': labelledBy,
  'aria-label': label,
}: {
  form: RequestFormState<T>
  copy: CopySection
  children?: ReactNode
  'aria-labelledby'?: string
  'aria-label'?: string
}) {
  const submitting = form.status === 'submitting'
  const byName = new Map(form.errors.map((e) => [e.name, e.message]))
  const word = useWord()
  const { Fallback } = form
  const native = useNativeSubmission(form.name)
  return (
    <form
      ref={form.formRef}
      {...native}
      className="site-form"
      // The browser's own checks until the script runs (a native submission); the page's own after.
      noValidate={form.hydrated}
      onSubmit={form.onSubmit}
      aria-busy={submitting}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {children}
      <ErrorSummary errors={form.errors} attempt={form.attempt} keep={form.keep} id={`${form.idPrefix}-errors`} />
      {form.problem && (
        <div ref={form.bannerRef} className="form-banner form-banner-error" tabIndex={-1}>
          {form.problem.kind === 'limit' ? (
            // Not "please try again": every try fails until then.
            sendLimitMessage(word('sendLimit'), form.name, form.supportEmail)
          ) : form.problem.kind === 'offline' ? (
            <>
              <p>{submitFailed(form.supportEmail)}</p>
              <p>{word('offline')}</p>
            </>
          ) : (
            submitFailed(form.supportEmail)
          )}
        </div>
      )}
      {form.problem && Fallback && (
        <Fallback
          subject={copy.heading ?? form.name}
          lines={form.fields.map((field) => ({ label: field.label, value: form.values[field.name as keyof T] }))}
        />
      )}
      <Honeypot />
      <div className="form-grid">
        {form.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            prefix={form.idPrefix}
            value={form.values[field.name as keyof T]}
            error={byName.get(field.name)}
            readOnly={form.sending}
            onChange={form.onChange}
          />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary button-large" disabled={submitting}>
          {submitting ? (
            <>
              <Spinner />
              {titleOf(copy, 'submitting')}
            </>
          ) : (
            titleOf(copy, 'submit')
          )}
        </button>
        <PrivacyLink words="privacyLink" className="form-privacy" />
      </div>
      {/* Under the button they are about. */}
      <EarlyNotes />
    </form>
  )
}

/**
 * The frame of a success view: the copy's heading, which takes focus, and its body, then
 * `children` (what the form shows after them). `heading` is the level that fits the page's outline.
 */
export function RequestSuccess<T extends Record<string, string>>({
  form,
  copy,
  heading: Heading = 'h2',
  children,
}: {
  form: RequestFormState<T>
  copy: CopySection
  heading?: 'h2' | 'h3'
  children: ReactNode
}) {
  return (
    <div className="form-success">
      <Heading ref={form.successRef} tabIndex={-1} className="form-success-title">
        {copy.heading}
      </Heading>
      <RichText value={copy.body} />
      {children}
    </div>
  )
}
