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
import type { FetchQueryOptions, QueryFunction, QueryKey } from '@tanstack/react-query'
import type { QueryParams } from '@sanity/client'
import type { ContentSnapshot, QueryName } from './options'
import { partsNeeded } from '../lib/lazy-part'

export type { ContentSnapshot }

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ContentQuery<T> = { queryKey: QueryKey; queryFn?: QueryFunction<T, any, never> | symbol; meta?: Record<string, unknown> }

/** Inside a frame: the Studio's Presentation tool showing this page (the site allows no other framing). */
const inPresentation = () => window.self !== window.top

/**
 * Runs a page query (at build time for prerendered pages, in the browser otherwise). An answer
 * of nothing is an error naming the query, not a page rendered from null: a build stops on it,
 * the dev server shows it on its error page, and a page fetched in the browser falls back to
 * what the site's host serves (see the port and CMS page routes).
 */
export async function loadContent<T>(options: ContentQuery<T>): Promise<ContentSnapshot<NonNullable<T>>> {
  const { getQueryClient } = await import('./live')
  const queryClient = getQueryClient()
  // Always asked of the CMS, never served from the cache (a loader runs for a build, a dev-server
  // request or a port added since the build); the same request in flight is made once. A build
  // gives up at once, naming the query; a browser tries twice more.
  const fresh = { ...options, staleTime: 0, retry: import.meta.env.SSR ? false : 2 } as FetchQueryOptions<T>
  // At build time (and under the dev server), the stamp of what the query reads, asked before the
  // query runs: it is never newer than the result (build-stamps.ts).
  const meta = options.meta as { query: QueryName; params: QueryParams } | undefined
  const stamping = import.meta.env.SSR && meta ? stampFor(meta) : undefined
  const [data, stamp] = await Promise.all([queryClient.fetchQuery(fresh), stamping]).catch(async (error: unknown) => {
    if (import.meta.env.SSR && process.env.SITE_BUILDING === '1')
      (await import('./build-checks')).stopBuildUnanswered(error, options.queryKey)
    throw error
  })
  if (data === null || data === undefined)
    throw new Error(`The CMS answered nothing for ${JSON.stringify(options.queryKey)}: is its document published?`)
  // What the page needs (page-needs.ts: its h1's text, its copy): a build stops without it, naming
  // it in an editor's words. (Not in the browser's bundle: the condition is false there.)
  if (import.meta.env.SSR && process.env.SITE_BUILDING === '1') (await import('./build-checks')).stopBuildWithout(data, options.queryKey)
  const fetchedAt = queryClient.getQueryState(options.queryKey)?.dataUpdatedAt ?? Date.now()
  // Read for a clock ahead of the fetch (a build made ahead of a moment, clock.ts): the page says so, and its refresh never asks for less.
  const clock = import.meta.env.SSR ? Date.parse((await import('./clock')).serverClock()) : 0
  return { data, fetchedAt, ...(stamp && { stamp }), ...(clock > fetchedAt && { clock }) }
}

/** The stamp of a named query's documents, as the build's client reads them (build and dev server only). */
async function stampFor({ query, params }: { query: QueryName; params: QueryParams }) {
  const [{ stampOf }, queries, { runQuery }] = await Promise.all([import('./build-stamps'), import('./queries'), import('./options')])
  return stampOf(queries[query], params, runQuery)
}

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
    const preview = inPresentation()
    const watching: Promise<Watch<T> | undefined> = preview
      ? import('./preview').then(
          ({ watchPreview }) =>
            (onData: (data: T) => void) =>
              watchPreview(options, snapshot, onData),
        )
      : refreshWhenChanged(options, snapshot)
    const onHidden = () => document.visibilityState === 'hidden' && showWaiting()
    document.addEventListener('visibilitychange', onHidden)
    void watching.then((watch) => {
      if (cancelled || !watch) return
      let mounting = true
      stop = watch((data) => {
        waiting.current = { key, data }
        // The parts showing the old content render the new: their code is needed (src/lib/lazy-part.ts).
        partsNeeded()
        if (mounting || preview || document.visibilityState === 'hidden') showWaiting()
      })
      mounting = false
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
