/**
 * A local stand-in for Sanity's Content Lake HTTP API, evaluating GROQ with groq-js over the seed.
 *
 * It honours the parts of the API that @sanity/client uses (see ../shared/toolchain.md):
 * query by GET and by POST, `$param` encoding, the published/drafts/raw perspectives,
 * getDocument, mutations, JSON errors with 4xx statuses, CORS preflight, and image assets.
 * The dev server, the preview server and the build's prerender all serve it on loopback,
 * so the real @sanity/client runs unchanged against it.
 */
import { createHash, randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { Mutation } from '@sanity/mutator'
import { evaluate, GroqSyntaxError, parse } from 'groq-js'

export type SanityDoc = { _id: string; _type: string; [key: string]: unknown }
type Perspective = 'published' | 'drafts' | 'raw'

export const LOCAL_PROJECT_ID = 'local'
export const LOCAL_DATASET = 'production'
/** Where the dev and preview servers mount this API, on the site's own origin. */
export const LOCAL_API_PATH = '/__content'

/** Image files by asset id, so the API can serve them: the seed's files, or uploaded bytes. */
export type AssetFile = { file?: string; data?: Buffer; mimeType: string }
export type AssetFiles = Map<string, AssetFile>

const MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
}

function svgDimensions(svg: string): { width: number; height: number } {
  const head = svg.slice(0, svg.indexOf('>', svg.indexOf('<svg')) + 1)
  const width = Number(/\swidth="([\d.]+)/.exec(head)?.[1])
  const height = Number(/\sheight="([\d.]+)/.exec(head)?.[1])
  if (width && height) return { width, height }
  const viewBox = /viewBox="[\d.\s-]*?([\d.]+)\s+([\d.]+)"/.exec(head)
  if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) }
  throw new Error('SVG without width/height or viewBox')
}

function pngDimensions(buf: Buffer) {
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
}

/** A `sanity.imageAsset` document for an image's bytes, with the id scheme Sanity uses. */
export function imageAssetDocument(buf: Buffer, filename: string, dataset = LOCAL_DATASET) {
  const ext = (filename.split('.').pop() ?? '').toLowerCase()
  const isSvg = ext === 'svg' || buf.subarray(0, 256).toString('utf8').includes('<svg')
  const isPng = buf.subarray(1, 4).toString('latin1') === 'PNG'
  const extension = isSvg ? 'svg' : isPng ? 'png' : ext
  const mimeType = MIME[extension]
  if (!mimeType || (!isSvg && !isPng)) throw new HttpError(400, 'invalidImage', `Unsupported image type: ${filename} (this local API takes SVG and PNG)`)
  const { width, height } = isSvg ? svgDimensions(buf.toString('utf8')) : pngDimensions(buf)
  const sha1 = createHash('sha1').update(buf).digest('hex')
  const path = `images/${LOCAL_PROJECT_ID}/${dataset}/${sha1}-${width}x${height}.${extension}`
  const doc: SanityDoc = {
    _id: `image-${sha1}-${width}x${height}-${extension}`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension,
    mimeType,
    originalFilename: filename,
    path,
    url: `${LOCAL_API_PATH}/${path}`,
    size: buf.length,
    metadata: { _type: 'sanity.imageMetadata', dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height } },
  }
  return { doc, mimeType }
}

/**
 * Turns `{_type: 'image', _sanityAsset: 'image@file:///…'}` values (the form @sanity/import
 * reads) into asset references, and adds a `sanity.imageAsset` document for each file,
 * with the id scheme Sanity uses: image-{sha1}-{w}x{h}-{ext}.
 */
export async function materializeAssets(
  documents: SanityDoc[],
  dataset = LOCAL_DATASET,
): Promise<{ documents: SanityDoc[]; assets: AssetFiles }> {
  const assets: AssetFiles = new Map()
  const assetDocs = new Map<string, SanityDoc>()

  async function toAsset(spec: string) {
    const match = /^image@(file:\/\/.+)$/.exec(spec)
    if (!match) throw new Error(`Unsupported _sanityAsset: ${spec}`)
    const file = fileURLToPath(match[1])
    const { doc, mimeType } = imageAssetDocument(await readFile(file), file.split('/').pop()!, dataset)
    assets.set(doc._id, { file, mimeType })
    assetDocs.set(doc._id, doc)
    return doc._id
  }

  async function walk(value: unknown): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map(walk))
    if (value && typeof value === 'object') {
      const { _sanityAsset, ...rest } = value as Record<string, unknown>
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(rest)) out[k] = await walk(v)
      if (typeof _sanityAsset === 'string') {
        out.asset = { _type: 'reference', _ref: await toAsset(_sanityAsset) }
      }
      return out
    }
    return value
  }

  const converted = (await Promise.all(documents.map(walk))) as SanityDoc[]
  return { documents: [...converted, ...assetDocs.values()], assets }
}

export class ContentStore {
  readonly docs = new Map<string, SanityDoc>()

