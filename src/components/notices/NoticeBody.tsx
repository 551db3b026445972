import { lazy, memo, Suspense } from 'react'
import type { Blocks } from '~/components/RichText'

const NoticeBodyBlocks = lazy(() => import('./NoticeBodyBlocks'))

/**
 * A notice's body (schemas/documents/notice.ts `body`, projected by NOTICES_QUERY), rendered by
 * NoticeBodyBlocks. Text needs no script, so hydration does not wait for its code (the rich text
 * renderer): the prerendered body stays as it is until the code arrives, just after the page's own,
 * then hydrates, as the images do (SanityImage). Memoised on the body itself, so a parent's
 * re-render never reaches the boundary before then; the content refresh, a transition, waits for it.
 */
export const NoticeBody = memo(function NoticeBody({ value }: { value: Blocks | null | undefined }) {
  return (
    <Suspense fallback={null}>
      <NoticeBodyBlocks value={value} />
    </Suspense>
  )
})
