import { Link } from 'react-router'
import { useColumnHeading } from '~/content/site'
import type { HOME_QUERY_RESULT } from '~/content/sanity.types'

type Zone = HOME_QUERY_RESULT['coverage'][number]

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
