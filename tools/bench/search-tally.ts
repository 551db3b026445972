/**
 * A query set's score: each query through the site's engine, its first result against the page
 * wanted, tallied by kind. Read by the scorer (tools/bench/search-score.ts) and by the test that holds
 * the held-out sets to their floors (tests/unit/search-held-out.test.ts).
 */
import { searchWith, type Searcher } from '../../src/search/engine.ts'
import { isWeak } from '../../src/search/weak.ts'
import { ASK_A_PERSON, type SearchQuery } from '../../tests/search-queries.ts'

/** A query whose first result was not the page wanted, and the first results it had. */
export type Miss = SearchQuery & { got: string[] }

/**
 * The score of `queries` with `searcher`: how many found the page wanted first, in all and by kind,
 * and how many in the first three (`top3`); a query the site cannot answer (ASK_A_PERSON) scores when
 * the search says its answer is weak (the box then offers the 24/7 desk). `missed` hears each miss.
 */
export async function scoreOf(searcher: Searcher, queries: SearchQuery[], missed: (miss: Miss) => void = () => {}) {
  const byKind = new Map<SearchQuery['kind'], { hit: number; of: number }>()
  let hit = 0
  let top3 = 0
  for (const entry of queries) {
    const found = await searchWith(searcher, entry.query, 3)
    const got = found.hits.map((result) => result.url.split('#')[0]!)
    const weak = isWeak(found)
    const tally = byKind.get(entry.kind) ?? { hit: 0, of: 0 }
    tally.of++
    const first = entry.want === ASK_A_PERSON ? weak : got[0] === entry.want
    if (first || (entry.want !== ASK_A_PERSON && got.includes(entry.want))) top3++
    if (first) {
      tally.hit++
      hit++
    } else missed({ ...entry, got: weak ? [...got, '(weak)'] : got })
    byKind.set(entry.kind, tally)
  }
  return { byKind, hit, top3, of: queries.length }
}
