import { defineArrayMember, defineField, defineType } from 'sanity'
import { ALERT_SEVERITIES, NOTICE_TOPICS } from '../../contract/notices.ts'
import { DAY_ONLY, INDIA_TIME_ZONE, indiaClock, listedIndiaZone, publicationTime, ZONED_TIME } from '../../contract/india-time.ts'
import { PublicationInput } from '../inputs/PublicationInput.tsx'
import { TopicInput } from '../inputs/TopicInput.tsx'
import { atMost, imageField } from '../shared.ts'
import { pageBlocksField } from '../page-blocks.ts'
import { noticeSlugProblem } from '../slug.ts'

type NoticeFields = { alert?: boolean; alertStarts?: unknown; alertEnds?: unknown; publishedAt?: string }

/** The Studio's limits of a notice's texts, which the build applies too (tools/site-build/content-checks.ts). */
export const NOTICE_LIMITS = { title: 120, summary: 300 } as const

/**
 * A date and time field as editors work with it: shown and typed in India time whatever zone the
 * computer is set to (a ship's PC on UTC, a laptop abroad), with no switch to another zone; the
 * field's title carries the zone's name beside it. Stored as a moment (ISO 8601, UTC).
 */
export const INDIA_DATETIME = {
  displayTimeZone: listedIndiaZone(),
  allowTimeZoneSwitch: false,
  dateFormat: 'D MMMM YYYY',
  timeFormat: 'HH:mm',
} as const

/**
 * An alert's start or end as the Studio checks it, and the build before it shows the alert: set,
 * a time with its zone, the end after the start. The Studio's message, or true.
 */
export function alertTimeProblem(field: 'alertStarts' | 'alertEnds', doc: NoticeFields | undefined): string | true {
  if (!doc?.alert) return true
  const value = doc[field]
  if (value === undefined || value === null || value === '')
    return field === 'alertStarts' ? 'Say when the alert starts' : 'Say when the alert ends'
  if (typeof value !== 'string' || !ZONED_TIME.test(value) || Number.isNaN(Date.parse(value)))
    return 'Choose a date and time (with its time zone) in the date picker'
  if (field === 'alertEnds' && typeof doc.alertStarts === 'string' && Date.parse(value) <= Date.parse(doc.alertStarts))
    return 'The alert must end after it starts'
  return true
}

