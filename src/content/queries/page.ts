import { defineQuery } from 'groq'
import { BLOCKS, COPY, SEO } from './fragments'

/** A generic CMS page by slug (e.g. "agents/partner"), with the Not Found copy for when there is none. */
export const PAGE_QUERY = defineQuery(`{
  "page": *[_type == "page" && slug.current == $slug][0]{ _id, title, "slug": slug.current, ${SEO}, "body": body${BLOCKS} },
  "notFound": *[_type == "pageCopy" && key == "notFound"][0]${COPY}
}`)
