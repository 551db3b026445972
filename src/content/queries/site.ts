import { defineQuery } from 'groq'
import { COPY, FIELDS, IMAGE, LISTED_NOTICE } from './fragments.ts'

/**
 * What every page's frame needs: the site settings, the ports of the footer (the featured ones
 * editors choose, never every port: a page's size must not grow with the site), and the layout
 * copy (header, footer, newsletter, table headings, document labels, interface words, the error
 * page), a page copy like the others, read with section() and titleOf(); the privacy notice's title
 * and address (the footer and the forms link it). With analytics switched on, its setting (src/analytics/
 * loads it, contract/analytics.ts checks it), and for a provider that sets cookies
 * (CONSENT_PROVIDERS) the words of the question it asks first: a page whose build has none carries
 * neither, not even as null.
 */
export const SITE_SETTINGS_QUERY = defineQuery(`*[_id == "siteSettings"][0]{
  brandName, emergencyPhone, supportEmail, whatsappNumber, officeLocation, footerTagline,
  seoTitle, siteUrl, latestNotices,
  "ogImage": ogImage${IMAGE},
  badges[]{ _key, icon, text },
  metrics[]{ _key, value, label },
  "footerPorts": coalesce((featuredPorts[]->)[defined(slug.current)]{ name, "slug": slug.current }, []),
  "privacy": privacyNotice->{ title, "path": "/" + slug.current },
  "layout": *[_type == "pageCopy" && key == "layout"][0]${COPY},
  analytics.provider in ["plausible", "umami", "ga4", "gtm"] => { "analytics": analytics{ provider, siteId, address } },
  analytics.provider in ["ga4", "gtm"] => { "consent": *[_type == "pageCopy" && key == "consent"][0]${COPY} }
}`)

/** Every CMS-driven path, for prerendering and the sitemap (the notices' lists: NOTICE_INDEX_QUERY). */
export const ROUTE_PATHS_QUERY = defineQuery(`{
  "ports": *[_type == "port" && defined(slug.current)] | order(order asc){ _id, "title": name, "slug": slug.current },
  "pages": *[_type == "page" && defined(slug.current)]{ _id, title, "slug": slug.current },
  "notices": *[${LISTED_NOTICE}]{ _id, title, "slug": slug.current }
}`)

/** Old addresses and the current address of the port, page or notice each leads to (schemas/documents/redirect.ts), for `_redirects`. */
export const REDIRECTS_QUERY = defineQuery(`*[_type == "redirect" && defined(from) && defined(to->slug.current)] | order(from asc){
  from,
  "to": select(to->_type == "port" => "/ports/", to->_type == "notice" => "/notices/", "/") + to->slug.current
}`)

/** How the case studies fall into pages: their ids in order, and the page size editors set. */
export const CASE_STUDY_PAGES_QUERY = defineQuery(`{
  "ids": *[_type == "caseStudy"] | order(order asc)._id,
  "perPage": *[_id == "siteSettings"][0].caseStudiesPerPage
}`)

/** What every build needs from the CMS, checked before prerendering (tools/site-build/site-build.ts): contract/page-copy.ts says what of each page copy. */
export const REQUIRED_CONTENT_QUERY = defineQuery(`{
  "siteSettings": *[_id == "siteSettings"][0]{ brandName, footerTagline, emergencyPhone, supportEmail, whatsappNumber, officeLocation, seoTitle, siteUrl, "privacyNotice": privacyNotice->slug.current, grievanceOfficer, grievanceEmail },
  "analytics": *[_id == "siteSettings"][0].analytics{ provider, siteId, address },
  "pageCopy": *[_type == "pageCopy"]{ _id, key, "sections": sections[]{ _key, key, heading, items[]{ _key, name, title, meta }, ${FIELDS} } }
}`)
