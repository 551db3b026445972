/**
 * A build step (afterBuild, beside the PDFs and the share images): the site search's index, built by
 * Pagefind from the prerendered pages and written to `/pagefind/` with Pagefind's browser code.
 *
 * - Which pages, and under which kind of result: a route's `search` (contract/routes.ts). A route kept
 *   out of search engines (`indexed: false`: the email-link pages), the Not Found pages, /search
 *   itself and any page marked noindex are never in it.
 * - What of a page: its main content, which the site's layout marks (`data-pagefind-body` on
 *   `<main>`, src/components/layout/SiteChrome.tsx), never the header or footer; headings weigh
 *   more than text (Pagefind's own weights), a port's other names as much as its heading
 *   (`data-pagefind-weight`), and a title match outranks a passing mention.
 * - As the page is handed to Pagefind (the page served is unchanged): its kind, name, other names,
 *   summary and keys, and the other names of the terms it names (tools/site-build/search-page.ts).
 * - Beside it, the site's words (`/pagefind/vocabulary.json`: every word indexed, the most used
 *   first, and the terms), which the box reads to correct a word the site does not hold
 *   (src/search/query.ts); and what the search answers first for each name of each term
 *   (`/pagefind/terms.json`, tools/site-build/search-terms.ts), which the Studio shows on the term.
 * - Chunked: the words in alphabetical chunks, each result's text in a fragment of its own, so one
 *   query fetches a few chunks and one fragment a result shown, however large the site.
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import type { PagefindIndex } from 'pagefind'
import type { SearchKind } from '../../contract/search.ts'
import { SEARCH_ENGLISH_PATH, SEARCH_VOCABULARY_PATH, SEARCH_WORDS_PATH } from '../../src/search/engine.ts'
import { englishNearSite } from './search-english.ts'
import { indexedWords, NAME_KEYS, type Vocabulary } from '../../src/search/query.ts'
import type { ContentStamp } from '../../src/content/stamp.ts'
import { WORKER_PRELUDE } from './search-worker-prelude.ts'
import { TERM_PREVIEWS_PATH } from '../../src/search/term-previews.ts'
import { filesIn } from './search-node.ts'
import { termPreviews } from './search-terms.ts'
import { forIndex, indexPages, isNoindex, searchKindOf, unpagedPlaces, type SearchIndexContent, type SearchTerms } from './search-page.ts'

/** Where the index and Pagefind's browser code are written, under the build's client folder. */
export const SEARCH_DIR = 'pagefind'

/** What Pagefind writes that the site does not use (its own interfaces): left out of the build. */
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\.|^playground$/

/**
 * What of a page's main content is not its words: the screen-reader text of a link that opens a new
 * tab ("(opens in a new tab)", src/components/NewTab.tsx, only ever inside such a link), which would
 * otherwise be a result's words on every page with one. Chosen here rather than marked on the page,
 * which would add bytes to every page.
 */
export const NOT_INDEXED = ['a[target="_blank"] .sr-only']

/**
 * Pagefind's WebAssembly files no language of the index loads (`wasm.unknown.pagefind`, for pages
 * of no known language: every page of the site says `lang="en-IN"`), by the entry file's list.
 */
export function unusedWasm(files: string[], entry: { languages?: Record<string, { wasm?: string }> }) {
  const used = new Set(Object.values(entry.languages ?? {}).map((language) => `wasm.${language.wasm ?? 'unknown'}.pagefind`))
  return files.filter((file) => /^wasm\..+\.pagefind$/.test(file) && !used.has(file))
}

/** Pagefind's worker as the site ships it: the site's prelude first, so that a search whose index files could not be fetched fails (tools/site-build/search-worker-prelude.ts). */
export const withPrelude = (worker: string) => (worker.startsWith(WORKER_PRELUDE) ? worker : WORKER_PRELUDE + worker)

/** Where Pagefind's worker is, in its bundle. */
export const WORKER_FILE = 'pagefind-worker.js'

