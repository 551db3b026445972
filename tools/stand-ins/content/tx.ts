/**
 * A transaction of the local content store being built (store.ts commits it), and the id rules of
 * drafts: a draft is "drafts.<id>" beside its published document.
 */
import { Mutation } from '@sanity/mutator'
import { HttpError, type SanityDoc } from './errors.ts'

/** One document's change in a transaction: before and after (null when absent). */
export type Change = { id: string; before: SanityDoc | null; after: SanityDoc | null; mutations: unknown[] }

export const isDraftId = (id: string) => id.startsWith('drafts.')
export const publishedIdOf = (id: string) => id.replace(/^drafts\./, '')
export const draftIdOf = (id: string) => `drafts.${publishedIdOf(id)}`

/** A transaction being built: reads see its own writes; nothing is visible until commit. */
export class Tx {
  readonly changes = new Map<string, Change>()
  private readonly docs: Map<string, SanityDoc>
  constructor(docs: Map<string, SanityDoc>) {
    this.docs = docs
  }

  get(id: string): SanityDoc | null {
    const change = this.changes.get(id)
    return change ? change.after : (this.docs.get(id) ?? null)
  }

  private record(id: string, after: SanityDoc | null, mutation: unknown) {
    const change = this.changes.get(id) ?? { id, before: this.docs.get(id) ?? null, after: null, mutations: [] }
    change.after = after
    change.mutations.push(mutation)
    this.changes.set(id, change)
  }

  put(doc: SanityDoc, mutation: unknown = { createOrReplace: doc }) {
    if (typeof doc._id !== 'string' || !doc._id) throw new HttpError(400, 'validationError', 'A document needs an _id')
    if (typeof doc._type !== 'string' || !doc._type) throw new HttpError(400, 'validationError', `Document "${doc._id}" needs a _type`)
    this.record(doc._id, structuredClone(doc), mutation)
  }

  remove(id: string, mutation: unknown = { delete: { id } }) {
    this.record(id, null, mutation)
  }

  /** A Sanity patch ({set, unset, inc, insert, …, ifRevisionID}) applied to one existing document. */
  patch(id: string, patch: Record<string, unknown>) {
    const current = this.get(id)
    if (!current) throw new HttpError(404, 'documentNotFoundError', `The document "${id}" was not found`, { documentId: id })
    checkRevision(current, patch.ifRevisionID)
    const { ifRevisionID: _ignored, ...rest } = patch
    type Input = ConstructorParameters<typeof Mutation>[0]['mutations'][number]
    const applied = new Mutation({ mutations: [{ patch: { ...rest, id } } as Input] }).apply(
      current as Parameters<Mutation['apply']>[0],
    ) as SanityDoc | null
    if (!applied) throw new HttpError(400, 'invalidPatch', `The patch for "${id}" removed the document`)
    this.put({ ...applied, _id: id, _type: current._type }, { patch: { ...rest, id } })
  }
}

export function checkRevision(current: SanityDoc | null, expected: unknown) {
  if (expected === undefined || expected === null) return
  if (current?._rev !== expected) {
    throw new HttpError(
      409,
      'conflict',
      `Document "${current?._id ?? ''}" has revision ${current?._rev ?? '(none)'}, not ${String(expected)}`,
      {
        documentId: current?._id,
      },
    )
  }
}
