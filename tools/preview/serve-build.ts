/**
 * Serving a build as the CDN does (`npm run preview`, Lighthouse and the hosting tests): the files
 * of build/client with the `_headers` and `_redirects` that tools/site-build/hosting.ts wrote, their
 * compressed copies, clean page addresses and 404 pages with status 404.
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, relative } from 'node:path'
import { isPlainPath, localLocation, pageAddress } from '../../server/clean-address.ts'
import { COMPRESSIBLE, pageFile, REVALIDATE } from '../site-build/hosting.ts'

type HeaderRule = { pattern: RegExp; headers: [string, string][] }
/** A `_redirects` rule; `force` (a status with `!`): it applies even where a file answers the path, as Netlify's do. */
type RedirectRule = { pattern: RegExp; to: string; status: number; force: boolean }

function pathPattern(path: string) {
  const source = path
    .split(/(\*|:[A-Za-z]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return new RegExp(`^${source}$`)
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: pathPattern(line.trim()), headers: [] })
      continue
    }
    const colon = line.indexOf(':')
    if (colon < 0 || !rules.length) throw new Error(`_headers: cannot read "${line.trim()}"`)
    rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'))
    .map((line) => {
      const [from, to, status = '301'] = line.trim().split(/\s+/)
      return { pattern: pathPattern(from!), to: to!, status: Number(status.replace(/!$/, '')), force: status.endsWith('!') }
    })
}

/** Every matching rule's headers; a header set by two rules is sent once with both values, as Netlify does. */
export function headersFor(rules: HeaderRule[], path: string) {
  const headers = new Map<string, { name: string; values: string[] }>()
  for (const { pattern, headers: pairs } of rules) {
    if (!pattern.test(path)) continue
    for (const [name, value] of pairs) {
      const entry = headers.get(name.toLowerCase()) ?? { name, values: [] }
      entry.values.push(value)
      headers.set(name.toLowerCase(), entry)
    }
  }
  return Object.fromEntries([...headers.values()].map(({ name, values }) => [name, values.join(', ')]))
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
}

/** The encodings the build writes copies for, best first, with their files' suffixes. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const

/**
 * Whether an Accept-Encoding header takes a coding: named (or `*`) with a quality above 0
 * ("br;q=0" refuses brotli, as RFC 9110 says).
 */
export function acceptsEncoding(header: string, coding: string) {
  let wildcard: boolean | undefined
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
    const takes = q === undefined || Number(q) > 0
    if (name.trim() === coding) return takes
    if (name.trim() === '*') wildcard = takes
  }
  return wildcard ?? false
}

async function isFile(file: string) {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  )
}

export { isPlainPath, localLocation }

/**
 * Answers GET and HEAD for a build folder the way the CDN does: pages at their clean address,
 * `_headers` applied, brotli or gzip when the client accepts it, ETag revalidation, `_redirects`'
 * 404 rules and the root 404.html for anything else. Returns false for paths it leaves to others.
 */
