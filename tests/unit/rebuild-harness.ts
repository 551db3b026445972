/**
 * `npm run preview`'s rebuild (tools/preview/rebuild.ts) with its build and publish stream replaced by
 * stand-ins, for the tests of it (rebuild.test.ts, rebuild-ahead.test.ts): each build writes a page
 * saying which build it is, with the clock it was made for, and ends when the test says so; what the
 * rebuild serves, logs and reports to the site status is kept. `useRebuildHarness()` starts it before
 * each test, over a build folder of its own, and stops it after.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach } from 'vitest'
import { rebuildOnPublish, type Build, type PublishEvent } from '../../tools/preview/rebuild'
import type { BuildEntry } from '../../contract/build-status'
import { publicationTime } from '../../contract/india-time'
import type { SCHEDULE_QUERY_RESULT } from '../../contract/schedule'

export type Pending = {
  dir: string
  /** The clock the build was made for (SITE_BUILD_CLOCK), for a build ahead of a moment. */
  clock?: string
  finish: (code: number, output?: string[]) => Promise<void>
  stopped: boolean
  /** Whether the test ended it (`finish`). */
  finished: boolean
  /** Whether another build was still under way when this one started. */
  besideAnother: boolean
}

export let buildDir: string
export let builds: Pending[]
export let emit: (event: PublishEvent) => void
export let fail: (error: Error) => void
export let follows: number
/** The client folders served, in order. */
export let served: string[]
export let errors: string[]
export let infos: string[]
export let stop: () => void
/** Each site status the rebuild reported, in order. */
export let statuses: BuildEntry[][]
/** What is dated to come, as SCHEDULE_QUERY answers it (nothing, unless a test says). */
export let dated: SCHEDULE_QUERY_RESULT
/** The site status the rebuild finds when it starts (the last builds, newest first). */
let earlier: BuildEntry[] = []
/** What a test does as each status is reported (at once, before the rebuild goes on). */
let onStatus: ((builds: BuildEntry[]) => void) | undefined
/** Runs `then` as each status is reported, before the rebuild goes on. */
export const whenStatus = (then: (builds: BuildEntry[]) => void) => void (onStatus = then)

/** A build that writes a page saying which build it is and for what clock, and ends when the test says so. */
function fakeBuild(dir: string, _env: unknown, clock?: string): Build {
  let done!: (value: { code: number | null; output: string[] }) => void
  const pending: Pending = {
    dir,
    clock,
    stopped: false,
    finished: false,
    besideAnother: builds.some((build) => !build.finished && !build.stopped),
    finish: async (code, output = []) => {
      pending.finished = true
      if (code === 0) {
        await mkdir(join(dir, 'client'), { recursive: true })
        await writeFile(join(dir, 'client', 'index.html'), `build ${builds.indexOf(pending) + 1}`)
      }
      done({ code, output })
    },
  }
  builds.push(pending)
  return {
    result: new Promise((resolve) => (done = resolve)),
    stop: () => {
      pending.stopped = true
      // As a process stopped: it ends at once, with no exit code.
      done({ code: null, output: [] })
    },
  }
}

/**
 * How the tests wait for what the rebuild does after its debounce (REBUILD_DEBOUNCE_MS) and its file
 * moves: `vi.waitFor` looking every 20 ms, for up to 20 s, so a busy machine only makes them slower,
 * never wrong. A test waits for the outcome it checks, never for a time.
 */
export const WAIT = { timeout: 20_000, interval: 20 }
export const publish = (id: string) => emit({ type: 'mutation', documentId: id })

function start() {
  return rebuildOnPublish(
    buildDir,
    (dir) => served.push(dir),
    {
      info: (message) => {
        infos.push(message)
        if (process.env.DEBUG_REBUILD) console.log(message)
      },
      error: (message) => errors.push(message),
    },
    {
      build: fakeBuild,
      report: async (builds) => {
        statuses.push(structuredClone(builds))
        onStatus?.(builds)
      },
      lastBuilds: async () => structuredClone(earlier),
      follow: (onEvent, onError) => {
        follows++
        emit = onEvent
        fail = onError
        onEvent({ type: 'welcome' })
        return () => {}
      },
      schedule: async (now) => ({
        alerts: dated.alerts.filter((alert) => Date.parse(alert.alertEnds!) > now),
        notices: dated.notices.filter((notice) => publicationTime(notice.publishedAt) > now),
      }),
    },
  )
}

/** Starts the rebuild again, with what is dated to come (and, when given, the builds its site status holds): after a test's clock is set. */
export async function restart(what: SCHEDULE_QUERY_RESULT = dated, status: BuildEntry[] = []) {
  stop()
  dated = what
  earlier = status
  stop = await start()
}

export function useRebuildHarness() {
  beforeEach(async () => {
    buildDir = mkdtempSync(join(tmpdir(), 'gsi-rebuild-'))
    await mkdir(join(buildDir, 'client'))
    await writeFile(join(buildDir, 'client', 'index.html'), 'first build')
    builds = []
    follows = 0
    served = []
    errors = []
    infos = []
    statuses = []
    dated = { alerts: [], notices: [] }
    earlier = []
    onStatus = undefined
    stop = await start()
  })
  afterEach(() => {
    stop()
    rmSync(buildDir, { recursive: true, force: true })
  })
}
