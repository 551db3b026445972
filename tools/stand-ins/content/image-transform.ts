/**
 * The transformations of Sanity's image CDN that the site and the Studio ask for, applied by the
 * local content API to its images, so the preview shows what production will (the crop and
 * hotspot an editor sets, each srcset width): `rect` (the crop, in source pixels, that
 * @sanity/image-url computes from the crop and hotspot), `w`, `h`, `dpr`, `fit` (clip, crop, fill,
 * max, min, scale), `bg`, `fm` (jpg, pjpg, png, webp, avif), `auto=format` (WebP for browsers that
 * accept it), `q`. As on the CDN, an SVG is sent as it is unless a format is asked for.
 *
 * sharp (libvips) does the work, loaded on the first transformed request only.
 */
import { HttpError } from './errors.ts'

export const TRANSFORM_PARAMS = ['rect', 'w', 'h', 'dpr', 'fit', 'bg', 'fm', 'auto', 'q'] as const
const MAX_SIZE = 8192
const FORMATS = { jpg: 'jpeg', pjpg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' } as const
const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', avif: 'image/avif' } as const

type Output = keyof typeof MIME

export function wantsTransform(params: URLSearchParams) {
  return TRANSFORM_PARAMS.some((name) => params.has(name))
}

function number(params: URLSearchParams, name: string, max: number) {
  const raw = params.get(name)
  if (raw === null) return undefined
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new HttpError(400, 'invalidImageParameter', `"${name}" must be a number from 1 to ${max}`)
  return value
}

/** The output format: asked for, or (auto=format) WebP when the browser accepts it, else the source's own. */
function outputFormat(params: URLSearchParams, accept: string, source: string): Output | undefined {
  const fm = params.get('fm')
  if (fm) {
    if (!(fm in FORMATS)) throw new HttpError(400, 'invalidImageParameter', `"fm" must be one of ${Object.keys(FORMATS).join(', ')}`)
    return FORMATS[fm as keyof typeof FORMATS]
  }
  if (params.get('auto') === 'format' && /\bimage\/webp\b/.test(accept) && source !== 'image/svg+xml' && source !== 'image/gif')
    return 'webp'
  return undefined
}

/**
 * The transformed image, or undefined when the request asks for nothing this image can change
 * (no parameters, or an SVG without a format).
 */
export async function transformImage(
  body: Buffer,
  mimeType: string,
  params: URLSearchParams,
  accept: string,
): Promise<{ body: Buffer; mimeType: string } | undefined> {
  if (!wantsTransform(params)) return undefined
  const format = outputFormat(params, accept, mimeType)
  if (mimeType === 'image/svg+xml' && !format) return undefined
  const dpr = number(params, 'dpr', 5) ?? 1
  const width = number(params, 'w', MAX_SIZE)
  const height = number(params, 'h', MAX_SIZE)
  const quality = Math.round(number(params, 'q', 100) ?? 75)
  const fit = params.get('fit') ?? 'clip'
  if (!['clip', 'crop', 'fill', 'max', 'min', 'scale', 'fillmax'].includes(fit))
    throw new HttpError(400, 'invalidImageParameter', `Unknown "fit": ${fit}`)

  const { default: sharp } = await import('sharp')
  let image = sharp(body, { density: mimeType === 'image/svg+xml' ? 144 : undefined })
  const meta = await image.metadata()
  const rect = params.get('rect')
  if (rect) {
    const [left, top, w, h] = rect.split(',').map(Number)
    if (![left, top, w, h].every((value) => Number.isInteger(value) && value! >= 0) || !w || !h)
      throw new HttpError(400, 'invalidImageParameter', '"rect" must be x,y,width,height in pixels')
    // A rectangle reaching past the image is cut to it, as the CDN does.
    const right = Math.min(left! + w, meta.width ?? left! + w)
    const bottom = Math.min(top! + h, meta.height ?? top! + h)
    if (right > left! && bottom > top!)
      image = sharp(await image.extract({ left: left!, top: top!, width: right - left!, height: bottom - top! }).toBuffer())
  }
  if (width || height) {
    const target = { width: width && Math.round(width * dpr), height: height && Math.round(height * dpr) }
    const both = Boolean(target.width && target.height)
    const mode = {
      clip: { fit: 'inside' },
      max: { fit: 'inside', withoutEnlargement: true },
      crop: both ? { fit: 'cover', position: 'centre' } : { fit: 'inside' },
      min: both ? { fit: 'cover', withoutEnlargement: true } : { fit: 'inside', withoutEnlargement: true },
      fill: both ? { fit: 'contain', background: `#${params.get('bg') ?? 'ffffff'}` } : { fit: 'inside' },
      fillmax: both ? { fit: 'contain', withoutEnlargement: true, background: `#${params.get('bg') ?? 'ffffff'}` } : { fit: 'inside' },
      scale: both ? { fit: 'fill' } : { fit: 'inside' },
    }[fit] as Parameters<typeof image.resize>[0]
    image = image.resize({ ...target, ...mode })
  }
  const out: Output = format ?? (mimeType === 'image/png' ? 'png' : mimeType === 'image/webp' ? 'webp' : 'jpeg')
  const encoded =
    out === 'jpeg'
      ? image.jpeg({ quality, progressive: params.get('fm') === 'pjpg' })
      : out === 'png'
        ? image.png()
        : out === 'webp'
          ? image.webp({ quality })
          : image.avif({ quality })
  return { body: await encoded.toBuffer(), mimeType: MIME[out] }
}
