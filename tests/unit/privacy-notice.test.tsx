// @vitest-environment jsdom
/**
 * Issue 54: each statement the privacy notice makes about what the website collects and keeps in the
 * browser, and what analytics counts, against what the site does (the list, with the tests of the
 * other statements: docs/analytics-and-privacy.md). The server's part: privacy-notice-server.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FORMS } from '../../contract/forms'
import { section } from '~/content/copy'
import { FLEET_RETAINER_QUERY } from '~/content/queries'
import type { FLEET_RETAINER_QUERY_RESULT } from '~/content/sanity.types'
import { FleetQuoteForm } from '~/forms/FleetQuoteForm'
import { chosenLabel, sendEventsTo, type SiteSearch } from '~/lib/analytics'
import { searchReporter } from '~/search/report'
import { afterFillTime, renderWithSite, reply, seedQuery, useMsw } from './forms/helpers'
import { noticeParagraph, noticeSection, noticeText, privacy } from './privacy-notice'

const COLLECTS = 'What each form collects, and why'

describe('the notice as published', () => {
  it('is no draft, and says when it was last updated', () => {
    expect(noticeText).not.toMatch(/draft|not yet approved|proposals? for/i)
    expect(privacy.updatedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})

describe('"What each form collects": every field each form sends, and nothing else', () => {
  /** How the notice names each field of the forms (contract/forms.ts). */
  const WORDS: Record<keyof typeof FORMS, Record<string, string>> = {
    preArrival: {
      vesselName: 'vessel name',
      imo: 'IMO number',
      port: 'port of call',
      eta: 'ETA',
      agent: 'agent or company',
      email: 'email address',
      phone: 'phone number',
      notes: 'notes',
    },
    fleetQuote: {
      companyName: 'company name',
      contactName: 'your name',
      email: 'email address',
      phone: 'phone number',
      fleetSize: 'size of your fleet',
      annualPortCalls: 'annual port calls',
      message: 'message',
    },
    newsletter: { email: 'email address' },
  }
  const TITLES = { preArrival: 'Pre-arrival letter request', fleetQuote: 'Fleet quote request', newsletter: 'Newsletter sign-up' }

  it('names each field of each form, and each form has no field it does not name', () => {
    for (const form of Object.keys(FORMS) as Array<keyof typeof FORMS>) {
      const said = noticeParagraph(COLLECTS, TITLES[form])
      expect(FORMS[form].fields.map((field) => field.name).sort(), form).toEqual(Object.keys(WORDS[form]).sort())
      for (const words of Object.values(WORDS[form])) expect(said, `${form}: ${words}`).toContain(words)
    }
  })
})

const { server, requests } = useMsw()
const { copy } = await seedQuery<FLEET_RETAINER_QUERY_RESULT>(FLEET_RETAINER_QUERY)
const TYPED = {
  companyName: 'Arabian Sea Shipping',
  contactName: 'Priya Nair',
  email: 'priya@arabiansea.example',
  phone: '+91 22 4000 1000',
  fleetSize: '11-25',
  annualPortCalls: '40 calls, mostly Mundra and Paradip',
  message: 'Bunkers at Kandla',
}

