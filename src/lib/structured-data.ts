/**
 * Structured data (JSON-LD): what a page tells search engines about itself, built from the same
 * query results as the page and holding nothing the page does not show; Seo writes it into the head
 * (src/lib/json-ld.ts). Typed with schema-dts (types only: nothing of it reaches the bundle), so a
 * property schema.org does not define for a type, or a value of the wrong kind, fails
 * `npm run typecheck`. Here what several kinds of page share (breadcrumbs, the company's @id); a
 * kind's own beside it (port-structured-data.ts, notice-structured-data.ts), so that no page loads
 * another kind's.
 */
import type { BreadcrumbList, WithContext } from 'schema-dts'

export type Site = { brandName?: string | null; siteUrl?: string | null }

/** A step of a page's place in the site: its name as the page shows it, and its path. */
export type Crumb = { name: string | null | undefined; path: string }

export const absolute = (path: string, siteUrl: string | null | undefined) => new URL(path, siteUrl ?? undefined).href

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
