import { defineQuery } from 'groq'
import { COPY, IMAGE } from './fragments'

/** /case-studies: page copy and every case study. */
export const CASE_STUDIES_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "caseStudies"][0]${COPY},
  "caseStudies": *[_type == "caseStudy"] | order(order asc){ _id, title, metric, description, image${IMAGE} }
}`)
