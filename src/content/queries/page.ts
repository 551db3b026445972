import { defineQuery } from 'groq'
import { PAGE_BLOCKS } from './blocks'
import { COPY, SEO } from './fragments'

/** A CMS page by slug (e.g. "agents/partner"): its sections (blocks.ts), with the Not Found copy for when there is none. */
export const PAGE_QUERY = defineQuery(`{
  "page": *[_type == "page" && slug.current == $slug][0]{ _id, _type, title, "slug": slug.current, ${SEO}, noindex, updatedOn, "blocks": blocks[]${PAGE_BLOCKS} },
  "notFound": *[_type == "pageCopy" && key == "notFound"][0]${COPY}
}`)
