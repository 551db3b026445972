import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Units, components (jsdom, chosen per file with a @vitest-environment docblock) and the
// content API contract; browser tests are Playwright's (tests/e2e).
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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