  constructor(documents: SanityDoc[] = []) {
    const now = new Date().toISOString()
    for (const doc of documents) {
      this.docs.set(doc._id, { _createdAt: now, _updatedAt: now, _rev: randomUUID(), ...doc })
    }
  }

  view(perspective: Perspective): SanityDoc[] {
    const all = [...this.docs.values()]
    if (perspective === 'raw') return all
    const published = all.filter((d) => !d._id.startsWith('drafts.') && !d._id.startsWith('versions.'))
    if (perspective === 'published') return published
    const overlay = new Map(published.map((d) => [d._id, d]))
    for (const d of all) {
      if (!d._id.startsWith('drafts.')) continue
      const id = d._id.slice('drafts.'.length)
      overlay.set(id, { ...d, _id: id, _originalId: d._id })
    }
    return [...overlay.values()]
  }

  async query(query: string, params: Record<string, unknown>, perspective: Perspective) {
    const tree = parse(query, { params })
    const result = await evaluate(tree, { dataset: this.view(perspective), params })
    return result.get()
  }

  /** Applies a transaction atomically; throws a HttpError on conflicts. */
  mutate(mutations: Array<Record<string, Record<string, unknown> & { id?: string; _id?: string }>>) {
    const next = new Map(this.docs)
    const results: Array<{ id: string; operation: string; document?: SanityDoc }> = []
    const now = new Date().toISOString()
    for (const mutation of mutations) {
      const [kind, body] = Object.entries(mutation)[0] ?? []
      if (!kind || !body) throw new HttpError(400, 'invalidMutation', 'Empty mutation')
      const id: string | undefined = kind === 'patch' || kind === 'delete' ? body.id : (body._id ?? undefined)
      if (kind.startsWith('create') && !body._id) body._id = randomUUID()
      const target = id ?? body._id
      if (!target) throw new HttpError(400, 'invalidMutation', `${kind} needs an id (patches by query are not supported here)`)
      const current = next.get(target) ?? null
      if (kind === 'create' && current) {
        throw new HttpError(409, 'mutationError', `Document by ID "${target}" already exists`)
      }
      if (kind === 'patch' && !current) {
        throw new HttpError(409, 'mutationError', `Document by ID "${target}" not found`)
      }
      type MutatorInput = ConstructorParameters<typeof Mutation>[0]['mutations'][number]
      const applied = new Mutation({ mutations: [mutation as MutatorInput] }).apply(current as Parameters<Mutation['apply']>[0]) as SanityDoc | null
      if (applied) {
        const doc = { ...applied, _createdAt: current?._createdAt ?? now, _updatedAt: now, _rev: randomUUID() } as SanityDoc
        next.set(target, doc)
        results.push({ id: target, operation: current ? 'update' : 'create', document: doc })
      } else {
        next.delete(target)
        results.push({ id: target, operation: 'delete' })
      }
    }
    return { results, commit: () => { this.docs.clear(); for (const [k, v] of next) this.docs.set(k, v) } }
  }
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly description: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(description)
  }
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, content-type, x-sanity-project-id',
  'Access-Control-Max-Age': '600',
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...CORS_HEADERS })
  res.end(JSON.stringify(body))
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return {}
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'invalidJson', 'Request body is not valid JSON')
  }
}

function parsePerspective(value: string | null): Perspective {
  if (value === null || value === '' || value === 'published') return 'published'
  if (value === 'drafts' || value === 'previewDrafts') return 'drafts'
  if (value === 'raw') return 'raw'
  throw new HttpError(400, 'invalidPerspective', `Unsupported perspective "${value}" (this local API knows published, drafts and raw)`)
}

function paramsFromSearch(search: URLSearchParams) {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(raw)
    } catch {
      throw new HttpError(400, 'queryParseError', `Parameter "${key}" is not valid JSON`)
    }
  }
  return params
}

export type ContentApiOptions = { store: ContentStore; assets: AssetFiles; dataset?: string }

/**
 * Connect-style handler; `basePath` is where it is mounted (e.g. "/__content"), stripped from
 * URLs before routing. Calls `next()` for paths it does not own when used as middleware.
 */
