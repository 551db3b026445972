/**
 * The pre-arrival letter request form (/port-call-compliance), spec sections 3, 4, 5, 7 (call 2), 8.
 *
 * Props contract:
 * - `onStepChange?(step: number)`: the step for the page's five-step progress bar. Called with 1
 *   on mount and after Submit Another Request (filling in), and with 5 once the request succeeded.
 * - `onSuccessChange?(succeeded: boolean)`: true once the request succeeded (the page hides its
 *   progress bar), false again after Submit Another Request (the page shows it again).
 *   Step 5 and succeeded=true always come together; use whichever suits the page.
 * - `copy: { form: CopySection; success: CopySection }`: the portCallCompliance page copy's
 *   "form" section (heading, intro, each field's words, the submit and submitting words) and
 *   "success" section (heading, body, the download and reset words). Only the spec's failure
 *   message is fixed in code (messages.ts).
 * - `ports`: the CMS's ports by name, the first port choices (the "port" field's choices follow).
 * - `idPrefix?: string`: prefix of element ids (default "pre-arrival"), should two forms share a page.
 *
 * Needs the site settings (the root loader provides them): the support email is the recipient
 * of the call and appears in the failure message.
 *
 * Owns: validation (browser constraint checks + error summary), the submitting state, the
 * failure banner, the success screen with Download PDF Now (stores the submission in
 * sessionStorage "preArrivalSubmission" and links to /docs/compliance-pack?filled=1) and Submit
 * Another Request. Field `name`s are the request's field names (vesselName, imo, port, eta,
 * agent, email, phone, notes); `email` is sent as `data.customerEmail`.
 */
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link } from 'react-router'
import { RichText } from '~/components/RichText'
import { titleOf, type CopySection } from '~/content/copy'
import { SUBMISSION_KEY, type Submission } from '~/components/docs/submission'
import { useSiteSettings } from '~/content/site'
import { track } from '~/lib/analytics'
import { portChoiceFrom } from '~/lib/port-choice'
import { sendPreArrival, type PreArrivalValues } from './api'
import { writeSession, useDraft } from './draft'
import {
  ErrorSummary,
  Field,
  useHydrated,
  fieldId,
  revalidate,
  Spinner,
  useFocusWhen,
  validate,
  withCopy,
  type FieldError,
  type FieldSpec,
} from './fields'
import { submitFailed } from './messages'

/** The form's port choices: the CMS's ports by name, in their order, then the port field's other choices (its `options`). */
export function portChoices(cmsPorts: readonly (string | null)[] = [], others: readonly string[] = []) {
  return [...new Set([...cmsPorts, ...others].filter((name): name is string => Boolean(name)))]
}

export const PRE_ARRIVAL_DRAFT_KEY = 'draft:preArrival'
/** Read by /docs/compliance-pack?filled=1 (never from the URL). */
export const COMPLIANCE_PACK_FILLED_HREF = '/docs/compliance-pack?filled=1'

const EMPTY: PreArrivalValues = { vesselName: '', imo: '', port: '', eta: '', agent: '', email: '', phone: '', notes: '' }

