import { StackTable, type StackColumn } from './StackTable'

export type ClauseRow = { _id: string; clause?: string | null; requirement?: string | null; delivery?: string | null; verification?: string | null }

// Column headers are interface words.
const COLUMNS: StackColumn<ClauseRow>[] = [
  { label: 'Clause', cell: (row) => row.clause, className: 'clause-cell' },
  { label: 'Requirement', cell: (row) => row.requirement },
  { label: 'Our delivery', cell: (row) => row.delivery },
  { label: 'Verification', cell: (row) => row.verification },
]

/** A clause mapping table (clause, requirement, our delivery, verification). */
export function ClauseTable({ rows, labelledBy, caption }: { rows: ClauseRow[]; labelledBy: string; caption?: string | null }) {
  return <StackTable rows={rows} columns={COLUMNS} labelledBy={labelledBy} caption={caption} className="clause-table" />
}
