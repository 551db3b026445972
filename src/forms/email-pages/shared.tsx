import type { ReactNode } from 'react'
import type { CopySection } from '~/content/copy'

/** The shape of a pageCopy document as the COPY projection returns it (the parts used here). */
export type EmailPageCopy =
  | {
      seo?: { title?: string | null; description?: string | null } | null
      hero?: { eyebrow?: string | null; title?: string | null; lead?: string | null } | null
      sections?: CopySection[] | null
    }
  | null
  | undefined

/** Page frame shared by the three subscriber pages: a hero with the page title, then one panel. */
export function EmailPageFrame({ copy, fallbackTitle, children }: { copy: EmailPageCopy; fallbackTitle: string; children: ReactNode }) {
  return (
    <>
      <section className="hero hero-compact" aria-labelledby="page-title">
        <div className="container hero-inner">
          {copy?.hero?.eyebrow && <p className="eyebrow">{copy.hero.eyebrow}</p>}
          <h1 id="page-title">{copy?.hero?.title ?? fallbackTitle}</h1>
          {copy?.hero?.lead && <p className="lead">{copy.hero.lead}</p>}
        </div>
      </section>
      <section className="section">
        <div className="container narrow">
          <div className="card email-panel">{children}</div>
        </div>
      </section>
    </>
  )
}

/** Titles of a section's items that carry no link (plain list entries). */
export function itemTitles(section: CopySection) {
  return (section.items ?? []).map((item) => item.title).filter((title): title is string => Boolean(title))
}

/** The title of the first item whose meta (or href) matches, for button texts from the CMS. */
export function itemTitle(section: CopySection, match: { meta?: string; href?: string }, fallback: string) {
  const item = section.items?.find((i) => (match.meta !== undefined && i.meta === match.meta) || (match.href !== undefined && i.href === match.href))
  return item?.title ?? fallback
}
