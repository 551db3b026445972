/**
 * A page query run for a route's loader (snapshot.ts `loadContent` loads this when a loader runs:
 * at build time, and in the browser only for a page fetched there, never for the first page).
 */
import type { FetchQueryOptions } from '@tanstack/react-query'
import type { QueryParams } from '@sanity/client'
import type { ContentQuery, ContentSnapshot, QueryName } from './options'

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
  const clock = import.meta.env.SSR ? Date.parse((await import('../../contract/clock')).serverClock()) : 0
  return { data, fetchedAt, ...(stamp && { stamp }), ...(clock > fetchedAt && { clock }) }
}

/** The stamp of a named query's documents, as the build's client reads them (build and dev server only). */
async function stampFor({ query, params }: { query: QueryName; params: QueryParams }) {
  const [{ stampOf }, queries, { runQuery }] = await Promise.all([import('./build-stamps'), import('./queries'), import('./run-query')])
  return stampOf(queries[query], params, runQuery)
}
