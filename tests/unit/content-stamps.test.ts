/**
 * The content stamp (src/content/stamp.ts, query-reads.ts, changes.ts): what each of the site's
 * queries reads covers every document whose change would change its answer, so a page that asks
 * "has anything I read changed since the build?" is never told no when it should refresh; and the
 * stamp, asked of the local content API as a page asks it, changes with a publish, an edit, an
 * unpublish or a deletion of such a document, and with nothing else.
 */
import { evaluate, parse } from 'groq-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAGE_COPY_KEYS } from '../../contract/page-copy'
import * as queries from '../../src/content/queries'
import { DOCUMENT_TYPES, queryReads } from '../../src/content/query-reads'
import { askStamps, stampChanged, type ContentReads } from '../../src/content/stamp'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { API_VERSION } from '../../contract/constants'
import { documents, type SeedDocument } from '../../seed/content'

const of = (type: string) => documents.filter((doc) => doc._type === type)
const notices = of('notice')
const noticeSlug = (notices[0]!.slug as { current: string }).current

/** Each query of the site with the parameters its pages run it with over the seed. */
const PARAMS: Record<string, Record<string, unknown>> = {
  HOME_QUERY: { count: 3 },
  PORT_QUERY: { slug: 'mumbai', count: 3 },
  PAGE_QUERY: { slug: 'insurers-hub' },
  CASE_STUDIES_QUERY: { ids: of('caseStudy').map((doc) => doc._id) },
  NOTICES_QUERY: { ids: notices.map((doc) => doc._id), slug: noticeSlug, previous: notices[1]!._id, next: notices[2]!._id },
  ALERTS_QUERY: { now: '2026-11-24T00:00:00.000Z' },
  FEED_QUERY: { topic: '', count: 20 },
  SEARCH_QUERY: { listedCopies: PAGE_COPY_KEYS },
}
const QUERIES = Object.entries(queries).filter(([name]) => name.endsWith('_QUERY')) as Array<[string, string]>

const answer = async (query: string, params: Record<string, unknown>, dataset: SeedDocument[]) =>
  (await evaluate(parse(query, { params }), { dataset, params })).get()

/** A document with every string it holds changed (not its id, type, references or keys). */
function edited(value: unknown): unknown {
  if (typeof value === 'string') return `${value} (edited)`
  if (Array.isArray(value)) return value.map(edited)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key.startsWith('_') ? inner : edited(inner)]))
  return value
}

describe('what a query reads', () => {
  it('by the types and ids its filters name, and the types its references may point to', () => {
    expect(queryReads(queries.SITE_SETTINGS_QUERY)).toEqual({ types: ['notice', 'page', 'pageCopy', 'port'], ids: ['siteSettings'] })
    expect(queryReads('*[_type in ["port", "notice"]]{ "p": partner->name }')).toEqual({
      // A field the schema does not know: every type a reference may point to.
      types: ['caseStudy', 'notice', 'page', 'pageCopy', 'port', 'sanity.imageAsset', 'teamMember', 'faq'].sort(),
      ids: [],
    })
    // Parameters, as the build knows them.
    expect(queryReads('*[_id in $ids]', { ids: ['b', 'a'] })).toEqual({ types: [], ids: ['a', 'b'] })
    // A filter on anything else reads every type.
    expect(queryReads('*[defined(slug.current)]').types).toEqual(DOCUMENT_TYPES)
    expect(queryReads('*[_type == "port" || title == "x"]').types).toEqual(DOCUMENT_TYPES)
  })

  it.each(QUERIES)('%s: every document whose change changes its answer over the seed', async (name, query) => {
    const params = PARAMS[name] ?? {}
    const reads = queryReads(query, params)
    const before = JSON.stringify(await answer(query, params, documents))
    const changes = async (dataset: SeedDocument[]) => JSON.stringify(await answer(query, params, dataset)) !== before
    const missed: string[] = []
    for (const type of new Set(documents.map((doc) => doc._type))) {
      if (reads.types.includes(type)) continue
      for (const doc of of(type)) {
        if (reads.ids.includes(doc._id)) continue
        const deleted = documents.filter((other) => other !== doc)
        const changed = documents.map((other) => (other === doc ? (edited(other) as SeedDocument) : other))
        if ((await changes(deleted)) || (await changes(changed))) missed.push(doc._id)
      }
    }
    expect(missed, JSON.stringify(reads)).toEqual([])
  })
})

describe('the stamp, asked of the local content API', () => {
  let api: Awaited<ReturnType<typeof startContentApi>>
  const run = async (query: string, params: Record<string, unknown>) => {
    const search = new URLSearchParams({ query, returnQuery: 'false', perspective: 'published' })
    for (const [key, value] of Object.entries(params)) search.set(`$${key}`, JSON.stringify(value))
    const body = (await (await fetch(`${api.url}/v${API_VERSION}/data/query/production?${search}`)).json()) as { result: unknown }
    return body.result
  }
  const mutate = async (mutations: unknown[]) => {
    const res = await fetch(`${api.url}/v${API_VERSION}/data/mutate/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutations }),
    })
    expect(res.status, await res.text()).toBe(200)
  }
  const ports: ContentReads = { types: ['port'], ids: ['siteSettings'] }
  const other: ContentReads = { types: ['caseStudy'], ids: [] }
  const stamps = async () => (await askStamps([ports, other], run)).map((stamp) => stamp!)

  beforeAll(async () => {
    api = await startContentApi({ store: new ContentStore(structuredClone(documents)) })
  })
  afterAll(() => api.close())

  it('changes with a publish, an edit, a deletion of what it covers, and nothing else', async () => {
    const [built, untouched] = await stamps()
    expect(built!.count).toBe(of('port').length + 1)
    // An edit of a document it does not cover, and a draft of one it covers: no change.
    await mutate([{ patch: { id: of('caseStudy')[0]!._id, set: { title: 'Edited' } } }])
    await mutate([{ createOrReplace: { ...of('port')[0], _id: `drafts.${of('port')[0]!._id}`, name: 'Draft' } }])
    const [drafted, otherEdited] = await stamps()
    expect(stampChanged(built!, drafted!)).toBe(false)
    expect(stampChanged(untouched!, otherEdited!)).toBe(true)
    // A port published: one more.
    await mutate([{ create: { _id: 'port.new', _type: 'port', name: 'New' } }])
    const [published] = await stamps()
    expect(published!.count).toBe(built!.count + 1)
    expect(stampChanged(built!, published!)).toBe(true)
    // Unpublished again: what the build read, as the build read it.
    await mutate([{ delete: { id: 'port.new' } }])
    const [deleted] = await stamps()
    expect(deleted).toEqual(built)
    // The settings edited (a document it covers by id).
    await mutate([{ patch: { id: 'siteSettings', set: { brandName: 'Renamed' } } }])
    const [renamed] = await stamps()
    expect(stampChanged(built!, renamed!)).toBe(true)
  })
})
