/**
 * Rebuild on publish (tools/preview/rebuild.ts), with the build and the publish stream replaced by
 * stand-ins (rebuild-harness.ts): a burst of publishes makes one build, a failed build keeps the last
 * good site, a publish during a build makes one more after it, a lost stream is followed again, and
 * stopping stops the build under way. Dated content, built ahead of its moment: rebuild-ahead.test.ts.
 * The real build, end to end, is the Studio's browser test.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BuildEntry } from '../../contract/build-status'
import { BUILD_FIX_PREFIX } from '../../contract/constants'
import {
  buildDir,
  builds,
  errors,
  fail,
  follows,
  publish,
  served,
  statuses,
  stop,
  useRebuildHarness,
  WAIT,
  whenStatus,
} from './rebuild-harness'

useRebuildHarness()

describe('rebuild on publish', () => {
  it('makes one build of a burst of publishes, serves it once complete, and brings build/client up to date', async () => {
    for (const id of ['port.mumbai', 'port.kandla', 'siteSettings', 'port.mumbai']) publish(id)
    await vi.waitFor(() => expect(builds).toHaveLength(1), WAIT)
    expect(statuses.at(-1)![0]).toMatchObject({ state: 'building', documents: ['port.mumbai', 'port.kandla', 'siteSettings'] })
    expect(served).toEqual([])
    await builds[0]!.finish(0)
    await vi.waitFor(() => expect(served).toEqual([join(builds[0]!.dir, 'client')]), WAIT)
    await vi.waitFor(() => expect(readFileSync(join(buildDir, 'client', 'index.html'), 'utf8')).toBe('build 1'), WAIT)
    expect(builds).toHaveLength(1)
  })

  it('keeps serving the last good site when a build fails, and says why in the build’s own words', async () => {
    publish('port.mumbai')
    await vi.waitFor(() => expect(builds).toHaveLength(1), WAIT)
    await builds[0]!.finish(1, ['vite v8 building…', 'The build stopped: the CMS lacks "sla" of the page copy "home"', 'npm error code 1'])
    await vi.waitFor(() => expect(statuses.at(-1)![0]!.state).toBe('failed'), WAIT)
    // The failed build's folder is gone: the rebuild is done with it.
    await vi.waitFor(() => expect(existsSync(builds[0]!.dir)).toBe(false), WAIT)
    expect(served).toEqual([])
    expect(readFileSync(join(buildDir, 'client', 'index.html'), 'utf8')).toBe('first build')
    expect(errors).toEqual([
      'The rebuild failed; still serving the last good build.\nThe build stopped: the CMS lacks "sla" of the page copy "home"',
    ])
  })

  it('reports each build to the site status: queued with the documents published, building, then live or failed with the reason', async () => {
    const summary = ({ state, documents, reason, fix }: BuildEntry) => ({ state, documents, reason, ...(fix ? { fix } : {}) })
    const states = () => statuses.at(-1)!.map(summary)
    publish('drafts.port.mumbai')
    publish('port.mumbai')
    publish('port.kandla')
    await vi.waitFor(() => expect([statuses.at(-1)?.[0]?.state, builds.length]).toEqual(['building', 1]), WAIT)
    // Queued first, with the documents published, before the build started.
    expect(statuses[0]!.map(summary)).toEqual([{ state: 'queued', documents: ['port.mumbai', 'port.kandla'], reason: undefined }])
    expect(states()).toEqual([{ state: 'building', documents: ['port.mumbai', 'port.kandla'], reason: undefined }])
    await builds[0]!.finish(0)
    await vi.waitFor(() => expect(served).toHaveLength(1), WAIT)
    expect(states()).toEqual([{ state: 'live', documents: ['port.mumbai', 'port.kandla'], reason: undefined }])
    expect(statuses.at(-1)![0]!.finishedAt).toMatch(/^\d{4}-\d\d-\d\dT/)

    // A FAQ published while the home page's copy stops every build: the copy is the one to fix, linked.
    publish('faq.response-time')
    await vi.waitFor(() => expect(builds).toHaveLength(2), WAIT)
    await builds[1]!.finish(1, [
      'vite v8 building…',
      '\x1b[31mThe build stopped: Page copy "Home page" › Hero › Title holds only spaces. Fill it in, in the Studio, and publish again.\x1b[39m',
      `${BUILD_FIX_PREFIX} pageCopy.home`,
      '(Page query ["content","home"]; npm run content:reset restores the seed locally.)',
    ])
    await vi.waitFor(() => expect(statuses.at(-1)![0]!.state).toBe('failed'), WAIT)
    expect(states()).toEqual([
      {
        state: 'failed',
        documents: ['faq.response-time'],
        reason: 'Page copy "Home page" › Hero › Title holds only spaces. Fill it in, in the Studio, and publish again.',
        fix: ['pageCopy.home'],
      },
      { state: 'live', documents: ['port.mumbai', 'port.kandla'], reason: undefined },
    ])
  })

  it('makes one more build after the one under way when publishes arrive during it', async () => {
    publish('port.mumbai')
    await vi.waitFor(() => expect(builds).toHaveLength(1), WAIT)
    publish('port.kandla')
    publish('port.paradip')
    await builds[0]!.finish(0)
    await vi.waitFor(() => expect(builds).toHaveLength(2), WAIT)
    // Started once the first had ended, with both publishes made during it.
    expect(builds[1]!.besideAnother).toBe(false)
    expect(statuses.at(-1)![0]).toMatchObject({ state: 'building', documents: ['port.kandla', 'port.paradip'] })
    await builds[1]!.finish(0)
    await vi.waitFor(() => expect(served).toEqual([join(builds[0]!.dir, 'client'), join(builds[1]!.dir, 'client')]), WAIT)
    await vi.waitFor(() => expect(readFileSync(join(buildDir, 'client', 'index.html'), 'utf8')).toBe('build 2'), WAIT)
    expect(builds).toHaveLength(2)
  })

  it('follows the publish stream again when it ends, and rebuilds once reconnected (what changed meanwhile is unknown)', async () => {
    fail(new Error('socket hang up'))
    expect(errors).toEqual(["Lost the content API's publish stream (socket hang up); following again in 1 s."])
    await vi.waitFor(() => expect([follows, builds.length]).toEqual([2, 1]), WAIT)
  })

  it('starts no build when stopped as it begins one (its folder made, the build not yet started)', async () => {
    whenStatus((reported) => reported[0]?.state === 'building' && stop())
    publish('port.mumbai')
    const rebuilds = join(buildDir, '.rebuilds')
    // Its folder was made, then removed: the rebuild is done with it.
    await vi.waitFor(() => expect(existsSync(rebuilds) && readdirSync(rebuilds)).toEqual([]), WAIT)
    expect(builds).toEqual([])
  })

  it('stops the build under way when stopped, and serves nothing after', async () => {
    publish('port.mumbai')
    await vi.waitFor(() => expect(builds).toHaveLength(1), WAIT)
    stop()
    expect(builds[0]!.stopped).toBe(true)
    await builds[0]!.finish(0)
    publish('port.kandla')
    // The stopped build's folder is removed, and nothing else happens.
    await vi.waitFor(() => expect(existsSync(builds[0]!.dir)).toBe(false), WAIT)
    expect(served).toEqual([])
    expect(builds).toHaveLength(1)
  })
})

describe('a build that reports itself (the production build, tools/site-build/report-build.ts)', () => {
  it('records building, then failed with the reason, in the site status the Studio reads, keeping earlier builds', async () => {
    const { startContentApi } = await import('../../tools/stand-ins/content/backend')
    const { ContentStore } = await import('../../tools/stand-ins/content/store')
    const { recordBuilds } = await import('../../tools/preview/rebuild')
    const { BUILD_STATUS_ID } = await import('../../contract/build-status')
    const api = await startContentApi({ store: new ContentStore() })
    try {
      const status = () => api.store.docs.get(BUILD_STATUS_ID)?.builds as BuildEntry[] | undefined
      const earlier = { _key: 'earlier', state: 'live' as const, queuedAt: '2026-01-01T00:00:00Z', documents: [] }
      api.store.transaction((tx) => tx.put({ _id: BUILD_STATUS_ID, _type: 'siteBuildStatus', builds: [earlier] }))
      const record = (await recordBuilds({ LOCAL_CONTENT_API_URL: api.url }))!
      const entry: BuildEntry = { _key: 'now', state: 'building', queuedAt: '2026-01-02T00:00:00Z', documents: ['port.mumbai'] }
      await record(entry)
      expect(status()!.map(({ _key, state }) => [_key, state])).toEqual([
        ['now', 'building'],
        ['earlier', 'live'],
      ])
      await record(entry, {
        ok: false,
        output: ['vite building…', 'The build stopped: the published content lacks the page copy "Home page"'],
      })
      expect(status()![0]).toMatchObject({ state: 'failed', reason: 'The published content lacks the page copy "Home page"' })
      expect(status()).toHaveLength(2)
    } finally {
      await api.close()
    }
  })
})

describe('a site status that cannot be written (the CMS failing: tools/preview/rebuild-status.ts)', () => {
  const entry = (state: BuildEntry['state']): BuildEntry => ({ _key: 'b1', state, queuedAt: '2026-12-15T12:00:00Z', documents: [] })
  beforeEach(() => vi.useFakeTimers({ now: Date.parse('2026-12-15T12:00:00Z'), toFake: ['setTimeout', 'clearTimeout', 'Date'] }))
  afterEach(() => vi.useRealTimers())

  it('is written again after a while, the newest builds, until the CMS takes it; said once in the log, and once when it went through', async () => {
    const { statusReporter, STATUS_RETRY_MS } = await import('../../tools/preview/rebuild-status')
    const written: string[] = []
    let down = true
    const log = { info: vi.fn(), error: vi.fn() }
    const reporter = statusReporter(async (builds) => {
      if (down) throw new Error('Internal Server Error')
      written.push(builds[0]!.state)
    }, log)
    reporter.write([entry('building')])
    await vi.advanceTimersByTimeAsync(0)
    reporter.write([entry('failed')])
    await vi.advanceTimersByTimeAsync(STATUS_RETRY_MS[0]! + STATUS_RETRY_MS[1]! + 10)
    expect(written).toEqual([])
    expect(log.error).toHaveBeenCalledTimes(1)
    expect(log.error.mock.calls[0]![0]).toMatch(/^Could not record the site status for the Studio: Internal Server Error\. Trying again/)
    down = false
    await vi.advanceTimersByTimeAsync(STATUS_RETRY_MS[2]! + 10)
    // Only the newest: the build's end, not its start over it.
    expect(written).toEqual(['failed'])
    expect(log.info).toHaveBeenCalledWith('Recorded the site status for the Studio again.')
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(written).toEqual(['failed'])
  })

  it('gives up after its last try (about three minutes), saying so, and writes again on the next change', async () => {
    const { statusReporter, STATUS_RETRY_MS } = await import('../../tools/preview/rebuild-status')
    const total = STATUS_RETRY_MS.reduce((sum, wait) => sum + wait, 0)
    expect(total).toBeGreaterThan(2 * 60_000)
    expect(total).toBeLessThan(5 * 60_000)
    let tries = 0
    let down = true
    const written: string[] = []
    const log = { info: vi.fn(), error: vi.fn() }
    const reporter = statusReporter(async (builds) => {
      tries++
      if (down) throw new Error('socket hang up')
      written.push(builds[0]!.state)
    }, log)
    reporter.write([entry('building')])
    await vi.advanceTimersByTimeAsync(total + 60_000)
    expect(tries).toBe(STATUS_RETRY_MS.length + 1)
    expect(log.error).toHaveBeenLastCalledWith('Gave up recording the site status for the Studio: the next build writes it.')
    down = false
    reporter.write([entry('live')])
    await vi.advanceTimersByTimeAsync(0)
    expect(written).toEqual(['live'])
    reporter.stop()
  })
})

describe('the documents a failed build names (its "Documents to fix" line)', () => {
  it('are linked in the Site status each by its id, to the field to fix where the build named one', async () => {
    const { failure } = await import('../../tools/site-build/build-reasons')
    const { fixLine } = await import('../../contract/build-status')
    const line = fixLine([
      { id: 'siteSettings', path: 'supportEmail' },
      { id: 'siteSettings', path: 'siteUrl' },
      { id: 'pageCopy.home' },
      { id: 'port.kandla', path: 'slug' },
    ])
    expect(line).toBe(`${BUILD_FIX_PREFIX} siteSettings#supportEmail, pageCopy.home, port.kandla#slug`)
    expect(failure(['The build stopped: the Site settings\' "Support email" (empty: fill it in).', `\x1b[31m${line}\x1b[39m`])).toEqual({
      reason: 'The Site settings\' "Support email" (empty: fill it in).',
      fix: ['siteSettings', 'pageCopy.home', 'port.kandla'],
      fixAt: [
        { _key: 'siteSettings', id: 'siteSettings', path: 'supportEmail' },
        { _key: 'port-kandla', id: 'port.kandla', path: 'slug' },
      ],
    })
  })
})
