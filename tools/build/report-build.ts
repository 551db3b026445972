/**
 * The production build reports its own state to the site status the Studio shows
 * (schemas/build-status.ts), as `npm run preview`'s rebuild does locally: Netlify runs the build
 * through this script (netlify.toml). It records "building", taking over the publishes that were
 * waiting for it (queued by the publish function, tools/build/publish-hook.ts, with the document
 * whose publish started it, the webhook's body `{_id, _type}` that Netlify passes as
 * INCOMING_HOOK_BODY), runs the build, then records "live" or "failed" and why, in the build's own
 * one-line words. It writes with SANITY_API_WRITE_TOKEN (a token with the Editor role, set in
 * Netlify's environment variables); without one it only runs the build.
 *
 *   node tools/build/report-build.ts <build command…>
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import type { BuildEntry } from '../../schemas/build-status.ts'
import { buildOutput } from './build-reasons.ts'
import { recordBuilds } from './rebuild-status.ts'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('Usage: node tools/build/report-build.ts <build command…>')
  process.exit(2)
}

/** The published document the webhook reported, if Netlify passed its body on. */
function publishedBy(body = process.env.INCOMING_HOOK_BODY): string[] {
  try {
    const id = (JSON.parse(body ?? '') as { _id?: unknown })._id
    return typeof id === 'string' ? [id.replace(/^drafts\./, '')] : []
  } catch {
    return []
  }
}

const now = () => new Date().toISOString()
const entry: BuildEntry = {
  _key: randomUUID().slice(0, 12),
  state: 'building',
  queuedAt: now(),
  startedAt: now(),
  documents: publishedBy(),
}
const record = await recordBuilds(process.env)
await record?.(entry)

const printed = buildOutput()
const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], shell: false })
for (const stream of [child.stdout, child.stderr]) {
  stream.on('data', (chunk: Buffer) => {
    ;(stream === child.stdout ? process.stdout : process.stderr).write(chunk)
    printed.add(chunk)
  })
}
const code = await new Promise<number>((done) => {
  child.on('error', (error) => {
    printed.add(`Error: could not start the build: ${error.message}\n`)
    done(1)
  })
  child.on('close', (status) => done(status ?? 1))
})
await record?.(entry, { ok: code === 0, ...printed.end() })
process.exit(code)
