/**
 * The kinds the site search groups its results by, in the order it lists them. Each has its word in
 * the /search page copy's "box" section (contract/page-copy.ts: the compiler, the Studio and the build
 * ask for it); a route says which kind its pages are (`search` in contract/routes.ts).
 *
 * A new kind is one entry here, its word in the copy, and `search: '<kind>'` on its routes.
 *
 * Browser-safe, with no imports: the site's bundle reads it.
 */
export const SEARCH_KINDS = ['port', 'notice', 'caseStudy', 'document', 'page'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/**
 * Each kind's label on a result: the `meta` ("Figure or tag") of the kind's item in the /search page
 * copy's "box" section ("Port" beside the item "Ports"), which the page copy contract asks for.
 */
export const SEARCH_KIND_LABELS = SEARCH_KINDS.map((kind) => `${kind}.meta` as const)

/**
 * How the build marks the other names it adds to a page's indexed text (tools/site-build/search-index.ts):
 * after each place the page names a term of the CMS's "Other names", each other name between these
 * brackets ("Cochin ((Kochi))"), so that a search finds the page by any of them. Pagefind reads the
 * words between them as any other (brackets are punctuation, and ASCII punctuation adds no word of
 * its own), and still ends a heading or paragraph that ends with them as a sentence (a closing
 * bracket is one of the characters it ends a sentence after); the box leaves them out of the
 * excerpts it shows (src/search/query.ts).
 */
export const ADDED_NAMES = { open: '((', close: '))' } as const
