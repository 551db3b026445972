/**
 * Dated content on time under `npm run preview` (tools/preview/rebuild.ts, server/build-ahead.ts),
 * on a fake clock, the build and the publish stream replaced by stand-ins (rebuild-harness.ts): a
 * build is made ahead of a notice's minute (or an alert's start or end), for its clock, as far ahead
 * as the recent builds took with a margin, and served from the minute, not before; a publish meanwhile
 * is built first, for its own time, and the moment again after; a moment that came with no build made
 * for it is built at once.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REBUILD_DEBOUNCE_MS, SCHEDULE_MARGIN_MS } from '../../tools/preview/rebuild'
import { LEAD_MIN_MS, leadTime } from '../../server/build-ahead'
import type { BuildEntry } from '../../contract/build-status'
import { buildDir, builds, errors, infos, publish, restart, served, statuses, useRebuildHarness } from './rebuild-harness'

useRebuildHarness()

const START = Date.parse('2026-12-15T12:00:00Z')
/** 17:30 India time: a notice set for 17:35 there, five minutes on. */
const MINUTE = START + 5 * 60_000
const circular = { _id: 'notice.circular', title: 'A circular at 17:35', publishedAt: new Date(MINUTE).toISOString() }
const at = (ms: number) => new Date(ms).toISOString()

/** Lets the fake clock run `ms`, the promises between its timers settling as they come. */
const run = (ms: number) => vi.advanceTimersByTimeAsync(ms)
/** Runs the fake clock to `time`. */
const runTo = (time: number) => run(time - Date.now())
/**
 * Waits for the file work between a build's steps, letting the timers due meanwhile run (and, with
 * `advance`, the fake clock go on that much at each turn), until `done()` holds: for up to 20 s of
 * real time, so that a busy machine only makes it slower (the work takes milliseconds when idle).
 */
async function until(done: () => boolean, advance = 0, patience = 20_000) {
  const end = performance.now() + patience
  while (!done() && performance.now() < end) {
    await vi.advanceTimersByTimeAsync(advance)
    await new Promise((resolve) => setImmediate(resolve))
  }
  return done()
}
/** How many builds there are once the `count`th has started (waiting for it). */
const builtCount = async (count: number) => (await until(() => builds.length >= count), builds.length)
/**
 * How many builds there are, given a moment to show one more than `count` should there be one: only
 * for what must not happen (no timer due could start it), so a slow machine cannot fail it.
 */
const noMoreThan = async (count: number) => (await until(() => builds.length > count, 0, 2000), builds.length)
/** The page build/client holds (none while it is being replaced). */
const clientPage = () => {
  try {
    return readFileSync(join(buildDir, 'client', 'index.html'), 'utf8')
  } catch {
    return ''
  }
}
/** The site status's newest build. */
const newest = () => statuses.at(-1)![0]!
/** A build the site status recorded as live, taking `took` ms from its start until it was built. */
const recorded = (took: number, waited = 0): BuildEntry => ({
  _key: `took-${took}`,
  state: 'live',
  queuedAt: at(START - 3_600_000),
  startedAt: at(START - 3_600_000),
  ...(waited ? { builtAt: at(START - 3_600_000 + took) } : {}),
  finishedAt: at(START - 3_600_000 + took + waited),
  documents: [],
})

