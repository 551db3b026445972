/**
 * `npm run content:migrate` (seed/migrate-page-blocks.ts) against the local content API with the real
 * @sanity/client: a dataset from before pages were built from sections keeps a page's text in `body`;
 * once migrated, the page (and its draft) shows that text as its one rich-text section, `body` is
 * gone, and the site's query returns it. A page with sections is left; a second run changes nothing.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_VERSION, DEFAULT_DATASET, LOCAL_PROJECT_ID } from '../../contract/constants'
import { documents } from '../../seed/content'
import { pt } from '../../seed/helpers'
import { migratePageBodies, sectionsFromBody } from '../../seed/migrate-page-blocks'
import { PAGE_QUERY } from '../../src/content/queries'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'

const BODY = pt('Our partner programme gives you a desk at every port.', '## What partners get', '- Packs in under 2 hours')
/** The Partner Portal as a dataset of before held it: a title and a body, no sections. */
const old = (id: string) => {
  const page = structuredClone(documents.find((doc) => doc._id === 'page.agents-partner')!)
  delete page.blocks
  return { ...page, _id: id, body: BODY }
}

let api: Awaited<ReturnType<typeof startContentApi>>
let client: SanityClient

beforeAll(async () => {
  const dataset = documents.filter((doc) => doc._id !== 'page.agents-partner')
  api = await startContentApi({
    store: new ContentStore(structuredClone([...dataset, old('page.agents-partner'), old('drafts.page.agents-partner')]) as never),
  })
  client = createClient({
    projectId: LOCAL_PROJECT_ID,
    dataset: DEFAULT_DATASET,
    apiHost: api.url,
    useProjectHostname: false,
    apiVersion: API_VERSION,
    useCdn: false,
  })
})
afterAll(() => api.close())

describe('npm run content:migrate', () => {
  it("makes an old page's body its one rich-text section, in the published page and its draft", async () => {
    const before = await client.fetch(PAGE_QUERY, { slug: 'agents/partner' })
    expect(before.page?.blocks).toBeNull()

    expect(await migratePageBodies(client, { dryRun: true })).toEqual({
      moved: ['page.agents-partner', 'drafts.page.agents-partner'],
      left: [],
    })
    expect((await client.fetch(PAGE_QUERY, { slug: 'agents/partner' })).page?.blocks).toBeNull()

    expect(await migratePageBodies(client)).toEqual({ moved: ['page.agents-partner', 'drafts.page.agents-partner'], left: [] })
    const { page } = await client.fetch(PAGE_QUERY, { slug: 'agents/partner' })
    expect(page?.blocks?.map((block) => block._type)).toEqual(['richTextBlock'])
    const section = page!.blocks![0]
    expect(section._type === 'richTextBlock' && section.body?.map((block) => block._key)).toEqual(BODY.map((block) => block._key))
    const stored = await client.fetch<Array<{ _id: string }>>(
      '*[_id in ["page.agents-partner", "drafts.page.agents-partner"]] | order(_id asc){ _id, body, "sections": count(blocks) }',
      {},
      { perspective: 'raw' },
    )
    expect(stored).toEqual([
      { _id: 'drafts.page.agents-partner', body: null, sections: 1 },
      { _id: 'page.agents-partner', body: null, sections: 1 },
    ])
  })

  it('leaves pages with sections as they are, and a second run changes nothing', async () => {
    await client.patch('page.insurers-hub').set({ body: BODY }).commit()
    expect(await migratePageBodies(client)).toEqual({ moved: [], left: ['page.insurers-hub'] })
    expect(sectionsFromBody({ _id: 'page.x', body: [] })).toBeUndefined()
  })
})
