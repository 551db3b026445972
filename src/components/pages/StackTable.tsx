import type { ReactNode } from 'react'

export type StackColumn<Row> = { label: string; cell: (row: Row) => ReactNode; className?: string }

/**
 * A data table that stays a table on wide screens and becomes one card per row on phones
 * (each cell labelled with its column header, see stack-table.css), so nothing scrolls sideways.
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
  const [first, ...rest] = columns
  return (
    <div className="table-scroll stack-table-wrap" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      <table className={`data-table stack-table${className ? ` ${className}` : ''}`}>
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
                <td key={column.label} data-label={column.label} className={column.className}>
                  {column.cell(row) || '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