beforeEach(() => vi.useFakeTimers({ now: START, toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
afterEach(() => vi.useRealTimers())

describe('a notice published five minutes ahead, to the minute (India time)', () => {
  it('is built ahead of its minute, for its clock, and served from its minute, not a moment before', async () => {
    await restart({ alerts: [], notices: [circular] })
    await runTo(MINUTE - LEAD_MIN_MS - 1000)
    expect(await noMoreThan(0), 'nothing before the lead').toBe(0)
    expect(infos).toContain(
      'Next: the notice "A circular at 17:35" is published at 17:35 India time; building ahead for it from 17:33 India time (90 s before).',
    )
    await run(1000)
    expect(await builtCount(1), 'the build ahead').toBe(1)
    expect(builds[0]!.clock).toBe(at(MINUTE))
    expect(newest()).toMatchObject({
      state: 'building',
      clock: at(MINUTE),
      scheduled: 'the notice "A circular at 17:35" is published',
      startedAt: at(MINUTE - LEAD_MIN_MS),
      documents: [],
    })
    // Built in 40 s: it waits for its minute, the site status saying so.
    await run(40_000)
    await builds[0]!.finish(0)
    expect(await until(() => newest().builtAt !== undefined)).toBe(true)
    expect(newest()).toMatchObject({ state: 'building', builtAt: at(MINUTE - LEAD_MIN_MS + 40_000) })
    await runTo(MINUTE - 1)
    expect(served, 'not before its minute').toEqual([])
    await run(1)
    expect(await until(() => served.length === 1)).toBe(true)
    expect(served).toEqual([join(builds[0]!.dir, 'client')])
    expect(newest()).toMatchObject({ state: 'live', finishedAt: at(MINUTE), builtAt: at(MINUTE - LEAD_MIN_MS + 40_000) })
    // And not again.
    await run(60 * 60_000)
    expect(await noMoreThan(1)).toBe(1)
  })

  it('is built as far ahead as the recent builds took (from their start until built, their wait not counted), with a margin', async () => {
    // 100 s, and 40 s built then 4 min waiting for its moment: the lead is 100 s × 1.25 + 30 s.
    const status = [recorded(40_000, 240_000), recorded(100_000)]
    expect(leadTime(status)).toBe(155_000)
    await restart({ alerts: [], notices: [circular] }, status)
    await runTo(MINUTE - 155_000 - 1)
    expect(await noMoreThan(0)).toBe(0)
    await run(1)
    expect(await builtCount(1)).toBe(1)
    expect(builds[0]!.clock).toBe(at(MINUTE))
  })

  it('goes live at once when its build ahead ends after the minute (a slow machine)', async () => {
    await restart({ alerts: [], notices: [circular] })
    await runTo(MINUTE - LEAD_MIN_MS)
    expect(await builtCount(1)).toBe(1)
    await runTo(MINUTE + 20_000)
    await builds[0]!.finish(0)
    expect(await until(() => served.length === 1)).toBe(true)
    expect(newest()).toMatchObject({ state: 'live', finishedAt: at(MINUTE + 20_000) })
    expect(newest().builtAt).toBeUndefined()
  })
})

describe('a publish while a build ahead waits or builds', () => {
  it('waiting: the publish is built now, for its own time; the moment is built ahead again after it, and live at its minute', async () => {
    await restart({ alerts: [], notices: [circular] })
    await runTo(MINUTE - LEAD_MIN_MS)
    expect(await builtCount(1)).toBe(1)
    await run(30_000)
    await builds[0]!.finish(0)
    expect(await until(() => newest().builtAt !== undefined)).toBe(true)
    // 17:34:10: a port's page published.
    await run(10_000)
    publish('port.kandla')
    expect(infos.at(-1)).toBe('A publish comes first: the build ahead for 17:35 India time is set aside, and made again after it.')
    await run(REBUILD_DEBOUNCE_MS + 100)
    expect(await builtCount(2)).toBe(2)
    expect(builds[1]!.clock, 'the publish: for its own time').toBeUndefined()
    expect(statuses.at(-1)!.map(({ state, documents, clock }) => ({ state, documents, clock }))).toEqual([
      { state: 'building', documents: ['port.kandla'], clock: undefined },
    ])
    await run(20_000)
    await builds[1]!.finish(0)
    expect(await until(() => served.length === 1)).toBe(true)
    expect(served).toEqual([join(builds[1]!.dir, 'client')])
    // 17:34:32: still ahead of the minute, so built ahead again, now with the publish.
    expect(await builtCount(3)).toBe(3)
    expect(builds[2]!.clock).toBe(at(MINUTE))
    await builds[2]!.finish(0)
    await runTo(MINUTE - 1)
    expect(served).toHaveLength(1)
    await run(1)
    expect(await until(() => served.length === 2)).toBe(true)
    expect(served[1]).toBe(join(builds[2]!.dir, 'client'))
    // The build set aside was never served, and is gone.
    expect(served).not.toContain(join(builds[0]!.dir, 'client'))
    expect(await until(() => !existsSync(builds[0]!.dir))).toBe(true)
  })

  it('building: it is stopped, the publish built; the minute came meanwhile, so the moment is built at once after it', async () => {
    await restart({ alerts: [], notices: [circular] })
    await runTo(MINUTE - LEAD_MIN_MS)
    expect(await builtCount(1)).toBe(1)
    await run(10_000)
    publish('siteSettings')
    expect(builds[0]!.stopped).toBe(true)
    await run(REBUILD_DEBOUNCE_MS + 100)
    expect(await builtCount(2)).toBe(2)
    expect(builds[1]!.clock).toBeUndefined()
    // The publish's build ends after the minute: it is served, and the moment is built at once, for the time it is.
    await runTo(MINUTE + 30_000)
    await builds[1]!.finish(0)
    // Served, and build/client brought up to date with it: then the moment is looked up again.
    expect(await until(() => clientPage() === 'build 2')).toBe(true)
    await run(SCHEDULE_MARGIN_MS + REBUILD_DEBOUNCE_MS + 100)
    expect(await builtCount(3)).toBe(3)
    expect(builds[2]!.clock).toBeUndefined()
    expect(newest()).toMatchObject({ state: 'building', scheduled: 'the notice "A circular at 17:35" is published' })
    expect(statuses.at(-1)!.filter((build) => build.clock)).toEqual([])
  })
})

describe('other moments', () => {
  const alert = {
    _id: 'notice.kandla',
    title: 'Kandla jetty closed',
    alertStarts: at(START + 2 * 60_000),
    alertEnds: at(START + 10 * 60_000),
  }

  it("an alert's start and its end are each built ahead, the site status saying why", async () => {
    await restart({ alerts: [alert], notices: [] })
    await runTo(Date.parse(alert.alertStarts) - LEAD_MIN_MS)
    expect(await builtCount(1)).toBe(1)
    expect(builds[0]!.clock).toBe(alert.alertStarts)
    expect(newest()).toMatchObject({ scheduled: 'the alert "Kandla jetty closed" starts', clock: alert.alertStarts })
    await builds[0]!.finish(0)
    await runTo(Date.parse(alert.alertStarts))
    expect(await until(() => served.length === 1)).toBe(true)
    await runTo(Date.parse(alert.alertEnds) - LEAD_MIN_MS)
    expect(await builtCount(2)).toBe(2)
    expect(builds[1]!.clock).toBe(alert.alertEnds)
    expect(newest()).toMatchObject({ scheduled: 'the alert "Kandla jetty closed" ends' })
  })

  it('a build ahead that fails keeps the last good site, says why, and is not made again for its moment', async () => {
    await restart({ alerts: [], notices: [circular] })
    await runTo(MINUTE - LEAD_MIN_MS)
    expect(await builtCount(1)).toBe(1)
    await builds[0]!.finish(1, ['The build stopped: the CMS did not answer.'])
    expect(await until(() => newest().state === 'failed')).toBe(true)
    expect(newest()).toMatchObject({ reason: 'The CMS did not answer.' })
    expect(errors.at(-1)).toBe(
      'The build ahead for 17:35 India time failed; still serving the last good build.\nThe build stopped: the CMS did not answer.',
    )
    await run(60 * 60_000)
    expect(await noMoreThan(1)).toBe(1)
    expect(served).toEqual([])
  })

  it('a moment that came while the preview was stopped (since its build) is built at once, and not again after', async () => {
    // The served build was made at 11:00; an alert started at 11:30.
    const { utimesSync, writeFileSync } = await import('node:fs')
    writeFileSync(join(buildDir, 'build-env.json'), '{}')
    utimesSync(join(buildDir, 'build-env.json'), new Date('2026-12-15T11:00:00Z'), new Date('2026-12-15T11:00:00Z'))
    await restart({ alerts: [{ ...alert, alertStarts: '2026-12-15T11:30:00Z', alertEnds: '2026-12-20T00:00:00Z' }], notices: [] })
    await run(SCHEDULE_MARGIN_MS + REBUILD_DEBOUNCE_MS + 100)
    expect(await builtCount(1)).toBe(1)
    expect(builds[0]!.clock).toBeUndefined()
    await builds[0]!.finish(0)
    expect(await until(() => served.length === 1)).toBe(true)
    await run(60 * 60_000)
    expect(await noMoreThan(1), 'the next moment is its end, days away').toBe(1)
  })
})
