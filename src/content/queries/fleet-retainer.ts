import { defineQuery } from 'groq'
import { COPY_WITH_BLOCKS } from './blocks'
import { ZONE } from './fragments'

/** /fleet-retainer: page copy, the compliance alignment clauses, the full SLA schedule rows and the coverage zones. */
export const FLEET_RETAINER_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "fleetRetainer"][0]${COPY_WITH_BLOCKS},
  "clauses": *[_type == "clauseRow" && table == "fleetRetainer"] | order(order asc){ _id, clause, requirement, delivery, verification },
  "sla": *[_type == "slaRow" && onSchedule == true] | order(order asc){ _id, service, commitment, penalty, escalation },
  "coverage": *[_type == "coverageZone"] | order(order asc)${ZONE}
}`)
