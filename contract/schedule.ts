/**
 * When the site must be rebuilt for its dated content to show on time, for every reader: the built
 * HTML shows an alert only between its start and its end (tools/site-build/alerts.ts) and a notice only from
 * its publication, to the minute (fragments.ts `NOTICE_LIVE`), so each such moment needs a build. Read by
 * `npm run preview`'s rebuild (tools/preview/rebuild.ts, a timer at the next moment), the scheduled
 * function in production (server/scheduled-rebuild.ts, which asks for a build once a moment has
 * passed since the last build) and the Studio's Site status (studio/build-status.tsx), from one query,
 * SCHEDULE_QUERY. Pure: the clock is an argument.
 */
import { defineQuery } from 'groq'
import { publicationTime } from './india-time.ts'
import { NOTICE_MOMENT } from './notices.ts'

/**
 * What the site is to be rebuilt for after $now: the alerts not ended at $now (their start, if to
 * come, and their end) and the notices whose publication is still to come. Read by `npm run
 * preview`'s rebuild, the scheduled function and the Studio's Site status, never a page. Here, beside
 * what reads its answer, so that the server (server/scheduled-rebuild.ts) needs nothing of the site.
 */
export const SCHEDULE_QUERY = defineQuery(`{
  "alerts": *[_type == "notice" && alert == true && defined(slug.current) && defined(publishedAt) && defined(alertStarts) && defined(alertEnds) && dateTime(alertEnds) > dateTime($now)]{
    _id, title, alertStarts, alertEnds
  },
  "notices": *[_type == "notice" && defined(slug.current) && defined(publishedAt) && ${NOTICE_MOMENT} > dateTime($now)]{
    _id, title, publishedAt
  }
}`)

/**
 * SCHEDULE_QUERY's answer. TypeGen writes it as SCHEDULE_QUERY_RESULT (src/content/sanity.types.ts,
 * which contract/ cannot import); tests/types/schedule.ts holds the two the same.
 */
export type SCHEDULE_QUERY_RESULT = {
  alerts: Array<{ _id: string; title: string | null; alertStarts: string | null; alertEnds: string | null }>
  notices: Array<{ _id: string; title: string | null; publishedAt: string | null }>
}

/** What a moment is: an alert starting or ending, a notice's publication coming. */
export type MomentKind = 'alertStarts' | 'alertEnds' | 'noticeDate'

export type Moment = { at: number; kind: MomentKind; id: string; title: string }

/** Every moment SCHEDULE_QUERY's answer holds, earliest first (a moment that is no time is left out). */
export function moments(schedule: SCHEDULE_QUERY_RESULT): Moment[] {
  const all: Moment[] = [
    ...schedule.alerts.flatMap((alert) => [
      { at: Date.parse(alert.alertStarts ?? ''), kind: 'alertStarts' as const, id: alert._id, title: alert.title ?? '' },
      { at: Date.parse(alert.alertEnds ?? ''), kind: 'alertEnds' as const, id: alert._id, title: alert.title ?? '' },
    ]),
    ...schedule.notices.map((notice) => ({
      // To the minute; a date alone (a notice from before publications had a time) from its start in India.
      at: publicationTime(notice.publishedAt),
      kind: 'noticeDate' as const,
      id: notice._id,
      title: notice.title ?? '',
    })),
  ]
  return all.filter((moment) => !Number.isNaN(moment.at)).sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
}

/** The first moment after `now` (ms), or undefined when nothing dated is to come. */
export function nextMoment(schedule: SCHEDULE_QUERY_RESULT, now: number): Moment | undefined {
  return moments(schedule).find((moment) => moment.at > now)
}

/**
 * The moments that came after `since` (the content a build read) and by `now`: a build is due when
 * there is one. SCHEDULE_QUERY is to be run with `$now` = `since`.
 */
export function passedSince(schedule: SCHEDULE_QUERY_RESULT, since: number, now: number): Moment[] {
  return moments(schedule).filter((moment) => moment.at > since && moment.at <= now)
}

/** Why a build was scheduled, in an editor's words: 'the alert "Kandla jetty closed" starts'. */
export function momentWords(moment: Pick<Moment, 'kind' | 'title'>) {
  const title = JSON.stringify(moment.title)
  if (moment.kind === 'alertStarts') return `the alert ${title} starts`
  if (moment.kind === 'alertEnds') return `the alert ${title} ends`
  return `the notice ${title} is published`
}
