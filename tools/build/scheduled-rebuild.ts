/**
 * The scheduled rebuild in production: a Netlify scheduled function (tools/netlify/scheduled-rebuild.ts,
 * every minute) that asks for a build when dated content changed since the last build read it: an
 * alert started or ended, or a notice's publication minute came (src/content/schedule.ts). The built
 * HTML shows an alert only between its start and end and a notice only from its publication, for readers
 * without JavaScript, search engines and link previews alike; `npm run preview` does the same locally
 * with a timer (tools/build/rebuild.ts).
 *
 * The last build is the site status's newest build that started and did not fail
 * (schemas/build-status.ts): the content it read is the content from its start. A failed build put
 * nothing live, so the moments since the last good one are asked for again, once; after
 * FAILED_IN_A_ROW failed builds the schedule leaves it to the editors' next publish (the Site status
 * shows them why) rather than ask each minute for a build that fails. A build waiting for Netlify
 * will read what is current, so nothing more is asked then. Otherwise a moment since that start makes one build, asked
 * for through the same build hook as a publish (publish-hook.ts `askForBuild`), shown in the Site
 * status as queued with why ("Scheduled: the alert … starts"). Netlify refusing it is recorded, and
 * the next minute's run asks again.
 *
 * Without SANITY_API_WRITE_TOKEN (no site status to read), the last build is taken to be the previous
 * run, a minute ago: a moment is asked for once, when it comes.
 */
import { createClient } from '@sanity/client'
import { randomUUID } from 'node:crypto'
import { BUILD_STATUS_ID, type BuildStatusDocument } from '../../schemas/build-status.ts'
import { clientConfig } from '../../src/content/config.ts'
import { SCHEDULE_QUERY } from '../../src/content/queries/notices.ts'
import type { SCHEDULE_QUERY_RESULT } from '../../src/content/sanity.types.ts'
import { momentWords, passedSince } from '../../src/content/schedule.ts'
import { checkEnv, type Env } from '../env.ts'
import { askForBuild, recordRequest } from './publish-hook.ts'
import { statusClient, updateBuilds } from './site-status.ts'

/** How often Netlify runs the scheduled function (its cron, in tools/netlify/scheduled-rebuild.ts, says the same). */
export const SCHEDULE_EVERY_MS = 60_000
/** A build waiting this long for Netlify was never started (site-status.ts marks it failed on the next publish). */
const WAITING_MS = 60 * 60 * 1000
/** Failed builds in a row after which the schedule stops asking (a publish builds again). */
export const FAILED_IN_A_ROW = 2

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

export async function handleScheduled(source: Record<string, string | undefined> = process.env, now = Date.now(), schedule?: Schedule) {
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
  // Since when the site's content is unbuilt: the start of the newest build that did not fail (after one failure); none waiting for Netlify.
  let since = now - SCHEDULE_EVERY_MS
  if (client) {
    try {
      const builds = (await client.getDocument<BuildStatusDocument>(BUILD_STATUS_ID))?.builds ?? []
      if (builds.some((build) => build.state === 'queued' && now - Date.parse(build.queuedAt) <= WAITING_MS))
        return answer(200, { due: false, waiting: true })
      const ran = builds
        .map((build) => ({ failed: build.state === 'failed', at: Date.parse(build.startedAt ?? '') }))
        .filter((build) => !Number.isNaN(build.at))
        .sort((a, b) => b.at - a.at)
      // Newest first: the failed builds since the last good one.
      const good = ran.findIndex((build) => !build.failed)
      if (ran.length) since = good > 0 && good < FAILED_IN_A_ROW ? ran[good]!.at : ran[0]!.at
    } catch (error) {
      console.error(`Could not read the site status; looking at the last minute only: ${(error as Error).message}`)
    }
  }
  const due = passedSince(await (schedule ?? readSchedule(env))(since), since, now)
  if (!due.length) return answer(200, { due: false })
  const reason = due.map(momentWords).join('; ')
  const key = randomUUID().slice(0, 12)
  const at = new Date(now).toISOString()
  if (client)
    await updateBuilds(client, (builds) => [
      { _key: key, state: 'queued', queuedAt: at, claimedAt: at, documents: [], scheduled: reason },
      ...builds,
    ]).catch((error: unknown) => console.error(`Could not record the scheduled build in the site status: ${(error as Error).message}`))
  const refused = await askForBuild(env.NETLIFY_BUILD_HOOK, `Scheduled: ${reason}`, JSON.stringify({ scheduled: reason }))
  if (client) await recordRequest(client, key, refused, new Date(now), 'The scheduled check asks again within a minute.')
  return answer(refused === undefined ? 202 : 502, { due: true, reason })
}
