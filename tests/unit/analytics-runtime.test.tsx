// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.globalsalvage.example/"}
/**
 * Analytics in the browser (src/analytics/, src/lib/analytics.ts): events held until a provider may
 * send and sent once; Plausible's own tracker against its endpoint (MSW at the network edge);
 * Umami's script as Umami documents it; Google's tag only after the visitor agrees, the answer kept
 * per provider. The browser test (tests/e2e/analytics.spec.ts) runs GA4 on a real build.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsSettings } from '../../contract/analytics'
import { CONSENT_PROVIDERS } from '../../contract/analytics'
import { seedQuery } from './seed-query'

type Consent = { key: 'consent'; sections: never[] }
const CONSENT = await seedQuery<Consent>(
  `*[_type == "pageCopy" && key == "consent"][0]{ key, sections[]{ _key, key, heading, body, note, items[]{ _key, title, name } } }`,
)

const plausibleEvents: Array<Record<string, unknown>> = []
const server = setupServer(
  http.post('https://plausible.io/api/event', async ({ request }) => {
    plausibleEvents.push(JSON.parse(await request.text()) as Record<string, unknown>)
    return new HttpResponse(null, { status: 202 })
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
// jsdom lays nothing out: the prompt's size (the room the page keeps for it) is never reported.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
afterAll(() => server.close())

/** Fresh modules for each test: the held events and the senders are a page's, and each test is a page. */
async function load() {
  vi.resetModules()
  const lib = await import('~/lib/analytics')
  const { default: Analytics } = await import('~/analytics/Analytics')
  return { lib, Analytics }
}

/** The root's place for Analytics, and the footer's slot, at `path`, in a router over the window's own history. */
async function renderAt(path: string, settings: AnalyticsSettings, consent: Consent | null = null) {
  window.history.replaceState(null, '', path)
  const { lib, Analytics } = await load()
  const router = createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <Analytics settings={settings} consent={consent} />
          <main id="main" tabIndex={-1} />
          <footer>
            <span ref={lib.choicesSlot} />
          </footer>
        </>
      ),
    },
  ])
  await act(async () => void render(<RouterProvider router={router} />))
  return { lib, router }
}

const googleScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager.com"]')].map((s) => s.src)
const queue = () => ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => Array.from(entry))

beforeEach(() => {
  localStorage.clear()
  plausibleEvents.length = 0
  document.head.querySelectorAll('script').forEach((script) => script.remove())
  for (const name of ['dataLayer', 'gtag', 'umami', 'ga-disable-G-TEST46ABCD']) delete (window as unknown as Record<string, unknown>)[name]
})
afterEach(() => cleanup())

describe('events (src/lib/analytics.ts)', () => {
  it('are held until a provider may send, then sent once each; dropped after a "no"; a few at most with none', async () => {
    const { track, sendEventsTo } = (await load()).lib
    track('compliance_summary_download')
    track('fleet_quote_submit', '6-10')
    const sent: unknown[] = []
    sendEventsTo((event, label) => sent.push([event, label]))
    track('sla_pdf_download')
    expect(sent).toEqual([
      ['compliance_summary_download', undefined],
      ['fleet_quote_submit', '6-10'],
      ['sla_pdf_download', undefined],
    ])
    sendEventsTo(null)
    track('financial_security_evidence')
    sendEventsTo((event, label) => sent.push([event, label]))
    expect(sent).toHaveLength(3)
    // A sender that throws never breaks the page.
    sendEventsTo(() => {
      throw new Error('blocked')
    })
    expect(() => track('newsletter_signup')).not.toThrow()

    const fresh = (await load()).lib
    for (let i = 0; i < 50; i++) fresh.track('compliance_pack_download', String(i))
    const later: unknown[] = []
    fresh.sendEventsTo((event) => later.push(event))
    expect(later).toHaveLength(20)
  })
})

