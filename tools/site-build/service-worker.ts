/**
 * A build step (afterBuild, after the PDFs, before the hosting files): bundles the service worker
 * (src/offline/service-worker.ts) into `/sw.js` with what it keeps and offers, so any change of
 * content or code makes a new worker that replaces the old one.
 *
 * Kept ahead of need (when the worker installs, unless the visitor saves data), only what is small
 * and vital: the contact page with its data and the hashed scripts and styles it loads, the code a
 * page loads on demand when offline most needs it (ON_DEMAND: a form's other ways to send, the error
 * page, the search dialog), and the site search's words. Kept once the visitor first uses the search
 * (unless they save data): /search (where the header's search opens all its results, which it
 * answers offline from what the device keeps) with its data and the code it loads first.
 * Kept when the visitor asks ("Keep for offline"): the PDFs, and the first OFFERED_PORTS port pages in
 * the CMS's order with their data and the code they load first, each file with the bytes it costs on
 * the wire (`wireBytes`: the PDFs as they are, pages, data and code brotli-compressed as the CDN sends
 * them, and the headers of each response), from which the worker tells what a click costs
 * (src/offline/offers.ts). Also written in: this build's alert banner, emergency contacts and offline
 * page's words, which it brings kept copies up to date with.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { build, type Plugin } from 'vite'
import { EMAIL_LINK_PATHS } from '../../contract/routes.ts'
import { OFFERED_PORTS, SW_PATH, type Offer, type OfferName } from '../../src/offline/rules.ts'
import type { Contacts } from '../../src/offline/contacts.ts'
import type { OfflineWords } from '../../src/offline/offline-page.ts'
import { SEARCH_WORDS_PATH } from '../../src/search/engine.ts'
import { section, titleOf, type CopySection } from '../../src/content/copy.ts'
import { deferredModules } from './deferred-hydration.ts'
import { brotliQuality } from './hosting.ts'

/** Chunks loaded only inside the Studio's Presentation tool (root.tsx's PreviewOverlay, content/preview.ts, blocks/preview-editing.tsx), not kept for visitors. */
const STUDIO_ONLY = /^\/assets\/(PreviewOverlay|preview)-/

/**
 * Code a kept page loads on demand when it matters most offline: a form's other ways to send after a
 * failed send (src/forms/fallback.tsx), the error page (components/ErrorPage.tsx) a page shows when it
 * cannot render (a part whose code is not on the device, say), and the header's search: the header's
 * own code (a part, loaded at the visitor's first action: without it the Search link would lead to
 * /search, not kept before the search is used, issue 64) and its dialog, which offline searches the
 * names of the pages kept, lists them and offers the 24/7 desk (src/search/).
 */
const ON_DEMAND = /^\/assets\/(fallback|ErrorPage|Header|SearchDialog)-/

/** The page kept ahead of need: the emergency contacts. */
const AHEAD = ['/contact']

/** The page kept once the visitor first uses the search: where the header's search opens its results (issue 44). */
const SEARCH_PAGE = '/search'

/** The page's file before the hosting step flattens it: `/` → index.html, `/x` → x/index.html. */
const htmlFile = (clientDir: string, path: string) => join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)
const dataFile = (clientDir: string, path: string) => join(clientDir, path === '/' ? '_.data' : `${path.slice(1)}.data`)

/** The scripts and stylesheets a page names (its deferred bootstrap's modules, its stylesheets). */
export function pageAssets(html: string) {
  const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)
  return [...deferredModules(html), ...links]
}

