import { Link } from 'react-router'
import { useColumnHeading } from '~/content/site'
import type { HOME_QUERY_RESULT } from '~/content/sanity.types'
import { PageSection, type SectionCopy } from './Page'

export type Zone = HOME_QUERY_RESULT['coverage'][number]

/** The places a zone covers, as one line: its ports' names, then its other places. */
export function zonePlaces(zone: Pick<Zone, 'ports' | 'places'>) {
  return [...(zone.ports ?? []).map((port) => port.name), zone.places].filter(Boolean).join(', ')
}

/** West and east coast cards from the coverage zones, each with links to the port guides the zone lists. */
export function CoastCards({ zones }: { zones: Zone[] }) {
  const heading = useColumnHeading()
  return (
    <div className="grid grid-2">
      {zones
        .filter((zone) => zone.coast === 'west' || zone.coast === 'east')
        .map((zone) => (
          <article key={zone._id} className="card coast-card">
            <h3>{zone.zone}</h3>
            <p className="coast-time">
              <span className="sr-only">{heading('responseTime')}: </span>
              {zone.responseTime}
            </p>
            <p>{zone.assets}</p>
            <ul className="port-links" aria-label={zone.zone ?? undefined}>
              {(zone.ports ?? [])
                .filter((port) => port.slug)
                .map((port) => (
                  <li key={port._id}>
                    <Link to={`/ports/${port.slug}`}>
                      {port.name} <span className="muted">· {port.responseTime}</span>
                    </Link>
                  </li>
                ))}
            </ul>
            <p className="muted small">{zonePlaces(zone)}</p>
          </article>
        ))}
    </div>
  )
}

/**
 * The home page's coverage section (and a page's own "Coverage by coast" section): the coast cards,
 * the note, then a line for each other zone (pan-India, global).
 */
export function CoverageSection({
  copy,
  zones,
  headingId,
}: {
  copy: SectionCopy & { note?: string | null }
  zones: Zone[]
  headingId: string
}) {
  const others = zones.filter((zone) => zone.coast !== 'west' && zone.coast !== 'east')
  return (
    <PageSection copy={copy} headingId={headingId}>
      <CoastCards zones={zones} />
      {copy.note && <p className="muted small">{copy.note}</p>}
      {others.length > 0 && (
        <ul className="zone-strip">
          {others.map((zone) => (
            <li key={zone._id}>
              <strong>{zone.zone}</strong> {zone.responseTime} · {zone.assets}
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  )
}
