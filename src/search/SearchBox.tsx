import { useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { fill } from '~/content/copy'
import { isDocumentPage } from '~/lib/downloads'
import { find, preload, type Excerpt, type Found, type Hit } from './engine'
import { searchReporter } from './report'
import { SearchHelp } from './SearchHelp'
import { kindLabelsOf, searchWordsOf, useSearchName, type SearchCopy } from './words'
import { useEarlySubmit } from '~/lib/early'

const subscribeToNothing = () => () => {}
const isRunning = () => true
const isPrerendered = () => false

/** How long typing pauses before the search runs, and before the count is announced (as on /ports). */
const SEARCH_PAUSE_MS = 120
const COUNT_PAUSE_MS = 600

type Answer =
  | { state: 'idle' }
  | { state: 'found'; query: string; found: Found }
  /** The index files or results a search needed could not be fetched (no connection, and not kept on this device): the pages it keeps instead. */
  | { state: 'offline'; query: string; kept: Array<{ path: string; title: string }> }

/** The pages this device keeps for offline (src/offline/kept-pages.ts), loaded only when a search needs them. */
const kept = () =>
  import('~/offline/kept-pages').then(
    ({ keptPages }) => keptPages(),
    () => [],
  )

/** The words no result holds, left out of the search (`left`), said in the box's words ("… without “trust”"). */
const partialWords = (words: string, left: string[]) => fill(words, { words: left.join(', ') })

function ExcerptText({ parts }: { parts: Excerpt }) {
  return parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : part.text))
}

/**
 * The site's search box: a combobox over a listbox of results in order of relevance, each a real
 * link titled by its page's name and labelled with its kind (the ARIA combobox pattern: the arrow
 * keys move through the results, Enter follows the one chosen or, with none, opens every result at
 * /search; focus stays in the box). The count is announced once the visitor pauses, with the
 * correction of a word the site does not hold ("Showing results for paradip", undone by "Search for
 * paradp instead"), and the words left out where no page holds every word ("… without “trust”"). Nothing found offers the closest words of the site and the most asked pages;
 * beside a weak or empty answer, and offline, the way to ask a person (SearchHelp.tsx, AskPerson.tsx).
 * Each search the visitor settles on is one analytics event (report.ts), sent only where a provider is set.
 * Offline, what this device has kept answers, the count of what can be shown and how many more need
 * a connection; where it cannot (the search could not start, or fetch the index files or results it
 * needed), the box says that search needs a connection, lists the kept pages whose names match, then
 * every page kept for offline.
 *
 * In the header's search dialog (SearchDialog.tsx: Escape closes it, `onEscape`) and on /search (the
 * query kept in the address, `onQuery`; Escape clears the box). Its words are the search copy's
 * (`copy`, words.ts), which each hands it, its name the layout's.
 */
