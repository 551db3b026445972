import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * The test files that change what a process shares (its environment variables, its time zone, a
 * global, a module mocked), and the component tests (jsdom, MSW): each runs in a process of its own.
 * Every other file shares its worker's modules with the files run there before it, evaluated once
 * (Vitest's `isolate: false`): the unit tests took a third less time so. A file that starts changing
 * shared state belongs here: tests/unit/vitest-isolation.test.ts says which.
 */
export const ISOLATED = [
  'tests/unit/**/*.test.tsx',
  'tests/unit/build-clock.test.ts',
  'tests/unit/build-failures.test.ts',
  'tests/unit/build-required.test.ts',
  'tests/unit/form-function-bound.test.ts',
  'tests/unit/form-send.test.ts',
  'tests/unit/form-store.test.ts',
  'tests/unit/form-storm.test.ts',
  'tests/unit/functions-storm.test.ts',
  'tests/unit/lone-surrogates.test.ts',
  'tests/unit/netlify-build-requests.test.ts',
  'tests/unit/studio-channel.test.ts',
  'tests/unit/worker-caches.test.ts',
]
const ALL = ['tests/unit/**/*.test.{ts,tsx}']

// Units, components (jsdom, chosen per file with a @vitest-environment docblock), the content API
// contract and the checks of the built pages that need no browser (tests/unit/built-site.ts);
// browser tests are Playwright's (tests/e2e).
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: {
    'import.meta.env.SANITY_PROJECT_ID': JSON.stringify(''),
    'import.meta.env.SANITY_DATASET': JSON.stringify(''),
    'import.meta.env.BUILD_YEAR': JSON.stringify(new Date().getFullYear()),
  },
  test: {
    projects: [
      { extends: true, test: { name: 'shared', include: ALL, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // At least three files at a time, on a 2-core machine too (Vitest's default is one less than the
    // cores: one there): many of them wait more than they compute (builds that stop early, servers,
    // timers, Chromium).
    maxWorkers: Math.max(availableParallelism() - 1, 3),
    // Its summary, then the slowest files (docs/testing.md keeps the figures).
    reporters: ['default', './tests/reporters/vitest-slowest.ts'],
  },
})
