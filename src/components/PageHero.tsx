import type { ReactNode } from 'react'

type Hero = { eyebrow?: string | null; title?: string | null; lead?: string | null } | null | undefined

/**
 * A page's opening: eyebrow, the page's h1, lead text, actions, and optional media beside it.
 * Pages with an illustration pass `media={<SanityImage … priority />}`, so pages without one
 * don't load the image code.
 */
export function PageHero({ hero, children, media }: { hero: Hero; children?: ReactNode; media?: ReactNode }) {
  return (
    <section className={`hero${media ? ' hero-with-image' : ''}`} aria-labelledby="page-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          {hero?.eyebrow && <p className="eyebrow">{hero.eyebrow}</p>}
          <h1 id="page-title">{hero?.title}</h1>
          {hero?.lead && <p className="lead">{hero.lead}</p>}
          {children}
        </div>
        {media}
      </div>
    </section>
  )
}
