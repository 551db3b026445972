/**
 * First-load JavaScript of prerendered pages: every module a browser fetches to make the page
 * interactive (the modules its deferred bootstrap loads, any module script or modulepreload, and
 * everything they import statically), gzip -9, in bytes; kB are 1000 bytes. Modules imported
 * lazily, which hydration does not wait for (the forms, the images, the content refresh), are not
 * counted. Used by the budget test and `npm run bench:bundle`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { init, parse } from 'es-module-lexer'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found.ts'
import { deferredModules } from '../site-build/deferred-hydration.ts'
import { pageFile } from '../site-build/hosting.ts'

await init

export const CLIENT_DIR = join(import.meta.dirname, '../../build/client')

/**
 * Budget for a page's first-load JavaScript, gzip -9, in bytes (kB = 1000 bytes): 125 kB, the goal
 * of issue 12 ("first paint"). React, React DOM and React Router alone are about 108 kB.
 */
export const FIRST_LOAD_BUDGET = 125_000

/**
 * What every page's first load is held to: the budget less 5% (issue 54 won that margin back: the
 * largest page was 123,901 bytes, 1,099 under the budget). A page past it eats the margin: find what
 * it does not need before the visitor acts (docs/speed.md).
 */
export const FIRST_LOAD_TARGET = Math.floor(FIRST_LOAD_BUDGET * 0.95)

export function pageHtml(path: string, root = CLIENT_DIR) {
  return readFileSync(pageFile(root, path), 'utf8')
}

/**
 * The modules a page names for its first load: what its deferred bootstrap loads, its
 * modulepreloads and module scripts, and the static and dynamic imports of its inline scripts.
 */
export function firstLoadScripts(html: string) {
  const srcs = new Set<string>(deferredModules(html))
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]!)
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) srcs.add(m[1]!)
  for (const m of html.matchAll(/(?:import\(?|from)\s*["']([^"']+\.js)["']/g)) srcs.add(m[1]!)
  return [...srcs].filter((src) => src.startsWith('/'))
}

/** The site paths a built module imports statically (`import … from "./x.js"`), which load with it. */
export function staticImports(src: string, root = CLIENT_DIR): string[] {
  const [imports] = parse(readFileSync(join(root, src), 'utf8'), src)
  return imports.filter((i) => i.d === -1 && i.n).map((i) => new URL(i.n!, `http://site${src}`).pathname)
}

/** The page's first-load modules and everything they import statically, in the order found. */
export function firstLoadModules(html: string, root = CLIENT_DIR) {
  const modules = new Set(firstLoadScripts(html))
  for (const src of modules) for (const dependency of staticImports(src, root)) modules.add(dependency)
  return [...modules]
}

export function firstLoadBytes(path: string, root = CLIENT_DIR) {
  const scripts = firstLoadModules(pageHtml(path, root), root)
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
  const bytes = (n: number) => n.toLocaleString('en-US').padStart(7)
  const kB = (n: number) => (n / 1000).toFixed(1).padStart(5)
  console.log(
    `First-load JavaScript per route: what a page loads to hydrate, gzip -9, in bytes (kB = 1000 bytes); budget ${FIRST_LOAD_BUDGET.toLocaleString('en-US')} bytes`,
  )
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(width)}  ${bytes(row.total)} bytes  ${kB(row.total)} kB  ${String(row.files.length).padStart(2)} files  ${row.total > FIRST_LOAD_BUDGET ? 'OVER' : row.total > FIRST_LOAD_TARGET ? 'past the margin' : 'ok'}`,
    )
  }
  const max = Math.max(...rows.map((r) => r.total))
  console.log(
    `\nLargest: ${bytes(max).trim()} bytes (${kB(max).trim()} kB), ${(FIRST_LOAD_BUDGET - max).toLocaleString('en-US')} bytes under the budget, ${(FIRST_LOAD_TARGET - max).toLocaleString('en-US')} under the budget less 5% (${FIRST_LOAD_TARGET.toLocaleString('en-US')})`,
  )
  const shared = rows[0]?.files.filter((f) => rows.every((r) => r.files.some((g) => g.src === f.src))) ?? []
  const sharedTotal = shared.reduce((s, f) => s + f.gzip, 0)
  console.log(`Shared by every route: ${bytes(sharedTotal).trim()} bytes (${kB(sharedTotal).trim()} kB)`)
  for (const f of shared) console.log(`  ${bytes(f.gzip)} bytes  ${f.src}`)
}
