/**
 * The pre-arrival letter request form (/port-call-compliance): call 2 of docs/contract.md, Calls,
 * with its States, Validation and Messages. What it shares with the fleet quote form (state,
 * submit, error summary, banner, fields, button) is in request-form.tsx.
 *
 * Props contract:
 * - `onStepChange?(step: number)`: the step for the page's five-step progress bar. Called with 1
 *   on mount and after Submit Another Request (filling in), and with 5 once the request succeeded.
 * - `onSuccessChange?(succeeded: boolean)`: true once the request succeeded (the page hides its
 *   progress bar), false again after Submit Another Request (the page shows it again).
 *   Step 5 and succeeded=true always come together; use whichever suits the page.
 * - `copy: { form: CopySection; success: CopySection }`: the portCallCompliance page copy's
 *   "form" section (heading, intro, each field's words, the submit and submitting words) and
 *   "success" section (heading, body, the download and reset words). Only the failure message
 *   is fixed in code (messages.ts; docs/contract.md, Messages).
 * - `ports`, `coasts`: the CMS's ports with their coasts, and the coasts (each named as its coverage
 *   zone is) with the ports without a guide they list: the list's <optgroup>s, so a long list stays
 *   native and easy to move through, each port on its coast; the ports on no coast and the field's
 *   own choices ("Other") follow the groups (contract/forms.ts `portLayout`). The prerendered list is
 *   the one the form shows once its code runs.
 * - `idPrefix?: string`: prefix of element ids (default "pre-arrival"), should two forms share a page.
 *
 * Needs the site settings (the root loader provides them): the support email is the recipient
 * of the call and appears in the failure message.
 *
 * Owns: its fields, its port choices (the ?port= of a port page chooses one), the progress
 * steps, the success screen with Download PDF Now (hands the submission to
 * /docs/compliance-pack?filled=1 as it is followed: hand-over.ts) and Submit Another
 * Request. Field `name`s are the request's field names (vesselName, imo, port, eta, agent,
 * email, phone, notes); `email` is sent as `data.customerEmail`.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router'
import { RichText } from '~/components/RichText'
import { titleOf, type CopySection } from '~/content/copy'
import type { Submission } from '~/components/docs/submission'
import { dropSubmission, handOverSubmission } from './hand-over'
import { chosenLabel, track } from '~/lib/analytics'
import { PORT_PARAM, portChoiceFrom } from '~/lib/port-choice'
import { sendPreArrival, type PreArrivalValues } from './api-requests'
import { fieldId, withCopy } from './fields'
import { FORMS, portChoices, portLayout, type PortCoast, type PortOnCoast } from '../../contract/forms.ts'
import { RequestForm, RequestSuccess, useRequestForm } from './request-form'
import { useEarlyPart } from '~/early/parts'

export const PRE_ARRIVAL_DRAFT_KEY = 'draft:preArrival'
/** Read by /docs/compliance-pack?filled=1 (never from the URL). */
export const COMPLIANCE_PACK_FILLED_HREF = '/docs/compliance-pack?filled=1'

const EMPTY: PreArrivalValues = { vesselName: '', imo: '', port: '', eta: '', agent: '', email: '', phone: '', notes: '' }

/** The fields, as the site's form endpoint knows them too (contract/forms.ts). */
const FIELDS = FORMS.preArrival.fields

export type PreArrivalFormProps = {
  onStepChange?(step: number): void
  onSuccessChange?(succeeded: boolean): void
  copy: { form: CopySection; success: CopySection }
  /** The CMS's ports (port documents) with their coasts, and the coasts with their other ports: the list's groups (contract/forms.ts `portLayout`). */
  ports?: readonly PortOnCoast[]
  coasts?: readonly PortCoast[]
  idPrefix?: string
}

/** The fields the success screen repeats, in its order. */
const SUMMARY = ['vesselName', 'imo', 'port', 'eta'] as const

