/**
 * Query sets' scores on a build: each query through the site's engine (tools/site-build/search-node.ts),
 * its first result against the page wanted, by kind. `npx node tools/bench/search-score.ts
 * tests/search-held-out.ts` (any module exporting arrays of SearchQuery, each scored on its own); it
 * prints each miss and the totals, and reads nothing else.
 */
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { SearchQuery } from '../../tests/search-queries.ts'
import { CLIENT_DIR } from './bundle-size.ts'
import { filesIn, nodeSearcher } from '../site-build/search-node.ts'
import { SEARCH_DIR } from '../site-build/search-index.ts'
import { scoreOf } from './search-tally.ts'

const file = process.argv[2]
if (!file) throw new Error('name the query set: npx node tools/bench/search-score.ts tests/search-held-out.ts')
const module = (await import(pathToFileURL(resolve(file)).href)) as Record<string, unknown>
const sets = Object.entries(module).filter((entry): entry is [string, SearchQuery[]] => Array.isArray(entry[1]))
if (!sets.length) throw new Error(`${file} exports no query set`)

const { searcher, close } = await nodeSearcher(filesIn(join(CLIENT_DIR, SEARCH_DIR)))
try {
  for (const [name, queries] of sets) {
    console.log(`${name}:`)
    const { byKind, hit, top3, of } = await scoreOf(searcher, queries, (miss) =>
      console.log(
        `miss  ${miss.kind.padEnd(11)} ${JSON.stringify(miss.query).padEnd(44)} ${miss.got.join(', ') || '(nothing)'}  (want ${miss.want})`,
      ),
    )
    console.log([...byKind].map(([kind, tally]) => `${kind} ${tally.hit}/${tally.of}`).join(', '))
    console.log(`${hit} of ${of} with the wanted page first, ${top3} in the first three\n`)
  }
} finally {
  close()
}
