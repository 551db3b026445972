// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { section } from '~/content/copy'
import { MAX_LENGTH } from '~/forms/limits'
import { NewsletterForm, NEWSLETTER_DRAFT_KEY } from '~/forms/NewsletterForm'
import { hang, networkError, renderWithSite, reply, SETTINGS, useMsw, afterFillTime, dropFocusFromDisabled } from './helpers'

const { server, requests } = useMsw()
const SIGNUP = '/api/brain/signup'

function setup(place?: 'footer' | 'section') {
  renderWithSite(<NewsletterForm copy={section(SETTINGS.layout, 'newsletter')} place={place} />)
  const input = screen.getByLabelText('Email address') as HTMLInputElement
  const button = screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement
  const type = (value: string) => fireEvent.change(input, { target: { value } })
  const submit = () => {
    afterFillTime()
    fireEvent.submit(input.form!)
  }
  const message = () => document.getElementById('newsletter-message')!
  return { input, button, type, submit, message }
}

beforeEach(() => sessionStorage.clear())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('NewsletterForm', () => {
  it('has a visible label and name="email"', () => {
    const { input } = setup()
    expect(input.name).toBe('email')
    expect(input.type).toBe('email')
  })

  it('checks an empty address before any request; sent with Enter in the field, the message is announced by its live region', async () => {
    const { submit, message, input } = setup()
    input.focus()
    submit()
    // One mechanism: the status region announces it; focus stays in the field (no second announcement).
    expect(screen.getByRole('status').textContent).toBe('Please enter your email address')
    expect(screen.getByRole('status')).toBe(message())
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe('newsletter-message')
    expect(document.activeElement).toBe(input)
    expect(message().getAttribute('tabindex')).toBeNull()
    expect(requests).toHaveLength(0)
  })

  it('sent with the button, a validation message is announced the same way and focus stays on the button', () => {
    const { submit, message, button } = setup()
    button.focus()
    submit()
    expect(screen.getByRole('status').textContent).toBe('Please enter your email address')
    expect(document.activeElement).toBe(button)
    // The same message again is a new node in the region, so it is announced again.
    const first = message().firstElementChild
    submit()
    expect(message().textContent).toBe('Please enter your email address')
    expect(message().firstElementChild).not.toBe(first)
  })

  it("says a control character inside the address (pasted) in the CMS's words, and sends nothing", () => {
    const { submit, message, input, type } = setup()
    type('mate\u0000@fleet.example')
    submit()
    expect(message().textContent).toBe(
      'Email address: this field takes one line of plain text. Please remove the line break, tab or other hidden character from it.',
    )
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.value).toBe('mate\u0000@fleet.example')
    expect(requests).toHaveLength(0)
  })

  it('marks the field invalid, described by its message, only while the message is shown (issue 63, item 2)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { submit, message, input, type } = setup()
    submit()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(message().id)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000)
    })
    // The message cleared at 5 s, and the mark with it: never "invalid entry" without its reason.
    expect(message().textContent).toBe('')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(input.getAttribute('aria-describedby')).toBeNull()
    // Edited while the message shows, the field is no longer marked either.
    submit()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    type('c')
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })

  it('checks the address shape (text@text.text) before any request', () => {
    const { type, submit, message } = setup()
    for (const bad of ['name', 'name@host', 'a b@c.d', '@host.com']) {
      type(bad)
      submit()
      expect(message().textContent).toBe('Please enter a valid email address')
    }
    expect(requests).toHaveLength(0)
  })

  it('never cuts a pasted address: one longer than an address can be is refused naming the limit, before any request', () => {
    const { type, submit, message, input } = setup()
    expect(input.hasAttribute('maxlength')).toBe(false)
    const long = `${'a'.repeat(250)}@fleet.example`
    type(long)
    expect(input.value).toBe(long)
    submit()
    expect(message().textContent).toBe(`Email address: at most ${MAX_LENGTH.email} characters, please shorten it (now ${long.length}).`)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(requests).toHaveLength(0)
  })

  it('sends call 1 with the exact payload; success clears the field and is announced', async () => {
    server.use(reply('post', SIGNUP, 200, { status: 'pending' }))
    const { type, submit, message, input } = setup()
    type('  captain@fleet.example  ')
    submit()
    await waitFor(() => expect(message().textContent).toBe('Success! Please check your email to confirm your subscription.'))
    expect(requests).toHaveLength(1)
    expect(requests[0].method).toBe('POST')
    expect(requests[0].body).toEqual({
      email: 'captain@fleet.example',
      business_id: 'global-salvage-india',
      journey_state: 'newsletter_signup',
      metadata: { source: 'website_footer', preferences: { compliance: true, emergency: true, newsletter: true } },
    })
    expect(input.value).toBe('')
    // The status region announces the message; focus does not move to it as well (that would announce it twice).
    expect(message().getAttribute('role')).toBe('status')
    expect(document.activeElement).not.toBe(message())
    // Not about the field: the field is not described by it.
    expect(input.getAttribute('aria-describedby')).toBeNull()
    expect(sessionStorage.getItem(NEWSLETTER_DRAFT_KEY)).toBeNull()
  })

  it("a page's own newsletter section names itself and its page as the signup's source; the footer's stays the spec's", async () => {
    server.use(reply('post', SIGNUP, 200, { status: 'pending' }))
    const { type, submit, message } = setup('section')
    type('captain@fleet.example')
    submit()
    await waitFor(() => expect(message().textContent).toBe('Success! Please check your email to confirm your subscription.'))
    // The page's path: this test's document is at "/".
    expect((requests[0].body as { metadata: { source: string } }).metadata.source).toBe(`website_section:${window.location.pathname}`)
    expect(window.location.pathname).toBe('/')
  })

  it('after a request, focus is back on the field before the message is written (a screen reader reads the message, not cut off by the focus change)', async () => {
    server.use(reply('post', SIGNUP, 200, { status: 'pending' }))
    const { type, submit, message, input } = setup()
    type('captain@fleet.example')
    input.focus()
    const stop = dropFocusFromDisabled()
    const focusedWhenWritten: Array<Element | null> = []
    new MutationObserver(() => void (message().textContent && focusedWhenWritten.push(document.activeElement))).observe(message(), {
      childList: true,
      subtree: true,
      characterData: true,
    })
    submit()
    await waitFor(() => expect(message().textContent).toBe('Success! Please check your email to confirm your subscription.'))
    expect(focusedWhenWritten[0]).toBe(input)
    stop()
  })

  it('past the send limit: says when it can send again and where to write, and the message stays past 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    sessionStorage.setItem('formGuard:newsletter', JSON.stringify(Array.from({ length: 10 }, () => Date.now())))
    const { type, submit, message } = setup()
    type('captain@fleet.example')
    submit()
    await waitFor(() =>
      expect(message().textContent).toMatch(/^This form has sent all the requests it can from this page for now\. You can send again at /),
    )
    await act(async () => {
      await vi.advanceTimersByTimeAsync(6000)
    })
    expect(message().textContent).toContain(`write to us at ${SETTINGS.supportEmail}`)
    expect(requests).toHaveLength(0)
  })

  it('disables field and button while loading, reading "Subscribing..."; a double click sends one request', async () => {
    const pending = hang('post', SIGNUP)
    server.use(pending.handler)
    const { type, submit, input } = setup()
    type('captain@fleet.example')
    submit()
    submit()
    const loading = await screen.findByRole('button', { name: 'Subscribing...' })
    expect((loading as HTMLButtonElement).disabled).toBe(true)
    expect(input.disabled).toBe(true)
    pending.release()
    await screen.findByRole('button', { name: 'Subscribe' })
    expect(requests).toHaveLength(1)
  })

  it('shows the server detail on failure and keeps the address', async () => {
    server.use(reply('post', SIGNUP, 409, { detail: 'This address is already subscribed.' }))
    const { type, submit, message, input } = setup()
    type('captain@fleet.example')
    submit()
    await waitFor(() => expect(message().textContent).toBe('This address is already subscribed.'))
    expect(input.value).toBe('captain@fleet.example')
  })

  it('falls back to "Failed to subscribe. Please try again." without a detail', async () => {
    for (const handler of [
      reply('post', SIGNUP, 500),
      reply('post', SIGNUP, 422, { detail: [{ msg: 'field required' }] }),
      reply('post', SIGNUP, 400, { error: 'x' }),
    ]) {
      cleanup()
      server.use(handler)
      const { type, submit, message } = setup()
      type('captain@fleet.example')
      submit()
      await waitFor(() => expect(message().textContent).toBe('Failed to subscribe. Please try again.'))
    }
  })

  it('shows the network message when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(networkError('post', SIGNUP))
    const { type, submit, message } = setup()
    type('captain@fleet.example')
    submit()
    await waitFor(() => expect(message().textContent).toBe('Unable to process your request. Please try again later.'))
  })

  it('ends a hanging request after 15 s with the network message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    server.use(hang('post', SIGNUP).handler)
    const { type, submit, message } = setup()
    type('captain@fleet.example')
    submit()
    await screen.findByRole('button', { name: 'Subscribing...' })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000)
    })
    await waitFor(() => expect(message().textContent).toBe('Unable to process your request. Please try again later.'))
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('resets status and message after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(reply('post', SIGNUP, 200, {}))
    const { type, submit, message } = setup()
    type('captain@fleet.example')
    submit()
    await waitFor(() => expect(message().textContent).toBe('Success! Please check your email to confirm your subscription.'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4900)
    })
    expect(message().textContent).not.toBe('')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200)
    })
    expect(message().textContent).toBe('')
    expect(message().className).toBe('newsletter-message')
  })

  it('also clears a validation message after 5000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { submit, message } = setup()
    submit()
    expect(message().textContent).toBe('Please enter your email address')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000)
    })
    expect(message().textContent).toBe('')
  })

  it('keeps what was typed across a reload (sessionStorage) until it succeeds', async () => {
    const first = setup()
    first.type('draft@fleet.example')
    cleanup()
    const second = setup()
    await waitFor(() => expect(second.input.value).toBe('draft@fleet.example'))
  })
})
