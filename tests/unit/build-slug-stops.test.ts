/**
 * A build whose CMS holds a port or page with a hostile slug (published through the API, which does
 * not enforce the Studio's slug rule) stops at once with one line naming each document, and writes
 * nothing, in build/ or outside it: the real `react-router build` against a content store of its own.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtAt, localBuild, ROOT, STOPPED_BUILD_GUARD } from './stopped-build'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { API_VERSION, BUILD_FIX_PREFIX, LOCAL_DATASET } from '../../contract/constants.ts'

const dir = mkdtempSync(join(tmpdir(), 'gsi-hostile-slugs-'))
const escape = `gsi-slug-escape-${process.pid}`
const HOSTILE: [string, 'port' | 'page', string][] = [
  ['port-up', 'port', `../../../../${escape}`],
  ['port-dots', 'port', '..'],
  ['port-slash', 'port', '/'],
  ['page-encoded', 'page', `..%2f..%2f${escape}`],
  ['page-backslash', 'page', `..\\..\\${escape}`],
  ['page-long', 'page', 'a'.repeat(97)],
]
let api: Awaited<ReturnType<typeof startContentApi>>

beforeAll(async () => {
  api = await startContentApi({ store: await ContentStore.open(dir) })
  const res = await fetch(`${api.url}/v${API_VERSION}/data/mutate/${LOCAL_DATASET}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      mutations: HOSTILE.map(([_id, _type, current]) => ({
        createOrReplace: { _id, _type, name: _id, title: _id, slug: { _type: 'slug', current } },
      })),
    }),
  })
  expect(res.ok).toBe(true)
})
afterAll(async () => {
  await api.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('a build whose CMS holds hostile slugs', () => {
  it(
    'stops with one line naming each document (by its title) and its slug, writing nothing in build/ or outside it',
    async () => {
      const before = builtAt()
      const { code, output, stopped: lines } = await localBuild(api.port, dir)
      expect(code).toBe(1)
      expect(lines).toHaveLength(1)
      for (const [id, type, slug] of HOSTILE)
        expect(lines[0]).toContain(`${type === 'port' ? 'Port' : 'Page'} "${id}" › Slug is ${JSON.stringify(slug)}: use`)
      expect(lines[0]).toMatch(/\. Fix it in the Studio and publish again\.$/)
      // The Site status links each document by its id, to its Slug field.
      expect(output).toContain(`${BUILD_FIX_PREFIX} ${HOSTILE.map(([id]) => `${id}#slug`).join(', ')}`)
      expect(builtAt()).toBe(before)
      for (const base of [join(ROOT, 'build/client'), join(ROOT, 'build/client/ports')]) {
        const escaped = resolve(base, `../../../../${escape}`)
        expect(existsSync(escaped) || existsSync(`${escaped}.data`), escaped).toBe(false)
      }
    },
    STOPPED_BUILD_GUARD,
  )
})
