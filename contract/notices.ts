/**
 * Notices, insights and alerts: what the business announces (a DGS circular, a port's new
 * requirement, an article, a cyclone closing a port). The machine names and addresses every part
 * shares: the schema (schemas/documents/notice.ts), the site's route and queries, the build's feeds
 * and alert banner, and the seed. Words are never here: a topic is named as the email preferences
 * page names it (its page copy, section "preferences", the item of the topic's flag), so the site,
 * its feeds and the Studio all say what a subscriber ticks.
 *
 * Browser-safe and free of imports but types: the site's bundle and the Studio read it too, and the
 * server (the schedule's query).
 */
import type { MARKETING_FLAGS } from './email-manager.ts'

/** A subscription topic by the email-manager's flag for it (contract/email-manager.ts `MARKETING_FLAGS`). */
export type NoticeTopic = (typeof MARKETING_FLAGS)[number]

/**
 * The three topics a notice is filed under, in the preferences page's order, each with the address
 * of its list (/notices/topic/<slug>). The flag is what the document stores; the slug is only an
 * address, kept short and stable whatever the topic is called.
 */
export const NOTICE_TOPICS = [
  { flag: 'compliance', slug: 'compliance' },
  { flag: 'emergency', slug: 'emergency' },
  { flag: 'newsletter', slug: 'insights' },
] as const satisfies ReadonlyArray<{ flag: NoticeTopic; slug: string }>

/** What a notice is: a notice (a circular, a port's requirement) or an insight (an article, a case write-up). */
export const NOTICE_KINDS = ['notice', 'insight'] as const
export type NoticeKind = (typeof NOTICE_KINDS)[number]

/** How grave an alert is, gravest last (the banner lists the gravest first). */
export const ALERT_SEVERITIES = ['advisory', 'warning', 'severe'] as const
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]

/** Where the notices live: the list at /notices, each notice at /notices/<slug>. */
export const NOTICES_PATH = '/notices'

/**
 * The words after /notices/ that name the list's own addresses (its further pages, its topics, its
 * feed, the Not Found page below it): no notice may take one as its slug.
 */
export const RESERVED_NOTICE_SLUGS = ['page', 'topic', 'feed', '404'] as const

export const noticePath = (slug: string) => `${NOTICES_PATH}/${slug}`

/** A topic's list: /notices/topic/<slug>; the whole list (no topic): /notices. */
export const topicPath = (flag: NoticeTopic | undefined) => {
  const topic = NOTICE_TOPICS.find((entry) => entry.flag === flag)
  return topic ? `${NOTICES_PATH}/topic/${topic.slug}` : NOTICES_PATH
}

/** The topic of a list's address slug ("insights" → "newsletter"); undefined for none. */
export const topicOfSlug = (slug: string | undefined) => NOTICE_TOPICS.find((entry) => entry.slug === slug)?.flag

/** A list's Atom feed, written by the build beside its first page: /notices/feed.xml, /notices/topic/<slug>/feed.xml. */
export const feedPath = (flag: NoticeTopic | undefined) => `${topicPath(flag)}/feed.xml`

/**
 * A notice's publication as a moment (a GROQ dateTime): a time as the Studio writes it, to the minute;
 * a date alone (a notice published before publications had a time) from the start of that day in
 * India (UTC+05:30). The same as contract/india-time.ts `publicationTime`. Spliced into the site's
 * queries (src/content/queries/fragments.ts) and the schedule's (contract/schedule.ts).
 */
export const NOTICE_MOMENT = /* groq */ `coalesce(dateTime(publishedAt), dateTime(publishedAt + "T00:00:00+05:30"))`
