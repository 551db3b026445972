import type { Found } from './engine'

/**
 * Whether a search's answer is weak: the visitor may not have found what they came for, so the box
 * shows beside it the way to ask a person (the 24/7 desk: AskPerson.tsx). Weak is nothing found, or
 * a best result that is only a partial match: no page holds every word the visitor typed (`left`,
 * the words left out so that something could be shown), or no page holds them together (`apart`:
 * "crew" in one paragraph, "change" in another, none of them naming the page; the first result may
 * be a page about one of them, ranked before the page that holds both so), or a query of a place
 * the site has no page about, only a form's choice (`unpaged`: "Tuticorin port"). A search whose results are all on the
 * network (offline, none kept) is the offline answer's, not a weak one.
 *
 * An initial measure (issue 64); the ranking's own (docs/search.md) may refine it with the same signature.
 */
export function isWeak(found: Found): boolean {
  if (found.total === 0) return found.missing === 0
  return found.left.length > 0 || found.apart || found.unpaged
}
