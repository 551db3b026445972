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
import { createClient, type SanityClient } from '@sanity/client'
import { randomUUID } from 'node:crypto'
import { BUILD_STATUS_ID, type BuildEntry, type BuildStatusDocument } from '../contract/build-status.ts'
import { indiaClock } from '../contract/india-time.ts'
import { clientConfig } from '../contract/content-client.ts'
import { momentWords, nextMoment, passedSince } from '../contract/schedule.ts'
import { checkEnv, type Env } from './env.ts'
import { askForBuild, failure, recordRequest, STATUS_BUDGET_MS, STATUS_REQUEST_MS } from './publish-hook.ts'
import { statusClient, takeOver, updateBuilds } from './site-status.ts'
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

/** How long the schedule's query may take, tried once (the build's reads are more patient): the next run reads it again. */
export const SCHEDULE_READ_MS = 2500

/** What is dated after `since`, read from the published content (the live API, never a cache), within SCHEDULE_READ_MS. */
function readSchedule(env: Pick<Env, 'SANITY_PROJECT_ID' | 'SANITY_DATASET' | 'LOCAL_CONTENT_API_URL'>): Schedule {
  const client = createClient({
    ...clientConfig({ projectId: env.SANITY_PROJECT_ID, dataset: env.SANITY_DATASET, localApiUrl: env.LOCAL_CONTENT_API_URL }),
    timeout: SCHEDULE_READ_MS,
    maxRetries: 0,
  })
  return (since) => client.fetch<SCHEDULE_QUERY_RESULT>(SCHEDULE_QUERY, { now: new Date(since).toISOString() })
}

/**
 * A build waiting for Netlify: it will read what is current, so nothing more is asked for. Unless
 * nobody asked for it (the publish function that started it, or took it over, stopped without an
 * answer: site-status.ts `CLAIM_MS`): this run claims it, as a publish would, and asks.
 */