export function PreArrivalForm({ onStepChange, onSuccessChange, copy, ports, coasts, idPrefix = 'pre-arrival' }: PreArrivalFormProps) {
  // The same layout keeps the same object while the names are unchanged (the route passes new lists on
  // every render), so the ?port= preselection below runs once, not on every render.
  const words = withCopy(FIELDS, copy.form.fields)
  const layoutKey = JSON.stringify(portLayout(ports, coasts, words.find((field) => field.name === 'port')?.options))
  const layout = useMemo(() => JSON.parse(layoutKey) as ReturnType<typeof portLayout>, [layoutKey])
  const choices = useMemo(() => portChoices(layout), [layout])
  // The port a port guide's link names (?port=) is chosen as the page is parsed (src/early/param.ts).
  useEarlyPart('param')
  const fields = words.map((field) => (field.name === 'port' ? { ...field, ...layout, param: PORT_PARAM } : field))
  const labelOf = (name: string) => fields.find((field) => field.name === name)?.label
  const [submitted, setSubmitted] = useState<(PreArrivalValues & { submittedAt: string }) | null>(null)
  const form = useRequestForm({
    name: 'preArrival',
    fields,
    idPrefix,
    draftKey: PRE_ARRIVAL_DRAFT_KEY,
    empty: EMPTY,
    send: sendPreArrival,
    onSent(values, submittedAt) {
      const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as PreArrivalValues
      // The port, as chosen from the list (the spec's label); kept in this page's memory only, for the success screen.
      track('generate_letter_submit', chosenLabel(trimmed.port, choices))
      setSubmitted({ ...trimmed, submittedAt: submittedAt.toISOString() })
    },
    onFailed: (reason) => console.error('Pre-arrival request failed', reason),
  })
  const { choose, status } = form

  // Opened from a port page: that port is chosen (over a draft's, not over the visitor's own choice
  // made before the script ran), once the draft is restored. In a page's first load the page's early
  // script has chosen it as the page was parsed; this chooses it in a page reached by a link.
  useEffect(() => {
    const port = portChoiceFrom(window.location.search, choices)
    if (port) choose('port', port)
  }, [choose, choices])

  // Report the step through refs, so a page passing inline callbacks does not re-trigger this.
  const callbacks = useRef({ onStepChange, onSuccessChange })
  callbacks.current = { onStepChange, onSuccessChange }
  const succeeded = status === 'success'
  useEffect(() => {
    callbacks.current.onStepChange?.(succeeded ? 5 : 1)
    callbacks.current.onSuccessChange?.(succeeded)
  }, [succeeded])

  function submitAnother() {
    dropSubmission(window.sessionStorage)
    form.reset()
    setSubmitted(null)
  }

  // A hand-over to the filled pack that no page took (the visitor left the success screen inside the site): deleted.
  useEffect(() => () => dropSubmission(window.sessionStorage), [])

  /** Download PDF Now: the pack in this tab reads the submission (and deletes it), never from the URL. */
  function openFilledPack() {
    if (!submitted) return
    const { vesselName, imo, port, eta, agent, submittedAt } = submitted
    handOverSubmission(window.sessionStorage, { vesselName, imo, port, eta, agent, submittedAt } satisfies Submission)
    // The spec names no label for this event.
    track('compliance_pack_download')
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
      <RequestSuccess form={form} copy={copy.success}>
        <dl className="submission-summary">
          {SUMMARY.map((name) => (
            <div key={name}>
              <dt>{labelOf(name)}</dt>
              <dd>{name === 'eta' ? submitted.eta.replace('T', ' ') : submitted[name]}</dd>
            </div>
          ))}
        </dl>
        <div className="form-actions">
          <Link
            to={COMPLIANCE_PACK_FILLED_HREF}
            // A page load: the document's print styles are allowed by its own page's policy only.
            reloadDocument
            className="button button-primary"
            onClick={openFilledPack}
          >
            {done('download')}
          </Link>
          <button type="button" className="button button-light" onClick={submitAnother}>
            {done('reset')}
          </button>
        </div>
      </RequestSuccess>
    )
  }

  return (
    <RequestForm form={form} copy={copy.form} aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`} className="form-title">
        {copy.form.heading}
      </h2>
      <RichText value={copy.form.body} className="form-intro" />
    </RequestForm>
  )
}
