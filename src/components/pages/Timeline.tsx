/** A year of the company's timeline, as the timeline entries hold it. */
export type TimelineEntry = { _id: string; year: number | null; title: string | null; description: string | null }

/** The about page's timeline (and a page's own "Timeline" section): one entry a year, oldest first. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  if (!entries.length) return null
  return (
    <ol className="timeline">
      {entries.map((entry) => (
        <li key={entry._id} className="timeline-entry">
          <p className="timeline-year">{entry.year}</p>
          <div className="timeline-body">
            <h3>{entry.title}</h3>
            <p>{entry.description}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
