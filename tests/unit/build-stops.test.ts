/**
 * A build against a CMS that lacks a section a page shows stops at once with one line naming it,
 * and writes nothing: the real `react-router build` against a local content store of its own
 * (the seed, less the home page's "sla" section and the pre-arrival form's "imo" field).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtAt, localBuild, STOPPED_BUILD_GUARD } from './stopped-build'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { API_VERSION, LOCAL_DATASET } from '../../contract/constants.ts'
import { PAGE_COPY } from '../../contract/page-copy.ts'

const dir = mkdtempSync(join(tmpdir(), 'gsi-missing-section-'))
let api: Awaited<ReturnType<typeof startContentApi>>

beforeAll(async () => {
  api = await startContentApi({ store: await ContentStore.open(dir) })
  const res = await fetch(`${api.url}/v${API_VERSION}/data/mutate/${LOCAL_DATASET}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      mutations: [
        { patch: { id: 'pageCopy.home', unset: ['sections[_key=="sla"]'] } },
        { patch: { id: 'pageCopy.portCallCompliance', unset: ['sections[_key=="form"].fields[_key=="imo"]'] } },
      ],
    }),
  })
  expect(res.ok).toBe(true)
})
afterAll(async () => {
  await api.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('a build whose CMS lacks a section', () => {
  it(
    'stops, naming the section and the page copy, before it writes anything',
    async () => {
      const before = builtAt()
      const { code, stopped } = await localBuild(api.port, dir)
      expect(code).toBe(1)
      const line = stopped[0]
      expect(line).toContain(`the page copy "${PAGE_COPY.home.title}" › Sections: the section "Sla"`)
      expect(line).toContain(
        `the page copy "${PAGE_COPY.portCallCompliance.title}" › Sections › "Vessel & port details": the entry the page reads as "imo"`,
      )
      expect(builtAt()).toBe(before)
    },
    STOPPED_BUILD_GUARD,
  )
})
