/**
 * What the Mutations API (`/data/mutate`) and the Actions API (`/data/actions`) do to the store,
 * with Sanity's rules: a request is one atomic transaction; revisions are checked where given
 * (`ifRevisionID`, `ifDraftRevisionId`, `ifPublishedRevisionId`), a mismatch is a 409 and
 * nothing changes; unknown kinds and missing documents are 4xx errors.
 */
import { randomUUID } from 'node:crypto'
import { HttpError, type SanityDoc } from './errors.ts'
import { checkRevision, draftIdOf, isDraftId, publishedIdOf, type Tx } from './store.ts'

type Json = Record<string, unknown>

function object(value: unknown, what: string): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, 'validationError', `${what} must be an object`)
  return value as Json
}

function string(body: Json, field: string, what: string): string {
  const value = body[field]
  if (typeof value !== 'string' || value === '') throw new HttpError(400, 'validationError', `${what}: "${field}" is required`)
  return value
}

function newId(id: unknown) {
  if (typeof id !== 'string' || id === '') return randomUUID()
  return id.endsWith('.') ? id + randomUUID() : id
}

/** Applies `{"mutations": [...]}` (create, createOrReplace, createIfNotExists, delete, patch). */
export function applyMutations(tx: Tx, mutations: unknown) {
  if (!Array.isArray(mutations) || mutations.length === 0)
    throw new HttpError(400, 'validationError', 'Expected {"mutations": [...]} with at least one mutation')
  const results: Array<{ id: string; operation: 'create' | 'update' | 'delete' | 'none' }> = []
  for (const raw of mutations) {
    const mutation = object(raw, 'A mutation')
    const kinds = Object.keys(mutation)
    if (kinds.length !== 1)
      throw new HttpError(
        400,
        'validationError',
        'Each mutation has exactly one kind (create, createOrReplace, createIfNotExists, delete, patch)',
      )
    const kind = kinds[0]
    const body = object(mutation[kind], `The ${kind} mutation`)
    if (kind === 'create' || kind === 'createOrReplace' || kind === 'createIfNotExists') {
      const doc = { ...body, _id: newId(body._id) } as SanityDoc
      const existing = tx.get(doc._id)
      if (existing && kind === 'create')
        throw new HttpError(409, 'mutationError', `Document by ID "${doc._id}" already exists`, { documentId: doc._id })
      if (existing && kind === 'createIfNotExists') {
        results.push({ id: doc._id, operation: 'none' })
        continue
      }
      tx.put(doc, { [kind]: doc })
      results.push({ id: doc._id, operation: existing ? 'update' : 'create' })
    } else if (kind === 'delete') {
      if (body.query !== undefined)
        throw new HttpError(400, 'validationError', 'Deleting by query is not supported by the local content API')
      const id = string(body, 'id', 'The delete mutation')
      const existed = tx.get(id) !== null
      if (existed) tx.remove(id)
      results.push({ id, operation: existed ? 'delete' : 'none' })
    } else if (kind === 'patch') {
      if (body.query !== undefined)
        throw new HttpError(400, 'validationError', 'Patching by query is not supported by the local content API')
      const id = string(body, 'id', 'The patch mutation')
      const { id: _id, ...patch } = body
      tx.patch(id, patch)
      results.push({ id, operation: 'update' })
    } else {
      throw new HttpError(400, 'validationError', `Unknown mutation "${kind}"`)
    }
  }
  return results
}

function requireDoc(tx: Tx, id: string, action: string) {
  const doc = tx.get(id)
  if (!doc) throw new HttpError(409, 'documentNotFoundError', `${action}: the document "${id}" does not exist`, { documentId: id })
  return doc
}

function checkPair(draftId: string, publishedId: string, action: string) {
  if (!isDraftId(draftId) || publishedIdOf(draftId) !== publishedId) {
    throw new HttpError(400, 'validationError', `${action}: draftId must be "drafts.${publishedId}"`)
  }
}