/** A time as India's clock shows it, in words: "1 January 2099, 00:00 India time". */
const inIndia = (time: number) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone: INDIA_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(time)} India time`

/**
 * When a date still to come takes effect on the site, said beside its field (an info, not an
 * error): the site rebuilds by itself at that moment (contract/schedule.ts), and shows nothing of
 * it before.
 */
const appears = (at: (value: string) => number, words: (when: string) => string) => (value: unknown) => {
  const time = typeof value === 'string' ? at(value) : Number.NaN
  return !Number.isNaN(time) && time > Date.now() ? words(inIndia(time)) : true
}

/**
 * A notice's publication as its line in the Studio's lists says it, in India time: "Appears 27 Nov,
 * 14:00 India time" while it is still to come (the site shows nothing of it before), else when it
 * was published ("20 May 2025, 10:00 India time"; a date alone, from before publications had a
 * time, as the day).
 */
export function publicationWords(value: unknown, now = Date.now()) {
  const time = publicationTime(value)
  if (Number.isNaN(time)) return ''
  if (typeof value === 'string' && DAY_ONLY.test(value) && time <= now)
    return indiaClock(time, now, { withDay: true }).replace(/, 00:00$/, '')
  const words = `${indiaClock(time, now, { withDay: true })} India time`
  return time > now ? `Appears ${words}` : words
}

/**
 * An alert as its line in the Studio's lists says it, in India time: its severity, and whether its
 * banner is still to come, shows now or has ended, with when: "Alert (warning), scheduled: 17 Dec,
 * 06:00 to 20 Dec, 18:00 India time", "Alert (warning), live until 20 Dec, 18:00 India time",
 * "Alert (warning), ended 20 Dec, 18:00 India time". Times the Studio would refuse are said so.
 */
export function alertWords(fields: NoticeFields & { severity?: unknown }, now = Date.now()) {
  const alert = `Alert (${typeof fields.severity === 'string' && fields.severity ? fields.severity : 'no severity'})`
  const problem = [
    alertTimeProblem('alertStarts', { ...fields, alert: true }),
    alertTimeProblem('alertEnds', { ...fields, alert: true }),
  ].find((message) => message !== true)
  if (problem) return `${alert}, no banner: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`
  const [starts, ends] = [Date.parse(String(fields.alertStarts)), Date.parse(String(fields.alertEnds))]
  const at = (time: number) => indiaClock(time, now, { withDay: true })
  if (now < starts) return `${alert}, scheduled: ${at(starts)} to ${at(ends)} India time`
  if (now < ends) return `${alert}, live until ${at(ends)} India time`
  return `${alert}, ended ${at(ends)} India time`
}

/**
 * A notice's line in one piece (what the lists said before they said it in two: `noticeLine`):
 * when it appears (or appeared), and what it is; an alert says when its banner shows instead.
 */
export function noticeListWords(fields: NoticeFields & { severity?: unknown; kind?: unknown }, now = Date.now()): string {
  const publication = publicationWords(fields.publishedAt, now)
  if (fields.alert) return [publication.startsWith('Appears') ? publication : '', alertWords(fields, now)].filter(Boolean).join(' · ')
  return [publication, fields.kind === 'insight' ? 'Insight' : 'Notice'].filter(Boolean).join(' · ')
}

type LineFields = NoticeFields & { severity?: unknown; kind?: unknown }
/** The published notice and its draft, each its line's fields (null: there is none), as studio/clocked-previews.ts gives them. */
export type OnSite = { published: LineFields | null; draft: LineFields | null }
const LINE_FIELDS = ['alert', 'severity', 'alertStarts', 'alertEnds', 'publishedAt', 'kind'] as const

/**
 * A notice's line in the Studio's lists, said as the site shows it (issue 63, items 11 and 12): a
 * short state under the title (`subtitle`, one line in a list pane of any width: "Alert (warning),
 * live"), and when, beneath (`description`, two lines: "Until 20 Dec, 18:00 India time"). With
 * `onSite`, a never-published draft is said to be one ("Alert (warning), draft" / "Never published:
 * not on the site, no banner", whatever its times), and a published notice is said as published, with "unpublished changes"
 * where its draft changes what the line says. Words that change with the clock: the Studio says
 * them again as each minute passes (studio/clocked-previews.ts).
 */
export function noticeLine(shown: LineFields, now = Date.now(), onSite?: OnSite): { subtitle: string; description?: string } {
  const fields = onSite?.published ?? shown
  const what = fields.alert
    ? `Alert (${typeof fields.severity === 'string' && fields.severity ? fields.severity : 'no severity'})`
    : fields.kind === 'insight'
      ? 'Insight'
      : 'Notice'
  if (onSite && !onSite.published)
    return { subtitle: `${what}, draft`, description: `Never published: not on the site${fields.alert ? ', no banner' : ''}` }
  const changed =
    onSite?.draft && LINE_FIELDS.some((field) => (onSite.draft![field] ?? null) !== (fields[field] ?? null)) ? '; unpublished changes' : ''
  const publication = publicationWords(fields.publishedAt, now)
  const said = (state: string, when: string) => ({ subtitle: `${what}, ${state}`, description: `${when}${changed}` })
  if (!fields.alert)
    return { subtitle: publication.startsWith('Appears') ? `${what}, scheduled` : what, description: `${publication}${changed}` }
  const problem = [
    alertTimeProblem('alertStarts', { ...fields, alert: true }),
    alertTimeProblem('alertEnds', { ...fields, alert: true }),
  ].find((message) => message !== true)
  if (problem) return said('no banner', problem)
  // The banner shows from its start, or from the notice's publication if later (the site lists it from then), to its end.
  const published = publicationTime(fields.publishedAt)
  const [starts, ends] = [
    Math.max(Date.parse(String(fields.alertStarts)), Number.isNaN(published) ? 0 : published),
    Date.parse(String(fields.alertEnds)),
  ]
  const at = (time: number) => indiaClock(time, now, { withDay: true })
  if (starts >= ends) return said('no banner', `${publication}: after the alert's end`)
  if (now < starts) return said('scheduled', `${at(starts)} to ${at(ends)} India time`)
  if (now < ends) return said('live', `Until ${at(ends)} India time`)
  return said('ended', `Ended ${at(ends)} India time`)
}

