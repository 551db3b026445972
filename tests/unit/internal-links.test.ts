/**
 * Links to ports and pages by reference: the real @sanity/client and the site's own queries
 * against the local content API over the seed. Renaming a slug changes the address every link
 * to it shows, in copy items (the footer's Partner Portal) and in rich text (a CMS page's link
 * to a port), so no link breaks. (The Studio's rule of one kind of link per item: schema-rules.test.ts.)
 */
import { createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { documents } from '../../seed/content'
import { section } from '../../src/content/copy'
import { clientConfig } from '../../src/content/config'
import { PAGE_QUERY, SITE_SETTINGS_QUERY } from '../../src/content/queries'

let api: Awaited<ReturnType<typeof startContentApi>>
let client: SanityClient

beforeAll(async () => {
  api = await startContentApi({ store: new ContentStore(structuredClone(documents) as never) })
  client = createClient(clientConfig({ localApiUrl: api.url }))
})
afterAll(() => api.close())

async function footerResources() {
  const settings = await client.fetch(SITE_SETTINGS_QUERY)
  return (section(settings?.layout, 'footer-resources').items ?? []).map((item) => `${item.title} ${item.href}`)
}

/** A page's rich-text sections' text, as the page receives it. */
async function richTextOf(slug: string) {
  const { page } = await client.fetch(PAGE_QUERY, { slug })
  return (page?.blocks ?? []).flatMap((block) => (block._type === 'richTextBlock' ? (block.body ?? []) : []))
}

async function portLinksOf(slug: string) {
  return (await richTextOf(slug))
    .flatMap((block) => ('markDefs' in block ? (block.markDefs ?? []) : []))
    .flatMap((def) => (def._type === 'internalLink' ? [def.href] : []))
}

describe('links to ports and pages by reference', () => {
  it("resolve to the documents' addresses", async () => {
    expect(await footerResources()).toEqual(expect.arrayContaining(['Partner Portal /agents/partner', 'Insurers Hub /insurers-hub']))
    expect(await portLinksOf('agents/partner')).toEqual(['/ports/mumbai'])
  })

  it('follow a renamed slug', async () => {
    await client.patch('page.agents-partner').set({ 'slug.current': 'agents/partners' }).commit()
    await client.patch('port.mumbai').set({ 'slug.current': 'mumbai-jnpt' }).commit()
    expect(await footerResources()).toEqual(expect.arrayContaining(['Partner Portal /agents/partners']))
    expect(await portLinksOf('agents/partners')).toEqual(['/ports/mumbai-jnpt'])
  })
})

describe('rich text as the pages receive it', () => {
  it('leaves out a line with no text (an Enter at the end of a body), which would render as an empty paragraph', async () => {
    const empty = {
      _type: 'block',
      _key: 'empty',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's', text: '', marks: [] }],
    }
    const before = await richTextOf('insurers-hub')
    const { page } = await client.fetch(PAGE_QUERY, { slug: 'insurers-hub' })
    const section = page!.blocks!.find((block) => block._type === 'richTextBlock')!
    await client.patch('page.insurers-hub').append(`blocks[_key=="${section._key}"].body`, [empty]).commit()
    const after = await richTextOf('insurers-hub')
    expect(after).toHaveLength(before.length)
    expect(after.some((block) => block._key === 'empty')).toBe(false)
  })
})
