/**
 * A build step (afterBuild, after the PDFs, before the hosting files): bundles the service worker
 * (src/offline/service-worker.ts, Workbox's modules) into `/sw.js` with what it keeps and offers, so
 * any change of content or code makes a new worker that replaces the old one.
 *
 * Kept ahead of need (when the worker installs, unless the visitor saves data), only what is small
 * and vital: the contact page and /search (where the header's search opens all its results, which
 * it answers offline from what the device keeps) with their data and the hashed scripts and styles they load, the code a
 * page loads on demand when offline most needs it (ON_DEMAND: a form's other ways to send, the error
 * page, the search dialog), and the site search's words.
 * Kept when the visitor asks ("Keep for offline"): the PDFs, and the first OFFERED_PORTS port pages in
 * the CMS's order with their data and the code they load first, each offer with the bytes it costs on the wire (the PDFs as they
 * are, pages and data brotli-compressed as the CDN sends them). Also written in: this build's alert
 * banner, emergency contacts and offline page's words, which it brings kept copies up to date with.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { build } from 'vite'
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
 * cannot render (a part whose code is not on the device, say), and the header's search dialog, which
 * offline says that search needs a connection and offers the pages kept (src/search/).
 */
const ON_DEMAND = /^\/assets\/(fallback|ErrorPage|SearchDialog)-/

/** Pages kept ahead of need: the emergency contacts, and the page the header's search opens its results in (issue 44). */
const AHEAD = ['/contact', '/search']

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

/** A file's bytes on the wire: brotli-compressed as the CDN sends it (tools/build/hosting.ts), a PDF as it is. */
async function wireBytes(clientDir: string, file: string) {
  if (file.endsWith('.pdf')) return (await stat(join(clientDir, file))).size
  const body = await readFile(join(clientDir, file))
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file) } }).length
}

/** What a visitor may keep for offline when asked: the PDFs; the port guides (the first OFFERED_PORTS of `portPaths`, with their data). */
export async function offerList(clientDir: string, portPaths: string[]): Promise<Record<OfferName, Offer>> {
  const entries = (await readdir(clientDir, { recursive: true })) as string[]
  const pdfs = entries
    .filter((entry) => entry.endsWith('.pdf'))
    .map((entry) => '/' + entry.split('\\').join('/'))
    .sort()
  const ports = portPaths.filter((path) => existsSync(htmlFile(clientDir, path))).slice(0, OFFERED_PORTS)
  const portFiles = ports.flatMap((path) => [
    htmlFile(clientDir, path).slice(clientDir.length + 1),
    dataFile(clientDir, path).slice(clientDir.length + 1),
  ])
  // With the code a port guide loads first (every guide the same), so that a guide never opened still hydrates offline.
  const portCode = ports.length
    ? pageAssets(await readFile(htmlFile(clientDir, ports[0]!), 'utf8')).filter((src) => !STUDIO_ONLY.test(src))
    : []
  const sum = async (files: string[]) => (await Promise.all(files.map((file) => wireBytes(clientDir, file)))).reduce((a, b) => a + b, 0)
  return {
    documents: { paths: pdfs, count: pdfs.length, bytes: await sum(pdfs.map((pdf) => pdf.slice(1))) },
    ports: {
      paths: [...ports.flatMap((path) => [path, `${path}.data`]), ...portCode],
      count: ports.length,
      bytes: await sum([...portFiles, ...portCode.map((src) => src.slice(1))]),
    },
  }
}

/** The build's alert banner, as pages other than a port's hold it (tools/build/alerts.ts), and when it was written: the worker puts it into the copies it kept from older builds (src/lib/alert-banner.ts). */
export type WorkerAlerts = { built: string; banner: string }

/**
 * What the worker brings kept copies up to date with, and the offline page's words (tools/build/site-build.ts
 * reads them from the CMS; the name of its list is the search box's for the same list, read from its words' file).
 */
export type WorkerContent = { alerts: WorkerAlerts; contacts: Contacts; offline: Omit<OfflineWords, 'keptPages'> }

/** The search box's name for the pages this device keeps (the /search page copy's "box" › "kept"), as the build wrote its words. */
async function keptPagesWord(clientDir: string) {
  const file = join(clientDir, SEARCH_WORDS_PATH.slice(1))
  if (!existsSync(file)) return ''
  const { data } = JSON.parse(await readFile(file, 'utf8')) as { data: { key: 'search'; sections?: CopySection[] | null } }
  return titleOf(section(data, 'box'), 'kept')
}

/** Writes `clientDir/sw.js`; `portPaths` are the port pages in the CMS's order. */
export async function buildServiceWorker(clientDir: string, portPaths: string[], content: WorkerContent) {
  const offline: OfflineWords = { ...content.offline, keptPages: await keptPagesWord(clientDir) }
  const config = { ahead: await aheadList(clientDir), offers: await offerList(clientDir, portPaths), ...content, offline }
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    mode: 'production',
    define: { __SW_BUILD__: JSON.stringify(config), 'process.env.NODE_ENV': '"production"' },
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
