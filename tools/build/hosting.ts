/**
 * What the CDN serves besides the files: the last build step writes, into build/client,
 * - `_headers` (Netlify's format): security headers for every path, a Content-Security-Policy per
 *   page carrying the hashes of that page's inline scripts and styles, and caching rules;
 * - `_redirects`: the ports' own 404 page, served with status 404;
 * - brotli and gzip copies of every text file.
 * Pages are stored as `about.html` rather than `about/index.html`, so a static host serves them at
 * their canonical address (`/about`, as every link and the sitemap write it) without a redirect.
 *
 * `npm run preview` serves the build through `serveBuild` below, which reads the same two files,
 * so what the tests check is what the CDN serves.
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, rename, rmdir, stat, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { availableParallelism } from 'node:os'
import { extname, join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { DEFAULT_STUDIO_PORT } from '../../contract/constants.ts'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found.ts'

/** Pages reached from subscriber emails: they never send the address they were opened at onwards. */
export const EMAIL_LINK_PATHS = ['/email-confirmation', '/confirm', '/email-preferences', '/unsubscribe']

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'public, max-age=0, must-revalidate'

/** Headers every response carries. */
const SECURITY_HEADERS: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  [
    'Permissions-Policy',
    'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
  ],
]

export type HostingOptions = {
  /** Origins the pages may call: the configured Sanity project's API hosts and the email-manager. */
  connectSrc: string[]
  /** Origins images may come from besides the site: Sanity's image CDN when a project is configured. */
  imgSrc: string[]
  /** Who may frame the pages: nobody, except a preview build shown in the Studio's Presentation tool. */
  frameAncestors: string[]
}

function origin(url: string | undefined, name: string) {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    throw new Error(`${name} is not a URL: "${url}"`)
  }
}

/** The hosts the pages talk to, from the same environment the build reads. */
export function hostingOptions(env: NodeJS.ProcessEnv = process.env): HostingOptions {
  const projectId = env.SANITY_PROJECT_ID
  const connectSrc = [
    ...(projectId ? [`https://${projectId}.api.sanity.io`, `https://${projectId}.apicdn.sanity.io`] : []),
    origin(env.VITE_EMAIL_MANAGER_URL, 'VITE_EMAIL_MANAGER_URL'),
    ...(env.SITE_CONNECT_SRC ?? '').split(/\s+/),
  ].filter((source): source is string => Boolean(source))
  const imgSrc = [...(projectId ? ['https://cdn.sanity.io'] : []), ...(env.SITE_IMG_SRC ?? '').split(/\s+/)].filter(Boolean)
  const frameAncestors = (env.SITE_FRAME_ANCESTORS ?? '').split(/\s+/).filter(Boolean)
  return { connectSrc: [...new Set(connectSrc)], imgSrc: [...new Set(imgSrc)], frameAncestors }
}

/**
 * The origins the draft preview (src/content/studio-channel.ts) accepts the Studio's messages from:
 * the ones allowed to frame the site (SITE_FRAME_ANCESTORS, origins or `https://*.host` patterns),
 * else the local Studio's (STUDIO_PORT). Baked into the browser bundle by vite.config.ts.
 */
export function previewOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const ancestors = hostingOptions(env).frameAncestors.flatMap((source) => {
    if (/^https?:\/\/\*\.[a-z0-9.-]+(:\d+)?$/i.test(source)) return [source.toLowerCase()]
    try {
      const { origin } = new URL(source)
      return origin === 'null' ? [] : [origin]
    } catch {
      return []
    }
  })
  if (ancestors.length) return ancestors
  const port = env.STUDIO_PORT || String(DEFAULT_STUDIO_PORT)
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`]
}

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`

/** SHA-256 sources for the scripts a page runs inline (JSON data blocks are not run, so not hashed). */
export function inlineScriptHashes(html: string) {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes ?? '')) continue
    const type = /\stype="([^"]*)"/.exec(attributes ?? '')?.[1]
    if (type && type !== 'module' && type !== 'text/javascript') continue
    hashes.add(sha256(body!))
  }
  return [...hashes].sort()
}

/** SHA-256 sources for a page's `<style>` elements (the printable documents' page marks). */
export function inlineStyleHashes(html: string) {
  return [...new Set([...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g)].map(([, body]) => sha256(body!)))].sort()
}

export interface InlineHashes {
  script?: string[]
  style?: string[]
}

/**
 * A build the Studio may frame (SITE_FRAME_ANCESTORS) shows the Presentation tool's click-to-edit
 * overlays, whose styles start as an empty <style> element filled through the CSSOM (which CSP does
 * not govern): that one empty element is allowed, nothing else inline.
 */
export const EMPTY_STYLE_HASH = sha256('')

