/**
 * The local content backend's Actions API as the Studio uses it, with the real @sanity/client:
 * edit, publish, discard, unpublish, create and delete; references that refuse a delete; each
 * document's history and events as the Studio reads them, a deleted one restored; stale revisions
 * refused; one failing action leaves the others undone.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { SanityClient } from '@sanity/client'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
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

    // Once nothing references it (here: the links removed in the same transaction), it goes.
    const referencing = await client.fetch<string[]>('*[references($id)]._id', { id: referenced })
    const unlinking = client.transaction()
    expect(referencing).toContain(from)
    for (const id of referencing) {
      const doc = (await client.getDocument(id))!
      unlinking.createOrReplace(JSON.parse(JSON.stringify(doc).replaceAll(`{"_type":"reference","_ref":"${referenced}"}`, 'null')))
    }
    await unlinking.delete(referenced).commit()
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