export function SearchBox({
  copy,
  limit,
  initial,
  autoFocus = false,
  onQuery,
  onSubmit,
  onEscape,
  onNavigate,
  children,
}: {
  /** The search copy whose "box" section holds the box's words (words.ts): /search's own, or the one the dialog fetched. */
  copy: SearchCopy
  /** How many results to show. */
  limit: number
  /**
   * The query the box starts from once it runs (the /search page's address), unless the visitor typed
   * in the prerendered box before its code arrived: what they typed is kept, searched, and said (`onQuery`).
   */
  initial?: () => string
  /** The box takes the keyboard as its page loads (the /search page's: the `autofocus` of its HTML, before any script). */
  autoFocus?: boolean
  /** Called with each query typed (the /search page keeps it in the address). */
  onQuery?: (query: string) => void
  /** Enter with no result chosen (the dialog opens every result at /search). */
  onSubmit?: (query: string) => void
  /** Escape in the box; without it, Escape clears the box. */
  onEscape?: () => void
  /** A result was followed. */
  onNavigate?: () => void
  /** Shown under the results while there is a query (the dialog's link to every result). */
  children?: (query: string) => ReactNode
}) {
  const word = searchWordsOf(copy)
  const kindLabel = kindLabelsOf(copy)
  const name = useSearchName()
  const id = useId()
  const navigate = useNavigate()
  const input = useRef<HTMLInputElement>(null)
  // False in the prerendered page and as it hydrates, true once React runs it (a render of the browser's own).
  const running = useSyncExternalStore(subscribeToNothing, isRunning, isPrerendered)
  const [query, setQuery] = useState('')
  const [answer, setAnswer] = useState<Answer>({ state: 'idle' })
  const [active, setActive] = useState(-1)
  // The query whose correction the visitor undid ("Search for … instead"): searched as typed.
  const [asTyped, setAsTyped] = useState<string>()
  const asking = useRef(0)
  // One analytics event per search the visitor settled on (report.ts): sent as they open a result, start another search or leave.
  const [report] = useState(searchReporter)
  useEffect(() => {
    const hidden = () => document.visibilityState === 'hidden' && report.left()
    document.addEventListener('visibilitychange', hidden)
    return () => {
      document.removeEventListener('visibilitychange', hidden)
      report.left()
    }
  }, [report])

  // Once running: what the visitor typed in the prerendered box before its code arrived (React keeps the
  // field as it is while it hydrates), else the address's query; the form submitted before then is kept
  // (src/early/) and sent now.
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const typed = input.current?.value ?? ''
    const start = typed || initial?.() || ''
    if (!start) return
    setQuery(start)
    // A query typed before the code arrived is one the visitor asked: said as every later one is.
    if (typed) onQuery?.(typed)
    // Once, as the box starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEarlySubmit(form)

  // The search runs once typing pauses; an answer to a query since replaced is dropped.
  useEffect(() => {
    const term = query.trim()
    const ask = ++asking.current
    setActive(-1)
    if (!term) {
      setAnswer({ state: 'idle' })
      return
    }
    void preload(term)
    const timer = setTimeout(async () => {
      let next: Answer
      try {
        // The count at once, then each result as its details arrive (their order kept).
        const found = await find(term, limit, {
          asTyped: asTyped === term,
          shown: (partial) => {
            if (ask === asking.current && partial.hits.length > 0) setAnswer({ state: 'found', query: term, found: partial })
          },
        })
        // Results none of whose details could be fetched (offline, and not kept on this device). A search
        // whose index files could not be fetched rejects (tools/site-build/search-worker-prelude.ts): "nothing found" is a real answer.
        next =
          found.missing > 0 && found.hits.length === 0
            ? { state: 'offline', query: term, kept: await kept().catch(() => []) }
            : { state: 'found', query: term, found }
      } catch {
        next = { state: 'offline', query: term, kept: await kept().catch(() => []) }
      }
      if (ask !== asking.current) return
      setAnswer(next)
      if (next.state === 'found') report.answered(term, next.found.total)
    }, SEARCH_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [query, limit, asTyped, report])

  const found = answer.state === 'found' ? answer.found : undefined
  const hits = found?.hits ?? []
  const optionId = (index: number) => `${id}-option-${index}`
  const corrected = found && found.corrections.length > 0

  // One polite announcement a pause: the correction and the count (or that nothing was found), not one a keystroke.
  const status =
    answer.state === 'found' && found
      ? [
          corrected ? fill(word('corrected'), { query: found.searched }) : '',
          found.left.length > 0 ? partialWords(word('partial'), found.left) : '',
          found.total === 0 && found.missing === 0
            ? fill(word('none'), { query: corrected ? found.searched : answer.query })
            : found.total > 0
              ? fill(word(found.total === 1 ? 'countOne' : 'count'), { count: found.total, query: answer.query })
              : '',
          found.missing > 0 ? fill(word('missing'), { count: found.missing }) : '',
        ]
          .filter(Boolean)
          .join(' · ')
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
    report.opened(hit.url)
    if (isDocumentPage(hit.url)) window.location.assign(hit.url)
    else navigate(hit.url)
    onNavigate?.()
  }

  const search = (next: string) => {
    setQuery(next)
    onQuery?.(next)
    input.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!hits.length) return
      // From the box, Down chooses the first result and Up the last; past either end, round to the other.
      const last = hits.length - 1
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1))
    } else if (event.key === 'Enter' && active >= 0 && hits[active]) {
      event.preventDefault()
      follow(hits[active])
    } else if (event.key === 'Escape') {
      if (onEscape) {
        event.preventDefault()
        onEscape()
      } else if (query) {
        event.preventDefault()
        search('')
      }
    }
  }

  // The chosen result stays in view as the arrow keys move through a list taller than the box.
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active])

  const expanded = hits.length > 0
  return (
    <div
      className="search-box"
      // A link to every result (the dialog's, at /search) hands the search on: that page's box reports it.
      onClickCapture={(event) => {
        if ((event.target as Element).closest('a')?.pathname === '/search') report.handedOn()
      }}
    >
      <form
        ref={form}
        role="search"
        action="/search"
        method="get"
        // A submit before the box's code runs is kept, and made once it runs (src/early/).
        data-early=""
        className="site-form search-form"
        onSubmit={(event) => {
          event.preventDefault()
          // The field itself: a submit kept from before the code ran is made as the box starts, before its state has caught up.
          const asked = (input.current?.value ?? query).trim()
          // Every result at /search (the dialog's Enter): that page's box reports the search.
          if (asked && onSubmit) report.handedOn()
          if (asked) onSubmit?.(asked)
        }}
      >
        <div className="form-field">
          <label htmlFor={`${id}-q`}>{name}</label>
          <input
            ref={input}
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
            placeholder={word('hint')}
            value={query}
            // In the prerendered page only (its HTML's `autofocus`, which the browser acts on as the page loads;
            // hydrating changes nothing): a page reached by a link puts focus where its address says (SiteChrome).
            autoFocus={autoFocus && !running}
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
      {found && corrected && (
        <p className="search-note">
          <button
            type="button"
            className="search-as-typed"
            onClick={() => {
              // The query searched as typed; focus back in the box (this button goes with the correction).
              setAsTyped(answer.state === 'found' ? answer.query : undefined)
              input.current?.focus()
            }}
          >
            {fill(word('original'), { query: answer.state === 'found' ? answer.query : '' })}
          </button>
        </p>
      )}
      {found && found.left.length > 0 && <p className="search-note">{partialWords(word('partial'), found.left)}</p>}
      {found && found.terms.length > 0 && (
        <p className="search-note">{fill(word('also'), { names: found.terms.map((names) => names.join(', ')).join('; ') })}</p>
      )}
      <div role="listbox" id={`${id}-results`} aria-label={name} className="search-results" hidden={!expanded}>
        {hits.map((hit, at) => (
          <Link
            key={hit.id}
            to={hit.url}
            reloadDocument={isDocumentPage(hit.url)}
            role="option"
            id={optionId(at)}
            aria-selected={at === active}
            tabIndex={-1}
            className="search-hit"
            onClick={() => {
              report.opened(hit.url)
              onNavigate?.()
            }}
            onMouseMove={() => setActive(at)}
          >
            <span className="search-hit-kind">{kindLabel(hit.kind)}</span>
            <span className="search-hit-title">
              {hit.title}
              {hit.section && <span className="search-hit-page">{hit.section}</span>}
            </span>
            <span className="search-hit-excerpt">
              <ExcerptText parts={hit.excerpt} />
            </span>
          </Link>
        ))}
      </div>
      <SearchHelp
        copy={copy}
        id={id}
        query={answer.state === 'idle' ? '' : answer.query}
        found={found}
        offline={answer.state === 'offline' ? answer.kept : undefined}
        onSearch={search}
        onNavigate={onNavigate}
      />
      {query.trim() && children?.(query.trim())}
    </div>
  )
}
