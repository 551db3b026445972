// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PreferencesView } from '~/email-links/PreferencesView'
import { emailPreferences } from '../../../seed/copy/index.ts'
import { hang, networkError, renderWithSite, reply, useMsw, dropFocusFromDisabled } from './helpers'

const { server, requests } = useMsw()
const EMAIL = 'first.mate+news@fleet.example'
const TOKEN = 'tok_abc-123'
const PATH = `/api/brain/preferences/${encodeURIComponent(EMAIL)}`
const SUCCESS = 'Preferences updated successfully!'

function open(search = `?email=${encodeURIComponent(EMAIL)}&token=${TOKEN}`) {
  window.history.replaceState(null, '', `/email-preferences${search}`)
  renderWithSite(<PreferencesView copy={emailPreferences as never} />, { route: '/email-preferences' })
}
const toggle = (name: string) => screen.getByRole('switch', { name: new RegExp(name) }) as HTMLInputElement
const loaded = () => screen.findByRole('switch', { name: /Port Call & Compliance Updates/ })

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('PreferencesView', () => {
  for (const search of ['', `?email=${encodeURIComponent(EMAIL)}`, `?token=${TOKEN}`]) {
    it(`shows the invalid-link view without a request for "${search}"`, async () => {
      open(search)
      await screen.findByRole('heading', { name: 'Invalid link. Please use the link from your email.' })
      expect(screen.getByText('Missing required parameters. Please use the link from your email.')).toBeTruthy()
      expect(requests).toHaveLength(0)
    })
  }

  it('loads with call 5 (email URL-encoded in the path) and merges the answer over the defaults', async () => {
    server.use(reply('get', PATH, 200, { email: EMAIL, preferences: { newsletter: false } }))
    open()
    await loaded()
    expect(requests).toHaveLength(1)
    expect(requests[0].method).toBe('GET')
    expect(requests[0].url).toContain('/api/brain/preferences/first.mate%2Bnews%40fleet.example?')
    expect(Object.fromEntries(new URLSearchParams(requests[0].search))).toEqual({ business_id: 'global-salvage-india', token: TOKEN })
    expect(window.location.search).toBe('')
    expect(screen.getByText(EMAIL)).toBeTruthy()
    expect(toggle('Port Call & Compliance Updates').checked).toBe(true)
    expect(toggle('Emergency Response & Alerts').checked).toBe(true)
    expect(toggle('Maritime Insights & Case Studies').checked).toBe(false)
    const transactional = toggle('Account & Service Emails')
    expect(transactional.checked).toBe(true)
    expect(transactional.disabled).toBe(true)
    expect(screen.getByText('Required for service delivery.')).toBeTruthy()
    // Each switch is named by its label alone and described by its text: read once each.
    expect(
      screen.getByRole('switch', {
        name: 'Port Call & Compliance Updates',
        description: 'DGS notices, document requirements and port-call changes.',
      }),
    ).toBeTruthy()
    expect(screen.getByText('Changes take effect immediately.')).toBeTruthy()
  })

  it('accepts a bare preferences object too', async () => {
    server.use(reply('get', PATH, 200, { compliance: false, transactional: false }))
    open()
    await loaded()
    expect(toggle('Port Call & Compliance Updates').checked).toBe(false)
    expect(toggle('Account & Service Emails').checked).toBe(true)
  })

  it('shows "Unable to load preferences" on a non-OK answer', async () => {
    server.use(reply('get', PATH, 403, { detail: 'Invalid token' }))
    open()
    await screen.findByText('Unable to load preferences')
  })

  // docs/contract.md, Calls 5: an OK answer is merged over the defaults (all on); the message is for non-OK answers only.
  for (const body of [{}, null, 'OK', [true], { preferences: 'all' }, { status: 'ok' }]) {
    it(`shows the defaults (all on), not "Unable to load preferences", on a 200 answer of ${JSON.stringify(body)}`, async () => {
      server.use(reply('get', PATH, 200, body))
      open()
      await loaded()
      expect(screen.queryByText('Unable to load preferences')).toBeNull()
      for (const name of [
        'Port Call & Compliance Updates',
        'Emergency Response & Alerts',
        'Maritime Insights & Case Studies',
        'Account & Service Emails',
      ])
        expect(toggle(name).checked, name).toBe(true)
    })
  }

  it('reads a plus in the link as the plus it was', async () => {
    server.use(reply('get', PATH, 200, {}))
    open(`?email=first.mate+news@fleet.example&token=${TOKEN}`)
    await loaded()
    expect(requests[0].url).toContain('/api/brain/preferences/first.mate%2Bnews%40fleet.example?')
    expect(screen.getByText(EMAIL)).toBeTruthy()
  })

  it('shows what was loaded again on a return to its history entry (Back, reload), sending nothing', async () => {
    server.use(reply('get', PATH, 200, { preferences: { newsletter: false } }))
    open()
    await loaded()
    expect(requests).toHaveLength(1)
    cleanup()
    renderWithSite(<PreferencesView copy={emailPreferences as never} />, { route: '/email-preferences' })
    await loaded()
    expect(toggle('Maritime Insights & Case Studies').checked).toBe(false)
    expect(requests).toHaveLength(1)
  })

  it('shows "Failed to load preferences" on a network failure, and Try Again reloads', async () => {
    server.use(networkError('get', PATH))
    open()
    await screen.findByText('Failed to load preferences')
    server.use(reply('get', PATH, 200, { preferences: {} }))
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    await loaded()
    expect(requests).toHaveLength(2)
  })

  it('saves a toggle with call 6, disables the toggles while saving, changes it only once accepted, and drops the green banner after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    server.use(reply('get', PATH, 200, { preferences: { compliance: true, emergency: true, newsletter: true } }))
    open()
    await loaded()
    const pending = hang('put', PATH)
    server.use(pending.handler)
    fireEvent.click(toggle('Emergency Response & Alerts'))
    await waitFor(() => expect(toggle('Port Call & Compliance Updates').disabled).toBe(true))
    expect(toggle('Emergency Response & Alerts').checked).toBe(true) // not before the server accepts
    expect(toggle('Maritime Insights & Case Studies').disabled).toBe(true)
    expect((screen.getByRole('button', { name: /Unsubscribe from All Marketing/ }) as HTMLButtonElement).disabled).toBe(true)
    pending.release()
    await screen.findByText(SUCCESS)
    expect(toggle('Emergency Response & Alerts').checked).toBe(false)
    expect(toggle('Emergency Response & Alerts').disabled).toBe(false)
    const put = requests.find((r) => r.method === 'PUT')!
    expect(put.url).toContain('/api/brain/preferences/first.mate%2Bnews%40fleet.example')
    expect(put.search).toBe('')
    expect(put.body).toEqual({
      business_id: 'global-salvage-india',
      token: TOKEN,
      preferences: { compliance: true, emergency: false, newsletter: true, transactional: true },
    })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900)
    })
    expect(screen.queryByText(SUCCESS)).not.toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200)
    })
    expect(screen.queryByText(SUCCESS)).toBeNull()
  })

  it('after saving, focus is back on the toggle before the result is written (a screen reader reads it, not cut off by the focus change)', async () => {
    server.use(reply('get', PATH, 200, { preferences: { compliance: true, emergency: true, newsletter: true } }))
    server.use(reply('put', PATH, 200, {}))
    open()
    await loaded()
    const emergency = toggle('Emergency Response & Alerts')
    emergency.focus()
    const stop = dropFocusFromDisabled()
    let focusedWhenWritten: Element | null | undefined
    new MutationObserver(() => {
      if (focusedWhenWritten === undefined && document.body.textContent?.includes(SUCCESS)) focusedWhenWritten = document.activeElement
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
    fireEvent.click(emergency)
    await screen.findByText(SUCCESS)
    expect(focusedWhenWritten).toBe(toggle('Emergency Response & Alerts'))
    stop()
  })

  for (const [name, handler, message] of [
    [
      'the server detail',
      () => reply('put', PATH, 400, { detail: 'Preference newsletter must be true or false' }),
      'Preference newsletter must be true or false',
    ],
    ['"Failed to update preferences" without a detail', () => reply('put', PATH, 500), 'Failed to update preferences'],
    ['"Failed to update preferences" on a network failure', () => networkError('put', PATH), 'Failed to update preferences'],
  ] as const) {
    it(`shows ${name} in a red banner and leaves the toggle as it was`, async () => {
      server.use(reply('get', PATH, 200, { preferences: {} }))
      open()
      await loaded()
      server.use(handler())
      fireEvent.click(toggle('Maritime Insights & Case Studies'))
      const banner = await screen.findByText(message)
      expect(banner.closest('[role="alert"]')).not.toBeNull()
      expect(toggle('Maritime Insights & Case Studies').checked).toBe(true)
      expect(toggle('Maritime Insights & Case Studies').disabled).toBe(false)
    })
  }

  it('never sends transactional off', async () => {
    server.use(reply('get', PATH, 200, { preferences: {} }))
    open()
    await loaded()
    fireEvent.click(toggle('Account & Service Emails'))
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0)
  })

  it('Unsubscribe from All asks first, then turns the three marketing flags off and disables itself', async () => {
    server.use(reply('get', PATH, 200, { preferences: {} }), reply('put', PATH, 200, {}))
    open()
    await loaded()
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const button = screen.getByRole('button', { name: 'Unsubscribe from All Marketing' }) as HTMLButtonElement
    fireEvent.click(button)
    expect(ask).toHaveBeenCalledWith(
      'Are you sure you want to unsubscribe from all marketing emails? You will still receive important account and compliance notifications.',
    )
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0)
    fireEvent.click(button)
    await screen.findByText(SUCCESS)
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({
      business_id: 'global-salvage-india',
      token: TOKEN,
      preferences: { compliance: false, emergency: false, newsletter: false, transactional: true },
    })
    for (const name of ['Port Call', 'Emergency', 'Maritime']) expect(toggle(name).checked).toBe(false)
    expect((screen.getByRole('button', { name: 'Unsubscribe from All Marketing' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('disables Unsubscribe from All when everything is already off', async () => {
    server.use(reply('get', PATH, 200, { preferences: { compliance: false, emergency: false, newsletter: false } }))
    open()
    await loaded()
    expect((screen.getByRole('button', { name: 'Unsubscribe from All Marketing' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
