import { data, Link } from 'react-router'
import { CtaBand } from '~/components/CtaBand'
import { PageHero } from '~/components/Page'
import { SanityImage } from '~/components/SanityImage'
import { Seo } from '~/components/Seo'
import { section } from '~/content/copy'
import { contentQuery, routeQuery } from '~/content/options'
import { listPage, pageParam, pagePath, pagerNumbers } from '~/content/pages'
import { loadContent, useContent } from '~/content/snapshot'
import { pageCard, shareFact } from '~/lib/share-card'
import { breadcrumbJsonLd } from '~/lib/structured-data'
import { useSiteSettings } from '~/content/site'
import type { Route } from './+types/case-studies'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('CASE_STUDIES_QUERY', (ids: string[]) => ({ ids }))

/**
 * /case-studies and /case-studies/page/N: the case studies a page at a time, as many as the site
 * settings say, each page prerendered at its own address (its canonical and sitemap entry).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  // One address a page: /case-studies and /case-studies/page/N only (the route's optional segments
  // would also match /case-studies/2 and /case-studies/page).
  const path = new URL(request.url).pathname.replace(/(\.data|\/)$/, '')
  if (path !== pagePath(BASE, pageParam(params.page))) throw data(null, { status: 404 })
  const page = await caseStudyPage(params.page)
  return { ...page, copy: await loadContent(query(page.ids)) }
}

/** Which case studies the page holds; an address past the last page is not found. */
async function caseStudyPage(param: string | undefined) {
  const { data: index } = await loadContent(contentQuery('CASE_STUDY_PAGES_QUERY'))
  const page = listPage(index.ids, index.perPage, pageParam(param))
  if (!page) throw data(null, { status: 404 })
  return page
}

const BASE = '/case-studies'

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  const { page, pages, ids } = loaderData
  const content = useContent(query(ids), loaderData.copy)
  const { copy, caseStudies } = content
  const settings = useSiteSettings()
  const title = copy?.seo?.title
  return (
    <>
      {/* Each further page is its own page: its own address and title (the page's number after the list's title). */}
      <Seo
        title={page === 1 || !title ? title : `${title} (${page}/${pages})`}
        description={copy?.seo?.description}
        path={pagePath(BASE, page)}
        // The share image: the list's heading, and the first case study of the page with its metric.
        card={{ ...pageCard(copy), facts: shareFact(caseStudies[0]?.title, caseStudies[0]?.metric) }}
        jsonLd={breadcrumbJsonLd(settings, [
          { name: copy?.hero?.title, path: BASE },
          ...(page === 1 || !title ? [] : [{ name: `${title} (${page}/${pages})`, path: pagePath(BASE, page) }]),
        ])}
      />
      <PageHero hero={copy?.hero} />
      <section className="section" aria-label={copy?.hero?.eyebrow ?? undefined}>
        <div className="container case-list">
          {caseStudies.map((study, index) => (
            <article
              key={study._id}
              className={`case-study${index % 2 === 1 ? ' case-study-flip' : ''}`}
              aria-labelledby={`case-${study._id}`}
            >
              <SanityImage
                image={study.image}
                widths={[480, 720, 960]}
                sizes="(min-width: 900px) 560px, 100vw"
                aspect={3 / 2}
                priority={index === 0}
                className="case-study-image"
              />
              <div className="case-study-body">
                <p className="metric-chip">{study.metric}</p>
                <h2 id={`case-${study._id}`}>{study.title}</h2>
                <p>{study.description}</p>
              </div>
            </article>
          ))}
        </div>
        {pages > 1 && (
          // Labelled as the list it pages through; each page by its number, the current one marked.
          <nav className="container pagination" aria-labelledby="page-title">
            <ol>
              {pagerNumbers(page, pages).map((number, index) =>
                number === null ? (
                  <li key={`gap-${index}`} aria-hidden="true">
                    …
                  </li>
                ) : (
                  <li key={number}>
                    <Link to={pagePath(BASE, number)} aria-current={number === page ? 'page' : undefined}>
                      {number}
                    </Link>
                  </li>
                ),
              )}
            </ol>
          </nav>
        )}
      </section>
      <CtaBand copy={section(copy, 'cta')} />
    </>
  )
}
