import { defineQuery } from 'groq'
import { COPY } from './fragments'

/**
 * /search: its page copy and, for the list of every page by kind that it shows without JavaScript,
 * each page's title and address only (the list grows by a few dozen bytes a port, as /ports does):
 * the ports, the case studies (found on the case studies' pages), the CMS pages and the titles
 * of the site's own pages, by their page copy's key ($listedCopies: contract/routes.ts, SEARCH_LISTED_PAGES).
 */
export const SEARCH_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "search"][0]${COPY},
  "titles": *[_type == "pageCopy" && key in $listedCopies]{ key, "title": hero.title },
  "ports": *[_type == "port" && defined(slug.current)] | order(name asc){ name, "slug": slug.current },
  "caseStudies": *[_type == "caseStudy"] | order(order asc){ _id, title },
  "perPage": *[_id == "siteSettings"][0].caseStudiesPerPage,
  "pages": *[_type == "page" && defined(slug.current)] | order(title asc){ title, "slug": slug.current }
}`)
