/**
 * How a page's content is kept fresh after hydration (snapshot.ts `useContent` loads this then, with
 * the question whether anything changed, changes.ts): never in the first load.
 */
import type { ContentQuery, ContentSnapshot } from './options'

/** Inside a frame: the Studio's Presentation tool showing this page (the site allows no other framing). */
const inPresentation = () => window.self !== window.top

/** Shows a query's fresher data as it comes (`onData`) until the returned function stops it. */
type Watch<T> = (onData: (data: T) => void) => () => void

/**
 * A visitor's refresh: the query's documents are asked about first (changes.ts), and unless they
 * changed since the snapshot's stamp, nothing more loads and the page keeps its content. When they
 * did, React Query refreshes it (live.ts), the snapshot counting as stale whatever its age. A snapshot
 * without a stamp (one fetched in the browser) is refreshed as React Query's staleTime says.
 */
async function refreshWhenChanged<T>(options: ContentQuery<T>, snapshot: ContentSnapshot<T>): Promise<Watch<T> | undefined> {
  if (snapshot.stamp && !(await (await import('./changes')).changedSince(snapshot.stamp))) return undefined
  const { watchContent } = await import('./live')
  // Stale whatever its age; still read for the clock it was built for (live.ts `watchContent`).
  const built = snapshot.stamp ? { ...snapshot, fetchedAt: 0, clock: Math.max(snapshot.fetchedAt, snapshot.clock ?? 0) } : snapshot
  return (onData) => watchContent(options, built, onData)
}

/**
 * Follows the query's fresher data from now on: `onData` is given it, with whether to show it at
 * once (it was at hand when the page was shown, or drafts in the Studio), until the returned
 * function stops it.
 */
export function followContent<T>(options: ContentQuery<T>, snapshot: ContentSnapshot<T>, onData: (data: T, now: boolean) => void) {
  let stop: (() => void) | undefined
  let cancelled = false
  const preview = inPresentation()
  const watching: Promise<Watch<T> | undefined> = preview
    ? import('./preview').then(
        ({ watchPreview }) =>
          (onData: (data: T) => void) =>
            watchPreview(options, snapshot, onData),
      )
    : refreshWhenChanged(options, snapshot)
  void watching.then((watch) => {
    if (cancelled || !watch) return
    let mounting = true
    stop = watch((data) => onData(data, mounting || preview))
    mounting = false
  })
  return () => {
    cancelled = true
    stop?.()
  }
}
