import { defineQuery } from 'groq'
import { COPY, FEATURED_PORTS, NOTICE_CARD, NOTICE_LIVE, NOTICE_ORDER, NOTICE_WORDS, SEO } from './fragments'

/**
 * A port's page ($slug); $count: how many of the newest notices naming it it lists (Site settings ›
 * Latest notices shown): the notices it names, then those listed (fragments.ts LISTED_NOTICE) in
 * that order, which reads each notice's ports first and costs a third of the other at a thousand
 * notices (measured with the local content API).
 */
export const PORT_QUERY = defineQuery(`{
  "port": *[_type == "port" && slug.current == $slug][0]{
    _id, name, fullName, otherNames, "slug": slug.current, coast, region, coordinates{ lat, lng }, responseTime, baseAssets,
    advanceNotice, seasonNote, localNuances, equipment, partners,
    emergencyContacts[]{ _key, role, source, contact, verified }, ${SEO},
    "notices": *[_type == "notice" && ^._id in ports[]._ref && defined(slug.current) && defined(publishedAt) && ${NOTICE_LIVE}] | ${NOTICE_ORDER}[0...$count]${NOTICE_CARD}
  },
  "otherPorts": coalesce(${FEATURED_PORTS}[defined(slug.current) && slug.current != $slug]{ _id, name, "slug": slug.current, responseTime }, []),
  "copy": *[_type == "pageCopy" && key == "port"][0]${COPY},
  "noticeWords": ${NOTICE_WORDS}
}`)
