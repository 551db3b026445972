import { Suspense } from 'react'
import { safeHref } from '~/lib/safe-url'
import { lazyPart } from '~/lib/lazy-part'
import { section } from '~/content/copy'
import type { PAGE_QUERY_RESULT } from '~/content/sanity.types'
import type { LinkItem, NotFoundProps } from './NotFoundView'

export type { LinkItem }

/** Site links from CMS items (title and href), keeping only paths on this site. */
export function cmsLinks(items: Array<{ title?: string | null; href?: string | null }> | null | undefined): LinkItem[] {
  return (items ?? []).flatMap((entry) => {
    const href = safeHref(entry.href)
    return href?.startsWith('/') ? [{ to: href, label: entry.title ?? href }] : []
  })
}

const View = lazyPart<NotFoundProps>(() => import('./NotFoundView'))

/**
 * A not-found view: a heading, a way home and the main links; kept out of search engines. A part of
 * the page (src/lib/lazy-part.ts): a page that is found never loads its code, and a not-found page
 * prerendered shows it as painted until the visitor needs its code.
 */
export function NotFound(props: NotFoundProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  )
}

/** The site's Not Found page, in the words of the page copy "Not found" (the host's 404 page is it). */
export function SiteNotFound({ notFound }: { notFound: PAGE_QUERY_RESULT['notFound'] }) {
  const links = section(notFound, 'links')
  return (
    <NotFound
      eyebrow={notFound?.hero?.eyebrow}
      heading={notFound?.hero?.title}
      text={notFound?.hero?.lead}
      title={notFound?.seo?.title}
      description={notFound?.seo?.description ?? undefined}
      links={cmsLinks(links.items)}
      linksLabel={links.heading}
    />
  )
}
