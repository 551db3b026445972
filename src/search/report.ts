import { trackSearch, type SiteSearch } from '~/lib/analytics'

/** An e-mail address: anything@anything. */
const EMAIL = /\S+@\S+/g
/** A phone number or any long number: six digits or more, run together or apart (spaces, dots, dashes, brackets, a leading +). */
const LONG_NUMBER = /\+?\(?\d(?:[\s().-]*\d){5,}\)?/g

/**
 * A query as analytics may see it: without any e-mail address, phone number or number of six digits
 * or more (an IMO number, a booking reference), which may name a person or a ship; what is left, the
 * words that tell editors what visitors look for ("MSN 05/2025" stays: no part of it is that long).
 */
export function reportedQuery(query: string) {
  return query.replace(EMAIL, ' ').replace(LONG_NUMBER, ' ').replace(/\s+/g, ' ').trim()
}

/**
 * One event per search the visitor settled on (docs/analytics-and-privacy.md), not one per keystroke:
 * each answer replaces the one before while the visitor refines it (a query that extends it or that it
 * extends, "salv" → "salvage"); the search is reported when the visitor opens one of its results (which
 * one), starts another search (a query that is not a refinement), or leaves it (the box goes away: the
 * dialog closed, another page; or the page is hidden). No clock decides: the visitor's actions do. A
 * query sent on to /search is left to that page's box, which reports it once.
 */
export function searchReporter(send: (search: SiteSearch) => void = trackSearch) {
  let pending: { query: string; results: number } | undefined
  const flush = (opened = '') => {
    const search = pending
    pending = undefined
    if (!search) return
    const query = reportedQuery(search.query)
    if (query) send({ query, results: search.results, opened })
  }
  const refines = (next: string, last: string) => {
    const [a, b] = [next.toLowerCase(), last.toLowerCase()]
    return a.startsWith(b) || b.startsWith(a)
  }
  return {
    /** A search answered: `results` pages found for `query`. */
    answered(query: string, results: number) {
      if (pending && !refines(query, pending.query)) flush()
      pending = { query, results }
    },
    /** A result followed: the search is reported with its address (without its fragment). */
    opened(url: string) {
      flush(url.split('#')[0]!)
    },
    /** The visitor left the search (or the page): the search is reported, nothing opened. */
    left: () => flush(),
    /** The query went on to /search, whose box reports it: nothing is reported here. */
    handedOn() {
      pending = undefined
    },
  }
}
