/**
 * The site's routes, written once: each address (the spec's route table), the module that renders
 * it, the content query its loader runs, its page copy, and how the hosting treats it. Derived
 * from it:
 * - React Router's route config (src/routes.ts);
 * - the Studio's Presentation map of the site (studio/presentation.ts `PAGES`, `mainDocuments`);
 * - the pages kept out of search engines (the sitemap and robots.txt, tools/site-build/site-build.ts);
 * - the email-link pages: no Referrer (tools/site-build/hosting.ts) and never kept offline
 *   (src/offline/rules.ts);
 * - the addresses a CMS Page may not take (schemas/reserved-paths.ts);
 * - what the site search indexes, and under which kind (tools/site-build/search-index.ts): every page of
 *   a route with a `search` kind, as it was prerendered, its main content (the layout marks it).
 *
 * A new page is one entry here (and its module): `npm run typecheck` then asks for what is
 * missing (its query must be one of src/content/queries, its copy one of contract/page-copy.ts).
 *
 * Browser-safe, with no imports but types: the service worker and the Studio read it too.
 */
import type { PageCopyKey } from './page-copy.ts'
import type { SearchKind } from './search.ts'

export type SiteRoute = {
  /**
   * The address as React Router matches it: "/" for the home page, "/ports/:portSlug" with a
   * parameter, "/case-studies/page?/:page?" with optional segments, "/*" for every other address.
   */
  readonly path: string
  /** The route module, from src/. */
  readonly module: string
  /** React Router's id, for a module that serves more than one address. */
  readonly id?: string
  /** The query of src/content/queries its loader runs (studio/presentation.ts checks the name). */
  readonly query: string
  /** The page copy it shows (contract/page-copy.ts). */
  readonly copy: PageCopyKey
  /** Listed in the sitemap and open to search engines (robots.txt); false for the email-link pages. */
  readonly indexed: boolean
  /**
   * Reached from subscriber emails: its links carry an email address and a token, so the page
   * sends no Referrer and the service worker keeps nothing of it.
   */
  readonly emailLink: boolean
  /** The same page as another address (Presentation shows that one): /confirm is /email-confirmation. */
  readonly sameAs?: string
  /** Shown in the Studio's Presentation tool (studio/presentation.ts); false for pages no editor opens (the forms' results). */
  readonly presented?: false
  /**
   * In the site search, and under which kind of result (contract/search.ts): by default "page" for an
   * indexed route, never for one kept out of search engines (`indexed: false`), nor for false.
   */
  readonly search: SearchKind | false
}

const page = <const Q extends string>(
  path: string,
  module: string,
  query: Q,
  copy: PageCopyKey,
  more: Partial<Pick<SiteRoute, 'id' | 'indexed' | 'emailLink' | 'sameAs' | 'search' | 'presented'>> = {},
): SiteRoute & { readonly query: Q } => ({
  path,
  module: `routes/${module}.tsx`,
  query,
  copy,
  indexed: true,
  emailLink: false,
  ...more,
  search: more.indexed === false ? false : (more.search ?? 'page'),
})

/** A page opened from a subscriber email (its address carries an email and a token). */
const emailLink = { indexed: false, emailLink: true } as const

/** A printable document: a result of its own kind in the site search. */
const printable = { search: 'document' } as const

