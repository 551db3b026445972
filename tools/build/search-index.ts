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
 * - The kind is the record's filter `kind`, added to the page's `<main>` here, as the page is handed
 *   to Pagefind (the page served is unchanged; `forIndex`).
 * - Chunked: the words in alphabetical chunks, each result's text in a fragment of its own, so one
 *   query fetches a few chunks and one fragment a result shown, however large the site.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PagefindIndex } from 'pagefind'
import { matchRoutes } from 'react-router'
import { SITE_ROUTES } from '../../contract/routes.ts'
import type { SearchKind } from '../../contract/search.ts'
import { SEARCH_WORDS_PATH } from '../../src/search/engine.ts'
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

/**
 * The page as Pagefind reads it: its `<main>` carrying the page's kind as a filter, and a space after
 * each table cell, term, description, list item, link and button. React writes neighbouring elements
 * without whitespace between them, and Pagefind reads `<th>Clause</th><th>Requirement</th>` or
 * `<dt>State</dt><dd>Odisha</dd>` as one word ("ClauseRequirement", "StateOdisha"), which no query finds.
 */
export function forIndex(html: string, kind: SearchKind) {
  return html.replace(/<main\b/, `<main data-pagefind-filter="kind:${kind}"`).replace(/<\/(th|td|dt|dd|li|a|button|label)>/g, '$& ')
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
async function withSiteIndex<T>(sources: IndexSource[], output: (index: PagefindIndex) => Promise<T>) {
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
          const added = await index.addHTMLFile({ url: path, content: forIndex(html, kind!) })
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

/**
 * Indexes the prerendered `paths` of `clientDir` (as prerenderedPaths lists them: "" for the home
 * page) and writes the index, as the site ships it (the worker with the site's prelude, nothing
 * unused). Throws, naming the pages, when Pagefind refuses one.
 */
export async function buildSearchIndex(clientDir: string, paths: string[]) {
  const dir = join(clientDir, SEARCH_DIR)
  const sources = paths.map((path) => ({ path: path || '/', html: () => readFile(htmlFile(clientDir, path), 'utf8') }))
  const { indexed } = await withSiteIndex(sources, async (index) => {
    const written = await index.writeFiles({ outputPath: dir })
    if (written.errors.length) throw new Error(`the site search's index could not be written (${written.errors.join('; ')})`)
  })
  const worker = join(dir, WORKER_FILE)
  await writeFile(worker, withPrelude(await readFile(worker, 'utf8')))
  const entries = await readdir(dir)
  const entry = JSON.parse(await readFile(join(dir, 'pagefind-entry.json'), 'utf8'))
  for (const file of [...entries.filter((name) => UNUSED.test(name)), ...unusedWasm(entries, entry)])
    await rm(join(dir, file), { recursive: true, force: true })
  return { indexed, files: await searchFiles(clientDir) }
}

/**
 * The index of `sources` in memory, as the build ships it (`npm start`'s: tools/vite/dev.ts): each
 * file by its path under /pagefind/ ("pagefind.js", "index/en-in_….pf_index").
 */
export async function searchIndexFiles(sources: IndexSource[]) {
  const { indexed, output } = await withSiteIndex(sources, async (index) => {
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
 * build (Pagefind's code, its WebAssembly, the entry file and the box's words), are asked for again
 * each visit.
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
