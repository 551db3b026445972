import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { fill } from '~/content/copy'
import { contentQuery, type ContentSnapshot } from '~/content/options'
import { useSiteSettings, useWord } from '~/content/site'
import { MobileBar } from '~/components/layout/Footer'
import { useContent } from '~/content/snapshot'
import { loadLexicon, loadSearch, SEARCH_WORDS_PATH } from './engine'
import { SearchBox } from './SearchBox'
import { SEARCH_SECTION_ID, searchWordsOf, useSearchName, type SearchCopy } from './words'

/** How many results the dialog shows; every result is on /search. */
const DIALOG_RESULTS = 8

/** Every result of a query: /search with it, at its results (the page's heading and hero above them). */
const allResults = (query: string) => `/search?q=${encodeURIComponent(query)}#${SEARCH_SECTION_ID}`

let words: Promise<ContentSnapshot<SearchCopy>> | undefined

/**
 * The search box's words (the /search page copy, src/search/words.ts), fetched once, with the
 * dialog's code (again after a failure): written by the build beside the search's files, kept by the
 * service worker from its install, so that the box speaks offline too.
 */
function loadWords() {
  words ??= fetch(SEARCH_WORDS_PATH).then(async (response) => {
    if (!response.ok) throw new Error(`${SEARCH_WORDS_PATH}: ${response.status}`)
    return (await response.json()) as ContentSnapshot<SearchCopy>
  })
  words.catch(() => (words = undefined))
  return words
}

/**
 * The header's search, opened on the page by its link (Header.tsx) once the page's script runs: a
 * modal dialog holding the search box, whose code, words and index load only now (Pagefind starts
 * with the words, while the dialog opens). Should the words not load, /search opens instead, as when
 * the dialog's code does not. On /search, the page's own box takes focus instead.
 */
export default function SearchDialog({ onClose }: { onClose: (returnFocus?: boolean) => void }) {
  const [snapshot, setSnapshot] = useState<ContentSnapshot<SearchCopy>>()
  useEffect(() => {
    // On /search, its own box is the search.
    const own = document.querySelector<HTMLInputElement>('.search-page input')
    if (own) {
      own.focus()
      onClose(false)
      return
    }
    let open = true
    // Pagefind and the site's words start loading as the dialog opens (and are kept for offline once fetched).
    void loadSearch().catch(() => undefined)
    void loadLexicon()
    loadWords().then(
      (loaded) => open && setSnapshot(loaded),
      () => {
        if (!open) return
        onClose(false)
        window.location.assign('/search')
      },
    )
    return () => {
      open = false
    }
    // Once, as it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return snapshot ? <Dialog words={snapshot} onClose={onClose} /> : null
}

/**
 * The modal dialog: Escape, the close button or a press outside it closes it, and focus goes back to
 * the link (`onClose`); following a result closes it too. On a phone it carries the contact bar (Call,
 * WhatsApp, Email) where the page's is, above its backdrop, so that they can be pressed while it is open. Its words as fetched, then kept fresh (or,
 * inside the Studio's Presentation tool, the drafts), like a page's content.
 */
function Dialog({ words, onClose }: { words: ContentSnapshot<SearchCopy>; onClose: (returnFocus?: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const copy = useContent(contentQuery('SEARCH_WORDS_QUERY'), words)
  const word = useWord()
  const settings = useSiteSettings()
  const searchWord = searchWordsOf(copy)
  const name = useSearchName()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const opened = useRef(pathname)
  // Closed first, so that the page behind it is no longer inert and the link can take focus back.
  const close = (returnFocus = true) => {
    dialog.current?.close()
    onClose(returnFocus)
  }

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    // The box takes focus, not the first control (the close button).
    element?.querySelector('input')?.focus()
    return () => element?.close()
  }, [])
  // Another page (Back, Forward): the dialog goes with the page it was opened on; the new page takes focus.
  useEffect(() => {
    if (pathname !== opened.current) close(false)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname])

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={name}
      // Escape: the browser's own cancel, then onClose returns focus to the link.
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      // A press on the backdrop (outside the dialog's box) closes it.
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      <div className="search-dialog-inner">
        <button type="button" className="search-close" onClick={() => close()}>
          {word('close')}
        </button>
        <SearchBox
          copy={copy}
          limit={DIALOG_RESULTS}
          onEscape={() => close()}
          // A result followed: the page it leads to takes focus (its heading, or the section named).
          onNavigate={() => close(false)}
          onSubmit={(query) => {
            close(false)
            navigate(allResults(query))
          }}
        >
          {(query) => (
            <p className="search-all">
              <Link to={allResults(query)} onClick={() => close(false)}>
                {fill(searchWord('all'), { query })}
              </Link>
            </p>
          )}
        </SearchBox>
      </div>
      {/* On a phone the page's contact bar stays in view behind the dialog but inert: this one, in its place, works (mobile-bar.css). */}
      <MobileBar settings={settings} />
    </dialog>
  )
}
