// @vitest-environment jsdom
import { MAX_LENGTH } from '~/forms/limits'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { section } from '~/content/copy'
import { PORT_CALL_COMPLIANCE_QUERY } from '~/content/queries'
import type { PORT_CALL_COMPLIANCE_QUERY_RESULT } from '~/content/sanity.types'
import { PRE_ARRIVAL_DRAFT_KEY, PreArrivalForm } from '~/forms/PreArrivalForm'
import { portChoices, portLayout } from '../../../contract/forms'
import { hang, networkError, renderWithSite, reply, seedQuery, SUPPORT_EMAIL, useMsw, afterFillTime } from './helpers'
import { sendEventsTo } from '~/lib/analytics'

const { server, requests } = useMsw()
const SEND = '/api/brain/send'
const FAILED = `Failed to submit request. Please try again or contact us directly at ${SUPPORT_EMAIL}.`
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/

const VALUES = {
  vesselName: 'MV Sagar Kiran',
  imo: '9387421',
  port: 'Mundra',
  eta: '2026-03-14T06:30',
  agent: 'Coastal Agencies Pvt Ltd',
  email: 'ops@owner.example',
}

/** The page's copy, ports and coasts as the seed has them, through the page's query. */
const { copy, ports: CMS_PORTS, coasts: COASTS } = await seedQuery<PORT_CALL_COMPLIANCE_QUERY_RESULT>(PORT_CALL_COMPLIANCE_QUERY)
const COPY = { form: section(copy, 'form'), success: section(copy, 'success') }

function setup() {
  const onStepChange = vi.fn()
  const onSuccessChange = vi.fn()
  renderWithSite(
    <PreArrivalForm copy={COPY} onStepChange={onStepChange} onSuccessChange={onSuccessChange} ports={CMS_PORTS} coasts={COASTS} />,
  )
  const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } })
  }
  const submit = () => {
    afterFillTime()
    fireEvent.click(screen.getByRole('button', { name: 'Generate Pre-Arrival Letter' }))
  }
  return { onStepChange, onSuccessChange, field, fill, submit }
}

