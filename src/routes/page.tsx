import { redirectDocument } from 'react-router'
import { SiteNotFound } from '~/components/NotFound'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { breadcrumbJsonLd } from '~/lib/structured-data'
import { useSiteSettings } from '~/content/site'
import type { Route } from './+types/page'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('PAGE_QUERY', (params: { '*'?: string }) => ({ slug: slugOf(params['*']) }))

/** Any path outside the route table: a generic CMS page with that slug, or Not Found. */
export async function loader({ params }: Route.LoaderArgs) {
  return { page: await loadContent(query(params)) }
}

/** As for ports: a page published after the build is fetched in the browser; without an answer from the CMS, the site's host answers. */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader()
  } catch {
    try {
      return { page: await loadContent(query(params)) }
    } catch {
      const url = new URL(request.url)
      return redirectDocument(url.pathname + url.search)
    }
  }
}

function slugOf(splat: string | undefined) {
  return (splat ?? '').replace(/^\/+|\/+$/g, '')
}

export default function CmsPage({ loaderData, params }: Route.ComponentProps) {
  const data = useContent(query(params), loaderData.page)
  const { page, notFound } = data
  const settings = useSiteSettings()
  if (!page) return <SiteNotFound notFound={notFound} />
  return (
    <>
      <Seo
        title={page.seo?.title ?? page.title}
        description={page.seo?.description}
        path={`/${page.slug}`}
        card={{ title: page.title ?? '', image: page.seo?.image }}
        jsonLd={breadcrumbJsonLd(settings, [{ name: page.title, path: `/${page.slug}` }])}
      />
      <article className="section">
        <div className="container narrow">
          <h1>{page.title}</h1>
          <RichText value={page.body} />
        </div>
      </article>
    </>
  )
}
