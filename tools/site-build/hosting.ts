/**
 * What the CDN serves besides the files: the last build step writes, into build/client,
 * - `_headers` (Netlify's format): security headers for every path, a Content-Security-Policy per
 *   page carrying the hashes of that page's inline scripts and styles, and caching rules;
 * - `_redirects`: each page's file address to its own (`/about.html` to `/about`, `/index.html` and
 *   `/index` to `/`, 301, forced: Netlify would serve the file as it is, without the page's headers), old addresses of renamed pages, and
 *   the ports' own 404 page, served with status 404 (`/about/` moves at the edge: clean-address.ts);
 * - brotli and gzip copies of every text file, for `npm run preview`, which serves them; not in a
 *   build for Netlify (`forNetlify`), which compresses by itself and would upload the copies and
 *   serve each at its own address (`/about.html.br`, as a download).
 * Pages are stored as `about.html` rather than `about/index.html`, so a static host serves them at
 * their canonical address (`/about`, as every link and the sitemap write it) without a redirect.
 *
 * `npm run preview` serves the build through `serveBuild` (tools/preview/serve-build.ts), which reads
 * the same two files, so what the tests check is what the CDN serves.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, rename, rmdir, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { extname, join, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { DEFAULT_STUDIO_PORT } from '../../contract/constants.ts'
import { ROOT_FILE_ADDRESS } from '../../server/clean-address.ts'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found.ts'
import { EMAIL_LINK_PATHS } from '../../contract/routes.ts'
import { SHARE_IMAGE_DIR } from '../../src/lib/share-card.ts'
import { SEARCH_DIR, searchFiles } from './search-index.ts'
import { TERM_PREVIEWS_PATH } from '../../src/search/term-previews.ts'
import type { AnalyticsSetup } from '../../contract/analytics.ts'
// Headers every response carries, the form endpoint's own answers too (contract/security-headers.ts).
import { framingHeader, SECURITY_HEADERS } from '../../contract/security-headers.ts'

/** Pages reached from subscriber emails (contract/routes.ts): they never send the address they were opened at onwards. */
export { EMAIL_LINK_PATHS }

export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** An Atom feed's media type (RFC 4287). */
export const ATOM = 'application/atom+xml; charset=utf-8'
export const REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * Headers only a document reads (a browsing context's opener and its features): sent with the pages,
 * the PDFs and the feeds, not with the scripts, styles, images and data they load (on HTTP/1.1 they
 * would add about 250 bytes to each of a page's twenty-odd requests). A page the host answers for an
 * unknown address (404.html) has none of them: no rule names it; its policy is in the page (a `<meta>`).
 */
const DOCUMENT_HEADERS: [string, string][] = [
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
  /** Origins scripts may come from besides the site: the analytics provider's, when Site settings choose one. */
  scriptSrc?: string[]
  /** Whether the build keeps brotli and gzip copies of its text files (for `npm run preview`; not on Netlify). Default true. */
  precompress?: boolean
}

/**
 * The options with the origins of the analytics provider Site settings choose (contract/analytics.ts):
 * its script, where it sends, and the images it sends with. Unchanged with none.
 */
export function withAnalytics(options: HostingOptions, setup: AnalyticsSetup | null): HostingOptions {
  if (!setup) return options
  const merged = (own: string[], more: string[]) => [...new Set([...own, ...more])]
  return {
    ...options,
    scriptSrc: merged(options.scriptSrc ?? [], setup.origins.script),
    connectSrc: merged(options.connectSrc, setup.origins.connect),
    imgSrc: merged(options.imgSrc, setup.origins.img),
  }
}

function origin(url: string | undefined, name: string) {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    throw new Error(`${name} is not a URL: "${url}"`)
  }
}

/**
 * Whether a build is for Netlify: made by Netlify's build (which sets `NETLIFY=true`) or by its CLI
 * (`netlify build`, `netlify deploy --build`, which set `NETLIFY_LOCAL=true` and not `NETLIFY`), whose
 * folder the CLI uploads as it is.
 */
export const forNetlify = (env: NodeJS.ProcessEnv) => env.NETLIFY === 'true' || env.NETLIFY_LOCAL === 'true'

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
  return { connectSrc: [...new Set(connectSrc)], imgSrc: [...new Set(imgSrc)], frameAncestors, precompress: !forNetlify(env) }
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
    ["script-src 'self'", ...(options.scriptSrc ?? []), ...(hashes.script ?? [])].join(' '),
    ["style-src 'self'", ...new Set(styles)].join(' '),
    // The Studio framing the page (Presentation) shows its insert menu's pictures of the sections in it (schemas/page-blocks.ts).
    `img-src ${[...new Set(["'self'", ...options.imgSrc, ...options.frameAncestors])].join(' ')}`,
    `font-src 'self'`,
    `connect-src ${["'self'", ...options.connectSrc].join(' ')}`,
    // The offline service worker (/sw.js, tools/site-build/service-worker.ts), from the site only.
    `worker-src 'self'`,
    // 'self': a form sent before or without the site's script posts to the site's form endpoint (contract/forms.ts).
    `form-action 'self'`,
    `base-uri 'none'`,
    `object-src 'none'`,
    // A <meta> policy cannot restrict framing; X-Frame-Options does it for pages that carry one.
    ...(meta ? [] : [`frame-ancestors ${options.frameAncestors.length ? options.frameAncestors.join(' ') : "'none'"}`]),
  ]
  return directives.join('; ')
}

