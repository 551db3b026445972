/**
 * Every content query as React Query options, from one factory: `contentQuery(name, params)` names a
 * GROQ query of queries/ (typed by TypeGen) and its parameters. Route loaders run it through
 * `loadContent` and pages read it with `useContent` (snapshot.ts); src/content/README.md draws the
 * whole path.
 *
 * The GROQ text and what sends it are imported when a fetch first runs (loaders at build time,
 * refreshes after hydration), so none of them weighs on a page's first load: at build time and under
 * the dev server the Sanity client, in the browser the platform's fetch (content-api.ts), so that a
 * visitor's refresh never loads the client nor the Studio's code it shares.
 */
import { queryOptions, type QueryFunction, type QueryKey } from '@tanstack/react-query'
import type { QueryParams } from '@sanity/client'
import type * as Queries from './queries'
import type { ContentStamp } from './stamp'

export type QueryName = keyof typeof Queries

/** A query's result, as TypeGen types it (src/content/sanity.types.ts). */
type QueryResult<N extends QueryName> = (typeof Queries)[N] extends keyof SanityQueries ? SanityQueries[(typeof Queries)[N]] : unknown

/**
 * A query result and when it was fetched (at build time, for a prerendered page), with the stamp of
 * the documents it reads as the CMS had them then (stamp.ts: written by the build and the dev server,
 * none for a query run in the browser). `clock`: the time it was read for (its `$now`, clock.ts),
 * given only when later than its fetch, by a build made ahead of a moment (server/build-ahead.ts).
 */
export type ContentSnapshot<T> = { data: T; fetchedAt: number; stamp?: ContentStamp; clock?: number }

/** A content query's options, as loadContent and useContent take them (snapshot.ts). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ContentQuery<T> = { queryKey: QueryKey; queryFn?: QueryFunction<T, any, never> | symbol; meta?: Record<string, unknown> }

/** Content is refreshed in the background when older than this. */
export const CONTENT_STALE_TIME = 60_000

/**
 * A route's content query, named once: the options its loader runs (`loadContent(query(...))`) and
 * its page keeps fresh (`useContent(query(...), loaderData…)`), from the route's params when the
 * query takes any (`routeQuery('PORT_QUERY', (params: { portSlug: string }) => ({ slug: params.portSlug }))`).
 * contract/routes.ts names the same query for the route (tests/unit/presentation.test.ts checks).
 */
export function routeQuery<const N extends QueryName, A extends unknown[] = []>(name: N, params?: (...args: A) => QueryParams) {
  return (...args: A) => contentQuery(name, params?.(...args))
}

export function contentQuery<const N extends QueryName>(name: N, params: QueryParams = {}) {
  return queryOptions({
    queryKey: ['content', name, params],
    // What sends it (run-query.ts) comes when a fetch first runs, never with the first page.
    queryFn: async ({ signal }) => (await import('./run-query')).runNamedQuery<QueryResult<N>>(name, params, signal),
    // The preview (preview.ts) asks the Studio for the same query by its name.
    meta: { query: name, params },
    // Site settings change rarely and every page reads them.
    staleTime: name === 'SITE_SETTINGS_QUERY' ? 5 * CONTENT_STALE_TIME : CONTENT_STALE_TIME,
  })
}