/** The page's file before the hosting step flattens it: `/` → index.html, `/x` → x/index.html. */
const htmlFile = (clientDir: string, path: string) =>
  join(clientDir, path === '/' || path === '' ? 'index.html' : `${path.slice(1)}/index.html`)

/** A page to index: its address ("/" for the home page) and its HTML, as prerendered or as the dev server renders it. */
export type IndexSource = { path: string; html: () => Promise<string> }

/**
 * Indexes the pages of `sources` that search finds (searchKindOf, not noindex) and hands the index to
 * `output` (written to disk, or read into memory), then stops Pagefind. Throws, naming the pages, when
 * Pagefind refuses one.
 */
async function withSiteIndex<T>(
  sources: IndexSource[],
  content: SearchIndexContent | null | undefined,
  output: (index: PagefindIndex) => Promise<T>,
) {
  const { page } = indexPages(content)
  // Imported here: the build's other steps (and the dev server, until search is used) never start Pagefind's binary.
  const pagefind = await import('pagefind')
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: NOT_INDEXED })
  if (!index) throw new Error(`the site search's index could not be started (${errors.join('; ')})`)
  const problems: string[] = []
  const indexed: Array<{ path: string; kind: SearchKind }> = []
  const unpaged = new Set<string>()
  try {
    const pages = sources.map((source) => ({ ...source, kind: searchKindOf(source.path) })).filter((page) => page.kind)
    // A few at a time: Pagefind parses in its own process while the next pages are read.
    for (let start = 0; start < pages.length; start += 8) {
      await Promise.all(
        pages.slice(start, start + 8).map(async ({ path, kind, html: read }) => {
          const html = await read()
          if (isNoindex(html)) return
          for (const place of unpagedPlaces(html, page(path))) unpaged.add(place)
          const added = await index.addHTMLFile({ url: path, content: forIndex(html, kind!, page(path)) })
          if (added.errors.length) problems.push(`${path}: ${added.errors.join(', ')}`)
          else indexed.push({ path, kind: kind! })
        }),
      )
    }
    if (problems.length) throw new Error(`the site search could not index ${problems.join('; ')}`)
    return { indexed, unpaged: [...unpaged].sort(), output: await output(index) }
  } finally {
    await pagefind.close()
  }
}

/** A page of the index as Pagefind keeps its text (a fragment), with its id (its result's: its fragment's name, or its hash where bundled). */
export type IndexedPage = { id?: string; url: string; content: string; meta?: Record<string, string>; filters?: Record<string, string[]> }

/**
 * The pages of a fragment file as Pagefind writes it (`name`: "fragment/en-in_….pf_fragment"): the gzip
 * of "pagefind_dcd" and a page's JSON (or, bundled, several pages' by their hash).
 */
export function fragmentPages(file: Uint8Array, name = ''): IndexedPage[] {
  const data = gunzipSync(file)
  const json = JSON.parse(data.subarray(data.subarray(0, 12).toString() === 'pagefind_dcd' ? 12 : 0).toString())
  if (typeof json.url === 'string') return [{ ...(json as IndexedPage), id: basename(name).replace(/\.pf_fragment$/, '') }]
  return Object.entries(json as Record<string, IndexedPage>).map(([id, page]) => ({ ...page, id }))
}

/** Each term's names and the words it is asked with: what the Studio shows a search for, on the term. */
const withAsked = (terms: SearchTerms, asked: string[][]) => terms.map((names, index) => [...names, ...(asked[index] ?? [])])

/**
 * The site's words, as the index holds them: every word of the pages' text and of their metadata
 * (their name, a picture's description; not a picture's address, nor their names' keys), read as Pagefind reads them, the
 * words on the most pages first; the CMS's terms, each every name it goes by, and the words each is
 * asked with; the words that weigh nothing on their own; the places a form serves that have no page
 * of their own (`unpagedPlaces`); and how many pages the index holds.
 */
