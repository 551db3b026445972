/**
 * The browser's content cache: React Query, loaded after hydration (with the Sanity client,
 * on first fetch), so neither weighs on a prerendered page's first load. Pages render their
 * loader's snapshot at once; this keeps it fresh from the CMS under React Query's rules
 * (staleTime, deduplication, one cache shared across pages).
 */
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query'
import { CONTENT_STALE_TIME, type ContentSnapshot } from './snapshot'

let client: QueryClient | undefined

export function getQueryClient() {
  client ??= new QueryClient({
    defaultOptions: { queries: { staleTime: CONTENT_STALE_TIME, retry: 2, refetchOnWindowFocus: false } },
  })
  return client
}

type Options = { queryKey: QueryKey; queryFn?: unknown; staleTime?: unknown }

/**
 * Seeds the cache with a loader's snapshot (unless the cache holds something newer) and
 * reports the freshest data; refetches when the snapshot is older than the staleTime.
 */
export function watchContent<T>(options: Options, snapshot: ContentSnapshot<T>, onData: (data: T) => void) {
  const queryClient = getQueryClient()
  const state = queryClient.getQueryState(options.queryKey)
  if (!state || state.dataUpdatedAt < snapshot.fetchedAt) {
    queryClient.setQueryData(options.queryKey, snapshot.data, { updatedAt: snapshot.fetchedAt })
  }
  const observer = new QueryObserver(queryClient, options as ConstructorParameters<typeof QueryObserver>[1])
  const current = observer.getCurrentResult()
  if (current.data !== undefined && current.data !== snapshot.data) onData(current.data as T)
  return observer.subscribe((result) => {
    if (result.data !== undefined) onData(result.data as T)
  })
}
