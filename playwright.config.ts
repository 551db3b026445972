import { defineConfig, devices } from '@playwright/test'
import { CHROME_PATH, CHROMIUM_ARGS } from './local/chromium'
// A port of its own (E2E_PORT to move it), never a server this run did not start.
const port = Number(process.env.E2E_PORT || 4317)

// Runs against the built, prerendered site (`npm run build` first), served by `npm run preview`
// with the local content API and email-manager, in Debian's Chromium.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'tests/.output',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Every test at 1440 px, except those tagged @phone-only; tests tagged @phone (or @phone-only) at 360 px too.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } }, grepInvert: /@phone-only/ },
    { name: 'phone', use: { ...devices['Pixel 5'], viewport: { width: 360, height: 780 } }, grep: /@phone/ },
  ],
  webServer: {
    command: `npm run preview -- --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
