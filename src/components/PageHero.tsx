import type { ReactNode } from 'react'
import { SanityImage } from './SanityImage'

type Hero = { eyebrow?: string | null; title?: string | null; lead?: string | null } | null | undefined

/** A page's opening: eyebrow, the page's h1, lead text, actions, and an optional illustration. */
export function PageHero({
  hero,
  children,
  image,
}: {
  hero: Hero
  children?: ReactNode
  image?: Parameters<typeof SanityImage>[0]['image']
}) {
  return (
    <section className={`hero${image ? ' hero-with-image' : ''}`} aria-labelledby="page-title">
      <div className="container hero-inner">
        <div className="hero-copy">
          {hero?.eyebrow && <p className="eyebrow">{hero.eyebrow}</p>}
          <h1 id="page-title">{hero?.title}</h1>
          {hero?.lead && <p className="lead">{hero.lead}</p>}
          {children}
        </div>
        {image && (
          <SanityImage image={image} priority widths={[640, 960]} sizes="(min-width: 1024px) 45vw, 100vw" className="hero-image" />
        )}
      </div>
    </section>
  )
}
