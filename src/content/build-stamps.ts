/**
 * The content stamp of a query's documents (stamp.ts), as a build writes it beside the query's result
 * (snapshot.ts `loadContent`, before the query runs; tools/site-build/site-build.ts for the search box's
 * words). Build and dev-server code only: the browser never loads it.
 *
 * A build asks the CMS once per set of documents, first thing, and every page reading that set
 * carries the same stamp: taken before any page's content, it can only be older than what a page
 * shows, so a publish during the build makes pages refresh, never miss it. The dev server asks at
 * every request.
 */
import type { QueryParams } from '@sanity/client'
import { queryReads } from './query-reads.ts'
import { askStamps, type ContentStamp } from './stamp.ts'

const taken = new Map<string, Promise<ContentStamp>>()

/** The stamp of what `query` reads with `params`; `run` sends a GROQ query to the CMS, as the build reads it. */
export function stampOf(
  query: string,
  params: QueryParams,
  run: (query: string, params: Record<string, unknown>) => Promise<unknown>,
): Promise<ContentStamp> {
  const reads = queryReads(query, params)
  const key = JSON.stringify(reads)
  const building = process.env.SITE_BUILDING === '1'
  const known = building ? taken.get(key) : undefined
  if (known) return known
  const stamp = askStamps([reads], run).then(([answer]) => {
    if (!answer) throw new Error(`The CMS did not answer the content stamp of ${key}`)
    return { ...reads, ...answer }
  })
  if (building) taken.set(key, stamp)
  return stamp
}
