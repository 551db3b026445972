// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FLEET_QUOTE_DRAFT_KEY, FleetQuoteForm } from '~/forms/FleetQuoteForm'
import { section } from '~/content/copy'
import { FLEET_RETAINER_QUERY } from '~/content/queries'
import type { FLEET_RETAINER_QUERY_RESULT } from '~/content/sanity.types'
import { hang, networkError, renderWithSite, reply, seedQuery, SUPPORT_EMAIL, useMsw, afterFillTime } from './helpers'
import { sendEventsTo } from '~/lib/analytics'

const { copy } = await seedQuery<FLEET_RETAINER_QUERY_RESULT>(FLEET_RETAINER_QUERY)
const COPY = { form: section(copy, 'quote'), success: section(copy, 'quote-success') }

const { server, requests } = useMsw()
const SEND = '/api/brain/send'
const FAILED = `Failed to submit request. Please try again or contact us directly at ${SUPPORT_EMAIL}.`

const VALUES = {
  companyName: 'Arabian Sea Shipping',
  contactName: 'Priya Nair',
  email: 'priya@arabiansea.example',
  phone: '+91 22 4000 1000',
  fleetSize: '11-25',
  annualPortCalls: '40 calls, mostly Mundra and Paradip',
}

function setup() {
  const onSuccess = vi.fn()
  renderWithSite(<FleetQuoteForm copy={COPY} onSuccess={onSuccess} />)
  const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
  const fill = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } })
  }
  const submit = () => {
    afterFillTime()
    fireEvent.click(screen.getByRole('button', { name: 'Request Fleet Quote' }))
  }
  return { onSuccess, field, fill, submit }
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

describe('FleetQuoteForm', () => {
  it('has the six required fields, an optional message and the five fleet sizes', () => {
    const { field } = setup()
    for (const name of ['companyName', 'contactName', 'email', 'phone', 'fleetSize', 'annualPortCalls'])
      expect(field(name).required).toBe(true)
    expect(field('message').required).toBe(false)
    expect(field('annualPortCalls').type).toBe('text')
    const sizes = [...(field('fleetSize') as unknown as HTMLSelectElement).options].map((o) => o.value).filter(Boolean)
    expect(sizes).toEqual(['1-5', '6-10', '11-25', '26-50', '50+'])
  })

  it('lists every missing field in a focused error summary; no request', async () => {
    const { submit } = setup()
    submit()
    // Focus announces it; a live role as well would announce it twice.
    const summary = await screen.findByRole('group', { name: 'There is a problem' })
    expect(summary.getAttribute('role')).not.toBe('alert')
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(within(summary).getAllByRole('link')).toHaveLength(6)
    expect(requests).toHaveLength(0)
  })

  it("says a tab or other control character in a one-line field, and a fleet size not among the CMS's, in the CMS's words: nothing sent, nothing stripped", async () => {
    const { fill, submit, field } = setup()
    fill({ ...VALUES, companyName: 'Arabian\tSea', phone: '+91\u000022 4000 1000' })
    // A choice the page's list did not have (a script, or an extension, wrote it in).
    const select = field('fleetSize') as unknown as HTMLSelectElement
    select.append(Object.assign(document.createElement('option'), { value: '<script>', textContent: 'x' }))
    fireEvent.change(select, { target: { value: '<script>' } })
    submit()
    const summary = await screen.findByRole('group', { name: 'There is a problem' })
    const control = (label: string) =>
      `${label}: this field takes one line of plain text. Please remove the line break, tab or other hidden character from it.`
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([control('Company name'), control('Phone'), 'Select your fleet size'])
    expect(field('companyName').value).toBe('Arabian\tSea')
    expect(requests).toHaveLength(0)
  })

  it('sends call 3 with the exact payload and shows "Quote Request Received!" with its two links', async () => {
    server.use(reply('post', SEND, 200, { status: 'sent' }))
    const { fill, submit, onSuccess } = setup()
    fill(VALUES)
    submit()
    const heading = await screen.findByRole('heading', { name: 'Quote Request Received!' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(requests).toHaveLength(1)
    expect(requests[0].body).toEqual({
      recipient: { email: SUPPORT_EMAIL, name: 'Global Salvage Support Team' },
      template_id: 'fleet_quote_request',
      email_type: 'transactional',
      business_id: 'global-salvage-india',
      data: {
        companyName: 'Arabian Sea Shipping',
        contactName: 'Priya Nair',
        customerEmail: 'priya@arabiansea.example',
        phone: '+91 22 4000 1000',
        fleetSize: '11-25',
        annualPortCalls: '40 calls, mostly Mundra and Paradip',
        message: 'None',
        submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    })
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/', '/port-call-compliance'])
    expect(screen.queryByRole('button', { name: /another/i })).toBeNull()
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(sessionStorage.getItem(FLEET_QUOTE_DRAFT_KEY)).toBeNull()
    // Its analytics event, once, labelled with the fleet size.
    expect(events).toEqual([['fleet_quote_submit', '11-25']])
  })

  it('sends the message when given', async () => {
    server.use(reply('post', SEND, 200))
    const { fill, submit } = setup()
    fill({ ...VALUES, message: 'Tankers only' })
    submit()
    await screen.findByRole('heading', { name: 'Quote Request Received!' })
    expect((requests[0].body as { data: { message: string } }).data.message).toBe('Tankers only')
  })

  it('shows "Submitting..." on a disabled button; a double click sends one request', async () => {
    const pending = hang('post', SEND)
    server.use(pending.handler)
    const { fill } = setup()
    fill(VALUES)
    const button = screen.getByRole('button', { name: 'Request Fleet Quote' })
    afterFillTime()
    fireEvent.click(button)
    fireEvent.click(button)
    const busy = (await screen.findByRole('button', { name: 'Submitting...' })) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    // While the request is on its way, nothing shown can differ from what was sent: the fields are
    // read-only, the list disabled.
    await waitFor(() => expect(requests).toHaveLength(1))
    expect((document.querySelector('[name="companyName"]') as HTMLInputElement).readOnly).toBe(true)
    expect((document.querySelector('[name="fleetSize"]') as HTMLSelectElement).disabled).toBe(true)
    pending.release()
    await screen.findByRole('heading', { name: 'Quote Request Received!' })
    expect(requests).toHaveLength(1)
  })

  for (const [name, handler] of [
    ['a server failure', () => reply('post', SEND, 503)],
    ['a network failure', () => networkError('post', SEND)],
  ] as const) {
    it(`keeps the form filled after ${name} with the red banner`, async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      server.use(handler())
      const { fill, submit, field } = setup()
      fill({ ...VALUES, message: 'Tankers only' })
      submit()
      const banner = await screen.findByText(FAILED)
      await waitFor(() => expect(document.activeElement).toBe(banner))
      expect(banner.getAttribute('role')).toBeNull()
      for (const [key, value] of Object.entries({ ...VALUES, message: 'Tankers only' })) expect(field(key).value).toBe(value)
      expect((screen.getByRole('button', { name: 'Request Fleet Quote' }) as HTMLButtonElement).disabled).toBe(false)
      expect(log).toHaveBeenCalled()
    })
  }

  it('ends a hanging request after 15 s with the red banner', async () => {
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

  it('keeps what was typed across a reload', async () => {
    setup().fill({ companyName: 'Draft Co', fleetSize: '50+' })
    cleanup()
    const second = setup()
    await waitFor(() => expect(second.field('companyName').value).toBe('Draft Co'))
    expect(second.field('fleetSize').value).toBe('50+')
  })
})
