// @vitest-environment jsdom
// @vitest-environment-options {"url": "https://www.globalsalvage.example/"}
/**
 * The refresh after hydration reads the content for the visitor's minute (`$now`, the same address
 * for every visitor of that minute, so the CDN's answer serves them all), and never for a clock
 * before the one the page was built for: a page built ahead of a notice's minute and served from it
 * keeps the notice for a visitor whose computer's clock is behind. The page's own code
 * (snapshot.ts `useContent`, live.ts, content-api.ts) in jsdom; the CMS answered by the local
 * content store behind MSW, at the network edge.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { notifyManager } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { MemoryRouter } from 'react-router'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LOCAL_API_PATH } from '../../contract/constants'
import { HOME_QUERY } from '../../src/content/queries/home'
import type { HOME_QUERY_RESULT } from '../../src/content/sanity.types'
import type { ContentSnapshot } from '../../src/content/options'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { documents } from '../../seed/content'

/** 14:00 India time: the notice's minute, which the page was built ahead of. */
const MINUTE = Date.parse('2026-11-27T08:30:00.000Z')
const kandla = documents.find((doc) => doc._id === 'notice.kandla-oil-jetty-maintenance')!
const notice = {
  ...kandla,
  _id: 'notice.at-the-minute',
  title: 'A circular at 14:00',
  slug: { _type: 'slug', current: 'at-the-minute' },
  publishedAt: new Date(MINUTE).toISOString(),
  alert: false,
}
const store = new ContentStore(structuredClone([...documents, notice]))

/** The clock (`$now`) each content query asked for, in order; the stamps' question reads none. */
const asked: Array<string | undefined> = []
const answer = async (query: string, params: Record<string, unknown>) => {
  if (query.includes('"notices"')) asked.push(params.now as string | undefined)
  return HttpResponse.json({ result: await store.query(query, params, 'published') })
}
const QUERY_API = `https://www.globalsalvage.example${LOCAL_API_PATH}/*`
const server = setupServer(
  http.get(QUERY_API, ({ request }) => {
    const url = new URL(request.url)
    const params = [...url.searchParams].filter(([name]) => name.startsWith('$')).map(([name, value]) => [name.slice(1), JSON.parse(value)])
    return answer(url.searchParams.get('query')!, Object.fromEntries(params))
  }),
  // A query whose address would be too long is POSTed, as @sanity/client does.
  http.post(QUERY_API, async ({ request }) => {
    const { query, params } = (await request.json()) as { query: string; params: Record<string, unknown> }
    return answer(query, params)
  }),
)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  asked.length = 0
  vi.resetModules()
  // Refreshed content shows at once while the tab is hidden (snapshot.ts): what it shows is what it got.
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

/** The home page's content as a build made at `fetchedAt` for the clock `clock` wrote it (a stamp that has changed since). */
async function built(fetchedAt: number, clock?: number): Promise<ContentSnapshot<HOME_QUERY_RESULT>> {
  const data = (await store.query(
    HOME_QUERY,
    { count: 50, now: new Date(clock ?? fetchedAt).toISOString() },
    'published',
  )) as HOME_QUERY_RESULT
  return { data, fetchedAt, stamp: { types: ['notice'], ids: [], count: -1, updated: null }, ...(clock && { clock }) }
}

/** The page, refreshed after hydration by a visitor whose clock reads `visitor`: the notices it shows once the refresh came. */
async function visit(snapshot: ContentSnapshot<HOME_QUERY_RESULT>, visitor: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: visitor })
  const { useContent } = await import('../../src/content/snapshot')
  const { contentQuery } = await import('../../src/content/options')
  function Notices() {
    const { notices } = useContent(contentQuery('HOME_QUERY', { count: 50 }), snapshot)
    return (
      <ul>
        {notices.map((entry) => (
          <li key={entry._id}>{entry.title}</li>
        ))}
      </ul>
    )
  }
  render(
    <MemoryRouter>
      <Notices />
    </MemoryRouter>,
  )
  const { getQueryClient } = await import('../../src/content/live')
  await vi.waitFor(() => expect(asked).toHaveLength(1), { timeout: 10_000 })
  // Its answer taken: the query settled, then the batch in which TanStack tells its observers (the
  // page's refresh, live.ts) ran, then React rendered what it was given.
  await vi.waitFor(() => expect(getQueryClient().isFetching()).toBe(0), { timeout: 10_000 })
  await act(() => new Promise<void>((done) => notifyManager.schedule(done)))
  return screen.getAllByRole('listitem').map((item) => item.textContent)
}

describe('the refresh after hydration', () => {
  it('asks for the visitor’s minute, the same for every visitor of it', async () => {
    const shown = await visit(await built(MINUTE - 10 * 60_000), MINUTE + 95_000)
    expect(asked).toEqual([new Date(MINUTE + 60_000).toISOString()])
    expect(shown).toContain(notice.title)
  })

  it('keeps a notice the page was built ahead for, when the visitor’s clock is behind its minute', async () => {
    const snapshot = await built(MINUTE - 2 * 60_000, MINUTE)
    expect(snapshot.data.notices.map((entry) => entry._id)).toContain(notice._id)
    const shown = await visit(snapshot, MINUTE - 30_000)
    expect(asked).toEqual([new Date(MINUTE).toISOString()])
    expect(shown).toContain(notice.title)
  })

  it('never asks for a clock before the build’s own (a page built at 14:00:20, a visitor at 13:59)', async () => {
    await visit(await built(MINUTE + 20_000), MINUTE - 60_000)
    expect(asked).toEqual([new Date(MINUTE + 20_000).toISOString()])
  })
})
