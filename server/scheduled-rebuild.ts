/**
 * The scheduled rebuild in production: a Netlify scheduled function (netlify/functions/scheduled-rebuild.ts,
 * every minute) that asks for a build so that dated content is on the site on time: an alert's start
 * or end, a notice's publication minute (contract/schedule.ts). The built HTML shows an alert only
 * between its start and end and a notice only from its publication, for readers without JavaScript,
 * search engines and link previews alike; `npm run preview` does the same locally with timers
 * (tools/preview/rebuild.ts).
 *
 * Ahead of a moment: when the next one is nearer than the lead time (the longest of the recent builds,
 * from the request to built, with a margin: server/build-ahead.ts), and a minute more since this
 * runs once a minute, it asks for a build for that moment, recording its clock in the Site status as
 * it queues it ("Scheduled: the notice … is published", built ahead for 14:00): the build reads it
 * there (Netlify's build hook passes no variables), is made for that clock, and waits for the moment
 * before it ends (tools/site-build/reported-build.ts). A publish that joins the waiting build makes it a
 * build for the time it is made, and the moment is asked for again after it.
 *
 * The last build is the site status's newest build that started and did not fail
 * (contract/build-status.ts): it shows the content from its start, and dated content for its clock (a
 * build ahead: its moment). A failed build put nothing live, so the moments since the last good one
 * are asked for again, once; after FAILED_IN_A_ROW failed builds the schedule leaves it to the
 * editors' next publish (the Site status shows them why) rather than ask each minute for a build that
 * fails. A build waiting for Netlify will read what is current, so nothing more is asked then.
 * Otherwise a moment since that start makes one build at once, asked for through the same build hook
 * as a publish (publish-hook.ts `askForBuild`), shown in the Site status as queued with why. Netlify
 * refusing it is recorded, and the next minute's run asks again.
 *
 * Without SANITY_API_WRITE_TOKEN (no site status to read, nor for the build to read a clock from),
 * the last build is taken to be the previous run, a minute ago: a moment is asked for when it comes,
 * never ahead. Each moment asked for is remembered in Netlify Blobs (build-requests.ts), so that the
 * function run again within that minute, however often, asks for no other build of it; Netlify
 * refusing the build forgets it, so the next run within the minute asks again.
 */
import { createClient } from '@sanity/client'
import { randomUUID } from 'node:crypto'
import { BUILD_STATUS_ID, type BuildEntry, type BuildStatusDocument } from '../contract/build-status.ts'
import { indiaClock } from '../contract/india-time.ts'
import { clientConfig } from '../contract/content-client.ts'
import { momentWords, nextMoment, passedSince } from '../contract/schedule.ts'
import { checkEnv, type Env } from './env.ts'
import { askForBuild, recordRequest } from './publish-hook.ts'
import { statusClient, updateBuilds } from './site-status.ts'
import { contentTime, leadTime } from './build-ahead.ts'
import { hashed, type BuildRequests, type GiveBack } from './build-requests.ts'
import { SCHEDULE_QUERY } from '../contract/schedule.ts'
import type { SCHEDULE_QUERY_RESULT } from '../contract/schedule.ts'

/** How often Netlify runs the scheduled function (its cron, in netlify/functions/scheduled-rebuild.ts, says the same). */
export const SCHEDULE_EVERY_MS = 60_000
/** A build waiting this long for Netlify was never started (site-status.ts marks it failed on the next publish). */
const WAITING_MS = 60 * 60 * 1000
/** Failed builds in a row after which the schedule stops asking (a publish builds again). */
export const FAILED_IN_A_ROW = 2
/** How long a moment asked for without the site status is remembered: long past the minute it is due in. */
const MOMENT_KEPT_MS = 60 * 60 * 1000

const NEEDS = ['NETLIFY_BUILD_HOOK', 'SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_WRITE_TOKEN', 'LOCAL_CONTENT_API_URL'] as const

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

type Schedule = (since: number) => Promise<SCHEDULE_QUERY_RESULT>

/** What is dated after `since`, read from the published content (the live API, never a cache). */
function readSchedule(env: Pick<Env, 'SANITY_PROJECT_ID' | 'SANITY_DATASET' | 'LOCAL_CONTENT_API_URL'>): Schedule {
  const client = createClient(
    clientConfig({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET, localApiUrl: env.LOCAL_CONTENT_API_URL }),
  )
  return (since) => client.fetch<SCHEDULE_QUERY_RESULT>(SCHEDULE_QUERY, { now: new Date(since).toISOString() })
}

