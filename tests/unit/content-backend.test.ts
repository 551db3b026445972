/**
 * The local content backend as the Studio and the site use it, with the real @sanity/client:
 * its store (persistence across restarts), the image CDN, listen, one owner per store across
 * processes, and bad input answered with Sanity's 4xx shape while the server keeps answering.
 * Its Actions API, revisions and history: content-actions.test.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createClient, type MutationEvent, type SanityClient } from '@sanity/client'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { clientConfig, LOCAL_DATASET, LOCAL_PROJECT_ID } from '../../src/content/config'
import { createImageUrlBuilder } from '@sanity/image-url'
import { action, type Backend, edit, openBackend, removeTempDirs, STUDIO, tempDir } from './content-backend-harness'

afterAll(removeTempDirs)

let api: Backend
let client: SanityClient
let dir: string

beforeEach(async () => {
  dir = tempDir()
  ;({ api, client } = await openBackend(dir))
})
afterEach(() => api.close())

async function post(
  path: string,
  body: string | Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) {
  const res = await fetch(`${api.url}/v2025-02-19/data/${path}/production`, { method: 'POST', headers, body })
  return { status: res.status, body: (await res.json()) as { error?: { type: string; description: string } } }
}

describe('the store', () => {
  it('is made from the seed on first run, in a folder of its own', async () => {
    expect(await client.fetch('*[_id == "port.mumbai"][0].responseTime')).toBe('2-4 hours')
    expect(readdirSync(join(dir, 'assets')).length).toBeGreaterThan(0)
    expect(JSON.parse(readFileSync(join(dir, 'store.json'), 'utf8')).documents.length).toBe(api.store.docs.size)
  })

  it('keeps a published change across a restart, written atomically', async () => {
    await client.action(edit('port.mumbai', { responseTime: '3-5 hours' }))
    await client.action(action('publish', { draftId: 'drafts.port.mumbai', publishedId: 'port.mumbai' }))
    await api.close()
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([])
    api = await startContentApi({ store: await ContentStore.open(dir) })
    client = createClient({ ...clientConfig({ localApiUrl: api.url }), perspective: 'raw' })
    expect(await client.fetch('*[_id in ["port.mumbai", "drafts.port.mumbai"]]{_id, responseTime}')).toEqual([
      { _id: 'port.mumbai', responseTime: '3-5 hours' },
    ])
  })

  it('says how to recover from a damaged file', async () => {
    const broken = tempDir()
    await ContentStore.open(broken)
    const { writeFileSync } = await import('node:fs')
    writeFileSync(join(broken, 'store.json'), '{"format": 1, "documents": [')
    await expect(ContentStore.open(broken)).rejects.toThrow(/npm run content:reset/)
  })
})

describe('images, as the image CDN serves them', () => {
  it("applies the editor's crop and hotspot, the width and height, fit and format that @sanity/image-url asks for", async () => {
    const { default: sharp } = await import('sharp')
    // Red on the left half, blue on the right.
    const red = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0000ff' } })
      .composite([{ input: red, left: 0, top: 0 }])
      .jpeg()
      .toBuffer()
    const upload = await fetch(`${api.url}/v2025-02-19/assets/images/production?filename=photo.jpg`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg' },
      body: photo,
    })
    const { document: asset } = (await upload.json()) as { document: { _id: string } }
    // The editor crops to the blue right half and sets a hotspot in it, as the Studio stores them; a 4:5 card 400 px wide, as the site asks.
    const image = {
      asset: { _ref: asset._id },
      crop: { top: 0, bottom: 0, left: 0.5, right: 0 },
      hotspot: { x: 0.75, y: 0.5, width: 0.2, height: 0.2 },
    }
    const url = createImageUrlBuilder({ projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, baseUrl: api.url })
      .image(image)
      .width(400)
      .height(500)
      .fit('crop')
      .auto('format')
      .url()
    expect(url).toContain('rect=')
    const webp = await fetch(url, { headers: { Accept: 'image/avif,image/webp,*/*' } })
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(webp.headers.get('vary')).toBe('Accept')
    const card = sharp(Buffer.from(await webp.arrayBuffer()))
    const meta = await card.metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 500])
    // Only the cropped part shows: blue, no red.
    const [r, , b] = (await card.stats()).channels.map((channel) => channel.max)
    expect(b).toBeGreaterThan(200)
    expect(r).toBeLessThan(40)

    const jpeg = await fetch(url, { headers: { Accept: 'image/jpeg' } })
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg')
    expect(await sharp(Buffer.from(await jpeg.arrayBuffer())).metadata()).toMatchObject({ width: 400, height: 500 })

    // No parameters: the original, untouched.
    const original = await fetch(url.split('?')[0]!)
    expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true)
    expect((await fetch(`${url.split('?')[0]}?w=abc`)).status).toBe(400)
  })
})