export function vocabularyOf(
  pages: IndexedPage[],
  terms: SearchTerms,
  {
    asked = [],
    filler = [],
    printable = [],
    unpaged = [],
  }: { asked?: string[][]; filler?: string[]; printable?: string[]; unpaged?: string[] } = {},
): Vocabulary {
  const pagesWith = new Map<string, number>()
  const notWords = new Set<string>(['image', ...NAME_KEYS])
  for (const page of pages) {
    const texts = [page.content, ...Object.entries(page.meta ?? {}).flatMap(([key, value]) => (notWords.has(key) ? [] : [value]))]
    const words = new Set(texts.flatMap((text) => text.split(/\s+/).flatMap(indexedWords)))
    for (const word of words) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1)
  }
  const words = [...pagesWith].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1)).map(([word]) => word)
  const home = pages.find((page) => page.url === '/')?.id
  return {
    words,
    terms,
    asked,
    filler,
    ...(printable.length && { printable }),
    ...(unpaged.length && { unpaged }),
    pages: pages.length,
    ...(home && { home }),
  }
}

/** Where the site's words are written, under the index's folder. */
const VOCABULARY_FILE = SEARCH_VOCABULARY_PATH.slice(`/${SEARCH_DIR}/`.length)
/** Where the English words near the site's are written, a file a letter, under the index's folder. */
const ENGLISH_DIR = SEARCH_ENGLISH_PATH.slice(`/${SEARCH_DIR}/`.length)

/** The English words near the site's words, a file a letter ("english/n.json": tools/site-build/search-english.ts), by path. */
export function englishFiles(vocabulary: Vocabulary) {
  const byLetter = new Map<string, string[]>()
  for (const word of englishNearSite(vocabulary.words)) byLetter.set(word[0]!, [...(byLetter.get(word[0]!) ?? []), word])
  return new Map([...byLetter].map(([letter, words]) => [`${ENGLISH_DIR}${letter}.json`, Buffer.from(JSON.stringify(words))]))
}

/** Where what the search answers for each term's names is written (the Studio reads it), under the index's folder. */
export const PREVIEWS_FILE = TERM_PREVIEWS_PATH.slice(`/${SEARCH_DIR}/`.length)

/**
 * Indexes the prerendered `paths` of `clientDir` (as prerenderedPaths lists them: "" for the home
 * page), with what the CMS says of them (`content`: SEARCH_INDEX_QUERY's answer), and writes the
 * index, as the site ships it (the worker with the site's prelude, nothing unused), and the site's
 * words and the terms' previews beside it. Throws, naming the pages, when Pagefind refuses one.
 */
export async function buildSearchIndex(clientDir: string, paths: string[], content?: SearchIndexContent | null) {
  const dir = join(clientDir, SEARCH_DIR)
  const sources = paths.map((path) => ({ path: path || '/', html: () => readFile(htmlFile(clientDir, path), 'utf8') }))
  const { indexed, unpaged } = await withSiteIndex(sources, content, async (index) => {
    const written = await index.writeFiles({ outputPath: dir })
    if (written.errors.length) throw new Error(`the site search's index could not be written (${written.errors.join('; ')})`)
  })
  const worker = join(dir, WORKER_FILE)
  await writeFile(worker, withPrelude(await readFile(worker, 'utf8')))
  const entries = await readdir(dir)
  const entry = JSON.parse(await readFile(join(dir, 'pagefind-entry.json'), 'utf8'))
  for (const file of [...entries.filter((name) => UNUSED.test(name)), ...unusedWasm(entries, entry)])
    await rm(join(dir, file), { recursive: true, force: true })
  const fragments = await Promise.all(
    (await readdir(join(dir, 'fragment'))).map(async (file) => ({ file, data: await readFile(join(dir, 'fragment', file)) })),
  )
  const { terms, asked, filler, printable } = indexPages(content)
  const vocabulary = vocabularyOf(
    fragments.flatMap(({ file, data }) => fragmentPages(data, file)),
    terms,
    { asked, filler, printable, unpaged },
  )
  await writeFile(join(dir, VOCABULARY_FILE), JSON.stringify(vocabulary))
  await mkdir(join(dir, ENGLISH_DIR), { recursive: true })
  for (const [name, file] of englishFiles(vocabulary)) await writeFile(join(dir, name), file)
  await writeFile(join(dir, PREVIEWS_FILE), JSON.stringify(await termPreviews(filesIn(dir), withAsked(terms, asked))))
  return { indexed, files: await searchFiles(clientDir), vocabulary }
}

