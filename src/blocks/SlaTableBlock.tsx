import { SlaSection } from '~/components/pages/SlaSection'
import type { BlockProps } from './types'

/** The SLA rows, the short table or the full schedule, as the home page's SLA section shows them. */
export default function SlaTableBlock({ block, id }: BlockProps<'slaTableBlock'>) {
  return <SlaSection copy={block} rows={block.rows ?? []} headingId={`${id}-heading`} className="section-muted" />
}
