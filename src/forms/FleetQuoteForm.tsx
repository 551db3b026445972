/**
 * The fleet quote request form (/fleet-retainer#quote), spec sections 3, 4, 5, 7 (call 3), 8.
 *
 * Props contract:
 * - `copy?: { form?: CopySection; success?: CopySection }`: optional CMS copy, e.g.
 *   `{ form: section(copy, 'quote'), success: section(copy, 'quote-success') }` from the
 *   fleetRetainer pageCopy: field labels and hints (items whose `meta` is a field name), the
 *   success body, and the success links (items with `href`; default: home and
 *   /port-call-compliance). The spec's messages and button texts are fixed in messages.ts.
 * - `onSuccess?(): void`: called once the request succeeded (e.g. to scroll or log).
 * - `idPrefix?: string`: prefix of element ids (default "fleet-quote").
 *
 * The page supplies the section, its heading and the #quote anchor; this component renders a
 * <form> (or, after success, the "Quote Request Received!" view; no reset, as in the spec).
 * Needs the site settings in React Query for the support email. Field `name`s are the
 * request's field names (companyName, contactName, email, phone, fleetSize, annualPortCalls,
 * message); `email` is sent as `data.customerEmail`.
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link } from 'react-router'
import { RichText } from '~/components/RichText'
import type { CopySection } from '~/content/copy'
import { useSiteSettings } from '~/content/site'
import { track } from '~/lib/analytics'
import { safeHref } from '~/lib/safe-url'
import { sendFleetQuote, type FleetQuoteValues } from './api'
import { useDraft } from './draft'
import { ErrorSummary, Field, useHydrated, revalidate, Spinner, useFocusWhen, validate, withCopy, type FieldDef, type FieldError } from './fields'
import { FLEET_QUOTE_SUBMIT, FLEET_QUOTE_SUCCESS, submitFailed, SUBMITTING } from './messages'
import '~/styles/forms.css'

export const FLEET_SIZES = ['1-5', '6-10', '11-25', '26-50', '50+'] as const
export const FLEET_QUOTE_DRAFT_KEY = 'draft:fleetQuote'

const EMPTY: FleetQuoteValues = { companyName: '', contactName: '', email: '', phone: '', fleetSize: '', annualPortCalls: '', message: '' }

const FIELDS: FieldDef[] = [
  { name: 'companyName', label: 'Company name', kind: 'text', required: true, autoComplete: 'organization', messages: { required: 'Enter your company name' } },
  { name: 'contactName', label: 'Contact name', kind: 'text', required: true, autoComplete: 'name', messages: { required: 'Enter your name' } },
  { name: 'email', label: 'Email', kind: 'email', required: true, autoComplete: 'email', messages: { required: 'Enter your email address', invalid: 'Enter an email address in the correct format, like name@example.com' } },
  { name: 'phone', label: 'Phone', kind: 'tel', required: true, autoComplete: 'tel', messages: { required: 'Enter your phone number' } },
  { name: 'fleetSize', label: 'Fleet size', kind: 'select', required: true, options: FLEET_SIZES, hint: 'Select fleet size', messages: { required: 'Select your fleet size' } },
  { name: 'annualPortCalls', label: 'Annual port calls in India', kind: 'text', required: true, messages: { required: 'Enter your annual port calls in India' } },
  { name: 'message', label: 'Message (optional)', kind: 'textarea', messages: { required: 'Enter a message' } },
]

const DEFAULT_LINKS = [
  { title: 'Back to home', href: '/' },
  { title: 'Generate a pre-arrival letter', href: '/port-call-compliance' },
]

export type FleetQuoteFormProps = {
  copy?: { form?: CopySection | null; success?: CopySection | null }
  onSuccess?(): void
  idPrefix?: string
}

type Status = 'idle' | 'submitting' | 'success'

export function FleetQuoteForm({ copy, onSuccess, idPrefix = 'fleet-quote' }: FleetQuoteFormProps) {
  const settings = useSiteSettings()
  const hydrated = useHydrated()
  const supportEmail = settings.supportEmail ?? ''
  const fields = withCopy(FIELDS, copy?.form)
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
    const links = (copy?.success?.items ?? []).filter((item) => safeHref(item.href)?.startsWith('/'))
    const shown = links.length > 0 ? links.map((l) => ({ title: l.title ?? l.href!, href: l.href! })) : DEFAULT_LINKS
    return (
      <div className="form-success">
        <h3 ref={successRef} tabIndex={-1} className="form-success-title">
          {FLEET_QUOTE_SUCCESS}
        </h3>
        <RichText value={copy?.success?.body} />
        <div className="form-actions">
          {shown.map((link, index) => (
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
    <form method="post" className="site-form" noValidate onSubmit={onSubmit} aria-busy={submitting} aria-label={copy?.form?.heading ?? 'Request a fleet quote'}>
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
              {SUBMITTING}
            </>
          ) : (
            FLEET_QUOTE_SUBMIT
          )}
        </button>
      </div>
    </form>
  )
}
