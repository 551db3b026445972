import { defineQuery } from 'groq'
import { PAGE_BLOCKS } from './blocks.ts'
import { BLOCKS, COPY, IMAGE, LISTED_NOTICE, NOTICE_CARD, NOTICE_MOMENT, NOTICE_ORDER, SEO } from './fragments.ts'

/**
 * The topics' names and what each holds, as the email preferences page says them (its section
 * "preferences", an item per subscription flag): one name for the preferences page, the notices and
 * their feeds.
 */
const TOPIC_NAMES = /* groq */ `*[_type == "pageCopy" && key == "emailPreferences"][0].sections[key == "preferences"][0].items[name in ["compliance", "emergency", "newsletter"]]{ name, title, text }`

/**
 * Every address under /notices: the page copy and the topics' names; on a list's page its notices
 * (by id, the page's share of NOTICE_INDEX_QUERY, newest first); on a notice's page ($slug) the
 * notice whole, and the older and newer notices beside it ($previous, $next: their ids, "" for none).
 */
export const NOTICES_QUERY = defineQuery(`{
  "copy": *[_type == "pageCopy" && key == "notices"][0]${COPY},
  "topics": ${TOPIC_NAMES},
  "notices": *[_type == "notice" && _id in $ids] | ${NOTICE_ORDER}${NOTICE_CARD},
  "notice": *[${LISTED_NOTICE} && slug.current == $slug][0]{
    _id, _type, title, "slug": slug.current, kind, topic, publishedAt, updatedAt, summary, "body": body${BLOCKS},
    "blocks": blocks[]${PAGE_BLOCKS},
    "ports": (ports[]->)[defined(slug.current)]{ _id, name, "slug": slug.current },
    "author": author->{ name, title },
    "alert": alert == true, severity, alertStarts, alertEnds,
    image${IMAGE}, ${SEO}
  },
  "previous": *[_type == "notice" && _id == $previous][0]{ title, "slug": slug.current },
  "next": *[_type == "notice" && _id == $next][0]{ title, "slug": slug.current }
}`)

/**
 * How the notices fall into pages and lists, newest first: each one's id, slug, topic and dates (for
 * the lists' pages, the notices' addresses, the sitemap's dates and a notice's neighbours), and the
 * page size editors set. Read by loaders and the build, never shipped in a page.
 */
export const NOTICE_INDEX_QUERY = defineQuery(`{
  "notices": *[${LISTED_NOTICE}] | ${NOTICE_ORDER}{ _id, "slug": slug.current, topic, publishedAt, updatedAt },
  "perPage": *[_id == "siteSettings"][0].noticesPerPage
}`)

/**
 * The alerts the build writes into every page (tools/site-build/alerts.ts): those in force at $now (begun,
 * not ended: one to come is written by the rebuild at its start, contract/schedule.ts), the gravest
 * first, then the newest; with the ports each names (their pages list it first) and the banner's words.
 */
export const ALERTS_QUERY = defineQuery(`{
  "alerts": *[${LISTED_NOTICE} && alert == true && defined(alertStarts) && defined(alertEnds) && dateTime(alertStarts) <= dateTime($now) && dateTime(alertEnds) > dateTime($now)]
    | order(select(severity == "severe" => 0, severity == "warning" => 1, 2) asc, ${NOTICE_MOMENT} desc, _createdAt desc, _id desc){
      _id, title, "slug": slug.current, severity, publishedAt, alertStarts, alertEnds, "ports": ports[]->slug.current
    },
  "copy": *[_type == "pageCopy" && key == "notices"][0]{ "alerts": sections[key == "alerts"][0]{ heading, "items": items[]{ name, title } } }
}`)

/**
 * A list's Atom feed (tools/site-build/feeds.ts): its newest notices ($topic: one topic's, "" for all),
 * with the words of the feed and the names of the topics.
 */
export const FEED_QUERY = defineQuery(`{
  "notices": *[${LISTED_NOTICE} && ($topic == "" || topic == $topic)] | ${NOTICE_ORDER}[0...$count]{
    _id, title, "slug": slug.current, kind, topic, publishedAt, updatedAt, summary, "author": author->name
  },
  "copy": *[_type == "pageCopy" && key == "notices"][0]{ hero{ eyebrow, title, lead } },
  "topics": ${TOPIC_NAMES}
}`)

/**
 * What the build checks of every notice that is or will be listed (one dated to come included: it
 * would stop the build of its day) against the Studio's rules, for content written past the Studio
 * (tools/site-build/content-checks.ts): its texts' limits, and an alert's times.
 */
export const NOTICE_RULES_QUERY = defineQuery(
  `*[_type == "notice" && defined(slug.current) && defined(publishedAt)]{ _id, title, summary, "alert": alert == true, alertStarts, alertEnds }`,
)
