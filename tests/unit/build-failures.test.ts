/**
 * Every failure an editor can meet reaches the Site status in plain words: what happened and what
 * to do, never a tool's dump or a stack (tools/preview/rebuild.ts `failure`). The failure paths of
 * issue 47: a CMS that fails while the build copies its images (3-5 s into a build: "TypeError:
 * paths is not iterable" and a bundler's stack before), a Chromium that never starts and a document
 * that never prints (the PDF step bounded, tools/site-build/pdf.ts), and any other error of the build's own.
 * Issue 54 (item 9): the CMS failing partway through a rebuild fails the status's write too, which is
 * written again once the CMS answers; a build that stops leaves nothing of itself behind.
 */
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { failure, rebuildOnPublish, UNEXPLAINED_FAILURE, type PublishEvent } from '../../tools/preview/rebuild'
import { BUILD_STATUS_ID, type BuildEntry } from '../../contract/build-status'
import { BuildStepError, printDocuments } from '../../tools/site-build/pdf'
import { CHROME_PATH } from '../../tools/site-build/chromium'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** Waits (polling every 100 ms) until `check` holds, at most `ms`. */
async function until(check: () => boolean, ms: number, what: string) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error(`Waited ${ms / 1000} s for ${what}`)
    await new Promise((done) => setTimeout(done, 100))
  }
}

/** What a tool's own words look like: none of it may reach an editor. */
const DEVELOPER_WORDS = /TypeError|TimeoutError|pid=|<launching>|\bat [\w.<>]+ \(|node_modules|is not iterable|fetch failed/

describe('a failure the build does not explain', () => {
  it('reaches the Site status as what happened and what to do, the error left to the log', () => {
    const { reason } = failure([
      'vite v8.3.8 building client environment for production...',
      'Build failed with 1 error:',
      '[plugin local-services]',
      'TypeError: paths is not iterable',
      '    at copyStoreImages (file:///work/node_modules/.vite-temp/vite.config.ts.mjs:13476:21)',
    ])
    expect(reason).toBe(UNEXPLAINED_FAILURE)
    expect(reason).toMatch(/site still shows the last build/)
    expect(reason).not.toMatch(DEVELOPER_WORDS)
  })
})

describe('a CMS that fails partway through a rebuild, while the build copies its images (3-5 s in: issue 54, item 9)', () => {
  const saved = { ...process.env }
  afterAll(() => {
    for (const name of ['LOCAL_API_PORT', 'LOCAL_CONTENT_API_URL', 'LOCAL_STORE_DIR']) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  })

  it('stops the build with the plain line every read of the CMS gives; the status, which could not be written then, is written once the CMS answers; nothing of the build is left', async () => {
    const store = mkdtempSync(join(tmpdir(), 'gsi-cms-fails-'))
    const api = await startContentApi({ store: await ContentStore.open(store) })
    // The CMS as the rebuild and its build see it: answering until the build asks for the images'
    // paths, then failing every request (the site status's writes too) until the test says it answers again.
    let failing = false
    let answering = true
    const cms = createServer((req, res) => {
      if (answering) failing ||= decodeURIComponent(req.url ?? '').includes('sanity.imageAsset')
      if (failing && !req.url?.startsWith('/__local/health')) {
        res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"description":"Internal Server Error"}}')
        return
      }
      const upstream = request({ host: '127.0.0.1', port: api.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      })
      upstream.on('error', () => res.destroy())
      req.pipe(upstream)
    })
    await new Promise<void>((done) => cms.listen(0, '127.0.0.1', done))
    const port = (cms.address() as AddressInfo).port
    Object.assign(process.env, { LOCAL_API_PORT: String(port), LOCAL_CONTENT_API_URL: `http://127.0.0.1:${port}`, LOCAL_STORE_DIR: store })
    // A served build to rebuild (inside the project: a build imports its packages from node_modules).
    mkdirSync(join(ROOT, '.local'), { recursive: true })
    const buildDir = mkdtempSync(join(ROOT, '.local', 'build-failures-'))
    mkdirSync(join(buildDir, 'client'))
    writeFileSync(join(buildDir, 'client', 'index.html'), 'the last good build')
    writeFileSync(join(buildDir, 'build-env.json'), JSON.stringify({ SITE_LOCAL: '1', VITE_EMAIL_MANAGER_URL: 'http://localhost:1/__em' }))
    const errors: string[] = []
    let emit!: (event: PublishEvent) => void
    const stop = await rebuildOnPublish(
      buildDir,
      () => undefined,
      { info: () => undefined, error: (message) => errors.push(message) },
      {
        follow: (onEvent) => {
          emit = onEvent
          onEvent({ type: 'welcome' })
          return () => undefined
        },
        schedule: async () => ({ alerts: [], notices: [] }),
      },
    )
    const status = () => (api.store.docs.get(BUILD_STATUS_ID)?.builds as BuildEntry[] | undefined)?.[0]
    try {
      emit({ type: 'mutation', documentId: 'port.mumbai' })
      await until(() => errors.some((error) => error.startsWith('The rebuild failed')), 180_000, 'the build to fail')
      expect(failing).toBe(true)
      await until(() => errors.some((error) => error.startsWith('Could not record the site status')), 30_000, 'the status write to fail')
      expect(status()?.state).toBe('building')
      // The CMS answers again: the status says what became of the build, without another publish.
      failing = answering = false
      await until(() => status()?.state === 'failed', 40_000, 'the status to be written again')
      expect(status()).toMatchObject({ state: 'failed', documents: ['port.mumbai'] })
      expect(status()!.reason).toMatch(
        /^The CMS answered with an error on its side \(asked \d times\)\. The site still shows the last build/,
      )
      expect(status()!.reason).not.toMatch(DEVELOPER_WORDS)
      // Nothing of the failed build is left beside the served one.
      expect(readdirSync(join(buildDir, '.rebuilds'))).toEqual([])
      expect(readdirSync(buildDir).sort()).toEqual(['.rebuilds', 'build-env.json', 'client'])
      expect(readdirSync(join(buildDir, 'client'))).toEqual(['index.html'])
    } finally {
      stop()
      cms.closeAllConnections()
      cms.close()
      await api.close()
      rmSync(store, { recursive: true, force: true })
      rmSync(buildDir, { recursive: true, force: true })
    }
  }, 300_000)
})

