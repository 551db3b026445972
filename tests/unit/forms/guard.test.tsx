// @vitest-environment jsdom
/**
 * Spam protection of the three public forms (src/forms/guard.tsx), against MSW counting every
 * request: a bot's patterns make none (the honeypot filled: the usual success; sends past the
 * limit: a message saying when the form can send again, and where to write meanwhile, what was
 * typed kept); a person's (a fast submit, an autofill that fills only the visible fields) go
 * through.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { SiteSettingsContext } from '~/content/site'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { section } from '~/content/copy'
import { FLEET_RETAINER_QUERY, PORT_CALL_COMPLIANCE_QUERY } from '~/content/queries'
import type { FLEET_RETAINER_QUERY_RESULT, PORT_CALL_COMPLIANCE_QUERY_RESULT } from '~/content/sanity.types'
import { FleetQuoteForm } from '~/forms/FleetQuoteForm'
import { HONEYPOT_NAME, MIN_FILL_MS, SEND_LIMIT, SEND_WINDOW_MS } from '~/forms/guard'
import { NewsletterForm } from '~/forms/NewsletterForm'
import { PreArrivalForm } from '~/forms/PreArrivalForm'
import { afterFillTime, renderWithSite, reply, seedQuery, SETTINGS, useMsw } from './helpers'

const { server, requests } = useMsw()
const fleet = (await seedQuery<FLEET_RETAINER_QUERY_RESULT>(FLEET_RETAINER_QUERY)).copy
const preArrival = (await seedQuery<PORT_CALL_COMPLIANCE_QUERY_RESULT>(PORT_CALL_COMPLIANCE_QUERY)).copy

const FORMS = {
  preArrival: {
    render: () => (
      <PreArrivalForm
        copy={{ form: section(preArrival, 'form'), success: section(preArrival, 'success') }}
        ports={[{ name: 'Mundra', coast: 'west' }]}
      />
    ),
    values: {
      vesselName: 'MV Sagar Kiran',
      imo: '9387421',
      port: 'Mundra',
      eta: '2026-03-14T06:30',
      agent: 'Coastal Agencies',
      email: 'ops@owner.example',
    },
    path: '/api/brain/send',
    button: 'Generate Pre-Arrival Letter',
    success: () => screen.findByRole('heading', { name: 'Documents Sent Successfully!' }),
    failure: () => screen.findByText(/^Failed to submit request\. Please try again or contact us directly at/),
  },
  fleetQuote: {
    render: () => <FleetQuoteForm copy={{ form: section(fleet, 'quote'), success: section(fleet, 'quote-success') }} />,
    values: {
      companyName: 'Arabian Sea Shipping',
      contactName: 'Priya Nair',
      email: 'priya@arabiansea.example',
      phone: '+91 22 4000 1000',
      fleetSize: '11-25',
      annualPortCalls: '40',
    },
    path: '/api/brain/send',
    button: 'Request Fleet Quote',
    success: () => screen.findByRole('heading', { name: 'Quote Request Received!' }),
    failure: () => screen.findByText(/^Failed to submit request\. Please try again or contact us directly at/),
  },
  newsletter: {
    render: () => <NewsletterForm copy={section(SETTINGS.layout, 'newsletter')} />,
    values: { email: 'captain@fleet.example' },
    path: '/api/brain/signup',
    button: 'Subscribe',
    success: () => screen.findByText('Success! Please check your email to confirm your subscription.'),
    failure: () => screen.findByText('Failed to subscribe. Please try again.'),
  },
}

function setup(name: keyof typeof FORMS) {
  const form = FORMS[name]
  server.use(reply('post', form.path, 200))
  renderWithSite(form.render())
  const field = (key: string) => document.querySelector(`[name="${key}"]`) as HTMLInputElement
  const fill = () => {
    for (const [key, value] of Object.entries(form.values)) fireEvent.change(field(key), { target: { value } })
  }
  const submit = () => fireEvent.click(screen.getByRole('button', { name: form.button }))
  return { ...form, field, fill, submit }
}

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('spam protection', () => {
  for (const name of Object.keys(FORMS) as (keyof typeof FORMS)[]) {
    describe(name, () => {
      it('has a honeypot people and assistive technology never meet, and autofill leaves alone', () => {
        const { field } = setup(name)
        const trap = field(HONEYPOT_NAME)
        expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
        expect(trap.closest('.hp-field')).not.toBeNull()
        expect(trap.type).toBe('text') // not type=hidden nor display:none, which a bot skips
        expect(trap.tabIndex).toBe(-1)
        expect(trap.autocomplete).toBe('off')
        expect(trap.hasAttribute('data-1p-ignore')).toBe(true)
        expect(trap.getAttribute('data-lpignore')).toBe('true')
        // Its name matches no autofill heuristic (no email, name, phone, company, url...).
        expect(HONEYPOT_NAME).not.toMatch(/mail|name|phone|tel|company|org|url|web|address|user|pass/i)
      })

      it('a bot that fills every field, the honeypot too, sends nothing and sees success', async () => {
        const { field, fill, submit, success } = setup(name)
        fill()
        fireEvent.change(field(HONEYPOT_NAME), { target: { value: 'https://spam.example' } })
        afterFillTime()
        submit()
        await success()
        expect(requests).toHaveLength(0)
      })

      it(`past ${SEND_LIMIT} sends in the tab, nothing is sent: it says when it can send again and where to write, with what was typed kept`, async () => {
        const { fill, submit, field, values } = setup(name)
        // The oldest of the sends that count was 20 minutes ago: the form can send again in 40 minutes.
        const oldest = Date.now() - 20 * 60_000
        sessionStorage.setItem(`formGuard:${name}`, JSON.stringify(Array.from({ length: SEND_LIMIT }, (_, i) => oldest + i * 1000)))
        const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(oldest + SEND_WINDOW_MS)
        fill()
        afterFillTime()
        submit()
        await screen.findByText(
          `This form has sent all the requests it can from this page for now. You can send again at ${time}, or write to us at ${SETTINGS.supportEmail}.`,
        )
        // Never "please try again": every try fails until then.
        expect(screen.queryByText(/Please try again/)).toBeNull()
        expect(requests).toHaveLength(0)
        for (const [key, value] of Object.entries(values)) expect(field(key).value, key).toBe(value)
      })

      it('a person who fills it in (autofill-like: every visible field at once) is sent, and counted', async () => {
        const { fill, submit, success } = setup(name)
        fill()
        afterFillTime()
        submit()
        await success()
        expect(requests).toHaveLength(1)
        expect(JSON.parse(sessionStorage.getItem(`formGuard:${name}`)!)).toHaveLength(1)
      })
    })
  }

  it(`a person faster than ${MIN_FILL_MS} ms waits out the rest, never refused`, async () => {
    const { fill, submit, success } = setup('fleetQuote')
    const start = Date.now()
    fill()
    submit()
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeTruthy()
    expect(requests).toHaveLength(0)
    await waitFor(() => expect(requests).toHaveLength(1), { timeout: MIN_FILL_MS + 2000 })
    expect(Date.now() - start).toBeGreaterThanOrEqual(MIN_FILL_MS - 50)
    await success()
  })

  it("a submit kept before the form's code ran is sent as the form hydrates: its minimum time counts from the page's first paint, not the code's arrival", async () => {
    server.use(reply('post', '/api/brain/signup', 200))
    const ui = (
      <MemoryRouter>
        <SiteSettingsContext.Provider value={SETTINGS}>
          <NewsletterForm copy={section(SETTINGS.layout, 'newsletter')} />
        </SiteSettingsContext.Provider>
      </MemoryRouter>
    )
    // The prerendered form, typed into and submitted before its code arrived: the early script held the submit.
    const container = document.createElement('div')
    container.innerHTML = renderToString(ui)
    document.body.append(container)
    const form = container.querySelector('form')!
    ;(form.elements.namedItem('email') as HTMLInputElement).value = 'early@fleet.example'
    form.dataset.pending = ''
    // The page painted at its start, a minute ago; its code arrives only now.
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{ startTime: 0 } as PerformanceEntry])
    vi.spyOn(Date, 'now').mockReturnValue(performance.timeOrigin + 60_000)
    const timers = vi.spyOn(window, 'setTimeout')
    const root = await act(async () => hydrateRoot(container, ui))
    await waitFor(() => expect(requests.map((request) => request.path)).toEqual([expect.stringMatching(/\/api\/brain\/signup$/)]), {
      timeout: 10_000,
    })
    // Sent without waiting out the minimum time from the hydration (the guard's wait is a timer of MIN_FILL_MS at most).
    expect(timers.mock.calls.filter(([, ms]) => typeof ms === 'number' && ms > 1000 && ms <= MIN_FILL_MS)).toEqual([])
    act(() => root.unmount())
    container.remove()
  })
})
