import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { fill } from '~/content/copy'
import { isDocumentPage } from '~/lib/downloads'
import { byKind, find, preload, type Excerpt, type Hit } from './engine'
import { useSearchHint, useSearchWords } from './words'

/** How long typing pauses before the search runs, and before the count is announced (as on /ports). */
const SEARCH_PAUSE_MS = 120
const COUNT_PAUSE_MS = 600

type Answer =
  | { state: 'idle' }
  | { state: 'found'; query: string; total: number; hits: Hit[] }
  /** No connection, and the index cannot answer from what this device keeps: the pages it keeps instead. */
  | { state: 'offline'; query: string; kept: Array<{ path: string; title: string }> }

/** The pages this device keeps for offline (src/offline/kept-pages.ts), loaded only when a search needs them. */
const kept = () =>
  import('~/offline/kept-pages').then(
    ({ keptPages }) => keptPages(),
    () => [],
  )

function ExcerptText({ parts }: { parts: Excerpt }) {
  return parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))
}

/**
 * The site's search box: a combobox over a listbox of results grouped by kind, each a real link
 * (the ARIA combobox pattern: the arrow keys move through the results, Enter follows the one
 * chosen or, with none, opens every result at /search; focus stays in the box). The count is
 * announced once the visitor pauses. Offline, what this device has kept answers; where it cannot,
 * the box says that search needs a connection and lists the pages kept for offline.
 *
 * In the header's search dialog (SearchDialog.tsx: Escape closes it, `onEscape`) and on /search (the
 * query kept in the address, `onQuery`; Escape clears the box).
 */
export function SearchBox({
  limit,
  initial = '',
  onQuery,
  onSubmit,
  onEscape,
  onNavigate,
  disabled = false,
  children,
}: {
  /** How many results to show. */
  limit: number
  initial?: string
  /** Called with each query typed (the /search page keeps it in the address). */
  onQuery?: (query: string) => void
  /** Enter with no result chosen (the dialog opens every result at /search). */
  onSubmit?: (query: string) => void
  /** Escape in the box; without it, Escape clears the box. */
  onEscape?: () => void
  /** A result was followed. */
  onNavigate?: () => void
  /** Until the page's script runs (the /search page's box is prerendered). */
  disabled?: boolean
  /** Shown under the results while there is a query (the dialog's link to every result). */
  children?: (query: string) => ReactNode
}) {
  const word = useSearchWords()
  const hint = useSearchHint()
  const id = useId()
  const navigate = useNavigate()
  const [query, setQuery] = useState(initial)
  const [answer, setAnswer] = useState<Answer>({ state: 'idle' })
  const [active, setActive] = useState(-1)
  const asked = useRef(0)

  // The search runs once typing pauses; an answer to a query since replaced is dropped.
  useEffect(() => {
    const term = query.trim()
    const ask = ++asked.current
    setActive(-1)
    if (!term) {
      setAnswer({ state: 'idle' })
      return
    }
    preload(term)
    const timer = setTimeout(async () => {
      let next: Answer
      try {
        // The count at once, then each result as its details arrive (their order kept).
        const found = await find(term, limit, (partial) => {
          if (ask === asked.current && partial.hits.length > 0) setAnswer({ state: 'found', query: term, ...partial })
        })
        // Offline, a search whose index chunks or results this device has not kept finds nothing it can show.
        const unanswered = (found.total === 0 && !navigator.onLine) || (found.total > 0 && found.hits.length === 0)
        next = unanswered
          ? { state: 'offline', query: term, kept: await kept().catch(() => []) }
          : { state: 'found', query: term, ...found }
      } catch {
        next = { state: 'offline', query: term, kept: await kept().catch(() => []) }
      }
      if (ask === asked.current) setAnswer(next)
    }, SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [query, limit])

  const hits = answer.state === 'found' ? answer.hits : []
  const groups = byKind(hits)
  // The hits in the order the list shows them (grouped), which the arrow keys follow.
  const ordered = groups.flatMap((group) => group.hits)
  const optionId = (index: number) => `${id}-option-${index}`

  // One polite announcement a pause: the count (or that nothing was found), not one a keystroke.
  const status =
    answer.state === 'found'
      ? answer.total === 0
        ? fill(word('none'), { query: answer.query })
        : fill(word(answer.total === 1 ? 'countOne' : 'count'), { count: answer.total, query: answer.query })
      : answer.state === 'offline'
        ? word('offline')
        : ''
  const [announced, setAnnounced] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(status), COUNT_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [status])

  // A printable document opens as a page load (its print styles are allowed by its own page's policy only).
  const follow = (hit: Hit) => {
    if (isDocumentPage(hit.url)) window.location.assign(hit.url)
    else navigate(hit.url)
    onNavigate?.()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!ordered.length) return
      // From the box, Down chooses the first result and Up the last; past either end, round to the other.
      const last = ordered.length - 1
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1))
    } else if (event.key === 'Enter' && active >= 0 && ordered[active]) {
      event.preventDefault()
      follow(ordered[active])
    } else if (event.key === 'Escape') {
      if (onEscape) {
        event.preventDefault()
        onEscape()
      } else if (query) {
        event.preventDefault()
        setQuery('')
        onQuery?.('')
      }
    }
  }

  // The chosen result stays in view as the arrow keys move through a list taller than the box.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

  const expanded = ordered.length > 0
  let index = 0
  return (
    <div className="search-box">
      <form
        role="search"
        action="/search"
        method="get"
        className="site-form search-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (query.trim()) onSubmit?.(query.trim())
        }}
      >
        <div className="form-field">
          <label htmlFor={`${id}-q`}>{word('search')}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-results`}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={hint}
            value={query}
            disabled={disabled}
            onChange={(event) => {
              setQuery(event.target.value)
              onQuery?.(event.target.value)
            }}
            onKeyDown={onKeyDown}
          />
        </div>
      </form>
      <p role="status" className="search-count">
        {announced}
      </p>
      <div role="listbox" id={`${id}-results`} aria-label={word('search')} className="search-results" hidden={!expanded}>
        {groups.map((group) => (
          <div role="group" key={group.kind} aria-labelledby={`${id}-${group.kind}`} className="search-group">
            <div role="presentation" id={`${id}-${group.kind}`} className="search-kind">
              {word(group.kind)}
            </div>
            {group.hits.map((hit) => {
              const at = index++
              return (
                <Link
                  key={hit.id}
                  to={hit.url}
                  reloadDocument={isDocumentPage(hit.url)}
                  role="option"
                  id={optionId(at)}
                  aria-selected={at === active}
                  tabIndex={-1}
                  className="search-hit"
                  onClick={() => onNavigate?.()}
                  onMouseMove={() => setActive(at)}
                >
                  <span className="search-hit-title">
                    {hit.title}
                    {hit.page && <span className="search-hit-page">{hit.page}</span>}
                  </span>
                  <span className="search-hit-excerpt">
                    <ExcerptText parts={hit.excerpt} />
                  </span>
                </Link>
              )
            })}
          </div>
        ))}
      </div>
      {answer.state === 'offline' && answer.kept.length > 0 && (
        <nav aria-labelledby={`${id}-kept`} className="search-offline">
          <h2 id={`${id}-kept`} className="h3">
            {word('kept')}
          </h2>
          <ul className="search-kept">
            {answer.kept.map((page) => (
              <li key={page.path}>
                <Link to={page.path} reloadDocument={isDocumentPage(page.path)} onClick={() => onNavigate?.()}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {query.trim() && children?.(query.trim())}
    </div>
  )
}
