import { createImageUrlBuilder } from '@sanity/image-url'
import { DEFAULT_DATASET, LOCAL_API_PATH, LOCAL_DATASET, LOCAL_PROJECT_ID } from '../../contract/constants.ts'

type ImageSource = { asset?: { _ref?: string } | null; crop?: unknown; hotspot?: unknown } | null | undefined

const projectId = import.meta.env.SANITY_PROJECT_ID
/**
 * Image URLs come from Sanity's image CDN, or offline from the local content API (the build
 * copies the seed's images to the same path, so the static site is self-contained).
 */
const builder = projectId
  ? createImageUrlBuilder({ projectId, dataset: import.meta.env.SANITY_DATASET || DEFAULT_DATASET })
  : createImageUrlBuilder({ projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, baseUrl: LOCAL_API_PATH })

export function imageUrl(source: ImageSource) {
  return builder.image(source as Parameters<typeof builder.image>[0])
}

/** Width and height from an asset id such as image-<sha>-1200x800-svg. */
export function imageDimensions(source: ImageSource): { width: number; height: number } | undefined {
  const match = /-(\d+)x(\d+)-\w+$/.exec(source?.asset?._ref ?? '')
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined
}

export function isVector(source: ImageSource) {
  return source?.asset?._ref?.endsWith('-svg') ?? false
}
