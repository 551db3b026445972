import { defineQuery } from 'groq'
import { COPY_WITH_BLOCKS } from './blocks'
import { ZONE } from './fragments'

/** /response/salvage-osr: page copy, and the coverage zones with their ports for the coast cards. */
export const SALVAGE_OSR_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "salvageOsr"][0]${COPY_WITH_BLOCKS},
  "coverage": *[_type == "coverageZone"] | order(order asc)${ZONE}
}`)
