import { useEffect, useRef } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { fill } from '~/content/copy'
import { useWord } from '~/content/site'
import { loadSearch } from './engine'
import { SearchBox } from './SearchBox'
import { useSearchWords } from './words'

/** How many results the dialog shows; every result is on /search. */
const DIALOG_RESULTS = 8

/**
 * The header's search, opened on the page by its link (Header.tsx) once the page's script runs: a
 * modal dialog holding the search box, whose code and index load only now. Escape, the close
 * button or a press outside it closes it, and focus goes back to the link (`onClose`); following a
 * result closes it too.
 */
export default function SearchDialog({ onClose }: { onClose: (returnFocus?: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const word = useWord()
  const searchWord = useSearchWords()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const opened = useRef(pathname)
  // Closed first, so that the page behind it is no longer inert and the link can take focus back.
  const close = (returnFocus = true) => {
    dialog.current?.close()
    onClose(returnFocus)
  }

  useEffect(() => {
    // On /search, its own box is the search.
    const own = document.querySelector<HTMLInputElement>('.search-page input')
    if (own) {
      own.focus()
      onClose(false)
      return
    }
    const element = dialog.current
    if (element && !element.open) element.showModal()
    // The box takes focus, not the first control (the close button).
    element?.querySelector('input')?.focus()
    // Pagefind starts loading as the dialog opens, while the visitor types.
    void loadSearch().catch(() => undefined)
    return () => element?.close()
    // Once, as it opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
      aria-label={searchWord('search')}
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
          limit={DIALOG_RESULTS}
          onEscape={() => close()}
          // A result followed: the page it leads to takes focus (its heading, or the section named).
          onNavigate={() => close(false)}
          onSubmit={(query) => {
            close(false)
            navigate(`/search?q=${encodeURIComponent(query)}`)
          }}
        >
          {(query) => (
            <p className="search-all">
              <Link to={`/search?q=${encodeURIComponent(query)}`} onClick={() => close(false)}>
                {fill(searchWord('all'), { query })}
              </Link>
            </p>
          )}
        </SearchBox>
      </div>
    </dialog>
  )
}
