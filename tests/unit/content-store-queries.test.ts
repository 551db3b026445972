/**
 * The local content store answers a build's thousands of queries from what it already worked out
 * (each perspective's documents, an index by id for `->`, recent results): these tests hold that
 * such reuse never shows a stale or wrong answer.
 */
import { describe, expect, it } from 'vitest'
import { ContentStore } from '../../tools/stand-ins/content/store'

const port = (id: string, name: string, zone?: string) => ({
  _id: id,
  _type: 'port',
  name,
  slug: { _type: 'slug', current: id },
  ...(zone ? { zone: { _type: 'reference', _ref: zone } } : {}),
})
const zone = (id: string, title: string) => ({ _id: id, _type: 'coverageZone', zone: title })
const PORT_WITH_ZONE = '*[_type == "port" && slug.current == $slug][0]{ name, "zone": zone->zone }'

function store() {
  return new ContentStore([port('mumbai', 'Mumbai', 'west'), port('kochi', 'Kochi'), zone('west', 'West coast')])
}

describe('queries on the local content store', () => {
  it('answer a repeated query again after a transaction changes what it reads', async () => {
    const content = store()
    expect(await content.query(PORT_WITH_ZONE, { slug: 'mumbai' }, 'published')).toEqual({ name: 'Mumbai', zone: 'West coast' })
    content.transaction((tx) => tx.patch('west', { set: { zone: 'Western seaboard' } }))
    expect(await content.query(PORT_WITH_ZONE, { slug: 'mumbai' }, 'published')).toEqual({ name: 'Mumbai', zone: 'Western seaboard' })
    content.transaction((tx) => tx.remove('kochi'))
    expect(await content.query('count(*[_type == "port"])', {}, 'published')).toBe(1)
  })

  it('follow `->` within the perspective asked for: drafts in the drafts perspective, never in published', async () => {
    const content = store()
    content.transaction((tx) => tx.put(zone('drafts.west', 'West coast (draft)')))
    expect(await content.query(PORT_WITH_ZONE, { slug: 'mumbai' }, 'published')).toEqual({ name: 'Mumbai', zone: 'West coast' })
    expect(await content.query(PORT_WITH_ZONE, { slug: 'mumbai' }, 'drafts')).toEqual({ name: 'Mumbai', zone: 'West coast (draft)' })
    expect(await content.query('*[_id == "missing"][0]{ "zone": zone->zone }', {}, 'published')).toBeNull()
  })

  it('give each caller a copy of its own: changing one answer changes no later one', async () => {
    const content = store()
    const first = (await content.query(PORT_WITH_ZONE, { slug: 'mumbai' }, 'published')) as { name: string }
    first.name = 'changed by a caller'
    expect(await content.query(PORT_WITH_ZONE, { slug: 'mumbai' }, 'published')).toEqual({ name: 'Mumbai', zone: 'West coast' })
  })

  it("tell queries with different parameters apart, and run the Studio's full-text search", async () => {
    const content = store()
    expect(await content.query(PORT_WITH_ZONE, { slug: 'kochi' }, 'published')).toEqual({ name: 'Kochi', zone: null })
    expect(await content.query(PORT_WITH_ZONE, { slug: 'mumbai' }, 'published')).toEqual({ name: 'Mumbai', zone: 'West coast' })
    // A full-text search (text::query, rewritten to match) and a score: the Studio's search.
    const found = await content.query(
      '*[[@, _id] match text::query($q)] | score(name match "Kochi") | order(_score desc)[0].name',
      { q: 'koch*' },
      'raw',
    )
    expect(found).toBe('Kochi')
  })

  it('run a query the synchronous evaluator refuses (diff::changedAny is asynchronous only) by the asynchronous one', async () => {
    const content = store()
    const changed = '*[_id == $id][0]{ "renamed": diff::changedAny($before, @, (name)) }'
    expect(await content.query(changed, { id: 'kochi', before: port('kochi', 'Cochin') }, 'published')).toEqual({ renamed: true })
    expect(await content.query(changed, { id: 'kochi', before: port('kochi', 'Kochi') }, 'published')).toEqual({ renamed: false })
  })
})