/** Applies `{"actions": [...]}`: the document actions the Studio uses (edit, publish, discard, unpublish, create, delete, replaceDraft). */
export function applyActions(tx: Tx, actions: unknown) {
  if (!Array.isArray(actions) || actions.length === 0)
    throw new HttpError(400, 'validationError', 'Expected {"actions": [...]} with at least one action')
  for (const raw of actions) {
    const action = object(raw, 'An action')
    const type = string(action, 'actionType', 'An action')
    const name = type.replace(/^sanity\.action\.document\./, '')
    switch (type) {
      case 'sanity.action.document.edit': {
        const draftId = string(action, 'draftId', name)
        const publishedId = string(action, 'publishedId', name)
        checkPair(draftId, publishedId, name)
        const patch = object(action.patch, 'edit: "patch"')
        if (!tx.get(draftId)) {
          const published = requireDoc(tx, publishedId, name)
          tx.put({ ...published, _id: draftId }, { createIfNotExists: { ...published, _id: draftId } })
        }
        tx.patch(draftId, patch)
        break
      }
      case 'sanity.action.document.publish': {
        const draftId = string(action, 'draftId', name)
        const publishedId = string(action, 'publishedId', name)
        checkPair(draftId, publishedId, name)
        const draft = requireDoc(tx, draftId, name)
        checkRevision(draft, action.ifDraftRevisionId)
        checkRevision(tx.get(publishedId), action.ifPublishedRevisionId)
        tx.put({ ...draft, _id: publishedId })
        tx.remove(draftId)
        break
      }
      case 'sanity.action.document.discard': {
        const draftId = string(action, 'draftId', name)
        requireDoc(tx, draftId, name)
        tx.remove(draftId)
        break
      }
      case 'sanity.action.document.unpublish': {
        const draftId = string(action, 'draftId', name)
        const publishedId = string(action, 'publishedId', name)
        checkPair(draftId, publishedId, name)
        const published = requireDoc(tx, publishedId, name)
        if (!tx.get(draftId)) tx.put({ ...published, _id: draftId })
        tx.remove(publishedId)
        break
      }
      case 'sanity.action.document.create': {
        const publishedId = string(action, 'publishedId', name)
        const attributes = object(action.attributes, 'create: "attributes"')
        const id = typeof attributes._id === 'string' && attributes._id ? attributes._id : draftIdOf(publishedId)
        if (publishedIdOf(id) !== publishedId)
          throw new HttpError(400, 'validationError', `create: attributes._id must be "drafts.${publishedId}"`)
        if (tx.get(id) || tx.get(publishedId)) {
          if (action.ifExists === 'ignore') break
          throw new HttpError(409, 'documentAlreadyExistsError', `create: the document "${publishedId}" already exists`, {
            documentId: publishedId,
          })
        }
        tx.put({ ...attributes, _id: id } as SanityDoc)
        break
      }
      case 'sanity.action.document.replaceDraft': {
        const publishedId = string(action, 'publishedId', name)
        const attributes = object(action.attributes, 'replaceDraft: "attributes"')
        tx.put({ ...attributes, _id: draftIdOf(publishedId) } as SanityDoc)
        break
      }
      case 'sanity.action.document.delete': {
        const publishedId = string(action, 'publishedId', name)
        const drafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.filter((id): id is string => typeof id === 'string') : []
        const ids = [publishedId, draftIdOf(publishedId), ...drafts].filter((id, i, all) => all.indexOf(id) === i)
        const existing = ids.filter((id) => tx.get(id))
        if (existing.length === 0)
          throw new HttpError(409, 'documentNotFoundError', `delete: the document "${publishedId}" does not exist`, {
            documentId: publishedId,
          })
        for (const id of existing) tx.remove(id)
        break
      }
      // The Studio discards, creates and replaces drafts through the version actions.
      case 'sanity.action.document.version.discard': {
        const versionId = string(action, 'versionId', name)
        requireDoc(tx, versionId, name)
        tx.remove(versionId)
        break
      }
      case 'sanity.action.document.version.create':
      case 'sanity.action.document.version.replace': {
        const document = object(action.document, `${name}: "document"`)
        const id = string(document, '_id', name)
        if (!isDraftId(id))
          throw new HttpError(400, 'validationError', `${name}: the local content API keeps drafts only, not release versions ("${id}")`)
        if (type.endsWith('.create')) {
          if (tx.get(id)) throw new HttpError(409, 'documentAlreadyExistsError', `${name}: "${id}" already exists`, { documentId: id })
          const base = typeof action.baseId === 'string' ? tx.get(action.baseId) : null
          checkRevision(base, action.ifBaseRevisionId)
        } else requireDoc(tx, id, name)
        tx.put(document as SanityDoc)
        break
      }
      default:
        throw new HttpError(400, 'validationError', `Unknown or unsupported action "${type}" (the local content API has no releases)`)
    }
  }
}
