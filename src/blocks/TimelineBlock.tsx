import { PageSection } from '~/components/Page'
import { Timeline } from '~/components/pages/Timeline'
import type { BlockProps } from './types'

/** The company's timeline, year by year, as on the about page. */
export default function TimelineBlock({ block, id }: BlockProps<'timelineBlock'>) {
  return (
    <PageSection copy={block} headingId={`${id}-heading`} containerClassName="narrow">
      <Timeline entries={block.entries} />
    </PageSection>
  )
}
