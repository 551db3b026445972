/**
 * What the Studio's Presentation tool needs from the local content API, through the real
 * @sanity/client: drafts with Content Source Maps that name each string's document and field
 * (checked by decoding the stega the client writes from them), sync tags, and the Live Content
 * API's events when something changes.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { stegaClean, stegaEncodeSourceMap } from '@sanity/client/stega'
import { vercelStegaDecode } from '@vercel/stega'
import { firstValueFrom, filter, take, tap, toArray } from 'rxjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { seedDocuments } from '../../tools/stand-ins/content/assets'
import { controlAttributes, sourceMap } from '../../tools/stand-ins/content/source-map'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { clientConfig } from '../../src/content/config'
import { HOME_QUERY } from '../../src/content/queries/home'
import { PORT_QUERY } from '../../src/content/queries/port'
import { SITE_SETTINGS_QUERY } from '../../src/content/queries/site'
import { encode } from '../../src/content/preview'
import { mailtoHref, telHref, withoutStega } from '../../src/content/site'

let api: Awaited<ReturnType<typeof startContentApi>>
let client: SanityClient
let store: ContentStore

beforeAll(async () => {
  const { documents, assets } = await seedDocuments()
  store = new ContentStore(documents, assets)
  api = await startContentApi({ store })
  // As the Studio's client: drafts, with credentials (the Live Content API asks for them with drafts).
  client = createClient({ ...clientConfig({ localApiUrl: api.url }), perspective: 'drafts', withCredentials: true })
})
afterAll(() => api.close())

type Target = { id: string; type: string; path: string }

/** The edit intent the stega of each string names: what a click in the preview opens. */
function editTargets(result: unknown) {
  const encoded = stegaEncodeSourceMap(result, undefined, { enabled: true, studioUrl: 'http://studio.test' })
  expect(encoded).toEqual(result) // no map: nothing encoded
  return (map: Parameters<typeof stegaEncodeSourceMap>[1]) => {
    const out = stegaEncodeSourceMap(result, map, { enabled: true, studioUrl: 'http://studio.test', filter: () => true })
    const targets = new Map<string, Target>()
    const walk = (value: unknown) => {
      if (typeof value === 'string') {
        const decoded = vercelStegaDecode(value) as { origin: string; href: string } | undefined
        if (decoded) {
          const { searchParams } = new URL(decoded.href)
          targets.set(stegaClean(value), { id: searchParams.get('id')!, type: searchParams.get('type')!, path: searchParams.get('path')! })
        }
      } else if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') Object.values(value).forEach(walk)
    }
    walk(out)
    return targets
  }
}

