/**
 * The held-out query sets (tests/search-held-out.ts), scored after a build through the box's engine
 * over the built index (tools/bench/search-tally.ts, as `npx node tools/bench/search-score.ts
 * tests/search-held-out.ts` prints them): each set's score held to its floor, in all and by kind, so
 * that a change to the ranking, the index or the seed's terms that makes the search worse in general
 * fails `npm test`. The floors are each set's score when it was last raised (docs/search.md), never
 * the queries themselves: a miss is fixed for every query of its kind, or the floor stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CLIENT_DIR } from '../../tools/bench/bundle-size'
import { SEARCH_DIR } from '../../tools/site-build/search-index'
import { filesIn, nodeSearcher } from '../../tools/site-build/search-node'
import { scoreOf, type Miss } from '../../tools/bench/search-tally'
import { searchWith, type Searcher } from '../../src/search/engine'
import type { SearchQuery } from '../search-queries'
import { HELD_OUT_58, HELD_OUT_QUERIES } from '../search-held-out'
import { search as searchCopy } from '../../seed/copy/search'

const built = existsSync(join(CLIENT_DIR, SEARCH_DIR, 'vocabulary.json'))

/** Each set, the fewest of its queries that must find the page wanted first: in all, and by kind. */
const FLOORS: Array<{ name: string; queries: SearchQuery[]; all: number; kinds: Partial<Record<SearchQuery['kind'], number>> }> = [
  // Issue 52's set: 29 of 52 before it, 48 after; issue 58 asks for 49 or more, and no kind worse than after issue 52.
  // Issue 64's words that ask for a printable document: 50 ("audit checklist": the evidence pack, its rules 10).
  // 29 November (session 22): 51 ("how do I request a pre-arrival pack": the form's page, by the words that ask to send; questions 11).
  { name: 'issue 52', queries: HELD_OUT_QUERIES, all: 51, kinds: { port: 11, service: 10, rule: 10, question: 11, misspelling: 9 } },
  // Issue 58's set: 38 of 55 before it (services 7 of 10, rules 6 of 10, questions 6 of 15), 50 after.
  { name: 'issue 58', queries: HELD_OUT_58, all: 50, kinds: { port: 10, service: 9, rule: 8, question: 13, misspelling: 10 } },
]

describe.runIf(built)('the site search, on its held-out sets', () => {
  let searcher: Searcher
  let close: () => void
  beforeAll(async () => {
    ;({ searcher, close } = await nodeSearcher(filesIn(join(CLIENT_DIR, SEARCH_DIR))))
  }, 60_000)
  afterAll(() => close?.())

  for (const { name, queries, all, kinds } of FLOORS)
    it(`finds first the page wanted for ${all} of the ${queries.length} queries of ${name}'s set, and for each kind its floor`, async () => {
      const missed: Miss[] = []
      const score = await scoreOf(searcher, queries, (miss) => missed.push(miss))
      const said = missed.map((miss) => `${miss.kind} "${miss.query}": ${miss.got[0] ?? '(nothing)'}, not ${miss.want}`)
      expect(score.hit, said.join('\n')).toBeGreaterThanOrEqual(all)
      for (const [kind, floor] of Object.entries(kinds))
        expect(score.byKind.get(kind as SearchQuery['kind'])?.hit, kind).toBeGreaterThanOrEqual(floor)
    }, 60_000)

  // The seed's words that ask for a printable document (the /search copy's "printable" section, which
  // no page shows: tests/e2e/copy.spec.ts leaves them to this test), each searched on the build.
  it("finds only the printable documents for each of the seed's words that ask for one, and the one named first", async () => {
    const words = (searchCopy.sections ?? []).find((section) => section.key === 'printable')?.items?.map((item) => item.title ?? '') ?? []
    expect(words.length).toBeGreaterThan(0)
    for (const word of words) {
      const found = await searchWith(searcher, word, 8)
      expect(found.total, word).toBe(4)
      expect(new Set(found.hits.map((hit) => hit.kind)), word).toEqual(new Set(['document']))
      expect(found.corrections, word).toEqual([])
      expect((await searchWith(searcher, `SLA schedule ${word}`, 1)).hits[0]?.url, word).toBe('/docs/sla-schedule')
    }
  }, 60_000)

  // The seed's words that ask to send a request (the "sending" section, which no page shows either):
  // each, beside what a form sends, finds that form's page first, not the printable document of it.
  it("finds the page of the form that sends a request first for each of the seed's words that ask to send one (issue 64)", async () => {
    const words = (searchCopy.sections ?? []).find((section) => section.key === 'sending')?.items?.map((item) => item.title ?? '') ?? []
    expect(words.length).toBeGreaterThan(0)
    for (const word of words) {
      expect((await searchWith(searcher, `${word} a pre-arrival pack`, 1)).hits[0]?.url.split('#')[0], word).toBe('/port-call-compliance')
      expect((await searchWith(searcher, `${word} a fleet quote`, 1)).hits[0]?.url.split('#')[0], word).toBe('/fleet-retainer')
    }
  }, 60_000)
})
