import { BLOCKS, CASE_STUDY_CARD, COPY_FIELDS, FEATURED_PORTS, IMAGE, ITEM, MEMBER, PORT_CARD, SECTION, ZONE } from './fragments.ts'

/*
 * The page sections' projection (contract/blocks.ts): each block's content as its component
 * (src/blocks/) shows it, the documents it shows resolved. A document type with sections selects
 * them with one line of its query:
 *
 *   "blocks": blocks[]${PAGE_BLOCKS}
 *
 * TypeGen then types each block by its `_type` (PageBlock, src/blocks/registry.ts).
 */

const TEXT = /* groq */ `heading, "body": body${BLOCKS}`
const ITEMS = /* groq */ `"items": items[]${ITEM}`
const SLA_FULL = /* groq */ `*[_type == "slaRow" && onSchedule == true] | order(order asc){ _id, service, commitment, penalty, escalation }`
const SLA_SHORT = /* groq */ `*[_type == "slaRow" && onHomeTable == true] | order(order asc){
  _id, service, "commitment": coalesce(shortCommitment, commitment),
  "penalty": coalesce(shortPenalty, penalty), "escalation": coalesce(shortEscalation, escalation)
}`
/** A form's words, from the page copy of the form's own page (one place for them). */
const PRE_ARRIVAL_COPY = /* groq */ `*[_type == "pageCopy" && key == "portCallCompliance"][0]{
  "form": sections[key == "form"][0]${SECTION}, "success": sections[key == "success"][0]${SECTION}
}`
const FLEET_QUOTE_COPY = /* groq */ `*[_type == "pageCopy" && key == "fleetRetainer"][0]{
  "form": sections[key == "quote"][0]${SECTION}, "success": sections[key == "quote-success"][0]${SECTION}
}`

export const PAGE_BLOCKS = /* groq */ `{
  _key, _type, anchor,
  _type == "heroBlock" => { eyebrow, heading, lead, image${IMAGE}, ${ITEMS} },
  _type == "richTextBlock" => { ${TEXT} },
  _type == "featureCardsBlock" => { ${TEXT}, variant, ${ITEMS} },
  _type == "imageTextBlock" => { tag, ${TEXT}, image${IMAGE}, imageSide },
  _type == "slaTableBlock" => { ${TEXT}, table, ${ITEMS}, "rows": select(table == "full" => ${SLA_FULL}, ${SLA_SHORT}) },
  _type == "clauseTableBlock" => {
    ${TEXT}, note, "rows": *[_type == "clauseRow" && table == ^.table] | order(order asc){ _id, clause, requirement, delivery, verification }
  },
  _type == "coverageBlock" => { ${TEXT}, note, "zones": *[_type == "coverageZone"] | order(order asc)${ZONE} },
  _type == "portsBlock" => {
    ${TEXT}, ${ITEMS},
    "ports": select(
      show == "featured" => coalesce(${FEATURED_PORTS}[defined(slug.current)]${PORT_CARD}, []),
      *[_type == "port" && coast == ^.show && defined(slug.current)] | order(order asc)[0...24]${PORT_CARD}
    )
  },
  _type == "downloadBlock" => { ${TEXT}, document, button, icon },
  _type == "timelineBlock" => { ${TEXT}, "entries": *[_type == "timelineEntry"] | order(year asc){ _id, year, title, description } },
  _type == "metricsBlock" => { "metrics": coalesce(metrics, *[_id == "siteSettings"][0].metrics)[]{ _key, value, label } },
  _type == "caseStudiesBlock" => {
    ${TEXT}, ${ITEMS}, show, count,
    "caseStudies": select(
      show == "chosen" => coalesce(caseStudies[]->${CASE_STUDY_CARD}, []),
      *[_type == "caseStudy"] | order(_createdAt desc, order asc)[0...6]${CASE_STUDY_CARD}
    )
  },
  _type == "faqBlock" => { ${TEXT}, "faqs": coalesce(faqs[]->{ _id, question, answer }, []) },
  _type == "teamBlock" => { ${TEXT}, "members": coalesce(members[]->${MEMBER}, []) },
  _type == "ctaBlock" => { ${TEXT}, ${ITEMS} },
  _type == "contactBarBlock" => { heading, call, whatsapp, email },
  _type == "preArrivalFormBlock" => {
    ${TEXT}, "copy": ${PRE_ARRIVAL_COPY},
    "ports": *[_type == "port" && defined(name)] | order(order asc){ name, coast },
    "coasts": *[_type == "coverageZone" && coast in ["west", "east"]] | order(order asc){ coast, zone, formPorts }
  },
  _type == "fleetQuoteFormBlock" => { ${TEXT}, "copy": ${FLEET_QUOTE_COPY} },
  _type == "newsletterFormBlock" => { ${TEXT} }
}`

/**
 * A fixed page's copy (fragments.ts COPY) with the sections its editors add (contract/page-copy.ts
 * `extras`), and its id and type, which the preview's page-building overlays name.
 */
export const COPY_WITH_BLOCKS = /* groq */ `{
  _id, _type, ${COPY_FIELDS},
  "blocks": blocks[]${PAGE_BLOCKS}
}`
