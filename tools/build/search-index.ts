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
 * - As the page is handed to Pagefind (the page served is unchanged; `forIndex`): its kind, the
 *   record's filter `kind`; its name (a fixed page's copy's, a port's, a CMS page's title), the
 *   results' title and Pagefind's title match; after each place it names a term of the CMS's "Other
 *   names", the term's other names (between ADDED_NAMES's brackets), so that any of them finds it.
 * - Beside it, the site's words (`/pagefind/vocabulary.json`: every word indexed, the most used
 *   first, and the terms), which the box reads to correct a word the site does not hold
 *   (src/search/query.ts).
 * - Chunked: the words in alphabetical chunks, each result's text in a fragment of its own, so one
 *   query fetches a few chunks and one fragment a result shown, however large the site.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import type { PagefindIndex } from 'pagefind'
import { matchRoutes } from 'react-router'
import { searchNameCopy, SITE_ROUTES } from '../../contract/routes.ts'
import { ADDED_NAMES, type SearchKind } from '../../contract/search.ts'
import type { SEARCH_INDEX_QUERY_RESULT } from '../../src/content/sanity.types.ts'
import { SEARCH_VOCABULARY_PATH, SEARCH_WORDS_PATH } from '../../src/search/engine.ts'
import { indexedWords, meaningfulWords, NAME_KEY, nameKey, type Vocabulary } from '../../src/search/query.ts'
import type { ContentStamp } from '../../src/content/stamp.ts'
import { WORKER_PRELUDE } from './search-worker-prelude.ts'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found.ts'

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

/** The site's routes as React Router matches them (optional segments and the splat ranked as it ranks them). */
const ROUTES = SITE_ROUTES.map((route) => ({ path: route.path, search: route.search }))

/** The kind of result a prerendered page is, by the route that rendered it; undefined for a page never searched. */
export function searchKindOf(path: string): SearchKind | undefined {
  if (NOT_FOUND_PATHS.includes(path)) return undefined
  return matchRoutes(ROUTES, path || '/')?.at(-1)?.route.search || undefined
}

/** A page that asks search engines not to index it (its Seo's `noindex`). */
export const isNoindex = (html: string) => /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(html)

/** What the search reads of the CMS beside the pages (SEARCH_INDEX_QUERY). */
export type SearchIndexContent = SEARCH_INDEX_QUERY_RESULT

/** Each term of the CMS's Other names as every name it goes by, the term first. */
export type SearchTerms = string[][]

/**
 * What the index gives a page besides its HTML: the name the search calls it by and the other names
 * it goes by (a port's), the terms whose other names it adds, the brand's name (left out of its
 * summary).
 */
export type IndexPage = { name?: string; otherNames?: string[]; terms?: SearchTerms; brand?: string }

/** Text as React writes it into a page (and an attribute's value): its `&`, `<`, `>` and quotes escaped. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
/** A text React escaped, as written. */
const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The page's names and terms from the CMS's answer: `page(path)` gives a page what the index adds to it. */
export function indexPages(content: SearchIndexContent | null | undefined) {
  const copies = new Map((content?.copies ?? []).map((copy) => [copy.key, copy.name ?? undefined]))
  const ports = new Map((content?.ports ?? []).map((port) => [`/ports/${port.slug}`, port]))
  const pages = new Map((content?.pages ?? []).map((page) => [`/${page.slug}`, page.title ?? undefined]))
  const terms: SearchTerms = (content?.terms ?? []).map((term) => [term.term, ...(term.otherNames ?? [])].filter(Boolean))
  return {
    terms,
    page: (path: string): IndexPage => {
      const copy = searchNameCopy(path)
      const port = ports.get(path)
      return {
        name: (copy ? copies.get(copy) : undefined) ?? port?.name ?? pages.get(path),
        otherNames: [port?.fullName ?? '', ...(port?.otherNames ?? [])].filter(Boolean),
        terms,
        brand: content?.brand ?? undefined,
      }
    },
  }
}