/**
 * The index of `sources` in memory, as the build ships it (`npm start`'s: tools/vite/dev.ts), with
 * what the CMS says of them (`content`): each file by its path under /pagefind/ ("pagefind.js",
 * "index/en-in_….pf_index", "vocabulary.json", "terms.json").
 */
export async function searchIndexFiles(sources: IndexSource[], content?: SearchIndexContent | null) {
  const { indexed, unpaged, output } = await withSiteIndex(sources, content, async (index) => {
    const got = await index.getFiles()
    if (got.errors.length) throw new Error(`the site search's index could not be read (${got.errors.join('; ')})`)
    return got.files
  })
  const files = new Map(output.map((file) => [file.path.split('\\').join('/').replace(/^\/+/, ''), Buffer.from(file.content)]))
  const entry = JSON.parse(files.get('pagefind-entry.json')?.toString() ?? '{}')
  const top = [...files.keys()].filter((name) => !name.includes('/'))
  const unused = new Set(unusedWasm(top, entry))
  for (const name of [...files.keys()]) if (UNUSED.test(name.split('/')[0]!) || unused.has(name)) files.delete(name)
  const worker = files.get(WORKER_FILE)
  if (worker) files.set(WORKER_FILE, Buffer.from(withPrelude(worker.toString())))
  const pages = [...files].flatMap(([name, file]) => (name.startsWith('fragment/') ? fragmentPages(file, name) : []))
  const { terms, asked, filler, printable } = indexPages(content)
  const vocabulary = vocabularyOf(pages, terms, { asked, filler, printable, unpaged })
  files.set(VOCABULARY_FILE, Buffer.from(JSON.stringify(vocabulary)))
  for (const [name, file] of englishFiles(vocabulary)) files.set(name, file)
  files.set(PREVIEWS_FILE, Buffer.from(JSON.stringify(await termPreviews(async (name) => files.get(name), withAsked(terms, asked)))))
  return { indexed, files }
}

/**
 * The search box's words (the /search page copy, SEARCH_WORDS_QUERY's answer), written beside the
 * index as a content snapshot for the header's search on every page (src/search/SearchDialog.tsx):
 * no page but /search carries them.
 */
export async function writeSearchWords(clientDir: string, copy: unknown, fetchedAt = Date.now(), stamp?: ContentStamp) {
  await writeFile(join(clientDir, SEARCH_WORDS_PATH.slice(1)), JSON.stringify({ data: copy, fetchedAt, ...(stamp && { stamp }) }))
}

/**
 * The index's files by how they are cached: `hashed`, named by their content (the word chunks,
 * fragments, filters and the index's metadata), never change; `named`, the same names at every
 * build (Pagefind's code, its WebAssembly, the entry file, the box's words, the site's words and the
 * terms' previews),
 * are asked for again each visit.
 */
export async function searchFiles(clientDir: string) {
  const dir = join(clientDir, SEARCH_DIR)
  if (!existsSync(dir)) return { hashed: [] as string[], named: [] as string[] }
  const entries = ((await readdir(dir, { recursive: true })) as string[]).map((entry) => entry.split('\\').join('/'))
  const files = entries.filter((entry) => /\.[a-z_]+$/.test(entry) && !/\.(br|gz)$/.test(entry))
  const hashed = files.filter((entry) => /^(index|fragment|filter)\/|\.pf_meta$/.test(entry)).map((entry) => `/${SEARCH_DIR}/${entry}`)
  const named = files.filter((entry) => !entry.includes('/') && !entry.endsWith('.pf_meta')).map((entry) => `/${SEARCH_DIR}/${entry}`)
  return { hashed, named }
}
