import { defineQuery } from 'groq'

export const SITE_SETTINGS_QUERY = defineQuery(`*[_id == "siteSettings"][0]{
  brandName, emergencyPhone, supportEmail, whatsappNumber, officeLocation, footerTagline,
  seoTitle, seoDescription, siteUrl,
  "ogImage": ogImage.asset->url,
  badges[]{ _key, icon, text },
  metrics[]{ _key, value, label },
  "footerPorts": *[_type == "port" && defined(slug.current)] | order(order asc){ name, "slug": slug.current },
  "newsletter": *[_type == "pageCopy" && key == "layout"][0].sections[key == "newsletter"][0]{
    heading, "intro": pt::text(body), "label": items[meta == "label"][0].title, "placeholder": items[meta == "placeholder"][0].title
  },
  "layout": *[_type == "pageCopy" && key == "layout"][0]{
    "nav": sections[key == "header-nav"][0].items[]{ _key, title, href, meta },
    "company": sections[key == "company-menu"][0]{ heading, "items": items[]{ _key, title, href } },
    "emergency": sections[key == "emergency-bar"][0]{ heading, "items": items[]{ _key, title, meta } },
    "mobile": sections[key == "mobile-bar"][0].items[].title,
    "services": sections[key == "footer-services"][0].items[]{ _key, title, href },
    "resources": sections[key == "footer-resources"][0].items[]{ _key, title, href },
    "columns": sections[key == "table-headings"][0].items[]{ meta, title },
    "documentLabels": sections[key == "document-labels"][0].items[]{ meta, title },
    "words": sections[key == "interface"][0].items[]{ meta, title }
  },
  "footer": *[_type == "pageCopy" && key == "layout"][0]{
    "services": sections[key == "footer-services"][0].heading,
    "ports": sections[key == "footer-ports"][0].heading,
    "resources": sections[key == "footer-resources"][0].heading,
    "downloads": sections[key == "footer-downloads"][0]{ heading, "labels": items[].title },
    "copyright": pt::text(sections[key == "copyright"][0].body)
  }
}`)

/** Every CMS-driven path, for prerendering and the sitemap. */
export const ROUTE_PATHS_QUERY = defineQuery(`{
  "ports": *[_type == "port" && defined(slug.current)] | order(order asc).slug.current,
  "pages": *[_type == "page" && defined(slug.current)].slug.current
}`)

/** What every build needs from the CMS, checked before prerendering (local/site-build.ts). */
export const REQUIRED_CONTENT_QUERY = defineQuery(`{
  "siteSettings": defined(*[_id == "siteSettings"][0]._id),
  "pageCopy": *[_type == "pageCopy"]{ key, "sections": sections[]{ key } }
}`)
