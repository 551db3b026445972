/**
 * What the build leaves for Netlify, and `npm run preview` answering as Netlify does
 * (tools/site-build/hosting.ts, serve-build.ts): each page's file address moves to the page's own by a
 * forced rule of `_redirects` (Netlify would serve the file as it is, without the page's headers),
 * an address with a trailing slash moves as the edge moves it (server/clean-address.ts), and
 * the compressed copies the preview serves are not written for Netlify, which compresses by itself
 * and would serve a copy at its own address.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtRoutes, CLIENT_DIR } from '../../tools/bench/bundle-size'
import { hostingOptions, pageFile, prepareHosting } from '../../tools/site-build/hosting'
import { parseRedirects, serveBuild } from '../../tools/preview/serve-build'

const PAGE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><h1>x</h1>${'<p>words</p>'.repeat(100)}</body></html>`
const PAGES = ['index.html', 'about/index.html', 'ports/mumbai/index.html', '404.html', 'ports/404.html']

/** A build folder of a few pages, as the prerender leaves it, prepared for hosting with `env`. */
async function prepared(env: NodeJS.ProcessEnv) {
  const dir = mkdtempSync(join(tmpdir(), 'gsi-netlify-'))
  for (const file of PAGES) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), PAGE)
  }
  await prepareHosting(dir, hostingOptions(env))
  return dir
}

describe('the build for Netlify', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it("sends each page's file address to the page (301, forced), before the 404 rules; none for the 404 pages", async () => {
    const dir = await prepared({})
    dirs.push(dir)
    const lines = readFileSync(join(dir, '_redirects'), 'utf8').split('\n')
    const forced = lines.filter((line) => line.endsWith('301!'))
    // The home page's file also answers at /index on Netlify (as about.html at /about): moved too.
    expect(forced).toEqual([
      '/about.html  /about  301!',
      '/index.html  /  301!',
      '/index  /  301!',
      '/ports/mumbai.html  /ports/mumbai  301!',
    ])
    expect(lines.findIndex((line) => line.endsWith('404'))).toBeGreaterThan(lines.indexOf(forced.at(-1)!))
    expect(parseRedirects(forced.join('\n')).map(({ to, status, force }) => [to, status, force])).toEqual([
      ['/about', 301, true],
      ['/', 301, true],
      ['/', 301, true],
      ['/ports/mumbai', 301, true],
    ])
  })

  it('writes no compressed copies for Netlify (its build, NETLIFY=true; its CLI, NETLIFY_LOCAL=true), and the copies the preview serves elsewhere', async () => {
    // `netlify build` and `netlify deploy --build` set NETLIFY_LOCAL=true and not NETLIFY (@netlify/config's
    // getEnv: "CI builds set NETLIFY=true while CLI and programmatic builds set NETLIFY_LOCAL=true").
    const builds = [{ NETLIFY: 'true' }, { NETLIFY_LOCAL: 'true' }, {}, { NETLIFY: 'false', NETLIFY_LOCAL: '' }]
    expect(builds.map((env) => hostingOptions(env).precompress)).toEqual([false, false, true, true])
    const [netlify, cli, local] = await Promise.all(builds.slice(0, 3).map(prepared))
    dirs.push(netlify!, cli!, local!)
    const copies = (dir: string) => (readdirSync(dir, { recursive: true }) as string[]).filter((file) => /\.(br|gz)$/.test(file))
    expect([copies(netlify!), copies(cli!)]).toEqual([[], []])
    expect(copies(local!)).toContain('about.html.br')
  })
})

describe('npm run preview, answering as Netlify does', () => {
  let server: ReturnType<typeof createServer>
  let base = ''
  let dir = ''
  beforeAll(async () => {
    dir = await prepared({})
    const serve = serveBuild(dir)
    server = createServer((req, res) => void serve(req, res).then((handled) => handled || res.writeHead(405).end()))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((done) => server.close(done))
    rmSync(dir, { recursive: true, force: true })
  })
  const get = async (path: string) => {
    const res = await fetch(base + path, { redirect: 'manual' })
    return [res.status, res.headers.get('location')]
  }

  it('moves any page-like address with a trailing slash as the edge does, and not where the edge does not run', async () => {
    expect(await get('/about/?x=1')).toEqual([301, '/about?x=1'])
    expect(await get('/no-such-page/')).toEqual([301, '/no-such-page'])
    expect(await get('/assets/x/')).toEqual([404, null])
    expect(await get('/about.html')).toEqual([301, '/about'])
  })

  it("moves the home page's file addresses, /index and /index.html, to / (else served without the page's policy)", async () => {
    for (const path of ['/index', '/index/', '/index.html', '/%69ndex']) expect(await get(path), path).toEqual([301, '/'])
    expect(await get('/index?utm_source=mail')).toEqual([301, '/?utm_source=mail'])
    // A folder without the build's rules (no `_redirects`): the same.
    const bare = mkdtempSync(join(tmpdir(), 'gsi-bare-'))
    try {
      writeFileSync(join(bare, 'index.html'), PAGE)
      const serve = serveBuild(bare)
      const res = await new Promise<{ status?: number; location?: string }>((done) => {
        const server = createServer((req, res) => void serve(req, res))
        server.listen(0, '127.0.0.1', async () => {
          const answer = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/index`, { redirect: 'manual' })
          server.close()
          done({ status: answer.status, location: answer.headers.get('location') ?? undefined })
        })
      })
      expect(res).toEqual({ status: 301, location: '/' })
    } finally {
      rmSync(bare, { recursive: true, force: true })
    }
  })

  it('serves no compressed copy at its own address (Netlify has none)', async () => {
    expect(existsSync(join(dir, 'about.html.br'))).toBe(true)
    expect(await get('/about.html.br')).toEqual([404, null])
    expect(await get('/about.html.gz')).toEqual([404, null])
  })
})

describe.skipIf(!existsSync(join(CLIENT_DIR, '_redirects')))('the built site', () => {
  it("has every page's file address in _redirects, moved to the page (forced)", () => {
    const rules = parseRedirects(readFileSync(join(CLIENT_DIR, '_redirects'), 'utf8'))
    for (const path of builtRoutes()) {
      const file = '/' + pageFile(CLIENT_DIR, path).slice(CLIENT_DIR.length + 1)
      expect(
        rules.some((rule) => rule.force && rule.status === 301 && rule.to === path && rule.pattern.test(file)),
        file,
      ).toBe(true)
    }
  })
})
