/**
 * `npm test`: every check, each stopping the run when it fails (the quick ones in two lanes side by
 * side). Free loopback ports and a fresh content store (from seed/) of this run's own are chosen
 * first and passed to every step, so a test run never touches a developer's store or servers, nor
 * another checkout's test run.
 * Each step's time is printed as it ends, and all of them in a table at the end, with the machine's
 * load (a figure taken on a busy machine reads differently: docs/testing.md).
 */
import { spawn } from 'node:child_process'
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
// The quick checks run in two lanes side by side (each mostly one core's work): the type check
// (whose route types the build writes too) and the build in one; formatting, the schemas and lint
// in the other. Then the unit tests, the Firefox and WebKit test (tests/engines/), then the site's
// browser tests and the Studio's, each with both cores (the Studio's alone: playwright.config.ts).
const stages: string[][][] = [
  [
    ['typecheck', 'build'],
    ['format:check', 'schema:validate', 'lint'],
  ],
  [['test:unit']],
  [['test:engines']],
  [['test:e2e:site']],
  [['test:e2e:studio']],
]
const steps = stages.flat(2)

/** The load average over the last minute, and the number of cores it is shared by. */
const load = () => `${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`

const times: Array<{ step: string; ms: number; ok: boolean; load: string }> = []
const began = Date.now()

/**
 * Runs one step. Alone in its stage, its output streams as it comes; beside another lane, it is
 * held and printed whole when the step ends, so the lanes' lines never interleave.
 */
function runStep(step: string, alone: boolean): Promise<boolean> {
  const started = Date.now()
  console.log(`\n▶ npm run ${step} (load ${load()})`)
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', step], {
      env: step === 'build' ? buildEnv : env,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    const held: Buffer[] = []
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk))
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk))
    child.on('close', (code, signal) => {
      const ms = Date.now() - started
      const ok = code === 0
      if (held.length) process.stdout.write(`\n── npm run ${step} ──\n${Buffer.concat(held).toString()}`)
      times.push({ step, ms, ok, load: load() })
      if (ok) console.log(`✔ npm run ${step} (${seconds(ms)})`)
      else console.error(`\n✖ npm run ${step} failed (exit ${code ?? signal}) after ${seconds(ms)}.`)
      done(ok)
    })
  })
}

/** A lane: its steps one after another, stopping at the first that fails. */
async function runLane(lane: string[], alone: boolean) {
  for (const step of lane) if (!(await runStep(step, alone))) return false
  return true
}

let status = 0
try {
  for (const lanes of stages) {
    const results = await Promise.all(lanes.map((lane) => runLane(lane, lanes.length === 1)))
    if (results.includes(false)) {
      status = 1
      break
    }
  }
} finally {
  // The store, and the copies the browser tests' previews served (tests/env.ts).
  for (const dir of [store, `${store}-reading`, `${store}-changing`]) rmSync(dir, { recursive: true, force: true })
  const width = Math.max(...steps.map((step) => step.length))
  console.log(`\nSteps of npm test (load average when each ended; the first five in two lanes side by side):`)
  for (const { step, ms, ok, load } of times)
    console.log(`  ${ok ? '✔' : '✖'} ${step.padEnd(width)}  ${seconds(ms).padStart(6)}  (load ${load})`)
  console.log(`  ${'total'.padStart(width + 2)}  ${minutes(Date.now() - began)}`)
}
process.exit(status)
