/**
 * A build step (afterBuild, beside the sitemap): the Atom feeds (RFC 4287) of the notices, one of
 * every notice and one per topic (contract/notices.ts), each beside its list's first page
 * (/notices/feed.xml, /notices/topic/<topic>/feed.xml) and linked from that page's head. Each holds
 * the list's newest FEED_ENTRIES notices with their summary; a reader follows the link for the rest.
 *
 * An entry's id is a tag URI minted from the notice's document id and publication day (in India), so
 * it stays the same when the notice's slug (its address) changes, and readers never show it twice.
 * An entry is published at its publication's minute (a date alone, from before publications had a
 * time: the start of that day in India), and updated then, or at the start of its "Last updated" day.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { feedPath, noticePath, NOTICE_TOPICS, topicPath, type NoticeTopic } from '../../contract/notices.ts'
import { FEED_QUERY } from '../../src/content/queries/notices.ts'
import type { FEED_QUERY_RESULT } from '../../src/content/sanity.types.ts'
import { isSafeSlug } from '../../schemas/slug.ts'
import { DAY_ONLY, publicationTime } from '../../contract/india-time.ts'
import { indiaIso, storedDay } from '../../src/lib/dates.ts'

/** How many of a list's newest notices its feed holds. */
export const FEED_ENTRIES = 20

/** Text as XML character data or an attribute's value. */
export const xmlText = (text: string) =>
  text
    // Characters XML 1.0 does not allow at all (control characters but tab, line feed and return).
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')

/** A `date` field (YYYY-MM-DD) as an RFC 3339 time: the start of that day in India (UTC+05:30). */
export const dayStart = (day: string) => `${day}T00:00:00+05:30`

type Site = { siteUrl: string; brandName: string }

/** The feed of a list (a topic's, or every notice's) as Atom XML. */
export function atomFeed(site: Site, content: FEED_QUERY_RESULT, topic: NoticeTopic | undefined) {
  const url = (path: string) => new URL(path, site.siteUrl).href
  const names = new Map((content.topics ?? []).map((entry) => [entry.name, entry]))
  const hero = content.copy?.hero
  const own = topic ? names.get(topic) : undefined
  const title = `${site.brandName}: ${(topic ? own?.title : hero?.eyebrow || hero?.title) ?? ''}`
  const subtitle = (topic ? own?.text : hero?.lead) ?? ''
  const host = new URL(site.siteUrl).host
  const entries = content.notices
    .filter(
      (notice): notice is typeof notice & { slug: string; publishedAt: string } =>
        isSafeSlug(notice.slug, { segments: false }) && !Number.isNaN(publicationTime(notice.publishedAt)),
    )
    .map((notice) => ({ ...notice, published: publicationTime(notice.publishedAt) }))
  const updatedOf = (notice: (typeof entries)[number]) => {
    const updated = DAY_ONLY.test(notice.updatedAt ?? '') ? Date.parse(dayStart(notice.updatedAt!)) : Number.NaN
    return indiaIso(updated > notice.published ? updated : notice.published)
  }
  // The feed changed when its newest change did (the build's own time would change it at every build).
  const updated = entries.map(updatedOf).sort().at(-1) ?? dayStart('2000-01-01')
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-IN">',
    `  <id>${xmlText(url(topicPath(topic)))}</id>`,
    `  <title>${xmlText(title)}</title>`,
    ...(subtitle.trim() ? [`  <subtitle>${xmlText(subtitle)}</subtitle>`] : []),
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(url(feedPath(topic)))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(url(topicPath(topic)))}"/>`,
    `  <author><name>${xmlText(site.brandName)}</name><uri>${xmlText(url('/'))}</uri></author>`,
    `  <icon>${xmlText(url('/favicon.svg'))}</icon>`,
    ...entries.flatMap((notice) => {
      const topicName = notice.topic ? names.get(notice.topic)?.title : undefined
      return [
        '  <entry>',
        `    <id>${xmlText(`tag:${host},${storedDay(notice.publishedAt)!.iso}:${notice._id}`)}</id>`,
        `    <title>${xmlText(notice.title ?? '')}</title>`,
        `    <link rel="alternate" type="text/html" href="${xmlText(url(noticePath(notice.slug)))}"/>`,
        `    <published>${indiaIso(notice.published)}</published>`,
        `    <updated>${updatedOf(notice)}</updated>`,
        ...(notice.author?.trim() ? [`    <author><name>${xmlText(notice.author.trim())}</name></author>`] : []),
        ...(notice.topic && topicName ? [`    <category term="${xmlText(notice.topic)}" label="${xmlText(topicName)}"/>`] : []),
        ...(notice.summary?.trim() ? [`    <summary>${xmlText(notice.summary.trim())}</summary>`] : []),
        '  </entry>',
      ]
    }),
    '</feed>',
    '',
  ]
  return lines.join('\n')
}

type Fetch = <R>(query: string, params: Record<string, unknown>) => Promise<R>

/** Writes every feed into the build; returns their paths. */
export async function writeFeeds(clientDir: string, site: Site, fetch: Fetch) {
  const written: string[] = []
  for (const topic of [undefined, ...NOTICE_TOPICS.map((entry) => entry.flag)]) {
    const content = await fetch<FEED_QUERY_RESULT>(FEED_QUERY, { topic: topic ?? '', count: FEED_ENTRIES })
    const file = join(clientDir, feedPath(topic).slice(1))
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, atomFeed(site, content, topic))
    written.push(feedPath(topic))
  }
  return written
}
