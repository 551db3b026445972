/**
 * What the site search answers first for each name of each term of the CMS's "Other names", searched
 * with the box's own engine over the index just made (tools/site-build/search-node.ts), written beside it
 * (src/search/term-previews.ts TERM_PREVIEWS_PATH) for the Studio to show on each term: where a search
 * for it leads today. Not fetched by the site's pages.
 */
import { searchWith } from '../../src/search/engine.ts'
import { previewKey, type PreviewHit, type TermPreviews } from '../../src/search/term-previews.ts'
import { nodeSearcher, type SearchFileReader } from './search-node.ts'
import type { SearchTerms } from './search-page.ts'

/** How many results the Studio shows for a name. */
export const PREVIEW_RESULTS = 3

/** The first results for each name of `terms`, searched over the index `read` gives. */
export async function termPreviews(read: SearchFileReader, terms: SearchTerms, builtAt = new Date()): Promise<TermPreviews> {
  const names = [...new Set(terms.flat().map(previewKey).filter(Boolean))]
  const { searcher, close } = await nodeSearcher(read)
  try {
    const found: TermPreviews['names'] = {}
    for (const name of names) {
      const { hits } = await searchWith(searcher, name, PREVIEW_RESULTS)
      found[name] = hits.map((hit): PreviewHit => ({
        url: hit.url,
        title: hit.section ? `${hit.title} › ${hit.section}` : hit.title,
        kind: hit.kind,
      }))
    }
    return { builtAt: builtAt.toISOString(), names: found }
  } finally {
    close()
  }
}