describe('Content Source Maps', () => {
  it('never tags the fields a query compares or orders by', () => {
    const names = controlAttributes(
      '*[_type == "port" && slug.current == $slug][0]{ name, "copy": *[key == "port"][0].sections[key == "a"][0].items[meta == "b"][0].title } | order(order asc)',
      { slug: 'x' },
    )
    expect([...names].sort()).toEqual(['_type', 'current', 'key', 'meta', 'order', 'slug'])
  })

  it('maps a port page query, draft included, to the documents and fields each string comes from', async () => {
    const draft = { ...store.docs.get('port.mumbai')!, _id: 'drafts.port.mumbai', responseTime: '90 minutes (draft)' }
    store.transaction((tx) => tx.put(draft))
    const { result, resultSourceMap } = await client.fetch(
      PORT_QUERY,
      { slug: 'mumbai', count: 3 },
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    )
    expect(result.port?.responseTime).toBe('90 minutes (draft)')
    expect(resultSourceMap).toBeDefined()
    expect(resultSourceMap!.documents).toContainEqual({ _id: 'drafts.port.mumbai', _type: 'port' })
    const targets = editTargets(result)(resultSourceMap)
    expect(targets.get('90 minutes (draft)')).toMatchObject({ id: 'port.mumbai', type: 'port', path: 'responseTime' })
    const contact = result.port!.emergencyContacts![0]
    expect(targets.get(contact.role!)).toMatchObject({ id: 'port.mumbai', path: `emergencyContacts[_key=="${contact._key}"].role` })
    const heading = result.copy!.sections!.find((s) => s.heading)!
    expect(targets.get(heading.heading!)).toMatchObject({ type: 'pageCopy', path: `sections[_key=="${heading._key}"].heading` })
    // Machine values the page compares are left alone.
    expect([...targets.keys()]).not.toContain(result.port!.slug)
    expect([...targets.keys()]).not.toContain(heading.key)
    store.transaction((tx) => tx.remove('drafts.port.mumbai'))
  })

  it("makes every text of the frame clickable in the preview (the bar's phone, the footer's port links, the copyright), its phone links still dialling", async () => {
    const { result, resultSourceMap } = await client.fetch(
      SITE_SETTINGS_QUERY,
      {},
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    )
    const shown = encode({ result, resultSourceMap }) as NonNullable<typeof result>
    const target = (value: string | null | undefined) => {
      const decoded = vercelStegaDecode(value ?? '') as { href: string } | undefined
      const params = decoded && new URL(decoded.href, 'http://studio.test').searchParams
      return params && { id: params.get('id'), path: params.get('path') }
    }
    expect(target(shown.emergencyPhone)).toEqual({ id: 'siteSettings', path: 'emergencyPhone' })
    expect(telHref(shown.emergencyPhone)).toBe(telHref(result!.emergencyPhone))
    expect(telHref(shown.emergencyPhone)).toMatch(/^tel:\+\d+$/)
    for (const port of shown.footerPorts ?? []) expect(target(port.name)).toMatchObject({ path: 'name' })
    const copyright = shown.layout?.sections?.find((s) => stegaClean(s.key) === 'copyright')
    expect(target(copyright?.note)).toMatchObject({ id: 'pageCopy.layout' })
    // The support email shows encoded; its link and what the forms send read it as stored.
    expect(target(shown.supportEmail)).toEqual({ id: 'siteSettings', path: 'supportEmail' })
    expect(shown.supportEmail).not.toBe(result!.supportEmail)
    expect(mailtoHref(shown.supportEmail)).toBe(`mailto:${result!.supportEmail}`)
    expect(withoutStega(shown.supportEmail)).toBe(result!.supportEmail)
    // What the site compares stays as stored.
    expect(shown.layout?.sections?.map((s) => s.key)).toEqual(result!.layout?.sections?.map((s) => s.key))
  })

  it("leaves the choices the site compares unencoded: a port contact's source, an inserted company contact's setting", async () => {
    const { result, resultSourceMap } = await client.fetch(
      '{ "ports": *[_type == "port"], "pages": *[_type == "page"] }',
      {},
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    )
    const shown = encode({ result, resultSourceMap })
    const choices = (value: unknown, found: string[] = []): string[] => {
      if (Array.isArray(value)) value.forEach((item) => choices(item, found))
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value))
          if ((key === 'source' || key === 'setting') && typeof inner === 'string') found.push(`${key}=${inner}`)
          else choices(inner, found)
      return found
    }
    expect(choices(result)).toEqual(expect.arrayContaining(['source=company', 'setting=emergencyPhone']))
    expect(choices(shown)).toEqual(choices(result))
  })

  it('maps values joined from other documents to theirs, and the text of portable text to its field', async () => {
    const { result, resultSourceMap } = await client.fetch(
      SITE_SETTINGS_QUERY,
      {},
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    )
    const targets = editTargets(result)(resultSourceMap)
    expect(targets.get(result!.brandName!)).toMatchObject({ id: 'siteSettings', path: 'brandName' })
    expect(targets.get(result!.footerPorts![0].name!)).toMatchObject({ type: 'port', path: 'name' })
    const text = await client.fetch<{ intro: string }>(
      '*[_id == "pageCopy.layout"][0]{ "intro": pt::text(sections[key == "newsletter"][0].body) }',
      {},
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    )
    expect(editTargets(text.result)(text.resultSourceMap).get(text.result.intro)).toMatchObject({
      type: 'pageCopy',
      path: expect.stringMatching(/^sections\[_key=="[^"]+"\]\.body$/),
    })
  })

  it('maps every visible string of the home page', async () => {
    const { result, resultSourceMap } = await client.fetch(
      HOME_QUERY,
      { count: 3 },
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    )
    const targets = editTargets(result)(resultSourceMap)
    expect(targets.get(result.copy!.hero!.title!)).toMatchObject({ type: 'pageCopy', path: 'hero.title' })
    expect(targets.size).toBeGreaterThan(40)
  })

  it('gives no map rather than a wrong one, and none unless asked', async () => {
    const plain = await client.fetch('*[_type == "port"][0]{ name }', {}, { filterResponse: false })
    expect(plain.resultSourceMap).toBeUndefined()
    expect(plain.syncTags).toEqual(['s1:local-dataset'])
    // upper() would change a tagged string: what a function transforms is never mapped, what passes through is.
    const changed = await client.fetch(
      '*[_id == "port.mumbai"][0]{ "shout": upper(name), name, "full": coalesce(fullName, name) }',
      {},
      { filterResponse: false, resultSourceMap: 'withKeyArraySelector' },
    )
    expect(Object.keys(changed.resultSourceMap!.mappings)).toEqual(["$['full']"])
    // A result that is not the query's value over these documents gets no map at all.
    const docs = store.view('published')
    expect(await sourceMap('*[_id == "port.mumbai"][0]{ fullName }', {}, docs, { fullName: 'Something else' })).toBeUndefined()
    expect(
      await sourceMap('*[_id == "port.mumbai"][0]{ fullName }', {}, docs, { fullName: store.docs.get('port.mumbai')!.fullName }),
    ).toBeDefined()
  })
})

describe('Live Content API', () => {
  it('announces each committed change with the sync tags queries carry; drafts only when asked', async () => {
    const published = client.withConfig({ perspective: 'published' })
    // Each stream connected (its welcome) before anything changes.
    const welcomed = new Set<string>()
    const welcome = <E extends { type: string }>(name: string) => tap<E>((e) => void (e.type === 'welcome' && welcomed.add(name)))
    const everything = firstValueFrom(
      client.live.events({ includeDrafts: true }).pipe(
        welcome('drafts'),
        filter((e) => e.type === 'message'),
        take(2),
        toArray(),
      ),
    )
    const publishedOnly = firstValueFrom(
      published.live.events().pipe(
        welcome('published'),
        filter((e) => e.type === 'message'),
        take(1),
        toArray(),
      ),
    )
    await vi.waitFor(() => expect([...welcomed].sort()).toEqual(['drafts', 'published']), { timeout: 10_000 })
    const doc = store.docs.get('port.mundra')!
    store.transaction((tx) => tx.put({ ...doc, _id: 'drafts.port.mundra', name: 'Mundra (draft)' }))
    store.transaction((tx) => tx.put({ ...doc, name: 'Mundra' }))
    const [draftEvent, publishEvent] = await everything
    expect(draftEvent).toMatchObject({ type: 'message', tags: ['s1:local-dataset'] })
    expect(publishEvent.type).toBe('message')
    const [onlyPublished] = await publishedOnly
    expect(onlyPublished).toMatchObject({ type: 'message', id: (publishEvent as { id: string }).id })
  })
})
