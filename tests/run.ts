/**
 * `npm test`: every check, in order, each stopping the run when it fails. Free loopback ports and
 * a fresh content store (from seed/) of this run's own are chosen first and passed to every step,
 * so a test run never touches a developer's store or servers, nor another checkout's test run.
 * Each step's time is printed as it ends, and all of them in a table at the end, with the machine's
 * load (a figure taken on a busy machine reads differently: docs/testing.md).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

async function freePort() {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as { port: number }
  await new Promise((done) => server.close(done))
  return String(port)
}

const store = mkdtempSync(join(tmpdir(), 'gsi-test-content-'))
const env: NodeJS.ProcessEnv = {
  ...process.env,
  LOCAL_STORE_DIR: store,
  LOCAL_API_PORT: process.env.LOCAL_API_PORT || (await freePort()),
  E2E_PORT: process.env.E2E_PORT || (await freePort()),
  DEV_PORT: process.env.DEV_PORT || (await freePort()),
  STUDIO_PORT: process.env.STUDIO_PORT || (await freePort()),
  REBUILD_PORT: process.env.REBUILD_PORT || (await freePort()),
  E2E_API_PORT: process.env.E2E_API_PORT || (await freePort()),
  E2E_CMS_PORT: process.env.E2E_CMS_PORT || (await freePort()),
  E2E_CMS_API_PORT: process.env.E2E_CMS_API_PORT || (await freePort()),
  // A canary: if a token ever reached the browser bundle, the build-output test finds it.
  SANITY_API_WRITE_TOKEN: process.env.SANITY_API_WRITE_TOKEN || 'canary-token-must-not-ship',
  DO_NOT_TRACK: '1',
  NO_UPDATE_NOTIFIER: '1',
}
// The forms of the tested build call the email-manager stand-in on another origin (localhost, not
// 127.0.0.1), as they call the real one in production: CORS and the CSP's connect-src are exercised.
const buildEnv = { ...env, SITE_LOCAL: '1', VITE_EMAIL_MANAGER_URL: `http://localhost:${env.E2E_PORT}/__email-manager` }
// The Studio is built (and checked to build) by Playwright's web server, for this run's backend.
// The browser tests and the unit tests that read the built pages share this one build.
const steps = ['typecheck', 'lint', 'format:check', 'build', 'test:unit', 'schema:validate', 'test:e2e']

/** The load average over the last minute, and the number of cores it is shared by. */
const load = () => `${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`

const times: Array<{ step: string; ms: number; ok: boolean; load: string }> = []
const began = Date.now()
let status = 0
try {
  for (const step of steps) {
    const started = Date.now()
    console.log(`\n▶ npm run ${step} (load ${load()})`)
    const run = spawnSync('npm', ['run', '--silent', step], { env: step === 'build' ? buildEnv : env, stdio: 'inherit' })
    const ms = Date.now() - started
    times.push({ step, ms, ok: run.status === 0, load: load() })
    if (run.status !== 0) {
      console.error(`\n✖ npm run ${step} failed (exit ${run.status ?? run.signal}) after ${seconds(ms)}.`)
      status = run.status || 1
      break
    }
    console.log(`✔ npm run ${step} (${seconds(ms)})`)
  }
} finally {
  // The store, and the copies the browser tests' previews served (tests/env.ts).
  for (const dir of [store, `${store}-reading`, `${store}-changing`]) rmSync(dir, { recursive: true, force: true })
  const width = Math.max(...steps.map((step) => step.length))
  console.log(`\nSteps of npm test (load average when each ended):`)
  for (const { step, ms, ok, load } of times)
    console.log(`  ${ok ? '✔' : '✖'} ${step.padEnd(width)}  ${seconds(ms).padStart(6)}  (load ${load})`)
  console.log(`  ${'total'.padStart(width + 2)}  ${minutes(Date.now() - began)}`)
}
process.exit(status)