/**
 * One run of the schedule. `requests`: where the moments asked for are remembered without the site
 * status (Netlify Blobs, given by netlify/functions/scheduled-rebuild.ts).
 */
export async function handleScheduled(
  source: Record<string, string | undefined> = process.env,
  now = Date.now(),
  schedule?: Schedule,
  requests?: BuildRequests,
) {
  let env: Pick<Env, (typeof NEEDS)[number]>
  try {
    env = checkEnv(source, NEEDS)
  } catch (error) {
    console.error((error as Error).message)
    return answer(500, { error: 'The scheduled rebuild is not set up' })
  }
  if (!env.NETLIFY_BUILD_HOOK) {
    console.error('The scheduled rebuild needs NETLIFY_BUILD_HOOK (docs/forms-and-schedule.md).')
    return answer(500, { error: 'The scheduled rebuild is not set up' })
  }
  const client = statusClient(env)
  // Since when the site's content is unbuilt: the clock of the newest build that did not fail (after one failure); none waiting for Netlify.
  let since = now - SCHEDULE_EVERY_MS
  let builds: BuildEntry[] | undefined
  if (client) {
    try {
      builds = (await client.getDocument<BuildStatusDocument>(BUILD_STATUS_ID))?.builds ?? []
      if (builds.some((build) => build.state === 'queued' && now - Date.parse(build.queuedAt) <= WAITING_MS))
        return answer(200, { due: false, waiting: true })
      // A build's clock: its start, or the moment it was made ahead of (build-ahead.ts).
      const ran = builds
        .map((build) => ({ failed: build.state === 'failed', at: contentTime(build) }))
        .filter((build) => !Number.isNaN(build.at))
        .sort((a, b) => b.at - a.at)
      // Newest first: the failed builds since the last good one.
      const good = ran.findIndex((build) => !build.failed)
      if (ran.length) since = good > 0 && good < FAILED_IN_A_ROW ? ran[good]!.at : ran[0]!.at
    } catch (error) {
      console.error(`Could not read the site status; looking at the last minute only: ${(error as Error).message}`)
    }
  }
  const dated = await (schedule ?? readSchedule(env))(since)
  let due = passedSince(dated, since, now)
  // Without the site status: a moment asked for by an earlier run (of this minute) is not asked for again.
  const taken: GiveBack[] = []
  if (!client && requests && due.length) {
    try {
      const fresh = await Promise.all(
        due.map(async (moment) => ({
          moment,
          giveBack: await requests.take('moments', moment.at, hashed(`${moment.kind} ${moment.id}`), MOMENT_KEPT_MS, now),
        })),
      )
      for (const { giveBack } of fresh) if (giveBack) taken.push(giveBack)
      due = fresh.filter(({ giveBack }) => giveBack).map(({ moment }) => moment)
      if (!due.length) return answer(200, { due: false, asked: true })
    } catch (error) {
      console.error(`Could not check the moments against those asked for before: ${(error as Error).message}`)
    }
  }
  // The next moment, when nearer than the lead time (until the run after next): a build ahead of it. Only with the site status, where the build reads its clock.
  const next = nextMoment(dated, since)
  const lead = builds ? leadTime(builds, 'queuedAt') + SCHEDULE_EVERY_MS : 0
  const ahead = !due.length && next && next.at - now <= lead ? next : undefined
  if (!due.length && !ahead) return answer(200, { due: false })
  const reason = due.length ? due.map(momentWords).join('; ') : momentWords(ahead!)
  const clock = ahead && new Date(ahead.at).toISOString()
  const key = randomUUID().slice(0, 12)
  const at = new Date(now).toISOString()
  if (client)
    await updateBuilds(client, (builds) => [
      { _key: key, state: 'queued', queuedAt: at, claimedAt: at, documents: [], scheduled: reason, ...(clock && { clock }) },
      ...builds,
    ]).catch((error: unknown) => console.error(`Could not record the scheduled build in the site status: ${(error as Error).message}`))
  const title = clock
    ? `Scheduled ahead for ${indiaClock(ahead!.at, now, { withDay: true })} India time: ${reason}`
    : `Scheduled: ${reason}`
  const refused = await askForBuild(env.NETLIFY_BUILD_HOOK, title, JSON.stringify({ scheduled: reason, ...(clock && { clock }) }))
  if (client) await recordRequest(client, key, refused, new Date(now), 'The scheduled check asks again within a minute.')
  // Not taken: the moments are asked for again by the next run that sees them.
  if (refused !== undefined) await Promise.all(taken.map((giveBack) => giveBack().catch(() => undefined)))
  return answer(refused === undefined ? 202 : 502, { due: !ahead, reason, ...(clock && { clock }) })
}
