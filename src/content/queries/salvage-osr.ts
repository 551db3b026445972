import { defineQuery } from 'groq'
import { COPY } from './fragments'

/** /response/salvage-osr: page copy, and the ports of each coast for the coverage cards. */
export const SALVAGE_OSR_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "salvageOsr"][0]${COPY},
  "ports": *[_type == "port" && defined(slug.current)] | order(order asc){ _id, name, "slug": slug.current, responseTime, coast }
}`)
