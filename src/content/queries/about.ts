import { defineQuery } from 'groq'
import { COPY_WITH_BLOCKS } from './blocks'

/** /about: page copy (mission, vision, values) and the timeline. */
export const ABOUT_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "about"][0]${COPY_WITH_BLOCKS},
  "timeline": *[_type == "timelineEntry"] | order(year asc){ _id, year, title, description }
}`)