/** Every value the browser's storage holds for this site, as one text. */
const stored = () =>
  [sessionStorage, localStorage].flatMap((storage) => Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`)).join('\n')

beforeEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('"What the website keeps in your own browser"', () => {
  const said = noticeParagraph(COLLECTS, 'What the website keeps in your own browser')

  it("what you type is kept in that tab until the form succeeds, none of it sent before the form's button", async () => {
    expect(said).toContain('your browser keeps what you typed in that tab')
    expect(said).toContain("none of it is sent to us before you press the form's button")
    expect(said).toContain('it is deleted when the form succeeds or when you close the tab')
    server.use(reply('post', '/api/brain/send', 200, { status: 'sent' }))
    renderWithSite(<FleetQuoteForm copy={{ form: section(copy, 'quote'), success: section(copy, 'quote-success') }} />)
    for (const [name, value] of Object.entries(TYPED)) fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } })
    // Kept in this tab (sessionStorage, which the browser deletes with the tab), never in localStorage; nothing sent.
    expect(Object.keys(localStorage)).toEqual([])
    expect(stored()).toContain('Priya Nair')
    expect(requests).toEqual([])
    afterFillTime()
    fireEvent.click(screen.getByRole('button', { name: 'Request Fleet Quote' }))
    await screen.findByRole('heading', { name: 'Quote Request Received!' })
    expect(requests).toHaveLength(1)
    // Succeeded: nothing typed is left in the browser.
    for (const value of Object.values(TYPED)) expect(stored()).not.toContain(value)
  })
})

describe('"Analytics": only a choice from a list goes with an event, never what is typed', () => {
  const said = noticeSection('Analytics')

  it('says which events and labels are counted', () => {
    expect(said).toContain("with the port chosen for a pre-arrival letter and the fleet size chosen for a quote, from the forms' own lists")
    expect(said).toContain('Never what you type in a form, your name, your vessel or your email address.')
    expect(said).toContain('named by their address without anything you searched for or typed')
  })

  it('says what a search reports, and the search reports that and nothing more (issue 64)', async () => {
    expect(said).toContain(
      'its words, with any email address, phone number or number of six digits or more removed, how many results it found, and which result you opened, if any',
    )
    const sent: SiteSearch[] = []
    const report = searchReporter((search) => sent.push(search))
    report.answered('pilot for IMO 9234567, call +91 98200 12345 or priya@ship.example', 3)
    report.opened('/port-call-compliance#pilots')
    expect(sent).toEqual([{ query: 'pilot for IMO , call or', results: 3, opened: '/port-call-compliance' }])
    // Its three fields are all each provider is handed (src/analytics/providers.ts).
    const providers = readFileSync(join(import.meta.dirname, '../../src/analytics/providers.ts'), 'utf8')
    const handed = [...providers.matchAll(/search(?:\(\{|: \(\{) ?([^}]*)\}/g)].map(([, fields]) => fields!.trim())
    expect(handed).toEqual(['query, results, opened', 'query, results, opened', 'query, results, opened'])
  })

  it('a label is the choice when it is one of the list, none otherwise', () => {
    expect(chosenLabel('11-25', ['1-5', '11-25'])).toBe('11-25')
    expect(chosenLabel('Priya Nair', ['1-5', '11-25'])).toBeUndefined()
    expect(chosenLabel('11-25', undefined)).toBeUndefined()
  })

  it('the fleet quote sends its fleet size from the list, and no typed value, with its event', async () => {
    const events: unknown[] = []
    sendEventsTo(null)
    sendEventsTo((event, label) => events.push([event, label]))
    server.use(reply('post', '/api/brain/send', 200, { status: 'sent' }))
    renderWithSite(<FleetQuoteForm copy={{ form: section(copy, 'quote'), success: section(copy, 'quote-success') }} />)
    for (const [name, value] of Object.entries(TYPED)) fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } })
    afterFillTime()
    fireEvent.click(screen.getByRole('button', { name: 'Request Fleet Quote' }))
    await screen.findByRole('heading', { name: 'Quote Request Received!' })
    expect(events).toEqual([['fleet_quote_submit', '11-25']])
    sendEventsTo(null)
  })

  it("every event the site's code reports has no label, or a choice from a list (chosenLabel), or a download's fixed one", () => {
    const root = join(import.meta.dirname, '../../src')
    // (The queue itself, src/lib/analytics.ts, hands on what it was given; src/analytics/ hands it to the provider.)
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && file !== join('lib', 'analytics.ts') && !file.startsWith(`analytics${sep}`),
    )
    const calls = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/\btrack\(\s*('[a-z_]+'|event)\s*(?:,\s*([^)]*?))?\)/g)].map(([, , label]) => ({
        file,
        label: label?.trim(),
      })),
    )
    expect(calls.length).toBeGreaterThanOrEqual(4)
    for (const { file, label } of calls) expect(label === undefined || label.startsWith('chosenLabel('), `${file}: ${label}`).toBe(true)
    // A PDF link's event is reported by the page's early script with the link's `data-label`: DownloadLink's
    // `label`, a fixed value of the page (a port guide's slug), never something typed.
    const downloadLabels = files.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/<DownloadLink\b[^>]*?\blabel=\{([^}]*)\}/g)].map(
        ([, label]) => `${file}: ${label}`,
      ),
    )
    expect(downloadLabels).toEqual([`${join('routes', 'port.tsx')}: port.slug ?? undefined`])
  })
})
