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
 * (schemas/build-status.ts), which every editor sees in the Studio; a write the content API refused
 * (the CMS failing, as it may have failed the build) is tried again (tools/build/rebuild-status.ts).
 * The parts: the build's configuration (build-env.ts), what its output says (build-reasons.ts), the
 * status and the publishes (rebuild-status.ts).
 *
 * Dated content is rebuilt on time too, as the scheduled function does in production
 * (tools/build/scheduled-rebuild.ts): after each build (and at start), a timer waits for the next
 * moment an alert starts or ends or a notice is published (to the minute: src/content/schedule.ts),
 * and rebuilds then, the site status saying why.
 */
import { spawn } from 'node:child_process'
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { randomUUID } from 'node:crypto'
import { BUILD_STATUS_KEEP, type BuildEntry } from '../../schemas/build-status.ts'
import type { SCHEDULE_QUERY_RESULT } from '../../src/content/sanity.types.ts'
import { momentWords, nextMoment } from '../../src/content/schedule.ts'
import { BUILD_ENV_FILE, BUILD_ENV_NAMES, readBuildEnv, type BuildEnv } from './build-env.ts'
import { buildOutput, failure, reasonOf, withWarnings, type BuildOutput } from './build-reasons.ts'
import {
  followPublishes,
  readBuilds,
  readSchedule,
  statusReporter,
  statusWriter,
  STATUS_RETRY_MS,
  type Follow,
  type ReportBuilds,
} from './rebuild-status.ts'

// What the other parts of the build read from here before these were parts of their own.
export { BUILD_ENV_NAMES, readBuildEnv, writeBuildEnv } from './build-env.ts'
export { buildOutput, failure, fixIdsOf, plainReason, UNEXPLAINED_FAILURE, type BuildOutput } from './build-reasons.ts'
export { followPublishes, readSchedule, recordBuilds, type PublishEvent, type ReportBuilds } from './rebuild-status.ts'

/** Quiet time after a publish before the rebuild starts, and the longest a steady stream of publishes can delay it. */
export const REBUILD_DEBOUNCE_MS = 1500
const REBUILD_MAX_WAIT_MS = 10_000
/** A scheduled rebuild starts this long after its moment (the CMS's clock and this one may differ a little). */
export const SCHEDULE_MARGIN_MS = 1000
/** Timers sleep with the machine: the next moment is looked up again at least this often. */
const SCHEDULE_RECHECK_MS = 60 * 60 * 1000
/** How long a replaced build stays on disk for requests still reading it. */
const GRACE_MS = 30_000

type Log = { info: (message: string) => void; error: (message: string) => void }
/** A running build: its outcome, and a way to stop it. */
export type Build = { result: Promise<{ code: number | null } & Partial<BuildOutput>>; stop: () => void }

const REACT_ROUTER_CLI = fileURLToPath(new URL('../../node_modules/.bin/react-router', import.meta.url))

