import { defineQuery } from 'groq'
import { COPY, IMAGE } from './fragments'

const MEMBER = /* groq */ `{ _id, name, title, bio, focus, photo${IMAGE} }`

/** /management: page copy, the executive leadership and the advisory board. */
export const MANAGEMENT_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "management"][0]${COPY},
  "executive": *[_type == "teamMember" && group == "executive"] | order(order asc)${MEMBER},
  "advisory": *[_type == "teamMember" && group == "advisory"] | order(order asc)${MEMBER}
}`)
