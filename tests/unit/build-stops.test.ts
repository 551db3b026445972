/**
 * A build against a CMS that lacks a section a page shows stops at once with one line naming it,
 * and writes nothing: the real `react-router build` against a local content store of its own
 * (the seed, less the home page's "sla" section and the pre-arrival form's "imo" field).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { API_VERSION, LOCAL_DATASET } from '../../contract/constants.ts'
import { PAGE_COPY } from '../../contract/page-copy.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
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

/** Runs the build (not blocking: this process serves its content meanwhile); its exit code and output. */
function build(env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/react-router'), ['build'], { cwd: ROOT, env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => done({ code, output }))
  })
}

/** When the built site was last written (the build must not touch it). */
const builtAt = () => {
  try {
    return statSync(join(ROOT, 'build/client/index.html')).mtimeMs
  } catch {
    return undefined
  }
}

describe('a build whose CMS lacks a section', () => {
  it('stops, naming the section and the page copy, before it writes anything', async () => {
    const before = builtAt()
    const { code, output } = await build({ ...process.env, SITE_LOCAL: '1', LOCAL_API_PORT: String(api.port), LOCAL_STORE_DIR: dir })
    expect(code).toBe(1)
    const line = output.split('\n').find((text) => text.startsWith('The build stopped:'))
    expect(line).toContain(`the page copy "${PAGE_COPY.home.title}" › Sections: the section "Sla"`)
    expect(line).toContain(
      `the page copy "${PAGE_COPY.portCallCompliance.title}" › Sections › "Vessel & port details": the entry the page reads as "imo"`,
    )
    expect(builtAt()).toBe(before)
    // A guard: a build that stops at its checks takes seconds; past 120 s with four busy loops and more beside the tests.
  }, 300_000)
})
