/**
 * How `npm run preview` serves a build (tools/preview/serve-build.ts), apart from the build's own
 * rules: its clean-address redirects never send anyone off the site, whatever the path, and it
 * reads Accept-Encoding as RFC 9110 does. The built site as the CDN serves it: hosting.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsEncoding, isPlainPath, localLocation, serveBuild } from '../../tools/preview/serve-build'

/** The status and Location of a GET of `path` sent exactly as written (no client normalizes it). */
function rawGet(base: string, path: string) {
  return new Promise<{ status: number; location?: string }>((done, fail) => {
    const req = request(base, { path, method: 'GET' }, (res) => {
      res.resume()
      done({ status: res.statusCode!, location: res.headers.location })
    })
    req.on('error', fail)
    req.end()
  })
}

const HOSTILE_PATHS = [
  '/%2fevil.example/..%2fabout/',
  '/%5cevil.example/..%2fabout/',
  '/%2f%2fevil.example/..%2fabout.html',
  '/%5c%5cevil.example/%2e%2e/about/',
  '/\\evil.example/..%2fabout/',
  '/about/%2e%2e/%2fevil.example/',
  '/x/..%2f..%2fabout.html',
]

describe('clean-address redirects (npm run preview)', () => {
  let server: Server
  let base = ''
  let dir = ''
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hosting-redirect-'))
    for (const file of ['index.html', 'about.html', '404.html']) writeFileSync(join(dir, file), `<h1>${file}</h1>`)
    const serve = serveBuild(dir)
    server = createServer((req, res) => void serve(req, res).then((handled) => handled || res.writeHead(405).end()))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((done) => server.close(done))
    rmSync(dir, { recursive: true, force: true })
  })

  it('never answer a Location that leaves the site for encoded slashes, backslashes or dot segments', async () => {
    for (const path of HOSTILE_PATHS) {
      const { status, location } = await rawGet(base, path)
      expect(location ?? '', path).not.toMatch(/^(\/[/\\]|[a-z]+:)/i)
      // %2e%2e is a dot segment to URL parsers (the page is /about then); an encoded slash or backslash never is.
      if (location !== undefined) expect(isPlainPath(location), `${path} → ${location}`).toBe(true)
      else expect(status, path).toBe(404)
    }
    expect(await rawGet(base, '/about/')).toEqual({ status: 301, location: '/about' })
    expect(await rawGet(base, '/about.html?x=1')).toEqual({ status: 301, location: '/about?x=1' })
  })

  it('tell plain paths from the rest', () => {
    for (const path of ['/', '/about', '/ports/mumbai-port', '/docs/sla.pdf']) expect(isPlainPath(path), path).toBe(true)
    for (const path of ['//evil.example', '/\\evil', '/a/../b', '/a/./b', '/..', 'about', '/a\nb'])
      expect(isPlainPath(path), path).toBe(false)
    expect(localLocation('/ports/a b')).toBe('/ports/a%20b')
    expect(() => localLocation('//evil.example/x')).toThrow()
  })
})

describe('Accept-Encoding, as RFC 9110 reads it', () => {
  it('takes a coding named or wildcarded with a quality above 0, and refuses one with q=0', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true)
    expect(acceptsEncoding('br;q=0, gzip', 'br')).toBe(false)
    expect(acceptsEncoding('BR ; q=0.5', 'br')).toBe(true)
    expect(acceptsEncoding('*;q=0.1', 'br')).toBe(true)
    expect(acceptsEncoding('*, br;q=0', 'br')).toBe(false)
    expect(acceptsEncoding('gzip', 'br')).toBe(false)
    expect(acceptsEncoding('abr', 'br')).toBe(false)
  })
})
