/**
 * Dated content on time when a build takes three minutes: the scheduled rebuild
 * (server/scheduled-rebuild.ts) run every minute on a controlled clock, Netlify played by this test
 * (a build starts when asked, takes three minutes to build, is made for the clock the Site status
 * gives it, waits for that moment before it ends, and is live when it ends: site-status.ts
 * `startBuild`, tools/site-build/reported-build.ts). An alert's end and a notice's start are in the
 * live HTML within 60 s of their minute.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { BUILD_STATUS_ID, contentTime, type BuildEntry } from '../../contract/build-status'
import type { SCHEDULE_QUERY_RESULT } from '../../contract/schedule'
import { handleScheduled } from '../../server/scheduled-rebuild'
import { putBuild, startBuild } from '../../server/site-status'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'

const NOW = Date.parse('2026-12-01T06:00:00Z')
const BUILD_MS = 3 * 60_000
const ALERT_ENDS = NOW + 20 * 60_000
const NOTICE_AT = NOW + 41 * 60_000

let api: Awaited<ReturnType<typeof startContentApi>>
let asked = 0
const netlify = createServer(async (req, res) => {
  for await (const chunk of req) void chunk
  asked++
  res.writeHead(200).end()
})
let hookUrl: string
beforeAll(async () => {
  api = await startContentApi({ store: new ContentStore() })
  await new Promise<void>((done) => netlify.listen(0, '127.0.0.1', done))
  hookUrl = `http://127.0.0.1:${(netlify.address() as AddressInfo).port}/build_hooks/on-time`
})
afterAll(async () => {
  await api.close()
  netlify.closeAllConnections()
  await new Promise((done) => netlify.close(done))
})

const builds = () => (api.store.docs.get(BUILD_STATUS_ID)?.builds as BuildEntry[] | undefined) ?? []
const setBuilds = (list: BuildEntry[]) =>
  api.store.transaction((tx) => tx.put({ _id: BUILD_STATUS_ID, _type: 'siteBuildStatus', builds: list }))
const iso = (ms: number) => new Date(ms).toISOString()

/** What is dated after `since`, as SCHEDULE_QUERY answers it. */
const schedule = async (since: number): Promise<SCHEDULE_QUERY_RESULT> => ({
  alerts:
    ALERT_ENDS > since
      ? [{ _id: 'notice.kandla', title: 'Kandla closed', alertStarts: iso(NOW - 60 * 60_000), alertEnds: iso(ALERT_ENDS) }]
      : [],
  notices: NOTICE_AT > since ? [{ _id: 'notice.circular', title: 'A circular', publishedAt: iso(NOTICE_AT) }] : [],
})

it('puts an alert’s end and a notice’s start live within 60 s of their minute when each build takes three minutes', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  // The recent builds took three minutes from their request to built.
  setBuilds(
    [1, 2].map((n) => ({
      _key: `earlier-${n}`,
      state: 'live' as const,
      queuedAt: iso(NOW - n * 10 * 60_000),
      startedAt: iso(NOW - n * 10 * 60_000),
      builtAt: iso(NOW - n * 10 * 60_000 + BUILD_MS),
      finishedAt: iso(NOW - n * 10 * 60_000 + BUILD_MS),
      documents: [],
    })),
  )
  /** The live builds' times and the content time they show, in order. */
  const live: Array<{ at: number; shows: number }> = []
  let building: { entry: BuildEntry; ends: number } | undefined
  for (let now = NOW; now <= NOW + 50 * 60_000; now += 60_000) {
    // Netlify: a build that ended is live (at its end, which may be between two runs).
    if (building && building.ends <= now) {
      const entry = {
        ...building.entry,
        state: 'live' as const,
        builtAt: iso(Date.parse(building.entry.startedAt!) + BUILD_MS),
        finishedAt: iso(building.ends),
      }
      setBuilds(putBuild(builds(), entry))
      live.push({ at: building.ends, shows: contentTime(entry) })
      building = undefined
    }
    const before = asked
    await handleScheduled({ NETLIFY_BUILD_HOOK: hookUrl, LOCAL_CONTENT_API_URL: api.url }, now, schedule)
    // Netlify starts what it was asked for at once (one build at a time): made for the clock it reads, waiting for it before it ends.
    if (asked > before && !building) {
      const entry: BuildEntry = { _key: `build-${now}`, state: 'building', queuedAt: iso(now), startedAt: iso(now), documents: [] }
      const started = startBuild(builds(), entry, new Date(now))
      setBuilds(started)
      const made = started[0]!
      building = { entry: made, ends: Math.max(now + BUILD_MS, Date.parse(made.clock ?? '') || 0) }
    }
  }
  const liveFor = (moment: number) => live.find((build) => build.shows >= moment)
  expect(liveFor(ALERT_ENDS), 'a build showing the alert ended').toBeDefined()
  expect(liveFor(ALERT_ENDS)!.at - ALERT_ENDS).toBeLessThanOrEqual(60_000)
  expect(liveFor(NOTICE_AT), 'a build showing the notice').toBeDefined()
  expect(liveFor(NOTICE_AT)!.at - NOTICE_AT).toBeLessThanOrEqual(60_000)
  // No build went live before its moment showing it (a build ahead waits for it).
  for (const build of live) expect(build.at).toBeGreaterThanOrEqual(build.shows)
  // One build for each moment.
  expect(asked).toBe(2)
}, 120_000)
