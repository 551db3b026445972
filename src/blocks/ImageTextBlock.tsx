import { ImageText } from '~/components/pages/ImageText'
import { RichText } from '~/components/RichText'
import type { BlockProps } from './types'

/** A picture beside a heading and rich text, as the case studies page shows a case (the picture left or right). */
export default function ImageTextBlock({ block, id }: BlockProps<'imageTextBlock'>) {
  return (
    <div className="section">
      <div className="container case-list">
        <ImageText
          image={block.image}
          flip={block.imageSide === 'right'}
          headingId={`${id}-heading`}
          tag={block.tag ?? undefined}
          heading={block.heading}
        >
          <RichText value={block.body} />
        </ImageText>
      </div>
    </div>
  )
}
