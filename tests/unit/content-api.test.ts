/**
 * Contract tests: the real @sanity/client against the local content API.
 */
import { ClientError, createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ContentStore, startContentApi } from '../../local/content-api'
import { clientConfig } from '../../src/content/config'

const docs = [
  { _id: 'port-a', _type: 'port', name: 'Alpha', slug: { _type: 'slug', current: 'alpha' }, order: 1, partner: { _type: 'reference', _ref: 'partner-1' } },
  { _id: 'port-b', _type: 'port', name: 'Bravo', slug: { _type: 'slug', current: 'bravo' }, order: 2 },
  { _id: 'drafts.port-a', _type: 'port', name: 'Alpha (draft)', slug: { _type: 'slug', current: 'alpha' }, order: 1 },
  { _id: 'drafts.port-new', _type: 'port', name: 'Unpublished', slug: { _type: 'slug', current: 'new' }, order: 3 },
  { _id: 'partner-1', _type: 'partner', name: 'Harbour Agency' },
]

let api: Awaited<ReturnType<typeof startContentApi>>
let client: SanityClient

beforeAll(async () => {
  api = await startContentApi({ store: new ContentStore(structuredClone(docs)), assets: new Map() })
  client = createClient(clientConfig({ localApiUrl: api.url }))
})
afterAll(() => api.close())

describe('query', () => {
  it('returns only published documents by default', async () => {
    const names = await client.fetch<string[]>('*[_type == "port"] | order(order asc).name')
    expect(names).toEqual(['Alpha', 'Bravo'])
  })

  it('overlays drafts with perspective drafts, rewriting ids', async () => {
    const ports = await client.fetch<Array<{ _id: string; _originalId?: string; name: string }>>(
      '*[_type == "port"] | order(order asc){ _id, _originalId, name }',
      {},
      { perspective: 'drafts' },
    )
    expect(ports).toEqual([
      { _id: 'port-a', _originalId: 'drafts.port-a', name: 'Alpha (draft)' },
      { _id: 'port-b', _originalId: null, name: 'Bravo' },
      { _id: 'port-new', _originalId: 'drafts.port-new', name: 'Unpublished' },
    ])
  })

  it('returns everything with perspective raw', async () => {
    const count = await client.fetch<number>('count(*[_type == "port"])', {}, { perspective: 'raw' })
    expect(count).toBe(4)
  })

  it('encodes parameters and resolves references', async () => {
    const port = await client.fetch('*[_type == "port" && slug.current == $slug][0]{ name, "partner": partner->name }', { slug: 'alpha' })
    expect(port).toEqual({ name: 'Alpha', partner: 'Harbour Agency' })
    const many = await client.fetch('*[_type == "port" && slug.current in $slugs].name', { slugs: ['alpha', 'bravo'] })
    expect(many).toHaveLength(2)
  })

  it('answers long queries sent by POST', async () => {
    const padding = ' '.repeat(12_000)
    const name = await client.fetch(`*[_id == $id][0].name${padding}`, { id: 'port-b' })
    expect(name).toBe('Bravo')
  })

  it('rejects malformed GROQ with a ClientError carrying the description', async () => {
    const error = await client.fetch('*[_type == ').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientError)
    expect((error as { statusCode: number }).statusCode).toBe(400)
    expect((error as Error).message).toMatch(/Unexpected end of query/)
    expect((error as { response: { body: { error: { type: string } } } }).response.body.error.type).toBe('queryParseError')
  })

  it('rejects GROQ it cannot evaluate with a 400, not a crash', async () => {
    const error = await client.fetch('*[text::query("x")]').catch((e: unknown) => e)
    expect((error as { statusCode: number }).statusCode).toBe(400)
  })
})

describe('documents and mutations', () => {
  it('gets a document by id, and undefined for a missing one', async () => {
    expect(await client.getDocument('port-b')).toMatchObject({ _id: 'port-b', name: 'Bravo' })
    expect(await client.getDocument('nope')).toBeUndefined()
  })

  it('creates, patches and deletes, visible to the next query', async () => {
    await client.createOrReplace({ _id: 'port-c', _type: 'port', name: 'Charlie', order: 5 })
    await client.patch('port-c').set({ name: 'Charlie Point' }).commit()
    expect(await client.fetch('*[_id == "port-c"][0].name')).toBe('Charlie Point')
    await client.delete('port-c')
    expect(await client.fetch('*[_id == "port-c"][0]')).toBeNull()
  })

  it('refuses to create a document that exists', async () => {
    const error = await client.create({ _id: 'port-b', _type: 'port', name: 'Dup' }).catch((e: unknown) => e)
    expect((error as { statusCode: number }).statusCode).toBe(409)
  })
})

describe('HTTP details', () => {
  it('answers CORS preflight for the headers the browser client sends', async () => {
    const res = await fetch(`${api.url}/v2025-02-19/data/query/production?query=*`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Headers': 'x-sanity-project-id' },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-headers')).toContain('x-sanity-project-id')
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('answers JSON with the content type the client needs', async () => {
    const res = await fetch(`${api.url}/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*)')}`)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toMatchObject({ result: 3, ms: expect.any(Number) })
  })

  it('rejects an unknown dataset with 404', async () => {
    const res = await fetch(`${api.url}/v2025-02-19/data/query/other?query=*`)
    expect(res.status).toBe(404)
  })
})
