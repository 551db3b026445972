import { imageDimensions, imageUrl, isVector } from '~/content/image'
import type { HOME_QUERY_RESULT } from '~/content/sanity.types'

export type SanityImageProps = {
  /** An image as every query projects it (the IMAGE fragment: alt, crop, hotspot, asset). */
  image: HOME_QUERY_RESULT['caseStudies'][number]['image'] | undefined
  /** The widths the layout shows this image at, for srcset. */
  widths?: number[]
  sizes?: string
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean
  className?: string
  /** Crop to this aspect ratio (width / height). */
  aspect?: number
}

/**
 * A sized, responsive image from the CMS, lazy below the fold. Its width and height attributes give
 * the browser its aspect ratio before it loads (with `height: auto`), so nothing shifts and no
 * inline style is needed (the CSP allows none). Pages use it through SanityImage, which loads this
 * module (and the URL builder) beside the page's own code rather than before hydration.
 */
export default function SanityPicture({
  image,
  widths = [480, 800, 1200],
  sizes = '100vw',
  priority,
  className,
  aspect,
}: SanityImageProps) {
  const dims = imageDimensions(image)
  if (!image?.asset || !dims) return null
  const ratio = aspect ?? dims.width / dims.height
  const largest = Math.max(...widths)
  const build = (w: number) => {
    let b = imageUrl(image).width(w).fit('crop').auto('format')
    if (aspect) b = b.height(Math.round(w / aspect))
    return b.url()
  }
  // Vector images scale themselves: one URL, no srcset.
  const src = isVector(image) ? imageUrl(image).url() : build(largest)
  const srcSet = isVector(image) ? undefined : widths.map((w) => `${build(w)} ${w}w`).join(', ')
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={largest}
      height={Math.round(largest / ratio)}
      alt={image.alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  )
}