/** The assets a built module imports, statically or lazily (relative `./x.js` in the minified output); `lazy: false`, statically only. */
export function moduleImports(source: string, from: string, { lazy = true } = {}) {
  const specifiers = [
    ...source.matchAll(/\bfrom\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g),
    ...source.matchAll(/\bimport\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g),
    ...(lazy ? source.matchAll(/\bimport\s*\(\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g) : []),
  ].map((m) => m[1]!)
  return specifiers.map((specifier) => new URL(specifier, `http://site${from}`).pathname)
}

/**
 * What `start` loads: each module and everything it imports, statically or lazily, except what the
 * modules of `frame` (the page's first load, shared by every page: React, the site's frame) load
 * lazily (every part of every page), skipping the Studio-only chunks and what is not in the build.
 */
async function assetClosure(clientDir: string, start: string[], frame: ReadonlySet<string> = new Set()) {
  const seen = new Set<string>()
  const queue = [...start]
  while (queue.length) {
    const src = queue.shift()!
    if (seen.has(src) || STUDIO_ONLY.test(src) || !existsSync(join(clientDir, src))) continue
    seen.add(src)
    if (src.endsWith('.js')) queue.push(...moduleImports(await readFile(join(clientDir, src), 'utf8'), src, { lazy: !frame.has(src) }))
  }
  return [...seen].sort()
}

/**
 * What the worker keeps at install: the pages of AHEAD with the scripts and styles they load first
 * (the code of their parts loads after, kept when it does), the on-demand code with everything it
 * imports, and the search box's words.
 */
export async function aheadList(clientDir: string) {
  const pages = AHEAD.filter((path) => existsSync(htmlFile(clientDir, path)))
  const first = (await Promise.all(pages.map(async (path) => pageAssets(await readFile(htmlFile(clientDir, path), 'utf8'))))).flat()
  const onDemand = ((await readdir(join(clientDir, 'assets'))) as string[])
    .map((file) => `/assets/${file}`)
    .filter((src) => ON_DEMAND.test(src) && src.endsWith('.js'))
  const assets = [...new Set([...first, ...(await assetClosure(clientDir, onDemand, new Set(first)))])]
    .filter((src) => !STUDIO_ONLY.test(src))
    .sort()
  const files = existsSync(join(clientDir, SEARCH_WORDS_PATH.slice(1))) ? [SEARCH_WORDS_PATH] : []
  return { pages, assets, files }
}

/** What the worker keeps once the visitor first uses the search: /search and the scripts and styles it loads first, but what it keeps at install. */
export async function searchList(clientDir: string, ahead: { assets: string[] }) {
  if (!existsSync(htmlFile(clientDir, SEARCH_PAGE))) return { pages: [], assets: [], files: [] }
  const first = pageAssets(await readFile(htmlFile(clientDir, SEARCH_PAGE), 'utf8'))
  const assets = [...new Set(first)].filter((src) => !STUDIO_ONLY.test(src) && !ahead.assets.includes(src)).sort()
  return { pages: [SEARCH_PAGE], assets, files: [] }
}

/** The site's icons a page names (`<link rel="icon">`: the same on every page, not hashed), which the worker answers once kept. */
export function pageIcons(html: string) {
  return [...html.matchAll(/<link\b[^>]*\brel="(?:shortcut )?icon"[^>]*\bhref="(\/[^"/][^"]*)"/g)]
    .map((m) => m[1]!)
    .filter((href) => !href.startsWith('/assets/'))
}

/**
 * The headers that come with each response, in bytes, as the CDN's rules (tools/site-build/hosting.ts)
 * and `npm run preview` send them over HTTP/1.1, measured on the seed's build: a page carries its
 * Content-Security-Policy and the documents' policies, a data file or a PDF the documents' policies,
 * a hashed asset the fewest. tests/e2e/bytes.spec.ts holds the figure a click shows to the bytes it
 * costs, as a proxy counts them.
 */
export const HEADER_BYTES = { page: 1_360, data: 680, document: 620, asset: 430 }

const headerBytes = (file: string) =>
  file.endsWith('.pdf')
    ? HEADER_BYTES.document
    : file.endsWith('.data')
      ? HEADER_BYTES.data
      : file.startsWith('assets/')
        ? HEADER_BYTES.asset
        : HEADER_BYTES.page

/** A file's bytes on the wire: brotli-compressed as the CDN sends it (tools/site-build/hosting.ts), a PDF as it is, and its response's headers. */
async function wireBytes(clientDir: string, file: string) {
  const body = await readFile(join(clientDir, file))
  const sent = file.endsWith('.pdf')
    ? body.length
    : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file) } }).length
  return sent + headerBytes(file)
}

/**
 * What a visitor may keep for offline when asked, each file with its bytes on the wire: the PDFs; the
 * port guides (the first OFFERED_PORTS of `portPaths`, with their data and the code a guide loads first).
 */
