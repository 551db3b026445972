/**
 * First-load JavaScript of prerendered pages: the module scripts and modulepreloads a browser
 * fetches before the page is interactive, gzip -9. Used by the budget test and `npm run bench:bundle`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { NOT_FOUND_PATHS } from '../src/lib/not-found.ts'
import { pageFile } from './hosting.ts'

export const CLIENT_DIR = join(import.meta.dirname, '../build/client')

/**
 * Budget for a content page's first-load JavaScript, gzip -9, in bytes (React + React Router alone
 * are ~109 kB, kB = 1000 bytes). The goal of issue "first paint" is 125 kB; today's pages need up to 127.1.
 */
export const FIRST_LOAD_BUDGET = 127_500

export function pageHtml(path: string, root = CLIENT_DIR) {
  return readFileSync(pageFile(root, path), 'utf8')
}

/** Every module a page loads at once: its preloads, module scripts, and the static and dynamic imports of its inline scripts. */
export function firstLoadScripts(html: string) {
  const srcs = new Set<string>()
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1])
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) srcs.add(m[1])
  for (const m of html.matchAll(/(?:import\(?|from)\s*["']([^"']+\.js)["']/g)) srcs.add(m[1])
  return [...srcs].filter((src) => src.startsWith('/'))
}

export function firstLoadBytes(path: string, root = CLIENT_DIR) {
  const scripts = firstLoadScripts(pageHtml(path, root))
  const files = scripts.map((src) => ({ src, gzip: gzipSync(readFileSync(join(root, src)), { level: 9 }).length }))
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) }
}

/** Every prerendered route of the build. */
export function builtRoutes(root = CLIENT_DIR): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('.html') && !entry.startsWith('assets/'))
    .map((entry) => (entry === 'index.html' ? '/' : '/' + entry.slice(0, -'.html'.length)))
    .filter((path) => !NOT_FOUND_PATHS.includes(path))
    .sort()
}

// `npm run bench:bundle`: prints the figures for every route.
if (import.meta.main) {
  const rows = builtRoutes().map((path) => ({ path, ...firstLoadBytes(path) }))
  const width = Math.max(...rows.map((r) => r.path.length))
  const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6)
  console.log(`First-load JavaScript per route (gzip -9, kB = 1000 bytes), budget ${FIRST_LOAD_BUDGET / 1000} kB`)
  for (const row of rows) {
    const kb = kB(row.total)
    console.log(`${row.path.padEnd(width)}  ${kb} kB  ${row.total > FIRST_LOAD_BUDGET ? 'OVER' : 'ok'}`)
  }
  const shared = rows[0]?.files.filter((f) => rows.every((r) => r.files.some((g) => g.src === f.src)))
  console.log(`\nShared by every route: ${kB(shared?.reduce((s, f) => s + f.gzip, 0) ?? 0).trim()} kB`)
  for (const f of shared ?? []) console.log(`  ${kB(f.gzip)} kB  ${f.src}`)
}
