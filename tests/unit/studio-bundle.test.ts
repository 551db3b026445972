/**
 * The offline Studio's local-backend code (studio/local-api.ts) is in a Studio built without a
 * project id, and nowhere in one built for a real Sanity project.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, expect, it } from 'vitest'

const STUDIO = fileURLToPath(new URL('../../studio/', import.meta.url))
const out = mkdtempSync(join(tmpdir(), 'gsi-studio-'))
afterAll(() => rmSync(out, { recursive: true, force: true }))

function build(name: string, env: Record<string, string>) {
  const dir = join(out, name)
  execFileSync('npx', ['sanity', 'build', dir, '--yes'], {
    cwd: STUDIO,
    env: { ...process.env, DO_NOT_TRACK: '1', NO_UPDATE_NOTIFIER: '1', ...env },
    stdio: 'pipe',
  })
  const staticDir = join(dir, 'static')
  return readdirSync(staticDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(staticDir, file), 'utf8'))
    .join('\n')
}

/** Marks of the local backend: its API host and the listen streams spread over *.localhost names. */
const LOCAL_MARKS = [/http:\/\/localhost:\$\{/, /listen-\$\{/]

// Two Studio builds, 24 s on a quiet machine; the timeout a guard against a hung build, not a measure
// (with four busy loops beside the tests, 120 s was not enough).
it('leaves the local backend out of a Studio built for a real project', { timeout: 400_000 }, () => {
  const local = build('local', { SANITY_STUDIO_PROJECT_ID: '' })
  for (const mark of LOCAL_MARKS) expect(local).toMatch(mark)
  const deployed = build('deployed', { SANITY_STUDIO_PROJECT_ID: 'abc123', SANITY_STUDIO_DATASET: 'production' })
  for (const mark of LOCAL_MARKS) expect(deployed).not.toMatch(mark)
  expect(deployed).toContain('abc123')
})
