import { Suspense, type ReactNode } from 'react'
import type { CopySection } from '~/content/copy'
import type { HOME_QUERY_RESULT } from '~/content/sanity.types'
import { RichText } from './RichText'
import { SanityImage } from './SanityImage'

/* The frame of a content page's own parts: its opening (PageHero) and its sections (PageSection). */

/** A page copy's hero (the same projection for every page), or a page's hero section (src/blocks/HeroBlock.tsx). */
export type Hero = NonNullable<HOME_QUERY_RESULT['copy']>['hero'] | undefined

/** What a section shows above its own content: a page copy's section, or a page's own section (src/blocks/). */
export type SectionCopy = Pick<CopySection, 'heading' | 'body'>

/**
 * A page's opening: eyebrow, the page's h1, lead text, actions, and the hero's image beside them
 * when the page copy has one (the pages whose copy shows an image, contract/page-copy.ts).
 */
export function PageHero({ hero, children }: { hero: Hero; children?: ReactNode }) {
  const image = hero?.image?.asset && (
    <SanityImage image={hero.image} priority widths={[640, 960]} sizes="(min-width: 1024px) 45vw, 100vw" className="hero-image" />
  )
  return (
    <section className={`hero${image ? ' hero-with-image' : ''}`} aria-labelledby="page-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          {hero?.eyebrow && <p className="eyebrow">{hero.eyebrow}</p>}
          <h1 id="page-title">{hero?.title}</h1>
          {hero?.lead && <p className="lead">{hero.lead}</p>}
          {children}
        </div>
        {image}
      </div>
    </section>
  )
}

/**
 * A section of a content page, labelled by its h2: the CMS section's heading and body, then what
 * the page shows below them (cards, a table, a note).
 */
export function PageSection({
  copy,
  headingId,
  className,
  containerClassName,
  as: Tag = 'section',
  children,
}: {
  copy: SectionCopy
  /** The h2's id, which labels the section (e.g. "values-heading"). */
  headingId: string
  /** Classes added to "section", e.g. "section-muted". */
  className?: string
  /** Classes added to "container", e.g. "narrow". */
  containerClassName?: string
  /** `nav` for a section that is a list of links. */
  as?: 'section' | 'nav'
  children?: ReactNode
}) {
  return (
    <Tag className={className ? `section ${className}` : 'section'} aria-labelledby={headingId}>
      <div className={containerClassName ? `container ${containerClassName}` : 'container'}>
        <h2 id={headingId}>{copy.heading}</h2>
        <RichText value={copy.body} />
        {children}
      </div>
    </Tag>
  )
}

/**
 * A section holding a form (the fleet quote's, a page's own form sections): the heading and body
 * beside the form's card, with `aside` under the body (the fleet retainer's review call). The form
 * is lazy, prerendered in place (src/forms/lazy-form.ts).
 */
export function FormSection({
  copy,
  headingId,
  id,
  aside,
  children,
}: {
  copy: SectionCopy
  headingId: string
  /** The section's anchor (e.g. "quote", for /fleet-retainer#quote). */
  id?: string
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <section id={id} className="section section-muted" aria-labelledby={headingId}>
      <div className="container quote-layout">
        <div className="quote-intro">
          <h2 id={headingId}>{copy.heading}</h2>
          <RichText value={copy.body} />
          {aside}
        </div>
        <div className="card form-card">
          <Suspense fallback={null}>{children}</Suspense>
        </div>
      </div>
    </section>
  )
}
