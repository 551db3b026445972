// @vitest-environment jsdom
/**
 * A date that does not exist (31 February) is refused on both paths, in the field's own words from
 * the CMS: by the contract's check (contract/forms.ts `isLocalDateTime`), which the form applies with
 * JavaScript (src/forms/fields.tsx, through `valueProblem`) and the form endpoint without (its test:
 * form-function.test.ts). A browser's own date picker never holds one; a browser that shows the field
 * as a text box (an older one) lets a person type anything.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { section } from '~/content/copy'
import { PORT_CALL_COMPLIANCE_QUERY } from '~/content/queries'
import type { PORT_CALL_COMPLIANCE_QUERY_RESULT } from '~/content/sanity.types'
import { PreArrivalForm } from '~/forms/PreArrivalForm'
import { isLocalDateTime } from '../../../contract/forms'
import { afterFillTime, renderWithSite, seedQuery, useMsw } from './helpers'

const { requests } = useMsw()
const { copy } = await seedQuery<PORT_CALL_COMPLIANCE_QUERY_RESULT>(PORT_CALL_COMPLIANCE_QUERY)
const COPY = { form: section(copy, 'form'), success: section(copy, 'success') }
const ETA = COPY.form.fields!.find((field) => field.name === 'eta')!

afterEach(cleanup)

describe('a date that does not exist', () => {
  it('is no date and time: a day past its month, 29 February but in a leap year, a form the field does not take', () => {
    for (const value of ['2026-02-28T10:00', '2028-02-29T10:00', '2000-02-29T23:59', '2026-12-31T00:00:30', '2026-04-30T10:00'])
      expect(isLocalDateTime(value), value).toBe(true)
    for (const value of [
      '2026-02-31T10:00',
      '2026-02-29T10:00',
      '2100-02-29T10:00',
      '2026-04-31T10:00',
      '2026-13-01T10:00',
      '31/02/2026 10:00',
      '',
    ])
      expect(isLocalDateTime(value), value).toBe(false)
  })

  it("is refused by the form in a browser that shows the ETA as a text box, with the field's own message: nothing sent", async () => {
    renderWithSite(<PreArrivalForm copy={COPY} ports={[{ name: 'Mundra', coast: 'west' }]} />)
    const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
    const values = { vesselName: 'MV Sagar Kiran', imo: '9387421', port: 'Mundra', agent: 'Agency', email: 'ops@owner.example' }
    for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } })
    // What such a browser makes of the field: a text box, whatever the page sets its type to, holding what was typed.
    const eta = field('eta')
    eta.setAttribute('type', 'text')
    Object.defineProperty(eta, 'type', { configurable: true, get: () => 'text', set: () => {} })
    fireEvent.change(eta, { target: { value: '2026-02-31T10:00' } })
    afterFillTime()
    fireEvent.click(screen.getByRole('button', { name: 'Generate Pre-Arrival Letter' }))
    const summary = await screen.findByRole('group', { name: 'There is a problem' })
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([ETA.invalidMessage])
    expect(requests).toHaveLength(0)
  })
})
