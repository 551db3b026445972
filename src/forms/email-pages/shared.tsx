import { useEffect, type ReactNode } from 'react'
import type { CopySection } from '~/content/copy'
import { MARK_MISSING_LINK } from './link-params'

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
export function EmailPageFrame({ copy, children }: { copy: EmailPageCopy; children: ReactNode }) {
  return (
    <>
      <section className="hero hero-compact" aria-labelledby="page-title">
        <div className="container hero-inner">
          {copy?.hero?.eyebrow && <p className="eyebrow">{copy.hero.eyebrow}</p>}
          <h1 id="page-title">{copy?.hero?.title}</h1>
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

/**
 * A subscriber page's processing and invalid-link views. The link is read after hydration
 * (link-params.ts), so the prerendered page holds both, the invalid one hidden, behind a script
 * that marks the document when the address carries no link; the stylesheet then shows the
 * invalid-link view instead, from the first paint on (forms.css). What the page shows on
 * hydrating is what it painted first (no shift, no late content); the mark goes once React
 * has decided, so a later page of the visit does not inherit it.
 */
export function LinkViews({
  status,
  processing,
  invalid,
}: {
  status: 'processing' | 'invalid' | 'other'
  processing: ReactNode
  invalid: ReactNode
}) {
  useEffect(() => {
    if (status !== 'processing') delete document.documentElement.dataset.subscriberLink
  }, [status])
  useEffect(() => () => void delete document.documentElement.dataset.subscriberLink, [])
  if (status === 'other') return null
  return (
    <>
      {status === 'processing' && <script dangerouslySetInnerHTML={{ __html: MARK_MISSING_LINK }} />}
      {status === 'processing' && (
        <div className="email-state" role="status" data-link-view="processing">
          {processing}
        </div>
      )}
      <div className="email-state" data-link-view="invalid" hidden={status !== 'invalid'}>
        {invalid}
      </div>
    </>
  )
}
