import { memo, Suspense } from 'react'
import { lazyPart } from '~/lib/lazy-part'
import type { Blocks } from './PortableRichText'

export type { Blocks }

/**
 * Rich text needs no script (its links are links), so hydration does not wait for its code
 * (@portabletext/react, PortableRichText.tsx): the prerendered text stays as it is until the code
 * arrives, once the page's parts are needed, then hydrates, as the forms and images do (src/lib/lazy-part.ts).
 */
const PortableRichText = lazyPart<{ value: Blocks; print?: boolean }>(() => import('./PortableRichText'))

/** Starts loading the rich text's code (once); SiteChrome calls it once the page's parts are needed, so no later page waits for it. */
export const preloadRichText = () => void PortableRichText.preload().catch(() => {})

/**
 * Portable Text from the CMS, with link targets checked (see safeHref); `print` in a printable
 * document (docs/DocRichText.tsx). Memoised on its props, so a parent's re-render never reaches the
 * text while it waits for its code (the content refresh, a transition, waits for it).
 */
export const RichText = memo(function RichText({
  value,
  className,
  print,
}: {
  value: Blocks | null | undefined
  className?: string
  print?: boolean
}) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null
  return (
    <div className={className ?? 'rich-text'}>
      <Suspense fallback={null}>
        <PortableRichText value={value} print={print} />
      </Suspense>
    </div>
  )
})