/** Runs `react-router build` into `dir` with the recorded configuration; resolves with its exit code and last lines. */
function runBuild(dir: string, buildEnv: BuildEnv): Build {
  // The build served now (build/client, kept up to date; `dir` is build/.rebuilds/N): its addresses
  // tell the new build which port or page moved (tools/build/addresses.ts).
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_BUILD_DIR: dir, SITE_PREVIOUS_BUILD: join(dir, '..', '..', 'client') }
  for (const name of BUILD_ENV_NAMES) delete env[name]
  Object.assign(env, buildEnv)
  // React Router's CLI itself (not through npx), so that stopping it stops the build.
  const child = spawn(process.execPath, [REACT_ROUTER_CLI, 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const printed = buildOutput()
  child.stdout.on('data', printed.add)
  child.stderr.on('data', printed.add)
  const result = new Promise<{ code: number | null } & BuildOutput>((done) => {
    child.on('error', (error) => {
      printed.add(`Error: could not start the build: ${error.message}\n`)
      done({ code: null, ...printed.end() })
    })
    child.on('close', (code) => done({ code, ...printed.end() }))
  })
  return { result, stop: () => void child.kill() }
}

/** How long to wait before following again after the stream ended: 1 s, doubling, at most 30 s. */
const RETRY_MS = { first: 1000, max: 30_000 }

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
    statusRetry = STATUS_RETRY_MS,
  }: {
    build?: (dir: string, buildEnv: BuildEnv) => Build
    follow?: Follow
    report?: ReportBuilds | null
    /** What is dated after a time (SCHEDULE_QUERY); by default the content API's. */
    schedule?: (now: number) => Promise<SCHEDULE_QUERY_RESULT>
    /** The waits before each new try of a status write that failed (rebuild-status.ts). */
    statusRetry?: number[]
  } = {},
) {
  const buildEnv = await readBuildEnv(buildDir)
  const rebuilds = join(buildDir, '.rebuilds')
  // What an earlier preview left behind when it stopped within a grace period.
  for (const entry of await readdir(buildDir)) {
    if (entry === '.rebuilds' || entry === 'client.next' || entry.startsWith('client.old-')) {
      await rm(join(buildDir, entry), { recursive: true, force: true })
    }
  }
  follow ??= followPublishes(buildEnv)
  dated ??= readSchedule(buildEnv)
  /** When the last build read its content (the served build's configuration is written at its end): a moment since is due. */
  let contentAt = (await stat(join(buildDir, BUILD_ENV_FILE)).catch(() => undefined))?.mtimeMs ?? Date.now()
  if (report === undefined) {
    report = statusWriter(buildEnv) ?? null
    if (!report)
      log.info(
        'The Studio will not show the state of these rebuilds: no content API to write it to (SANITY_API_WRITE_TOKEN, for a Sanity project).',
      )
  }

  // The site status the Studio shows: newest build first, the one waiting for its build on top.
  const builds: BuildEntry[] = report ? await readBuilds(buildEnv) : []
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
  let again = false
  let stopped = false
  let served: string | undefined
  const changed = new Set<string>()

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
    contentAt = started
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
      const previous = served ? join(served, '..') : join(buildDir, 'client')
      served = join(dir, 'client')
      serve(served)
      log.info(`Rebuilt in ${Math.round((Date.now() - started) / 1000)} s: serving the new build.`)
      finish(entry, undefined, warnings)
      // Requests still reading the build served before get a while to finish.
      if (previous !== join(buildDir, 'client')) setTimeout(() => void rm(previous, { recursive: true, force: true }), GRACE_MS).unref()
      await keepClientFolder(served)
    } catch (error) {
      log.error(`The rebuild failed; still serving the last good build. ${(error as Error).message}`)
      if (entry.state === 'building') finish(entry, [`The build stopped: ${(error as Error).message}`])
      // Nothing of a build that did not go live stays beside the served one.
      if (served !== join(dir, 'client')) await rm(dir, { recursive: true, force: true }).catch(() => undefined)
    } finally {
      running = undefined
      if (again && !stopped) {
        again = false
        schedule()
      } else planScheduled()
    }
  }

  // The next moment dated content changes (an alert starting or ending, a notice's publication): a rebuild then.
  let scheduledTimer: NodeJS.Timeout | undefined
  function planScheduled() {
    clearTimeout(scheduledTimer)
    if (stopped) return
    // From what the served build read: a moment that came since (the preview was stopped, a build ran over it) is due at once.
    const since = contentAt
    Promise.resolve(since)
      .then(dated!)
      .then(
        (answer) => {
          if (stopped || running) return
          clearTimeout(scheduledTimer)
          const next = nextMoment(answer, since)
          if (!next) return
          const wait = next.at - Date.now() + SCHEDULE_MARGIN_MS
          if (wait > SCHEDULE_RECHECK_MS) return void (scheduledTimer = setTimeout(planScheduled, SCHEDULE_RECHECK_MS))
          scheduledTimer = setTimeout(
            () => {
              log.info(`Scheduled: ${momentWords(next)}.`)
              schedule(undefined, momentWords(next))
            },
            Math.max(0, wait),
          )
        },
        (error: Error) => {
          log.error(`Could not read what is dated to come (${error.message}); looking again in a minute.`)
          scheduledTimer = setTimeout(planScheduled, 60_000)
        },
      )
  }

  /** <build>/client follows the served build, for the next `npm run preview` and the benchmarks. */
  async function keepClientFolder(from: string) {
    const client = join(buildDir, 'client')
    const stale = join(buildDir, `client.old-${count}`)
    try {
      await rm(join(buildDir, 'client.next'), { recursive: true, force: true })
      await cp(from, join(buildDir, 'client.next'), { recursive: true })
      await rename(client, stale).catch(() => undefined)
      await rename(join(buildDir, 'client.next'), client)
      setTimeout(() => void rm(stale, { recursive: true, force: true }), GRACE_MS).unref()
    } catch (error) {
      log.error(`Serving the new build, but ${client} could not be brought up to date: ${(error as Error).message}`)
    }
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

  // Connected again (the content API restarted, its store was reset, or the stream ended): what
  // changed meanwhile is unknown, so the site is rebuilt.
  let welcomed = false
  let retry = RETRY_MS.first
  let retryTimer: NodeJS.Timeout | undefined
  let unfollow: (() => void) | undefined
  function start() {
    unfollow = follow!(
      (event) => {
        if (event.type === 'mutation') schedule(event.documentId)
        else {
          if (welcomed) schedule()
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
  planScheduled()
  return () => {
    stopped = true
    reporter?.stop()
    unfollow?.()
    clearTimeout(timer)
    clearTimeout(retryTimer)
    clearTimeout(scheduledTimer)
    running?.stop()
  }
}
