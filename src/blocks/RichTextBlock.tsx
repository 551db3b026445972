import { PageSection } from '~/components/Page'
import { RichText } from '~/components/RichText'
import type { BlockProps } from './types'

/** Rich text in a narrow column, under its heading when it has one. */
export default function RichTextBlock({ block, id }: BlockProps<'richTextBlock'>) {
  if (block.heading) return <PageSection copy={block} headingId={`${id}-heading`} containerClassName="narrow" />
  return (
    <section className="section">
      <div className="container narrow">
        <RichText value={block.body} />
      </div>
    </section>
  )
}
