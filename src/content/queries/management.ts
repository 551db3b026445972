import { defineQuery } from 'groq'
import { COPY_WITH_BLOCKS } from './blocks'
import { MEMBER } from './fragments'

/** /management: page copy, the executive leadership and the advisory board. */
export const MANAGEMENT_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "management"][0]${COPY_WITH_BLOCKS},
  "executive": *[_type == "teamMember" && group == "executive"] | order(order asc)${MEMBER},
  "advisory": *[_type == "teamMember" && group == "advisory"] | order(order asc)${MEMBER}
}`)