/**
 * The site search's worker (/pagefind/pagefind-worker.js, src/search/engine.ts) compiles Pagefind's
 * WebAssembly, which a policy allows only with 'wasm-unsafe-eval'. A worker loaded from the site
 * runs under the policy sent with its own script, so that one file has it; the pages keep theirs
 * without it (Pagefind's code on the page only talks to the worker).
 */
export const SEARCH_WORKER_POLICY = `default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'`

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

/** The files the build keeps brotli and gzip copies of, by extension (the CDN serves them compressed). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.data', '.json', '.map'])

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
  // The slow ones first (the assets, at brotli's best): started last, one would run on alone while
  // the other cores sat idle, and a build's time would hide the cost of its pages until the site grew.
  const entries = (await filesUnder(clientDir))
    .filter((entry) => COMPRESSIBLE.has(extname(entry)))
    .sort((a, b) => brotliQuality(b) - brotliQuality(a))
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
    rule('/*', [...SECURITY_HEADERS, framingHeader(options.frameAncestors)]),
    rule('/assets/*', [['Cache-Control', IMMUTABLE]]),
    // The pages' share images (tools/site-build/share-images.ts): named by the hash of what they show, so never changed.
    rule(`/${SHARE_IMAGE_DIR}/*`, [['Cache-Control', IMMUTABLE]]),
    // The service worker: always fetched fresh (a deploy replaces it), controlling the whole site.
    rule('/sw.js', [
      ['Cache-Control', 'no-cache'],
      ['Service-Worker-Allowed', '/'],
    ]),
  ]
  // The site search (tools/site-build/search-index.ts): the files named by their content never change; the
  // others (Pagefind's code, the entry file) are revalidated, as pages are; the worker has its policy.
  const search = await searchFiles(clientDir)
  if (search.named.length) rules.push(rule(`/${SEARCH_DIR}/pagefind-worker.js`, [['Content-Security-Policy', SEARCH_WORKER_POLICY]]))
  // What the search answers for each term of the CMS's Other names (public, as the index is): the Studio reads it from its own origin.
  if (search.named.includes(TERM_PREVIEWS_PATH)) rules.push(rule(TERM_PREVIEWS_PATH, [['Access-Control-Allow-Origin', '*']]))
  for (const folder of new Set(
    search.hashed.filter((file) => file.split('/').length > 3).map((file) => file.slice(0, file.lastIndexOf('/'))),
  ))
    rules.push(rule(`${folder}/*`, [['Cache-Control', IMMUTABLE]]))
  for (const file of search.hashed.filter((file) => file.split('/').length === 3)) rules.push(rule(file, [['Cache-Control', IMMUTABLE]]))
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
    if (!/\.(data|pdf|xml|txt)$/.test(entry) || entry.startsWith('assets/')) continue
    // The notices' Atom feeds (tools/site-build/feeds.ts) say what they are: feed readers and browsers take them as feeds.
    const type: Array<[string, string]> = /(^|\/)feed\.xml$/.test(entry) ? [['Content-Type', ATOM]] : []
    rules.push(rule(`/${entry}`, [['Cache-Control', REVALIDATE], ...type]))
  }
  // The documents' own headers, by folder (one rule for /ports/*, /docs/*: every file there is a page,
  // its data, a PDF or a feed), so `_headers` does not grow with the pages; each top-level one by its path.
  const documents = [
    ...htmlFiles.filter((file) => !notFoundFiles.has(file)).map(pagePath),
    ...(await filesUnder(clientDir))
      .filter((entry) => /\.(pdf|xml|txt)$/.test(entry) && !entry.startsWith('assets/'))
      .map((entry) => `/${entry}`),
  ]
  for (const path of new Set(documents.map((path) => (path.indexOf('/', 1) > 0 ? `${path.slice(0, path.indexOf('/', 1))}/*` : path))))
    rules.push(rule(path, DOCUMENT_HEADERS))
  const headers = `# Written by the build (tools/site-build/hosting.ts): headers per path, read by Netlify and by \`npm run preview\`.\n\n${rules.join('\n\n')}\n`
  await writeFile(join(clientDir, '_headers'), headers)
  const redirects = NOT_FOUND_PATHS.filter((path) => path !== '/404')
    .map((path) => `${path.slice(0, path.lastIndexOf('/'))}/*  ${path}.html  404`)
    .join('\n')
  // First each page's file address (forced: the file is there), then the old addresses of renamed
  // ports and pages (301 to the new one), then the 404 pages.
  // The home page's file also answers at `/index` on Netlify (as `/about.html` at `/about`): it moves
  // to `/` too, should the edge function, which moves it first (server/clean-address.ts), not run.
  const fileLines = htmlFiles
    .filter((file) => !notFoundFiles.has(file))
    .map((file) => `/${file}  ${pagePath(file)}  301!\n${file === 'index.html' ? `${ROOT_FILE_ADDRESS}  /  301!\n` : ''}`)
    .join('')
  const movedLines = moved.map(({ from, to }) => `${from}  ${to}  301\n`).join('')
  await writeFile(
    join(clientDir, '_redirects'),
    `# Written by the build (tools/site-build/hosting.ts): pages' files and old addresses, moved (301); the nearest 404 page, with status 404.\n${fileLines}${movedLines}${redirects}\n`,
  )
  if (options.precompress !== false) await compressTextFiles(clientDir)
  return headers
}
