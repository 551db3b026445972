/**
 * Document history, as Sanity's History API serves it to the Studio (its history panel, "Restore"
 * of an older revision and of a deleted document):
 * - `GET /data/history/<dataset>/transactions/<ids>`: the transactions that changed those documents,
 *   NDJSON, oldest first (`reverse=true`: newest first), between `fromTransaction` and
 *   `toTransaction` (both included), at most `limit`, each with its mendoza `effects` per document;
 * - `GET /data/history/<dataset>/documents/<ids>?revision=…|time=…|lastRevision=true`: the documents
 *   as they were at that revision, at that time, or last before they were deleted;
 * - `GET /data/history/<dataset>/events/documents/<id>?limit=…&nextCursor=…`: the lifecycle events of
 *   the document's group (published document and draft), newest first, keyed by the id asked about,
 *   as Sanity's Events API gives them to the Studio (its history list and, when none of the group is
 *   left but it has events, the "This document has been deleted" banner whose "Restore most recent
 *   revision" reads `documents/<published>,<draft>?lastRevision=true` and creates the draft again).
 *   Edits are not events: the Studio derives them from the transactions. A published document
 *   created without a draft (by a program, an import, the Studio's redirects) is `createLiveDocument`,
 *   as Sanity's events name it (the Studio's own types.ts: "a raw Create mutation").
 *
 * The effects are whole-value mendoza patches (`[0, value]`: "output this value"), as in the
 * listen stream (listen.ts). Every committed transaction is kept in memory and appended to
 * `history.ndjson` beside the store, so history survives restarts and a change of owner; a reset
 * to the seed starts it again. The last MAX_TRANSACTIONS are kept.
 */
import { appendFile, readFile, rm } from 'node:fs/promises'
import { HttpError, type SanityDoc } from './errors.ts'

export const HISTORY_FILE = 'history.ndjson'
const MAX_TRANSACTIONS = 20_000

/** One kept transaction: when, by whom, and each document before and after. */
export type HistoryEntry = {
  id: string
  timestamp: string
  author: string
  changes: Array<{ id: string; before: SanityDoc | null; after: SanityDoc | null }>
}

const DRAFT_PREFIX = 'drafts.'
const publishedIdOf = (id: string) => (id.startsWith(DRAFT_PREFIX) ? id.slice(DRAFT_PREFIX.length) : id)

/** One lifecycle event of a document group, in the Events API's shape. */
export type DocumentEvent = { type: string; documentId: string; timestamp: string; author: string; [key: string]: unknown }

const withoutRev = (doc: SanityDoc | null) => {
  if (!doc) return null
  const { _rev: _ignored, ...rest } = doc
  return rest
}

export class History {
  readonly entries: HistoryEntry[] = []
  private readonly file?: string
  private writing: Promise<void> = Promise.resolve()

  constructor(file?: string) {
    this.file = file
  }

  /** Loads what an earlier process kept (a torn last line, from a crash mid-write, is skipped). */
  async load() {
    if (!this.file) return
    const text = await readFile(this.file, 'utf8').catch(() => '')
    for (const line of text.split('\n')) {
      if (!line.trim()) continue
      try {
        this.entries.push(JSON.parse(line) as HistoryEntry)
      } catch {
        // an incomplete line
      }
    }
    this.entries.splice(0, Math.max(0, this.entries.length - MAX_TRANSACTIONS))
  }

  record(tx: { transactionId: string; timestamp: string; identity: string; changes: HistoryEntry['changes'] }) {
    const entry: HistoryEntry = {
      id: tx.transactionId,
      timestamp: tx.timestamp,
      author: tx.identity,
      changes: tx.changes.map(({ id, before, after }) => ({ id, before, after })),
    }
    this.entries.push(entry)
    if (this.entries.length > MAX_TRANSACTIONS) this.entries.shift()
    const file = this.file
    if (file) this.writing = this.writing.catch(() => undefined).then(() => appendFile(file, JSON.stringify(entry) + '\n'))
  }

  async clear() {
    this.entries.length = 0
    const file = this.file
    if (file) await (this.writing = this.writing.catch(() => undefined).then(() => rm(file, { force: true })))
  }

  flush() {
    return this.writing
  }

