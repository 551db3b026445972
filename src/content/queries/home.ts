import { defineQuery } from 'groq'
import { COPY_WITH_BLOCKS } from './blocks'
import { CASE_STUDY_CARD, LISTED_NOTICE, NOTICE_CARD, NOTICE_ORDER, NOTICE_WORDS, ZONE } from './fragments'

/** The home page; $count: how many of the newest notices it shows (Site settings › Latest notices shown). */
export const HOME_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "home"][0]${COPY_WITH_BLOCKS},
  "sla": *[_type == "slaRow" && onHomeTable == true] | order(order asc){
    _id, service, "commitment": coalesce(shortCommitment, commitment),
    "penalty": coalesce(shortPenalty, penalty), "escalation": coalesce(shortEscalation, escalation)
  },
  "coverage": *[_type == "coverageZone"] | order(order asc)${ZONE},
  "caseStudies": *[_type == "caseStudy"] | order(order asc)[0...3]${CASE_STUDY_CARD},
  "notices": *[${LISTED_NOTICE}] | ${NOTICE_ORDER}[0...$count]${NOTICE_CARD},
  "noticeWords": ${NOTICE_WORDS}
}`)
