/**
 * Rebuild on publish (tools/build/rebuild.ts), with the build and the publish stream replaced by
 * stand-ins: a burst of publishes makes one build, a failed build keeps the last good site, a
 * publish during a build makes one more after it, a lost stream is followed again, and stopping
 * stops the build under way. The real build, end to end, is the Studio's browser test.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { rebuildOnPublish, REBUILD_DEBOUNCE_MS, type Build, type PublishEvent } from '../../tools/build/rebuild'
import type { BuildEntry } from '../../schemas/build-status'
import { BUILD_FIX_PREFIX } from '../../contract/constants'

type Pending = { dir: string; finish: (code: number, output?: string[]) => Promise<void>; stopped: boolean }

let buildDir: string
let builds: Pending[]
let emit: (event: PublishEvent) => void
let fail: (error: Error) => void
let follows: number
let served: string[]
let errors: string[]
let stop: () => void
/** Each site status the rebuild reported, in order. */
let statuses: BuildEntry[][]

/** A build that writes a page saying which build it is, and ends when the test says so. */
function fakeBuild(dir: string): Build {
  let done!: (value: { code: number | null; output: string[] }) => void
  const pending: Pending = {
    dir,
    stopped: false,
    finish: async (code, output = []) => {
      if (code === 0) {
        await mkdir(join(dir, 'client'), { recursive: true })
        await writeFile(join(dir, 'client', 'index.html'), `build ${builds.indexOf(pending) + 1}`)
      }
      done({ code, output })
    },
  }
  builds.push(pending)
  return { result: new Promise((resolve) => (done = resolve)), stop: () => void (pending.stopped = true) }
}

const settle = (ms = REBUILD_DEBOUNCE_MS + 300) => new Promise((done) => setTimeout(done, ms))
const publish = (id: string) => emit({ type: 'mutation', documentId: id })

beforeEach(async () => {
  buildDir = mkdtempSync(join(tmpdir(), 'gsi-rebuild-'))
  await mkdir(join(buildDir, 'client'))
  await writeFile(join(buildDir, 'client', 'index.html'), 'first build')
  builds = []
  follows = 0
  served = []
  errors = []
  statuses = []
  stop = await rebuildOnPublish(
    buildDir,
    (dir) => served.push(dir),
    { info: () => {}, error: (message) => errors.push(message) },
    {
      build: fakeBuild,
      report: async (builds) => void statuses.push(builds),
      follow: (onEvent, onError) => {
        follows++
        emit = onEvent
        fail = onError
        onEvent({ type: 'welcome' })
        return () => {}
      },
    },
  )
})

afterEach(() => {
  stop()
  rmSync(buildDir, { recursive: true, force: true })
})

describe('rebuild on publish', () => {
  it('makes one build of a burst of publishes, serves it once complete, and brings build/client up to date', async () => {
    for (const id of ['port.mumbai', 'port.kandla', 'siteSettings', 'port.mumbai']) publish(id)
    await settle()
    expect(builds).toHaveLength(1)
    expect(served).toEqual([])
    await builds[0]!.finish(0)
    await settle(200)
    expect(served).toEqual([join(builds[0]!.dir, 'client')])
    expect(readFileSync(join(buildDir, 'client', 'index.html'), 'utf8')).toBe('build 1')
  })

  it('keeps serving the last good site when a build fails, and says why in the build’s own words', async () => {
    publish('port.mumbai')
    await settle()
    await builds[0]!.finish(1, ['vite v8 building…', 'The build stopped: the CMS lacks "sla" of the page copy "home"', 'npm error code 1'])
    await settle(200)
    expect(served).toEqual([])
    expect(readFileSync(join(buildDir, 'client', 'index.html'), 'utf8')).toBe('first build')
    expect(errors).toEqual([
      'The rebuild failed; still serving the last good build.\nThe build stopped: the CMS lacks "sla" of the page copy "home"',
    ])
  })

  it('reports each build to the site status: queued with the documents published, building, then live or failed with the reason', async () => {
    const states = () =>
      statuses.at(-1)!.map(({ state, documents, reason, fix }) => ({ state, documents, reason, ...(fix ? { fix } : {}) }))
    publish('drafts.port.mumbai')
    publish('port.mumbai')
    publish('port.kandla')
    await settle(100)
    expect(states()).toEqual([{ state: 'queued', documents: ['port.mumbai', 'port.kandla'], reason: undefined }])
    await settle()
    expect(states()).toEqual([{ state: 'building', documents: ['port.mumbai', 'port.kandla'], reason: undefined }])
    await builds[0]!.finish(0)
    await settle(200)
    expect(states()).toEqual([{ state: 'live', documents: ['port.mumbai', 'port.kandla'], reason: undefined }])
    expect(statuses.at(-1)![0]!.finishedAt).toMatch(/^\d{4}-\d\d-\d\dT/)

    // A FAQ published while the home page's copy stops every build: the copy is the one to fix, linked.
    publish('faq.response-time')
    await settle()
    await builds[1]!.finish(1, [
      'vite v8 building…',
      '\x1b[31mThe build stopped: Page copy "Home page" › Hero › Title holds only spaces. Fill it in, in the Studio, and publish again.\x1b[39m',
      `${BUILD_FIX_PREFIX} pageCopy.home`,
      '(Page query ["content","home"]; npm run content:reset restores the seed locally.)',
    ])
    await settle(200)
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
    await settle()
    publish('port.kandla')
    publish('port.paradip')
    await settle()
    expect(builds).toHaveLength(1)
    await builds[0]!.finish(0)
    await settle()
    expect(builds).toHaveLength(2)
    await builds[1]!.finish(0)
    await settle(200)
    expect(served).toEqual([join(builds[0]!.dir, 'client'), join(builds[1]!.dir, 'client')])
    expect(readFileSync(join(buildDir, 'client', 'index.html'), 'utf8')).toBe('build 2')
  })

  it('follows the publish stream again when it ends, and rebuilds once reconnected (what changed meanwhile is unknown)', async () => {
    fail(new Error('socket hang up'))
    expect(errors).toEqual(["Lost the content API's publish stream (socket hang up); following again in 1 s."])
    await settle(1000 + REBUILD_DEBOUNCE_MS + 300)
    expect(follows).toBe(2)
    expect(builds).toHaveLength(1)
  })

  it('stops the build under way when stopped, and serves nothing after', async () => {
    publish('port.mumbai')
    await settle()
    stop()
    expect(builds[0]!.stopped).toBe(true)
    await builds[0]!.finish(0)
    publish('port.kandla')
    await settle()
    expect(served).toEqual([])
    expect(builds).toHaveLength(1)
  })
})

describe('a build that reports itself (the production build, tools/build/report-build.ts)', () => {
  it('records building, then failed with the reason, in the site status the Studio reads, keeping earlier builds', async () => {
    const { startContentApi } = await import('../../tools/stand-ins/content/backend')
    const { ContentStore } = await import('../../tools/stand-ins/content/store')
    const { recordBuilds } = await import('../../tools/build/rebuild')
    const { BUILD_STATUS_ID } = await import('../../schemas/build-status')
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
