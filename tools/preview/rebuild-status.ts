/**
 * What a build reads and writes of the content API besides its content: the site status the Studio
 * shows (contract/build-status.ts), the publishes `npm run preview`'s rebuild follows, and what is
 * dated to come. A status that cannot be written (the CMS failing, as it may have failed the build
 * itself) is written again, a few times over a few minutes, rather than left saying "building": the
 * rebuild's writes (`statusReporter`), and the production build's own (`recordBuilds`).
 */
import { createClient, type SanityClient } from '@sanity/client'
import { BUILD_STATUS_ID, BUILD_STATUS_KEEP, BUILD_STATUS_QUERY, BUILD_STATUS_TYPE, type BuildEntry } from '../../contract/build-status.ts'
import { PUBLISHED_SITE_CONTENT } from '../../studio/publish-webhook.ts'
import { clientConfig } from '../../src/content/config.ts'
import { putBuild, startBuild, statusClient, updateBuilds, type StatusEnv } from '../../server/site-status.ts'
import type { BuildEnv } from '../site-build/build-env.ts'
import { failure, withWarnings, type BuildOutput } from '../site-build/build-reasons.ts'
import { SCHEDULE_QUERY } from '../../contract/schedule.ts'
import type { SCHEDULE_QUERY_RESULT } from '../../contract/schedule.ts'

export type Log = { info: (message: string) => void; error: (message: string) => void }

/**
 * The waits before each new try of a status write that failed: 1 s, doubling, at most 30 s apart,
 * ten tries in all (about three minutes). After the last, the status waits for the next change (a
 * build's next state), and the Studio says of a build "building" for longer than any build takes
 * that it stopped reporting (studio/build-status.tsx).
 */
export const STATUS_RETRY_MS = [1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000, 30_000, 30_000]

/** Writes the builds to the site status document: the local content API, or Sanity with a write token. */
export type ReportBuilds = (builds: BuildEntry[]) => Promise<void>

/**
 * The rebuild's writer of the site status: `write` records the builds as they are now, in order; a
 * write that fails is tried again after STATUS_RETRY_MS (the newest builds then, never an older
 * list), and said once in the log, and once more when it went through. `stop` ends the tries.
 */
export function statusReporter(report: ReportBuilds, log: Log, waits = STATUS_RETRY_MS) {
  /** The builds still to write (the newest), or undefined when the status holds them. */
  let pending: BuildEntry[] | undefined
  let writing = Promise.resolve()
  let tries = 0
  let failing = false
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  function flush() {
    writing = writing.then(async () => {
      const builds = pending
      if (!builds || stopped) return
      try {
        await report(builds)
        if (pending === builds) pending = undefined
        if (failing) log.info('Recorded the site status for the Studio again.')
        failing = false
        tries = 0
      } catch (error) {
        if (!failing)
          log.error(`Could not record the site status for the Studio: ${(error as Error).message}. Trying again for a few minutes.`)
        failing = true
        // A newer list is on its way: it is written next (and tried again if it fails).
        if (pending !== builds || stopped) return
        const wait = waits[tries++]
        if (wait === undefined) {
          log.error('Gave up recording the site status for the Studio: the next build writes it.')
          tries = 0
          return
        }
        clearTimeout(retry)
        retry = setTimeout(flush, wait)
        retry.unref?.()
      }
    })
  }

  return {
    write(builds: BuildEntry[]) {
      if (stopped) return
      pending = structuredClone(builds)
      tries = 0
      clearTimeout(retry)
      flush()
    },
    /** Resolves when the writes asked for so far went through, or failed (their tries still to come). */
    settled: () => writing,
    stop() {
      stopped = true
      clearTimeout(retry)
    },
  }
}

/** `change` run until it succeeds, waiting `waits` between tries (as many more tries as it has waits). */
async function retried<T>(change: () => Promise<T>, waits: number[]): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await change()
    } catch (error) {
      const wait = waits[attempt]
      if (wait === undefined) throw error
      await new Promise((done) => setTimeout(done, wait))
    }
  }
}

/**
 * For a build that reports itself (report-build.ts, the production build): a function that records
 * one build in the site status. Called with the build starting, it takes over the publishes
 * waiting for it (site-status.ts), and the clock of a build asked for ahead of a moment; with
 * 'built', a build made ahead of its moment is built and waits for it (`builtAt`); with its outcome,
 * it finishes it (live, or failed with the reason from the build's output). A write that fails is
 * tried again: its start for a few seconds (the build waits for it), the rest for half a minute.
 * Undefined when there is nowhere to write.
 */
