import { memo, Suspense } from 'react'
import { lazyPart } from '~/lib/lazy-part'
import type { NoticeCardData } from './NoticeCard'

const NoticeGridCards = lazyPart<Props>(() => import('./NoticeGridCards'))

type Props = {
  notices: NoticeCardData[]
  /** The notices page copy's labels "notice", "insight" and "alert", as the page's query projects them. */
  words: ReadonlyArray<{ name?: string | null; title?: string | null }> | null | undefined
}

/**
 * A page's latest notices as a grid of cards (the home page's, a port's), below the page's own
 * content: prerendered in place, its code loaded once the page's parts are needed, as the images'
 * is (SanityImage). Memoised on the notices and words themselves, so a parent's re-render never
 * reaches the boundary before then; the content refresh, a transition, waits for it.
 */
export const NoticeGrid = memo(function NoticeGrid(props: Props) {
  return (
    <Suspense fallback={null}>
      <NoticeGridCards {...props} />
    </Suspense>
  )
})