/** The analytics events the form reports (src/lib/analytics.ts), as the provider would receive them. */
const events: Array<[string, string | undefined]> = []
beforeEach(() => {
  sessionStorage.clear()
  events.length = 0
  sendEventsTo((event, label) => events.push([event, label]))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('PreArrivalForm', () => {
  it('labels every field, names it as in the payload, and offers the ten ports and a date-time ETA', () => {
    const { field } = setup()
    const labels: Record<string, string> = {
      vesselName: 'Vessel name',
      imo: 'IMO number',
      port: 'Port of call',
      eta: 'ETA (local time)',
      agent: 'Ship agent / company',
      email: 'Email',
      phone: 'Phone (optional)',
      notes: 'Notes (optional)',
    }
    for (const [name, label] of Object.entries(labels)) {
      expect(screen.getByLabelText(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`))).toBe(field(name))
    }
    for (const name of ['vesselName', 'imo', 'port', 'eta', 'agent', 'email']) expect(field(name).required).toBe(true)
    for (const name of ['phone', 'notes']) expect(field(name).required).toBe(false)
    expect(field('eta').type).toBe('datetime-local')
    expect(field('email').type).toBe('email')
    // The ten choices of docs/contract.md, Validation, each port on its coast (the seed's coverage zones),
    // then the other choice.
    const select = field('port') as unknown as HTMLSelectElement
    const groups = [...select.querySelectorAll('optgroup')].map((group) => [group.label, [...group.children].map((o) => o.textContent)])
    expect(groups).toEqual([
      ['West Coast', ['Mumbai / JNPT', 'Mundra', 'Vadinar', 'Kandla', 'Cochin']],
      ['East Coast', ['Visakhapatnam', 'Paradip', 'Chennai', 'Tuticorin']],
    ])
    expect([...select.querySelectorAll(':scope > option')].map((o) => o.textContent)).toEqual(['Select port', 'Other'])
  })

  it('reports step 1 while filling in', () => {
    const { onStepChange, onSuccessChange } = setup()
    expect(onStepChange).toHaveBeenLastCalledWith(1)
    expect(onSuccessChange).toHaveBeenLastCalledWith(false)
  })

  it('shows an error summary that takes focus and links to each invalid field; no request', async () => {
    const { submit, field } = setup()
    submit()
    const summary = await screen.findByRole('group', { name: 'There is a problem' })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    const links = within(summary).getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#pre-arrival-vesselName',
      '#pre-arrival-imo',
      '#pre-arrival-port',
      '#pre-arrival-eta',
      '#pre-arrival-agent',
      '#pre-arrival-email',
    ])
    // Inline messages tied to their fields.
    const vessel = field('vesselName')
    expect(vessel.getAttribute('aria-invalid')).toBe('true')
    const described = vessel.getAttribute('aria-describedby')!.split(' ')
    expect(described.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('Enter the vessel name')
    fireEvent.click(links[2])
    expect(document.activeElement).toBe(field('port'))
    expect(requests).toHaveLength(0)
  })

  it('rejects a malformed email with the browser check, and clears an inline error once fixed', async () => {
    const { fill, submit, field } = setup()
    fill({ ...VALUES, email: 'not-an-email' })
    submit()
    const summary = await screen.findByRole('group', { name: 'There is a problem' })
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Enter an email address in the correct format, like name@example.com'])
    fill({ email: 'ops@owner.example' })
    expect(field('email').getAttribute('aria-invalid')).toBeNull()
    expect(requests).toHaveLength(0)
  })

  it('sends call 2 with the exact payload, then shows "Documents Sent Successfully!" at step 5', async () => {
    server.use(reply('post', SEND, 200, { status: 'sent' }))
    const { fill, submit, onStepChange, onSuccessChange } = setup()
    fill(VALUES)
    submit()
    const heading = await screen.findByRole('heading', { name: 'Documents Sent Successfully!' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(requests).toHaveLength(1)
    expect(requests[0].method).toBe('POST')
    const body = requests[0].body as { data: { submittedAt: string } }
    expect(body).toEqual({
      recipient: { email: SUPPORT_EMAIL, name: 'Global Salvage Support Team' },
      template_id: 'pre_arrival_request',
      email_type: 'transactional',
      business_id: 'global-salvage-india',
      data: {
        vesselName: 'MV Sagar Kiran',
        imo: '9387421',
        port: 'Mundra',
        eta: '2026-03-14T06:30',
        agent: 'Coastal Agencies Pvt Ltd',
        customerEmail: 'ops@owner.example',
        phone: 'Not provided',
        notes: 'None',
        billingMode: 'retainer',
        submittedAt: expect.stringMatching(ISO),
      },
    })
    expect(Math.abs(Date.parse(body.data.submittedAt) - Date.now())).toBeLessThan(10_000)
    expect(onStepChange).toHaveBeenLastCalledWith(5)
    expect(onSuccessChange).toHaveBeenLastCalledWith(true)
    expect(document.querySelector('form')).toBeNull()
    // Nothing typed stays in the browser once the request succeeded (the privacy notice says so).
    expect(sessionStorage.getItem('preArrivalSubmission')).toBeNull()
    expect(sessionStorage.getItem(PRE_ARRIVAL_DRAFT_KEY)).toBeNull()
    // Its analytics event, once, labelled with the port chosen from the list.
    expect(events).toEqual([['generate_letter_submit', 'Mundra']])
    // Download PDF Now: as it is followed, the submission is handed to the filled pack in this tab
    // (which deletes it as it reads it: tests/unit/submission.test.ts); its event has no label (the spec names none).
    const download = screen.getByRole('link', { name: 'Download PDF Now' })
    expect(download.getAttribute('href')).toBe('/docs/compliance-pack?filled=1')
    download.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(download)
    expect(events).toEqual([
      ['generate_letter_submit', 'Mundra'],
      ['compliance_pack_download', undefined],
    ])
    expect(JSON.parse(sessionStorage.getItem('preArrivalSubmission')!)).toEqual({
      vesselName: 'MV Sagar Kiran',
      imo: '9387421',
      port: 'Mundra',
      eta: '2026-03-14T06:30',
      agent: 'Coastal Agencies Pvt Ltd',
      // The same time as the request's, for the pack's submission timestamp line.
      submittedAt: body.data.submittedAt,
    })
    // Not taken (the visitor stayed) and the form reset: deleted.
    fireEvent.click(screen.getByRole('button', { name: 'Submit Another Request' }))
    expect(sessionStorage.getItem('preArrivalSubmission')).toBeNull()
  })

  it('sends phone and notes when given', async () => {
    server.use(reply('post', SEND, 200))
    const { fill, submit } = setup()
    fill({ ...VALUES, phone: '+91 98200 00000', notes: 'Berth 4, bunkers on arrival' })
    submit()
    await screen.findByRole('heading', { name: 'Documents Sent Successfully!' })
    const data = (requests[0].body as { data: Record<string, string> }).data
    expect(data.phone).toBe('+91 98200 00000')
    expect(data.notes).toBe('Berth 4, bunkers on arrival')
  })

  it('never cuts a value over its limit: no maxlength, the count shows it, and submitting names the limit in the summary and sends nothing', async () => {
    server.use(reply('post', SEND, 200))
    const { fill, submit, field } = setup()
    // The browser's maxlength would cut a paste without a word.
    for (const name of ['vesselName', 'imo', 'agent', 'email', 'phone', 'notes'])
      expect(field(name).hasAttribute('maxlength'), name).toBe(false)
    fill({ ...VALUES, notes: 'Berth 4' })
    const count = screen.getByText(`7 / ${MAX_LENGTH.notes}`)
    expect(field('notes').getAttribute('aria-describedby')).toContain(count.id)
    // Two phone numbers with separators fit; a long agent name fits.
    const phone = '+91 22 1234 5678 / +91 98765 43210'
    const notes = 'n'.repeat(MAX_LENGTH.notes! + 50)
    fill({ phone, agent: 'A'.repeat(157), notes })
    expect(screen.getByText(`${notes.length} / ${MAX_LENGTH.notes}`, { exact: false }).className).toContain('is-over')
    submit()
    const summary = await screen.findByRole('group', { name: 'There is a problem' })
    const message = `Notes (optional): at most ${MAX_LENGTH.notes} characters, please shorten it (now ${notes.length}).`
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([message])
    expect(document.activeElement).toBe(summary)
    expect(field('notes').getAttribute('aria-invalid')).toBe('true')
    expect(requests).toHaveLength(0)
    // Fixed: every character is sent as typed.
    fill({ notes: 'n'.repeat(MAX_LENGTH.notes!) })
    submit()
    await screen.findByRole('heading', { name: 'Documents Sent Successfully!' })
    const data = (requests[0].body as { data: Record<string, string> }).data
    expect(data.notes).toHaveLength(MAX_LENGTH.notes!)
    expect(data.phone).toBe(phone)
    expect(data.agent).toBe('A'.repeat(157))
  })

  it('checks a restored draft the same way: over its limit, nothing is sent until it is shortened', async () => {
    server.use(reply('post', SEND, 200))
    const vesselName = 'V'.repeat(MAX_LENGTH.vesselName! + 2)
    sessionStorage.setItem(PRE_ARRIVAL_DRAFT_KEY, JSON.stringify({ ...VALUES, vesselName }))
    const { submit, field, fill } = setup()
    await waitFor(() => expect(field('vesselName').value).toBe(vesselName))
    submit()
    const summary = await screen.findByRole('group', { name: 'There is a problem' })
    expect(summary.textContent).toContain(`Vessel name: at most ${MAX_LENGTH.vesselName} characters`)
    expect(requests).toHaveLength(0)
    fill({ vesselName: 'MV Sagar Kiran' })
    submit()
    await screen.findByRole('heading', { name: 'Documents Sent Successfully!' })
    expect((requests[0].body as { data: Record<string, string> }).data.vesselName).toBe('MV Sagar Kiran')
  })

  it('disables the button with a spinner and "Submitting..." while sending; a double click sends one request', async () => {
    const pending = hang('post', SEND)
    server.use(pending.handler)
    const { fill } = setup()
    fill(VALUES)
    const button = screen.getByRole('button', { name: 'Generate Pre-Arrival Letter' }) as HTMLButtonElement
    afterFillTime()
    fireEvent.click(button)
    fireEvent.click(button)
    fireEvent.submit(button.form!)
    const busy = (await screen.findByRole('button', { name: 'Submitting...' })) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(busy.querySelector('.spinner')).not.toBeNull()
    pending.release()
    await screen.findByRole('heading', { name: 'Documents Sent Successfully!' })
    expect(requests).toHaveLength(1)
  })

  for (const [name, handler] of [
    ['a server failure', () => reply('post', SEND, 500, { detail: 'Template missing' })],
    ['a network failure', () => networkError('post', SEND)],
  ] as const) {
    it(`keeps every value after ${name}, shows the red banner, logs, and re-enables the button`, async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      server.use(handler())
      const { fill, submit, field, onStepChange } = setup()
      const all = { ...VALUES, phone: '+91 98200 00000', notes: 'Night arrival' }
      fill(all)
      submit()
      const banner = await screen.findByText(FAILED)
      expect(banner.getAttribute('role')).toBeNull() // focus announces it, once
      await waitFor(() => expect(document.activeElement).toBe(banner))
      for (const [key, value] of Object.entries(all)) expect(field(key).value).toBe(value)
      expect((screen.getByRole('button', { name: 'Generate Pre-Arrival Letter' }) as HTMLButtonElement).disabled).toBe(false)
      expect(log).toHaveBeenCalled()
      expect(onStepChange).not.toHaveBeenCalledWith(5)
    })
  }

  it('ends a hanging request after 15 s with the failure banner', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(hang('post', SEND).handler)
    const { fill, submit } = setup()
    fill(VALUES)
    submit()
    await screen.findByRole('button', { name: 'Submitting...' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000)
    })
    await screen.findByText(FAILED)
  })

  it('Submit Another Request clears every field and returns to step 1 and the form', async () => {
    server.use(reply('post', SEND, 200))
    const { fill, submit, field, onStepChange, onSuccessChange } = setup()
    fill({ ...VALUES, phone: '+91 98200 00000', notes: 'Night arrival' })
    submit()
    await screen.findByRole('heading', { name: 'Documents Sent Successfully!' })
    fireEvent.click(screen.getByRole('button', { name: 'Submit Another Request' }))
    await screen.findByRole('button', { name: 'Generate Pre-Arrival Letter' })
    for (const name of ['vesselName', 'imo', 'port', 'eta', 'agent', 'email', 'phone', 'notes']) expect(field(name).value).toBe('')
    expect(onStepChange).toHaveBeenLastCalledWith(1)
    expect(onSuccessChange).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(document.activeElement).toBe(field('vesselName')))
    expect(screen.queryByRole('group', { name: 'There is a problem' })).toBeNull()
    // The form shown again is a new element, taken over by the script as the first was: its submits
    // are the page's (not held as before hydration), its honeypot armed.
    const form = field('vesselName').form!
    expect(form.hasAttribute('data-live')).toBe(true)
    expect((form.elements.namedItem('gsi_hp_ref') as HTMLInputElement).disabled).toBe(false)
  })

  it('keeps what was typed across a reload until it succeeds', async () => {
    const first = setup()
    first.fill({ vesselName: 'MV Draft', port: 'Kandla' })
    cleanup()
    const second = setup()
    await waitFor(() => expect(second.field('vesselName').value).toBe('MV Draft'))
    expect(second.field('port').value).toBe('Kandla')
  })

  it('takes every word from the CMS copy: labels, hints, messages, choices and buttons', async () => {
    const fields = COPY.form.fields!.map((field) =>
      field.name === 'vesselName'
        ? { ...field, label: 'Vessel', hint: 'As registered', requiredMessage: 'Name the vessel' }
        : field.name === 'port'
          ? { ...field, options: ['Haldia'] }
          : field,
    )
    const items = COPY.form.items!.map((item) => (item.name === 'submit' ? { ...item, title: 'Send request' } : item))
    renderWithSite(<PreArrivalForm copy={{ ...COPY, form: { ...COPY.form, fields, items } }} ports={[{ name: 'Kandla', coast: 'west' }]} />)
    const input = screen.getByLabelText(/^Vessel \*/) as HTMLInputElement
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('As registered')
    expect(screen.getByRole('form', { name: 'Vessel & port details' })).toBeTruthy()
    expect([...(document.querySelector('[name="port"]') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Select port',
      'Kandla',
      'Haldia',
    ])
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send request' })).toHaveProperty('disabled', false))
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByRole('link', { name: 'Name the vessel' })).toBeTruthy()
  })
})

describe('port choices', () => {
  it('follow the CMS: a new port is offered on its coast, a removed one is not, and no choice appears twice', () => {
    const coasts = [
      { coast: 'west', zone: 'West Coast', formPorts: ['Cochin', null, 'Mumbai / JNPT'] },
      { coast: 'east', zone: 'East Coast', formPorts: ['Chennai', 'Tuticorin'] },
      { coast: 'north', zone: null, formPorts: ['Nowhere'] },
    ]
    const ports = [
      { name: 'Mumbai / JNPT', coast: 'west' },
      { name: 'Haldia', coast: 'east' },
      { name: null, coast: 'west' },
      { name: 'Port Blair', coast: null },
    ]
    const layout = portLayout(ports, coasts, ['Chennai', 'Other'])
    expect(layout).toEqual({
      groups: [
        { label: 'West Coast', options: ['Mumbai / JNPT', 'Cochin'] },
        { label: 'East Coast', options: ['Haldia', 'Chennai', 'Tuticorin'] },
      ],
      options: ['Port Blair', 'Nowhere', 'Other'],
    })
    expect(portChoices(layout)).toEqual(['Mumbai / JNPT', 'Cochin', 'Haldia', 'Chennai', 'Tuticorin', 'Port Blair', 'Nowhere', 'Other'])
    // No coasts (a store from before the coverage zones listed their ports): every choice, ungrouped.
    expect(portLayout(ports, [], ['Other'])).toEqual({ groups: [], options: ['Mumbai / JNPT', 'Haldia', 'Port Blair', 'Other'] })
  })
})