export async function recordBuilds(env: StatusEnv, waits = { start: STATUS_RETRY_MS.slice(0, 2), end: STATUS_RETRY_MS.slice(0, 5) }) {
  const client = statusClient(env)
  if (!client) return undefined
  return async (entry: BuildEntry, outcome?: ({ ok: boolean } & Partial<BuildOutput>) | 'built') => {
    const now = new Date().toISOString()
    if (outcome === 'built') entry.builtAt = now
    else if (outcome) Object.assign(entry, { finishedAt: now, ...withWarnings(outcome.warnings) })
    if (outcome && outcome !== 'built') {
      if (outcome.ok) entry.state = 'live'
      else Object.assign(entry, { state: 'failed', ...failure(outcome.output ?? []) })
    }
    const change = () => updateBuilds(client, (builds) => (outcome ? putBuild(builds, entry) : startBuild(builds, entry)))
    await retried(change, outcome ? waits.end : waits.start).catch((error: unknown) =>
      console.error(`Could not record the site status: ${(error as Error).message}`),
    )
  }
}

/** A client of the content API the build read (read only). */
function contentClient(buildEnv: BuildEnv): SanityClient {
  return createClient(
    clientConfig({
      projectId: buildEnv.SANITY_PROJECT_ID,
      dataset: buildEnv.SANITY_DATASET,
      localApiUrl: process.env.LOCAL_CONTENT_API_URL,
    }),
  )
}

/** The last builds the status document holds (none when it cannot be read). */
export async function readBuilds(buildEnv: BuildEnv): Promise<BuildEntry[]> {
  try {
    const status = await contentClient(buildEnv).fetch<{ builds?: BuildEntry[] } | null>(BUILD_STATUS_QUERY, {}, { perspective: 'raw' })
    return Array.isArray(status?.builds) ? status.builds.slice(0, BUILD_STATUS_KEEP) : []
  } catch {
    return []
  }
}

/** Writes the site status of the content API the build read; undefined when there is nowhere to write. */
export function statusWriter(buildEnv: BuildEnv): ReportBuilds | undefined {
  // Locally any program on this machine may write; a Sanity project needs a token allowed to write.
  const client = statusClient({
    ...buildEnv,
    SANITY_API_WRITE_TOKEN: process.env.SANITY_API_WRITE_TOKEN,
    LOCAL_CONTENT_API_URL: process.env.LOCAL_CONTENT_API_URL,
  })
  if (!client) return undefined
  return async (builds) => {
    await client.createOrReplace({ _id: BUILD_STATUS_ID, _type: BUILD_STATUS_TYPE, builds })
  }
}

/** What is dated after `now` in the content API the build read (SCHEDULE_QUERY). */
export function readSchedule(buildEnv: BuildEnv) {
  return (now: number) =>
    contentClient(buildEnv).fetch<SCHEDULE_QUERY_RESULT>(SCHEDULE_QUERY, { now: new Date(now).toISOString() }, { perspective: 'published' })
}

/** What the rebuild follows: `welcome` when (re)connected, `mutation` per published change; `error` when the stream ends. */
export type PublishEvent = { type: 'welcome' } | { type: 'mutation'; documentId: string }
export type Follow = (onEvent: (event: PublishEvent) => void, onError: (error: Error) => void) => () => void

/** Published changes of the site's types, from the content API the build read; reconnects are the client's. */
export function followPublishes(buildEnv: BuildEnv): Follow {
  const client = contentClient(buildEnv)
  return (onEvent, onError) => {
    const subscription = client
      .listen(`*[${PUBLISHED_SITE_CONTENT}]`, {}, { events: ['welcome', 'mutation'], includeResult: false, visibility: 'query' })
      .subscribe({
        next: (event) => {
          if (event.type === 'welcome') onEvent({ type: 'welcome' })
          else if (event.type === 'mutation') onEvent({ type: 'mutation', documentId: event.documentId })
        },
        error: onError,
      })
    return () => subscription.unsubscribe()
  }
}

/** How long to wait before following again after the stream ended: 1 s, doubling, at most 30 s. */
const RETRY_MS = { first: 1000, max: 30_000 }

/**
 * Follows the publishes, and again when the stream ends (after 1 s, doubling, at most 30 s apart, said
 * in the log): `onPublish` with each published document's id, and with none when connected again (the
 * content API restarted, its store was reset, or the stream ended: what changed meanwhile is unknown).
 * Returns a function that stops following.
 */
export function keepFollowing(follow: Follow, onPublish: (id?: string) => void, log: Log) {
  let welcomed = false
  let stopped = false
  let retry = RETRY_MS.first
  let retryTimer: NodeJS.Timeout | undefined
  let unfollow: (() => void) | undefined
  function start() {
    unfollow = follow(
      (event) => {
        if (event.type === 'mutation') onPublish(event.documentId)
        else {
          if (welcomed) onPublish()
          welcomed = true
          retry = RETRY_MS.first
        }
      },
      (error) => {
        if (stopped) return
        log.error(`Lost the content API's publish stream (${error.message}); following again in ${retry / 1000} s.`)
        retryTimer = setTimeout(start, retry)
        retry = Math.min(retry * 2, RETRY_MS.max)
      },
    )
  }
  start()
  return () => {
    stopped = true
    unfollow?.()
    clearTimeout(retryTimer)
  }
}
