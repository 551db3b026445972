// @vitest-environment jsdom
/**
 * A date that does not exist (31 February), and an ETA in no sensible year (0000), are refused on
 * both paths, saying so in the CMS's words (`noSuchDate`, `dateRange`): by the contract's check
 * (contract/forms.ts `valueProblem`), which the form applies with JavaScript (src/forms/fields.tsx)
 * and the form endpoint without (its tests: form-function.test.ts, form-function-bound.test.ts). A
 * browser's own date picker never holds a day that does not exist; a browser that shows the field as
 * a text box (an older one) lets a person type anything.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { section } from '~/content/copy'
import { PORT_CALL_COMPLIANCE_QUERY } from '~/content/queries'
import type { PORT_CALL_COMPLIANCE_QUERY_RESULT } from '~/content/sanity.types'
import { PreArrivalForm } from '~/forms/PreArrivalForm'
import { dateYears, isLocalDateTime, valueProblem } from '../../../contract/forms'
import { afterFillTime, renderWithSite, seedQuery, useMsw } from './helpers'

const { requests } = useMsw()
const { copy } = await seedQuery<PORT_CALL_COMPLIANCE_QUERY_RESULT>(PORT_CALL_COMPLIANCE_QUERY)
const COPY = { form: section(copy, 'form'), success: section(copy, 'success') }
const ETA = COPY.form.fields!.find((field) => field.name === 'eta')!
const YEAR = new Date(Date.now() + 330 * 60_000).getUTCFullYear()

afterEach(cleanup)

/** The pre-arrival form filled, its ETA `eta` typed in a browser that shows the field as a text box; the messages its summary lists on submit. */
async function refusedWith(eta: string) {
  renderWithSite(<PreArrivalForm copy={COPY} ports={[{ name: 'Mundra', coast: 'west' }]} />)
  const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
  const values = { vesselName: 'MV Sagar Kiran', imo: '9387421', port: 'Mundra', agent: 'Agency', email: 'ops@owner.example' }
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } })
  // What such a browser makes of the field: a text box, whatever the page sets its type to, holding what was typed.
  const input = field('eta')
  input.setAttribute('type', 'text')
  Object.defineProperty(input, 'type', { configurable: true, get: () => 'text', set: () => {} })
  fireEvent.change(input, { target: { value: eta } })
  afterFillTime()
  fireEvent.click(screen.getByRole('button', { name: 'Generate Pre-Arrival Letter' }))
  const summary = await screen.findByRole('group', { name: 'There is a problem' })
  return within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent)
}

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

  it("is refused by the form in a browser that shows the ETA as a text box, saying the day does not exist (the CMS's words): nothing sent", async () => {
    expect(await refusedWith(`${YEAR}-02-31T10:00`)).toEqual([`${ETA.label}: that day does not exist. Check the day and the month.`])
    expect(requests).toHaveLength(0)
  })
})

describe('an ETA in no sensible year', () => {
  it("is a problem of the contract outside last year to two years on (India's year), on both paths", () => {
    const eta = { name: 'eta', kind: 'datetime-local' } as const
    const now = Date.parse('2026-06-01T00:00:00Z')
    expect(dateYears(now)).toEqual({ from: 2025, to: 2028 })
    // New Year in India (18:30 UTC the day before) is the year's start.
    expect(dateYears(Date.parse('2026-12-31T18:30:00Z')).from).toBe(2026)
    for (const value of ['0000-01-01T00:00', '2024-12-31T23:59', '2029-01-01T00:00', '9999-12-31T23:59'])
      expect(valueProblem(eta, value, undefined, now), value).toBe('dateRange')
    for (const value of ['2025-01-01T00:00', '2026-06-01T10:30', '2028-12-31T23:59'])
      expect(valueProblem(eta, value, undefined, now), value).toBeUndefined()
    expect(valueProblem(eta, '2026-02-29T10:00', undefined, now)).toBe('noSuchDate')
    expect(valueProblem(eta, '31/02/2026', undefined, now)).toBe('invalid')
  })

  it("is refused by the form with JavaScript, saying which years it takes (the CMS's words): nothing sent", async () => {
    const { from, to } = dateYears(Date.now())
    expect(await refusedWith('0000-01-01T00:00')).toEqual([`${ETA.label}: enter a date between 1 January ${from} and 31 December ${to}.`])
    cleanup()
    expect(await refusedWith(`${to + 1}-01-01T00:00`)).toEqual([
      `${ETA.label}: enter a date between 1 January ${from} and 31 December ${to}.`,
    ])
    expect(requests).toHaveLength(0)
  })
})
