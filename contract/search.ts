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
