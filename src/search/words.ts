import { section, titleOf, type ItemNameOf } from '~/content/copy'
import { useSiteSettings } from '~/content/site'

/** The site search's words (the layout copy's "search" section), by name. */
export function useSearchWords() {
  const words = section(useSiteSettings().layout, 'search')
  return (name: ItemNameOf<'layout', 'search'>) => titleOf(words, name)
}

/** The hint inside the empty box: the text of the "search" word. */
export function useSearchHint() {
  return section(useSiteSettings().layout, 'search').items?.find((item) => item.name === 'search')?.text ?? ''
}
