export type SlaRow = { _id: string; service?: string | null; commitment?: string | null; penalty?: string | null; escalation?: string | null }

/** The shared SLA table (service, commitment, penalty, escalation). */
export function SlaTable({ rows, caption }: { rows: SlaRow[]; caption: string }) {
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Commitment</th>
            <th scope="col">Penalty</th>
            <th scope="col">Escalation</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id}>
              <th scope="row">{row.service}</th>
              <td>{row.commitment}</td>
              <td>{row.penalty}</td>
              <td>{row.escalation || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
