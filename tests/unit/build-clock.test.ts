/**
 * A build made for a clock of its own (contract/clock.ts): every query that reads the time reads
 * `$now`, never the CMS's own clock, and the one content layer gives it, the pages' (options.ts
 * `runQuery`, the real @sanity/client) and the build's own reads (cms-paths.ts `buildClient`), against
 * the local content API: read for a clock before a notice's minute, no query has it; for its minute,
 * every one has it. The alert banner and the offline worker's stamp take the same clock, and the
 * environment's rule for SITE_BUILD_CLOCK holds it to a time, at most half an hour ahead.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as queries from '../../src/content/queries'
import { contentQuery, type QueryName } from '../../src/content/options'
import { BUILD_CLOCK_MAX_AHEAD_MS, buildClockFor, serverClock, withClock } from '../../contract/clock'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { buildClient } from '../../tools/site-build/cms-paths'
import { writeAlerts } from '../../tools/site-build/alerts'
import { checkEnv } from '../../server/env'
import { documents } from '../../seed/content'
import { SCHEDULE_QUERY } from '../../contract/schedule'

/** 14:00 India time on 27 November 2026: the notice's minute, and its alert's start. */
const MINUTE = Date.parse('2026-11-27T08:30:00.000Z')
const kandla = documents.find((doc) => doc._id === 'notice.kandla-oil-jetty-maintenance')!
const notice = {
  ...kandla,
  _id: 'notice.at-the-minute',
  title: 'Kandla: a circular at 14:00',
  slug: { _type: 'slug', current: 'at-the-minute' },
  publishedAt: new Date(MINUTE).toISOString(),
  alert: true,
  severity: 'warning',
  alertStarts: new Date(MINUTE).toISOString(),
  alertEnds: new Date(MINUTE + 60 * 60_000).toISOString(),
}
const portSlug = 'kandla'

/** Each query that reads the clock, with the parameters its page or build step runs it with. */
const PARAMS: Record<string, Record<string, unknown>> = {
  HOME_QUERY: { count: 50 },
  PORT_QUERY: { slug: portSlug, count: 50 },
  NOTICES_QUERY: { slug: notice.slug.current, ids: [], previous: '', next: '' },
  NOTICE_INDEX_QUERY: {},
  ROUTE_PATHS_QUERY: {},
  FEED_QUERY: { topic: '', count: 50 },
  ALERTS_QUERY: {},
}
const CLOCKED = (Object.entries(queries) as Array<[QueryName, string]>).filter(([, query]) => query.includes('$now')).map(([name]) => name)

describe('the queries that read the time', () => {
  it("read the clock they are given ($now), never the CMS's own (now())", () => {
    // The site's queries, and the schedule's (contract/schedule.ts, which its readers give the moment they ask from).
    const own = Object.entries({ ...queries, SCHEDULE_QUERY }).filter(([, query]) => /\bnow\(\)/.test(query))
    expect(own.map(([name]) => name)).toEqual([])
    expect(CLOCKED.sort()).toEqual(Object.keys(PARAMS).sort())
  })

  it('are given the clock by the content layer, unless they name their own, and only those that read it', () => {
    expect(withClock('*[dateTime(a) <= dateTime($now)]', { count: 3 }, '2026-11-27T08:30:00.000Z')).toEqual({
      now: '2026-11-27T08:30:00.000Z',
      count: 3,
    })
    expect(withClock('*[dateTime(a) <= dateTime($now)]', { now: 'given' }, 'clock')).toEqual({ now: 'given' })
    expect(withClock('*[_type == "port"]', { count: 3 }, 'clock')).toEqual({ count: 3 })
  })
})

