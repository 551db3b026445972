// @vitest-environment jsdom
/**
 * The request forms' shared part (src/forms/request-form.tsx) on a form of its own: what both
 * PreArrivalForm and FleetQuoteForm rely on, without either's fields or call.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CopyItem, CopySection } from '~/content/copy'
import { SiteSettingsContext } from '~/content/site'
import type { CallResult } from '~/forms/api'
import type { FieldDef } from '~/forms/fields'
import { RequestForm, RequestSuccess, useRequestForm } from '~/forms/request-form'
import { renderWithSite, SETTINGS, SUPPORT_EMAIL, afterFillTime } from './helpers'

type Values = { name: string; note: string }
const EMPTY: Values = { name: '', note: '' }
const DRAFT_KEY = 'draft:test'
const FIELDS: FieldDef[] = [
  { name: 'name', kind: 'text', required: true, label: 'Name', messages: { required: 'Enter a name' } },
  { name: 'note', kind: 'textarea', label: 'Note', messages: { required: 'Enter a note' } },
]
const item = (name: string, title: string): CopyItem => ({ name, title, text: null, meta: null, icon: null, href: null })
const COPY: CopySection = {
  _key: 'form',
  key: null,
  heading: 'Test form',
  body: null,
  note: null,
  fields: null,
  items: [item('submit', 'Send'), item('submitting', 'Sending...')],
}
const FAILED = `Failed to submit request. Please try again or contact us directly at ${SUPPORT_EMAIL}.`

type Send = (values: Values, supportEmail: string, submittedAt: Date) => Promise<CallResult>

function TestForm({ send, onSent, onFailed }: { send: Send; onSent(values: Values, at: Date): void; onFailed(reason: unknown): void }) {
  const form = useRequestForm({
    fields: FIELDS,
    name: 'fleetQuote',
    idPrefix: 'test',
    draftKey: DRAFT_KEY,
    empty: EMPTY,
    send,
    onSent,
    onFailed,
  })
  if (form.status === 'success')
    return (
      <RequestSuccess form={form} copy={{ ...COPY, heading: 'Sent' }}>
        <button type="button" onClick={form.reset}>
          Again
        </button>
      </RequestSuccess>
    )
  return <RequestForm form={form} copy={COPY} aria-label={COPY.heading!} />
}

function setup(send: Send) {
  const onSent = vi.fn()
  const onFailed = vi.fn()
  const sender = vi.fn(send)
  renderWithSite(<TestForm send={sender} onSent={onSent} onFailed={onFailed} />)
  const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
  const submit = () => {
    afterFillTime()
    fireEvent.submit(screen.getByRole('form', { name: 'Test form' }))
  }
  return { send: sender, onSent, onFailed, field, submit }
}

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('useRequestForm with RequestForm', () => {
  it("prerenders a form that works without its script: posted to the site's form endpoint in UTF-8, checked by the browser", () => {
    const html = renderToString(
      <MemoryRouter>
        <SiteSettingsContext.Provider value={SETTINGS}>
          <TestForm send={() => Promise.resolve({ ok: true, data: undefined })} onSent={() => {}} onFailed={() => {}} />
        </SiteSettingsContext.Provider>
      </MemoryRouter>,
    )
    const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form') as HTMLFormElement
    const button = form.querySelector('button[type="submit"]') as HTMLButtonElement
    expect(button.disabled).toBe(false)
    expect(button.textContent).toBe('Send')
    expect([form.getAttribute('action'), form.getAttribute('method'), form.getAttribute('accept-charset')]).toEqual([
      '/forms/send/fleet-quote',
      'post',
      'UTF-8',
    ])
    // urlencoded (the default): every character arrives as typed, unlike a text/plain mail.
    expect(form.hasAttribute('enctype')).toBe(false)
    // The browser's own checks until the script runs; no value written into any field (nothing to reset at hydration).
    expect(form.noValidate).toBe(false)
    expect(
      [...form.querySelectorAll('input, textarea')].filter((field) => field.hasAttribute('value') && field.getAttribute('value') !== ''),
    ).toEqual([])
    // The honeypot is posted (a bot fills it), beside the stamp the server that serves the page writes in.
    expect((form.querySelector('[name="gsi_hp_ref"]') as HTMLInputElement).disabled).toBe(false)
    expect((form.querySelector('input[type="hidden"][name="gsi_stamp"]') as HTMLInputElement).outerHTML).toContain('value=""')
  })

  it('sends nothing while a field is invalid; the error summary takes focus', async () => {
    const { send, submit } = setup(() => Promise.resolve({ ok: true, data: undefined }))
    submit()
    const summary = await screen.findByRole('group', { name: 'There is a problem' })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(screen.getByRole('link', { name: 'Enter a name' }).getAttribute('href')).toBe('#test-name')
    expect(send).not.toHaveBeenCalled()
  })

  it('on failure keeps what was typed, focuses the banner each time, and reports the reason', async () => {
    const { send, onFailed, onSent, field, submit } = setup(() => Promise.resolve({ ok: false, kind: 'server', status: 503 }))
    fireEvent.change(field('name'), { target: { value: 'Asha' } })
    fireEvent.change(field('note'), { target: { value: 'Hello' } })
    submit()
    const banner = await screen.findByText(FAILED)
    await waitFor(() => expect(document.activeElement).toBe(banner))
    expect(onFailed).toHaveBeenCalledWith('HTTP 503')
    expect(field('name').value).toBe('Asha')
    expect(field('note').value).toBe('Hello')
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual({ name: 'Asha', note: 'Hello' })
    // A second failure takes focus again, from wherever it went.
    field('name').focus()
    submit()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText(FAILED)))
    expect(onSent).not.toHaveBeenCalled()
  })

  it('sends once while submitting, then hands over the values and time sent, forgets the draft, and shows the success view', async () => {
    let finish!: (result: CallResult) => void
    const { send, onSent, field, submit } = setup(() => new Promise((resolve) => (finish = resolve)))
    fireEvent.change(field('name'), { target: { value: 'Asha' } })
    submit()
    submit()
    const busy = (await screen.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement
    expect(busy.disabled).toBe(true)
    expect(busy.querySelector('.spinner')).not.toBeNull()
    expect(screen.getByRole('form', { name: 'Test form' }).getAttribute('aria-busy')).toBe('true')
    finish({ ok: true, data: undefined })
    const heading = await screen.findByRole('heading', { name: 'Sent' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(send).toHaveBeenCalledTimes(1)
    const [values, supportEmail, submittedAt] = send.mock.calls[0]!
    expect(values).toEqual({ name: 'Asha', note: '' })
    expect(supportEmail).toBe(SUPPORT_EMAIL)
    expect(onSent).toHaveBeenCalledWith(values, submittedAt)
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('reset returns to an empty form without errors or banner', async () => {
    const { field, submit } = setup(() => Promise.resolve({ ok: true, data: undefined }))
    fireEvent.change(field('name'), { target: { value: 'Asha' } })
    submit()
    fireEvent.click(await screen.findByRole('button', { name: 'Again' }))
    await screen.findByRole('form', { name: 'Test form' })
    expect(field('name').value).toBe('')
    expect(screen.queryByRole('group', { name: 'There is a problem' })).toBeNull()
    expect(screen.queryByText(FAILED)).toBeNull()
  })
})
