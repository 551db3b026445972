import { section, titleOf, type ItemNameOf } from '~/content/copy'
import { useSiteSettings } from '~/content/site'
import type { SEARCH_WORDS_QUERY_RESULT } from '~/content/sanity.types'

/**
 * The /search page copy, whose "box" section holds the search box's words (its hint, the count,
 * nothing found, every result, the offline answer, each kind of result). Only /search carries them in
 * its page (its loader's); the header's search on every other page fetches them with its code
 * (SearchDialog.tsx), so no other page's bytes hold them.
 */
export type SearchCopy = SEARCH_WORDS_QUERY_RESULT

/** The search box's words in `copy`, by name. */
export function searchWordsOf(copy: SearchCopy) {
  const words = section(copy, 'box')
  return (name: ItemNameOf<'search', 'box'>) => titleOf(words, name)
}

/** The search's name: the header's link, and the box's and the dialog's (the layout copy's, on every page). */
export function useSearchName() {
  return titleOf(section(useSiteSettings().layout, 'search'), 'search')
}
