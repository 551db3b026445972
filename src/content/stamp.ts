/**
 * A content stamp: the question "has anything this query reads changed since the build?", small
 * enough to ask before anything else loads. The build writes, with each query's result in the page
 * (snapshot.ts `loadContent`), what the query reads (its documents' types and ids: query-reads.ts)
 * and the CMS's answer to one tiny GROQ query over those documents: how many there are and when the
 * newest of them was last changed. A page asks the same of the CMS after hydration (changes.ts); only
 * a different answer (a document of those types published, edited, unpublished or deleted since)
 * loads the refresh. Browser-safe.
 */
import { stampQuery } from './queries/stamp.ts'

/** The documents a query reads: every document of these types, and these documents by id. */
export type ContentReads = { types: string[]; ids: string[] }

/** The CMS's answer for a query's documents: their number, and the latest `_updatedAt` among them. */
export type StampAnswer = { count: number; updated: string | null }

/** What the build wrote beside a query's result. */
export type ContentStamp = ContentReads & StampAnswer

/**
 * Asks the CMS for the stamps of several queries' documents in one request (`run` sends a GROQ query
 * with its parameters, in the published perspective): the build through its Sanity client, a page
 * over plain fetch. An answer that is not a stamp is undefined.
 */
export async function askStamps(
  reads: ContentReads[],
  run: (query: string, params: Record<string, unknown>) => Promise<unknown>,
): Promise<Array<StampAnswer | undefined>> {
  const query = `{${reads.map((_, n) => `"s${n}": ${stampQuery(n)}`).join(', ')}}`
  const params = Object.fromEntries(reads.flatMap(({ types, ids }, n) => [[`t${n}`, types] as const, [`i${n}`, ids] as const]))
  const answer = (await run(query, params)) as Record<string, unknown> | null
  return reads.map((_, n) => {
    const stamp = answer?.[`s${n}`] as Partial<StampAnswer> | undefined
    return typeof stamp?.count === 'number' && (typeof stamp.updated === 'string' || stamp.updated === null)
      ? { count: stamp.count, updated: stamp.updated }
      : undefined
  })
}

/** Whether the CMS's answer differs from the one the build wrote. */
export const stampChanged = (built: StampAnswer, now: StampAnswer) => built.count !== now.count || built.updated !== now.updated