const FIELDS: FieldSpec[] = [
  { name: 'vesselName', kind: 'text', required: true },
  { name: 'imo', kind: 'text', required: true },
  { name: 'port', kind: 'select', required: true },
  { name: 'eta', kind: 'datetime-local', required: true },
  { name: 'agent', kind: 'text', required: true, autoComplete: 'organization' },
  { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', kind: 'tel', autoComplete: 'tel' },
  { name: 'notes', kind: 'textarea' },
]

export type PreArrivalFormProps = {
  onStepChange?(step: number): void
  onSuccessChange?(succeeded: boolean): void
  copy: { form: CopySection; success: CopySection }
  /** The CMS's ports by name, the first port choices (see `portChoices`). */
  ports?: readonly (string | null)[]
  idPrefix?: string
}

type Status = 'idle' | 'submitting' | 'success'

export function PreArrivalForm({ onStepChange, onSuccessChange, copy, ports, idPrefix = 'pre-arrival' }: PreArrivalFormProps) {
  const settings = useSiteSettings()
  const hydrated = useHydrated()
  const supportEmail = settings.supportEmail ?? ''
  // The same choices keep the same array while the names are unchanged (the route passes a new
  // list on every render), so the ?port= preselection below runs once, not on every render.
  const words = withCopy(FIELDS, copy.form.fields)
  const choicesKey = JSON.stringify(portChoices(ports, words.find((field) => field.name === 'port')?.options))
  const choices = useMemo(() => JSON.parse(choicesKey) as string[], [choicesKey])
  const fields = words.map((field) => (field.name === 'port' ? { ...field, options: choices } : field))
  const word = (name: string) => titleOf(copy.form, name)
  const labelOf = (name: string) => fields.find((field) => field.name === name)?.label
  const { values, setField, clear } = useDraft(PRE_ARRIVAL_DRAFT_KEY, EMPTY)
  // Opened from a port page: that port is chosen (over a draft's), once the draft is restored.
  useEffect(() => {
    const port = portChoiceFrom(window.location.search, choices)
    if (port) setField('port', port)
  }, [setField, choices])
  const [status, setStatus] = useState<Status>('idle')
  const [failed, setFailed] = useState(0)
  const [errors, setErrors] = useState<FieldError[]>([])
  const [attempt, setAttempt] = useState(0)
  const [submitted, setSubmitted] = useState<PreArrivalValues | null>(null)
  const inFlight = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  const bannerRef = useFocusWhen<HTMLDivElement>(failed > 0, failed)
  const successRef = useFocusWhen<HTMLHeadingElement>(status === 'success')

  // Report the step through refs, so a page passing inline callbacks does not re-trigger this.
  const callbacks = useRef({ onStepChange, onSuccessChange })
  callbacks.current = { onStepChange, onSuccessChange }
  const succeeded = status === 'success'
  useEffect(() => {
    callbacks.current.onStepChange?.(succeeded ? 5 : 1)
    callbacks.current.onSuccessChange?.(succeeded)
  }, [succeeded])

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const { name, value } = event.target
    setField(name as keyof PreArrivalValues, value)
    const field = fields.find((f) => f.name === name)
    if (field) setErrors((current) => revalidate(event.target, field, current, idPrefix))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return // a double click sends one request
    const found = validate(event.currentTarget, fields, idPrefix)
    setErrors(found)
    if (found.length > 0) {
      setAttempt((n) => n + 1)
      return
    }
    inFlight.current = true
    setFailed(0)
    setStatus('submitting')
    const snapshot = { ...values }
    const submittedAt = new Date()
    const result = await sendPreArrival(snapshot, supportEmail, submittedAt)
    inFlight.current = false
    if (result.ok) {
      const trimmed = Object.fromEntries(Object.entries(snapshot).map(([k, v]) => [k, v.trim()])) as PreArrivalValues
      writeSession(SUBMISSION_KEY, {
        vesselName: trimmed.vesselName,
        imo: trimmed.imo,
        port: trimmed.port,
        eta: trimmed.eta,
        agent: trimmed.agent,
        submittedAt: submittedAt.toISOString(),
      } satisfies Submission)
      track('generate_letter_submit', trimmed.port)
      setSubmitted(trimmed)
      clear()
      setStatus('success')
    } else {
      console.error('Pre-arrival request failed', result.kind === 'server' ? `HTTP ${result.status}` : result.error)
      setStatus('idle')
      setFailed((n) => n + 1)
    }
  }

  function submitAnother() {
    clear()
    setErrors([])
    setAttempt(0)
    setFailed(0)
    setSubmitted(null)
    setStatus('idle')
  }

  // After Submit Another Request, put the keyboard user back at the start of the form.
  const returningFromSuccess = useRef(false)
  useEffect(() => {
    if (status === 'success') returningFromSuccess.current = true
    else if (returningFromSuccess.current) {
      returningFromSuccess.current = false
      document.getElementById(fieldId(idPrefix, 'vesselName'))?.focus()
    }
  }, [status, idPrefix])

  if (status === 'success' && submitted) {
    const done = (name: string) => titleOf(copy.success, name)
    return (
      <div className="form-success">
        <h2 ref={successRef} tabIndex={-1} className="form-success-title">
          {copy.success.heading}
        </h2>
        <RichText value={copy.success.body} />
        <dl className="submission-summary">
          <div>
            <dt>{labelOf('vesselName')}</dt>
            <dd>{submitted.vesselName}</dd>
          </div>
          <div>
            <dt>{labelOf('imo')}</dt>
            <dd>{submitted.imo}</dd>
          </div>
          <div>
            <dt>{labelOf('port')}</dt>
            <dd>{submitted.port}</dd>
          </div>
          <div>
            <dt>{labelOf('eta')}</dt>
            <dd>{submitted.eta.replace('T', ' ')}</dd>
          </div>
        </dl>
        <div className="form-actions">
          <Link
            to={COMPLIANCE_PACK_FILLED_HREF}
            // A page load: the document's print styles are allowed by its own page's policy only.
            reloadDocument
            className="button button-primary"
            onClick={() => track('compliance_pack_download', submitted.port)}
          >
            {done('download')}
          </Link>
          <button type="button" className="button button-light" onClick={submitAnother}>
            {done('reset')}
          </button>
        </div>
      </div>
    )
  }

  const submitting = status === 'submitting'
  const byName = new Map(errors.map((e) => [e.name, e.message]))
  return (
    <form
      method="post"
      ref={formRef}
      className="site-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-labelledby={`${idPrefix}-heading`}
    >
      <h2 id={`${idPrefix}-heading`} className="form-title">
        {copy.form.heading}
      </h2>
      <RichText value={copy.form.body} className="form-intro" />
      <ErrorSummary errors={errors} attempt={attempt} id={`${idPrefix}-errors`} />
      {failed > 0 && (
        <div ref={bannerRef} className="form-banner form-banner-error" tabIndex={-1}>
          {submitFailed(supportEmail)}
        </div>
      )}
      <div className="form-grid">
        {fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            prefix={idPrefix}
            value={values[field.name as keyof PreArrivalValues]}
            error={byName.get(field.name)}
            onChange={onChange}
          />
        ))}
      </div>
      <div className="form-actions">
        <button type="submit" className="button button-primary button-large" disabled={submitting || !hydrated}>
          {submitting ? (
            <>
              <Spinner />
              {word('submitting')}
            </>
          ) : (
            word('submit')
          )}
        </button>
      </div>
    </form>
  )
}