/** A name as it stands in a page's text: whole (not inside another word), in any case, "s" for more than one allowed. */
const namePattern = (names: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map((name) => escapeRegExp(escapeHtml(name))).join('|')})s?(?![\\p{L}\\p{N}])`, 'giu')

/** A tag, or a script's or style's element whole: what of a page's HTML is not its text. */
const NOT_TEXT = /(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<[^>]*>)/i

/**
 * The other names each name of the CMS's terms that `text` (HTML, or a text as escaped in HTML) uses
 * goes by, and that `text` never uses: by the used name, in lower case.
 */
function otherNames(text: string, terms: SearchTerms) {
  const words = text
    .split(NOT_TEXT)
    .filter((_, index) => index % 2 === 0)
    .join(' ')
  const adds = new Map<string, string[]>()
  for (const names of terms) {
    const used = names.filter((name) => namePattern([name]).test(words))
    const unused = names.filter((name) => !used.includes(name))
    if (!used.length || !unused.length) continue
    for (const name of used) adds.set(name.toLowerCase(), [...(adds.get(name.toLowerCase()) ?? []), ...unused])
  }
  return adds
}

/** `text` (escaped as in HTML) with the other names `adds` gives after each name it uses, between ADDED_NAMES's brackets; `where` may pass a place by. */
function withNamesAdded(text: string, adds: Map<string, string[]>, where: (name: string) => boolean = () => true) {
  if (!adds.size) return text
  const keys = [...adds.keys()]
  return text.replace(namePattern(keys), (found) => {
    const name = keys.find((key) => namePattern([key]).test(found))
    if (!name || !where(name)) return found
    return `${found} ${adds
      .get(name)!
      .map((other) => `${ADDED_NAMES.open}${escapeHtml(other)}${ADDED_NAMES.close}`)
      .join(' ')}`
  })
}

/**
 * The page's main content with the other names of every term it names (`adds`: otherNames), between
 * ADDED_NAMES's brackets ("Cochin ((Kochi))"), so that Pagefind finds the page by any of them: after
 * the name in every heading (weighed as the heading), and after its first place in the text (where
 * an excerpt can show it). Once in the text, not at every place: the page is found, and ranked by
 * how it uses the name, without the added words outweighing its own.
 */
export function withOtherNames(main: string, adds: Map<string, string[]>) {
  if (!adds.size) return main
  let heading = 0
  const given = new Set<string>()
  return main
    .split(NOT_TEXT)
    .map((part, index) => {
      if (index % 2 === 1) {
        if (/^<h[1-6]\b/i.test(part)) heading++
        else if (/^<\/h[1-6]>/i.test(part)) heading = Math.max(0, heading - 1)
        return part
      }
      return withNamesAdded(part, adds, (name) => {
        if (heading > 0) return true
        if (given.has(name)) return false
        given.add(name)
        return true
      })
    })
    .join('')
}

/**
 * The page's title as its `<title>` has it (escaped as in HTML), without the brand's name (most
 * titles end with it; a word of it, "Salvage", says nothing of what one page is about).
 */
function titleOf(html: string, brand: string | undefined) {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
  const unbranded = brand ? title.split(escapeHtml(brand)).join(' ') : title
  return unbranded
    .split(/\s*\|\s*/)
    .filter((part) => part.trim())
    .join(' | ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Where a name is cut into the parts it is also called by: "Mumbai / JNPT", "Deendayal Port (Kandla)", "Notices & insights". */
const NAME_PARTS = /\s+[/·&|–—]\s+|\s*[:()]\s*/

/** The longest key a page is given: a name or heading longer than this (a notice's title) is typed in part, never whole. */
const LONGEST_KEY = 40

/**
 * The keys of a page's names and headings (query.ts NAME_KEY): each of its names whole (`names[0]`),
 * its other names and the parts of each, and each heading of several words (`headings`: as written
 * in the page, headingsOf).
 */
export function nameKeys(names: string[], headings: string[] = []) {
  const keys = (texts: string[]) => new Set(texts.map(nameKey).filter((key) => key && key.length <= LONGEST_KEY))
  const whole = keys(names.slice(0, 1))
  const parts = keys([...names.slice(1), ...names.flatMap((name) => name.split(NAME_PARTS))])
  // A heading of one word is one of many pages' ("Equipment"): only those of several words are keys.
  const heads = keys(headings.map(unescapeHtml).filter((heading) => meaningfulWords(heading).length > 1))
  return [
    ...[...whole].map((key) => key + NAME_KEY.whole),
    ...[...parts].filter((key) => !whole.has(key)).map((key) => key + NAME_KEY.part),
    ...[...heads].map((key) => key + NAME_KEY.heading),
  ]
}

/**
 * The text of the page's headline (its h1) and of what it weighs as a heading besides its headings
 * (`data-pagefind-weight`: a port's other names, a person's role). Not every heading: a key is a word
 * of the index, and the bytes a query fetches grow with them.
 */
const headingsOf = (main: string) =>
  [...main.matchAll(/<(h1|[a-z]+(?=[^>]*\bdata-pagefind-weight=))\b[^>]*>([\s\S]*?)<\/\1>/g)].map((match) =>
    match[2]!
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )

/**
 * The page as Pagefind reads it, in its `<main>`: the page's kind as a filter; and as its metadata,
 * which the search matches as it matches the text: its name (the results' title; without one, its
 * h1 as the page writes it), the other names it goes by (a port's; those of the CMS's terms its name
 * holds: "Bombay" for "Mumbai / JNPT"), its `<title>` (which editors write to say what the page is
 * about, its SEO title) as its summary, all three weighing in ranking (engine.ts RANKING), and the
 * keys of its names and headings (`nameKeys`, which weigh nothing: the engine puts a page whose name
 * a query is first).
 * In its text, the other names of the terms it names (`withOtherNames`); and a space before every
 * element's start. React writes neighbouring elements without whitespace between them, and Pagefind reads `<th>Clause</th><th>Requirement</th>`,
 * `<dt>State</dt><dd>Odisha</dd>` or `<span>Alert</span><time>2026-11-25</time>` as one word
 * ("ClauseRequirement", "StateOdisha", "Alert2026-11-25"), which no query finds and an excerpt shows
 * run together. (Before the start, not after the end: a block whose text ends in a word still ends
 * its sentence, Pagefind's full stop.)
 */
export function forIndex(html: string, kind: SearchKind, page: IndexPage = {}) {
  const start = html.search(/<main\b/)
  const end = html.lastIndexOf('</main>')
  if (start < 0 || end < start) return html
  const main = html.slice(start, end)
  const terms = page.terms ?? []
  // Its name, or its h1 as written.
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1]?.replace(/<[^>]*>/g, '')
  const name =
    page.name?.trim() ||
    unescapeHtml(heading ?? '')
      .replace(/\s+/g, ' ')
      .trim()
  const otherNamesOfName = [...otherNames(escapeHtml(name), terms).values()].flat()
  const aka = [...new Set([...(page.otherNames ?? []), ...otherNamesOfName])].filter((other) => other.trim())
  const summary = titleOf(html, page.brand)
  const meta: Array<[string, string]> = [
    ['title', escapeHtml(name)],
    ['aka', escapeHtml(aka.join('; '))],
    ['summary', summary],
    ['keys', nameKeys([name, ...aka], headingsOf(main)).join(' ')],
  ]
  const fields = meta.filter(([, value]) => value)
  const attributes = fields.map(([field, value]) => ` data-search-${field}="${value.replace(/"/g, '&quot;')}"`).join('')
  const capture = fields.map(([field]) => `${field}[data-search-${field}]`).join(', ')
  const indexed = withOtherNames(main, otherNames(main, terms))
    .replace(/^<main\b/, `<main data-pagefind-filter="kind:${kind}"${attributes}${capture ? ` data-pagefind-meta="${capture}"` : ''}`)
    .replace(/(?<=.)<[a-z]/g, ' $&')
  return html.slice(0, start) + indexed + html.slice(end)
}

