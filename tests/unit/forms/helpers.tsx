/**
 * Test helpers for the form components: the site settings and page copy they read (the seed's,
 * through the site's own GROQ queries, as the root route and the pages provide them), a router,
 * and MSW at the network edge with every request recorded.
 */
import { render, type RenderOptions } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { setupServer } from 'msw/node'
import type { ReactElement } from 'react'
import { MemoryRouter } from 'react-router'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { SITE_SETTINGS_QUERY } from '~/content/queries'
import { SiteSettingsContext, type SiteSettings } from '~/content/site'
import { emailManagerUrl } from '~/forms/config'
import { MIN_FILL_MS } from '~/forms/guard'

import { seedQuery } from '../seed-query'

export { seedQuery }

export const SUPPORT_EMAIL = 'desk@globalsalvage.test'

/** The seed's site settings (with a support address of the tests' own). */
export const SETTINGS = { ...(await seedQuery<SiteSettings>(SITE_SETTINGS_QUERY)), supportEmail: SUPPORT_EMAIL }

/** Renders with the site settings (as the root route provides them) inside a router. */
export function renderWithSite(
  ui: ReactElement,
  { settings = SETTINGS, route = '/', ...options }: { settings?: SiteSettings; route?: string } & RenderOptions = {},
) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <SiteSettingsContext.Provider value={settings}>{ui}</SiteSettingsContext.Provider>
    </MemoryRouter>,
    options,
  )
}

/** Absolute URL of an email-manager path, as the forms call it. */
export const apiUrl = (path: string) => emailManagerUrl() + path

export type Recorded = { method: string; url: string; path: string; search: string; body: unknown; referrerPolicy: string }

/** MSW for one test file: unhandled requests fail the test; `requests` records every call. */
export function useMsw() {
  const server = setupServer()
  const requests: Recorded[] = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    const text = await request.clone().text()
    let body: unknown = null
    if (text) {
      try {
        body = JSON.parse(text)
      } catch {
        body = text
      }
    }
    requests.push({
      method: request.method,
      url: request.url,
      path: url.pathname,
      search: url.search,
      body,
      referrerPolicy: request.referrerPolicy,
    })
  })
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    requests.length = 0
  })
  afterAll(() => server.close())
  return { server, requests }
}

type Method = 'get' | 'post' | 'put'

/** A handler answering `status` with a JSON body (or none). */
export function reply(method: Method, path: string, status: number, body?: JsonBodyType) {
  return http[method](apiUrl(path), () => (body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status })))
}

/** A handler whose connection fails (a network error in the browser). */
export function networkError(method: Method, path: string) {
  return http[method](apiUrl(path), () => HttpResponse.error())
}

/** A handler that never answers; resolve the returned promise's `release` to let it finish. */
export function hang(method: Method, path: string, status = 200) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  const handler = http[method](apiUrl(path), async () => {
    await gate
    return HttpResponse.json({}, { status })
  })
  return { handler, release: () => release() }
}

export function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

/**
 * Moves the clock (Date.now, real or fake) past the forms' minimum time between becoming usable
 * and a submit (src/forms/guard.tsx), as for a person who took a few seconds to fill the form.
 * Undone by vi.restoreAllMocks.
 */
export function afterFillTime() {
  if (!vi.isMockFunction(Date.now)) {
    const now = Date.now.bind(Date)
    fillOffset = 0
    vi.spyOn(Date, 'now').mockImplementation(() => now() + fillOffset)
  }
  fillOffset += MIN_FILL_MS
}
let fillOffset = 0

/**
 * Browsers drop focus from a control that becomes disabled (it goes to the body); jsdom keeps it.
 * Emulated from now on, for tests of where focus goes after a request that disabled the controls.
 */
export function dropFocusFromDisabled() {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as HTMLElement
      if (record.attributeName === 'disabled' && target.hasAttribute('disabled') && document.activeElement === target) target.blur()
    }
  })
  observer.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true })
  return () => observer.disconnect()
}
