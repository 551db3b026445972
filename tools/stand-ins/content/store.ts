/**
 * The local content store: Sanity documents in memory, evaluated with groq-js, changed only
 * through atomic transactions, and (when given a folder) persisted to `store.json` there, with
 * uploaded images beside it in `assets/`. Every committed transaction bumps the `_rev` of the
 * documents it changes and is reported to subscribers (the listen endpoint).
 *
 * The file is written atomically (temporary file, fsync, rename), so a crash mid-write leaves
 * the previous version whole. Only one process writes a folder at a time: see backend.ts.
 */
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { copyFile, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { evaluate, evaluateSync, parse, toJS, type ExprNode } from 'groq-js'
import { LOCAL_DATASET } from '../../../contract/constants.ts'
import { assetFileName, imageAssetDocument, seedDocuments, type AssetFile } from './assets.ts'
import { HttpError, type SanityDoc } from './errors.ts'
import { History, HISTORY_FILE } from './history.ts'
import { sourceMap } from './source-map.ts'
import { hasTextQuery, prepareTextSearch, withoutHidden } from './text-search.ts'
import { isDraftId, publishedIdOf, Tx, type Change } from './tx.ts'

export { checkRevision, draftIdOf, isDraftId, publishedIdOf, Tx, type Change } from './tx.ts'

export type Perspective = 'published' | 'drafts' | 'raw'
export type Transaction = { transactionId: string; timestamp: string; identity: string; changes: Change[] }
export type TransactionOptions = {
  transactionId?: string
  dryRun?: boolean
  identity?: string
  /** The error type a refused transaction answers with: `mutationError` (Mutations API) or `actionError` (Actions API). */
  errorType?: 'mutationError' | 'actionError'
}

/** The one local editor, as users/me reports it and as transactions record it. */
export const LOCAL_IDENTITY = 'p-local-editor'
const STORE_FILE = 'store.json'
const FORMAT = 1

async function writeAtomically(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`
  const handle = await open(temporary, 'w')
  try {
    await handle.writeFile(text)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temporary, file)
  const folder = await open(dirname(file), 'r').catch(() => undefined)
  await folder?.sync().catch(() => undefined)
  await folder?.close()
}

/** How many recent query results a store keeps (the oldest goes first). */
const RESULTS_KEPT = 500

export class ContentStore {
  readonly docs = new Map<string, SanityDoc>()
  readonly assets = new Map<string, AssetFile>()
  private readonly subscribers = new Set<(tx: Transaction) => void>()
  private readonly resetSubscribers = new Set<() => void>()
  private saving: Promise<void> = Promise.resolve()
  /**
   * What queries reuse until the documents change (any transaction, reset or load clears it): each
   * perspective's documents with an index by id, and recent results. A build asks the same few
   * queries for every page (site settings, page copy, the footer's ports) and each page's twice (its
   * HTML and its data), so at a thousand ports most queries are answered from here; and `->` looks
   * a document up by id instead of scanning every document, so a page's cost does not grow with the
   * site's size.
   */
  private readonly views = new Map<Perspective, { docs: SanityDoc[]; byId: Map<string, SanityDoc> }>()
  private readonly results = new Map<string, unknown>()

  /** The folder this store persists to; none for a store that lives in memory only. */
  readonly dir?: string

  /** Every committed transaction, for the Studio's history panel and restore (history.ts). */
  readonly history: History

  constructor(documents: SanityDoc[] = [], assets: Map<string, AssetFile> = new Map(), dir?: string) {
    this.dir = dir
    this.history = new History(dir ? join(dir, HISTORY_FILE) : undefined)
    this.load(documents, assets)
  }

  get file() {
    return this.dir ? join(this.dir, STORE_FILE) : undefined
  }

  /** The documents changed: what queries reused is stale. */
  private changed() {
    this.views.clear()
    this.results.clear()
  }

  private load(documents: SanityDoc[], assets: Map<string, AssetFile>) {
    this.changed()
    this.docs.clear()
    this.assets.clear()
    const now = new Date().toISOString()
    for (const doc of documents) this.docs.set(doc._id, { _createdAt: now, _updatedAt: now, _rev: randomUUID(), ...doc })
    for (const [id, file] of assets) this.assets.set(id, file)
  }

  /**
   * Opens the store persisted in `dir`, or creates it there from the seed (copying the seed's
   * images into `dir/assets`) when the folder has none yet.
   */
  static async open(dir: string): Promise<ContentStore> {
    const file = join(dir, STORE_FILE)
    if (!existsSync(file)) {
      const store = new ContentStore([], new Map(), dir)
      await store.resetToSeed()
      return store
    }
    let parsed: { format?: number; documents?: SanityDoc[] }
    try {
      parsed = JSON.parse(await readFile(file, 'utf8'))
    } catch (error) {
      throw new Error(
        `The local content store ${file} is not valid JSON (${(error as Error).message}). Run npm run content:reset to start again from the seed.`,
        { cause: error },
      )
    }
    if (parsed.format !== FORMAT || !Array.isArray(parsed.documents)) {
      throw new Error(`The local content store ${file} has an unknown format. Run npm run content:reset to start again from the seed.`)
    }
    const assets = new Map<string, AssetFile>()
    for (const doc of parsed.documents) {
      const name = doc._type === 'sanity.imageAsset' ? assetFileName(doc) : undefined
      if (name) assets.set(doc._id, { file: join(dir, 'assets', name), mimeType: String(doc.mimeType) })
    }
    const store = new ContentStore([], assets, dir)
    for (const doc of parsed.documents) store.docs.set(doc._id, doc)
    store.changed()
    await store.history.load()
    return store
  }

  /** Replaces everything with the seed; subscribers are told to start again. */
  async resetToSeed() {
    const { documents, assets } = await seedDocuments()
    const stored = new Map<string, AssetFile>()
    if (this.dir) {
      await rm(join(this.dir, 'assets'), { recursive: true, force: true })
      await mkdir(join(this.dir, 'assets'), { recursive: true })
      for (const doc of documents) {
        const source = assets.get(doc._id)
        const name = assetFileName(doc)
        if (!source?.file || !name) continue
        await copyFile(source.file, join(this.dir, 'assets', name))
        stored.set(doc._id, { file: join(this.dir, 'assets', name), mimeType: source.mimeType })
      }
    }
    this.load(documents, this.dir ? stored : assets)
    await this.history.clear()
    this.persist()
    await this.flush()
    for (const fn of this.resetSubscribers) fn()
  }

  /** Documents as a perspective shows them (Sanity's rules: see toolchain.md). */
  view(perspective: Perspective): SanityDoc[] {
    return this.indexedView(perspective).docs
  }

  private indexedView(perspective: Perspective) {
    let view = this.views.get(perspective)
    if (!view) {
      const docs = this.computeView(perspective)
      view = { docs, byId: new Map(docs.map((doc) => [doc._id, doc])) }
      this.views.set(perspective, view)
    }
    return view
  }

  private computeView(perspective: Perspective): SanityDoc[] {
    const all = [...this.docs.values()]
    if (perspective === 'raw') return all
    const published = all.filter((d) => !d._id.startsWith('drafts.') && !d._id.startsWith('versions.'))
    if (perspective === 'published') return published
    const overlay = new Map(published.map((d) => [d._id, d]))
    for (const d of all) {
      if (!isDraftId(d._id)) continue
      const id = publishedIdOf(d._id)
      overlay.set(id, { ...d, _id: id, _originalId: d._id })
    }
    return [...overlay.values()]
  }

  async query(query: string, params: Record<string, unknown>, perspective: Perspective): Promise<unknown> {
    const key = `${perspective}\n${query}\n${JSON.stringify(params)}`
    if (this.results.has(key)) return structuredClone(this.results.get(key))
    const { byId, docs } = this.indexedView(perspective)
    // `->` finds the document by id, as in the dataset the query runs over (its perspective).
    const dereference = ({ _ref }: { _ref: string }) => byId.get(_ref) ?? null
    // Sanity's text search (`text::query()`, the Studio's search) is worked out by text-search.ts.
    const textSearch = hasTextQuery(query)
    const { tree, dataset } = textSearch
      ? prepareTextSearch(query, docs, { params, dereference })
      : { tree: parse(query, { params }) as ExprNode, dataset: docs }
    let result: unknown
    try {
      // groq-js's synchronous evaluation is several times faster, and covers every query of the
      // site; a query it does not cover (it throws) runs asynchronously.
      result = toJS(evaluateSync(tree, { dataset, params, dereference }))
    } catch {
      result = await (await evaluate(tree, { dataset, params, dereference })).get()
    }
    if (textSearch) result = withoutHidden(result)
    // A result that depends on the time (`now()`) is not kept: the same query may answer otherwise later.
    if (query.includes('now()')) return result
    if (this.results.size >= RESULTS_KEPT) this.results.delete(this.results.keys().next().value!)
    this.results.set(key, result)
    return structuredClone(result)
  }

  /** A query's result with its Content Source Map (source-map.ts), as the Presentation tool asks for it. */
  async queryWithSourceMap(query: string, params: Record<string, unknown>, perspective: Perspective) {
    const result: unknown = await this.query(query, params, perspective)
    if (hasTextQuery(query)) return { result }
    return { result, resultSourceMap: await sourceMap(query, params, this.view(perspective), result) }
  }

  /** Whether `doc` is among the documents a GROQ filter query (`*[…]`) selects. */
  static async matches(tree: ReturnType<typeof parse>, doc: SanityDoc | null, params: Record<string, unknown>) {
    if (!doc) return false
    const result = await (await evaluate(tree, { dataset: [doc], params })).get()
    return Array.isArray(result) ? result.length > 0 : Boolean(result)
  }

  subscribe(onTransaction: (tx: Transaction) => void, onReset?: () => void) {
    this.subscribers.add(onTransaction)
    if (onReset) this.resetSubscribers.add(onReset)
    return () => {
      this.subscribers.delete(onTransaction)
      if (onReset) this.resetSubscribers.delete(onReset)
    }
  }

  /**
   * Runs `build` on a transaction and commits it atomically: any error leaves the store as it
   * was. Changed documents get `_rev` = the transaction id and a new `_updatedAt`.
   */
  transaction(build: (tx: Tx) => void, options: TransactionOptions = {}): Transaction {
    const tx = new Tx(this.docs)
    build(tx)
    const transactionId = options.transactionId || randomUUID().replace(/-/g, '')
    const timestamp = new Date().toISOString()
    const changes: Change[] = []
    for (const change of tx.changes.values()) {
      if (change.before === null && change.after === null) continue
      if (change.after) {
        const { _originalId: _ignored, ...doc } = change.after
        change.after = {
          ...doc,
          _createdAt: change.before?._createdAt ?? timestamp,
          _updatedAt: timestamp,
          _rev: transactionId,
        } as SanityDoc
      }
      changes.push(change)
    }
    this.refuseBrokenReferences(changes, options.errorType ?? 'mutationError')
    const transaction = { transactionId, timestamp, identity: options.identity ?? LOCAL_IDENTITY, changes }
    if (options.dryRun || changes.length === 0) return transaction
    for (const { id, after } of changes) {
      if (after) this.docs.set(id, after)
      else this.docs.delete(id)
    }
    this.changed()
    this.persist()
    this.history.record(transaction)
    for (const fn of this.subscribers) fn(transaction)
    return transaction
  }

  /**
   * As Sanity: a published document (or an image) that other documents reference (strong
   * references, `_weak` unset) cannot be deleted or unpublished; the transaction fails with a 409
   * whose items name the referencing documents (`documentHasExistingReferencesError`), as the
   * Studio reads it.
   */
  private refuseBrokenReferences(changes: Change[], errorType: string) {
    const removed = new Set(changes.filter(({ id, before, after }) => before && !after && !isDraftId(id)).map(({ id }) => id))
    if (removed.size === 0) return
    const changed = new Map(changes.map((change) => [change.id, change.after]))
    const referencing = new Map<string, string[]>()
    const visit = (from: string, value: unknown) => {
      if (Array.isArray(value)) value.forEach((item) => visit(from, item))
      else if (value && typeof value === 'object') {
        const node = value as Record<string, unknown>
        if (typeof node._ref === 'string' && removed.has(node._ref) && node._weak !== true) {
          const list = referencing.get(node._ref) ?? []
          if (!list.includes(from)) list.push(from)
          referencing.set(node._ref, list)
        }
        for (const child of Object.values(node)) visit(from, child)
      }
    }
    for (const [id, doc] of this.docs) if (!changed.has(id)) visit(id, doc)
    for (const [id, doc] of changed) if (doc) visit(id, doc)
    if (referencing.size === 0) return
    const items = [...referencing].map(([id, from], index) => ({
      index,
      error: {
        type: 'documentHasExistingReferencesError',
        description: `Document "${id}" cannot be deleted as there are references to it from ${from.map((ref) => `"${ref}"`).join(', ')}`,
        id,
        referencingIDs: from,
      },
    }))
    throw new HttpError(409, errorType, `${errorType === 'actionError' ? 'Action' : 'Mutation'}(s) failed with ${items.length} error(s)`, {
      items,
    })
  }

  /** Stores an uploaded image (deduplicated by content) and returns its asset document. */
  async addImage(data: Buffer, filename: string) {
    const { doc, mimeType } = imageAssetDocument(data, filename, LOCAL_DATASET)
    const existing = this.docs.get(doc._id)
    if (existing) return existing
    if (this.dir) {
      const file = join(this.dir, 'assets', assetFileName(doc)!)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, data)
      this.assets.set(doc._id, { file, mimeType })
    } else {
      this.assets.set(doc._id, { data, mimeType })
    }
    this.transaction((tx) => tx.put(doc))
    await this.flush()
    return this.docs.get(doc._id)!
  }

  private persist() {
    const file = this.file
    if (!file) return
    const text = JSON.stringify({ format: FORMAT, documents: [...this.docs.values()] })
    // A failed write is reported to whoever awaits it, and does not stop later writes.
    this.saving = this.saving.catch(() => undefined).then(() => writeAtomically(file, text))
  }

  /** Resolves once every committed change is on disk. */
  flush() {
    return Promise.all([this.saving, this.history.flush()]).then(() => undefined)
  }
}