/** Pagefind's worker as the site ships it: the site's prelude first, so that a search whose index files could not be fetched fails (tools/build/search-worker-prelude.ts). */
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
  try {
    const pages = sources.map((source) => ({ ...source, kind: searchKindOf(source.path) })).filter((page) => page.kind)
    // A few at a time: Pagefind parses in its own process while the next pages are read.
    for (let start = 0; start < pages.length; start += 8) {
      await Promise.all(
        pages.slice(start, start + 8).map(async ({ path, kind, html: read }) => {
          const html = await read()
          if (isNoindex(html)) return
          const added = await index.addHTMLFile({ url: path, content: forIndex(html, kind!, page(path)) })
          if (added.errors.length) problems.push(`${path}: ${added.errors.join(', ')}`)
          else indexed.push({ path, kind: kind! })
        }),
      )
    }
    if (problems.length) throw new Error(`the site search could not index ${problems.join('; ')}`)
    return { indexed, output: await output(index) }
  } finally {
    await pagefind.close()
  }
}

/** A page of the index as Pagefind keeps its text (a fragment). */
export type IndexedPage = { url: string; content: string; meta?: Record<string, string>; filters?: Record<string, string[]> }

/** The pages of a fragment file as Pagefind writes it: the gzip of "pagefind_dcd" and a page's JSON (or, bundled, several pages' by their hash). */
export function fragmentPages(file: Uint8Array): IndexedPage[] {
  const data = gunzipSync(file)
  const json = JSON.parse(data.subarray(data.subarray(0, 12).toString() === 'pagefind_dcd' ? 12 : 0).toString())
  return typeof json.url === 'string' ? [json as IndexedPage] : (Object.values(json) as IndexedPage[])
}

