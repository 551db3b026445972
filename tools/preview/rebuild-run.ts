/**
 * The parts of `npm run preview`'s rebuild (tools/preview/rebuild.ts) that touch processes and folders:
 * a build run into a folder of its own with the recorded configuration (and, for a build made ahead of
 * a moment, its clock), `<build>/client` kept up to date with the build served, and what an earlier
 * preview left behind.
 */
import { spawn } from 'node:child_process'
import { cp, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BUILD_ENV_NAMES, type BuildEnv } from '../site-build/build-env.ts'
import { buildOutput, type BuildOutput } from '../site-build/build-reasons.ts'

/** How long a replaced build stays on disk for requests still reading it. */
export const GRACE_MS = 30_000

type Log = { info: (message: string) => void; error: (message: string) => void }
/** A running build: its outcome, and a way to stop it. */
export type Build = { result: Promise<{ code: number | null } & Partial<BuildOutput>>; stop: () => void }

const REACT_ROUTER_CLI = fileURLToPath(new URL('../../node_modules/.bin/react-router', import.meta.url))

/**
 * Runs `react-router build` into `dir` with the recorded configuration, for `clock` when given (the
 * moment it is made ahead of: SITE_BUILD_CLOCK), else for its start; resolves with its exit code and
 * last lines.
 */
export function runBuild(dir: string, buildEnv: BuildEnv, clock?: string): Build {
  // The build served now (build/client, kept up to date; `dir` is build/.rebuilds/N): its addresses
  // tell the new build which port or page moved (tools/site-build/addresses.ts).
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_BUILD_DIR: dir, SITE_PREVIOUS_BUILD: join(dir, '..', '..', 'client') }
  for (const name of BUILD_ENV_NAMES) delete env[name]
  delete env.SITE_BUILD_CLOCK
  Object.assign(env, buildEnv, clock ? { SITE_BUILD_CLOCK: clock } : {})
  // React Router's CLI itself (not through npx), so that stopping it stops the build.
  const child = spawn(process.execPath, [REACT_ROUTER_CLI, 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const printed = buildOutput()
  child.stdout.on('data', printed.add)
  child.stderr.on('data', printed.add)
  const result = new Promise<{ code: number | null } & BuildOutput>((done) => {
    child.on('error', (error) => {
      printed.add(`Error: could not start the build: ${error.message}\n`)
      done({ code: null, ...printed.end() })
    })
    child.on('close', (code) => done({ code, ...printed.end() }))
  })
  return { result, stop: () => void child.kill() }
}

/** Removes what an earlier preview left behind when it stopped within a grace period. */
export async function removeLeftovers(buildDir: string) {
  for (const entry of await readdir(buildDir)) {
    if (entry === '.rebuilds' || entry === 'client.next' || entry.startsWith('client.old-')) {
      await rm(join(buildDir, entry), { recursive: true, force: true })
    }
  }
}

/** <build>/client follows the served build (`from`, the n-th rebuild's), for the next `npm run preview` and the benchmarks. */
export async function keepClientFolder(buildDir: string, from: string, n: number, log: Log) {
  const client = join(buildDir, 'client')
  const stale = join(buildDir, `client.old-${n}`)
  try {
    await rm(join(buildDir, 'client.next'), { recursive: true, force: true })
    await cp(from, join(buildDir, 'client.next'), { recursive: true })
    await rename(client, stale).catch(() => undefined)
    await rename(join(buildDir, 'client.next'), client)
    setTimeout(() => void rm(stale, { recursive: true, force: true }), GRACE_MS).unref()
  } catch (error) {
    log.error(`Serving the new build, but ${client} could not be brought up to date: ${(error as Error).message}`)
  }
}
