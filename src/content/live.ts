/**
 * The browser's content cache: React Query, loaded only once a page learns that something it reads
 * changed since the build (changes.ts), its queries run over plain fetch (content-api.ts), so
 * neither weighs on a prerendered page's first load. Pages render their loader's snapshot at once;
 * this keeps it fresh from the CMS under React Query's rules
 * (staleTime, deduplication, one cache shared across pages). A refresh that lost a document the
 * page shows, or copy its page needs, never replaces it (`canReplace`).
 */
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query'
import { CONTENT_STALE_TIME, type ContentSnapshot } from './options'
import { contentBuiltFor } from './content-api'
import { pageNeeds } from './page-needs'

export { pageNeeds }

let client: QueryClient | undefined

export function getQueryClient() {
  client ??= new QueryClient({
    defaultOptions: { queries: { staleTime: CONTENT_STALE_TIME, retry: 2, refetchOnWindowFocus: false } },
  })
  return client
}

/** A query as `useContent` watches it: React Query options, with the query's name and parameters in `meta`. */
export type WatchedQuery = { queryKey: QueryKey; queryFn?: unknown; staleTime?: unknown; meta?: Record<string, unknown> }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Whether a refreshed result may replace what the page shows: not a missing document (null); no
 * document or object the page showed at the top level gone missing, as when an editor deletes or
 * unpublishes a document the page reads; and nothing the build would refuse (page-needs.ts): no
 * page copy (the page's own, or the layout copy in the site settings) lacking a section, item or
 * form field its page needs, no h1 left blank (a hero title, a port's names, a page's title
 * emptied or set to a space). Lists may empty and optional fields may clear. The page keeps its
 * built content rather than going blank; the next build reports what is missing.
 */
export function canReplace(fresh: unknown, shown: unknown): boolean {
  if (fresh === null || fresh === undefined) return false
  if (pageNeeds(fresh).length > 0) return false
  if (!isRecord(shown)) return true
  if (!isRecord(fresh)) return false
  return Object.keys(shown).every((key) => !isRecord(shown[key]) || isRecord(fresh[key]))
}

const warned = new Set<string>()
function keepShown(queryKey: QueryKey) {
  const key = JSON.stringify(queryKey)
  if (warned.has(key)) return
  warned.add(key)
  console.warn(
    `Content ${key}: the CMS answered without what this page shows (deleted, unpublished, or copy the page needs removed?); the page keeps its built content.`,
  )
}

/**
 * Seeds the cache with a loader's snapshot (unless the cache holds something newer) and
 * reports the freshest data; refetches when the snapshot is older than the staleTime, never for an
 * earlier clock than the snapshot's (its fetch, or the moment a build ahead was made for): a
 * visitor whose computer's clock is behind keeps the notices the page was built with.
 */
export function watchContent<T>(options: WatchedQuery, snapshot: ContentSnapshot<T>, onData: (data: T) => void) {
  contentBuiltFor(Math.max(snapshot.fetchedAt, snapshot.clock ?? 0))
  const queryClient = getQueryClient()
  const state = queryClient.getQueryState(options.queryKey)
  if (!state || state.dataUpdatedAt < snapshot.fetchedAt) {
    queryClient.setQueryData(options.queryKey, snapshot.data, { updatedAt: snapshot.fetchedAt })
  }
  const observer = new QueryObserver(queryClient, options as ConstructorParameters<typeof QueryObserver>[1])
  let shown: unknown = snapshot.data
  const report = (data: unknown) => {
    if (data === undefined || data === shown) return
    if (!canReplace(data, shown)) return keepShown(options.queryKey)
    shown = data
    onData(data as T)
  }
  report(observer.getCurrentResult().data)
  return observer.subscribe((result) => report(result.data))
}
