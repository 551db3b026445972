/*
 * The site's data tables: StackTable (its body, DataTable, is the printable documents' tables'
 * too), and the two kinds of CMS rows it shows on several pages (SlaTable, ClauseTable), with their
 * column headings from the CMS. One module, so a page with a table loads one small file for it.
 */

import type { ReactNode } from 'react'
import type { FINANCIAL_SECURITY_QUERY_RESULT, HOME_QUERY_RESULT } from '~/content/sanity.types'
import { useColumnHeading } from '~/content/site'

export type StackColumn<Row> = { label: string; cell: (row: Row) => ReactNode; className?: string }

/**
 * A table's body as the site's tables and the printable documents' tables (DocTable) share it: the
 * column headings, then one row per entry with the first column as the row header. `stacked` adds
 * what StackTable's phone layout needs: each cell labelled with its column, and a dash for an empty one.
 */
export function DataTable<Row extends { _id: string }>({
  rows,
  columns,
  className,
  caption,
  stacked = false,
}: {
  rows: Row[]
  columns: StackColumn<Row>[]
  className: string
  caption?: string | null
  stacked?: boolean
}) {
  const [first, ...rest] = columns
  const empty = stacked ? '—' : null
  return (
    <table className={className}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row._id}>
            <th scope="row" className={first.className}>
              {first.cell(row)}
            </th>
            {rest.map((column) => (
              <td key={column.label} data-label={stacked ? column.label : undefined} className={column.className}>
                {column.cell(row) || empty}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * A data table that stays a table on wide screens and becomes one card per row on phones
 * (each cell labelled with its column header, see styles/components/stack-table.css), so nothing scrolls sideways.
 * The first column is the row header.
 */
export function StackTable<Row extends { _id: string }>({
  rows,
  columns,
  labelledBy,
  caption,
  className,
}: {
  rows: Row[]
  columns: StackColumn<Row>[]
  labelledBy: string
  caption?: string | null
  className?: string
}) {
  return (
    <div className="table-scroll stack-table-wrap" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      <DataTable
        rows={rows}
        columns={columns}
        className={`data-table stack-table${className ? ` ${className}` : ''}`}
        caption={caption}
        stacked
      />
    </div>
  )
}

/** An SLA row as the home and fleet retainer queries return it (the home page's with the short wordings). */
export type SlaRow = HOME_QUERY_RESULT['sla'][number]

/** The SLA table of the home and fleet retainer pages: service, commitment, penalty, escalation. */
export function SlaTable({ rows, labelledBy, caption }: { rows: SlaRow[]; labelledBy: string; caption?: string | null }) {
  const heading = useColumnHeading()
  const columns: StackColumn<SlaRow>[] = [
    { label: heading('service'), cell: (row) => row.service },
    { label: heading('commitment'), cell: (row) => row.commitment },
    { label: heading('penalty'), cell: (row) => row.penalty },
    { label: heading('escalation'), cell: (row) => row.escalation },
  ]
  return <StackTable rows={rows} columns={columns} labelledBy={labelledBy} caption={caption} />
}

/** A clause row as the financial security and fleet retainer queries return it. */
export type ClauseRow = FINANCIAL_SECURITY_QUERY_RESULT['clauses'][number]

/** A clause mapping table: clause, requirement, our delivery, verification. */
export function ClauseTable({ rows, labelledBy }: { rows: ClauseRow[]; labelledBy: string }) {
  const heading = useColumnHeading()
  const columns: StackColumn<ClauseRow>[] = [
    { label: heading('clause'), cell: (row) => row.clause, className: 'clause-cell' },
    { label: heading('requirement'), cell: (row) => row.requirement },
    { label: heading('delivery'), cell: (row) => row.delivery },
    { label: heading('verification'), cell: (row) => row.verification },
  ]
  return <StackTable rows={rows} columns={columns} labelledBy={labelledBy} className="clause-table" />
}
