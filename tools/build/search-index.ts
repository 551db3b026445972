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
import { readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { matchRoutes } from 'react-router'
import { SITE_ROUTES } from '../../contract/routes.ts'
import type { SearchKind } from '../../contract/search.ts'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found.ts'

/** Where the index and Pagefind's browser code are written, under the build's client folder. */
export const SEARCH_DIR = 'pagefind'

/** What Pagefind writes that the site does not use (its own interfaces): left out of the build. */
const UNUSED = /^pagefind-(ui|component-ui|modular-ui|highlight)\.|^playground$/

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

/** The page's file before the hosting step flattens it: `/` → index.html, `/x` → x/index.html. */
const htmlFile = (clientDir: string, path: string) =>
  join(clientDir, path === '/' || path === '' ? 'index.html' : `${path.slice(1)}/index.html`)

/**
 * Indexes the prerendered `paths` of `clientDir` (as prerenderedPaths lists them: "" for the home
 * page) and writes the index. Throws, naming the pages, when Pagefind refuses one.
 */
export async function buildSearchIndex(clientDir: string, paths: string[]) {
  // Imported here: the build's other steps (and the dev server) never start Pagefind's binary.
  const pagefind = await import('pagefind')
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`the site search's index could not be started (${errors.join('; ')})`)
  const problems: string[] = []
  const indexed: Array<{ path: string; kind: SearchKind }> = []
  try {
    const pages = paths.map((path) => ({ path: path || '/', kind: searchKindOf(path) })).filter((page) => page.kind)
    // A few at a time: Pagefind parses in its own process while the next pages are read.
    for (let start = 0; start < pages.length; start += 8) {
      await Promise.all(
        pages.slice(start, start + 8).map(async ({ path, kind }) => {
          const html = await readFile(htmlFile(clientDir, path), 'utf8')
          if (isNoindex(html)) return
          const added = await index.addHTMLFile({ url: path, content: forIndex(html, kind!) })
          if (added.errors.length) problems.push(`${path}: ${added.errors.join(', ')}`)
          else indexed.push({ path, kind: kind! })
        }),
      )
    }
    if (problems.length) throw new Error(`the site search could not index ${problems.join('; ')}`)
    const written = await index.writeFiles({ outputPath: join(clientDir, SEARCH_DIR) })
    if (written.errors.length) throw new Error(`the site search's index could not be written (${written.errors.join('; ')})`)
  } finally {
    await pagefind.close()
  }
  const dir = join(clientDir, SEARCH_DIR)
  for (const entry of await readdir(dir)) if (UNUSED.test(entry)) await rm(join(dir, entry), { recursive: true, force: true })
  return { indexed, files: await searchFiles(clientDir) }
}

/**
 * The index's files by how they are cached: `hashed`, named by their content (the word chunks,
 * fragments, filters and the index's metadata), never change; `named`, the same names at every
 * build (Pagefind's code, its WebAssembly and the entry file), are asked for again each visit.
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
