/**
 * The ports and the content stores the tests use: never a developer's (`.local/content` on port
 * 3334) nor another checkout's. `npm test` (tests/run.ts) picks free ports and a fresh store
 * folder and passes them on; run alone, Playwright falls back to these defaults.
 *
 * The browser tests use three content stores, so that the tests that change content never change
 * what another test reads (playwright.config.ts): the build's own (LOCAL_STORE_DIR), which the
 * Studio tests edit and publish to, with the dev site; and two copies of it made as the site's
 * previews start, each served by a preview of the build with a content API of its own: one for
 * the tests that only read content, one for the tests that change it.
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
  /** The content API of the preview at E2E_PORT (the tests that read content). */
  E2E_API_PORT: '4322',
  /** The preview of the tests that change content, and its content API. */
  E2E_CMS_PORT: '4323',
  E2E_CMS_API_PORT: '4324',
  LOCAL_STORE_DIR: join(ROOT, '.local', 'test-content'),
} as const

/** A site the browser tests visit: a preview of the build, its content API and the store it serves (a copy of the build's). */
export type TestSite = { port: number; apiPort: number; storeDir: string }

/** Fills in whatever of TEST_DEFAULTS the environment does not set, and returns the result. */
export function applyTestEnv(env: NodeJS.ProcessEnv = process.env) {
  for (const [key, value] of Object.entries(TEST_DEFAULTS)) env[key] ||= value
  const store = env.LOCAL_STORE_DIR!
  return {
    e2ePort: Number(env.E2E_PORT),
    devPort: Number(env.DEV_PORT),
    studioPort: Number(env.STUDIO_PORT),
    apiPort: Number(env.LOCAL_API_PORT),
    /** The preview for the tests that read content. */
    reading: { port: Number(env.E2E_PORT), apiPort: Number(env.E2E_API_PORT), storeDir: `${store}-reading` } satisfies TestSite,
    /** The preview for the tests that change content. */
    changing: { port: Number(env.E2E_CMS_PORT), apiPort: Number(env.E2E_CMS_API_PORT), storeDir: `${store}-changing` } satisfies TestSite,
  }
}
