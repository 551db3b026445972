import { memo, Suspense } from 'react'
import { lazyPart } from '~/lib/lazy-part'
import type { SanityImageProps } from './SanityPicture'

const SanityPicture = lazyPart<SanityImageProps>(() => import('./SanityPicture'))

/** Starts loading the image code (once); SiteChrome calls it once the page's parts are needed, so no later page waits for it. */
export const preloadSanityImage = () => void SanityPicture.preload().catch(() => {})

const sameProps = (a: SanityImageProps, b: SanityImageProps) =>
  a.image === b.image &&
  a.sizes === b.sizes &&
  a.priority === b.priority &&
  a.className === b.className &&
  a.aspect === b.aspect &&
  String(a.widths) === String(b.widths)

/**
 * A sized, responsive image from the CMS (SanityPicture). An image needs no script, so hydration
 * does not wait for this code (and Sanity's URL builder): the prerendered <img> stays as it is
 * until the code arrives, once the page's parts are needed (src/lib/lazy-part.ts), then hydrates. Memoised on its props' values,
 * so a parent's re-render (the visitor's date, a menu) never reaches the boundary before then; the
 * content refresh, a transition, waits for it.
 */
export const SanityImage = memo(function SanityImage(props: SanityImageProps) {
  return (
    <Suspense fallback={null}>
      <SanityPicture {...props} />
    </Suspense>
  )
}, sameProps)
