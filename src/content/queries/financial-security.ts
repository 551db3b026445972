import { defineQuery } from 'groq'
import { COPY_WITH_BLOCKS } from './blocks'

/** /insurance/financial-security: page copy and the clause mapping rows. */
export const FINANCIAL_SECURITY_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "financialSecurity"][0]${COPY_WITH_BLOCKS},
  "clauses": *[_type == "clauseRow" && table == "financialSecurity"] | order(order asc){ _id, clause, requirement, delivery, verification }
}`)
