import { lazy, memo, Suspense } from 'react'
import type { Blocks } from './RichTextBody'

export type { Blocks } from './RichTextBody'

const load = () => import('./RichTextBody')
const RichTextBody = lazy(load)

/** Starts loading the rich-text code (once); SiteChrome calls it after hydration, so no later page waits for it. */
export const preloadRichText = () => void load()

/**
 * Portable Text from the CMS (RichTextBody, with link targets checked). Text needs no script to be
 * read or its links followed, so hydration does not wait for this code (and the Portable Text
 * renderer): the prerendered text stays as it is until the code arrives, just after the page's own,
 * then hydrates, as the images do (SanityImage). Memoised on its props, so a parent's re-render
 * never reaches the boundary before then; the content refresh, a transition, waits for it.
 */
export const RichText = memo(function RichText({ value, className }: { value: Blocks | null | undefined; className?: string }) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null
  return (
    <div className={className ?? 'rich-text'}>
      <Suspense fallback={null}>
        <RichTextBody value={value} />
      </Suspense>
    </div>
  )
})