export function serveBuild(
  root: string | (() => string),
  {
    passThrough = [] as string[],
    stamp,
  }: {
    passThrough?: string[]
    /** A page's HTML as served now: its forms stamped with the time (contract/forms.ts), as the CDN's edge does. */
    stamp?: (html: string) => Promise<string>
  } = {},
) {
  const configs = new Map<string, { mtime: number; headers: HeaderRule[]; redirects: RedirectRule[] }>()
  /** The build folder now: fixed, or the latest build (`npm run preview` switches to each rebuild between two requests). */
  const current = typeof root === 'string' ? () => root : root
  async function rules(clientDir: string) {
    const file = join(clientDir, '_headers')
    const mtime = (await stat(file).catch(() => undefined))?.mtimeMs ?? 0
    let config = configs.get(clientDir)
    if (config?.mtime !== mtime) {
      config = {
        mtime,
        headers: mtime ? parseHeaders(await readFile(file, 'utf8')) : [],
        redirects: existsSync(join(clientDir, '_redirects')) ? parseRedirects(await readFile(join(clientDir, '_redirects'), 'utf8')) : [],
      }
      configs.clear()
      configs.set(clientDir, config)
    }
    return config
  }

  async function send(req: IncomingMessage, res: ServerResponse, clientDir: string, file: string, status: number, path: string) {
    const { headers } = await rules(clientDir)
    const type = TYPES[extname(file)] ?? 'application/octet-stream'
    const accepted = String(req.headers['accept-encoding'] ?? '')
    const compressed = ENCODINGS.find(([coding, suffix]) => acceptsEncoding(accepted, coding) && existsSync(file + suffix))
    let body = await readFile(compressed ? file + compressed[1] : file)
    // The file's own tag: a copy the browser kept (its stamp older) is still this page.
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    if (stamp && extname(file) === '.html' && !(status === 200 && req.headers['if-none-match'] === etag)) {
      const html = compressed ? await readFile(file, 'utf8') : body.toString('utf8')
      const stamped = await stamp(html)
      if (stamped !== html) {
        const bytes = Buffer.from(stamped)
        body = !compressed
          ? bytes
          : compressed[0] === 'br'
            ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
            : gzipSync(bytes)
      }
    }
    // The `_headers` rules win, as on the CDN (a feed's own Content-Type, say).
    const out: Record<string, string | number> = {
      'Cache-Control': REVALIDATE,
      'Content-Type': type,
      ...headersFor(headers, path),
      ETag: etag,
    }
    if (COMPRESSIBLE.has(extname(file))) out.Vary = 'Accept-Encoding'
    if (compressed) out['Content-Encoding'] = compressed[0]
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, out)
      res.end()
      return
    }
    out['Content-Length'] = body.length
    res.writeHead(status, out)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = new URL(req.url ?? '/', 'http://x')
    let path: string
    try {
      path = decodeURIComponent(url.pathname)
    } catch {
      path = url.pathname
    }
    if (passThrough.some((prefix) => path.startsWith(prefix))) return false
    const clientDir = current()
    const file = join(clientDir, path)
    // The host reads its two configuration files; it never serves them. A path that decodes to
    // something else than a plain one (encoded slashes or backslashes, dot segments, doubled
    // slashes) names no file of the site, and is never redirected (`//host` would leave it).
    if (!isPlainPath(path) || relative(clientDir, file).startsWith('..') || path === '/_headers' || path === '/_redirects') {
      await notFound(req, res, clientDir, path)
      return true
    }
    // Clean addresses, as the CDN answers them: /about/ moves to /about, /index to / (its edge,
    // clean-address.ts); /about.html too (the build's forced rules in `_redirects`, or, for a folder
    // without them, the page's file).
    const slashless = pageAddress(url.pathname)
    const forced = (await rules(clientDir)).redirects.find(({ force, status, pattern }) => force && status === 301 && pattern.test(path))
    const html = path.endsWith('.html') ? path.slice(0, -5).replace(/\/index$/, '/') || '/' : undefined
    const canonical =
      slashless ?? forced?.to ?? (html !== undefined && (await isFile(pageFile(clientDir, html))) ? localLocation(html) : undefined)
    if (canonical !== undefined) {
      res.writeHead(301, { Location: canonical + url.search })
      res.end()
      return true
    }
    if (!path.endsWith('/') && (await isFile(file)) && !path.endsWith('.br') && !path.endsWith('.gz')) {
      await send(req, res, clientDir, file, 200, path)
      return true
    }
    if (!extname(path) && (await isFile(pageFile(clientDir, path)))) {
      await send(req, res, clientDir, pageFile(clientDir, path), 200, path)
      return true
    }
    await notFound(req, res, clientDir, path, url.search)
    return true
  }

  async function notFound(req: IncomingMessage, res: ServerResponse, clientDir: string, path: string, search = '') {
    const { redirects } = await rules(clientDir)
    // An address that moved (no file answers it: the CDN's rules do not shadow files), its query
    // string kept as the CDN keeps it (a newsletter's ?utm_source=… reaches the new address).
    const moved = redirects.find(({ pattern, status }) => status === 301 && pattern.test(path))
    if (moved) {
      res.writeHead(301, { Location: moved.to + search, 'Cache-Control': REVALIDATE })
      return void res.end()
    }
    const match = redirects.find(({ pattern, status }) => status === 404 && pattern.test(path))
    const page = join(clientDir, match ? match.to : '/404.html')
    if (await isFile(page)) return send(req, res, clientDir, page, 404, path)
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Not found')
  }
}
