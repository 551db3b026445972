/**
 * A query set's score on a build: each query through the site's engine (tools/site-build/search-node.ts),
 * its first result against the page wanted, by kind. `npx node tools/bench/search-score.ts
 * tests/search-held-out.ts` (any module exporting one array of SearchQuery); it prints each miss and
 * the totals, and reads nothing else.
 */
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { searchWith } from '../../src/search/engine.ts'
import type { SearchQuery } from '../../tests/search-queries.ts'
import { CLIENT_DIR } from './bundle-size.ts'
import { filesIn, nodeSearcher } from '../site-build/search-node.ts'
import { SEARCH_DIR } from '../site-build/search-index.ts'

const file = process.argv[2]
if (!file) throw new Error('name the query set: npx node tools/bench/search-score.ts tests/search-held-out.ts')
const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>
const queries = Object.values(module).find((value): value is SearchQuery[] => Array.isArray(value))
if (!queries) throw new Error(`${file} exports no query set`)

const { searcher, close } = await nodeSearcher(filesIn(join(CLIENT_DIR, SEARCH_DIR)))
try {
  const score = new Map<string, { hit: number; of: number }>()
  for (const { query, want, kind } of queries) {
    const found = await searchWith(searcher, query, 3)
    const got = found.hits.map((hit) => hit.url.split('#')[0])
    const tally = score.get(kind) ?? { hit: 0, of: 0 }
    tally.of++
    if (got[0] === want) tally.hit++
    else console.log(`miss  ${kind.padEnd(11)} ${JSON.stringify(query).padEnd(44)} ${got.join(', ') || '(nothing)'}  (want ${want})`)
    score.set(kind, tally)
  }
  const all = [...score.values()].reduce((sum, tally) => ({ hit: sum.hit + tally.hit, of: sum.of + tally.of }), { hit: 0, of: 0 })
  console.log([...score].map(([kind, tally]) => `${kind} ${tally.hit}/${tally.of}`).join(', '))
  console.log(`${all.hit} of ${all.of} with the wanted page first`)
} finally {
  close()
}
