import { StackTable, type StackColumn } from './pages/StackTable'

export type SlaRow = { _id: string; service?: string | null; commitment?: string | null; penalty?: string | null; escalation?: string | null }

const COLUMNS: StackColumn<SlaRow>[] = [
  { label: 'Service', cell: (row) => row.service },
  { label: 'Commitment', cell: (row) => row.commitment },
  { label: 'Penalty', cell: (row) => row.penalty },
  { label: 'Escalation', cell: (row) => row.escalation },
]

/** The shared SLA table (service, commitment, penalty, escalation): one card per row on phones. */
export function SlaTable({ rows, caption, labelledBy }: { rows: SlaRow[]; caption: string; labelledBy: string }) {
  return <StackTable rows={rows} columns={COLUMNS} labelledBy={labelledBy} caption={caption} />
}
