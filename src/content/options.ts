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
import { queryOptions } from '@tanstack/react-query'
import type { QueryParams, SanityClient } from '@sanity/client'
import type * as Queries from './queries'
import type { ContentStamp } from './stamp'

export type QueryName = keyof typeof Queries

/** A query's result, as TypeGen types it (src/content/sanity.types.ts). */
type QueryResult<N extends QueryName> = (typeof Queries)[N] extends keyof SanityQueries ? SanityQueries[(typeof Queries)[N]] : unknown

/**
 * A query result and when it was fetched (at build time, for a prerendered page), with the stamp of
 * the documents it reads as the CMS had them then (stamp.ts: written by the build and the dev server,
 * none for a query run in the browser). `clock`: the time it was read for (its `$now`, clock.ts),
 * given only when later than its fetch, by a build made ahead of a moment (tools/build/build-ahead.ts).
 */
export type ContentSnapshot<T> = { data: T; fetchedAt: number; stamp?: ContentStamp; clock?: number }

/** Content is refreshed in the background when older than this. */
export const CONTENT_STALE_TIME = 60_000

let client: Promise<SanityClient> | undefined

/** The one configured Sanity client (config.ts) of the build and the dev server: the local content API, or the Sanity project configured. */
function getClient(): Promise<SanityClient> {
  client ??= Promise.all([import('@sanity/client'), import('./config')]).then(([{ createClient }, { appContentEnv, clientConfig }]) =>
    createClient(clientConfig(appContentEnv())),
  )
  return client
}

/**
 * Runs a GROQ query in the published perspective: with the Sanity client at build time and under the
 * dev server, over fetch in the browser. Each is given the clock its content is read for, `$now`
 * (clock.ts: the build's own, the dev server's minute; content-api.ts: the visitor's minute).
 */
export async function runQuery<T = unknown>(query: string, params: QueryParams = {}, signal?: AbortSignal): Promise<T> {
  if (import.meta.env.SSR) {
    const [client, { withClock }] = await Promise.all([getClient(), import('./clock')])
    return client.fetch<T>(query, withClock(query, params), { signal })
  }
  return (await import('./content-api')).queryContent<T>(query, params, signal)
}

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
    queryFn: async ({ signal }) => {
      const [queries, { wellFormed }] = await Promise.all([import('./queries'), import('./clean-text')])
      // Where every page's content arrives, at build and in the refresh: text a page can carry (clean-text.ts).
      return wellFormed(await runQuery<QueryResult<N>>(queries[name], params, signal))
    },
    // The preview (preview.ts) asks the Studio for the same query by its name.
    meta: { query: name, params },
    // Site settings change rarely and every page reads them.
    staleTime: name === 'SITE_SETTINGS_QUERY' ? 5 * CONTENT_STALE_TIME : CONTENT_STALE_TIME,
  })
}
