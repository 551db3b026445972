import { defineQuery } from 'groq'
import { COPY_WITH_BLOCKS } from './blocks'
import { FEATURED_PORTS, PORT_CARD } from './fragments'

/**
 * /port-call-compliance: page copy, its FAQs (also emitted as FAQPage JSON-LD), the featured ports'
 * links, and every port's name and coast, and the coasts' other ports, for the form's port list (grouped by coast).
 */
export const PORT_CALL_COMPLIANCE_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "portCallCompliance"][0]${COPY_WITH_BLOCKS},
  "faqs": *[_type == "faq" && page == "portCallCompliance"] | order(order asc){ _id, question, answer },
  "featuredPorts": coalesce(${FEATURED_PORTS}[defined(slug.current)]${PORT_CARD}, []),
  "ports": *[_type == "port" && defined(name)] | order(order asc){ name, coast },
  "coasts": *[_type == "coverageZone" && coast in ["west", "east"]] | order(order asc){ coast, zone, formPorts }
}`)
