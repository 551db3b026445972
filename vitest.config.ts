import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

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
    include: ['tests/unit/**/*.test.{ts,tsx}'],
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
