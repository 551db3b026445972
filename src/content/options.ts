/**
 * Every content query as React Query options, from one factory: `contentQuery(name, params)` names a
 * GROQ query of queries/ (typed by TypeGen) and its parameters. Route loaders run it through
 * `loadContent` and pages read it with `useContent` (snapshot.ts); src/content/README.md draws the
 * whole path.
 *
 * The Sanity client, its configuration and the GROQ text are imported when a fetch first runs
 * (loaders at build time, refreshes after hydration), so none of them weighs on a page's first load.
 */
import { queryOptions } from '@tanstack/react-query'
import type { QueryParams, SanityClient } from '@sanity/client'
import type * as Queries from './queries'

export type QueryName = keyof typeof Queries

/** A query result and when it was fetched (at build time, for a prerendered page). */
export type ContentSnapshot<T> = { data: T; fetchedAt: number }

/** Content is refreshed in the background when older than this. */
export const CONTENT_STALE_TIME = 60_000

let client: Promise<SanityClient> | undefined

/** The one configured Sanity client (config.ts): the local content API, or the Sanity project configured. */
function getClient(): Promise<SanityClient> {
  client ??= Promise.all([import('@sanity/client'), import('./config')]).then(([{ createClient }, { appContentEnv, clientConfig }]) =>
    createClient(clientConfig(appContentEnv())),
  )
  return client
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
    queryFn: async () => {
      const [sanity, queries, { wellFormed }] = await Promise.all([getClient(), import('./queries'), import('./clean-text')])
      // Where every page's content arrives, at build and in the refresh: text a page can carry (clean-text.ts).
      return wellFormed(await sanity.fetch(queries[name] as (typeof Queries)[N], params))
    },
    // The preview (preview.ts) asks the Studio for the same query by its name.
    meta: { query: name, params },
    // Site settings change rarely and every page reads them.
    staleTime: name === 'SITE_SETTINGS_QUERY' ? 5 * CONTENT_STALE_TIME : CONTENT_STALE_TIME,
  })
}
