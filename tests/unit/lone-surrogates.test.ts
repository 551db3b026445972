/**
 * A lone UTF-16 surrogate in CMS text (an emoji cut in half by an import) made a page's HTML and its
 * data differ, and React's hydration failed on it (#418), dropping the alert banner: every query's
 * text is cleaned where it arrives, at build and in the refresh (src/content/clean-text.ts), through
 * the real @sanity/client against the local content API. (The banner kept whatever hydration does:
 * tests/e2e/notices.spec.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wellFormed } from '../../src/content/clean-text'
import { contentQuery } from '../../src/content/options'
import { read } from '../../tools/site-build/site-build'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { API_VERSION, LOCAL_DATASET } from '../../contract/constants'
import type { NOTICES_QUERY_RESULT } from '../../src/content/sanity.types'

const SHIP = '\u{1F6A2}'
/** The ship emoji cut in half: its high surrogate alone, then its low one alone. */
const CUT = `Cyclone ${SHIP.slice(0, 1)} closes the port ${SHIP.slice(1)}${SHIP}`

describe('CMS text as a page can carry it', () => {
  it('drops a lone surrogate from every text, keys included, and keeps whole emoji and everything else', () => {
    expect(JSON.stringify(CUT)).toMatch(/\\ud83d closes/)
    const cleaned = wellFormed({ title: CUT, list: [CUT, 3, null, true], [`k${SHIP.slice(0, 1)}`]: { deep: CUT } })
    expect(cleaned).toEqual({
      title: `Cyclone  closes the port ${SHIP}`,
      list: [`Cyclone  closes the port ${SHIP}`, 3, null, true],
      k: { deep: `Cyclone  closes the port ${SHIP}` },
    })
    expect(JSON.stringify(cleaned)).not.toMatch(/\\ud[89ab]/i)
    const bytes = new ArrayBuffer(4)
    expect(wellFormed(bytes)).toBe(bytes)
  })
})

describe('where query results arrive', () => {
  let api: Awaited<ReturnType<typeof startContentApi>>
  beforeAll(async () => {
    api = await startContentApi({ store: new ContentStore() })
    process.env.LOCAL_CONTENT_API_URL = api.url
    const notice = {
      _id: 'notice.cut',
      _type: 'notice',
      title: CUT,
      slug: { _type: 'slug', current: 'cut' },
      kind: 'notice',
      topic: 'emergency',
      publishedAt: '2026-11-25',
      summary: CUT,
    }
    const res = await fetch(`${api.url}/v${API_VERSION}/data/mutate/${LOCAL_DATASET}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mutations: [{ createOrReplace: notice }] }),
    })
    expect(res.ok).toBe(true)
  })
  afterAll(() => api.close())

  it("a page's query (its loader at build, the refresh after hydration) gets the text cleaned", async () => {
    const options = contentQuery('NOTICES_QUERY', { slug: 'cut', ids: ['notice.cut'], previous: '', next: '' })
    const result = (await (options.queryFn as (context: { signal: AbortSignal }) => Promise<NOTICES_QUERY_RESULT>)({
      signal: new AbortController().signal,
    })) as NOTICES_QUERY_RESULT
    expect(result.notice?.title).toBe(`Cyclone  closes the port ${SHIP}`)
    expect(result.notices[0]?.summary).toBe(`Cyclone  closes the port ${SHIP}`)
  })

  it("the build's own reads (the alert banner, the feeds, the search words) get it cleaned too", async () => {
    expect(await read(Promise.resolve({ alerts: [{ title: CUT }] }), 'ALERTS_QUERY')).toEqual({
      alerts: [{ title: `Cyclone  closes the port ${SHIP}` }],
    })
  })
})