export function contentSecurityPolicy(hashes: InlineHashes, options: HostingOptions, { meta = false } = {}) {
  const styles = [...(hashes.style ?? []), ...(options.frameAncestors.length ? [EMPTY_STYLE_HASH] : [])]
  const directives = [
    `default-src 'self'`,
    ["script-src 'self'", ...(hashes.script ?? [])].join(' '),
    ["style-src 'self'", ...new Set(styles)].join(' '),
    `img-src ${["'self'", ...options.imgSrc].join(' ')}`,
    `font-src 'self'`,
    `connect-src ${["'self'", ...options.connectSrc].join(' ')}`,
    // The offline service worker (/sw.js, tools/build/service-worker.ts), from the site only.
    `worker-src 'self'`,
    `form-action 'self'`,
    `base-uri 'none'`,
    `object-src 'none'`,
    // A <meta> policy cannot restrict framing; X-Frame-Options does it for pages that carry one.
    ...(meta ? [] : [`frame-ancestors ${options.frameAncestors.length ? options.frameAncestors.join(' ') : "'none'"}`]),
  ]
  return directives.join('; ')
}

/** The file a page's URL path is stored in: `/` → index.html, `/about` → about.html. */
export function pageFile(clientDir: string, path: string) {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, `${path.replace(/^\/|\/$/g, '')}.html`)
}

async function filesUnder(dir: string) {
  return ((await readdir(dir, { recursive: true })) as string[]).map((entry) => entry.split(sep).join('/'))
}

/** Moves each `x/index.html` to `x.html` (keeping the root's index.html) and drops folders left empty. */
async function flattenPages(clientDir: string) {
  for (const entry of await filesUnder(clientDir)) {
    if (!entry.endsWith('/index.html')) continue
    const folder = entry.slice(0, -'/index.html'.length)
    await rename(join(clientDir, entry), join(clientDir, `${folder}.html`))
    await rmdir(join(clientDir, folder)).catch(() => undefined)
  }
}

const pagePath = (htmlFile: string) => (htmlFile === 'index.html' ? '/' : '/' + htmlFile.slice(0, -'.html'.length))

function rule(path: string, headers: [string, string][]) {
  return [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')
}

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.data', '.json', '.map'])

/**
 * Brotli's quality for a file, chosen by measurement (the seed's build, 2 cores): the hashed
 * `/assets/` files (the same from build to build, cached for a year, few) get the best, 11; pages,
 * their data and the other files, which grow with the site and change at every publish, get 5:
 * 14% larger than 11 but 26 times faster (0.32 s against 8.3 s for the seed's 54 pages and data
 * files), and within 1% of 9 (5.0 s).
 */
export function brotliQuality(entry: string) {
  return entry.startsWith('assets/') ? 11 : 5
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Brotli and gzip copies of the text files, compressed on every core at once (zlib's thread pool). */
async function compressTextFiles(clientDir: string) {
  const entries = (await filesUnder(clientDir)).filter((entry) => COMPRESSIBLE.has(extname(entry)))
  await eachLimited(entries, availableParallelism(), async (entry) => {
    const file = join(clientDir, entry)
    const body = await readFile(file)
    if (body.length < 512) return
    const [brotli, gzipped] = await Promise.all([
      promisify(brotliCompress)(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(entry), [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      promisify(gzip)(body, { level: 9 }),
    ])
    await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)])
  })
}

/**
 * The last build step: flattened pages, `_headers`, `_redirects`, compressed copies. Returns the
 * `_headers` text. `clientDir` holds a complete prerendered build (PDFs, sitemap included).
 */
export async function prepareHosting(clientDir: string, options = hostingOptions(), moved: Array<{ from: string; to: string }> = []) {
  await flattenPages(clientDir)
  const notFoundFiles = new Set(NOT_FOUND_PATHS.map((path) => `${path.slice(1)}.html`))
  const rules = [
    // Framing: refused everywhere, or (a build the Studio previews) allowed to the Studio alone, on
    // every file, 404 pages and PDFs included (a page's own policy says the same again).
    rule('/*', [
      ...SECURITY_HEADERS,
      options.frameAncestors.length
        ? ['Content-Security-Policy', `frame-ancestors ${options.frameAncestors.join(' ')}`]
        : ['X-Frame-Options', 'DENY'],
    ]),
    rule('/assets/*', [['Cache-Control', IMMUTABLE]]),
    // The service worker: always fetched fresh (a deploy replaces it), controlling the whole site.
    rule('/sw.js', [
      ['Cache-Control', 'no-cache'],
      ['Service-Worker-Allowed', '/'],
    ]),
  ]
  const htmlFiles = (await filesUnder(clientDir)).filter((entry) => entry.endsWith('.html')).sort()
  for (const file of htmlFiles) {
    const html = await readFile(join(clientDir, file), 'utf8')
    const hashes = { script: inlineScriptHashes(html), style: inlineStyleHashes(html) }
    if (notFoundFiles.has(file)) {
      // Served at any unknown address, where no per-path rule applies: the policy travels in the page.
      const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(hashes, options, { meta: true })}"/>`
      await writeFile(
        join(clientDir, file),
        html.replace(/<meta charSet="utf-8"\/>/i, (charset) => charset + meta),
      )
      continue
    }
    const path = pagePath(file)
    const referrer = EMAIL_LINK_PATHS.includes(path) ? 'no-referrer' : 'strict-origin-when-cross-origin'
    rules.push(
      rule(path, [
        ['Content-Security-Policy', contentSecurityPolicy(hashes, options)],
        ['Referrer-Policy', referrer],
        ['Cache-Control', REVALIDATE],
      ]),
    )
  }
  for (const entry of await filesUnder(clientDir)) {
    if (/\.(data|pdf|xml|txt)$/.test(entry) && !entry.startsWith('assets/')) rules.push(rule(`/${entry}`, [['Cache-Control', REVALIDATE]]))
  }
  const headers = `# Written by the build (tools/build/hosting.ts): headers per path, read by Netlify and by \`npm run preview\`.\n\n${rules.join('\n\n')}\n`
  await writeFile(join(clientDir, '_headers'), headers)
  const redirects = NOT_FOUND_PATHS.filter((path) => path !== '/404')
    .map((path) => `${path.slice(0, path.lastIndexOf('/'))}/*  ${path}.html  404`)
    .join('\n')
  // First the old addresses of renamed ports and pages (301 to the new one), then the 404 pages.
  const movedLines = moved.map(({ from, to }) => `${from}  ${to}  301\n`).join('')
  await writeFile(
    join(clientDir, '_redirects'),
    `# Written by the build (tools/build/hosting.ts): old addresses, moved (301); the nearest 404 page, with status 404.\n${movedLines}${redirects}\n`,
  )
  await compressTextFiles(clientDir)
  return headers
}

// ---------------------------------------------------------------------------------------------
// Serving a build as the CDN does (npm run preview, and the hosting tests).

type HeaderRule = { pattern: RegExp; headers: [string, string][] }
type RedirectRule = { pattern: RegExp; to: string; status: number }

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
      return { pattern: pathPattern(from!), to: to!, status: Number(status) }
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

async function isFile(file: string) {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  )
}

