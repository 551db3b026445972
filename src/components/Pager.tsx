import { Link } from 'react-router'
import { fill } from '~/content/copy'
import { pagerNumbers } from '~/content/pages'
import { useWord } from '~/content/site'

/**
 * A list shown a page at a time (the case studies, the notices): links to the previous and next
 * pages and to each page by its number ("Page 2" to a screen reader), the current one marked, a
 * bounded few of them (pagerNumbers). Its name and words are the layout copy's ("interface": pages,
 * previousPage, nextPage, pageNumber). Nothing for a list of one page.
 */
export function Pager({
  page,
  pages,
  path,
  className,
}: {
  page: number
  pages: number
  /** The address of a page of the list. */
  path: (page: number) => string
  /** Classes added to "pagination". */
  className?: string
}) {
  const word = useWord()
  if (pages < 2) return null
  return (
    <nav className={className ? `${className} pagination` : 'pagination'} aria-label={word('pages')}>
      <ol>
        {page > 1 && (
          <li>
            <Link to={path(page - 1)} rel="prev">
              {word('previousPage')}
            </Link>
          </li>
        )}
        {pagerNumbers(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                to={path(number)}
                aria-label={fill(word('pageNumber'), { page: number })}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={path(page + 1)} rel="next">
              {word('nextPage')}
            </Link>
          </li>
        )}
      </ol>
    </nav>
  )
}

/** A further page's heading or title: "{title}, page {page} of {pages}" (the first page's, or none, is the list's own). */
export function usePageTitle() {
  const word = useWord()
  return <T extends string | null | undefined>(title: T, page: number, pages: number): T | string =>
    page === 1 || !title ? title : fill(word('pageOf'), { title, page, pages })
}
