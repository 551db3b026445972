import { defineQuery } from 'groq'
import { COPY, FEATURED_PORTS, LISTED_NOTICE, NOTICE_CARD, NOTICE_ORDER, NOTICE_WORDS, SEO } from './fragments'

/** A port's page ($slug); $count: how many of the newest notices naming it it lists (Site settings › Latest notices shown). */
export const PORT_QUERY = defineQuery(`{
  "port": *[_type == "port" && slug.current == $slug][0]{
    _id, name, fullName, "slug": slug.current, coast, region, coordinates{ lat, lng }, responseTime, baseAssets,
    advanceNotice, seasonNote, localNuances, equipment, partners,
    emergencyContacts[]{ _key, role, source, contact, verified }, ${SEO},
    "notices": *[${LISTED_NOTICE} && ^._id in ports[]._ref] | ${NOTICE_ORDER}[0...$count]${NOTICE_CARD}
  },
  "otherPorts": coalesce(${FEATURED_PORTS}[defined(slug.current) && slug.current != $slug]{ _id, name, "slug": slug.current, responseTime }, []),
  "copy": *[_type == "pageCopy" && key == "port"][0]${COPY},
  "noticeWords": ${NOTICE_WORDS}
}`)
