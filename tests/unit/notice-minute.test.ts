/**
 * A notice published to the minute, in India time (schemas/documents/notice.ts), and one published
 * before publications had a time, holding a date alone: which pages, lists and feeds show each and
 * from when (`NOTICE_LIVE`, run as the content API runs it, for a clock of the test's own), the schedule's moment
 * for each (contract/schedule.ts), and how the site and its feed date them.
 */
import { describe, expect, it } from 'vitest'
import { expectValidAtom } from './atom'
import { FEED_QUERY, NOTICE_INDEX_QUERY, NOTICES_QUERY } from '../../src/content/queries/notices'
import { momentWords, moments, nextMoment } from '../../contract/schedule'
import type { FEED_QUERY_RESULT } from '../../src/content/sanity.types'
import type { NoticeIndex } from '../../src/content/notices'
import { storedDay } from '../../src/lib/dates'
import { atomFeed } from '../../tools/site-build/feeds'
import { documents } from '../../seed/content'
import { withClock } from '../../contract/clock'
import { SCHEDULE_QUERY } from '../../contract/schedule'
import type { SCHEDULE_QUERY_RESULT } from '../../contract/schedule'

const SITE = { siteUrl: 'https://www.globalsalvage.example', brandName: 'Global Salvage India' }

describe('a notice published to the minute (India time), and one from before, with a date alone', () => {
  const kandla = documents.find((doc) => doc._id === 'notice.kandla-oil-jetty-maintenance')!
  const notice = (id: string, publishedAt: string) => ({
    ...kandla,
    _id: `notice.${id}`,
    title: `Notice ${id}`,
    slug: { _type: 'slug', current: id },
    publishedAt,
    alert: false,
  })
  // 14:00 India time on 27 November 2026; "dated" a date alone, published before its day had times
  // (from midnight in India: 18:30 UTC the day before); "early" at 01:30 India time on the 28th.
  const NOW = Date.parse('2026-11-27T08:25:00Z')
  const dataset = [
    ...documents,
    notice('at-two', '2026-11-27T08:30:00.000Z'),
    notice('dated', '2026-11-28'),
    notice('early', '2026-11-27T20:00:00.000Z'),
  ]
  /** A query read for the clock `now`, as the content layer gives it (`$now`: contract/clock.ts). */
  const run = async <T>(query: string, now: number, params: Record<string, unknown> = {}) => {
    const { evaluate, parse } = await import('groq-js')
    const clocked = withClock(query, params, new Date(now).toISOString())
    return (await evaluate(parse(query, { params: clocked }), { dataset, params: clocked })).get() as T
  }
  const ours = ['notice.at-two', 'notice.dated', 'notice.early']
  const listed = async (now: number) => {
    const index = await run<NoticeIndex>(NOTICE_INDEX_QUERY, now)
    const feed = await run<FEED_QUERY_RESULT>(FEED_QUERY, now, { topic: '', count: 50 })
    const page = await run<{ notice: { _id: string } | null }>(NOTICES_QUERY, now, { slug: 'at-two', ids: [], previous: '', next: '' })
    return {
      index: index.notices.map((entry) => entry._id).filter((id) => ours.includes(id)),
      feed: feed.notices.some((entry) => entry._id === 'notice.at-two'),
      page: page.notice?._id === 'notice.at-two',
    }
  }

  it('is on no page, list or feed until its minute, and on them from it; a date alone from midnight in India', async () => {
    expect(await listed(NOW)).toEqual({ index: [], feed: false, page: false })
    expect(await listed(Date.parse('2026-11-27T08:29:59Z'))).toEqual({ index: [], feed: false, page: false })
    expect(await listed(Date.parse('2026-11-27T08:30:00Z'))).toEqual({ index: ['notice.at-two'], feed: true, page: true })
    // Midnight in India on the 28th: the date alone; 01:30 there: the other, newer, first.
    expect((await listed(Date.parse('2026-11-27T18:30:00Z'))).index).toEqual(['notice.dated', 'notice.at-two'])
    expect((await listed(Date.parse('2026-11-27T20:00:00Z'))).index).toEqual(['notice.early', 'notice.dated', 'notice.at-two'])
  })

  it('is a moment of the schedule at its minute, a date alone at midnight in India, with the words the Site status gives', async () => {
    const schedule = await run<SCHEDULE_QUERY_RESULT>(SCHEDULE_QUERY, NOW, { now: new Date(NOW).toISOString() })
    // The seed's own notices are dated from the day it runs, so only this test's three are read.
    const mine = moments(schedule).filter((moment) => ours.includes(moment.id) && moment.kind === 'noticeDate')
    expect(mine.map((moment) => [moment.id, new Date(moment.at).toISOString()])).toEqual([
      ['notice.at-two', '2026-11-27T08:30:00.000Z'],
      ['notice.dated', '2026-11-27T18:30:00.000Z'],
      ['notice.early', '2026-11-27T20:00:00.000Z'],
    ])
    expect(nextMoment(schedule, NOW)).toMatchObject({ id: 'notice.at-two', at: Date.parse('2026-11-27T08:30:00Z') })
    expect(momentWords(mine[0]!)).toBe('the notice "Notice at-two" is published')
    // Once its minute came, it is no longer to come.
    const after = await run<SCHEDULE_QUERY_RESULT>(SCHEDULE_QUERY, NOW + 5 * 60_000, { now: new Date(NOW + 5 * 60_000).toISOString() })
    expect(after.notices.map((entry) => entry._id)).not.toContain('notice.at-two')
  })

  it('is dated on the site by its day in India, in words, in the feed by its minute', async () => {
    const later = Date.parse('2026-11-28T00:00:00Z')
    const feed = await run<FEED_QUERY_RESULT>(FEED_QUERY, later, { topic: '', count: 50 })
    const entries = expectValidAtom(atomFeed(SITE, feed, undefined), `${SITE.siteUrl}/notices/feed.xml`)
    const early = entries.find((entry) => entry.title === 'Notice early')!
    expect([early.id, early.published]).toEqual(['tag:www.globalsalvage.example,2026-11-28:notice.early', '2026-11-28T01:30:00+05:30'])
    const dated = entries.find((entry) => entry.title === 'Notice dated')!
    expect([dated.id, dated.published]).toEqual(['tag:www.globalsalvage.example,2026-11-28:notice.dated', '2026-11-28T00:00:00+05:30'])
    expect(storedDay('2026-11-27T20:00:00.000Z')?.text).toBe('28 November 2026')
  })
})
