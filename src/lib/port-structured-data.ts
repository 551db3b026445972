/**
 * A port page's structured data (JSON-LD), as src/lib/structured-data.ts builds the others': its own
 * module, so that only the port pages load it.
 */
import type { BoatTerminal, ContactPoint, Graph, ItemList, Organization } from 'schema-dts'
import { absolute, organizationId, type Site } from './structured-data'

/** A port's emergency contact as its page's table shows it: the role, and the number shown (the company's desk: the settings' phone). */
export type PortContact = { key: string; role: string | null | undefined; phone: string | null | undefined; company: boolean }

/**
 * A port page: the port as a place (schema.org's BoatTerminal, a Place for ships), with its
 * coordinates and its state as address region, and the page's emergency contacts as ContactPoints
 * serving it, in the table's order under the table's heading; the company's own desk is also the
 * Organization's contact point.
 */
export function portJsonLd(
  site: Site,
  port: {
    path: string
    name: string
    coordinates?: { lat?: number | null; lng?: number | null } | null
    region?: string | null
  },
  contacts: { heading: string | null | undefined; entries: PortContact[] },
): Graph {
  const url = absolute(port.path, site.siteUrl)
  const placeId = `${url}#port`
  const { lat, lng } = port.coordinates ?? {}
  const place: BoatTerminal = {
    '@type': 'BoatTerminal',
    '@id': placeId,
    name: port.name,
    url,
    ...(typeof lat === 'number' && typeof lng === 'number' ? { geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng } } : {}),
    ...(port.region?.trim() ? { address: { '@type': 'PostalAddress', addressRegion: port.region.trim() } } : {}),
  }
  const shown = contacts.entries.filter((entry) => entry.role?.trim() && entry.phone?.trim())
  const pointId = (entry: PortContact) => `${url}#contact-${entry.key}`
  const points = shown.map((entry): ContactPoint => ({
    '@type': 'ContactPoint',
    '@id': pointId(entry),
    contactType: entry.role!.trim(),
    telephone: entry.phone!.trim(),
    areaServed: { '@id': placeId },
  }))
  const company = shown.filter((entry) => entry.company)
  const graph: Array<BoatTerminal | ItemList | Organization> = [place]
  if (points.length)
    graph.push({
      '@type': 'ItemList',
      '@id': `${url}#emergency-contacts`,
      ...(contacts.heading?.trim() ? { name: contacts.heading.trim() } : {}),
      itemListElement: points,
    })
  if (company.length && site.brandName?.trim() && site.siteUrl)
    graph.push({
      '@type': 'Organization',
      '@id': organizationId(site.siteUrl),
      name: site.brandName.trim(),
      url: site.siteUrl,
      contactPoint: company.map((entry) => ({ '@id': pointId(entry) })),
    })
  return { '@context': 'https://schema.org', '@graph': graph }
}
