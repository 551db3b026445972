import { Link } from 'react-router'
import { section } from '~/content/copy'
import { isDocumentPage } from '~/lib/downloads'
import { safeHref } from '~/lib/safe-url'
import { AskPerson } from './AskPerson'
import type { Found } from './engine'
import { isWeak } from './weak'
import { searchWordsOf, type SearchCopy } from './words'

type Page = { path: string; title: string }

/** A query's words as the index reads them: letters and digits, lower case, no accents. */
const wordsOf = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/**
 * Offline with no index on the device, what can still be searched: the names of the pages it keeps,
 * each of whose every query word begins a word ("mum" finds "Mumbai / JNPT").
 */
export function keptMatching(kept: Page[], query: string) {
  const asked = wordsOf(query)
  if (!asked.length) return []
  return kept.filter((page) => {
    const title = wordsOf(page.title)
    return asked.every((word) => title.some((held) => held.startsWith(word)))
  })
}

function PageList({ id, heading, pages, onNavigate }: { id: string; heading: string; pages: Page[]; onNavigate?: () => void }) {
  return (
    <nav aria-labelledby={id} className="search-offline">
      <h2 id={id} className="h3">
        {heading}
      </h2>
      <ul className="search-kept">
        {pages.map((page) => (
          <li key={page.path}>
            <Link to={page.path} reloadDocument={isDocumentPage(page.path)} onClick={() => onNavigate?.()}>
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * What the box shows after its results: when nothing is found, the site's closest words (a button
 * searches each) and the most asked pages; offline with nothing kept for this search, the kept pages
 * whose names match, then every page kept; and beside any weak or empty answer, or one that needed a
 * connection, the way to ask a person (AskPerson.tsx).
 */
export function SearchHelp({
  copy,
  id,
  query,
  found,
  offline,
  onSearch,
  onNavigate,
}: {
  copy: SearchCopy
  id: string
  query: string
  found?: Found
  /** The pages this device keeps, when the search could not be made (offline). */
  offline?: Page[]
  onSearch: (query: string) => void
  onNavigate?: () => void
}) {
  const word = searchWordsOf(copy)
  const asked = section(copy, 'asked')
  const nothing = found && found.total === 0 && found.missing === 0
  const matching = offline ? keptMatching(offline, query) : []
  const mostAsked = (asked.items ?? []).flatMap((item) => {
    // A page of this site only, checked as every link from the CMS is.
    const to = safeHref(item.href)
    return to?.startsWith('/') ? [{ path: to, title: item.title ?? '' }] : []
  })
  return (
    <>
      {nothing && found.closest.length > 0 && (
        <div className="search-closest">
          <h2 id={`${id}-closest`} className="h3">
            {word('closest')}
          </h2>
          <ul aria-labelledby={`${id}-closest`} className="search-suggestions">
            {found.closest.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" onClick={() => onSearch(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {nothing && mostAsked.length > 0 && (
        <PageList id={`${id}-asked`} heading={asked.heading ?? ''} pages={mostAsked} onNavigate={onNavigate} />
      )}
      {matching.length > 0 && <PageList id={`${id}-match`} heading={word('keptMatch')} pages={matching} onNavigate={onNavigate} />}
      {offline && offline.length > 0 && <PageList id={`${id}-kept`} heading={word('kept')} pages={offline} onNavigate={onNavigate} />}
      {((found && isWeak(found)) || offline) && <AskPerson copy={copy} id={id} onNavigate={onNavigate} />}
    </>
  )
}
