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
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
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

async function readBuildEnv(buildDir: string): Promise<BuildEnv> {
  return JSON.parse(await readFile(join(buildDir, BUILD_ENV_FILE), 'utf8').catch(() => '{}'))
}

type Log = { info: (message: string) => void; error: (message: string) => void }
type BuildEnv = Partial<Record<(typeof BUILD_ENV_NAMES)[number], string>>
/** A running build: its outcome, and a way to stop it. */
export type Build = { result: Promise<{ code: number | null; output: string[] }>; stop: () => void }
/** What the rebuild follows: `welcome` when (re)connected, `mutation` per published change; `error` when the stream ends. */
export type PublishEvent = { type: 'welcome' } | { type: 'mutation'; documentId: string }
type Follow = (onEvent: (event: PublishEvent) => void, onError: (error: Error) => void) => () => void

const REACT_ROUTER_CLI = fileURLToPath(new URL('../../node_modules/.bin/react-router', import.meta.url))

/** Runs `react-router build` into `dir` with the recorded configuration; resolves with its exit code and last lines. */
function runBuild(dir: string, buildEnv: BuildEnv): Build {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_BUILD_DIR: dir }
  for (const name of BUILD_ENV_NAMES) delete env[name]
  Object.assign(env, buildEnv)
  // React Router's CLI itself (not through npx), so that stopping it stops the build.
  const child = spawn(process.execPath, [REACT_ROUTER_CLI, 'build'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
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
  const result = new Promise<{ code: number | null; output: string[] }>((done) => {
    child.on('error', (error) => done({ code: null, output: [...output, `Error: could not start the build: ${error.message}`] }))
    child.on('close', (code) => done({ code, output }))
  })
  return { result, stop: () => void child.kill() }
}

/** Why a build failed, in its own words: the build's one-line reasons when it gave them, else its last lines. */
function reasonOf(output: string[]) {
  const stated = output.filter((line) => /The build stopped|Error:|error:/.test(line))
  return (stated.length ? stated : output.slice(-5)).join('\n')
}

/** Published changes of the site's types, from the content API the build read; reconnects are the client's. */
function followPublishes(buildEnv: BuildEnv): Follow {
  const client = createClient(
    clientConfig({
      projectId: buildEnv.SANITY_PROJECT_ID,
      dataset: buildEnv.SANITY_DATASET,
      localApiUrl: process.env.LOCAL_CONTENT_API_URL,
    }),
  )
  return (onEvent, onError) => {
    const subscription = client
      .listen(`*[${PUBLISHED_SITE_CONTENT}]`, {}, { events: ['welcome', 'mutation'], includeResult: false, visibility: 'query' })
      .subscribe({
        next: (event) => {
          if (event.type === 'welcome') onEvent({ type: 'welcome' })
          else if (event.type === 'mutation') onEvent({ type: 'mutation', documentId: event.documentId })
        },
        error: onError,
      })
    return () => subscription.unsubscribe()
  }
}

/** How long to wait before following again after the stream ended: 1 s, doubling, at most 30 s. */
const RETRY_MS = { first: 1000, max: 30_000 }

/**
 * Starts following the published content of the build in `buildDir` (the local content API, or
 * the Sanity project the build was made from). `serve` is called with each new build's client
 * folder. Returns a function that stops following and any build under way.
 */
export async function rebuildOnPublish(
  buildDir: string,
  serve: (clientDir: string) => void,
  log: Log,
  { build = runBuild, follow }: { build?: (dir: string, buildEnv: BuildEnv) => Build; follow?: Follow } = {},
) {
  const buildEnv = await readBuildEnv(buildDir)
  const rebuilds = join(buildDir, '.rebuilds')
  // What an earlier preview left behind when it stopped within a grace period.
  for (const entry of await readdir(buildDir)) {
    if (entry === '.rebuilds' || entry === 'client.next' || entry.startsWith('client.old-')) {
      await rm(join(buildDir, entry), { recursive: true, force: true })
    }
  }
  follow ??= followPublishes(buildEnv)

  let count = 0
  let timer: NodeJS.Timeout | undefined
  let firstPending = 0
  let running: Build | undefined
  let again = false
  let stopped = false
  let served: string | undefined
  const changed = new Set<string>()

  async function rebuild() {
    timer = undefined
    firstPending = 0
    if (stopped) return
    if (running) return void (again = true)
    const ids = [...changed]
    changed.clear()
    const dir = join(rebuilds, String(++count))
    const started = Date.now()
    log.info(`Published: ${ids.join(', ') || 'the content store was replaced'}. Rebuilding the site…`)
    try {
      await mkdir(dir, { recursive: true })
      running = build(dir, buildEnv)
      const { code, output } = await running.result
      if (stopped) return void (await rm(dir, { recursive: true, force: true }))
      if (code !== 0) {
        log.error(`The rebuild failed; still serving the last good build.\n${reasonOf(output)}`)
        await rm(dir, { recursive: true, force: true })
        return
      }
      const previous = served ? join(served, '..') : join(buildDir, 'client')
      served = join(dir, 'client')
      serve(served)
      log.info(`Rebuilt in ${Math.round((Date.now() - started) / 1000)} s: serving the new build.`)
      // Requests still reading the build served before get a while to finish.
      if (previous !== join(buildDir, 'client')) setTimeout(() => void rm(previous, { recursive: true, force: true }), GRACE_MS).unref()
      await keepClientFolder(served)
    } catch (error) {
      log.error(`The rebuild failed; still serving the last good build. ${(error as Error).message}`)
    } finally {
      running = undefined
      if (again && !stopped) {
        again = false
        schedule()
      }
    }
  }

  /** <build>/client follows the served build, for the next `npm run preview` and the benchmarks. */
  async function keepClientFolder(from: string) {
    const client = join(buildDir, 'client')
    const stale = join(buildDir, `client.old-${count}`)
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

  function schedule(id?: string) {
    if (stopped) return
    if (id) changed.add(id)
    firstPending ||= Date.now()
    clearTimeout(timer)
    const wait = Math.max(0, Math.min(REBUILD_DEBOUNCE_MS, firstPending + REBUILD_MAX_WAIT_MS - Date.now()))
    timer = setTimeout(() => void rebuild(), wait)
  }

  // Connected again (the content API restarted, its store was reset, or the stream ended): what
  // changed meanwhile is unknown, so the site is rebuilt.
  let welcomed = false
  let retry = RETRY_MS.first
  let retryTimer: NodeJS.Timeout | undefined
  let unfollow: (() => void) | undefined
  function start() {
    unfollow = follow!(
      (event) => {
        if (event.type === 'mutation') schedule(event.documentId)
        else {
          if (welcomed) schedule()
          welcomed = true
          retry = RETRY_MS.first
        }
      },
      (error) => {
        if (stopped) return
        log.error(`Lost the content API's publish stream (${error.message}); following again in ${retry / 1000} s.`)
        retryTimer = setTimeout(start, retry)
        retry = Math.min(retry * 2, RETRY_MS.max)
      },
    )
  }
  start()
  return () => {
    stopped = true
    unfollow?.()
    clearTimeout(timer)
    clearTimeout(retryTimer)
    running?.stop()
  }
}
