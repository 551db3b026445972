/**
 * Content as a page's loader returns it: the query result and when it was fetched (at build
 * time for prerendered pages). Pages render it immediately, so the prerendered HTML and the
 * hydrated page match with no request; `useContent` then keeps it fresh.
 */
import { startTransition, useEffect, useState } from 'react'
import type { QueryFunction, QueryKey } from '@tanstack/react-query'

/** Content is refreshed in the background when older than this. */
export const CONTENT_STALE_TIME = 60_000

export type ContentSnapshot<T> = { data: T; fetchedAt: number }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ContentQuery<T> = { queryKey: QueryKey; queryFn?: QueryFunction<T, any, never> | symbol }

/** Runs a page query (at build time for prerendered pages, in the browser otherwise). */
export async function loadContent<T>(options: ContentQuery<T>): Promise<ContentSnapshot<T>> {
  // Our query functions take no arguments (see options.ts).
  const fetcher = options.queryFn as () => Promise<T>
  return { data: await fetcher(), fetchedAt: Date.now() }
}

/** The snapshot's data now; fresher data from the CMS once React Query has it. */
export function useContent<T>(options: ContentQuery<T>, snapshot: ContentSnapshot<T>): T {
  const [fresh, setFresh] = useState<{ key: string; data: T } | null>(null)
  const key = JSON.stringify(options.queryKey)
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./live').then(({ watchContent }) => {
      if (cancelled) return
      // A refresh is not urgent: as a transition it never replaces prerendered HTML that is
      // still waiting for its code (lazy parts such as the forms) with a fallback.
      stop = watchContent(options, snapshot, (data) => startTransition(() => setFresh({ key, data })))
    })
    return () => {
      cancelled = true
      stop?.()
    }
    // The query is identified by its key; the snapshot changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, snapshot])
  return fresh && fresh.key === key ? fresh.data : snapshot.data
}
