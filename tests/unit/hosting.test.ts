/**
 * What the CDN serves (run after `npm run build`), through the same code `npm run preview` uses:
 * the build's `_headers` and `_redirects`, compressed copies, clean addresses and 404 pages. (The
 * clean-address redirects of any path, and Accept-Encoding: serve-build.test.ts.)
 *
 * The security headers are checked against the rules of the MDN HTTP Observatory's scorer
 * (src/analyzer/tests of @mdn/mdn-http-observatory 1.4.8, read, not copied: the package cannot be
 * installed offline, its postinstall downloads a CA bundle): every test that can pass over plain
 * HTTP passes, and HSTS is in what is served.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtRoutes, CLIENT_DIR, firstLoadScripts } from '../../tools/bench/bundle-size'
import {
  contentSecurityPolicy,
  EMPTY_STYLE_HASH,
  hostingOptions,
  IMMUTABLE,
  inlineScriptHashes,
  inlineStyleHashes,
  prepareHosting,
  previewOrigins,
  REVALIDATE,
} from '../../tools/site-build/hosting'
import { headersFor, isPlainPath, parseHeaders, parseRedirects, serveBuild } from '../../tools/preview/serve-build'

const built = existsSync(join(CLIENT_DIR, '_headers'))

function directives(policy: string) {
  const map = new Map<string, string[]>()
  for (const part of policy
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [name, ...sources] = part.split(/\s+/)
    expect(map.has(name!), `directive ${name} appears twice`).toBe(false)
    map.set(name!, sources)
  }
  return map
}

describe('hosting options', () => {
  it('allow the configured Sanity project, image CDN and email-manager, and nothing else', () => {
    const options = hostingOptions({ SANITY_PROJECT_ID: 'abc123', VITE_EMAIL_MANAGER_URL: 'https://mail.example.com/em/' })
    const policy = directives(contentSecurityPolicy({ script: ["'sha256-x'"], style: ["'sha256-y'"] }, options))
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://abc123.api.sanity.io',
      'https://abc123.apicdn.sanity.io',
      'https://mail.example.com',
    ])
    expect(policy.get('img-src')).toEqual(["'self'", 'https://cdn.sanity.io'])
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-x'"])
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-y'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives(contentSecurityPolicy({}, hostingOptions({}))).get('connect-src')).toEqual(["'self'"])
  })

  it('let a preview build be framed by the Studio only, with the empty <style> its click-to-edit overlays start from', () => {
    const policy = directives(
      contentSecurityPolicy({ style: ["'sha256-y'"] }, hostingOptions({ SITE_FRAME_ANCESTORS: 'https://studio.example.com' })),
    )
    expect(policy.get('frame-ancestors')).toEqual(['https://studio.example.com'])
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-y'", EMPTY_STYLE_HASH])
    expect(EMPTY_STYLE_HASH).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    // Without framing, no empty style is allowed either.
    expect(directives(contentSecurityPolicy({}, hostingOptions({}))).get('style-src')).toEqual(["'self'"])
  })

  it('let the Studio alone frame every file of a preview build, 404 pages and PDFs included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gsi-hosting-'))
    try {
      const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><h1>x</h1></body></html>'
      for (const file of ['index.html', '404.html', 'ports/404.html']) {
        mkdirSync(dirname(join(dir, file)), { recursive: true })
        writeFileSync(join(dir, file), page)
      }
      mkdirSync(join(dir, 'docs'))
      writeFileSync(join(dir, 'docs', 'pack.pdf'), '%PDF-1.7')
      const rules = parseHeaders(await prepareHosting(dir, hostingOptions({ SITE_FRAME_ANCESTORS: 'https://studio.example.com' })))
      for (const path of ['/', '/docs/pack.pdf', '/no/such/page']) {
        const headers = headersFor(rules, path)
        expect(headers['X-Frame-Options'], path).toBeUndefined()
        for (const policy of headers['Content-Security-Policy']!.split(', ')) {
          expect(directives(policy).get('frame-ancestors'), path).toEqual(['https://studio.example.com'])
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('send an old address of a renamed port or page to its new one (301) in _redirects, as npm run preview serves it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gsi-hosting-'))
    const server = createServer()
    try {
      const page = '<!DOCTYPE html><html><head><meta charSet="utf-8"/></head><body><h1>x</h1></body></html>'
      for (const file of ['index.html', '404.html', 'ports/404.html', 'ports/chennai-port/index.html']) {
        mkdirSync(dirname(join(dir, file)), { recursive: true })
        writeFileSync(join(dir, file), page)
      }
      await prepareHosting(dir, hostingOptions({}), [{ from: '/ports/chennai', to: '/ports/chennai-port' }])
      const redirects = readFileSync(join(dir, '_redirects'), 'utf8').split('\n')
      // Before the ports' 404 rule, which would answer the old address first.
      expect(redirects.indexOf('/ports/chennai  /ports/chennai-port  301')).toBeGreaterThan(0)
      expect(redirects.indexOf('/ports/chennai  /ports/chennai-port  301')).toBeLessThan(
        redirects.findIndex((line) => line.startsWith('/ports/*')),
      )
      const serve = serveBuild(dir)
      server.on('request', (req, res) => void serve(req, res))
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
      const at = (path: string) => fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { redirect: 'manual' })
      const moved = await at('/ports/chennai')
      expect(moved.status).toBe(301)
      expect(moved.headers.get('location')).toBe('/ports/chennai-port')
      // The query string goes with it, as the CDN keeps it.
      expect((await at('/ports/chennai?utm_source=newsletter&x=1')).headers.get('location')).toBe(
        '/ports/chennai-port?utm_source=newsletter&x=1',
      )
      expect((await at('/ports/chennai-port')).status).toBe(200)
      expect((await at('/ports/chennai-old')).status).toBe(404)
    } finally {
      server.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('fail the build, naming the variable, on a malformed URL', () => {
    expect(() => hostingOptions({ VITE_EMAIL_MANAGER_URL: 'mail.example.com' })).toThrow(/VITE_EMAIL_MANAGER_URL/)
  })

  it('hash only the scripts a page runs inline', () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script>run()</script><script src="/x.js"></script><script type="module">go()</script>'
    const sha = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    expect(inlineScriptHashes(html)).toEqual([sha('run()'), sha('go()')].sort())
    expect(inlineStyleHashes('<style>@page{}</style><p>x</p><style media="print">a{}</style>')).toEqual([sha('@page{}'), sha('a{}')].sort())
  })

  it('give the draft preview the Studio origins that may frame the site, else the local Studio', () => {
    expect(previewOrigins({ SITE_FRAME_ANCESTORS: "https://acme.sanity.studio/ https://*.example.com 'self'" })).toEqual([
      'https://acme.sanity.studio',
      'https://*.example.com',
    ])
    expect(previewOrigins({ STUDIO_PORT: '4000' })).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000'])
  })

  it('combine every matching rule, as Netlify does', () => {
    const rules = parseHeaders('/*\n  X-A: 1\n/ports/:slug\n  X-B: 2\n/assets/*\n  X-A: 3\n')
    expect(headersFor(rules, '/ports/mumbai')).toEqual({ 'X-A': '1', 'X-B': '2' })
    expect(headersFor(rules, '/assets/x.js')).toEqual({ 'X-A': '1, 3' })
  })
})

describe.runIf(built)('the built site as the CDN serves it', () => {
  let server: Server
  let base = ''
  beforeAll(async () => {
    const serve = serveBuild(CLIENT_DIR)
    server = createServer((req, res) => void serve(req, res).then((handled) => handled || res.writeHead(405).end()))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((done) => server.close(done)))

  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers, redirect: 'manual' })

  it('no path gets a header from two rules (hosts differ in how they would merge them)', () => {
    const rules = parseHeaders(readFileSync(join(CLIENT_DIR, '_headers'), 'utf8'))
    for (const path of [...builtRoutes(), '/assets/x.js', '/sitemap.xml', '/about.data', '/no/such/page']) {
      const seen = new Set<string>()
      for (const rule of rules.filter(({ pattern }) => pattern.test(path))) {
        for (const [name] of rule.headers) {
          expect(seen.has(name.toLowerCase()), `${name} set twice for ${path}`).toBe(false)
          seen.add(name.toLowerCase())
        }
      }
    }
  })

  it('every page: a CSP that allows exactly its own inline scripts and styles, and the Observatory header tests pass', async () => {
    for (const path of builtRoutes()) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      const policy = directives(res.headers.get('content-security-policy') ?? '')
      // CSP: no unsafe source for scripts or objects, default-src locked down, framing refused.
      expect(policy.get('default-src'), path).toEqual(["'self'"])
      const scripts = policy.get('script-src') ?? []
      expect(
        scripts.filter((s) => !s.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'"])
      for (const body of [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/(?:ld\+)?json)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1]!,
      )) {
        expect(scripts, `${path}: an inline script is not allowed by the policy`).toContain(
          `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
        )
      }
      const styles = policy.get('style-src') ?? []
      expect(
        styles.filter((s) => !s.startsWith("'sha256-")),
        path,
      ).toEqual(["'self'"])
      for (const body of [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!)) {
        expect(styles, `${path}: an inline style is not allowed by the policy`).toContain(
          `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
        )
      }
      expect(html, `${path}: style attributes need 'unsafe-inline'`).not.toMatch(/<[a-z][^>]*\sstyle="/)
      for (const [name, sources] of policy) {
        expect(
          sources.filter((s) => ["'unsafe-inline'", "'unsafe-eval'", 'data:', 'http:', 'https:', '*'].includes(s)),
          `${path} ${name}`,
        ).toEqual([])
      }
      expect(policy.get('object-src'), path).toEqual(["'none'"])
      expect(policy.get('base-uri'), path).toEqual(["'none'"])
      expect(policy.get('form-action'), path).toEqual(["'self'"])
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"])
      // HSTS: at least six months (two years here), with subdomains.
      const hsts = res.headers.get('strict-transport-security') ?? ''
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(63_072_000)
      expect(hsts, path).toContain('includeSubDomains')
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(res.headers.get('x-frame-options'), path).toBe('DENY')
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin')
      expect(res.headers.get('permissions-policy'), path).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
      expect(res.headers.get('referrer-policy'), path).toBe(
        ['/email-confirmation', '/confirm', '/email-preferences', '/unsubscribe'].includes(path)
          ? 'no-referrer'
          : 'strict-origin-when-cross-origin',
      )
      // CORS: nothing is shared with other origins.
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull()
      expect(res.headers.get('set-cookie'), path).toBeNull()
      expect(res.headers.get('cache-control'), path).toBe(REVALIDATE)
    }
  })

  it('hashed assets are cached for a year; pages, data, PDFs, sitemap and robots revalidate', async () => {
    const [script] = firstLoadScripts(await (await get('/')).text())
    expect(script).toMatch(/^\/assets\/.+\.js$/)
    expect((await get(script!)).headers.get('cache-control')).toBe(IMMUTABLE)
    for (const path of ['/about.data', '/_.data', '/docs/india-compliance-pack.pdf', '/sitemap.xml', '/robots.txt', '/']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('cache-control'), path).toBe(REVALIDATE)
    }
  })

  it('text is sent brotli- or gzip-compressed as the client accepts, and decodes to the file', async () => {
    // The largest module the home page loads.
    const src = firstLoadScripts(await (await get('/')).text()).sort(
      (a, b) => statSync(join(CLIENT_DIR, b)).size - statSync(join(CLIENT_DIR, a)).size,
    )[0]!
    const original = readFileSync(join(CLIENT_DIR, src))
    // fetch() decodes by itself; read the raw bytes with a plain request instead.
    const raw = async (encoding: string) => {
      const { request } = await import('node:http')
      return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
        request(base + src, { headers: { 'Accept-Encoding': encoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }))
        })
          .on('error', fail)
          .end()
      })
    }
    const br = await raw('gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true)
    expect(br.body.length).toBeLessThan(original.length / 2)
    const gz = await raw('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).equals(original)).toBe(true)
    const plain = await raw('identity')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(original)).toBe(true)
    // A coding refused with q=0 is not sent.
    expect((await raw('br;q=0, gzip')).headers['content-encoding']).toBe('gzip')
    expect((await raw('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined()
  })

  it('revalidation answers 304 Not Modified', async () => {
    const first = await get('/about')
    const again = await get('/about', { 'If-None-Match': first.headers.get('etag')! })
    expect(again.status).toBe(304)
  })

  it('pages live at their clean address; /about/ and /about.html move there', async () => {
    expect((await get('/about/')).headers.get('location')).toBe('/about')
    expect((await get('/about.html')).status).toBe(301)
    expect((await get('/index.html')).headers.get('location')).toBe('/')
    expect((await get('/_headers')).status).toBe(404)
  })

  it('the production rules send nobody off the site: every _redirects target is a plain path of the site', () => {
    const rules = parseRedirects(readFileSync(join(CLIENT_DIR, '_redirects'), 'utf8'))
    expect(rules.length).toBeGreaterThan(0)
    for (const { to } of rules) expect(isPlainPath(to), to).toBe(true)
  })

  it('unknown paths get their 404 page with status 404, carrying its policy in the page', async () => {
    const unknown = await get('/no/such/page')
    expect(unknown.status).toBe(404)
    const page = await unknown.text()
    expect(page).toContain('Page not found')
    expect(unknown.headers.get('x-frame-options')).toBe('DENY')
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(page)?.[1] ?? ''
    for (const hash of inlineScriptHashes(page)) expect(meta).toContain(hash)
    expect(meta).not.toContain('unsafe-inline')
    const port = await get('/ports/atlantis')
    expect(port.status).toBe(404)
    expect(await port.text()).toContain('Port Not Found')
  })
})

it.runIf(!built)('needs a build first (npm run build)', () => {
  expect.fail('build/client/_headers is missing: run `npm run build` before the hosting tests')
})
