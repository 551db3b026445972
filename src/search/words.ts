import { section, titleOf, type ItemNameOf } from '~/content/copy'
import { useSiteSettings } from '~/content/site'
import type { SEARCH_WORDS_QUERY_RESULT } from '~/content/sanity.types'
import type { SearchKind } from '../../contract/search.ts'

/**
 * The /search page copy, whose "box" section holds the search box's words (its hint, the count,
 * a correction, nothing found, every result, the offline answer, each kind of result and its label),
 * and "asked" the pages offered when nothing is found. Only /search carries them in
 * its page (its loader's); the header's search on every other page fetches them with its code
 * (SearchDialog.tsx), so no other page's bytes hold them.
 */
export type SearchCopy = SEARCH_WORDS_QUERY_RESULT

/** The search box's words in `copy`, by name. */
export function searchWordsOf(copy: SearchCopy) {
  const words = section(copy, 'box')
  return (name: ItemNameOf<'search', 'box'>) => titleOf(words, name)
}

/** The label on a result of each kind: its kind's tag ("Port" beside the item "Ports"; contract/search.ts SEARCH_KIND_LABELS). */
export function kindLabelsOf(copy: SearchCopy) {
  const items = section(copy, 'box').items ?? []
  return (kind: SearchKind) => items.find((item) => item.name === kind)?.meta ?? ''
}

/** The search's name: the header's link, and the box's and the dialog's (the layout copy's, on every page). */
export function useSearchName() {
  return titleOf(section(useSiteSettings().layout, 'search'), 'search')
}

/**
 * The id of /search's own search (its box, count and results): the header's search opens every result
 * there (/search?q=…#…), so that the page shows them at the top of the window, not under its hero and
 * a phone's bottom bar; Enter in /search's own box brings them there too.
 */
export const SEARCH_SECTION_ID = 'site-search'
