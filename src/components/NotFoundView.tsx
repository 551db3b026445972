import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useWord } from '~/content/site'
import { Seo } from './Seo'

export type LinkItem = { to: string; label: string }

export type NotFoundProps = {
  eyebrow?: string | null
  heading: string | null | undefined
  text: ReactNode
  /** The browser title (default: the heading). */
  title?: string | null
  description?: string
  links: LinkItem[]
  linksLabel: string | null | undefined
}

/** A not-found view: a heading, a way home and the main links; kept out of search engines. */
export default function NotFoundView({ eyebrow, heading, text, title, description, links, linksLabel }: NotFoundProps) {
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
