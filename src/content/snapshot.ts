/**
 * Content as a page's loader returns it and a page shows it: `loadContent` runs a query of
 * options.ts in a route's loader (at build time for prerendered pages) and returns its result with
 * the time it was fetched and the stamp of the documents it reads (stamp.ts); the page renders that at
 * once, so the prerendered HTML and the hydrated page match with no request, and `useContent` then
 * asks whether those documents changed since (changes.ts, one small request) and only then keeps it
 * fresh (live.ts), or shows the Studio's drafts (preview.ts). All are loaded after hydration: React
 * Query is not in the first load, and nothing but the question loads when nothing changed.
 */
import { startTransition, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { ContentQuery, ContentSnapshot } from './options'
import { partsNeeded } from '../lib/lazy-part'

export type { ContentQuery, ContentSnapshot }

/**
 * Runs a page query (at build time for prerendered pages, in the browser otherwise): load.ts, loaded
 * when a loader runs, never with the first page.
 */
export async function loadContent<T>(options: ContentQuery<T>): Promise<ContentSnapshot<NonNullable<T>>> {
  return (await import('./load')).loadContent(options)
}

/**
 * The snapshot's data now; fresher data from the CMS once React Query has it, shown where it moves
 * nothing under the visitor's eyes: at once if it was at hand when the page was shown (a page
 * visited before), else at the next navigation or while the tab is hidden. A refresh that brings
 * the same content changes nothing. In the Studio's Presentation tool, drafts show as they come.
 */
export function useContent<T>(options: ContentQuery<T>, snapshot: ContentSnapshot<T>): T {
  const [fresh, setFresh] = useState<{ key: string; data: T } | null>(null)
  const waiting = useRef<{ key: string; data: T } | null>(null)
  const key = JSON.stringify(options.queryKey)
  // A refresh is not urgent: as a transition it never replaces prerendered HTML that is still
  // waiting for its code (lazy parts such as the forms) with a fallback.
  const showWaiting = () => {
    const next = waiting.current
    waiting.current = null
    if (next) startTransition(() => setFresh(next))
  }
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const onHidden = () => document.visibilityState === 'hidden' && showWaiting()
    document.addEventListener('visibilitychange', onHidden)
    // Its code (follow.ts) comes after hydration, with the question whether anything changed.
    void import('./follow').then(({ followContent }) => {
      if (cancelled) return
      stop = followContent(options, snapshot, (data, now) => {
        waiting.current = { key, data }
        // The parts showing the old content render the new: their code is needed (src/lib/lazy-part.ts).
        partsNeeded()
        if (now || document.visibilityState === 'hidden') showWaiting()
      })
    })
    return () => {
      cancelled = true
      stop?.()
      document.removeEventListener('visibilitychange', onHidden)
    }
    // The query is identified by its key; the snapshot changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, snapshot])
  // A navigation moves the page anyway: what was waiting shows with it (the layout, say).
  const { key: visit } = useLocation()
  useEffect(showWaiting, [visit])
  return fresh && fresh.key === key ? fresh.data : snapshot.data
}
