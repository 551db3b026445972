import type { HOME_QUERY_RESULT } from './sanity.types'

type Zone = HOME_QUERY_RESULT['coverage'][number]

/** The places a coverage zone covers, as one line: its ports' names, then its other places. */
export function zonePlaces(zone: Pick<Zone, 'ports' | 'places'>) {
  return [...(zone.ports ?? []).map((port) => port.name), zone.places].filter(Boolean).join(', ')
}
