/**
 * Rebuild on publish, as the CDN does in production (studio/publish-webhook.ts): `npm run preview`
 * follows the content the site reads (published documents of its types, with the webhook's own
 * filter) and, after a publish, rebuilds the whole static site in the background (pages, sitemap,
 * 404 pages, PDFs) with the configuration the served build was made with. A burst of publishes
 * makes one build (debounced); a publish during a build makes one more after it.
 *
 * Each rebuild goes to a folder of its own (`<build>/.rebuilds/<n>`); only when it succeeded does
 * the server switch to it, between two requests, so a visitor never gets a half-built site. A
 * failed rebuild keeps the last good site and prints why. `<build>/client` is then brought up to
 * date too, for the next `npm run preview` and the benchmarks.
 *
 * Each build's state (queued, building, live, failed and why) goes to the site status document
 * (contract/build-status.ts), which every editor sees in the Studio; a write the content API refused
 * (the CMS failing, as it may have failed the build) is tried again (tools/preview/rebuild-status.ts).
 * The parts: the build's configuration (build-env.ts), what its output says (build-reasons.ts), the
 * status and the publishes (rebuild-status.ts).
 *
 * Dated content is put live on time too, as the scheduled function does in production
 * (server/scheduled-rebuild.ts): after each build (and at start), the next moment an alert
 * starts or ends or a notice is published (to the minute: contract/schedule.ts) is looked up. Once
 * it is nearer than the lead time (the longest recent build with a margin, server/build-ahead.ts),
 * a build is made ahead for it (its clock, SITE_BUILD_CLOCK) and the server switches to it at the
 * moment, not before, the site status saying so ("Building ahead for 14:00", then live at 14:00). A
 * publish meanwhile is built first, as always, for the time it is built (the build ahead, which read
 * the content from before the publish, is set aside), and the moment is built again after it: ahead
 * again if there is still time, else at once. A moment that came with no build ahead for it (the
 * preview was stopped, a build ran over it) is built at once.
 */
import { mkdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { BUILD_STATUS_KEEP, type BuildEntry } from '../../contract/build-status.ts'
import { indiaClock } from '../../contract/india-time.ts'
import { momentWords, nextMoment, type Moment } from '../../contract/schedule.ts'
import { BUILD_ENV_FILE, readBuildEnv, type BuildEnv } from '../site-build/build-env.ts'
import { failure, reasonOf, withWarnings } from '../site-build/build-reasons.ts'
import { leadTime } from '../../server/build-ahead.ts'
import { GRACE_MS, keepClientFolder, removeLeftovers, runBuild, type Build } from './rebuild-run.ts'
import {
  followPublishes,
  keepFollowing,
  readBuilds,
  readSchedule,
  statusReporter,
  statusWriter,
  STATUS_RETRY_MS,
  type Follow,
  type Log,
  type ReportBuilds,
} from './rebuild-status.ts'
import type { SCHEDULE_QUERY_RESULT } from '../../contract/schedule.ts'

// What the other parts of the build read from here before these were parts of their own.
export { BUILD_ENV_NAMES, readBuildEnv, writeBuildEnv } from '../site-build/build-env.ts'
export { buildOutput, failure, fixIdsOf, plainReason, UNEXPLAINED_FAILURE, type BuildOutput } from '../site-build/build-reasons.ts'
export { followPublishes, readSchedule, recordBuilds, type PublishEvent, type ReportBuilds } from './rebuild-status.ts'
export type { Build }

/** Quiet time after a publish before the rebuild starts, and the longest a steady stream of publishes can delay it. */
export const REBUILD_DEBOUNCE_MS = 1500
const REBUILD_MAX_WAIT_MS = 10_000
/** A moment that came with no build made ahead for it is built this long after it (the CMS's clock and this one may differ a little). */
export const SCHEDULE_MARGIN_MS = 1000
/** Timers sleep with the machine: the next moment is looked up again at least this often. */
const SCHEDULE_RECHECK_MS = 60 * 60 * 1000

/** A build made ahead of a moment: its folder, its line in the site status, and, once built, the timer that puts it live. */
type Ahead = {
  moment: Moment
  dir: string
  entry: BuildEntry
  run?: Build
  warnings?: string[]
  cancelled?: boolean
  goLive?: NodeJS.Timeout
}

/** "14:00 India time" (with its day when not today). */
const momentTime = (at: number) => `${indiaClock(at)} India time`

/**
 * Starts following the published content of the build in `buildDir` (the local content API, or
 * the Sanity project the build was made from). `serve` is called with each new build's client
 * folder. Returns a function that stops following and any build under way.
 */
export async function rebuildOnPublish(
  buildDir: string,
  serve: (clientDir: string) => void,
  log: Log,
  {
    build = runBuild,
    follow,
    report,
    schedule: dated,
    lastBuilds,
    statusRetry = STATUS_RETRY_MS,
  }: {
    /** Runs a build into a folder, for a clock when given (a build ahead of a moment). */
    build?: (dir: string, buildEnv: BuildEnv, clock?: string) => Build
    follow?: Follow
    report?: ReportBuilds | null
    /** What is dated after a time (SCHEDULE_QUERY); by default the content API's. */
    schedule?: (now: number) => Promise<SCHEDULE_QUERY_RESULT>
    /** The last builds the site status holds, newest first; by default the content API's. */
    lastBuilds?: () => Promise<BuildEntry[]>
    /** The waits before each new try of a status write that failed (rebuild-status.ts). */
    statusRetry?: number[]
  } = {},
) {
  const buildEnv = await readBuildEnv(buildDir)
  const rebuilds = join(buildDir, '.rebuilds')
  await removeLeftovers(buildDir)
  follow ??= followPublishes(buildEnv)
  dated ??= readSchedule(buildEnv)
  /**
   * The time the served build shows dated content for (the served build's configuration is written
   * at its end; a build made ahead, its moment): a moment since is due.
   */
  let contentAt = (await stat(join(buildDir, BUILD_ENV_FILE)).catch(() => undefined))?.mtimeMs ?? Date.now()
  if (report === undefined) {
    report = statusWriter(buildEnv) ?? null
    if (!report)
      log.info(
        'The Studio will not show the state of these rebuilds: no content API to write it to (SANITY_API_WRITE_TOKEN, for a Sanity project).',
      )
  }

  // The site status the Studio shows: newest build first, the one waiting for its build on top.
  const builds: BuildEntry[] = report ? await (lastBuilds ?? (() => readBuilds(buildEnv)))() : []
  // Builds an earlier preview left unfinished when it stopped.
  for (const entry of builds.filter(({ state }) => state === 'queued' || state === 'building')) {
    Object.assign(entry, { state: 'failed', finishedAt: new Date().toISOString(), reason: 'The preview stopped before this build ended.' })
  }
  let queued: BuildEntry | undefined
  const reporter = report ? statusReporter(report, log, statusRetry) : undefined
  function reportBuilds() {
    if (!reporter || stopped) return
    builds.splice(BUILD_STATUS_KEEP)
    reporter.write(builds)
  }
  function queue(id?: string, scheduled?: string) {
    if (!queued) {
      queued = { _key: randomUUID().slice(0, 12), state: 'queued', queuedAt: new Date().toISOString(), documents: [] }
      builds.unshift(queued)
    }
    const publishedId = id?.replace(/^drafts\./, '')
    if (publishedId && !queued.documents.includes(publishedId)) queued.documents.push(publishedId)
    if (scheduled) queued.scheduled = queued.scheduled ? `${queued.scheduled}; ${scheduled}` : scheduled
    reportBuilds()
  }
  function finish(entry: BuildEntry, output?: string[], warnings?: string[]) {
    entry.state = output === undefined ? 'live' : 'failed'
    entry.finishedAt = new Date().toISOString()
    Object.assign(entry, withWarnings(warnings))
    if (output !== undefined) Object.assign(entry, failure(output))
    reportBuilds()
  }

  let count = 0
  let timer: NodeJS.Timeout | undefined
  let firstPending = 0
  let running: Build | undefined
  /** The build made ahead of the next moment, while it builds or waits for its moment. */
  let ahead: Ahead | undefined
  let again = false
  let stopped = false
  let served: string | undefined
  const changed = new Set<string>()

  /** Serves a new build's client folder; the one served before stays a while for requests still reading it. */
  async function switchTo(dir: string) {
    const previous = served ? join(served, '..') : join(buildDir, 'client')
    served = join(dir, 'client')
    serve(served)
    if (previous !== join(buildDir, 'client')) setTimeout(() => void rm(previous, { recursive: true, force: true }), GRACE_MS).unref()
    await keepClientFolder(buildDir, served, count, log)
  }

  /** After a build: the one more a publish during it asked for, else the next moment's. */
  function next() {
    if (stopped) return
    if (again) {
      again = false
      schedule()
    } else planScheduled()
  }

  async function rebuild() {
    timer = undefined
    firstPending = 0
    if (stopped) return
    if (running) return void (again = true)
    const ids = [...changed]
    changed.clear()
    const dir = join(rebuilds, String(++count))
    const started = Date.now()
    // The moments before this build are its own: should it fail, they are not tried again (the next publish builds them).
    contentAt = Math.max(contentAt, started)
    const entry: BuildEntry = queued ?? {
      _key: randomUUID().slice(0, 12),
      state: 'queued',
      queuedAt: new Date().toISOString(),
      documents: [],
    }
    if (!queued) builds.unshift(entry)
    queued = undefined
    entry.state = 'building'
    entry.startedAt = new Date().toISOString()
    reportBuilds()
    log.info(
      `${ids.length ? `Published: ${ids.join(', ')}` : entry.scheduled ? `Scheduled: ${entry.scheduled}` : 'The content store was replaced'}. Rebuilding the site…`,
    )
    try {
      await mkdir(dir, { recursive: true })
      // Stopped meanwhile: no build is started (as for a build ahead, below).
      if (stopped) return void (await rm(dir, { recursive: true, force: true }))
      running = build(dir, buildEnv)
      const { code, output = [], warnings } = await running.result
      if (stopped) return void (await rm(dir, { recursive: true, force: true }))
      if (code !== 0) {
        const reason = reasonOf(output)
        log.error(`The rebuild failed; still serving the last good build.\n${reason}`)
        finish(entry, output, warnings)
        await rm(dir, { recursive: true, force: true })
        return
      }
      log.info(`Rebuilt in ${Math.round((Date.now() - started) / 1000)} s: serving the new build.`)
      finish(entry, undefined, warnings)
      await switchTo(dir)
    } catch (error) {
      log.error(`The rebuild failed; still serving the last good build. ${(error as Error).message}`)
      if (entry.state === 'building') finish(entry, [`The build stopped: ${(error as Error).message}`])
      // Nothing of a build that did not go live stays beside the served one.
      if (served !== join(dir, 'client')) await rm(dir, { recursive: true, force: true }).catch(() => undefined)
    } finally {
      running = undefined
      next()
    }
  }

  /** Builds ahead of `moment`, for its clock; the server switches to it at the moment (`goLive`). */
  async function buildAhead(moment: Moment) {
    if (stopped || running || ahead || queued) return
    const dir = join(rebuilds, String(++count))
    const now = new Date()
    const clock = new Date(moment.at).toISOString()
    const entry: BuildEntry = {
      _key: randomUUID().slice(0, 12),
      state: 'building',
      queuedAt: now.toISOString(),
      startedAt: now.toISOString(),
      documents: [],
      scheduled: momentWords(moment),
      clock,
    }
    const building: Ahead = { moment, dir, entry }
    ahead = building
    builds.unshift(entry)
    reportBuilds()
    log.info(`Building ahead for ${momentTime(moment.at)}, when ${momentWords(moment)}: it goes live at that minute.`)
    /** Set aside for a publish (or stopped): nothing of it stays, and the publish's build follows. */
    const setAside = async () => {
      await rm(dir, { recursive: true, force: true })
      next()
    }
    try {
      await mkdir(dir, { recursive: true })
      if (stopped || building.cancelled) return await setAside()
      running = building.run = build(dir, buildEnv, clock)
      const { code, output = [], warnings } = await running.result
      running = undefined
      if (stopped || building.cancelled) return await setAside()
      if (code !== 0) {
        ahead = undefined
        // Its moment is its own, as a build at the moment's would be: not tried again (the next publish builds it).
        contentAt = Math.max(contentAt, moment.at)
        log.error(`The build ahead for ${momentTime(moment.at)} failed; still serving the last good build.\n${reasonOf(output)}`)
        finish(entry, output, warnings)
        await rm(dir, { recursive: true, force: true })
        return next()
      }
      building.warnings = warnings
      const wait = moment.at - Date.now()
      log.info(`Built ahead in ${Math.round((Date.now() - now.getTime()) / 1000)} s: live at ${momentTime(moment.at)}.`)
      if (wait <= 0) return await goLive(building)
      entry.builtAt = new Date().toISOString()
      reportBuilds()
      building.goLive = setTimeout(() => void goLive(building), wait)
    } catch (error) {
      running = undefined
      if (ahead === building) ahead = undefined
      log.error(`The build ahead for ${momentTime(moment.at)} failed; still serving the last good build. ${(error as Error).message}`)
      if (entry.state === 'building') finish(entry, [`The build stopped: ${(error as Error).message}`])
      await rm(dir, { recursive: true, force: true }).catch(() => undefined)
      next()
    }
  }

  /** The build made ahead of its moment goes live: at the moment, not a millisecond before. */
  async function goLive(building: Ahead) {
    if (stopped || ahead !== building) return
    const early = building.moment.at - Date.now()
    if (early > 0) return void (building.goLive = setTimeout(() => void goLive(building), early))
    ahead = undefined
    contentAt = Math.max(contentAt, building.moment.at)
    finish(building.entry, undefined, building.warnings)
    log.info(`Live at ${momentTime(building.moment.at)}: ${momentWords(building.moment)}.`)
    await switchTo(building.dir)
    next()
  }

  /**
   * A publish (or the content store replaced): the build made ahead, which read the content from
   * before it, is set aside (stopped, or dropped while it waits); the publish is built now, and its
   * moment again after.
   */
  function setAside() {
    const building = ahead
    if (!building) return
    ahead = undefined
    building.cancelled = true
    clearTimeout(building.goLive)
    if (building.run && running === building.run) building.run.stop()
    else void rm(building.dir, { recursive: true, force: true })
    builds.splice(builds.indexOf(building.entry), 1)
    log.info(`A publish comes first: the build ahead for ${momentTime(building.moment.at)} is set aside, and made again after it.`)
  }

  // The next moment dated content changes (an alert starting or ending, a notice's publication): a build ahead of it, or at it.
  let scheduledTimer: NodeJS.Timeout | undefined
  function planScheduled() {
    clearTimeout(scheduledTimer)
    // (A build waiting for its debounce plans when it is done.)
    if (stopped || ahead || queued) return
    // From what the served build shows: a moment that came since (the preview was stopped, a build ran over it) is due at once.
    const since = contentAt
    Promise.resolve(since)
      .then(dated!)
      .then(
        (answer) => {
          if (stopped || running || ahead || queued) return
          clearTimeout(scheduledTimer)
          const moment = nextMoment(answer, since)
          if (!moment) return
          const now = Date.now()
          if (moment.at <= now) {
            scheduledTimer = setTimeout(
              () => {
                log.info(`Scheduled: ${momentWords(moment)}.`)
                schedule(undefined, momentWords(moment))
              },
              Math.max(0, moment.at - now + SCHEDULE_MARGIN_MS),
            )
            return
          }
          // The build ahead begins the lead time before the moment (the longest recent build, with a margin).
          const lead = leadTime(builds)
          const wait = moment.at - lead - now
          if (wait > SCHEDULE_RECHECK_MS) return void (scheduledTimer = setTimeout(planScheduled, SCHEDULE_RECHECK_MS))
          if (wait > 0)
            log.info(
              `Next: ${momentWords(moment)} at ${momentTime(moment.at)}; building ahead for it from ${momentTime(moment.at - lead)} (${Math.round(lead / 1000)} s before).`,
            )
          scheduledTimer = setTimeout(() => void buildAhead(moment), Math.max(0, wait))
        },
        (error: Error) => {
          log.error(`Could not read what is dated to come (${error.message}); looking again in a minute.`)
          scheduledTimer = setTimeout(planScheduled, 60_000)
        },
      )
  }

  function schedule(id?: string, scheduled?: string) {
    if (stopped) return
    if (id) changed.add(id)
    queue(id, scheduled)
    firstPending ||= Date.now()
    clearTimeout(timer)
    const wait = Math.max(0, Math.min(REBUILD_DEBOUNCE_MS, firstPending + REBUILD_MAX_WAIT_MS - Date.now()))
    timer = setTimeout(() => void rebuild(), wait)
  }

  /** A publish, or the content store replaced: built now, before any moment's build ahead. */
  function published(id?: string) {
    setAside()
    schedule(id)
  }

  const unfollow = keepFollowing(follow, published, log)
  planScheduled()
  return () => {
    stopped = true
    reporter?.stop()
    unfollow()
    clearTimeout(timer)
    clearTimeout(scheduledTimer)
    clearTimeout(ahead?.goLive)
    running?.stop()
  }
}
