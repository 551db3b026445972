import { defineQuery } from 'groq'
import { COPY_WITH_BLOCKS } from './blocks'
import { IMAGE } from './fragments'

/** /case-studies and /case-studies/page/N: page copy and the case studies of that page (by id, see CASE_STUDY_PAGES_QUERY in site.ts). */
export const CASE_STUDIES_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "caseStudies"][0]${COPY_WITH_BLOCKS},
  "caseStudies": *[_type == "caseStudy" && _id in $ids] | order(order asc){ _id, title, metric, description, image${IMAGE} }
}`)
