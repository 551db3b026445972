/**
 * The fleet quote request form (/fleet-retainer#quote): call 3 of docs/contract.md, Calls, with
 * its States, Validation and Messages. What it shares with the pre-arrival form (state, submit,
 * error summary, banner, fields, button) is in request-form.tsx.
 *
 * Props contract:
 * - `copy: { form: CopySection; success: CopySection }`: the fleetRetainer page copy's "quote"
 *   section (heading, each field's words, the submit and submitting words) and "quote-success"
 *   section (heading, body, and its links: items with a path). Only the failure message is fixed
 *   in code (messages.ts; docs/contract.md, Messages).
 * - `onSuccess?(): void`: called once the request succeeded (e.g. to scroll or log).
 * - `idPrefix?: string`: prefix of element ids (default "fleet-quote").
 *
 * The page supplies the section, its heading and the #quote anchor; this component renders a
 * <form> (or, after success, the success view; no reset: docs/contract.md, States). Needs the
 * site settings for the support email. Field `name`s are the request's field names
 * (companyName, contactName, email, phone, fleetSize, annualPortCalls, message); `email` is sent
 * as `data.customerEmail`.
 */
import { Link } from 'react-router'
import type { CopySection } from '~/content/copy'
import { chosenLabel, track } from '~/lib/analytics'
import { safeHref } from '~/lib/safe-url'
import { sendFleetQuote, type FleetQuoteValues } from './api-requests'
import { withCopy } from './fields'
import { FORMS } from '../../contract/forms.ts'
import { RequestForm, RequestSuccess, useRequestForm } from './request-form'

export const FLEET_QUOTE_DRAFT_KEY = 'draft:fleetQuote'

const EMPTY: FleetQuoteValues = { companyName: '', contactName: '', email: '', phone: '', fleetSize: '', annualPortCalls: '', message: '' }

/** The fields, as the site's form endpoint knows them too (contract/forms.ts). */
const FIELDS = FORMS.fleetQuote.fields

export type FleetQuoteFormProps = {
  copy: { form: CopySection; success: CopySection }
  onSuccess?(): void
  idPrefix?: string
}

export function FleetQuoteForm({ copy, onSuccess, idPrefix = 'fleet-quote' }: FleetQuoteFormProps) {
  const fields = withCopy(FIELDS, copy.form.fields)
  const form = useRequestForm({
    name: 'fleetQuote',
    fields,
    idPrefix,
    draftKey: FLEET_QUOTE_DRAFT_KEY,
    empty: EMPTY,
    send: sendFleetQuote,
    onSent(values) {
      // The fleet size, as chosen from the list (the spec's label).
      track('fleet_quote_submit', chosenLabel(values.fleetSize, fields.find((field) => field.name === 'fleetSize')?.options))
      onSuccess?.()
    },
    onFailed: (reason) => console.error('Fleet quote request failed', reason),
  })

  if (form.status === 'success') {
    const links = (copy.success.items ?? []).flatMap((item) => {
      const href = safeHref(item.href)
      return href?.startsWith('/') ? [{ title: item.title, href }] : []
    })
    return (
      <RequestSuccess form={form} copy={copy.success} heading="h3">
        <div className="form-actions">
          {links.map((link, index) => (
            <Link key={link.href} to={link.href} className={`button ${index === 0 ? 'button-primary' : 'button-light'}`}>
              {link.title}
            </Link>
          ))}
        </div>
      </RequestSuccess>
    )
  }

  return <RequestForm form={form} copy={copy.form} aria-label={copy.form.heading ?? undefined} />
}
