/** A figure of the band: its value and what it counts (Site settings' key figures, or a page's own). */
type Metric = { _key: string; value: string | null; label: string | null }

/** The band of key figures under the home page's hero (and a page's own "Key figures" section), named for screen readers by `label`. */
export function MetricsBand({ metrics, label }: { metrics: Metric[] | null | undefined; label: string }) {
  if (!metrics?.length) return null
  return (
    <section className="metrics-band" aria-label={label}>
      <dl className="container metrics">
        {metrics.map((metric) => (
          <div key={metric._key} className="metric">
            <dt>{metric.label}</dt>
            <dd>{metric.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
