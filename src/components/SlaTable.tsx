import { useColumnHeading } from '~/content/site'
import '~/styles/stack-table.css'

export type SlaRow = { _id: string; service?: string | null; commitment?: string | null; penalty?: string | null; escalation?: string | null }

/**
 * The home page's SLA table (service, commitment, penalty, escalation): one card per row on
 * phones, styled as StackTable's (stack-table.css). Kept apart from StackTable so the home page
 * loads no extra chunk for it.
 */
export function SlaTable({ rows, caption, labelledBy }: { rows: SlaRow[]; caption?: string | null; labelledBy: string }) {
  const heading = useColumnHeading()
  const columns = [heading('commitment'), heading('penalty'), heading('escalation')]
  return (
    <div className="table-scroll stack-table-wrap" role="group" aria-labelledby={labelledBy} tabIndex={0}>
      <table className="data-table stack-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading('service')}</th>
            {columns.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <th scope="row">{row.service}</th>
              <td data-label={columns[0]}>{row.commitment || '—'}</td>
              <td data-label={columns[1]}>{row.penalty || '—'}</td>
              <td data-label={columns[2]}>{row.escalation || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
