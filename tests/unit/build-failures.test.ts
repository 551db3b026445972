/**
 * Every failure an editor can meet reaches the Site status in plain words: what happened and what
 * to do, never a tool's dump or a stack (tools/build/rebuild.ts `failure`). The failure paths of
 * issue 47: a CMS that fails while the build copies its images (3-5 s into a build: "TypeError:
 * paths is not iterable" and a bundler's stack before), a Chromium that never starts and a document
 * that never prints (the PDF step bounded, tools/build/pdf.ts), and any other error of the build's own.
 */
import { spawn } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { startContentApi } from '../../tools/stand-ins/content/backend'
import { ContentStore } from '../../tools/stand-ins/content/store'
import { failure, UNEXPLAINED_FAILURE } from '../../tools/build/rebuild'
import { BuildStepError, printDocuments } from '../../tools/build/pdf'
import { CHROME_PATH } from '../../tools/build/chromium'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
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

describe('a CMS that fails while the build copies its images (3-5 s into a build)', () => {
  it('stops the build with the plain line every read of the CMS gives, not a bundler stack', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gsi-cms-fails-'))
    const api = await startContentApi({ store: await ContentStore.open(dir) })
    // The CMS as the build sees it: answers until the build asks for the images' paths, then fails every read.
    let failing = false
    const cms = createServer((req, res) => {
      failing ||= decodeURIComponent(req.url ?? '').includes('sanity.imageAsset')
      if (failing && !req.url?.startsWith('/__local/health')) {
        res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"error":{"description":"Service unavailable"}}')
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
    const buildDir = join('.local', `build-failures-${process.pid}`)
    try {
      const env = {
        ...process.env,
        SITE_LOCAL: '1',
        LOCAL_API_PORT: String((cms.address() as AddressInfo).port),
        LOCAL_STORE_DIR: dir,
        SITE_BUILD_DIR: buildDir,
      }
      const { code, output } = await new Promise<{ code: number | null; output: string[] }>((done) => {
        const child = spawn(join(ROOT, 'node_modules/.bin/react-router'), ['build'], { cwd: ROOT, env })
        let text = ''
        child.stdout.on('data', (chunk) => (text += chunk))
        child.stderr.on('data', (chunk) => (text += chunk))
        child.on('close', (status) => done({ code: status, output: text.split('\n') }))
      })
      expect(failing).toBe(true)
      expect(code).toBe(1)
      const { reason } = failure(output)
      expect(reason).toMatch(/^The CMS answered with an error on its side \(asked \d times\)\. The site still shows the last build/)
      expect(reason).not.toMatch(DEVELOPER_WORDS)
    } finally {
      cms.closeAllConnections()
      cms.close()
      await api.close()
      rmSync(dir, { recursive: true, force: true })
      rmSync(join(ROOT, buildDir), { recursive: true, force: true })
    }
  }, 240_000)
})

describe('the PDF step', () => {
  it('gives up on a Chromium that never starts within its time, in plain words', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gsi-hung-chromium-'))
    const hung = join(dir, 'chromium')
    writeFileSync(hung, '#!/bin/sh\nexec sleep 600\n')
    chmodSync(hung, 0o755)
    const started = Date.now()
    try {
      const error = await printDocuments(dir, [{ page: '/docs/x', href: '/x.pdf' }], { executablePath: hung, timeoutMs: 2000 }).then(
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
