import { defineConfig, devices } from '@playwright/test'
import { CHROME_PATH, CHROMIUM_ARGS } from './tools/site-build/chromium'
import { applyTestEnv } from './tests/env'

// Ports and a content store of the tests' own (tests/env.ts), never a server this run did
// not start. The site tests run against the built, prerendered site (`npm run build` first),
// served by `npm run preview`; the Studio tests against the Studio, built for this run's backend,
// and the dev site, all sharing one local content backend, in Debian's Chromium.
const { e2ePort, devPort, studioPort, apiPort } = applyTestEnv()

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/.output',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // First, alone: what a visit costs with the content exactly as the build read it (bytes.spec:
    // its CMS queries are one small question only while nothing changed), before any test publishes.
    { name: 'pristine', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, testMatch: /bytes\.spec/ },
    // Every site test at 1440 px, except those tagged @phone-only; tests tagged @phone (or @phone-only) at 360 px too.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
      grepInvert: /@phone-only/,
      testIgnore: /studio\.spec|bytes\.spec/,
      dependencies: ['pristine'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 780 } },
      grep: /@phone/,
      testIgnore: /studio\.spec|bytes\.spec/,
      dependencies: ['pristine'],
    },
    {
      name: 'studio',
      dependencies: ['pristine'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, baseURL: `http://localhost:${studioPort}` },
      testMatch: /studio\.spec/,
    },
  ],
  webServer: [
    {
      // The site tests change content as they go: this server serves the build as it is (no
      // rebuild on publish; the Studio tests start one of their own that does).
      command: `npm run preview -- --port ${e2ePort} --strictPort`,
      url: `http://127.0.0.1:${e2ePort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SITE_REBUILD: 'off' },
    },
    {
      command: `npx react-router dev --port ${devPort} --strictPort`,
      url: `http://127.0.0.1:${devPort}/`,
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      // Built here, so the Studio under test talks to this run's backend and no other.
      command: `cd studio && npx sanity build --yes && npx sanity preview --port ${studioPort}`,
      url: `http://localhost:${studioPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        DO_NOT_TRACK: '1',
        NO_UPDATE_NOTIFIER: '1',
        SANITY_STUDIO_LOCAL_API_PORT: String(apiPort),
        SANITY_STUDIO_PREVIEW_URL: `http://localhost:${devPort}`,
      },
    },
  ],
})
