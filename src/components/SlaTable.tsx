import { useColumnHeading } from '~/content/site'
import { StackTable, type StackColumn } from './pages/StackTable'

export type SlaRow = {
  _id: string
  service?: string | null
  commitment?: string | null
  penalty?: string | null
  escalation?: string | null
}

/**
 * The SLA table of the home and fleet retainer pages (service, commitment, penalty, escalation,
 * headings from the CMS): a StackTable, one card per row on phones.
 */
export function SlaTable({ rows, caption, labelledBy }: { rows: SlaRow[]; caption?: string | null; labelledBy: string }) {
  const heading = useColumnHeading()
  const columns: StackColumn<SlaRow>[] = [
    { label: heading('service'), cell: (row) => row.service },
    { label: heading('commitment'), cell: (row) => row.commitment },
    { label: heading('penalty'), cell: (row) => row.penalty },
    { label: heading('escalation'), cell: (row) => row.escalation },
  ]
  return <StackTable rows={rows} columns={columns} labelledBy={labelledBy} caption={caption} />
}
