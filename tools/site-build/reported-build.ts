/**
 * The production build, as Netlify runs it (netlify.toml, through report-build.ts): it reports its
 * own state to the site status the Studio shows (contract/build-status.ts), as `npm run preview`'s
 * rebuild does locally. It records "building", taking over the publishes that were waiting for it
 * (queued by the publish function, server/publish-hook.ts, with the document whose publish
 * started it, the webhook's body `{_id, _type}` that Netlify passes as INCOMING_HOOK_BODY), runs the
 * build, then records "live" or "failed" and why, in the build's own one-line words. It writes with
 * SANITY_API_WRITE_TOKEN (a token with the Editor role, set in Netlify's environment variables);
 * without one it only runs the build.
 *
 * A build the scheduled function asked for ahead of a moment (server/scheduled-rebuild.ts,
 * server/build-ahead.ts) finds the moment's clock in the site status, as it takes that request
 * over (Netlify's build hook passes no variables): it is built for that clock (SITE_BUILD_CLOCK) and,
 * when done before the moment, waits for it before it ends, since Netlify deploys what a build made
 * once it ends: the site has the notice from its minute, not before, and a few seconds after (the
 * deploy). The wait costs build minutes: at most the lead time. A build that takes a publish over is
 * made for the time it is built, and waits for nothing.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import type { BuildEntry } from '../../contract/build-status.ts'
import { indiaClock } from '../../contract/india-time.ts'
import { buildOutput } from './build-reasons.ts'
import { recordBuilds } from '../preview/rebuild-status.ts'

/** The published document the webhook reported, if Netlify passed its body on. */
function publishedBy(body: string | undefined): string[] {
  try {
    const id = (JSON.parse(body ?? '') as { _id?: unknown })._id
    return typeof id === 'string' ? [id.replace(/^drafts\./, '')] : []
  } catch {
    return []
  }
}

/** Runs `command` with `env`, its output printed as it comes; resolves with its exit code and what it printed. */
function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const printed = buildOutput()
  const child = spawn(command, args, { env, stdio: ['inherit', 'pipe', 'pipe'], shell: false })
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      ;(stream === child.stdout ? process.stdout : process.stderr).write(chunk)
      printed.add(chunk)
    })
  }
  return new Promise<number>((done) => {
    child.on('error', (error) => {
      printed.add(`Error: could not start the build: ${error.message}\n`)
      done(1)
    })
    child.on('close', (status) => done(status ?? 1))
  }).then((code) => ({ code, ...printed.end() }))
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/** Runs the build command, reporting it; resolves with its exit code. `wait` waits for a build's moment (a test's own). */
export async function reportedBuild(command: string, args: string[], env: NodeJS.ProcessEnv = process.env, wait = sleep) {
  const now = () => new Date().toISOString()
  const entry: BuildEntry = {
    _key: randomUUID().slice(0, 12),
    state: 'building',
    queuedAt: now(),
    startedAt: now(),
    documents: publishedBy(env.INCOMING_HOOK_BODY),
  }
  const record = await recordBuilds(env)
  // Taking the waiting requests over gives the build its clock, when it was asked for ahead of a moment (site-status.ts `startBuild`).
  await record?.(entry)
  const clock = entry.clock
  if (clock)
    console.log(`Building ahead for ${indiaClock(Date.parse(clock), Date.now(), { withDay: true })} India time, when ${entry.scheduled}.`)
  const { code, ...printed } = await runCommand(command, args, clock ? { ...env, SITE_BUILD_CLOCK: clock } : env)
  const early = clock ? Date.parse(clock) - Date.now() : 0
  if (code === 0 && early > 0) {
    await record?.(entry, 'built')
    console.log(`Built ahead: waiting ${Math.ceil(early / 1000)} s for its minute, so that Netlify deploys it then, not before.`)
    await wait(early)
  }
  await record?.(entry, { ok: code === 0, ...printed })
  return code
}