async function askWaiting(hook: string, client: SanityClient, waiting: BuildEntry, now: number) {
  if (!(await takeOver(client, waiting, new Date(now), AbortSignal.timeout(STATUS_BUDGET_MS))))
    return answer(200, { due: false, waiting: true })
  const published = waiting.documents.length ? waiting.documents.join(', ') : waiting.scheduled
  const refused = await askForBuild(
    hook,
    `Waiting, not asked for: ${published}`.slice(0, 200),
    JSON.stringify({ _id: waiting.documents[0], waiting: waiting._key }),
  )
  await recordRequest(client, waiting._key, refused, new Date(now), 'The scheduled check asks again within a minute.')
  return answer(refused === undefined ? 202 : 502, {
    due: false,
    waiting: true,
    asked: waiting._key,
    ...(refused !== undefined && { error: `The CDN did not accept the build: ${refused}` }),
  })
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
  const client = statusClient(env, STATUS_REQUEST_MS)
  /** What could not be used, and why: said in the answer and the log. */
  const unavailable: string[] = []
  const said = () => (unavailable.length ? { unavailable } : {})
  // Since when the site's content is unbuilt: the clock of the newest build that did not fail (after one failure); none waiting for Netlify.
  let since = now - SCHEDULE_EVERY_MS
  let builds: BuildEntry[] | undefined
  if (client) {
    try {
      builds =
        (await client.getDocument<BuildStatusDocument>(BUILD_STATUS_ID, { signal: AbortSignal.timeout(STATUS_REQUEST_MS) }))?.builds ?? []
      const waiting = builds.find((build) => build.state === 'queued' && now - Date.parse(build.queuedAt) <= WAITING_MS)
      if (waiting) return await askWaiting(env.NETLIFY_BUILD_HOOK, client, waiting, now)
      // A build's clock: its start, or the moment it was made ahead of (build-ahead.ts).
      const ran = builds
        .map((build) => ({ failed: build.state === 'failed', at: contentTime(build) }))
        .filter((build) => !Number.isNaN(build.at))
        .sort((a, b) => b.at - a.at)
      // Newest first: the failed builds since the last good one.
      const good = ran.findIndex((build) => !build.failed)
      if (ran.length) since = good > 0 && good < FAILED_IN_A_ROW ? ran[good]!.at : ran[0]!.at
    } catch (error) {
      builds = undefined
      unavailable.push(`The site status ${failure(error, STATUS_REQUEST_MS)}: only the last minute is looked at`)
      console.error(unavailable.at(-1))
    }
  }
  let dated: SCHEDULE_QUERY_RESULT
  try {
    dated = await (schedule ?? readSchedule(env))(since)
  } catch (error) {
    // Nothing to decide from: the next run, a minute on, reads it again (and asks for what came meanwhile).
    const error_ = `The schedule could not be read: Sanity ${failure(error, SCHEDULE_READ_MS)}. The next run reads it again.`
    console.error(error_)
    return answer(503, { error: error_, ...said() })
  }
  let due = passedSince(dated, since, now)
  // Without the site status: a moment asked for by an earlier run (of this minute) is not asked for again.
  const taken: GiveBack[] = []
  if (!client && requests && due.length) {
    try {
      const fresh = await Promise.all(
        due.map(async (moment) => ({
          moment,
          giveBack: await requests.take('moments', moment.at, hashed(`${moment.kind} ${moment.id}`), now),
        })),
      )
      for (const { giveBack } of fresh) if (giveBack) taken.push(giveBack)
      due = fresh.filter(({ giveBack }) => giveBack).map(({ moment }) => moment)
      if (!due.length) return answer(200, { due: false, asked: true })
    } catch (error) {
      // Asked for unchecked: a second build of the minute rather than none.
      unavailable.push(`Netlify Blobs ${(error as Error).message}: the moments were not checked against those asked for before`)
      console.error(unavailable.at(-1))
    }
  }
  // The next moment, when nearer than the lead time (until the run after next): a build ahead of it. Only with the site status, where the build reads its clock.
  const next = nextMoment(dated, since)
  const lead = builds ? leadTime(builds, 'queuedAt') + SCHEDULE_EVERY_MS : 0
  const ahead = !due.length && next && next.at - now <= lead ? next : undefined
  if (!due.length && !ahead) return answer(200, { due: false, ...said() })
  const reason = due.length ? due.map(momentWords).join('; ') : momentWords(ahead!)
  const clock = ahead && new Date(ahead.at).toISOString()
  const key = randomUUID().slice(0, 12)
  const at = new Date(now).toISOString()
  let recorded = false
  if (client)
    await updateBuilds(
      client,
      (builds) => [
        { _key: key, state: 'queued', queuedAt: at, claimedAt: at, documents: [], scheduled: reason, ...(clock && { clock }) },
        ...builds,
      ],
      AbortSignal.timeout(STATUS_BUDGET_MS),
    ).then(
      () => (recorded = true),
      (error: unknown) => {
        unavailable.push(`The site status ${failure(error, STATUS_BUDGET_MS)}: the build is asked for without it`)
        console.error(unavailable.at(-1))
      },
    )
  const title = clock
    ? `Scheduled ahead for ${indiaClock(ahead!.at, now, { withDay: true })} India time: ${reason}`
    : `Scheduled: ${reason}`
  const [refused] = await Promise.all([
    askForBuild(env.NETLIFY_BUILD_HOOK, title, JSON.stringify({ scheduled: reason, ...(clock && { clock }) })),
    // Once for each build asked for, beside the hook: the moments' records past their hour are removed.
    taken.length &&
      requests
        ?.sweep('moments', MOMENT_KEPT_MS, now)
        .catch((error: unknown) => console.error(`Could not remove the old moments' records: ${(error as Error).message}`)),
  ])
  if (client && recorded) await recordRequest(client, key, refused, new Date(now), 'The scheduled check asks again within a minute.')
  // Not taken: the moments are asked for again by the next run that sees them.
  if (refused !== undefined) await Promise.all(taken.map((giveBack) => giveBack().catch(() => undefined)))
  return answer(refused === undefined ? 202 : 502, {
    due: !ahead,
    reason,
    ...(clock && { clock }),
    ...(refused !== undefined && { error: `The CDN did not accept the build: ${refused}` }),
    ...said(),
  })
}
