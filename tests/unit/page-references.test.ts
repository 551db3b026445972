/**
 * A document a page's section chooses (a case study, an FAQ, a team member) counts as referenced, as
 * Sanity counts it: the local content API refuses to delete it while a page shows it, naming the
 * page, and lets it go once no section chooses it.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_VERSION, DEFAULT_DATASET, LOCAL_PROJECT_ID } from '../../contract/constants'
import { documents } from '../../seed/content'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'

let api: Awaited<ReturnType<typeof startContentApi>>
let client: SanityClient

beforeAll(async () => {
  api = await startContentApi({ store: new ContentStore(structuredClone(documents) as never) })
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

describe("the documents a page's sections choose", () => {
  it('cannot be deleted while a page shows them, and can once no section chooses them', async () => {
    for (const id of ['faq.chosen.1', 'caseStudy.vadinar-pre-arrival-pack', 'teamMember.priya-raghavan']) {
      const refused = await client.delete(id).catch((error: Error) => error.message)
      expect(refused, id).toMatch(/cannot be deleted as there are references to it from "page\.(sections|insurers-hub)"/)
    }
    // The catalogue's FAQ section chooses the other question only: the first may go.
    const page = (await client.getDocument('page.sections'))!
    const blocks = (page.blocks as Array<{ _type: string; faqs?: Array<{ _ref: string }> }>).map((block) =>
      block._type === 'faqBlock' ? { ...block, faqs: block.faqs!.filter((faq) => faq._ref !== 'faq.chosen.1') } : block,
    )
    await client.patch('page.sections').set({ blocks }).commit()
    await client.delete('faq.chosen.1')
    expect(await client.getDocument('faq.chosen.1')).toBeUndefined()
  })
})