export async function offerList(clientDir: string, portPaths: string[]): Promise<Record<OfferName, Offer>> {
  const entries = (await readdir(clientDir, { recursive: true })) as string[]
  const pdfs = entries
    .filter((entry) => entry.endsWith('.pdf'))
    .map((entry) => '/' + entry.split('\\').join('/'))
    .sort()
  const ports = portPaths.filter((path) => existsSync(htmlFile(clientDir, path))).slice(0, OFFERED_PORTS)
  // With the code a port guide loads first (every guide the same), so that a guide never opened still hydrates offline.
  const portCode = ports.length
    ? pageAssets(await readFile(htmlFile(clientDir, ports[0]!), 'utf8')).filter((src) => !STUDIO_ONLY.test(src))
    : []
  /** An address's file in the build (before the hosting step flattens the pages). */
  const fileOf = (path: string) =>
    (path.endsWith('.data')
      ? dataFile(clientDir, path.slice(0, -'.data'.length))
      : path.startsWith('/assets/') || path.endsWith('.pdf')
        ? join(clientDir, path)
        : htmlFile(clientDir, path)
    ).slice(clientDir.length + 1)
  const offer = async (paths: string[], count: number): Promise<Offer> => ({
    paths,
    sizes: await Promise.all(paths.map((path) => wireBytes(clientDir, fileOf(path)))),
    count,
  })
  return {
    documents: await offer(pdfs, pdfs.length),
    ports: await offer([...ports.flatMap((path) => [path, `${path}.data`]), ...portCode], ports.length),
  }
}

/** The build's alert banner, as pages other than a port's hold it (tools/site-build/alerts.ts), and when it was written: the worker puts it into the copies it kept from older builds (src/lib/alert-banner.ts). */
export type WorkerAlerts = { built: string; banner: string }

/**
 * What the worker brings kept copies up to date with, and the offline page's words (tools/site-build/site-build.ts
 * reads them from the CMS; the name of its list and its pointer to "Keep for offline" are the search box's,
 * read from its words' file, which only the search loads, not every page).
 */
export type WorkerContent = { alerts: WorkerAlerts; contacts: Contacts; offline: Omit<OfflineWords, 'keptPages' | 'keepHint'> }

/** The offline page's words the search box's file holds (the /search page copy's "box": "kept", "keepHint"), as the build wrote it. */
async function searchBoxWords(clientDir: string) {
  const file = join(clientDir, SEARCH_WORDS_PATH.slice(1))
  if (!existsSync(file)) return { keptPages: '', keepHint: '' }
  const { data } = JSON.parse(await readFile(file, 'utf8')) as { data: { key: 'search'; sections?: CopySection[] | null } }
  const box = section(data, 'box')
  return { keptPages: titleOf(box, 'kept'), keepHint: titleOf(box, 'keepHint') }
}

/**
 * Of the site's routes (contract/routes.ts: every route with its module and words), the worker needs
 * the email-link pages alone (src/offline/rules.ts): written in as their list, about 800 bytes less on
 * the wire for every visitor.
 */
const routesAsList: Plugin = {
  name: 'gsi-worker-routes',
  enforce: 'pre',
  resolveId(source, importer) {
    if (importer && source.startsWith('.') && /contract[\\/]routes\.ts$/.test(resolve(dirname(importer), source))) return '\0gsi-routes'
  },
  load(id) {
    if (id === '\0gsi-routes') return `export const EMAIL_LINK_PATHS = ${JSON.stringify(EMAIL_LINK_PATHS)}`
  },
}

/** Writes `clientDir/sw.js`; `portPaths` are the port pages in the CMS's order. */
export async function buildServiceWorker(clientDir: string, portPaths: string[], content: WorkerContent) {
  const offline: OfflineWords = { ...content.offline, ...(await searchBoxWords(clientDir)) }
  const ahead = await aheadList(clientDir)
  const icons = ahead.pages.length ? pageIcons(await readFile(htmlFile(clientDir, ahead.pages[0]!), 'utf8')) : []
  const config = {
    ahead,
    search: await searchList(clientDir, ahead),
    icons,
    offers: await offerList(clientDir, portPaths),
    ...content,
    offline,
  }
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    mode: 'production',
    define: { __SW_BUILD__: JSON.stringify(config), 'process.env.NODE_ENV': '"production"' },
    plugins: [routesAsList],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      lib: {
        entry: join(import.meta.dirname, '../../src/offline/service-worker.ts'),
        formats: ['iife'],
        name: 'gsiServiceWorker',
        fileName: () => SW_PATH.slice(1),
      },
    },
  })
  return config
}
