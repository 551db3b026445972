import { PageSection } from '~/components/Page'
import { ClauseTable } from '~/components/pages/StackTable'
import type { BlockProps } from './types'

/** A clause table, as the fleet retainer's compliance alignment shows it: the table, then its note. */
export default function ClauseTableBlock({ block, id }: BlockProps<'clauseTableBlock'>) {
  return (
    <PageSection copy={block} headingId={`${id}-heading`}>
      <ClauseTable rows={block.rows} labelledBy={`${id}-heading`} />
      {block.note && <p className="muted small">{block.note}</p>}
    </PageSection>
  )
}
