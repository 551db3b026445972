import { cmsLinks, NotFound } from '~/components/NotFound'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { section } from '~/content/copy'
import { pageQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import type { Route } from './+types/page'

/** Any path outside the route table: a generic CMS page with that slug, or Not Found. */
export async function loader({ params }: Route.LoaderArgs) {
  return { page: await loadContent(pageQuery(slugOf(params['*']))) }
}

export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader()
  } catch {
    return { page: await loadContent(pageQuery(slugOf(params['*']))) }
  }
}

function slugOf(splat: string | undefined) {
  return (splat ?? '').replace(/^\/+|\/+$/g, '')
}

export default function CmsPage({ loaderData, params }: Route.ComponentProps) {
  const data = useContent(pageQuery(slugOf(params['*'])), loaderData.page)
  const { page, notFound } = data
  if (!page) {
    const links = section(notFound, 'links')
    return (
      <NotFound
        heading={notFound?.hero?.title || 'Page not found'}
        text={notFound?.hero?.lead}
        description={notFound?.seo?.description ?? undefined}
        links={cmsLinks(links.items)}
        linksLabel={links.heading ?? ''}
      />
    )
  }
  return (
    <>
      <Seo title={page.seo?.title ?? page.title} description={page.seo?.description} path={`/${page.slug}`} />
      <article className="section">
        <div className="container narrow">
          <h1>{page.title}</h1>
          <RichText value={page.body} />
        </div>
      </article>
    </>
  )
}
