// @vitest-environment jsdom
/**
 * Issue 64: the search box never leaves a visitor at a dead end (the 24/7 desk beside a weak or empty
 * answer, offline too, in the CMS's words), searches what the device keeps when offline, and reports
 * one analytics event per search the visitor settled on, without personal data. The engine is the
 * box's own module boundary (src/search/engine.ts: Pagefind in the browser); the copy is the seed's.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_WORDS_QUERY } from '~/content/queries'
import type { Found } from '~/search/engine'
import { sendEventsTo, type SiteSearch } from '~/lib/analytics'
import { reportedQuery } from '~/search/report'
import type { SearchCopy } from '~/search/words'
import { renderWithSite, seedQuery, SETTINGS } from './forms/helpers'

const answers = new Map<string, Found | 'offline'>()
vi.mock('~/search/engine', () => ({
  preload: () => Promise.resolve(),
  find: async (term: string, _limit: number, { shown }: { shown?: (found: Found) => void } = {}) => {
    const answer = answers.get(term)
    if (!answer || answer === 'offline') throw new Error('no connection')
    shown?.(answer)
    return answer
  },
}))
vi.mock('~/offline/kept-pages', () => ({
  keptPages: async () => [
    { path: '/contact', title: 'Contact the 24/7 desk' },
    { path: '/ports/mumbai', title: 'Mumbai / JNPT' },
  ],
}))

const { SearchBox } = await import('~/search/SearchBox')
const COPY = await seedQuery<SearchCopy>(SEARCH_WORDS_QUERY)
const box = (COPY!.sections ?? []).find((section) => section.key === 'box')!
const word = (name: string) => box.items!.find((item) => item.name === name)!.title!

const hit = (id: string, title: string) => ({
  id,
  kind: 'page' as const,
  url: `/${id}#part`,
  title,
  excerpt: [{ text: title, mark: false }],
})
const found = (over: Partial<Found>): Found => ({
  total: 1,
  hits: [hit('fleet-retainer', 'Fleet retainer')],
  missing: 0,
  corrections: [],
  searched: '',
  terms: [],
  left: [],
  closest: [],
  apart: false,
  unpaged: false,
  ...over,
})

const render = () => renderWithSite(<SearchBox copy={COPY} limit={8} />)
const type = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } })
const askRegion = () => screen.findByRole('region', { name: word('ask') })

// No provider: the searches of the tests that do not count them are dropped, never held for a later one.
beforeEach(() => sendEventsTo(null))
afterEach(() => {
  cleanup()
  answers.clear()
})

describe('never a dead end: the 24/7 desk beside a weak or empty answer', () => {
  it('nothing found shows the desk’s phone, WhatsApp and contact page, in the CMS’s words', async () => {
    answers.set('berth in goa', found({ total: 0, hits: [] }))
    render()
    type('berth in goa')
    const ask = await askRegion()
    const phone = SETTINGS.emergencyPhone!
    expect(
      within(ask)
        .getByRole('link', { name: word('askCall').replace('{phone}', phone) })
        .getAttribute('href'),
    ).toMatch(/^tel:\+?\d+$/)
    const whatsapp = within(ask).getByRole('link', { name: new RegExp(word('askWhatsApp').replace('{phone}', '').trim()) })
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/)
    expect(
      within(ask)
        .getByRole('link', { name: word('askContact') })
        .getAttribute('href'),
    ).toBe('/contact')
  })

  it('a partial match (no page holds every word) shows it beside the results; a full match does not', async () => {
    answers.set('fleet trust', found({ left: ['trust'] }))
    answers.set('fleet retainer', found({}))
    render()
    type('fleet retainer')
    await screen.findByRole('option', { name: /Fleet retainer/ })
    expect(screen.queryByRole('region', { name: word('ask') })).toBeNull()
    type('fleet trust')
    await askRegion()
    expect(screen.getByRole('option', { name: /Fleet retainer/ })).toBeTruthy()
  })

  it('offline, with the search not kept: the kept pages whose names match, every kept page, and the desk', async () => {
    answers.set('mumbai', 'offline')
    render()
    type('mumbai')
    await askRegion()
    const matching = screen.getByRole('navigation', { name: word('keptMatch') })
    expect(
      within(matching)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mumbai / JNPT'])
    expect(within(screen.getByRole('navigation', { name: word('kept') })).getAllByRole('link')).toHaveLength(2)
  })
})

describe('one analytics event per search the visitor settled on, without personal data', () => {
  const sent: SiteSearch[] = []
  beforeEach(() => {
    sent.length = 0
    sendEventsTo(
      () => undefined,
      (search) => sent.push(search),
    )
  })
  afterEach(() => sendEventsTo(null))

  it('reports the refined query once, with its count and the result opened', async () => {
    answers.set('flee', found({ total: 3 }))
    answers.set('fleet', found({ total: 2 }))
    render()
    type('flee')
    await screen.findByText(word('count').replace('{count}', '3'))
    type('fleet')
    await screen.findByText(word('count').replace('{count}', '2'))
    expect(sent).toEqual([])
    fireEvent.click(screen.getByRole('option', { name: /Fleet retainer/ }))
    expect(sent).toEqual([{ query: 'fleet', results: 2, opened: '/fleet-retainer' }])
    cleanup()
    expect(sent).toHaveLength(1)
  })

  it('another search reports the one before; leaving reports the last, nothing opened', async () => {
    answers.set('kandla', found({ total: 0, hits: [] }))
    answers.set('mumbai', found({}))
    render()
    type('kandla')
    await askRegion()
    type('mumbai')
    await screen.findByRole('option', { name: /Fleet retainer/ })
    expect(sent).toEqual([{ query: 'kandla', results: 0, opened: '' }])
    cleanup()
    expect(sent).toEqual([
      { query: 'kandla', results: 0, opened: '' },
      { query: 'mumbai', results: 1, opened: '' },
    ])
  })

  it('with no provider set, nothing is sent', async () => {
    sendEventsTo(null)
    answers.set('mumbai', found({}))
    render()
    type('mumbai')
    await screen.findByRole('option', { name: /Fleet retainer/ })
    cleanup()
    expect(sent).toEqual([])
  })

  it('leaves out e-mail addresses, phone numbers and long numbers; keeps rule numbers', () => {
    expect(reportedQuery('letter for IMO 9234567 to capt.rao@ship.example')).toBe('letter for IMO to')
    expect(reportedQuery('call +91 22 6123 4567 now')).toBe('call now')
    expect(reportedQuery('MSN 05/2025 penalty')).toBe('MSN 05/2025 penalty')
    expect(reportedQuery('booking 123456')).toBe('booking')
    expect(reportedQuery('berth 12')).toBe('berth 12')
  })
})
