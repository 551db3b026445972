// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteSettingsContext } from '~/content/site'
import { ConfirmationView } from '~/email-links/ConfirmationView'
import { emailConfirmation } from '../../../seed/copy/index.ts'
import { networkError, renderWithSite, reply, SETTINGS, useMsw } from './helpers'

const { server, requests } = useMsw()
const CONFIRM = '/api/brain/confirm'
const EMAIL = 'first.mate+news@fleet.example'
const TOKEN = 'tok_abc-123'

function open(search: string) {
  window.history.replaceState(null, '', `/confirm${search}`)
  renderWithSite(<ConfirmationView copy={emailConfirmation as never} />, { route: '/confirm' })
}
const linkQuery = `?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('ConfirmationView', () => {
  it('renders a neutral processing state on the server (prerendered without a query), the invalid-link view hidden', () => {
    const html = renderToString(
      <MemoryRouter>
        <SiteSettingsContext.Provider value={SETTINGS}>
          <ConfirmationView copy={emailConfirmation as never} />
        </SiteSettingsContext.Provider>
      </MemoryRouter>,
    )
    const page = new DOMParser().parseFromString(html, 'text/html')
    const processing = page.querySelector<HTMLElement>('[data-link-view="processing"]')!
    const invalid = page.querySelector<HTMLElement>('[data-link-view="invalid"]')!
    expect(processing.hidden).toBe(false)
    expect(processing.textContent).toContain('Confirming your email…')
    // Shown instead before the first paint by the page's own script when the address has no link (link-views.test.tsx).
    expect(invalid.hidden).toBe(true)
    expect(invalid.textContent).toContain('Invalid')
  })

  for (const search of ['', `?email=${encodeURIComponent(EMAIL)}`, `?token=${TOKEN}`, '?email=&token=x']) {
    it(`shows Invalid Link without a request for "${search}"`, async () => {
      open(search)
      const heading = await screen.findByRole('heading', { name: 'Invalid Link' })
      expect(screen.getByText('Invalid confirmation link. Please check your email and try again.')).toBeTruthy()
      await waitFor(() => expect(document.activeElement).toBe(heading))
      expect(requests).toHaveLength(0)
    })
  }

  it("sends call 4 with the exact payload, takes the token out of the address, and shows success with What's Next", async () => {
    server.use(reply('post', CONFIRM, 200, { status: 'confirmed' }))
    open(linkQuery)
    await screen.findByText('Your email has been confirmed! You are now subscribed to our updates.')
    expect(requests).toHaveLength(1)
    expect(requests[0].body).toEqual({ email: EMAIL, token: TOKEN, business_id: 'global-salvage-india' })
    expect(window.location.search).toBe('')
    expect(window.location.pathname).toBe('/confirm')
    expect(screen.getByRole('heading', { name: "What's Next" })).toBeTruthy()
    expect(screen.getByText('Emergency response alerts for the ports you call at')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Return Home' }).getAttribute('href')).toBe('/')
  })

  it('shows the server detail on failure, and Try Again re-runs the call with the token kept in memory', async () => {
    server.use(reply('post', CONFIRM, 400, { detail: 'Invalid or expired confirmation link' }))
    open(linkQuery)
    await screen.findByText('Invalid or expired confirmation link')
    expect(screen.getByRole('link', { name: 'Return Home' })).toBeTruthy()
    server.use(reply('post', CONFIRM, 200, {}))
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    await screen.findByText('Your email has been confirmed! You are now subscribed to our updates.')
    expect(requests).toHaveLength(2)
    expect(requests[1].body).toEqual(requests[0].body)
  })

  it('falls back to "Failed to confirm your email address." without a detail', async () => {
    server.use(reply('post', CONFIRM, 500, { message: 'boom' }))
    open(linkQuery)
    await screen.findByText('Failed to confirm your email address.')
  })

  it('shows the network message when the call fails', async () => {
    server.use(networkError('post', CONFIRM))
    open(linkQuery)
    await screen.findByText('Unable to process your confirmation. Please try again later.')
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy()
  })
})

describe('ConfirmationView on a return to its history entry (Back, reload)', () => {
  /** The page mounted again on the same history entry, as after Back or a reload. */
  const reopen = () => {
    cleanup()
    renderWithSite(<ConfirmationView copy={emailConfirmation as never} />, { route: '/confirm' })
  }

  it('shows the success already had and sends nothing', async () => {
    server.use(reply('post', CONFIRM, 200, { status: 'confirmed' }))
    open(linkQuery)
    await screen.findByText('Your email has been confirmed! You are now subscribed to our updates.')
    reopen()
    await screen.findByText('Your email has been confirmed! You are now subscribed to our updates.')
    expect(requests).toHaveLength(1)
  })

  it('shows the failure already had and sends nothing; only Try Again sends again, and its result is kept', async () => {
    server.use(reply('post', CONFIRM, 400, { detail: 'Token expired' }))
    open(linkQuery)
    await screen.findByText('Token expired')
    reopen()
    await screen.findByText('Token expired')
    expect(requests).toHaveLength(1)
    server.use(reply('post', CONFIRM, 200, {}))
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    await screen.findByText('Your email has been confirmed! You are now subscribed to our updates.')
    expect(requests).toHaveLength(2)
    reopen()
    await screen.findByText('Your email has been confirmed! You are now subscribed to our updates.')
    expect(requests).toHaveLength(2)
  })

  it('reads a plus in the link as the plus it was (?email=first+tag@example.com)', async () => {
    server.use(reply('post', CONFIRM, 200, {}))
    open(`?email=first+tag@example.com&token=${TOKEN}`)
    await screen.findByText('Your email has been confirmed! You are now subscribed to our updates.')
    expect((requests[0].body as { email: string }).email).toBe('first+tag@example.com')
  })
})
