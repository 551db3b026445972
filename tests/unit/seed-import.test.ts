/**
 * `npm run seed` end to end, offline: the seed goes through @sanity/import (asset uploads,
 * reference strengthening, transactions) into an empty local content API, and comes out whole.
 */
import { createClient } from '@sanity/client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { documents } from '../../seed/content'
import { importSeed } from '../../seed/import'
import { clientConfig } from '../../src/content/config'

let api: Awaited<ReturnType<typeof startContentApi>>

beforeAll(async () => {
  api = await startContentApi({ store: new ContentStore() })
})
afterAll(() => api.close())

it('imports every seed document and uploads its images', async () => {
  const client = createClient({ ...clientConfig({ localApiUrl: api.url }), token: 'local-write-token' })
  const result = await importSeed(client)
  expect(result.numDocs).toBe(documents.length)

  const ids = await client.fetch<string[]>('*[!(_type match "sanity.*")]._id')
  expect(ids.sort()).toEqual(documents.map((d) => d._id).sort())

  const studies = await client.fetch<Array<{ title: string; url: string; width: number }>>(
    '*[_type == "caseStudy"]{ title, "url": image.asset->url, "width": image.asset->metadata.dimensions.width }',
  )
  expect(studies).toHaveLength(3)
  for (const study of studies) {
    expect(study.url).toMatch(/^\/__content\/images\/local\/production\/[a-f0-9]{40}-\d+x\d+\.svg$/)
    expect(study.width).toBeGreaterThan(0)
    const res = await fetch(api.url + study.url.replace('/__content', ''))
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(await res.text()).toContain('<svg')
  }
  // References are strong again once the import is done.
  expect(await client.fetch('count(*[defined(image.asset._weak) || defined(hero.image.asset._weak)])')).toBe(0)
})
