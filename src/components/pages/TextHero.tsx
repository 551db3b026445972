import type { ReactNode } from 'react'

type Hero = { eyebrow?: string | null; title?: string | null; lead?: string | null } | null | undefined

/**
 * PageHero's markup for pages whose hero has no illustration: the same look without the image
 * code (@sanity/image-url), which keeps those pages' first-load JavaScript within budget.
 */
export function TextHero({ hero, children }: { hero: Hero; children?: ReactNode }) {
  return (
    <section className="hero" aria-labelledby="page-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          {hero?.eyebrow && <p className="eyebrow">{hero.eyebrow}</p>}
          <h1 id="page-title">{hero?.title}</h1>
          {hero?.lead && <p className="lead">{hero.lead}</p>}
          {children}
        </div>
      </div>
    </section>
  )
}
