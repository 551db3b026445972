import { defineQuery } from 'groq'
import { COPY, FEATURED_PORTS } from './fragments'

export const PORT_QUERY = defineQuery(`{
  "port": *[_type == "port" && slug.current == $slug][0]{
    _id, name, fullName, "slug": slug.current, coast, coordinates{ lat, lng }, responseTime, baseAssets,
    advanceNotice, seasonNote, localNuances, equipment, partners,
    emergencyContacts[]{ _key, role, source, contact, verified }, seo{ title, description }
  },
  "otherPorts": coalesce(${FEATURED_PORTS}[defined(slug.current) && slug.current != $slug]{ _id, name, "slug": slug.current, responseTime }, []),
  "copy": *[_type == "pageCopy" && key == "port"][0]${COPY}
}`)