describe('a build that stops after it began writing (tools/site-build/partial-build.ts)', () => {
  /** A process that passed a build's checks (its folder written), then ends with `code`, whole or not. */
  const run = (dir: string, code: number, whole: boolean) =>
    spawnSync(
      join(ROOT, 'node_modules/.bin/node'),
      [
        '--input-type=module',
        '-e',
        `const m = await import(${JSON.stringify(join(ROOT, 'tools/site-build/partial-build.ts'))}); m.buildWrites(${JSON.stringify(dir)}); ${whole ? 'm.buildFinished();' : ''} process.exit(${code})`,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    )
  const written = () => {
    const dir = mkdtempSync(join(tmpdir(), 'gsi-partial-'))
    for (const part of ['client', 'server', '.rebuilds']) mkdirSync(join(dir, part))
    writeFileSync(join(dir, 'client', 'index.html'), 'half a site')
    writeFileSync(join(dir, 'build-env.json'), '{}')
    return dir
  }

  it('takes what it wrote with it, so no half-made site is served, measured or deployed; a build that ends whole keeps it', () => {
    const stopped = written()
    const whole = written()
    const fine = written()
    try {
      expect(run(stopped, 1, false).status).toBe(1)
      expect(readdirSync(stopped)).toEqual(['.rebuilds'])
      expect(run(whole, 1, true).status).toBe(1)
      expect(run(fine, 0, false).status).toBe(0)
      for (const dir of [whole, fine]) expect(readdirSync(dir).sort()).toEqual(['.rebuilds', 'build-env.json', 'client', 'server'])
    } finally {
      for (const dir of [stopped, whole, fine]) rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('the PDF step', () => {
  it('gives up on a Chromium that never starts within its time, in plain words', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gsi-hung-chromium-'))
    const hung = join(dir, 'chromium')
    writeFileSync(hung, '#!/bin/sh\nexec sleep 600\n')
    chmodSync(hung, 0o755)
    const started = Date.now()
    try {
      const error = await printDocuments(dir, [{ page: '/docs/x', href: '/x.pdf' }], { executablePath: hung, startMs: 2000 }).then(
        () => expect.unreachable('it printed'),
        (thrown: unknown) => thrown,
      )
      expect(error).toBeInstanceOf(BuildStepError)
      expect((error as Error).message).toBe(
        "the PDFs of the printable documents could not be printed: the build's Chromium did not start within 2 seconds. The site still shows the last build. Publish again to try again; if it keeps happening, a developer will find the details in the build's log.",
      )
      expect(failure([`The build stopped: ${(error as Error).message}`]).reason).not.toMatch(DEVELOPER_WORDS)
      expect(Date.now() - started).toBeLessThan(20_000)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 30_000)

  it('gives up on a document that never prints (a page that never hydrates), naming it, within its time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gsi-hung-page-'))
    mkdirSync(join(dir, 'docs', 'never'), { recursive: true })
    writeFileSync(join(dir, 'docs', 'never', 'index.html'), '<!doctype html><title>Never</title><h1>Never hydrates</h1>')
    try {
      const error = await printDocuments(dir, [{ page: '/docs/never', href: '/never.pdf' }], {
        executablePath: CHROME_PATH,
        // The print's time shortened, not Chromium's start (on a busy machine it can take longer than this).
        timeoutMs: 4000,
      }).then(
        () => expect.unreachable('it printed'),
        (thrown: unknown) => thrown,
      )
      expect(error).toBeInstanceOf(BuildStepError)
      expect((error as Error).message).toMatch(
        /^the PDF of \/docs\/never could not be printed: the build's Chromium did not answer within 4 seconds\./,
      )
      expect((error as Error).message).not.toMatch(DEVELOPER_WORDS)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
