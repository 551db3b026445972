import { defineQuery } from 'groq'
import { COPY } from './fragments.ts'

/**
 * /search: its page copy and, for the list of every page by kind that it shows without JavaScript,
 * each page's title and address only (the list grows by a few dozen bytes a port, as /ports does):
 * the ports, the case studies (found on the case studies' pages), the CMS pages and the names of
 * the site's own pages (their headline where a copy has none yet), by their page copy's key
 * ($listedCopies: contract/routes.ts, SEARCH_LISTED_PAGES).
 */
export const SEARCH_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "search"][0]${COPY},
  "titles": *[_type == "pageCopy" && key in $listedCopies]{ key, "title": coalesce(name, hero.title) },
  "ports": *[_type == "port" && defined(slug.current)] | order(name asc){ name, "slug": slug.current },
  "caseStudies": *[_type == "caseStudy"] | order(order asc){ _id, title },
  "perPage": *[_id == "siteSettings"][0].caseStudiesPerPage,
  "pages": *[_type == "page" && defined(slug.current) && noindex != true] | order(title asc){ title, "slug": slug.current }
}`)

/**
 * The site search's words for the header's search on every page: the /search page copy, whose "box"
 * section holds the box's hint, answers and kinds of result. No page but /search carries them: the
 * build writes this query's answer beside the search's files (/pagefind/words.json; `npm start`
 * answers it live) and the header's search fetches it with its code (src/search/words.ts).
 */
export const SEARCH_WORDS_QUERY = defineQuery(`*[_type == "pageCopy" && key == "search"][0]${COPY}`)

/**
 * What the build's search index reads of the CMS beside the pages (tools/site-build/search-index.ts): the
 * name the search calls each page by (a fixed page's copy's, by key: $namedCopies, contract/routes.ts
 * SEARCH_NAMED_PAGES; a port's, with its full name and other names; a CMS page's title), the terms of the trade with
 * their other names, the words they are asked with, the page each leads to and the pages also about it
 * (each by its type and key or slug: tools/site-build/search-page.ts `targetPath`), the brand's name
 * (which the pages' titles end with) and the words that weigh nothing on their own (the /search page
 * copy's "filler" section), the words that ask for a printable document (its "printable" section) and
 * those that ask to send a request (its "sending" section, which the pages of the lead forms hold).
 */
export const SEARCH_INDEX_QUERY = defineQuery(`{
  "brand": *[_id == "siteSettings"][0].brandName,
  "filler": *[_type == "pageCopy" && key == "search"][0].sections[key == "filler"][0].items[].title,
  "printable": *[_type == "pageCopy" && key == "search"][0].sections[key == "printable"][0].items[].title,
  "sending": *[_type == "pageCopy" && key == "search"][0].sections[key == "sending"][0].items[].title,
  "copies": *[_type == "pageCopy" && key in $namedCopies && defined(name)]{ key, name },
  "ports": *[_type == "port" && defined(slug.current) && defined(name)]{ "slug": slug.current, name, fullName, otherNames },
  "pages": *[_type == "page" && defined(slug.current) && defined(title)]{ "slug": slug.current, title },
  "terms": *[_type == "searchTerm" && defined(term)] | order(term asc){
    term, otherNames, askedAs,
    "page": page->{ _type, key, "slug": slug.current },
    "about": about[]->{ _type, key, "slug": slug.current }
  }
}`)
