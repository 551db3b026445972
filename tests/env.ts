/**
 * The ports and the content store the tests use: never a developer's (`.local/content` on port
 * 3334) nor another checkout's. `npm test` (tests/run.ts) picks free ports and a fresh store
 * folder and passes them on; run alone, Playwright falls back to these defaults.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../', import.meta.url))

export const TEST_DEFAULTS = {
  E2E_PORT: '4317',
  DEV_PORT: '4318',
  STUDIO_PORT: '4319',
  LOCAL_API_PORT: '4320',
  /** `npm run preview` with rebuild on publish, started by the Studio tests on a copy of the build. */
  REBUILD_PORT: '4321',
  LOCAL_STORE_DIR: join(ROOT, '.local', 'test-content'),
} as const

/** Fills in whatever of TEST_DEFAULTS the environment does not set, and returns the result. */
export function applyTestEnv(env: NodeJS.ProcessEnv = process.env) {
  for (const [key, value] of Object.entries(TEST_DEFAULTS)) env[key] ||= value
  return {
    e2ePort: Number(env.E2E_PORT),
    devPort: Number(env.DEV_PORT),
    studioPort: Number(env.STUDIO_PORT),
    apiPort: Number(env.LOCAL_API_PORT),
  }
}
