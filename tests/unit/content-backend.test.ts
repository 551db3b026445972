/**
 * The local content backend as the Studio and the site use it, with the real @sanity/client:
 * listen, the Actions API, revisions, persistence across restarts, one owner per store across
 * processes, and bad input answered with Sanity's 4xx shape while the server keeps answering.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createClient, type Action, type MutationEvent, type SanityClient } from '@sanity/client'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { clientConfig, LOCAL_DATASET, LOCAL_PROJECT_ID } from '../../src/content/config'
import { createImageUrlBuilder } from '@sanity/image-url'

const STUDIO = 'http://localhost:3333'
const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'gsi-backend-'))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

let api: Awaited<ReturnType<typeof startContentApi>>
let client: SanityClient
let dir: string

beforeEach(async () => {
  dir = tempDir()
  api = await startContentApi({ store: await ContentStore.open(dir), allowedOrigins: [STUDIO] })
  client = createClient({ ...clientConfig({ localApiUrl: api.url }), perspective: 'raw' })
})
afterEach(() => api.close())

const action = (actionType: string, rest: Record<string, unknown>) =>
  ({ actionType: `sanity.action.document.${actionType}`, ...rest }) as unknown as Action
const edit = (id: string, set: Record<string, unknown>) => action('edit', { draftId: `drafts.${id}`, publishedId: id, patch: { set } })

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

describe('the Actions API', () => {
  it('edits a draft made from the published document, then publishes it', async () => {
    await client.action(edit('port.kandla', { responseTime: '5-7 hours' }))
    expect(await client.fetch('*[_id == "drafts.port.kandla"][0]{responseTime, name}')).toEqual({
      responseTime: '5-7 hours',
      name: 'Kandla',
    })
    expect(await client.fetch('*[_id == "port.kandla"][0].responseTime')).toBe('6-8 hours')
    await client.action(action('publish', { draftId: 'drafts.port.kandla', publishedId: 'port.kandla' }))
    expect(await client.fetch('*[_id in ["port.kandla", "drafts.port.kandla"]]{_id, responseTime}')).toEqual([
      { _id: 'port.kandla', responseTime: '5-7 hours' },
    ])
  })

  it('discards a draft, unpublishes into a draft, creates and deletes', async () => {
    await client.action(edit('port.paradip', { responseTime: '9 hours' }))
    await client.action(action('discard', { draftId: 'drafts.port.paradip' }))
    expect(await client.fetch('*[_id in ["port.paradip", "drafts.port.paradip"]]{_id, responseTime}')).toEqual([
      { _id: 'port.paradip', responseTime: '8-12 hours' },
    ])

    // A port nothing refers to (the seed's are featured and listed by coverage zones, which refuse it).
    await client.action(
      action('create', { publishedId: 'port.haldia', attributes: { _id: 'drafts.port.haldia', _type: 'port', name: 'Haldia' } }),
    )
    await client.action(action('publish', { draftId: 'drafts.port.haldia', publishedId: 'port.haldia' }))
    expect(await client.fetch('*[_id == "port.haldia"][0].name')).toBe('Haldia')
    await client.action(action('unpublish', { draftId: 'drafts.port.haldia', publishedId: 'port.haldia' }))
    expect(await client.fetch('*[_id in ["port.haldia", "drafts.port.haldia"]]._id')).toEqual(['drafts.port.haldia'])
    await client.action(action('delete', { publishedId: 'port.haldia' }))
    expect(await client.fetch('count(*[_id match "*port.haldia"])')).toBe(0)
  })

  it('refuses, as Sanity does, to delete or unpublish a document another one references, naming the referencing documents', async () => {
    // The layout's copy links to the Partner Portal page by reference (seed/copy/layout.ts).
    const [referenced, from] = ['page.agents-partner', 'pageCopy.layout']
    expect(JSON.stringify(await client.getDocument(from))).toContain(`"_ref":"${referenced}"`)
    const refused = (await client.action(action('delete', { publishedId: referenced })).catch((e: unknown) => e)) as {
      statusCode: number
      details: { type: string; items: Array<{ error: { type: string; id: string; referencingIDs: string[] } }> }
    }
    expect(refused.statusCode).toBe(409)
    expect(refused.details.type).toBe('actionError')
    expect(refused.details.items[0]!.error).toMatchObject({ type: 'documentHasExistingReferencesError', id: referenced })
    expect(refused.details.items[0]!.error.referencingIDs).toContain(from)
    const unpublish = await client
      .action(action('unpublish', { draftId: `drafts.${referenced}`, publishedId: referenced }))
      .catch((e: { statusCode: number }) => e.statusCode)
    expect(unpublish).toBe(409)
    const viaMutation = await client.delete(referenced).catch((e: { details: { type: string } }) => e.details.type)
    expect(viaMutation).toBe('mutationError')
    expect(await client.fetch('defined(*[_id == $id][0])', { id: referenced })).toBe(true)

    // Once nothing references it (here: the link removed in the same transaction), it goes.
    const layout = (await client.getDocument(from))!
    const unlinked = JSON.parse(JSON.stringify(layout).replaceAll(`{"_type":"reference","_ref":"${referenced}"}`, 'null'))
    await client.transaction().createOrReplace(unlinked).delete(referenced).commit()
    expect(await client.fetch('defined(*[_id == $id][0])', { id: referenced })).toBe(false)
  })

  it("keeps each document's history as Sanity's History API serves it to the Studio, across a restart, so a deleted document can be restored", async () => {
    const history = async (path: string) => {
      const res = await fetch(`${api.url}/v2025-02-19/data/history/production/${path}`)
      expect(res.status, path).toBe(200)
      return res
    }
    const first = (await client.getDocument('faq.portCallCompliance.1'))!
    await client.action(edit('faq.portCallCompliance.1', { answer: 'A new answer' }))
    await client.action(action('publish', { draftId: 'drafts.faq.portCallCompliance.1', publishedId: 'faq.portCallCompliance.1' }))
    const edited = (await client.getDocument('faq.portCallCompliance.1'))!
    await client.action(action('delete', { publishedId: 'faq.portCallCompliance.1' }))

    // The Studio's timeline: newest first, whole-value mendoza effects for the pair it asked about.
    const lines = (
      await (
        await history(
          'transactions/faq.portCallCompliance.1,drafts.faq.portCallCompliance.1?effectFormat=mendoza&excludeContent=true&excludeMutations=true&includeIdentifiedDocumentsOnly=true&reverse=true&limit=50',
        )
      ).text()
    )
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toHaveLength(3)
    expect(lines[0].documentIDs).toEqual(['faq.portCallCompliance.1'])
    expect(lines[0].effects['faq.portCallCompliance.1'].apply).toEqual([0, null])
    expect(lines[1].effects['faq.portCallCompliance.1'].apply[1].answer).toBe('A new answer')
    expect(lines[1].effects['faq.portCallCompliance.1'].revert[1].answer).toBe(first.answer)
    // Paging back from a transaction includes it, as Sanity does.
    const older = (
      await (
        await history(`transactions/faq.portCallCompliance.1,drafts.faq.portCallCompliance.1?reverse=true&toTransaction=${lines[1].id}`)
      ).text()
    )
      .trim()
      .split('\n')
    expect(older.map((line) => JSON.parse(line).id)).toEqual([lines[1].id, lines[2].id])

    // The document at a revision, and last before it was deleted.
    const at = (await (await history(`documents/faq.portCallCompliance.1?revision=${first._rev}`)).json()) as {
      documents: Array<{ answer: string }>
    }
    expect(at.documents[0]!.answer).toBe(first.answer)
    const restart = await startContentApi({ store: await ContentStore.open(dir), allowedOrigins: [STUDIO] })
    try {
      const res = await fetch(
        `${restart.url}/v2025-02-19/data/history/production/documents/faq.portCallCompliance.1,drafts.faq.portCallCompliance.1?lastRevision=true`,
      )
      const last = (await res.json()) as { documents: Array<{ _id: string; _rev: string; answer: string }> }
      expect(last.documents).toContainEqual(
        expect.objectContaining({ _id: 'faq.portCallCompliance.1', _rev: edited._rev, answer: 'A new answer' }),
      )
    } finally {
      await restart.close()
    }
  })

  it("gives the Studio a deleted document's events, so it shows the deleted banner, and restores it as a draft as the Studio does", async () => {
    const id = 'faq.portCallCompliance.1'
    const events = async (asked: string, query = 'limit=100') => {
      const res = await fetch(`${api.url}/v2025-02-19/data/history/production/events/documents/${asked}?${query}`)
      expect(res.status).toBe(200)
      return (await res.json()) as { events: Record<string, Array<Record<string, unknown>>>; nextCursor: string }
    }
    // Untouched since the seed: no events, so the Studio does not call it deleted.
    expect((await events(`drafts.${id}`)).events[`drafts.${id}`]).toEqual([])

    const seeded = (await client.getDocument(id))!
    await client.action(edit(id, { answer: 'A new answer' }))
    const draft = (await client.getDocument(`drafts.${id}`))!
    await client.action(action('publish', { draftId: `drafts.${id}`, publishedId: id }))
    const published = (await client.getDocument(id))!
    await client.action(action('delete', { publishedId: id }))

    const { events: byId, nextCursor } = await events(`drafts.${id}`)
    expect(nextCursor).toBe('')
    // Keyed by the id asked about, newest first; edits are not events (the Studio reads them from the transactions).
    expect(byId[`drafts.${id}`]!.map((event) => event.type)).toEqual([
      'deleteDocumentGroup',
      'publishDocumentVersion',
      'createDocumentVersion',
      'createLiveDocument',
    ])
    const [deleted, publish, createdDraft, createdSeed] = byId[`drafts.${id}`]!
    expect(deleted).toMatchObject({ documentId: id })
    expect(publish).toMatchObject({
      documentId: id,
      revisionId: published._rev,
      versionId: `drafts.${id}`,
      versionRevisionId: draft._rev,
      publishCause: 'document.publish',
    })
    expect(createdDraft).toMatchObject({ versionId: `drafts.${id}`, versionRevisionId: draft._rev })
    // Imported published, with no draft: created live, as Sanity's events say of a raw create.
    expect(createdSeed).toMatchObject({ documentId: id, revisionId: seeded._rev, timestamp: seeded._createdAt })
    expect(createdSeed).not.toHaveProperty('versionId')
    // The published variant's list is the same group's; pages follow the cursor.
    const first = await events(id, 'limit=3')
    expect(first.events[id]!.map((event) => event.type)).toEqual(['deleteDocumentGroup', 'publishDocumentVersion', 'createDocumentVersion'])
    const rest = await events(id, `limit=3&nextCursor=${first.nextCursor}`)
    expect(rest.events[id]!.map((event) => event.type)).toEqual(['createLiveDocument'])

    // "Restore most recent revision": the last revision of the pair, created again as the draft.
    const res = await fetch(`${api.url}/v2025-02-19/data/history/production/documents/${id},drafts.${id}?lastRevision=true`)
    const { documents } = (await res.json()) as { documents: Array<Record<string, unknown>> }
    const last = documents.find((doc) => doc._id === `drafts.${id}`) ?? documents.find((doc) => doc._id === id)!
    expect(last.answer).toBe('A new answer')
    const attributes: Record<string, unknown> = { ...last, _id: `drafts.${id}` }
    delete attributes._updatedAt
    await client.action([
      action('create', { publishedId: id, attributes, ifExists: 'fail' }),
      action('replaceDraft', { publishedId: id, attributes }),
    ])
    expect(await client.fetch('*[_id in [$id, "drafts." + $id]]{_id, answer}', { id })).toEqual([
      { _id: `drafts.${id}`, answer: 'A new answer' },
    ])
    expect((await events(`drafts.${id}`)).events[`drafts.${id}`]![0]).toMatchObject({ type: 'createDocumentVersion' })
    // Restoring over a document that exists is refused, as on Sanity.
    await expect(client.action(action('create', { publishedId: id, attributes, ifExists: 'fail' }))).rejects.toThrow(/already exists/)
  })

  it("calls a published document written without a draft (the Studio's redirects, a script) created live, never a draft", async () => {
    const id = 'redirect.ports.test-created-live'
    const written = await fetch(`${api.url}/v2025-02-19/data/mutate/production?returnIds=true`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        mutations: [
          {
            createOrReplace: {
              _id: id,
              _type: 'redirect',
              from: '/ports/test-created-live',
              to: { _type: 'reference', _ref: 'port.mumbai', _weak: true },
            },
          },
        ],
      }),
    })
    expect(written.ok).toBe(true)
    const revision = (await client.getDocument(id))!._rev
    // The Studio asks for the draft's events (its Drafts perspective) and names the newest in the footer:
    // "Created …", not "Draft created …" of a draft that does not exist.
    const res = await fetch(`${api.url}/v2025-02-19/data/history/production/events/documents/drafts.${id}?limit=100`)
    const { events } = (await res.json()) as { events: Record<string, Array<Record<string, unknown>>> }
    expect(events[`drafts.${id}`]).toEqual([expect.objectContaining({ type: 'createLiveDocument', documentId: id, revisionId: revision })])
    expect(await client.getDocument(`drafts.${id}`)).toBeUndefined()
    await client.delete(id)
  })

  it('refuses a stale revision with 409 and changes nothing', async () => {
    const before = await client.getDocument('port.vadinar')
    await client.action(edit('port.vadinar', { responseTime: '7 hours' }))
    const stale = await client
      .action(action('publish', { draftId: 'drafts.port.vadinar', publishedId: 'port.vadinar', ifPublishedRevisionId: 'not-the-revision' }))
      .catch((e: unknown) => e)
    expect((stale as { statusCode: number }).statusCode).toBe(409)
    expect(await client.getDocument('port.vadinar')).toEqual(before)

    const patch = await client
      .patch('port.vadinar')
      .ifRevisionId('not-the-revision')
      .set({ name: 'X' })
      .commit()
      .catch((e: unknown) => e)
    expect((patch as { statusCode: number }).statusCode).toBe(409)
    expect(await client.fetch('*[_id == "port.vadinar"][0].name')).toBe('Vadinar')
    // The right revision goes through and bumps it.
    const done = await client.patch('port.vadinar').ifRevisionId(before!._rev).set({ name: 'Vadinar Oil Terminal' }).commit()
    expect(done._rev).not.toBe(before!._rev)
  })

  it('is atomic: one failing action leaves the others undone', async () => {
    const error = await client
      .action([edit('port.mundra', { responseTime: '1 hour' }), action('discard', { draftId: 'drafts.port.nowhere' })])
      .catch((e: unknown) => e)
    expect((error as { statusCode: number }).statusCode).toBe(409)
    expect(await client.fetch('count(*[_id == "drafts.port.mundra"])')).toBe(0)
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