describe('listen', () => {
  it('reports a publish to a listener, with revisions in sequence', async () => {
    const events: MutationEvent[] = []
    const welcome = new Promise<void>((ready) => {
      const subscription = client
        .listen('*[_id in $ids]', { ids: ['port.mumbai', 'drafts.port.mumbai'] }, { events: ['welcome', 'mutation'], includeResult: true })
        .subscribe((event) => {
          if (event.type === 'welcome') ready()
          if (event.type === 'mutation') events.push(event)
          if (events.length === 3) subscription.unsubscribe()
        })
    })
    await welcome
    const published = await client.getDocument('port.mumbai')
    await client.action(edit('port.mumbai', { responseTime: '1-2 hours' }))
    const { transactionId } = await client.action(action('publish', { draftId: 'drafts.port.mumbai', publishedId: 'port.mumbai' }))
    await expect.poll(() => events.length).toBe(3)

    const [draftAppears, publishUpdate, draftGone] = [
      events[0],
      events.find((e) => e.documentId === 'port.mumbai')!,
      events.find((e) => e.transition === 'disappear')!,
    ]
    expect(draftAppears).toMatchObject({ documentId: 'drafts.port.mumbai', transition: 'appear', result: { responseTime: '1-2 hours' } })
    expect(publishUpdate).toMatchObject({
      transactionId,
      transition: 'update',
      previousRev: published!._rev,
      resultRev: transactionId,
      result: { responseTime: '1-2 hours' },
    })
    expect(draftGone).toMatchObject({ transactionId, documentId: 'drafts.port.mumbai', previousRev: draftAppears.resultRev })
    expect(publishUpdate.transactionTotalEvents).toBe(2)
  })

  it('sends the whole-document mendoza effects the Studio applies', async () => {
    const url = `${api.url}/v2025-02-19/data/listen/production?query=${encodeURIComponent('*[_id == "port.kandla"]')}&effectFormat=mendoza&includeResult=false`
    const controller = new AbortController()
    const res = await fetch(url, { signal: controller.signal })
    const reader = res.body!.getReader()
    let text = ''
    const read = async (until: string) => {
      while (!text.includes(until)) text += new TextDecoder().decode((await reader.read()).value)
    }
    await read('event: welcome')
    await client.patch('port.kandla').set({ name: 'Kandla (Deendayal)' }).commit()
    await read('event: mutation')
    controller.abort()
    const data = JSON.parse(/event: mutation\ndata: (.*)\n/.exec(text)![1])
    expect(data.result).toBeUndefined()
    expect(data.effects.apply[0]).toBe(0)
    expect(data.effects.apply[1]).toMatchObject({ _id: 'port.kandla', name: 'Kandla (Deendayal)' })
    expect(data.effects.apply[1]._rev).toBeUndefined()
  })
})

describe('bad input', () => {
  it("answers with Sanity's error shape and changes nothing", async () => {
    const unknown = await post('actions', JSON.stringify({ actions: [{ actionType: 'sanity.action.document.teleport' }] }))
    expect(unknown.status).toBe(400)
    expect(unknown.body.error?.description).toMatch(/teleport/)
    const missing = await post(
      'actions',
      JSON.stringify({ actions: [action('publish', { draftId: 'drafts.port.nowhere', publishedId: 'port.nowhere' })] }),
    )
    expect(missing.status).toBe(409)
    const malformed = await post('mutate', '{"mutations": [')
    expect(malformed).toMatchObject({ status: 400, body: { error: { type: 'invalidJson' } } })
    const notJson = await post('mutate', JSON.stringify({ mutations: [{ patch: { id: 'port.mumbai', set: { name: 'X' } } }] }), {
      'Content-Type': 'text/plain',
    })
    expect(notJson.status).toBe(415)
    expect(await client.fetch('*[_id == "port.mumbai"][0].name')).toBe('Mumbai / JNPT')
  })

  it('refuses a 20 MB body and keeps answering', async () => {
    const huge = await post('mutate', new Uint8Array(20 * 1024 * 1024).fill(97))
    expect(huge.status).toBe(413)
    expect(huge.body.error?.type).toBe('requestTooLarge')
    expect(await client.fetch('count(*[_type == "port"])')).toBe(6)
  })

  it('refuses writes from other browser origins and non-loopback host names', async () => {
    const body = JSON.stringify({ mutations: [{ patch: { id: 'port.mumbai', set: { name: 'Hacked' } } }] })
    const evil = await post('mutate', body, { 'Content-Type': 'application/json', Origin: 'https://evil.example' })
    expect(evil.status).toBe(403)
    const studio = await post('mutate', body, { 'Content-Type': 'application/json', Origin: STUDIO })
    expect(studio.status).toBe(200)
    const { request } = await import('node:http')
    const status = await new Promise<number>((done) => {
      request(`${api.url}/v2025-02-19/data/query/production?query=1`, { headers: { Host: 'rebound.example' } }, (res) =>
        done(res.statusCode!),
      ).end()
    })
    expect(status).toBe(403)
  })
})

describe('one backend for every command', () => {
  const children: ChildProcess[] = []
  afterAll(() => children.forEach((child) => child.kill('SIGKILL')))

  /** A process that joins (or starts) the machine's backend, as npm start, preview, studio and build do. */
  function join(env: Record<string, string>) {
    const child = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { ensureLocalBackend } = await import('./tools/stand-ins/content/backend.ts'); const b = await ensureLocalBackend(); console.log('joined', b.isOwner()); setInterval(() => {}, 1000)",
      ],
      {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    children.push(child)
    return new Promise<ChildProcess>((ready) =>
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('joined') && ready(child)),
    )
  }

  it('shares one store, and another process takes over when the owner stops', async () => {
    const port = String(api.port + 1000)
    const env = { LOCAL_API_PORT: port, LOCAL_STORE_DIR: tempDir() }
    const owner = await join(env)
    await join(env)
    const shared = createClient(clientConfig({ localApiUrl: `http://127.0.0.1:${port}` }))
    await shared.patch('port.mumbai').set({ responseTime: '4 hours' }).commit()
    owner.kill('SIGTERM')
    await new Promise((done) => owner.once('exit', done))
    // The follower binds the port within about a second and loads what was written.
    await expect.poll(() => shared.fetch('*[_id == "port.mumbai"][0].responseTime').catch(() => null), { timeout: 10_000 }).toBe('4 hours')
  })
})
