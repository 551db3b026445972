/**
 * The fleet quote request form (/fleet-retainer#quote), spec sections 3, 4, 5, 7 (call 3), 8.
 *
 * Props contract:
 * - `copy: { form: CopySection; success: CopySection }`: the fleetRetainer page copy's "quote"
 *   section (heading, each field's words, the submit and submitting words) and "quote-success"
 *   section (heading, body, and its links: items with a path). Only the spec's failure message is
 *   fixed in code (messages.ts).
 * - `onSuccess?(): void`: called once the request succeeded (e.g. to scroll or log).
 * - `idPrefix?: string`: prefix of element ids (default "fleet-quote").
 *
 * The page supplies the section, its heading and the #quote anchor; this component renders a
 * <form> (or, after success, the success view; no reset, as in the spec). Needs the site
 * settings for the support email. Field `name`s are the request's field names (companyName,
 * contactName, email, phone, fleetSize, annualPortCalls, message); `email` is sent as
 * `data.customerEmail`.
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link } from 'react-router'
import { RichText } from '~/components/RichText'
import { titleOf, type CopySection } from '~/content/copy'
import { useSiteSettings } from '~/content/site'
import { track } from '~/lib/analytics'
import { safeHref } from '~/lib/safe-url'
import { sendFleetQuote, type FleetQuoteValues } from './api'
import { useDraft } from './draft'
import {
  ErrorSummary,
  Field,
  useHydrated,
  revalidate,
  Spinner,
  useFocusWhen,
  validate,
  withCopy,
  type FieldError,
  type FieldSpec,
} from './fields'
import { submitFailed } from './messages'

export const FLEET_QUOTE_DRAFT_KEY = 'draft:fleetQuote'

const EMPTY: FleetQuoteValues = { companyName: '', contactName: '', email: '', phone: '', fleetSize: '', annualPortCalls: '', message: '' }

const FIELDS: FieldSpec[] = [
  { name: 'companyName', kind: 'text', required: true, autoComplete: 'organization' },
  { name: 'contactName', kind: 'text', required: true, autoComplete: 'name' },
  { name: 'email', kind: 'email', required: true, autoComplete: 'email' },
  { name: 'phone', kind: 'tel', required: true, autoComplete: 'tel' },
  { name: 'fleetSize', kind: 'select', required: true },
  { name: 'annualPortCalls', kind: 'text', required: true },
  { name: 'message', kind: 'textarea' },
]

export type FleetQuoteFormProps = {
  copy: { form: CopySection; success: CopySection }
  onSuccess?(): void
  idPrefix?: string
}

type Status = 'idle' | 'submitting' | 'success'

export function FleetQuoteForm({ copy, onSuccess, idPrefix = 'fleet-quote' }: FleetQuoteFormProps) {
  const settings = useSiteSettings()
  const hydrated = useHydrated()
  const supportEmail = settings.supportEmail ?? ''
  const fields = withCopy(FIELDS, copy.form.fields)
  const { values, setField, clear } = useDraft(FLEET_QUOTE_DRAFT_KEY, EMPTY)
  const [status, setStatus] = useState<Status>('idle')
  const [failed, setFailed] = useState(0)
  const [errors, setErrors] = useState<FieldError[]>([])
  const [attempt, setAttempt] = useState(0)
  const inFlight = useRef(false)
  const bannerRef = useFocusWhen<HTMLDivElement>(failed > 0, failed)
  const successRef = useFocusWhen<HTMLHeadingElement>(status === 'success')

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) {
    const { name, value } = event.target
    setField(name as keyof FleetQuoteValues, value)
    const field = fields.find((f) => f.name === name)
    if (field) setErrors((current) => revalidate(event.target, field, current, idPrefix))
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (inFlight.current) return
    const found = validate(event.currentTarget, fields, idPrefix)
    setErrors(found)
    if (found.length > 0) {
      setAttempt((n) => n + 1)
      return
    }
    inFlight.current = true
    setFailed(0)
    setStatus('submitting')
    const result = await sendFleetQuote({ ...values }, supportEmail)
    inFlight.current = false
    if (result.ok) {
      track('fleet_quote_submit', values.fleetSize)
      clear()
      setStatus('success')
      onSuccess?.()
    } else {
      console.error('Fleet quote request failed', result.kind === 'server' ? `HTTP ${result.status}` : result.error)
      setStatus('idle')
      setFailed((n) => n + 1)
    }
  }

  if (status === 'success') {
    const links = (copy.success.items ?? []).flatMap((item) => {
      const href = safeHref(item.href)
      return href?.startsWith('/') ? [{ title: item.title, href }] : []
    })
    return (
      <div className="form-success">
        <h3 ref={successRef} tabIndex={-1} className="form-success-title">
          {copy.success.heading}
        </h3>
        <RichText value={copy.success.body} />
        <div className="form-actions">
          {links.map((link, index) => (
            <Link key={link.href} to={link.href} className={`button ${index === 0 ? 'button-primary' : 'button-light'}`}>
              {link.title}
            </Link>
          ))}
        </div>
      </div>
    )
  }

  const submitting = status === 'submitting'
  const byName = new Map(errors.map((e) => [e.name, e.message]))
  return (
    <form
      method="post"
      className="site-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-label={copy.form.heading ?? undefined}
    >
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
            value={values[field.name as keyof FleetQuoteValues]}
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
              {titleOf(copy.form, 'submitting')}
            </>
          ) : (
            titleOf(copy.form, 'submit')
          )}
        </button>
      </div>
    </form>
  )
}
