// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UnsubscribeView } from '~/email-links/UnsubscribeView'
import { unsubscribe } from '../../../seed/copy/index.ts'
import { networkError, renderWithSite, reply, SUPPORT_EMAIL, useMsw } from './helpers'

const { server, requests } = useMsw()
const UNSUBSCRIBE = '/api/brain/unsubscribe'
const EMAIL = 'first.mate+news@fleet.example'
const TOKEN = 'tok/with+chars='

function open(search: string) {
  window.history.replaceState(null, '', `/unsubscribe${search}`)
  renderWithSite(<UnsubscribeView copy={unsubscribe as never} />, { route: '/unsubscribe' })
}
const linkQuery = `?${new URLSearchParams({ email: EMAIL, token: TOKEN })}`

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('UnsubscribeView', () => {
  for (const search of ['', `?email=${encodeURIComponent(EMAIL)}`, `?token=${TOKEN}`]) {
    it(`shows Invalid Link without a request for "${search}"`, async () => {
      open(search)
      await screen.findByRole('heading', { name: 'Invalid Link' })
      expect(screen.getByText('Invalid unsubscribe link. Please check the URL and try again.')).toBeTruthy()
      expect(requests).toHaveLength(0)
    })
  }

  it('sends call 7 (email and business_id, no token) and shows success, what it means, and Manage Preferences', async () => {
    server.use(reply('post', UNSUBSCRIBE, 200, { status: 'unsubscribed' }))
    open(linkQuery)
    const message = await screen.findByText('You have been successfully unsubscribed from marketing emails.')
    expect(message).toBeTruthy()
    expect(requests).toHaveLength(1)
    expect(requests[0].body).toEqual({ email: EMAIL, business_id: 'global-salvage-india' })
    expect(window.location.search).toBe('')
    expect(screen.getByText('You will still receive important account and compliance notifications.')).toBeTruthy()
    const manage = screen.getByRole('link', { name: 'Manage Preferences' })
    const href = new URL(manage.getAttribute('href')!, 'http://x')
    expect(href.pathname).toBe('/email-preferences')
    expect(href.searchParams.get('email')).toBe(EMAIL)
    expect(href.searchParams.get('token')).toBe(TOKEN)
  })

  it('shows the detail on failure, with Try Again and a Contact Support mailto', async () => {
    server.use(reply('post', UNSUBSCRIBE, 404, { detail: 'Subscriber not found' }))
    open(linkQuery)
    await screen.findByText('Subscriber not found')
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`)
    server.use(reply('post', UNSUBSCRIBE, 200, {}))
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    await screen.findByText('You have been successfully unsubscribed from marketing emails.')
    expect(requests).toHaveLength(2)
    expect(requests[1].body).toEqual({ email: EMAIL, business_id: 'global-salvage-india' })
  })

  it('falls back to "Failed to process unsubscribe request." without a detail', async () => {
    server.use(reply('post', UNSUBSCRIBE, 500))
    open(linkQuery)
    await screen.findByText('Failed to process unsubscribe request.')
  })

  it('shows the network message when the call fails', async () => {
    server.use(networkError('post', UNSUBSCRIBE))
    open(linkQuery)
    await screen.findByText('Unable to process your request. Please try again later.')
    await waitFor(() => expect(document.activeElement?.tagName).toBe('H2'))
  })
})

describe('UnsubscribeView on a return to its history entry (Back, reload)', () => {
  it('shows the unsubscribe already done and sends nothing (a preference switched back on since stays on)', async () => {
    server.use(reply('post', UNSUBSCRIBE, 200, { status: 'unsubscribed' }))
    open(linkQuery)
    await screen.findByText('You have been successfully unsubscribed from marketing emails.')
    cleanup()
    renderWithSite(<UnsubscribeView copy={unsubscribe as never} />, { route: '/unsubscribe' })
    await screen.findByText('You have been successfully unsubscribed from marketing emails.')
    expect(screen.getByRole('link', { name: 'Manage Preferences' })).toBeTruthy()
    expect(requests).toHaveLength(1)
  })
})
