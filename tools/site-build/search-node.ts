/**
 * The site's search engine (src/search/engine.ts) in Node, over an index's files: Pagefind's own code
 * and WebAssembly from them, served on a loopback port of its own (no worker in Node: Pagefind
 * searches in the page, as its fallback does), with the site's words. The build searches the index
 * it just wrote with it (tools/site-build/search-terms.ts), as do the query-set tests and the held-out
 * score (tests/unit/search-*.test.ts, tools/bench/search-score.ts).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFile } from 'node:fs/promises'
import { join, normalize } from 'node:path'
import { englishShard, RANKING, SEARCH_BUNDLE, SEARCH_VOCABULARY_PATH, type Pagefind, type Searcher } from '../../src/search/engine.ts'
import { Lexicon, type Vocabulary } from '../../src/search/query.ts'

/** An index's file by its path under /pagefind/ ("pagefind.js", "index/en-in_….pf_index"); undefined where there is none. */
export type SearchFileReader = (name: string) => Promise<Uint8Array | undefined>

/** The files of an index written to `dir` (the build's /pagefind/ folder). */
export const filesIn =
  (dir: string): SearchFileReader =>
  async (name) => {
    const path = normalize(join(dir, name))
    if (!path.startsWith(normalize(dir))) return undefined
    return readFile(path).catch(() => undefined)
  }

const TYPES: Record<string, string> = { js: 'text/javascript', json: 'application/json', pagefind: 'application/wasm' }

/** Each searcher's copy of Pagefind's code is a module of its own (its state is per index). */
let loaded = 0

/** A searcher over the index `read` gives, and how to stop serving it. */
export async function nodeSearcher(read: SearchFileReader): Promise<{ searcher: Searcher; close: () => void }> {
  const server = createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).slice(SEARCH_BUNDLE.length)
    void read(name).then((body) => {
      if (!body) return void res.writeHead(404).end()
      res.writeHead(200, { 'Content-Type': TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream' }).end(body)
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const close = () => void server.close()
  try {
    const code = await read('pagefind.js')
    const words = await read(SEARCH_VOCABULARY_PATH.slice(SEARCH_BUNDLE.length))
    if (!code || !words) throw new Error("the site search's index has no Pagefind code or no site's words")
    const module = `${Buffer.from(code).toString()}\n// ${++loaded}`
    const pagefind = (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(module).toString('base64')}`)) as Pagefind
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SEARCH_BUNDLE}`
    await pagefind.options({ basePath: base, baseUrl: '/', excerptLength: 18, ranking: RANKING })
    await pagefind.init()
    const vocabulary = JSON.parse(Buffer.from(words).toString()) as Vocabulary
    const english = englishShard(async (name) => {
      const file = await read(name)
      return file ? (JSON.parse(Buffer.from(file).toString()) as unknown) : undefined
    })
    return { searcher: { pagefind, lexicon: new Lexicon(vocabulary, english) }, close }
  } catch (error) {
    close()
    throw error
  }
}
