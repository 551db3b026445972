/**
 * Image assets for the local content API: `sanity.imageAsset` documents with the id scheme
 * Sanity uses (image-{sha1}-{w}x{h}-{ext}), and the seed's `_sanityAsset` values (the form
 * @sanity/import reads) turned into asset references.
 */
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { LOCAL_API_PATH, LOCAL_DATASET, LOCAL_PROJECT_ID } from '../../../contract/constants.ts'
import { HttpError, type SanityDoc } from './errors.ts'

/** Where an asset's bytes are: a file on disk, or bytes in memory (stores without a folder). */
export type AssetFile = { file?: string; data?: Buffer; mimeType: string }

const MIME: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
}

function svgDimensions(svg: string): { width: number; height: number } {
  const head = svg.slice(0, svg.indexOf('>', svg.indexOf('<svg')) + 1)
  const width = Number(/\swidth="([\d.]+)/.exec(head)?.[1])
  const height = Number(/\sheight="([\d.]+)/.exec(head)?.[1])
  if (width && height) return { width, height }
  const viewBox = /viewBox="[\d.\s-]*?([\d.]+)\s+([\d.]+)"/.exec(head)
  if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) }
  throw new HttpError(400, 'invalidImage', 'SVG without width/height or viewBox')
}

function pngDimensions(buf: Buffer) {
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
}

/** Width and height from a JPEG's first start-of-frame marker. */
function jpegDimensions(buf: Buffer) {
  let offset = 2
  while (offset + 9 < buf.length) {
    if (buf[offset] !== 0xff) break
    const marker = buf[offset + 1]
    const length = buf.readUInt16BE(offset + 2)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: buf.readUInt16BE(offset + 5), width: buf.readUInt16BE(offset + 7) }
    }
    offset += 2 + length
  }
  throw new HttpError(400, 'invalidImage', 'JPEG without a frame header')
}

function sniff(buf: Buffer, filename: string): 'svg' | 'png' | 'jpg' {
  if (buf.subarray(1, 4).toString('latin1') === 'PNG') return 'png'
  if (buf[0] === 0xff && buf[1] === 0xd8) return 'jpg'
  if (buf.subarray(0, 512).toString('utf8').includes('<svg')) return 'svg'
  throw new HttpError(400, 'invalidImage', `Unsupported image type: ${filename} (the local API takes SVG, PNG and JPEG)`)
}

/** The file name an asset is stored under, in the path Sanity's image URLs use. */
export function assetFileName(doc: SanityDoc) {
  const m = /^image-([a-f0-9]+)-(\d+x\d+)-(\w+)$/.exec(doc._id)
  return m ? `${m[1]}-${m[2]}.${m[3]}` : undefined
}

/** A `sanity.imageAsset` document for an image's bytes. */
export function imageAssetDocument(buf: Buffer, filename: string, dataset = LOCAL_DATASET) {
  const extension = sniff(buf, filename)
  const mimeType = MIME[extension]
  const { width, height } =
    extension === 'svg' ? svgDimensions(buf.toString('utf8')) : extension === 'png' ? pngDimensions(buf) : jpegDimensions(buf)
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
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
    },
  }
  return { doc, mimeType }
}

/**
 * Turns `{_type: 'image', _sanityAsset: 'image@file:///…'}` values into asset references, and
 * adds a `sanity.imageAsset` document for each file.
 */
export async function materializeAssets(documents: SanityDoc[], dataset = LOCAL_DATASET) {
  const assets = new Map<string, AssetFile>()
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
      if (typeof _sanityAsset === 'string') out.asset = { _type: 'reference', _ref: await toAsset(_sanityAsset) }
      return out
    }
    return value
  }

  const converted = (await Promise.all(documents.map(walk))) as SanityDoc[]
  return { documents: [...converted, ...assetDocs.values()], assets }
}

/** The seed (seed/content.ts) with its images as asset documents. */
export async function seedDocuments() {
  const { documents } = await import('../../../seed/content.ts')
  return materializeAssets(structuredClone(documents) as SanityDoc[])
}