  /** The transactions endpoint's lines. */
  transactions(ids: string[], params: URLSearchParams) {
    const wanted = new Set(ids)
    let list = this.entries.filter((entry) => entry.changes.some((change) => wanted.has(change.id)))
    const from = params.get('fromTransaction')
    const to = params.get('toTransaction')
    if (from) {
      const index = list.findIndex((entry) => entry.id === from)
      if (index >= 0) list = list.slice(index)
    }
    if (to) {
      const index = list.findIndex((entry) => entry.id === to)
      if (index >= 0) list = list.slice(0, index + 1)
    }
    if (params.get('reverse') === 'true') list = [...list].reverse()
    const limit = Number(params.get('limit'))
    if (Number.isInteger(limit) && limit > 0) list = list.slice(0, limit)
    const onlyAsked = params.get('includeIdentifiedDocumentsOnly') === 'true'
    return list.map((entry) => {
      const changes = onlyAsked ? entry.changes.filter((change) => wanted.has(change.id)) : entry.changes
      const line: Record<string, unknown> = {
        id: entry.id,
        timestamp: entry.timestamp,
        author: entry.author,
        documentIDs: changes.map((change) => change.id),
      }
      if (params.get('effectFormat') === 'mendoza') {
        line.effects = Object.fromEntries(
          changes.map((change) => [change.id, { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] }]),
        )
      }
      if (params.get('excludeMutations') !== 'true') {
        line.mutations = changes.map((change) => (change.after ? { createOrReplace: change.after } : { delete: { id: change.id } }))
      }
      return line
    })
  }

  /** The documents endpoint: each document at a revision, at a time, or at its last revision. */
  documents(ids: string[], params: URLSearchParams, current: (id: string) => SanityDoc | undefined) {
    const revision = params.get('revision')
    const time = params.get('time')
    const last = params.get('lastRevision') === 'true'
    if (!revision && !time && !last) throw new HttpError(400, 'validationError', 'Give "revision", "time" or "lastRevision=true"')
    const documents: SanityDoc[] = []
    for (const id of ids) {
      const changes = this.entries.flatMap((entry) =>
        entry.changes.filter((change) => change.id === id).map((change) => ({ ...change, timestamp: entry.timestamp })),
      )
      let found: SanityDoc | null | undefined
      if (revision) {
        found = current(id)?._rev === revision ? current(id) : changes.find((change) => change.after?._rev === revision)?.after
        found ??= changes.find((change) => change.before?._rev === revision)?.before
      } else if (time) {
        const at = Date.parse(time)
        if (Number.isNaN(at)) throw new HttpError(400, 'validationError', `"time" is not a date: ${time}`)
        const before = changes.filter((change) => Date.parse(change.timestamp) <= at)
        // Before the first kept change, the document was as that change found it.
        found = before.length ? before.at(-1)!.after : changes.length ? changes[0]!.before : current(id)
      } else {
        found = current(id) ?? [...changes].reverse().find((change) => change.before)?.before
      }
      if (found) documents.push(found)
    }
    return documents
  }

  /**
   * The events endpoint: what happened to the group of `id` (its published document and draft),
   * newest first, `limit` at a time (`nextCursor` continues; empty when there is no more).
   * A document that existed before its first kept transaction (the seed, an import) starts with
   * its creation, dated by its `_createdAt`.
   */
  events(id: string, params: URLSearchParams, current: (id: string) => SanityDoc | undefined) {
    const publishedId = publishedIdOf(id)
    const draftId = DRAFT_PREFIX + publishedId
    const events: DocumentEvent[] = []
    // The group as it was before its first kept transaction: each document as its first change
    // found it, or as it is now if nothing kept changed it.
    const firstBefore = (docId: string) => {
      for (const entry of this.entries) {
        const change = entry.changes.find((c) => c.id === docId)
        if (change) return change.before
      }
      return current(docId) ?? null
    }
    let published = firstBefore(publishedId)
    let draft = firstBefore(draftId)
    let started = false
    for (const entry of this.entries) {
      const p = entry.changes.find((change) => change.id === publishedId)
      const d = entry.changes.find((change) => change.id === draftId)
      if (!p && !d) continue
      const at = { documentId: publishedId, timestamp: entry.timestamp, author: entry.author }
      if (!started) {
        started = true
        for (const existing of [published, draft]) {
          if (!existing) continue
          const timestamp = typeof existing._createdAt === 'string' ? existing._createdAt : entry.timestamp
          // A published document that was there first came from an import: created live, not from a draft.
          events.push(
            existing._id === publishedId
              ? { ...at, type: 'createLiveDocument', timestamp, revisionId: existing._rev }
              : { ...at, type: 'createDocumentVersion', timestamp, versionId: existing._id, versionRevisionId: existing._rev },
          )
        }
      }
      if (p) published = p.after
      if (d) draft = d.after

      if (!published && !draft) {
        // Nothing of the group is left: deleted (a discarded draft that was never published, too).
        events.push({ ...at, type: 'deleteDocumentGroup' })
      } else if (p?.after && d?.before && !d.after) {
        events.push({
          ...at,
          type: 'publishDocumentVersion',
          revisionId: p.after._rev,
          versionId: draftId,
          versionRevisionId: d.before._rev,
          publishCause: 'document.publish',
        })
      } else if (p && !p.after && p.before) {
        events.push({ ...at, type: 'unpublishDocument', versionId: draftId, versionRevisionId: draft?._rev })
      } else if (d?.after && !d.before) {
        events.push({ ...at, type: 'createDocumentVersion', versionId: draftId, versionRevisionId: d.after._rev })
      } else if (d && !d.after && d.before) {
        events.push({ ...at, type: 'deleteDocumentVersion', versionId: draftId, versionRevisionId: d.before._rev })
      } else if (p?.after && !p.before) {
        // Created as published, without a draft (a program, the Studio's redirects, a restore of a
        // live-edited document): Sanity's `createLiveDocument`, which the Studio shows as "Created",
        // not as a draft ("Draft created") that does not exist.
        events.push({ ...at, type: 'createLiveDocument', revisionId: p.after._rev })
      }
      // Anything else changed a document in place: an edit, which the Studio reads from the transactions.
    }
    events.reverse()
    const start = Math.max(0, Number.parseInt(params.get('nextCursor') ?? '', 10) || 0)
    const asked = Number(params.get('limit'))
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, 100) : 100
    const page = events.slice(start, start + limit)
    return { events: { [id]: page }, nextCursor: start + limit < events.length ? String(start + limit) : '' }
  }
}
