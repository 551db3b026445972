import { defineQuery } from 'groq'
import { COPY } from './fragments'

/**
 * /ports, the port directory: page copy, the coasts' names (their coverage zones) and every port
 * with only what its row shows and the other names its search finds it by, so the page grows by a
 * few hundred bytes a port.
 */
export const PORTS_DIRECTORY_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "ports"][0]${COPY},
  "coasts": *[_type == "coverageZone" && coast in ["west", "east"]] | order(order asc){ coast, zone },
  "ports": *[_type == "port" && defined(slug.current)] | order(name asc){ name, otherNames, "slug": slug.current, coast, responseTime, advanceNotice }
}`)
