/**
 * Contract tests: the real @sanity/client against the local content API.
 */
import { ClientError, createClient, type SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { clientConfig } from '../../src/content/config'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { contentMiddleware } from '../../tools/vite/stand-ins'

const docs = [
  {
    _id: 'port-a',
    _type: 'port',
    name: 'Alpha',
    slug: { _type: 'slug', current: 'alpha' },
    order: 1,
    partner: { _type: 'reference', _ref: 'partner-1' },
  },
  { _id: 'port-b', _type: 'port', name: 'Bravo', slug: { _type: 'slug', current: 'bravo' }, order: 2 },
  { _id: 'drafts.port-a', _type: 'port', name: 'Alpha (draft)', slug: { _type: 'slug', current: 'alpha' }, order: 1 },
  { _id: 'drafts.port-new', _type: 'port', name: 'Unpublished', slug: { _type: 'slug', current: 'new' }, order: 3 },
  { _id: 'partner-1', _type: 'partner', name: 'Harbour Agency' },
]

let api: Awaited<ReturnType<typeof startContentApi>>
let client: SanityClient
const STUDIO = 'http://localhost:3333'

beforeAll(async () => {
  api = await startContentApi({ store: new ContentStore(structuredClone(docs)), allowedOrigins: [STUDIO] })
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
    const error = await client.fetch('*[geo::distance(a, b) > 1]').catch((e: unknown) => e)
    expect((error as { statusCode: number }).statusCode).toBe(400)
  })

  it("answers the Studio's text::query() searches by words of the document", async () => {
    const search = '*[_type in $types && [@, _id] match text::query($q)]._id'
    expect(await client.fetch(search, { types: ['port'], q: 'brav*' })).toEqual(['port-b'])
    expect(await client.fetch(search, { types: ['port'], q: '*' })).toEqual(['port-a', 'port-b'])
    expect(await client.fetch('*[_type == "port" && name match text::query($q)]._id', { q: 'alpha' })).toEqual(['port-a'])
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
  it('answers credentialed CORS for the Studio\'s origin only, never "*"', async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}/v2025-02-19/data/actions/production`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, x-sanity-project-id',
        },
      })
    const studio = await preflight(STUDIO)
    expect(studio.status).toBe(204)
    expect(studio.headers.get('access-control-allow-origin')).toBe(STUDIO)
    expect(studio.headers.get('access-control-allow-credentials')).toBe('true')
    expect(studio.headers.get('access-control-allow-headers')).toContain('x-sanity-project-id')
    const other = await preflight('https://evil.example')
    expect(other.status).toBe(403)
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
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

  it('answers a malformed percent-encoding with 400, not 500', async () => {
    for (const path of [
      'data/doc',
      'data/history/production/events/documents',
      'data/history/production/documents',
      'data/history/production/transactions',
    ]) {
      const res = await fetch(`${api.url}/v2025-02-19/${path.replace('data/doc', 'data/doc/production')}/%E0%A4%A`)
      expect(res.status, path).toBe(400)
      expect(await res.json()).toMatchObject({ error: { type: 'invalidRequest' } })
    }
  })
})

/** A POST of `size` bytes (declared, or chunked without a length) to `url`; resolves with the answer's status and body. */
function post(url: string, size: number, { declared = true } = {}) {
  return new Promise<{ status: number; body: string }>((done, fail) => {
    const req = request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(declared ? { 'Content-Length': size } : {}) },
    })
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => done({ status: res.statusCode!, body }))
    })
    req.on('error', fail)
    const chunk = Buffer.alloc(1024 * 1024, 0x20)
    let sent = 0
    const write = () => {
      while (sent < size) {
        sent += chunk.length
        if (!req.write(chunk)) return req.once('drain', write)
      }
      req.end()
    }
    write()
  })
}

describe("the site's /__content proxy", () => {
  let proxy: Server
  let base: string
  beforeAll(async () => {
    const middleware = contentMiddleware(() => Promise.resolve({ port: api.port }))
    proxy = createServer((req, res) => middleware(req, res, () => res.writeHead(404).end()))
    await new Promise<void>((done) => proxy.listen(0, '127.0.0.1', done))
    base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/__content`
  })
  afterAll(() => new Promise((done) => proxy.close(done)))

  it('forwards reads', async () => {
    const res = await fetch(`${base}/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*)')}`)
    expect(await res.json()).toMatchObject({ result: 3 })
  })

  it("forwards a query long enough to be POSTed from a page (a page with sections), and refuses a page's write", async () => {
    const page = { 'Content-Type': 'application/json', Origin: 'http://127.0.0.1:5173' }
    const query = await fetch(`${base}/v2025-02-19/data/query/production`, {
      method: 'POST',
      headers: page,
      body: JSON.stringify({ query: `count(*[${'_id != "x" && '.repeat(1000)}true])` }),
    })
    expect(await query.json()).toMatchObject({ result: 3 })
    const write = await fetch(`${base}/v2025-02-19/data/mutate/production`, {
      method: 'POST',
      headers: page,
      body: JSON.stringify({ mutations: [{ delete: { id: 'x' } }] }),
    })
    expect(write.status).toBe(403)
  })

  it('answers a body over the limit with 413, declared or not, never a 502', async () => {
    for (const declared of [true, false]) {
      const { status, body } = await post(`${base}/v2025-02-19/data/query/production`, 20 * 1024 * 1024, { declared })
      expect(status, `declared: ${declared}`).toBe(413)
      expect(JSON.parse(body)).toMatchObject({ error: { type: 'requestTooLarge' } })
    }
    // The proxy still answers afterwards.
    expect((await fetch(`${base}/v2025-02-19/data/query/production?query=1`)).status).toBe(200)
  })

  it('answers a malformed percent-encoding with 400', async () => {
    expect((await fetch(`${base}/v2025-02-19/data/doc/production/%E0%A4%A`)).status).toBe(400)
  })
})