/** In the order React Router matches them; unknown paths fall to the last: CMS pages (such as /agents/partner) or the Not Found page. */
export const SITE_ROUTES = [
  page('/', 'home', 'HOME_QUERY', 'home'),
  page('/port-call-compliance', 'port-call-compliance', 'PORT_CALL_COMPLIANCE_QUERY', 'portCallCompliance'),
  page('/fleet-retainer', 'fleet-retainer', 'FLEET_RETAINER_QUERY', 'fleetRetainer'),
  // /case-studies, then /case-studies/page/2 and on (one route: every route with a loader must
  // have a prerendered page, and a site may have one page of case studies only).
  page('/case-studies/page?/:page?', 'case-studies', 'CASE_STUDIES_QUERY', 'caseStudies', { search: 'caseStudy' }),
  page('/contact', 'contact', 'CONTACT_QUERY', 'contact'),
  page('/about', 'about', 'ABOUT_QUERY', 'about'),
  page('/management', 'management', 'MANAGEMENT_QUERY', 'management'),
  page('/insurance/financial-security', 'financial-security', 'FINANCIAL_SECURITY_QUERY', 'financialSecurity'),
  page('/response/salvage-osr', 'salvage-osr', 'SALVAGE_OSR_QUERY', 'salvageOsr'),
  page('/ports', 'ports', 'PORTS_DIRECTORY_QUERY', 'ports'),
  page('/ports/:portSlug', 'port', 'PORT_QUERY', 'port', { search: 'port' }),
  // Every address under /notices, one route: the list (/notices, /notices/page/2), each topic's
  // list (/notices/topic/insights, and its further pages), each notice (/notices/<slug>) and the
  // Not Found page below them (/notices/404), so that a page the host serves for an unknown address
  // hydrates as the route that built it.
  page('/notices/*', 'notices', 'NOTICES_QUERY', 'notices', { search: 'notice' }),
  // The site search: the page itself is no result (without JavaScript it lists every other page).
  page('/search', 'search', 'SEARCH_QUERY', 'search', { search: false }),
  page('/docs/dgs-msn05-2025', 'docs/dgs-msn05-2025', 'DOC_DGS_SUMMARY_QUERY', 'docDgsSummary', printable),
  page('/docs/compliance-pack', 'docs/compliance-pack', 'DOC_COMPLIANCE_PACK_QUERY', 'docCompliancePack', printable),
  page('/docs/sla-schedule', 'docs/sla-schedule', 'DOC_SLA_SCHEDULE_QUERY', 'docSlaSchedule', printable),
  page('/docs/financial-security-evidence', 'docs/financial-security-evidence', 'DOC_EVIDENCE_PACK_QUERY', 'docEvidencePack', printable),
  page('/email-confirmation', 'email-confirmation', 'EMAIL_CONFIRMATION_QUERY', 'emailConfirmation', {
    ...emailLink,
    id: 'email-confirmation',
  }),
  page('/confirm', 'email-confirmation', 'EMAIL_CONFIRMATION_QUERY', 'emailConfirmation', {
    ...emailLink,
    id: 'confirm',
    sameAs: '/email-confirmation',
  }),
  page('/email-preferences', 'email-preferences', 'EMAIL_PREFERENCES_QUERY', 'emailPreferences', emailLink),
  page('/unsubscribe', 'unsubscribe', 'UNSUBSCRIBE_QUERY', 'unsubscribe', emailLink),
  // What a form sent without JavaScript led to (contract/forms.ts): sent, or the page the form
  // endpoint fills with what stopped it. Reached only by the endpoint's answer, never indexed.
  page('/forms/*', 'forms', 'FORM_PAGES_QUERY', 'portCallCompliance', { indexed: false, presented: false }),
  // A CMS page by its slug, else the Not Found page (whose copy it shows).
  page('/*', 'page', 'PAGE_QUERY', 'notFound'),
] as const satisfies readonly SiteRoute[]

/** Pages that are prerendered but kept out of search engines (the sitemap and robots.txt). */
export const NOINDEX_PATHS: string[] = SITE_ROUTES.filter((route) => !route.indexed).map((route) => route.path)

/** Pages reached from subscriber emails: they send no Referrer onwards, and nothing of them is kept offline. */
export const EMAIL_LINK_PATHS: string[] = SITE_ROUTES.filter((route) => route.emailLink).map((route) => route.path)

/**
 * The site's own pages at fixed addresses that the site search finds (no parameter, splat or optional
 * segment; a folder's route, such as /notices/*, by its folder's own page), with their kind and page
 * copy: /search lists them without JavaScript, each by its page copy's title (`$listedCopies` of
 * SEARCH_QUERY; the Studio's Presentation map reads the same list).
 */
export const SEARCH_LISTED_PAGES = SITE_ROUTES.flatMap((route) => {
  const path = route.path !== '/*' ? route.path.replace(/\/\*$/, '') : route.path
  return route.search && !/[:*?]/.test(path) ? [{ path, kind: route.search, copy: route.copy }] : []
})

/** A route's address without its optional segments: "/case-studies/page?/:page?" is first "/case-studies". */
export const withoutOptional = (path: string) => path.replace(/\/[^/]*\?.*$/, '')

/**
 * The site's own pages that the site search calls by their page copy's name (the title of their
 * results, their line on /search): those it lists (SEARCH_LISTED_PAGES), and /case-studies, whose
 * further pages (/case-studies/page/2) carry the same name, as /notices's do.
 */
export const SEARCH_NAMED_PAGES = SITE_ROUTES.flatMap((route) => {
  const path = withoutOptional(route.path.replace(/\/\*$/, ''))
  return route.search && route.path !== '/*' && !/[:*]/.test(path) ? [{ path, copy: route.copy }] : []
})

/** The page copy whose name the site search gives the page at `path` ("/case-studies/page/2" is named as "/case-studies"); undefined for another page. */
export function searchNameCopy(path: string): PageCopyKey | undefined {
  return SEARCH_NAMED_PAGES.find((page) => path === page.path || (page.path !== '/' && path.startsWith(`${page.path}/page/`)))?.copy
}

/**
 * The fixed addresses the routes answer (no parameter, no splat; a route with optional segments
 * by its address without them), without the leading slash, the home page left out.
 */
export const FIXED_PATHS: string[] = SITE_ROUTES.map((route) => withoutOptional(route.path).slice(1)).filter(
  (path) => path !== '' && !/[:*]/.test(path),
)
