import { data } from 'react-router'
import { SiteNotFound } from '~/components/NotFound'
import { CtaBand } from '~/components/CtaBand'
import { PageHero } from '~/components/Page'
import { ImageText } from '~/components/pages/ImageText'
import { PageBlocks } from '~/blocks/PageBlocks'
import { Pager, usePageTitle } from '~/components/Pager'
import { Seo } from '~/components/Seo'
import { section } from '~/content/copy'
import { contentQuery, routeQuery } from '~/content/options'
import { listPage, pageParam, pagePath } from '~/content/pages'
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
  const page = await loadPage(params, request)
  if (page) return page
  // The host's Not Found page for every address below /case-studies (src/lib/not-found.ts).
  if (new URL(request.url).pathname.replace(/\.data$/, '') === NOT_FOUND) return { notFound: await notFoundCopy(NOT_FOUND) }
  throw data(null, { status: 404 })
}

const NOT_FOUND = '/case-studies/404'

/** The site's Not Found page's copy (the CMS page query's, for an address that is no page). */
async function notFoundCopy(path: string) {
  return (await loadContent(routeQuery('PAGE_QUERY', () => ({ slug: path.slice(1) }))())).data.notFound
}

/**
 * The loader's work, for the browser too (React Router leaves `loader` itself out of the browser's
 * code); undefined for an address that is no page of the list.
 */
async function loadPage(params: Route.LoaderArgs['params'], request: Request) {
  // One address a page: /case-studies and /case-studies/page/N only (the route's optional segments
  // would also match /case-studies/2 and /case-studies/page).
  const path = new URL(request.url).pathname.replace(/(\.data|\/)$/, '')
  if (path !== pagePath(BASE, pageParam(params.page))) return undefined
  const { data: index } = await loadContent(contentQuery('CASE_STUDY_PAGES_QUERY'))
  // An address past the last page is not found.
  const page = listPage(index.ids, index.perPage, pageParam(params.page))
  return page && { ...page, copy: await loadContent(query(page.ids)) }
}

/**
 * In the browser, for a page of the list the build did not make (followed after case studies were
 * published since the build): fetched from the CMS, as the ports are; an address that is no page
 * of the list shows the site's Not Found page. (Loaded from the host, such an address is its
 * /case-studies/404 page, built by this route, which hydrates as it was built.)
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader()
  } catch {
    return (await loadPage(params, request)) ?? { notFound: await notFoundCopy(new URL(request.url).pathname) }
  }
}

const BASE = '/case-studies'

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
  if ('notFound' in loaderData) return <SiteNotFound notFound={loaderData.notFound} />
  return <CaseStudyList {...loaderData} />
}

function CaseStudyList(loaderData: NonNullable<Awaited<ReturnType<typeof loadPage>>>) {
  const { page, pages, ids } = loaderData
  const content = useContent(query(ids), loaderData.copy)
  const { copy, caseStudies } = content
  const settings = useSiteSettings()
  const pageTitle = usePageTitle()
  const title = pageTitle(copy?.seo?.title, page, pages)
  return (
    <>
      {/* Each further page is its own page: its own address, title and heading (its number with the list's). */}
      <Seo
        title={title}
        description={copy?.seo?.description}
        path={pagePath(BASE, page)}
        // The share image: the list's heading, and the first case study of the page with its metric.
        card={{ ...pageCard(copy), facts: shareFact(caseStudies[0]?.title, caseStudies[0]?.metric) }}
        jsonLd={breadcrumbJsonLd(settings, [
          { name: copy?.hero?.title, path: BASE },
          ...(page === 1 ? [] : [{ name: title, path: pagePath(BASE, page) }]),
        ])}
      />
      <PageHero hero={copy?.hero && { ...copy.hero, title: pageTitle(copy.hero.title, page, pages) }} />
      <section className="section" aria-label={copy?.hero?.eyebrow ?? undefined}>
        <div className="container case-list">
          {caseStudies.map((study, index) => (
            <ImageText
              key={study._id}
              image={study.image}
              flip={index % 2 === 1}
              priority={index === 0}
              headingId={`case-${study._id}`}
              tag={study.metric}
              heading={study.title}
            >
              <p>{study.description}</p>
            </ImageText>
          ))}
        </div>
        <Pager page={page} pages={pages} path={(number) => pagePath(BASE, number)} className="container" />
      </section>
      <PageBlocks blocks={copy?.blocks} owner={copy} />
      <CtaBand copy={section(copy, 'cta')} />
    </>
  )
}
