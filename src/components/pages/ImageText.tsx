import type { ReactNode } from 'react'
import { SanityImage } from '~/components/SanityImage'
import type { SanityImageProps } from '~/components/SanityPicture'

/**
 * A picture beside a heading and text, as the case studies page shows each case (and a page's own
 * "Image with text" section): the picture left, or right with `flip`; on phones above the text.
 * `tag`, when given, is the chip above the heading (a case study's metric).
 */
export function ImageText({
  image,
  flip = false,
  priority = false,
  headingId,
  tag,
  heading,
  children,
}: {
  image: SanityImageProps['image']
  flip?: boolean
  priority?: boolean
  headingId: string
  tag?: string | null
  heading: string | null
  children: ReactNode
}) {
  return (
    <article className={`case-study${flip ? ' case-study-flip' : ''}`} aria-labelledby={headingId}>
      <SanityImage
        image={image}
        widths={[480, 720, 960]}
        sizes="(min-width: 900px) 560px, 100vw"
        aspect={3 / 2}
        priority={priority}
        className="case-study-image"
      />
      <div className="case-study-body">
        {tag !== undefined && <p className="metric-chip">{tag}</p>}
        <h2 id={headingId}>{heading}</h2>
        {children}
      </div>
    </article>
  )
}
