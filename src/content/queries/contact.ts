import { defineQuery } from 'groq'
import { COPY_WITH_BLOCKS } from './blocks'

/** /contact: page copy (the contact details themselves come from siteSettings). */
export const CONTACT_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "contact"][0]${COPY_WITH_BLOCKS}
}`)
