import { defineQuery } from 'groq'
import { COPY } from './fragments'

/** /port-call-compliance: page copy, its FAQs (also emitted as FAQPage JSON-LD) and the port links. */
export const PORT_CALL_COMPLIANCE_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "portCallCompliance"][0]${COPY},
  "faqs": *[_type == "faq" && page == "portCallCompliance"] | order(order asc){ _id, question, answer },
  "ports": *[_type == "port" && defined(slug.current)] | order(order asc){ _id, name, "slug": slug.current, responseTime, advanceNotice }
}`)
