import { defineQuery } from 'groq'
import { COPY } from './fragments'

export const PORT_QUERY = defineQuery(`{
  "port": *[_type == "port" && slug.current == $slug][0]{
    _id, name, fullName, "slug": slug.current, coast, coordinates{ lat, lng }, responseTime, baseAssets,
    advanceNotice, seasonNote, localNuances, equipment, partners,
    emergencyContacts[]{ _key, role, source, contact, verified }, seo{ title, description }
  },
  "otherPorts": *[_type == "port" && defined(slug.current) && slug.current != $slug] | order(order asc){ _id, name, "slug": slug.current, responseTime },
  "copy": *[_type == "pageCopy" && key == "port"][0]${COPY}
}`)
