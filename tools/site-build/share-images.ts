/**
 * The build's share images (src/lib/share-card.ts): while React Router prerenders, each indexed
 * page's Seo registers the card it shows and links /og/<hash>.png, the hash of everything drawn and
 * of the renderer (satori, resvg, the font and the layout: tools/site-build/share-card-layout.ts); after
 * prerendering, this step draws each card not drawn before, on every core (worker threads), and
 * copies the others from the cache, so a build draws only what changed.
 *
 * The cache is a folder of PNGs named by hash, kept between builds (SHARE_IMAGE_CACHE, by default
 * node_modules/.cache/share-images: a rebuild on publish and the next `npm run build` share it; on
 * Netlify, node_modules is kept between builds with the build cache). A picture unused for 30 days
 * is removed from it.
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { createImageUrlBuilder } from '@sanity/image-url'
import { DEFAULT_DATASET, LOCAL_API_PATH, LOCAL_DATASET, LOCAL_PROJECT_ID } from '../../contract/constants.ts'
import {
  SHARE_IMAGE_DIR,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  SHARE_IMAGES_KEY,
  type DrawnCard,
  type EditorImage,
  type ShareImages,
} from '../../src/lib/share-card.ts'
import { checkEnv } from '../../server/env.ts'
import { baseFontFiles, scriptFontFiles } from './share-card-layout.ts'

const LAYOUT = fileURLToPath(new URL('./share-card-layout.ts', import.meta.url))
const WORKER = new URL('./share-image-worker.ts', import.meta.url)
const DEFAULT_CACHE = fileURLToPath(new URL('../../node_modules/.cache/share-images', import.meta.url))
/** A cached picture unused for this long is removed. */
const CACHE_DAYS = 30

/** The folder drawn pictures are kept in between builds. */
export function shareImageCache() {
  return checkEnv().SHARE_IMAGE_CACHE || DEFAULT_CACHE
}

const require = createRequire(import.meta.url)
const packageVersion = (name: string) => (require(`${name}/package.json`) as { version: string }).version

let rendererVersion: string | undefined
/**
 * Everything besides the card that decides the pixels of every card: the layout's and the worker's
 * code, the versions of satori and resvg, and the base fonts (the package's version and its files).
 * A change to any draws every picture again.
 */
export async function shareRenderer() {
  if (rendererVersion) return rendererVersion
  const hash = createHash('sha256')
  hash.update(await readFile(LAYOUT))
  hash.update(await readFile(fileURLToPath(WORKER)))
  for (const name of ['satori', '@resvg/resvg-js']) hash.update(`${name}@${packageVersion(name)}`)
  for (const { file, package: name } of baseFontFiles()) hash.update(`${name}@${packageVersion(name)}`).update(await readFile(file))
  return (rendererVersion = hash.digest('hex'))
}

/**
 * The picture's name: the hash of the card's words, of the renderer and of the script fonts its words
 * need (their packages' versions and files: a new emoji font draws again only the cards with emoji).
 */
export function cardHash(card: DrawnCard, renderer: string) {
  const { eyebrow, title, facts, brand, site } = card
  const drawn = { eyebrow, title, facts: facts.map(({ label, value }) => ({ label, value })), brand, site }
  const fonts = scriptFontFiles(card).map(({ file, package: name }) => `${name}@${packageVersion(name)}/${basename(file)}`)
  return createHash('sha256')
    .update(JSON.stringify([renderer, drawn, fonts]))
    .digest('hex')
    .slice(0, 24)
}

/** The editor's pictures through the image CDN (offline, the local content API), as src/content/image.ts builds them. */
function imageBuilder() {
  const { SANITY_PROJECT_ID: projectId, SANITY_DATASET: dataset } = checkEnv()
  return projectId
    ? createImageUrlBuilder({ projectId, dataset: dataset || DEFAULT_DATASET })
    : createImageUrlBuilder({ projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, baseUrl: LOCAL_API_PATH })
}

