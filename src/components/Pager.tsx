import { Link } from 'react-router'
import { pagerNumbers } from '~/content/pages'

/**
 * A list shown a page at a time (the case studies, the notices): a link to each page by its number,
 * the current one marked, a bounded few of them (pagerNumbers); labelled as the list it pages
 * through (`labelledBy`: its heading's id). Nothing for a list of one page.
 */
export function Pager({
  page,
  pages,
  path,
  labelledBy,
  className,
}: {
  page: number
  pages: number
  /** The address of a page of the list. */
  path: (page: number) => string
  labelledBy: string
  /** Classes added to "pagination". */
  className?: string
}) {
  if (pages < 2) return null
  return (
    <nav className={className ? `${className} pagination` : 'pagination'} aria-labelledby={labelledBy}>
      <ol>
        {pagerNumbers(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link to={path(number)} aria-current={number === page ? 'page' : undefined}>
                {number}
              </Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  )
}
