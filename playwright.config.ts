import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, TEST_CHROME_PATH } from './tools/site-build/chromium'
import { applyTestEnv, type TestSite } from './tests/env'

// Ports and content stores of the tests' own (tests/env.ts), never a server this run did not
// start. The site tests run against the built, prerendered site (`npm run build` first), served by
// `npm run preview`; the Studio tests against the Studio, built for this run's backend, and the dev
// site; in Debian's Chromium (its headless shell where installed: TEST_CHROME_PATH).
const { e2ePort, devPort, studioPort, apiPort, reading, changing } = applyTestEnv()

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }
// A phone's width, touch and mobile viewport; drawn at one device pixel per CSS pixel (no test reads
// the pixel ratio, and software rendering at Pixel 5's 2.75 draws over seven times the pixels).
const PHONE = { ...devices['Pixel 5'], viewport: { width: 360, height: 780 }, deviceScaleFactor: 1 }
/** The tests that change content in the CMS (CHANGES_CMS in tests/e2e/helpers.ts), and analytics.spec, which does too. */
const CHANGING = /@cms|analytics\.spec/
const SITE_SPECS = { testIgnore: /studio\.spec/ }

/**
 * `npm run preview` of the build for some of the tests, with a content API and store of its own: a
 * copy of the build's store made as it starts (the same documents and revisions, so its pages find
 * nothing changed since the build). It serves the build as it is (no rebuild on publish; the Studio
 * tests start one of their own that does).
 */
const preview = (site: TestSite) => ({
  command: `node tests/copy-store.ts ${JSON.stringify(process.env.LOCAL_STORE_DIR)} ${JSON.stringify(site.storeDir)} && npm run preview -- --port ${site.port} --strictPort`,
  url: `http://127.0.0.1:${site.port}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { SITE_REBUILD: 'off', LOCAL_API_PORT: String(site.apiPort), LOCAL_STORE_DIR: site.storeDir },
})

/**
 * The projects this run was asked for (`--project`), so that only their servers start: `npm test`
 * runs the site's tests, then the Studio's (tests/run.ts). Read in the process that starts the
 * servers; its workers start none.
 */
const asked = process.argv.flatMap((arg, at, all) =>
  arg === '--project' ? [all[at + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
)
const runs = (project: string) => asked.length === 0 || asked.includes(project)
const SITE_PROJECTS = ['cms', 'desktop', 'phone']

// Three groups of tests, each with a content store of its own, so that no test reads what another
// changes. `npm test` runs the site's ('cms', 'desktop' and 'phone', side by side on two workers),
// then the Studio's alone (tests/run.ts): the Studio and its Presentation tool answer within time
// limits of Sanity's own (a listener's reconnection, the framed page's connection), which a machine
// busy with the site's tests beside them used up (docs/testing.md).
// - 'studio': the real Studio, the dev site and a rebuilding copy of the site, on the build's store,
//   one test at a time (they publish, and reset the store at the end).
// - 'cms': the site's tests that change content (CHANGES_CMS), one at a time, on a preview of their own.
// - 'desktop' and 'phone': the site's other tests, each on its own (fullyParallel), on their preview,
//   whose content nothing changes but bytes.spec's refresh test, which needs a store unchanged since
//   the build (the 'cms' store is not), changes one port for a moment and puts it back. The tests
//   that send through its email-manager stand-in or count its calls run one at a time (USES_EMAIL_MANAGER).
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/.output',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Each test as it ends, then where the time went: each project's span, the slowest files and tests.
  reporter: [['list'], ['./tests/reporters/slowest.ts']],
  // Guards, not measures: a site test that loads several pages took over a minute with four busy
  // loops beside the run (a minute's work is 10 s on a quiet machine). Each step waits for its condition.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'studio',
      use: { ...DESKTOP, baseURL: `http://localhost:${studioPort}` },
      testMatch: /studio\.spec/,
      workers: 1,
      // The Studio's tests boot the Studio, often twice, beside rebuilds: on a machine busy with more
      // than the tests (four busy loops beside .ci/run), a Studio took up to a minute to open and a
      // live change over 10 s to reach another tab. Their guards are longer; what each waits for is the same.
      timeout: 180_000,
      expect: { timeout: 30_000 },
    },
    {
      name: 'cms',
      use: { ...DESKTOP, baseURL: `http://127.0.0.1:${changing.port}` },
      ...SITE_SPECS,
      grep: CHANGING,
      workers: 1,
    },
    // Every other site test at 1440 px, except those tagged @phone-only; tests tagged @phone (or @phone-only) at 360 px too.
    { name: 'desktop', use: DESKTOP, ...SITE_SPECS, grepInvert: [/@phone-only/, CHANGING], fullyParallel: true },
    { name: 'phone', use: PHONE, ...SITE_SPECS, grep: /@phone/, grepInvert: CHANGING, fullyParallel: true },
  ],
  webServer: [
    // The site's tests: two previews of the build (the Studio's compare the one that reads with the dev site).
    preview(reading),
    ...(SITE_PROJECTS.some(runs) ? [preview(changing)] : []),
    // The Studio's: the dev site and the Studio.
    ...(runs('studio') ? studioServers() : []),
  ],
})

/** The dev site, which the Studio's Presentation tool frames, and the Studio, built for this run's backend. */
function studioServers() {
  return [
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
  ]
}
