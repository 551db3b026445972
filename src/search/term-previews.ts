/**
 * What the site search answers first for each name of each term of the CMS's "Other names", as the
 * last build's index answers it (tools/site-build/search-terms.ts writes it beside the index; `npm start`
 * serves it from its own). The Studio shows it on each term (studio/search-term-preview.tsx): where a
 * search for the term, or any of its other names, leads today.
 *
 * Browser-safe, with no imports: the Studio's bundle reads it without the search's engine.
 */

/** Where it is served, beside the index (src/search/engine.ts SEARCH_BUNDLE), open to the Studio's origin. */
export const TERM_PREVIEWS_PATH = '/pagefind/terms.json'

/** A result as the preview lists it: the page's address (its section's, where it leads there), its name and its kind. */
export type PreviewHit = { url: string; title: string; kind: string }

/** What the build wrote: when, and each name searched (in lower case, trimmed) with its first results, best first. */
export type TermPreviews = { builtAt: string; names: Record<string, PreviewHit[]> }

/** A name as the previews key it. */
export const previewKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()
