/**
 * Rebuild on publish, as the CDN does in production (studio/publish-webhook.ts): `npm run preview`
 * follows the content the site reads (published documents of its types, with the webhook's own
 * filter) and, after a publish, rebuilds the whole static site in the background (pages, sitemap,
 * 404 pages, PDFs) with the configuration the served build was made with. A burst of publishes
 * makes one build (debounced); a publish during a build makes one more after it.
 *
 * Each rebuild goes to a folder of its own (`<build>/.rebuilds/<n>`); only when it succeeded does
 * the server switch to it, between two requests, so a visitor never gets a half-built site. A
 * failed rebuild keeps the last good site and prints why. `<build>/client` is then brought up to
 * date too, for the next `npm run preview` and the benchmarks.
 */
import { spawn } from 'node:child_process'
import { cp, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createClient } from '@sanity/client'
import { PUBLISHED_SITE_CONTENT } from '../../studio/publish-webhook.ts'
import { clientConfig } from '../../src/content/config.ts'

/** Quiet time after a publish before the rebuild starts, and the longest a steady stream of publishes can delay it. */
export const REBUILD_DEBOUNCE_MS = 1500
const REBUILD_MAX_WAIT_MS = 10_000
/** How long a replaced build stays on disk for requests still reading it. */
const GRACE_MS = 30_000

/** The public configuration a build is made with: recorded beside it, reused by its rebuilds. Never a token. */
export const BUILD_ENV_NAMES = [
  'SITE_LOCAL',
  'SANITY_PROJECT_ID',
  'SANITY_DATASET',
  'VITE_EMAIL_MANAGER_URL',
  'VITE_BUSINESS_ID',
  'SITE_CONNECT_SRC',
  'SITE_IMG_SRC',
  'SITE_FRAME_ANCESTORS',
  'CHROME_PATH',
] as const
const BUILD_ENV_FILE = 'build-env.json'

export async function writeBuildEnv(buildDir: string, env: NodeJS.ProcessEnv = process.env) {
  const recorded = Object.fromEntries(BUILD_ENV_NAMES.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]))
  await writeFile(join(buildDir, BUILD_ENV_FILE), JSON.stringify(recorded, null, 2) + '\n')
}

async function readBuildEnv(buildDir: string): Promise<Partial<Record<(typeof BUILD_ENV_NAMES)[number], string>>> {
  return JSON.parse(await readFile(join(buildDir, BUILD_ENV_FILE), 'utf8').catch(() => '{}'))
}

type Log = { info: (message: string) => void; error: (message: string) => void }

/** Runs `react-router build` into `dir` with the recorded configuration; resolves with its exit code and last lines. */
function runBuild(dir: string, buildEnv: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string[] }>((done) => {
    const env: NodeJS.ProcessEnv = { ...process.env, SITE_BUILD_DIR: dir }
    for (const name of BUILD_ENV_NAMES) delete env[name]
    Object.assign(env, buildEnv)
    const child = spawn('npx', ['react-router', 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output: string[] = []
    const keep = (chunk: Buffer) => {
      output.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => line.trim()),
      )
      output.splice(0, Math.max(0, output.length - 40))
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('close', (code) => done({ code, output }))
  })
}

/** Why a build failed, in its own words: the build's one-line reasons when it gave them, else its last lines. */
function reasonOf(output: string[]) {
  const stated = output.filter((line) => /The build stopped|Error:|error:/.test(line))
  return (stated.length ? stated : output.slice(-5)).join('\n')
}

/**
 * Starts following the published content of the build in `buildDir` (the local content API, or
 * the Sanity project the build was made from). `serve` is called with each new build's client
 * folder. Returns a function that stops following.
 */
export async function rebuildOnPublish(buildDir: string, serve: (clientDir: string) => void, log: Log) {
  const buildEnv = await readBuildEnv(buildDir)
  const rebuilds = join(buildDir, '.rebuilds')
  await rm(rebuilds, { recursive: true, force: true })
  const client = createClient(
    clientConfig({
      projectId: buildEnv.SANITY_PROJECT_ID,
      dataset: buildEnv.SANITY_DATASET,
      localApiUrl: process.env.LOCAL_CONTENT_API_URL,
    }),
  )

  let count = 0
  let timer: NodeJS.Timeout | undefined
  let firstPending = 0
  let running = false
  let again = false
  let served: string | undefined
  const changed = new Set<string>()

  async function rebuild() {
    timer = undefined
    firstPending = 0
    if (running) return void (again = true)
    running = true
    const ids = [...changed]
    changed.clear()
    const dir = join(rebuilds, String(++count))
    const started = Date.now()
    log.info(`Published: ${ids.join(', ') || 'the content store was replaced'}. Rebuilding the site…`)
    try {
      await mkdir(dir, { recursive: true })
      const { code, output } = await runBuild(dir, buildEnv)
      if (code !== 0) {
        log.error(`The rebuild failed; still serving the last good build.\n${reasonOf(output)}`)
        await rm(dir, { recursive: true, force: true })
        return
      }
      const previous = served
      served = join(dir, 'client')
      serve(served)
      log.info(`Rebuilt in ${Math.round((Date.now() - started) / 1000)} s: serving the new build.`)
      // <build>/client follows, for the next start and the benchmarks (nothing serves it any more).
      await rm(join(buildDir, 'client.next'), { recursive: true, force: true })
      await cp(served, join(buildDir, 'client.next'), { recursive: true })
      await rm(join(buildDir, 'client'), { recursive: true, force: true })
      await rename(join(buildDir, 'client.next'), join(buildDir, 'client'))
      if (previous) setTimeout(() => void rm(join(previous, '..'), { recursive: true, force: true }), GRACE_MS).unref()
    } catch (error) {
      log.error(`The rebuild failed; still serving the last good build. ${(error as Error).message}`)
    } finally {
      running = false
      if (again) {
        again = false
        schedule()
      }
    }
  }

  function schedule(id?: string) {
    if (id) changed.add(id)
    firstPending ||= Date.now()
    clearTimeout(timer)
    const wait = Math.max(0, Math.min(REBUILD_DEBOUNCE_MS, firstPending + REBUILD_MAX_WAIT_MS - Date.now()))
    timer = setTimeout(() => void rebuild(), wait)
  }

  let welcomed = false
  const subscription = client
    .listen(`*[${PUBLISHED_SITE_CONTENT}]`, {}, { events: ['welcome', 'mutation'], includeResult: false, visibility: 'query' })
    .subscribe({
      next: (event) => {
        if (event.type === 'mutation') schedule(event.documentId)
        // Connected again (the content API restarted or its store was reset): what changed meanwhile is unknown.
        else if (event.type === 'welcome' && welcomed) schedule()
        if (event.type === 'welcome') welcomed = true
      },
      error: (error: Error) => log.error(`Rebuild on publish stopped: ${error.message}`),
    })
  return () => {
    subscription.unsubscribe()
    clearTimeout(timer)
  }
}