describe('Plausible: its own tracker, no cookie, no prompt', () => {
  // (Its tracker can be set up once per page: one test.)
  it("one page view on arrival and at each navigation to another page (not a query), each event with its label; no address holds a result's id, an email, a search or a referrer's path", async () => {
    Object.defineProperty(document, 'referrer', { value: 'https://mail.example.com/inbox?email=ravi@shipping.example', configurable: true })
    const { lib, router } = await renderAt('/forms/fleet-quote/problem/Qm9yZWQx?email=ravi@shipping.example#message', {
      provider: 'plausible',
      siteId: 'globalsalvage.example',
    })
    expect(screen.queryByRole('region')).toBeNull()
    await vi.waitFor(() => expect(plausibleEvents).toHaveLength(1), { timeout: 20_000 })
    expect(plausibleEvents[0]).toMatchObject({
      n: 'pageview',
      u: 'https://www.globalsalvage.example/forms/fleet-quote/problem',
      d: 'globalsalvage.example',
      r: 'https://mail.example.com',
    })
    lib.track('fleet_quote_submit', '11-25')
    // A settled search (issue 64): a custom event with its props, as Plausible's site-search reports read them.
    lib.trackSearch({ query: 'kandla pilot', results: 0, opened: '' })
    await act(() => router.navigate('/ports?q=mum'))
    await act(() => router.navigate('/ports?q=mumbai'))
    await act(() => router.navigate('/search?q=MV%20Sea%20Star'))
    await act(() => router.navigate('/unsubscribe?email=ravi%40shipping.example&token=abc'))
    await act(() => router.navigate('/about'))
    // (Besides, the tracker reports the time spent on the page left: its own "engagement" events.)
    const sent = () => plausibleEvents.filter(({ n }) => n !== 'engagement').map(({ n, u, p }) => [n, u, p])
    await vi.waitFor(() => expect(sent()).toHaveLength(7))
    expect(sent()).toEqual([
      ['pageview', 'https://www.globalsalvage.example/forms/fleet-quote/problem', undefined],
      ['fleet_quote_submit', 'https://www.globalsalvage.example/forms/fleet-quote/problem', { label: '11-25' }],
      [
        'Site Search',
        'https://www.globalsalvage.example/forms/fleet-quote/problem',
        { query: 'kandla pilot', results: '0', opened: 'none' },
      ],
      // The search typed into the directory is not sent (src/analytics/page-address.ts).
      ['pageview', 'https://www.globalsalvage.example/ports', undefined],
      ['pageview', 'https://www.globalsalvage.example/search', undefined],
      ['pageview', 'https://www.globalsalvage.example/unsubscribe', undefined],
      ['pageview', 'https://www.globalsalvage.example/about', undefined],
    ])
    for (const address of plausibleEvents.flatMap(({ u, r }) => [u, r]).filter(Boolean))
      expect(address).not.toMatch(/Qm9yZWQx|ravi|token|Sea|inbox|[?#]/)
    expect(document.cookie).toBe('')
    Object.defineProperty(document, 'referrer', { value: '', configurable: true })
  })
})

describe('Umami: its script as Umami documents it', () => {
  it('from its service (or your server), its own tracking off; page views and events through umami.track', async () => {
    const { lib } = await renderAt('/contact?email=ravi@shipping.example', {
      provider: 'umami',
      siteId: '94db1cb1-74f4-4a40-ad6c-962362670409',
    })
    const script = document.querySelector<HTMLScriptElement>('script[src="https://cloud.umami.is/script.js"]')!
    expect(script.dataset).toMatchObject({
      websiteId: '94db1cb1-74f4-4a40-ad6c-962362670409',
      autoTrack: 'false',
      identityStitching: 'false',
    })
    lib.track('sla_pdf_download')
    lib.track('fleet_quote_submit', '6-10')
    lib.trackSearch({ query: 'mumbai', results: 2, opened: '/ports/mumbai' })
    const calls: unknown[] = []
    ;(window as unknown as { umami: unknown }).umami = {
      track: (payload: unknown, data?: unknown) =>
        calls.push(typeof payload === 'function' ? payload({ website: 'w', url: 'stale' }) : [payload, data]),
    }
    await act(async () => void script.dispatchEvent(new Event('load')))
    const page = { website: 'w', url: 'https://www.globalsalvage.example/contact', referrer: '', title: document.title }
    expect(calls).toEqual([
      page,
      { ...page, name: 'sla_pdf_download' },
      { ...page, name: 'fleet_quote_submit', data: { label: '6-10' } },
      // A settled search: umami.track(name, data), on the page as its view named it.
      { ...page, name: 'site-search', data: { query: 'mumbai', results: 2, opened: '/ports/mumbai' } },
    ])
  })
})

describe('Google Analytics 4: nothing before the visitor agrees', () => {
  const GA4 = { provider: 'ga4', siteId: 'G-TEST46ABCD' } as const

  it('asks first (consent mode denied by default, nothing loaded); "No" is kept and nothing loads; changed to "Allow" from the footer, the tag loads', async () => {
    expect(CONSENT_PROVIDERS).toContain('ga4')
    const { lib } = await renderAt('/', GA4, CONSENT)
    const region = await screen.findByRole('region', { name: 'May we count your visit?' })
    // Its question is said in a status region inside the page's main landmark (no content outside landmarks).
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('May we count your visit?'))
    expect(screen.getByRole('status').parentElement).toBe(document.getElementById('main'))
    expect(googleScripts()).toEqual([])
    expect(queue()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
    ])
    lib.track('compliance_summary_download')
    lib.trackSearch({ query: 'salvage', results: 5, opened: '' })
    fireEvent.click(await screen.findByRole('button', { name: 'No, thanks' }))
    expect(region.isConnected).toBe(false)
    expect(JSON.parse(localStorage.getItem('analyticsConsent')!)).toMatchObject({ provider: 'ga4', choice: 'denied' })
    expect(googleScripts()).toEqual([])
    expect(queue().filter(([command]) => command === 'event')).toEqual([])

    // The next page load: the answer kept, nothing asked, nothing loaded.
    cleanup()
    const next = (await renderAt('/about', GA4, CONSENT)).lib
    expect(screen.queryByRole('region')).toBeNull()
    expect(googleScripts()).toEqual([])
    // The footer's button: the answer given shown pressed; "Allow" loads the tag and counts this page.
    fireEvent.click(screen.getByRole('button', { name: 'Analytics choices' }))
    expect(await screen.findByRole('button', { name: 'No, thanks', pressed: true })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Allow analytics' }))
    expect(googleScripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST46ABCD'])
    // A settled search after the visitor agreed: GA4's recommended `search` event, its `search_term`.
    next.trackSearch({ query: 'msn 05/2025', results: 3, opened: '/docs/dgs-msn05-2025' })
    expect(queue().filter(([command]) => command === 'event')).toEqual([
      ['event', 'page_view', { page_location: 'https://www.globalsalvage.example/about', page_referrer: '', page_title: document.title }],
      ['event', 'search', { search_term: 'msn 05/2025', search_results: 3, search_opened: '/docs/dgs-msn05-2025' }],
    ])
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Analytics choices' }))
  })

  it("the footer's button appears once the footer is live, should it hydrate after analytics started (its code comes when needed)", async () => {
    localStorage.setItem('analyticsConsent', JSON.stringify({ provider: 'ga4', choice: 'denied' }))
    const { lib } = await renderAt('/', GA4, CONSENT)
    const footer = document.querySelector('footer')!
    const slot = footer.querySelector('span')!
    // The footer not live yet: no place, no button.
    act(() => lib.choicesSlot(null))
    expect(screen.queryByRole('button', { name: 'Analytics choices' })).toBeNull()
    act(() => lib.choicesSlot(slot))
    expect(within(footer).getByRole('button', { name: 'Analytics choices' })).toBeTruthy()
  })

  it('an answer given for another provider asks again; Escape closes the prompt unanswered', async () => {
    localStorage.setItem('analyticsConsent', JSON.stringify({ provider: 'gtm', choice: 'granted' }))
    await renderAt('/', GA4, CONSENT)
    const region = await screen.findByRole('region', { name: 'May we count your visit?' })
    fireEvent.keyDown(region, { key: 'Escape' })
    expect(screen.queryByRole('region')).toBeNull()
    expect(googleScripts()).toEqual([])
    expect(document.activeElement).toBe(document.getElementById('main'))
  })

  it("every hit names the page without a result's id, an email or a search, its referrer by origin", async () => {
    localStorage.setItem('analyticsConsent', JSON.stringify({ provider: 'ga4', choice: 'granted' }))
    Object.defineProperty(document, 'referrer', { value: 'https://mail.example.com/inbox?email=ravi@shipping.example', configurable: true })
    const { router } = await renderAt('/forms/pre-arrival/problem/Qm9yZWQx?email=ravi@shipping.example#vessel', GA4, CONSENT)
    await act(() => router.navigate('/search?q=MV%20Sea%20Star'))
    Object.defineProperty(document, 'referrer', { value: '', configurable: true })
    const problem = 'https://www.globalsalvage.example/forms/pre-arrival/problem'
    const search = 'https://www.globalsalvage.example/search'
    expect(queue().filter(([command]) => command === 'set' || command === 'config' || command === 'event')).toEqual([
      ['set', { page_location: problem, page_referrer: 'https://mail.example.com' }],
      ['config', 'G-TEST46ABCD', expect.objectContaining({ page_location: problem, page_referrer: 'https://mail.example.com' })],
      ['set', { page_location: problem, page_referrer: 'https://mail.example.com' }],
      ['event', 'page_view', { page_location: problem, page_referrer: 'https://mail.example.com', page_title: document.title }],
      ['set', { page_location: search, page_referrer: problem }],
      ['event', 'page_view', { page_location: search, page_referrer: problem, page_title: document.title }],
    ])
    expect(JSON.stringify(queue())).not.toMatch(/Qm9yZWQx|ravi|Sea|inbox/)
  })

  it('withdrawn: Google switched off for the page, its cookies removed, nothing more sent', async () => {
    localStorage.setItem('analyticsConsent', JSON.stringify({ provider: 'ga4', choice: 'granted' }))
    const { lib } = await renderAt('/', GA4, CONSENT)
    expect(googleScripts()).toHaveLength(1)
    document.cookie = '_ga=GA1.1.1; path=/'
    document.cookie = '_ga_TEST46ABCD=GS1.1; path=/'
    document.cookie = 'other=kept; path=/'
    fireEvent.click(screen.getByRole('button', { name: 'Analytics choices' }))
    fireEvent.click(await screen.findByRole('button', { name: 'No, thanks' }))
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST46ABCD']).toBe(true)
    expect(document.cookie).toBe('other=kept')
    const events = queue().filter(([command]) => command === 'event').length
    lib.track('financial_security_evidence')
    expect(queue().filter(([command]) => command === 'event')).toHaveLength(events)
    expect(queue().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }])
  })
})