const SEVERITY_TITLES: Record<(typeof ALERT_SEVERITIES)[number], string> = {
  advisory: 'Advisory (for information)',
  warning: 'Warning (plan around it)',
  severe: 'Severe (a port closed, a danger)',
}

/**
 * A dated notice or insight (a DGS circular, a port's new requirement, an article, a case
 * write-up): its own page at /notices/<slug>, in the list and its topic's list, in the feeds, on the
 * pages of the ports it names and in the sitemap, all after the rebuild its publishing starts.
 * Marked as an alert (a cyclone closing a port), every page shows it in a banner from its start to
 * its end time, the pages of the ports it names first; the page itself hides it at its end, built
 * or kept offline before.
 */
export const notice = defineType({
  name: 'notice',
  title: 'Notice or insight',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'alert', title: 'Alert' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().custom(atMost(NOTICE_LIMITS.title)),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'content',
      description: 'The notice lives at /notices/<slug>.',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required().custom(noticeSlugProblem),
    }),
    defineField({
      name: 'kind',
      title: 'Kind',
      type: 'string',
      group: 'content',
      options: {
        list: [
          { title: 'Notice (a circular, a port requirement, an advisory)', value: 'notice' },
          { title: 'Insight (an article, a case write-up)', value: 'insight' },
        ],
        layout: 'radio',
      },
      initialValue: 'notice',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'topic',
      title: 'Topic',
      type: 'string',
      group: 'content',
      description:
        'The subscription it belongs to, named as subscribers see it on the email preferences page (Page copy › Email preferences). It is listed under that topic and in its feed.',
      options: { list: NOTICE_TOPICS.map(({ flag }) => ({ title: flag, value: flag })), layout: 'radio' },
      components: { input: TopicInput },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'publishedAt',
      title: 'Publication',
      type: 'datetime',
      group: 'content',
      description:
        'The day and time (India time, to the minute) the notice appears on the site, in its feeds and to search engines; the list shows the newest first.',
      options: INDIA_DATETIME,
      components: { input: PublicationInput },
      validation: (rule) => [
        rule.required(),
        rule
          .custom(
            appears(
              publicationTime,
              (when) =>
                `Appears on the site at ${when}: until then it is in no list, feed, sitemap or search, and its page does not exist. The site rebuilds by itself then.`,
            ),
          )
          .info(),
      ],
    }),
    defineField({
      name: 'updatedAt',
      title: 'Last updated',
      type: 'date',
      group: 'content',
      description:
        'Optional: set it when you change what the notice says. Shown beside the publication date, and tells feed readers and search engines to look again.',
      options: { dateFormat: 'D MMMM YYYY' },
      validation: (rule) =>
        rule.custom((value, context) => {
          const published = publicationTime((context.document as NoticeFields | undefined)?.publishedAt)
          // Compared by days in India: an update on the day of publication is no earlier than it.
          return typeof value === 'string' && Date.parse(`${value}T23:59:59.999+05:30`) < published
            ? 'The update cannot be before the publication date'
            : true
        }),
    }),
    defineField({
      name: 'summary',
      title: 'Summary',
      type: 'text',
      rows: 3,
      group: 'content',
      description: 'One or two sentences: shown in the lists, the feeds, on port pages and in search results.',
      validation: (rule) => rule.required().custom(atMost(NOTICE_LIMITS.summary)),
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'blockContent',
      group: 'content',
      validation: (rule) => rule.required().min(1),
    }),
    // After the text, the site's own sections (the page builder's): a call to action, a form, a download card, FAQs.
    pageBlocksField({
      group: 'content',
      title: 'Sections after the text',
      afterText: true,
      description:
        'Optional: sections the notice ends with, as a page is built (a call to action, the pre-arrival or fleet-quote form, a download card, questions and answers). Arrange them here or in the preview (Presentation): drag, add, remove.',
    }),
    defineField({
      name: 'ports',
      title: 'Ports it concerns',
      type: 'array',
      group: 'content',
      description: "Each port's page lists its latest notices; an alert comes first on these ports' pages.",
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'port' }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'author',
      title: 'Author',
      type: 'reference',
      group: 'content',
      description: 'A member of the team (Team). Without one, the company is the author.',
      to: [{ type: 'teamMember' }],
    }),
    imageField({
      name: 'image',
      title: 'Image',
      group: 'content',
      description: 'Optional: shown at the top of the notice (its share image is drawn with its date, unless SEO has an image of its own).',
    }),
    defineField({
      name: 'alert',
      title: 'Show across the site as an alert',
      type: 'boolean',
      group: 'alert',
      description:
        'Every page shows a banner linking to this notice from the start to the end time below (visitors may dismiss it for their visit). Pages stop showing it at the end time by themselves, also pages kept offline.',
      initialValue: false,
    }),
    defineField({
      name: 'severity',
      title: 'Severity',
      type: 'string',
      group: 'alert',
      options: { list: ALERT_SEVERITIES.map((value) => ({ title: SEVERITY_TITLES[value], value })), layout: 'radio' },
      hidden: ({ document }) => !(document as NoticeFields | undefined)?.alert,
      validation: (rule) =>
        rule.custom((value, context) =>
          (context.document as NoticeFields | undefined)?.alert && !value ? 'Choose how grave the alert is' : true,
        ),
    }),
    defineField({
      name: 'alertStarts',
      title: 'Alert starts',
      type: 'datetime',
      group: 'alert',
      description: 'From when the banner shows, in India time.',
      options: INDIA_DATETIME,
      hidden: ({ document }) => !(document as NoticeFields | undefined)?.alert,
      validation: (rule) => [
        rule.custom((_, context) => alertTimeProblem('alertStarts', context.document as NoticeFields | undefined)),
        rule
          .custom((value, context) =>
            (context.document as NoticeFields | undefined)?.alert
              ? appears(Date.parse, (when) => `The banner appears on every page from ${when}: the site rebuilds by itself then.`)(value)
              : true,
          )
          .info(),
      ],
    }),
    defineField({
      name: 'alertEnds',
      title: 'Alert ends',
      type: 'datetime',
      group: 'alert',
      description: 'When every page stops showing the banner, without waiting for a publish. The notice stays in the list.',
      options: INDIA_DATETIME,
      hidden: ({ document }) => !(document as NoticeFields | undefined)?.alert,
      validation: (rule) => rule.custom((_, context) => alertTimeProblem('alertEnds', context.document as NoticeFields | undefined)),
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      group: 'seo',
      description: 'Optional: without it, the title and summary are used.',
    }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: {
      title: 'title',
      publishedAt: 'publishedAt',
      kind: 'kind',
      alert: 'alert',
      severity: 'severity',
      alertStarts: 'alertStarts',
      alertEnds: 'alertEnds',
      media: 'image',
    },
    // `onSite`: given by studio/clocked-previews.ts, which every list's line goes through.
    prepare: ({ title, media, ...fields }) => ({ title, ...noticeLine(fields, Date.now(), (fields as { onSite?: OnSite }).onSite), media }),
  },
})