describe('a build for a clock of its own, against the local content API', () => {
  let api: Awaited<ReturnType<typeof startContentApi>>
  const saved = { ...process.env }
  beforeAll(async () => {
    api = await startContentApi({ store: new ContentStore(structuredClone([...documents, notice])) })
    process.env.LOCAL_CONTENT_API_URL = api.url
    process.env.SITE_BUILDING = '1'
  })
  afterAll(async () => {
    for (const name of ['LOCAL_CONTENT_API_URL', 'SITE_BUILDING', 'SITE_BUILD_CLOCK']) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
    await api.close()
  })

  /** Whether the answer names the notice. (The schedule's query, contract/schedule.ts, is given its `$now` by its readers.) */
  const names = (_name: string, answer: unknown) => JSON.stringify(answer).includes(notice._id)
  /** Whether each clocked query's answer names the notice, read for `clock` by the pages' layer and by the build's client. */
  async function readFor(clock: number) {
    process.env.SITE_BUILD_CLOCK = new Date(clock).toISOString()
    const pages: Record<string, boolean> = {}
    const build: Record<string, boolean> = {}
    for (const name of CLOCKED) {
      const options = contentQuery(name, PARAMS[name])
      const run = options.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>
      pages[name] = names(name, await run({ signal: new AbortController().signal }))
      build[name] = names(name, await buildClient().fetch(queries[name], PARAMS[name]))
    }
    return { pages, build }
  }
  const every = (value: boolean) => Object.fromEntries(CLOCKED.map((name) => [name, value])) as Record<string, boolean>

  it("reaches every query: read for a minute before the notice's, none has it; for its minute, every one", async () => {
    expect(await readFor(MINUTE - 60_000)).toEqual({ pages: every(false), build: every(false) })
    expect(await readFor(MINUTE)).toEqual({ pages: every(true), build: every(true) })
  })

  it('is the alert banner’s clock too, and the stamp the offline worker compares builds by', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gsi-clock-'))
    try {
      const fetch = <R>(query: string, params: Record<string, unknown>) => buildClient().fetch<R>(query, params)
      for (const [clock, shown] of [
        [MINUTE - 60_000, false],
        [MINUTE, true],
      ] as const) {
        await writeFile(join(dir, 'index.html'), '<body><header></header><main><h1>Home</h1></main></body>')
        process.env.SITE_BUILD_CLOCK = new Date(clock).toISOString()
        const { built, alerts } = await writeAlerts(dir, fetch)
        expect(built).toBe(new Date(clock).toISOString())
        expect(alerts.some((alert) => alert._id === notice._id)).toBe(shown)
        expect((await readFile(join(dir, 'index.html'), 'utf8')).includes(notice.title)).toBe(shown)
      }
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})

describe("the build's clock", () => {
  const now = Date.parse('2026-11-27T08:27:30.000Z')
  it('is the time it is given, while to come; else its start; the dev server and the tools read the current minute', () => {
    expect(buildClockFor('2026-11-27T08:30:00Z', now)).toBe('2026-11-27T08:30:00.000Z')
    expect(buildClockFor('2026-11-27T08:00:00Z', now)).toBe('2026-11-27T08:27:30.000Z')
    expect(buildClockFor(undefined, now)).toBe('2026-11-27T08:27:30.000Z')
    expect(serverClock({ SITE_BUILDING: '1', SITE_BUILD_CLOCK: '2026-11-27T08:30:00.000Z' }, now)).toBe('2026-11-27T08:30:00.000Z')
    // Given to a dev server, it is not its clock.
    expect(serverClock({ SITE_BUILD_CLOCK: '2026-11-27T08:30:00.000Z' }, now)).toBe('2026-11-27T08:27:00.000Z')
  })

  it('is given as a time with its zone, at most half an hour ahead', () => {
    const ahead = (ms: number) => new Date(Date.now() + ms).toISOString()
    expect(checkEnv({ SITE_BUILD_CLOCK: ahead(5 * 60_000) }).SITE_BUILD_CLOCK).toBeDefined()
    expect(checkEnv({ SITE_BUILD_CLOCK: ahead(-60 * 60_000) }).SITE_BUILD_CLOCK).toBeDefined()
    expect(() => checkEnv({ SITE_BUILD_CLOCK: ahead(BUILD_CLOCK_MAX_AHEAD_MS + 60_000) })).toThrow(
      /SITE_BUILD_CLOCK=".*": must not be more than 30 minutes ahead/,
    )
    for (const bad of ['14:00', '2026-11-27 14:00', '2026-11-27T14:00:00', 'tomorrow'])
      expect(() => checkEnv({ SITE_BUILD_CLOCK: bad }), bad).toThrow(/SITE_BUILD_CLOCK=.*must be a time with its zone/)
  })
})