/** A decoded URL path with one slash between segments, no `.` or `..` segment, no backslash or control character. */
export function isPlainPath(path: string) {
  return path.startsWith('/') && !/[\\\p{Cc}]|\/\/|\/\.\.?(\/|$)/u.test(path)
}

/** A Location on this site for a plain path: always one leading slash, re-encoded, so no browser reads it as another host. */
export function localLocation(path: string) {
  if (!isPlainPath(path)) throw new Error(`Not a plain path: ${JSON.stringify(path)}`)
  return new URL(path, 'http://x').pathname
}

/**
 * Answers GET and HEAD for a build folder the way the CDN does: pages at their clean address,
 * `_headers` applied, brotli or gzip when the client accepts it, ETag revalidation, `_redirects`'
 * 404 rules and the root 404.html for anything else. Returns false for paths it leaves to others.
 */
export function serveBuild(root: string | (() => string), { passThrough = [] as string[] } = {}) {
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
    const compressed = ENCODINGS.find(([coding, suffix]) => new RegExp(`\\b${coding}\\b`).test(accepted) && existsSync(file + suffix))
    const body = await readFile(compressed ? file + compressed[1] : file)
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    const out: Record<string, string | number> = {
      'Cache-Control': REVALIDATE,
      ...headersFor(headers, path),
      'Content-Type': type,
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
    // Clean addresses: /about.html and /about/ move to /about, as the CDN's pretty URLs do.
    const canonical = path.endsWith('.html')
      ? path.slice(0, -5).replace(/\/index$/, '/')
      : path.length > 1 && path.endsWith('/')
        ? path.slice(0, -1)
        : undefined
    if (canonical !== undefined && (await isFile(pageFile(clientDir, canonical || '/')))) {
      res.writeHead(301, { Location: localLocation(canonical || '/') + url.search })
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
    await notFound(req, res, clientDir, path)
    return true
  }

  async function notFound(req: IncomingMessage, res: ServerResponse, clientDir: string, path: string) {
    const { redirects } = await rules(clientDir)
    // An address that moved (no file answers it: the CDN's rules do not shadow files).
    const moved = redirects.find(({ pattern, status }) => status === 301 && pattern.test(path))
    if (moved) {
      res.writeHead(301, { Location: moved.to, 'Cache-Control': REVALIDATE })
      return void res.end()
    }
    const match = redirects.find(({ pattern, status }) => status === 404 && pattern.test(path))
    const page = join(clientDir, match ? match.to : '/404.html')
    if (await isFile(page)) return send(req, res, clientDir, page, 404, path)
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end('Not found')
  }
}
