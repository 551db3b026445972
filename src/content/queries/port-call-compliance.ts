import { defineQuery } from 'groq'
import { COPY, FEATURED_PORTS } from './fragments'

/**
 * /port-call-compliance: page copy, its FAQs (also emitted as FAQPage JSON-LD), the featured ports'
 * links, and every port's name and coast for the form's port list (grouped by coast).
 */
export const PORT_CALL_COMPLIANCE_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "portCallCompliance"][0]${COPY},
  "faqs": *[_type == "faq" && page == "portCallCompliance"] | order(order asc){ _id, question, answer },
  "featuredPorts": coalesce(${FEATURED_PORTS}[defined(slug.current)]{ _id, name, "slug": slug.current, responseTime, advanceNotice }, []),
  "ports": *[_type == "port" && defined(name)] | order(order asc){ name, coast },
  "coasts": *[_type == "coverageZone" && coast in ["west", "east"]] | order(order asc){ coast, zone }
}`)
