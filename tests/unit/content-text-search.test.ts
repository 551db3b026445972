/**
 * The Studio's search, as Studio 6.16 sends it (its own `createSearch` with this project's schema
 * and the `groq2024` strategy it uses by default), through the real @sanity/client against the
 * local content API over the seed; and the rules of `text::query()` on the local content store
 * (tools/stand-ins/content/text-search.ts).
 */
import { createClient, type SanityClient } from '@sanity/client'
import { lastValueFrom } from 'rxjs'
import { createSchema, createSearch, getSearchableTypes } from 'sanity'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaTypes } from '../../schemas/index.ts'
import { clientConfig } from '../../src/content/config'
import { seedDocuments } from '../../tools/stand-ins/content/assets'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'

let api: Awaited<ReturnType<typeof startContentApi>>
let client: SanityClient
/** Every query the Studio's search sent. */
const sent: string[] = []

/** The client the Studio's search is given, recording what it sends (it may ask for another API version). */
function recording(base: SanityClient): SanityClient {
  const fetch = base.observable.fetch.bind(base.observable)
  base.observable.fetch = ((query: string, ...rest: unknown[]) => {
    sent.push(query)
    return (fetch as (...args: unknown[]) => unknown)(query, ...rest)
  }) as typeof base.observable.fetch
  const withConfig = base.withConfig.bind(base)
  base.withConfig = ((config) => recording(withConfig(config))) as typeof base.withConfig
  return base
}

const schema = createSchema({ name: 'default', types: schemaTypes })
type Search = ReturnType<typeof createSearch>

/** What the Studio's search box lists for the words typed, in its order: the documents' ids. */
async function studioSearch(words: string): Promise<string[]> {
  const search: Search = createSearch(
    getSearchableTypes(schema as never),
    recording(client) as never,
    {
      strategy: 'groq2024',
      perspective: 'drafts',
    } as never,
  )
  const result = (await lastValueFrom(search(words, { limit: 10 } as never))) as { hits: Array<{ hit: { _id: string } }> }
  return result.hits.map(({ hit }) => hit._id)
}

beforeAll(async () => {
  const { documents } = await seedDocuments()
  api = await startContentApi({ store: new ContentStore(documents) })
  client = createClient(clientConfig({ localApiUrl: api.url }))
})
afterAll(() => api.close())

describe("the Studio's search", () => {
  it('lists first the page copy that holds the words typed', async () => {
    // Two page copies hold the words: the layout's buttons ("Keep for offline: {count} documents, …") and
    // the site search's offline page, which says where the button is. Both come before anything else.
    const keep = await studioSearch('Keep for offline')
    expect(keep.slice(0, 2).sort()).toEqual(['pageCopy.layout', 'pageCopy.search'])
    // The port page's copy has the button "Call 24/7 Hotline"; the contact page's the same words apart.
    const hotline = await studioSearch('Call 24/7 Hotline')
    expect(hotline[0]).toBe('pageCopy.port')
    expect(hotline).toContain('pageCopy.contact')
  })

  it("sends the query with text::query(), score() and boost(), and weighs page copy's and sections' titles as a document's title", async () => {
    sent.length = 0
    await studioSearch('salvage')
    const query = sent.find((text) => text.includes('score('))!
    expect(query).toContain('[@, _id] match text::query($__query)')
    // Within the search's depth, so Sanity's API weighs them alike (schemas/block-fields.ts SEARCHED_AS_TITLE).
    for (const path of ['sections[].items[].title', 'sections[].heading', 'hero.title', 'blocks[].heading', 'blocks[].items[].title']) {
      expect(query, path).toMatch(new RegExp(`&& ${path.replace(/[[\].]/g, '\\$&')} match text::query\\(\\$__query\\), 10\\)`))
    }
  })
})

describe('text::query() on the local content store', () => {
  const doc = (id: string, title: string, body = '') => ({ _id: id, _type: 'note', title, body })
  const store = () =>
    new ContentStore([
      doc('scattered', 'Keep the guides on this phone for use offline'),
      doc('phrase', 'Keep for offline the guides on this phone'),
      doc('one-word', 'Offline guides'),
      doc('other', 'Call the hotline', 'Guides for offline use, kept for you'),
    ])
  const search = async (query: string, q: string) => (await store().query(query, { q }, 'published')) as unknown

  it('ranks the exact phrase above the same words scattered, in score order', async () => {
    const ranked = (await search(
      '*[_type == "note"] | score([@, _id] match text::query($q)) [_score > 0] { _id, _score } | order(_score desc)',
      'keep for offline*',
    )) as Array<{ _id: string; _score: number }>
    expect(ranked.map(({ _id }) => _id)).toEqual(['phrase', 'scattered'])
    expect(ranked[0]!._score).toBeGreaterThan(ranked[1]!._score)
  })

  it('requires every word, takes "a phrase" as its words in a row, and leaves -words out', async () => {
    const ids = (q: string) => search('*[[@, _id] match text::query($q)] | order(_id)._id', q)
    expect(await ids('guides offline')).toEqual(['one-word', 'other', 'phrase', 'scattered'])
    expect(await ids('keep offline')).toEqual(['phrase', 'scattered'])
    expect(await ids('"for offline"')).toEqual(['other', 'phrase'])
    expect(await ids('offline -keep')).toEqual(['one-word', 'other'])
    expect(await ids('hot*')).toEqual(['other'])
  })

  it('multiplies what a match is worth by its boost, and lists in score order', async () => {
    const scores = (boost: string) =>
      search(`*[_type == "note"] | score(${boost}) [_score > 0] | order(_score desc) { _id, _score }`, 'guides') as Promise<
        Array<{ _id: string; _score: number }>
      >
    const plain = await scores('title match text::query($q)')
    const boosted = await scores('boost(title match text::query($q), 10)')
    expect(boosted.map(({ _id }) => _id)).toEqual(plain.map(({ _id }) => _id))
    boosted.forEach(({ _score }, i) => expect(_score).toBeCloseTo(plain[i]!._score * 10))
    // The shortest title holding the word is worth most.
    expect(boosted[0]!._id).toBe('one-word')
  })

  it('answers whole documents without what it worked out for the search', async () => {
    const [found] = (await search('*[[@, _id] match text::query($q)] | score(title match text::query($q))', 'hotline')) as Array<
      Record<string, unknown>
    >
    expect(Object.keys(found!).sort()).toEqual(['_createdAt', '_id', '_rev', '_score', '_type', '_updatedAt', 'body', 'title'])
  })
})
