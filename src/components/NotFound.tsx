import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { safeHref } from '~/lib/safe-url'
import { useWord } from '~/content/site'
import { section } from '~/content/copy'
import type { PAGE_QUERY_RESULT } from '~/content/sanity.types'
import { Seo } from './Seo'

type LinkItem = { to: string; label: string }

/** Site links from CMS items (title and href), keeping only paths on this site. */
export function cmsLinks(items: Array<{ title?: string | null; href?: string | null }> | null | undefined): LinkItem[] {
  return (items ?? []).flatMap((entry) => {
    const href = safeHref(entry.href)
    return href?.startsWith('/') ? [{ to: href, label: entry.title ?? href }] : []
  })
}

/** A not-found view: a heading, a way home and the main links; kept out of search engines. */
export function NotFound({
  eyebrow,
  heading,
  text,
  title,
  description,
  links,
  linksLabel,
}: {
  eyebrow?: string | null
  heading: string | null | undefined
  text: ReactNode
  /** The browser title (default: the heading). */
  title?: string | null
  description?: string
  links: LinkItem[]
  linksLabel: string | null | undefined
}) {
  const word = useWord()
  return (
    <section className="section not-found" aria-labelledby="page-title">
      <Seo title={title ?? heading ?? undefined} description={description} noindex />
      <div className="container narrow">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 id="page-title">{heading}</h1>
        <div className="lead">{text}</div>
        <p className="not-found-actions">
          <Link to="/" className="button button-primary">
            {word('returnHome')}
          </Link>
        </p>
        {links.length > 0 && (
          <nav aria-labelledby="not-found-links">
            <h2 id="not-found-links" className="h3">
              {linksLabel}
            </h2>
            <ul className="link-list">
              {links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
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
