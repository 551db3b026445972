/**
 * Structured data (JSON-LD): what a page tells search engines about itself, built from the same
 * query results as the page and holding nothing the page does not show; Seo writes it into the head
 * (src/lib/json-ld.ts). Typed with schema-dts (types only: nothing of it reaches the bundle), so a
 * property schema.org does not define for a type, or a value of the wrong kind, fails
 * `npm run typecheck`.
 */
import type { BoatTerminal, BreadcrumbList, ContactPoint, Graph, ItemList, Organization, WithContext } from 'schema-dts'

type Site = { brandName?: string | null; siteUrl?: string | null }

/** A step of a page's place in the site: its name as the page shows it, and its path. */
export type Crumb = { name: string | null | undefined; path: string }

const absolute = (path: string, siteUrl: string | null | undefined) => new URL(path, siteUrl ?? undefined).href

/** The company as every page names it (the header's brand link): the home page's Organization, by @id. */
export const organizationId = (siteUrl: string | null | undefined) => absolute('/#organization', siteUrl)

/**
 * The page's place in the site: the home page (the header's brand link, by the brand's name), then
 * each step the page names. Steps without a name are left out.
 */
export function breadcrumbJsonLd(site: Site, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  const steps = [{ name: site.brandName, path: '/' }, ...crumbs].filter((step): step is { name: string; path: string } =>
    Boolean(step.name?.trim()),
  )
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name.trim(),
      item: absolute(step.path, site.siteUrl),
    })),
  }
}

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
