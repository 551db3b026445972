import { useColumnHeading } from '~/content/site'
import { StackTable, type StackColumn } from './StackTable'

export type ClauseRow = {
  _id: string
  clause?: string | null
  requirement?: string | null
  delivery?: string | null
  verification?: string | null
}

/** A clause mapping table (clause, requirement, our delivery, verification), its headings from the CMS. */
export function ClauseTable({ rows, labelledBy, caption }: { rows: ClauseRow[]; labelledBy: string; caption?: string | null }) {
  const heading = useColumnHeading()
  const columns: StackColumn<ClauseRow>[] = [
    { label: heading('clause'), cell: (row) => row.clause, className: 'clause-cell' },
    { label: heading('requirement'), cell: (row) => row.requirement },
    { label: heading('delivery'), cell: (row) => row.delivery },
    { label: heading('verification'), cell: (row) => row.verification },
  ]
  return <StackTable rows={rows} columns={columns} labelledBy={labelledBy} caption={caption} className="clause-table" />
}
