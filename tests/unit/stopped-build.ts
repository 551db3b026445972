/**
 * A build run as `npm run build` runs it, in a process of its own, for the tests of builds that stop
 * at their checks before writing anything (build-stops, build-slug-stops, content-checks).
 */
import { spawn } from 'node:child_process'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The project's folder. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * How long such a test may take: a guard, not a measure. A build that stops at its checks takes
 * seconds; with four busy loops and more beside the tests, past 120 s.
 */
export const STOPPED_BUILD_GUARD = 300_000

/** Runs the build (not blocking: this process serves its content meanwhile); its exit code and output. */
export function runBuild(env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/react-router'), ['build'], { cwd: ROOT, env })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => done({ code, output }))
  })
}

/** When the built site was last written (a build that stops must not touch it). */
export const builtAt = () => {
  try {
    return statSync(join(ROOT, 'build/client/index.html')).mtimeMs
  } catch {
    return undefined
  }
}

/**
 * The build of the local stand-ins' content (the content API on `port`, its store in `store`): its
 * exit code, its output, and the lines that say why it stopped.
 */
export async function localBuild(port: number, store: string) {
  const { code, output } = await runBuild({ ...process.env, SITE_LOCAL: '1', LOCAL_API_PORT: String(port), LOCAL_STORE_DIR: store })
  return { code, output, stopped: output.split('\n').filter((text) => text.startsWith('The build stopped:')) }
}
