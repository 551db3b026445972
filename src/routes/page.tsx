import { redirectDocument } from 'react-router'
import { PageBlocks, preloadBlocks } from '~/blocks/PageBlocks'
import { SiteNotFound } from '~/components/NotFound'
import { PageHero } from '~/components/Page'
import { Seo } from '~/components/Seo'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { breadcrumbJsonLd } from '~/lib/structured-data'
import { useSiteSettings, useWord } from '~/content/site'
import { fill } from '~/content/copy'
import { storedDay } from '~/lib/dates'
import type { Route } from './+types/page'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('PAGE_QUERY', (params: { '*'?: string }) => ({ slug: slugOf(params['*']) }))

/** Any path outside the route table: a CMS page with that slug, or Not Found. */
export async function loader({ params }: Route.LoaderArgs) {
  return { page: await loadContent(query(params)) }
}

/**
 * As for ports: a page published after the build is fetched in the browser; without an answer from
 * the CMS, the site's host answers. The page's sections' code is fetched with its data, so the page
 * shows whole when the navigation does.
 */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  const loaded = await serverLoader().catch(async () => {
    try {
      return { page: await loadContent(query(params)) }
    } catch {
      return undefined
    }
  })
  if (!loaded) {
    const url = new URL(request.url)
    return redirectDocument(url.pathname + url.search)
  }
  await preloadBlocks(loaded.page.data.page?.blocks).catch(() => {})
  return loaded
}

function slugOf(splat: string | undefined) {
  return (splat ?? '').replace(/^\/+|\/+$/g, '')
}

export default function CmsPage({ loaderData, params }: Route.ComponentProps) {
  const data = useContent(query(params), loaderData.page)
  const { page, notFound } = data
  const settings = useSiteSettings()
  const word = useWord()
  if (!page) return <SiteNotFound notFound={notFound} />
  // The day its content last changed, for a page whose date matters (the privacy notice).
  const updated = storedDay(page.updatedOn)
  // A hero section opens the page with its heading (the h1); without one, the page's title does.
  const opensWithHero = page.blocks?.[0]?._type === 'heroBlock'
  return (
    <>
      <Seo
        title={page.seo?.title ?? page.title}
        description={page.seo?.description}
        noindex={page.noindex === true}
        path={`/${page.slug}`}
        card={{ title: page.title ?? '', image: page.seo?.image }}
        jsonLd={breadcrumbJsonLd(settings, [{ name: page.title, path: `/${page.slug}` }])}
      />
      {!opensWithHero && <PageHero hero={{ eyebrow: null, title: page.title, lead: null, image: null }} />}
      <PageBlocks blocks={page.blocks} owner={page} opening />
      {updated && (
        <p className="container small muted page-updated">
          <time dateTime={updated.iso}>{fill(word('lastUpdated'), { date: updated.text })}</time>
        </p>
      )}
    </>
  )
}
