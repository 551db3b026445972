/**
 * A query set's score: each query through the site's engine, its first result against the page
 * wanted, tallied by kind. Read by the scorer (tools/bench/search-score.ts) and by the test that holds
 * the held-out sets to their floors (tests/unit/search-held-out.test.ts).
 */
import { searchWith, type Searcher } from '../../src/search/engine.ts'
import type { SearchQuery } from '../../tests/search-queries.ts'

/** A query whose first result was not the page wanted, and the first results it had. */
export type Miss = SearchQuery & { got: string[] }

/** The score of `queries` with `searcher`: how many found the page wanted first, in all and by kind; `missed` hears each miss. */
export async function scoreOf(searcher: Searcher, queries: SearchQuery[], missed: (miss: Miss) => void = () => {}) {
  const byKind = new Map<SearchQuery['kind'], { hit: number; of: number }>()
  let hit = 0
  for (const entry of queries) {
    const found = await searchWith(searcher, entry.query, 3)
    const got = found.hits.map((result) => result.url.split('#')[0]!)
    const tally = byKind.get(entry.kind) ?? { hit: 0, of: 0 }
    tally.of++
    if (got[0] === entry.want) {
      tally.hit++
      hit++
    } else missed({ ...entry, got })
    byKind.set(entry.kind, tally)
  }
  return { byKind, hit, of: queries.length }
}
