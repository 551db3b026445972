/**
 * A page's size does not grow with the site (issues 25, 32): every page's content, as its loader asks
 * the CMS for it (the real @sanity/client against the local content API, the site's own queries),
 * is the same size with 50 ports, 25 case studies and 200 notices as with the seed's 6, 3 and 5, but for the two
 * pages that list every port on purpose: the directory (/ports), the pre-arrival form's port
 * list and /search's list of every page (ports and case studies by name, for a visitor without
 * JavaScript), each by a bounded number of bytes per port. That content is what a page carries twice
 * (in its HTML and its .data file), and what its HTML is rendered from.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientConfig } from '../../src/content/config'
import { listPage } from '../../src/content/pages'
import { neighbours, noticeListPage, type NoticeIndex } from '../../src/content/notices'
import * as queries from '../../src/content/queries'
import { PAGES } from '../../studio/presentation'
import { SEARCH_LISTED_PAGES } from '../../contract/routes'
import { scaledDocuments } from '../../tools/bench/scaled-content'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { withClockedFetch } from '../../tools/site-build/cms-paths'

const PORTS = 50
const SEED_PORTS = 6
const NOTICES = 200

type Api = Awaited<ReturnType<typeof startContentApi>>
const apis: Api[] = []
let seed: SanityClient
let grown: SanityClient

async function clientOver(documents: ReturnType<typeof scaledDocuments>) {
  const api = await startContentApi({ store: new ContentStore(structuredClone(documents)) })
  apis.push(api)
  // Given the clock as the pages' content layer gives it (`$now`: contract/clock.ts).
  return withClockedFetch(createClient(clientConfig({ localApiUrl: api.url })))
}

beforeAll(async () => {
  seed = await clientOver(scaledDocuments(SEED_PORTS, 3))
  grown = await clientOver(scaledDocuments(PORTS, 25, NOTICES))
})
afterAll(() => Promise.all(apis.map((api) => api.close())))

/**
 * The parameters a page's loader passes its query: a port's or page's slug, a list page's ids (its
 * first page), a notice's slug and neighbours, and how many of the latest notices the home and port
 * pages show (the site settings').
 */
async function paramsOf(client: SanityClient, query: string, path = '') {
  if (query === queries.CASE_STUDIES_QUERY) {
    const { ids, perPage } = await client.fetch(queries.CASE_STUDY_PAGES_QUERY)
    return { ids: listPage(ids, perPage, 1)!.ids }
  }
  if (query === queries.SEARCH_QUERY) return { listedCopies: SEARCH_LISTED_PAGES.map((page) => page.copy) }
  if (query === queries.NOTICES_QUERY) {
    const index = (await client.fetch(queries.NOTICE_INDEX_QUERY)) as NoticeIndex
    return path.endsWith(':slug')
      ? { slug: 'dgs-msn-05-2025', ids: [], ...neighbours(index, 'dgs-msn-05-2025') }
      : { slug: '', ids: noticeListPage(index, undefined, 1)!.ids, previous: '', next: '' }
  }
  const { latestNotices } = (await client.fetch(queries.SITE_SETTINGS_QUERY))!
  // Paradip: a port the seed's notices name as many times as its page lists (an alert among them).
  return { slug: query === queries.PAGE_QUERY ? 'insurers-hub' : query === queries.PORT_QUERY ? 'paradip' : 'mumbai', count: latestNotices }
}

/** The bytes of a page's content (its loader's query, with the page's parameters) in a store. */
async function bytes(client: SanityClient, query: string, path?: string) {
  return JSON.stringify(await client.fetch(query, await paramsOf(client, query, path))).length
}

/** The pages allowed to grow with the ports, and by how many bytes of content a port at most. */
const PER_PORT: Record<string, number> = { '/ports': 150, '/port-call-compliance': 40, '/search': 150 }

describe('a page’s content with 50 ports, 25 case studies and 200 notices, against the seed’s', () => {
  it('the case studies fall into pages of the size the site settings set, the first as the seed’s', async () => {
    const { ids, perPage } = await grown.fetch(queries.CASE_STUDY_PAGES_QUERY)
    expect([ids.length, perPage]).toEqual([25, 3])
    expect(listPage(ids, perPage, 9)!.ids).toHaveLength(1)
    expect(listPage(ids, perPage, 10)).toBeNull()
    const first = await grown.fetch(queries.CASE_STUDIES_QUERY, await paramsOf(grown, queries.CASE_STUDIES_QUERY))
    expect(first.caseStudies.map((study) => study._id)).toEqual((await seed.fetch(queries.CASE_STUDY_PAGES_QUERY)).ids)
  })

  it('the notices fall into pages of the size the site settings set, the first holding the newest; a port page lists only notices naming it, the latest few', async () => {
    const index = (await grown.fetch(queries.NOTICE_INDEX_QUERY)) as NoticeIndex
    expect(index.notices).toHaveLength(NOTICES)
    const first = noticeListPage(index, undefined, 1)!
    expect([first.ids.length, first.pages]).toEqual([index.perPage, Math.ceil(NOTICES / index.perPage!)])
    const dates = index.notices.map((notice) => notice.publishedAt!)
    expect(dates).toEqual([...dates].sort().reverse())
    // Mumbai is named by the MSN summary (and its copies) alone; Paradip by the alerts too.
    const { port, noticeWords } = await grown.fetch(queries.PORT_QUERY, { slug: 'mumbai', count: 3 })
    expect(port!.notices).toHaveLength(3)
    expect(noticeWords).toHaveLength(3)
    for (const notice of port!.notices) expect(notice.title).toMatch(/^DGS MSN 05\/2025/)
  })

  it('the frame of every page (header, footer, site settings) is the same size', async () => {
    expect(await bytes(grown, queries.SITE_SETTINGS_QUERY)).toBe(await bytes(seed, queries.SITE_SETTINGS_QUERY))
  })

  for (const page of PAGES) {
    it(`${page.path}: ${page.path in PER_PORT ? `at most ${PER_PORT[page.path]} bytes more a port` : 'within 10%'}`, async () => {
      const query = queries[page.query]
      const [before, after] = [await bytes(seed, query, page.path), await bytes(grown, query, page.path)]
      if (page.path in PER_PORT) {
        expect(after).toBeGreaterThan(before)
        expect((after - before) / (PORTS - SEED_PORTS)).toBeLessThanOrEqual(PER_PORT[page.path])
      } else expect(after, `${before} bytes with the seed`).toBeLessThanOrEqual(before * 1.1)
    })
  }
})
