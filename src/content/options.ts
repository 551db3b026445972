/**
 * React Query options for content: one factory for every page query (by its name in queries/)
 * and parameters. Loaders run them through `loadContent` (snapshot.ts); pages read them with
 * `useContent`, which keeps them fresh (live.ts), or shows the Studio's drafts inside the
 * Presentation tool (preview.ts), which finds the query by the name kept in `meta`.
 */
import { queryOptions } from '@tanstack/react-query'
import type { QueryParams } from '@sanity/client'
import { sanityFetch } from './client'
import type * as Queries from './queries'
import { CONTENT_STALE_TIME } from './snapshot'

export type QueryName = keyof typeof Queries

/** The GROQ text is needed only when a fetch runs (loaders, refreshes): it stays off the first load. */
const queries = () => import('./queries')

export function contentQuery<const N extends QueryName>(name: N, params: QueryParams = {}) {
  return queryOptions({
    queryKey: ['content', name, params],
    queryFn: async () => sanityFetch((await queries())[name] as (typeof Queries)[N], params),
    meta: { query: name, params },
    // Site settings change rarely and every page reads them.
    staleTime: name === 'SITE_SETTINGS_QUERY' ? 5 * CONTENT_STALE_TIME : CONTENT_STALE_TIME,
  })
}
