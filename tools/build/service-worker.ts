/**
 * A build step (afterBuild, after the PDFs, before the hosting files): bundles the service worker
 * (src/offline/service-worker.ts, Workbox's modules) into `/sw.js` with the list of what it keeps
 * ahead of need, each entry versioned by a hash of its content, so any change of content or code
 * makes a new worker that replaces the old one and its precache.
 *
 * Kept ahead of need: the home and contact pages, /search (where the header's search opens every
 * result, offline too), the first PRECACHED_PORTS port pages in the CMS's
 * order, the notices of the live alerts, and the PDFs, each page with its `.data` (for a navigation
 * inside the site); the site search's words (the header's search loads them with its code, which is
 * kept too); and the hashed
 * scripts and styles those pages load, at once or lazily (forms, images), followed through their
 * imports, minus the Studio's preview tooling (loaded only inside the Studio's frame).
 */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build } from 'vite'
import { PRECACHED_PORTS, SW_PATH } from '../../src/offline/rules.ts'
import { SEARCH_WORDS_PATH } from '../../src/search/engine.ts'
import { deferredModules } from './deferred-hydration.ts'

/** Chunks loaded only inside the Studio's Presentation tool (root.tsx's PreviewOverlay, content/preview.ts, blocks/preview-editing.tsx), not kept for visitors. */
const STUDIO_ONLY = /^\/assets\/(PreviewOverlay|preview)-/

/** The page's file before the hosting step flattens it: `/` → index.html, `/x` → x/index.html. */
const htmlFile = (clientDir: string, path: string) => join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`)
const dataFile = (clientDir: string, path: string) => join(clientDir, path === '/' ? '_.data' : `${path.slice(1)}.data`)

const revision = async (file: string) =>
  createHash('sha256')
    .update(await readFile(file))
    .digest('hex')
    .slice(0, 16)

/** The scripts and stylesheets a page names (its deferred bootstrap's modules, its stylesheets). */
export function pageAssets(html: string) {
  const links = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)
  return [...deferredModules(html), ...links]
}

/** The assets a built module imports, statically or lazily (relative `./x.js` in the minified output). */
export function moduleImports(source: string, from: string) {
  const specifiers = [
    ...source.matchAll(/\bfrom\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g),
    ...source.matchAll(/\bimport\s*\(?\s*["'`](\.{1,2}\/[^"'`]+)["'`]/g),
  ].map((m) => m[1]!)
  return specifiers.map((specifier) => new URL(specifier, `http://site${from}`).pathname)
}

/** Every asset reachable from `start`, skipping the Studio-only chunks and what is not in the build. */
async function assetClosure(clientDir: string, start: string[]) {
  const seen = new Set<string>()
  const queue = start.filter((src) => !STUDIO_ONLY.test(src))
  while (queue.length) {
    const src = queue.shift()!
    if (seen.has(src) || STUDIO_ONLY.test(src) || !existsSync(join(clientDir, src))) continue
    seen.add(src)
    if (src.endsWith('.js')) queue.push(...moduleImports(await readFile(join(clientDir, src), 'utf8'), src))
  }
  return [...seen].sort()
}

export async function precacheList(clientDir: string, portPaths: string[], alertPages: string[] = []) {
  const pages = [...new Set(['/', '/contact', '/search', ...portPaths.slice(0, PRECACHED_PORTS), ...alertPages])].filter((path) =>
    existsSync(htmlFile(clientDir, path)),
  )
  const entries = (await readdir(clientDir, { recursive: true })) as string[]
  const pdfs = entries
    .filter((entry) => entry.endsWith('.pdf'))
    .map((entry) => '/' + entry.split('\\').join('/'))
    .sort()
  const precache: { url: string; revision: string }[] = []
  const starts: string[] = []
  for (const path of pages) {
    const html = htmlFile(clientDir, path)
    precache.push({ url: path, revision: await revision(html) })
    if (existsSync(dataFile(clientDir, path))) {
      precache.push({ url: path === '/' ? '/_.data' : `${path}.data`, revision: await revision(dataFile(clientDir, path)) })
    }
    starts.push(...pageAssets(await readFile(html, 'utf8')))
  }
  for (const pdf of pdfs) precache.push({ url: pdf, revision: await revision(join(clientDir, pdf)) })
  // The search box's words, so that the header's search speaks offline before it was ever used (its code is kept below).
  const words = join(clientDir, SEARCH_WORDS_PATH.slice(1))
  if (existsSync(words)) precache.push({ url: SEARCH_WORDS_PATH, revision: await revision(words) })
  // Any page the visitor opens is kept: the code it may load later (a form's, the other ways to
  // send a request after a failed send) is kept ahead of need, for every kind of page. One page per
  // folder is enough: pages of one kind (the ports, the case studies' pages) load the same code.
  const kinds = new Map<string, string>()
  for (const entry of entries
    .map((entry) => entry.split('\\').join('/'))
    .filter((entry) => /(^|\/)index\.html$/.test(entry))
    .sort()) {
    const parts = entry.split('/')
    // "index.html", "about/index.html": a page of its own; "ports/mumbai/index.html": one of the ports' pages.
    const kind = parts.length <= 2 ? entry : parts.slice(0, -2).join('/')
    if (!kinds.has(kind)) kinds.set(kind, entry)
  }
  for (const entry of kinds.values()) starts.push(...pageAssets(await readFile(join(clientDir, entry), 'utf8')))
  return { precache, assets: await assetClosure(clientDir, starts) }
}

/**
 * The build's alert banner, as pages other than a port's hold it (tools/build/alerts.ts), and when it
 * was written: the worker puts it into the copies it kept from older builds (src/lib/alert-banner.ts);
 * and the pages of the alerts' notices, kept ahead of need.
 */
export type WorkerAlerts = { built: string; banner: string; pages: string[] }

/** Writes `clientDir/sw.js`; `portPaths` are the port pages in the CMS's order. */
export async function buildServiceWorker(
  clientDir: string,
  portPaths: string[],
  alerts: WorkerAlerts = { built: '', banner: '', pages: [] },
) {
  const config = { ...(await precacheList(clientDir, portPaths, alerts.pages)), alerts: { built: alerts.built, banner: alerts.banner } }
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
