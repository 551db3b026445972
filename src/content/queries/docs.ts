import { defineQuery } from 'groq'
import { COPY, FEATURED_PORTS } from './fragments'

/**
 * The printable documents (/docs/*): each page's copy, its document details (ID, version,
 * audience) and the records it lists. The same queries feed the pages and, through them,
 * the PDFs the build prints from those pages.
 */
const DOC = /* groq */ `{ documentId, documentVersion, audience }`

export const DOC_DGS_SUMMARY_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "docDgsSummary"][0]${COPY},
  "doc": *[_type == "pageCopy" && key == "docDgsSummary"][0]${DOC},
  "clauses": *[_type == "clauseRow" && table == "dgsSummary"] | order(order asc){ _id, clause, requirement, delivery, verification }
}`)

export const DOC_COMPLIANCE_PACK_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "docCompliancePack"][0]${COPY},
  "doc": *[_type == "pageCopy" && key == "docCompliancePack"][0]${DOC},
  "ports": coalesce(${FEATURED_PORTS}[defined(slug.current)]{ _id, name, "nuances": localNuances[0...3] }, [])
}`)

export const DOC_SLA_SCHEDULE_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "docSlaSchedule"][0]${COPY},
  "doc": *[_type == "pageCopy" && key == "docSlaSchedule"][0]${DOC},
  "sla": *[_type == "slaRow" && onSchedule == true] | order(order asc){ _id, service, commitment, metric, penalty, escalation }
}`)

export const DOC_EVIDENCE_PACK_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "docEvidencePack"][0]${COPY},
  "doc": *[_type == "pageCopy" && key == "docEvidencePack"][0]${DOC}
}`)