/**
 * The site's words, as the index holds them: every word of the pages' text and of their metadata
 * (their name, a picture's description; not a picture's address, nor their names' keys), read as Pagefind reads them, the
 * words on the most pages first; and the CMS's terms, each every name it goes by.
 */
export function vocabularyOf(pages: IndexedPage[], terms: SearchTerms): Vocabulary {
  const pagesWith = new Map<string, number>()
  for (const page of pages) {
    const texts = [
      page.content,
      ...Object.entries(page.meta ?? {}).flatMap(([key, value]) => (key === 'image' || key === 'keys' ? [] : [value])),
    ]
    const words = new Set(texts.flatMap((text) => text.split(/\s+/).flatMap(indexedWords)))
    for (const word of words) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1)
  }
  const words = [...pagesWith].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1)).map(([word]) => word)
  return { words, terms }
}

/** Where the site's words are written, under the index's folder. */
const VOCABULARY_FILE = SEARCH_VOCABULARY_PATH.slice(`/${SEARCH_DIR}/`.length)

/**
 * Indexes the prerendered `paths` of `clientDir` (as prerenderedPaths lists them: "" for the home
 * page), with what the CMS says of them (`content`: SEARCH_INDEX_QUERY's answer), and writes the
 * index, as the site ships it (the worker with the site's prelude, nothing unused), and the site's
 * words beside it. Throws, naming the pages, when Pagefind refuses one.
 */
export async function buildSearchIndex(clientDir: string, paths: string[], content?: SearchIndexContent | null) {
  const dir = join(clientDir, SEARCH_DIR)
  const sources = paths.map((path) => ({ path: path || '/', html: () => readFile(htmlFile(clientDir, path), 'utf8') }))
  const { indexed } = await withSiteIndex(sources, content, async (index) => {
    const written = await index.writeFiles({ outputPath: dir })
    if (written.errors.length) throw new Error(`the site search's index could not be written (${written.errors.join('; ')})`)
  })
  const worker = join(dir, WORKER_FILE)
  await writeFile(worker, withPrelude(await readFile(worker, 'utf8')))
  const entries = await readdir(dir)
  const entry = JSON.parse(await readFile(join(dir, 'pagefind-entry.json'), 'utf8'))
  for (const file of [...entries.filter((name) => UNUSED.test(name)), ...unusedWasm(entries, entry)])
    await rm(join(dir, file), { recursive: true, force: true })
  const fragments = await Promise.all((await readdir(join(dir, 'fragment'))).map((file) => readFile(join(dir, 'fragment', file))))
  const vocabulary = vocabularyOf(fragments.flatMap(fragmentPages), indexPages(content).terms)
  await writeFile(join(dir, VOCABULARY_FILE), JSON.stringify(vocabulary))
  return { indexed, files: await searchFiles(clientDir), vocabulary }
}

/**
 * The index of `sources` in memory, as the build ships it (`npm start`'s: tools/vite/dev.ts), with
 * what the CMS says of them (`content`): each file by its path under /pagefind/ ("pagefind.js",
 * "index/en-in_….pf_index", "vocabulary.json").
 */
export async function searchIndexFiles(sources: IndexSource[], content?: SearchIndexContent | null) {
  const { indexed, output } = await withSiteIndex(sources, content, async (index) => {
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
  const pages = [...files].flatMap(([name, file]) => (name.startsWith('fragment/') ? fragmentPages(file) : []))
  files.set(VOCABULARY_FILE, Buffer.from(JSON.stringify(vocabularyOf(pages, indexPages(content).terms))))
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
 * build (Pagefind's code, its WebAssembly, the entry file, the box's words and the site's words),
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