export function createContentApiHandler({ store, assets, dataset = LOCAL_DATASET }: ContentApiOptions, basePath = '') {
  /** The asset an image URL names: /images/{project}/{dataset}/{sha1}-{w}x{h}.{ext} */
  const imageAt = (path: string) => {
    const m = new RegExp(`^/images/${LOCAL_PROJECT_ID}/${dataset}/([a-f0-9]+)-(\\d+x\\d+)\\.(\\w+)$`).exec(path)
    return m ? assets.get(`image-${m[1]}-${m[2]}-${m[3]}`) : undefined
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, next?: () => void) {
    const url = new URL(req.url ?? '/', 'http://local')
    if (basePath && !url.pathname.startsWith(basePath + '/')) return next?.()
    const path = url.pathname.slice(basePath.length)
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS)
        return res.end()
      }
      const image = imageAt(path)
      if (image && (req.method === 'GET' || req.method === 'HEAD')) {
        const body = image.data ?? (await readFile(image.file!))
        res.writeHead(200, {
          'Content-Type': image.mimeType,
          'Content-Length': body.length,
          'Cache-Control': 'public, max-age=31536000, immutable',
          ...CORS_HEADERS,
        })
        return res.end(req.method === 'HEAD' ? undefined : body)
      }
      const upload = /^\/v[\w-]+\/assets\/images\/([\w-]+)$/.exec(path)
      if (upload) {
        if (req.method !== 'POST') throw new HttpError(405, 'methodNotAllowed', 'Use POST')
        if (upload[1] !== dataset) throw new HttpError(404, 'datasetNotFound', `Dataset "${upload[1]}" not found`)
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        const data = Buffer.concat(chunks)
        const { doc, mimeType } = imageAssetDocument(data, url.searchParams.get('filename') ?? 'upload', dataset)
        const existing = store.docs.get(doc._id)
        if (!existing) {
          store.mutate([{ createOrReplace: doc }]).commit()
          assets.set(doc._id, { data, mimeType })
        }
        return sendJson(res, 200, { document: store.docs.get(doc._id) })
      }
      const route = /^\/v([\w-]+)\/data\/(query|doc|mutate)\/([\w-]+)(?:\/(.*))?$/.exec(path)
      if (!route) throw new HttpError(404, 'notFound', `No such endpoint: ${path}`)
      const [, , kind, ds, rest] = route
      if (ds !== dataset) throw new HttpError(404, 'datasetNotFound', `Dataset "${ds}" not found`)

      if (kind === 'query') {
        let query: string | null
        let params: Record<string, unknown>
        if (req.method === 'GET') {
          query = url.searchParams.get('query')
          params = paramsFromSearch(url.searchParams)
        } else if (req.method === 'POST') {
          const body = await readBody(req)
          query = typeof body.query === 'string' ? body.query : null
          params = (body.params as Record<string, unknown> | undefined) ?? {}
        } else throw new HttpError(405, 'methodNotAllowed', 'Use GET or POST')
        if (!query) throw new HttpError(400, 'queryParseError', 'Missing "query"')
        const perspective = parsePerspective(url.searchParams.get('perspective'))
        const started = performance.now()
        let result: unknown
        try {
          result = await store.query(query, params, perspective)
        } catch (error) {
          if (error instanceof GroqSyntaxError) {
            throw new HttpError(400, 'queryParseError', error.message, { query, start: error.position, end: error.position + 1 })
          }
          throw new HttpError(400, 'queryExecutionError', (error as Error).message, { query })
        }
        const body: Record<string, unknown> = { result, ms: Math.round(performance.now() - started) }
        if (url.searchParams.get('returnQuery') !== 'false') body.query = query
        return sendJson(res, 200, body)
      }

      if (kind === 'doc') {
        if (req.method !== 'GET') throw new HttpError(405, 'methodNotAllowed', 'Use GET')
        const ids = decodeURIComponent(rest ?? '').split(',').filter(Boolean)
        const documents = ids.map((id) => store.docs.get(id)).filter(Boolean)
        const omitted = ids.filter((id) => !store.docs.has(id)).map((id) => ({ id, reason: 'existence' }))
        return sendJson(res, 200, { documents, omitted })
      }

      // mutate
      if (req.method !== 'POST') throw new HttpError(405, 'methodNotAllowed', 'Use POST')
      const body = await readBody(req)
      if (!Array.isArray(body.mutations)) throw new HttpError(400, 'invalidMutation', 'Expected {"mutations": [...]}')
      const { results, commit } = store.mutate(body.mutations)
      if (url.searchParams.get('dryRun') !== 'true') commit()
      const returnDocuments = url.searchParams.get('returnDocuments') === 'true'
      return sendJson(res, 200, {
        transactionId: randomUUID(),
        results: results.map(({ id, operation, document }) => (returnDocuments ? { id, operation, document } : { id, operation })),
        ...(url.searchParams.get('returnIds') === 'true' ? { documentIds: results.map((r) => r.id) } : {}),
      })
    } catch (error) {
      if (error instanceof HttpError) {
        return sendJson(res, error.status, {
          error: { type: error.type, description: error.description, ...error.extra },
        })
      }
      return sendJson(res, 500, { error: { type: 'internalError', description: (error as Error).message } })
    }
  }
}

/** Loads the seed (schemas' content) into a fresh store. */
export async function loadSeedStore(): Promise<ContentApiOptions> {
  const { documents } = await import('../seed/content.ts')
  const materialized = await materializeAssets(documents as SanityDoc[])
  return { store: new ContentStore(materialized.documents), assets: materialized.assets }
}

/** Serves the API on an ephemeral loopback port. */
export async function startContentApi(options?: ContentApiOptions, port = 0) {
  const opts = options ?? (await loadSeedStore())
  const handle = createContentApiHandler(opts)
  const server = createServer((req, res) => {
    void handle(req, res, () => sendJson(res, 404, { error: { type: 'notFound', description: 'Not found' } }))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${bound}`,
    store: opts.store,
    server,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
