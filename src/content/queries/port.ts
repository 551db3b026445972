import { defineQuery } from 'groq'
import { COPY, FEATURED_PORTS, SEO } from './fragments'

export const PORT_QUERY = defineQuery(`{
  "port": *[_type == "port" && slug.current == $slug][0]{
    _id, name, fullName, otherNames, "slug": slug.current, coast, region, coordinates{ lat, lng }, responseTime, baseAssets,
    advanceNotice, seasonNote, localNuances, equipment, partners,
    emergencyContacts[]{ _key, role, source, contact, verified }, ${SEO}
  },
  "otherPorts": coalesce(${FEATURED_PORTS}[defined(slug.current) && slug.current != $slug]{ _id, name, "slug": slug.current, responseTime }, []),
  "copy": *[_type == "pageCopy" && key == "port"][0]${COPY}
}`)