/** The drawing service the prerendered pages' Seo uses (src/lib/share-card.ts), with the cards it registered. */
class ShareImageService implements ShareImages {
  readonly cards = new Map<string, DrawnCard>()
  private readonly builder = imageBuilder()
  constructor(private readonly renderer: string) {}
  pathOf(card: DrawnCard) {
    const hash = cardHash(card, this.renderer)
    this.cards.set(hash, card)
    return `/${SHARE_IMAGE_DIR}/${hash}.png`
  }
  imageUrl(image: NonNullable<EditorImage>) {
    return this.builder
      .image(image as Parameters<typeof this.builder.image>[0])
      .width(SHARE_IMAGE_WIDTH)
      .height(SHARE_IMAGE_HEIGHT)
      .fit('crop')
      .format('png')
      .url()
  }
}

type Global = { [SHARE_IMAGES_KEY]?: ShareImages }

/** Installs the drawing service for the pages about to be prerendered (react-router.config.ts). */
export async function installShareImages() {
  ;(globalThis as Global)[SHARE_IMAGES_KEY] = new ShareImageService(await shareRenderer())
}

/** The cards the prerendered pages registered. */
function registeredCards() {
  const service = (globalThis as Global)[SHARE_IMAGES_KEY]
  return service instanceof ShareImageService ? service.cards : new Map<string, DrawnCard>()
}

/** A card a page rendered by the dev server registered, drawn now (in this thread); none for an unknown hash. */
export async function drawRegistered(hash: string) {
  const card = registeredCards().get(hash)
  if (!card) return undefined
  const { drawCard } = await import('./share-image-worker.ts')
  return drawCard(card)
}

const exists = (file: string) =>
  stat(file).then(
    (info) => info.isFile() && info.size > 0,
    () => false,
  )

/** Draws the cards on worker threads, one per core, each PNG handed to `done` as it comes. */
async function drawAll(jobs: Array<[string, DrawnCard]>, done: (hash: string, png: Uint8Array) => Promise<void>) {
  const queue = [...jobs]
  const workers = Math.max(1, Math.min(availableParallelism(), queue.length))
  await Promise.all(
    Array.from({ length: workers }, async () => {
      const worker = new Worker(WORKER)
      try {
        for (let job = queue.shift(); job; job = queue.shift()) {
          const [hash, card] = job
          const answer = await new Promise<{ png?: Uint8Array; error?: string }>((resolve, reject) => {
            worker.once('message', resolve)
            worker.once('error', reject)
            worker.postMessage({ id: 0, card })
          })
          worker.removeAllListeners('error')
          if (!answer.png) throw new Error(`the share image of "${card.title}" could not be drawn: ${answer.error}`)
          await done(hash, answer.png)
        }
      } finally {
        await worker.terminate()
      }
    }),
  )
}

/**
 * Writes every registered card's picture into `clientDir`/og: from the cache when drawn before, else
 * drawn now (and kept in the cache). Returns how many were drawn and reused.
 */
export async function writeShareImages(clientDir: string, cards = registeredCards(), cache = shareImageCache()) {
  const target = join(clientDir, SHARE_IMAGE_DIR)
  await mkdir(target, { recursive: true })
  await mkdir(cache, { recursive: true })
  const now = new Date()
  const toDraw: Array<[string, DrawnCard]> = []
  let reused = 0
  for (const [hash, card] of cards) {
    const cached = join(cache, `${hash}.png`)
    if (await exists(cached)) {
      await copyFile(cached, join(target, `${hash}.png`))
      await utimes(cached, now, now)
      reused++
    } else toDraw.push([hash, card])
  }
  await drawAll(toDraw, async (hash, png) => {
    // Into the cache whole or not at all (a build stopped mid-write leaves no broken picture to reuse).
    const partial = join(cache, `${hash}.png.${process.pid}`)
    await writeFile(partial, png)
    await rename(partial, join(cache, `${hash}.png`))
    await writeFile(join(target, `${hash}.png`), png)
  })
  await pruneCache(cache, now.getTime() - CACHE_DAYS * 86_400_000)
  console.log(`  share images: ${toDraw.length} drawn, ${reused} reused`)
  return { drawn: toDraw.length, reused }
}

async function pruneCache(cache: string, before: number) {
  for (const entry of await readdir(cache)) {
    const file = join(cache, entry)
    const info = await stat(file).catch(() => undefined)
    if (info && info.mtimeMs < before) await rm(file, { force: true })
  }
}
