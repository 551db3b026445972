import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { PageHero } from '~/components/Page'
import { Seo } from '~/components/Seo'
import { useWord } from '~/content/site'
import { section } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { pageOf, pagePath } from '~/content/pages'
import { loadContent, useContent } from '~/content/snapshot'
import { isDocumentPage } from '~/lib/downloads'
import { pageCard } from '~/lib/share-card'
import { SEARCH_SECTION_ID, searchWordsOf, useSearchName } from '~/search/words'
import { SEARCH_KINDS, type SearchKind } from '../../contract/search.ts'
import { SEARCH_LISTED_PAGES } from '../../contract/routes.ts'
import type { Route } from './+types/search'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('SEARCH_QUERY', (listedCopies: string[]) => ({ listedCopies }))

/**
 * /search: the site search, its query in the address (/search?q=…), so that a search can be shared
 * and Back returns to it; the header's search box opens here for every result. Without JavaScript
 * (and while there is no query) it lists every port, case study, document and page by kind,
 * prerendered, so nothing is out of reach.
 */
export async function loader() {
  // The site's own pages at fixed addresses, by kind and page copy (the loader's only: not in the browser's code).
  const pages = SEARCH_LISTED_PAGES
  return { pages, copy: await loadContent(query(pages.map((page) => page.copy))) }
}

/**
 * The search box, prerendered in place and hydrated when its code arrives (the page's first load
 * stays small); should its code not load, the page stays as painted, every page listed.
 */
const SearchBox = lazy(() =>
  import('~/search/SearchBox').then(
    (module) => ({ default: module.SearchBox }),
    () => new Promise<never>(() => {}),
  ),
)

/** How many results the page shows. */
const PAGE_RESULTS = 50

/** The query in the page's address (/search?q=…). */
const addressQuery = () => new URLSearchParams(window.location.search).get('q')?.trim() ?? ''

export default function Search({ loaderData }: Route.ComponentProps) {
  const { pages } = loaderData
  const data = useContent(query(pages.map((page) => page.copy)), loaderData.copy)
  const { copy, titles, ports, caseStudies, perPage } = data
  // The search box's words are this page's copy ("box"; the header's search on other pages fetches it).
  const word = searchWordsOf(copy)
  const interfaceWord = useWord()
  const name = useSearchName()
  // The prerendered page (and so the hydrating render) has no query; once running, the box starts from
  // the address's (SearchBox's `initial`), or from what the visitor typed meanwhile, which it says (`onQuery`).
  const [searching, setSearching] = useState(false)
  useEffect(() => setSearching((now) => now || addressQuery() !== ''), [])

  const titleOf = new Map(titles.map((entry) => [entry.key, entry.title]))
  const listed: Record<SearchKind, Array<{ to: string; title: string }>> = {
    port: ports.map((port) => ({ to: `/ports/${port.slug}`, title: port.name ?? '' })),
    caseStudy: caseStudies.map((study, index) => ({
      to: `${pagePath('/case-studies', pageOf(index, caseStudies.length, perPage))}#case-${study._id}`,
      title: study.title ?? '',
    })),
    // The notices by their list (each notice is a result of the search, not a line here: they are many).
    notice: pages.filter((page) => page.kind === 'notice').map((page) => ({ to: page.path, title: titleOf.get(page.copy) ?? '' })),
    document: pages.filter((page) => page.kind === 'document').map((page) => ({ to: page.path, title: titleOf.get(page.copy) ?? '' })),
    page: [
      ...pages.filter((page) => page.kind === 'page').map((page) => ({ to: page.path, title: titleOf.get(page.copy) ?? '' })),
      ...data.pages.map((page) => ({ to: `/${page.slug}`, title: page.title ?? '' })),
    ],
  }
  const all = section(copy, 'all')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path="/search" />
      <PageHero hero={copy?.hero} />
      <section id={SEARCH_SECTION_ID} className="section section-tight search-page" aria-label={name}>
        <div className="container narrow">
          {/* Without JavaScript, the box says so rather than show a field that does nothing. */}
          <noscript>
            <p className="form-note">{interfaceWord('searchNeedsScript')}</p>
          </noscript>
          {/* The box takes the keyboard as the page loads (its HTML's autofocus: the header's Search, followed before its code runs, lands here). */}
          <div className="needs-script">
            <Suspense>
              <SearchBox
                copy={copy}
                limit={PAGE_RESULTS}
                initial={addressQuery}
                autoFocus
                // Enter: the count and the first results in view, at the top of the window.
                onSubmit={() => document.getElementById(SEARCH_SECTION_ID)?.scrollIntoView({ block: 'start' })}
                onQuery={(q) => {
                  setSearching(q.trim() !== '')
                  // The address keeps the query (no navigation, no history entry a keystroke); Back returns to it.
                  const search = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : ''
                  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`)
                }}
              />
            </Suspense>
          </div>
        </div>
      </section>
      {!searching && (
        <section className="section search-all-pages" aria-labelledby="search-all-heading">
          <div className="container">
            <h2 id="search-all-heading">{all.heading}</h2>
            {SEARCH_KINDS.filter((kind) => listed[kind].length > 0).map((kind) => (
              <section key={kind} aria-labelledby={`search-all-${kind}`} className="search-all-kind">
                <h3 id={`search-all-${kind}`}>{word(kind)}</h3>
                <ul className="search-all-list">
                  {listed[kind].map((entry) => (
                    <li key={entry.to}>
                      {/* No discovery attribute: every route is in the manifest, and it would cost bytes a page. */}
                      <Link to={entry.to} discover="none" reloadDocument={isDocumentPage(entry.to)}>
                        {entry.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      )}
    </>
  )
}
