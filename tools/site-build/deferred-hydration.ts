/**
 * A build step (afterBuild, before the hosting files): every prerendered page paints before any of
 * its JavaScript is fetched, then hydrates, as islands architectures do.
 *
 * React Router's <Scripts/> writes into each page a `<link rel="modulepreload">` per module in the
 * head and, at the end of the body, an inline module script that imports the manifest and the
 * route modules, records them on `window.__reactRouterRouteModules` and imports the client entry,
 * which hydrates. The browser fetches all of it (about 120 kB gz) while the page is still to be
 * painted. This step removes the modulepreloads and rewrites that script, statement for statement,
 * into one that does the same only once the page has painted its first content: it then adds the
 * same modulepreloads (so the modules still load in parallel) and runs the same imports in the
 * same order. The page reads and scrolls at once; the forms' submit buttons stay disabled until
 * hydration, as before.
 *
 * It also puts the page's early script first in the body (src/early/, bundled by
 * tools/site-build/early-script.ts with the parts the page needs): a visitor's first action before
 * hydration does what it does after, or is kept and done once the page runs.
 *
 * The rewrite knows React Router's output line by line: a page whose bootstrap has any other form
 * (a new React Router) stops the build naming the page and the line, rather than ship pages that
 * would never hydrate. The dev server (`npm start`) keeps React Router's own loading.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { earlyPartsOf, earlyScript, pageOfFile } from './early-script.ts'
import { withMinifiedScrollRestoration, withoutDiscoveryMarks } from './minify-inline.ts'
import { SCRIPTS_FAILED_EVENT } from '../../src/lib/scripts-failed.ts'

/** A page whose React Router output this step cannot rewrite: the build stops with this line. */
export class DeferredHydrationError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DeferredHydrationError'
  }
}

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/g
/** The start of the rewritten script: the modules it loads, as a JSON array (read by `deferredModules`). */
const MODULES_PREFIX = 'const modules='

/**
 * When the page has painted: the first contentful paint's entry, which the browser reports once
 * the frame is on screen (a frame later where Paint Timing is missing), or after 3 s whatever
 * happens (a tab loaded in the background paints nothing until shown).
 *
 * A module that fails to load (the network dropped, or a deploy replaced the files the page names)
 * would leave the page unhydrated for good, its forms unable to send: the page is loaded again,
 * once per tab (the mark is cleared when a page hydrates), unless the visitor has typed something
 * into it, which a reload would lose: then the page tells its forms (`SCRIPTS_FAILED_EVENT`,
 * src/forms/early.tsx), which keep what was typed and send it another way.
 *
 * Nor when the visitor is leaving the page: Firefox and WebKit cancel the page's pending imports as
 * soon as a navigation starts (a link followed, a form sent, Back, an address typed), and a reload
 * then would replace the navigation the visitor started. `beforeunload` marks it, fired in every
 * engine before that cancellation; it is listened to only until the page has hydrated (a page with
 * the listener is never kept in Firefox's back-forward cache, nor is one still loading).
 */
export const RELOAD_MARK = 'gsi:hydration-reloaded'
const AFTER_FIRST_PAINT = [
  `const mark=${JSON.stringify(RELOAD_MARK)},storage=()=>{try{return sessionStorage}catch{}};`,
  'let left;const leave=()=>{left=1};addEventListener("beforeunload",leave);',
  `const failed=(error)=>{console.error("The page could not load its scripts:",error);if("typed" in document.documentElement.dataset){dispatchEvent(new Event(${JSON.stringify(SCRIPTS_FAILED_EVENT)}));return}const s=storage();if(!left&&s&&!s.getItem(mark)){s.setItem(mark,"1");location.reload()}};`,
  'let started;const start=()=>{started||(started=hydrate().then(()=>{removeEventListener("beforeunload",leave);storage()?.removeItem(mark)},failed))};',
  'if(PerformanceObserver.supportedEntryTypes?.includes("paint"))new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length)setTimeout(start)}).observe({type:"paint",buffered:true});',
  'else requestAnimationFrame(()=>setTimeout(start));',
  'setTimeout(start,3000);',
].join('\n')

const url = String.raw`"(\/[^"\\]+\.js)"`
const SIDE_EFFECT_IMPORT = new RegExp(String.raw`^import ${url};$`)
const NAMESPACE_IMPORT = new RegExp(String.raw`^import \* as (route\d+(?:_\w+)?) from ${url};$`)
/** With split route modules (v8_splitRouteModules), a route's parts joined into its module object. */
const ROUTE_PARTS = /^const (route\d+) = \{(\.\.\.route\d+_\w+,?)+\};$/
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = \{("[^"\\]+":route\d+,?)+\};$/
const ENTRY_IMPORT = new RegExp(String.raw`^import\(${url}\);$`)

/**
 * React Router's module bootstrap turned into a function body with the same statements in the same
 * order (static imports become awaited dynamic ones). Throws on any statement it does not know.
 */
function deferStatements(script: string, page: string) {
  const out: string[] = []
  const seen = { entry: 0, routeModules: 0 }
  for (const line of script.split('\n').map((l) => l.trim())) {
    if (!line) continue
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line)
    const namespace = NAMESPACE_IMPORT.exec(line)
    if (sideEffect) out.push(`await import(${JSON.stringify(sideEffect[1])});`)
    else if (namespace) out.push(`const ${namespace[1]}=await import(${JSON.stringify(namespace[2])});`)
    else if (ROUTE_PARTS.test(line) && !seen.routeModules) out.push(line)
    else if (ROUTE_MODULES.test(line) && !seen.entry) {
      seen.routeModules++
      out.push(line)
    } else if (ENTRY_IMPORT.test(line) && seen.routeModules) {
      seen.entry++
      // Awaited, so that a client entry that fails to load is a failed hydration.
      out.push(`await ${line}`)
    } else {
      throw new DeferredHydrationError(
        `${page}: React Router's module script has a statement the deferred-hydration step (tools/site-build/deferred-hydration.ts) does not know: ${line.slice(0, 160)}. React Router's output changed: update the step.`,
      )
    }
  }
  if (seen.routeModules !== 1 || seen.entry !== 1) {
    throw new DeferredHydrationError(
      `${page}: React Router's module script lacks ${seen.routeModules !== 1 ? 'its window.__reactRouterRouteModules assignment' : 'the import of its client entry'} (tools/site-build/deferred-hydration.ts). React Router's output changed: update the step.`,
    )
  }
  return out
}

/** The imports a bootstrap makes, in order (static and dynamic alike). */
function importedUrls(script: string) {
  return [...script.matchAll(/import(?:\s*\*\s*as\s+\w+\s+from)?\s*\(?\s*"([^"]+)"/g)].map((m) => m[1]!)
}

/**
 * One page's HTML with its hydration deferred past its first paint: no modulepreload left, and
 * React Router's module script rewritten. `page` names the page in errors.
 */
export function deferHydration(html: string, page: string): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)]
  const bootstraps = scripts.filter(([, , , body]) => /window\.__reactRouterRouteModules\s*=/.test(body!))
  if (bootstraps.length !== 1) {
    throw new DeferredHydrationError(
      `${page}: expected React Router's one module script (window.__reactRouterRouteModules), found ${bootstraps.length} (tools/site-build/deferred-hydration.ts). React Router's output changed, or the page has no <Scripts/>: it would not hydrate.`,
    )
  }
  const [element, before, after, body] = bootstraps[0]!
  if (body!.includes(MODULES_PREFIX)) throw new DeferredHydrationError(`${page}: its hydration is already deferred (the step ran twice).`)
  const statements = deferStatements(body!, page)
  const preloads = [...html.matchAll(MODULEPRELOAD)].map(([link]) => /\bhref="([^"]+)"/.exec(link)?.[1])
  if (preloads.some((href) => !href?.startsWith('/'))) {
    throw new DeferredHydrationError(
      `${page}: a modulepreload without a site path: ${preloads.join(', ')} (tools/site-build/deferred-hydration.ts).`,
    )
  }
  // Every module the script imports is preloaded with the rest, so nothing waits on another's fetch.
  const modules = [...new Set([...(preloads as string[]), ...importedUrls(body!)])]
  const deferred = [
    `${MODULES_PREFIX}${JSON.stringify(modules)};`,
    'const hydrate=async()=>{',
    'for(const href of modules)document.head.append(Object.assign(document.createElement("link"),{rel:"modulepreload",href}));',
    ...statements,
    '};',
    AFTER_FIRST_PAINT,
  ].join('\n')
  return html.replace(MODULEPRELOAD, '').replace(element, () => `<script${before}type="module"${after}>${deferred}</script>`)
}

/**
 * The page with its early script first in the body, before anything the visitor can act on: every
 * built page, and every page `npm start` serves (tools/vite/dev.ts). `path` is the page's address:
 * the script carries the parts the page asked for as it was rendered (tools/site-build/early-script.ts).
 */
export async function withEarlyScript(html: string, path: string) {
  if (!/<body(\s[^>]*)?>/.test(html)) throw new DeferredHydrationError(`${path}: no <body> to put the page's early script in.`)
  const script = await earlyScript(earlyPartsOf(path))
  return html.replace(/<body(\s[^>]*)?>/, (body) => `${body}<script>${script}</script>`)
}

/** The modules a page's deferred bootstrap loads after the first paint (empty for a page without one). */
export function deferredModules(html: string): string[] {
  for (const [, , , body] of html.matchAll(MODULE_SCRIPT)) {
    if (!body!.startsWith(MODULES_PREFIX)) continue
    const list = /^const modules=(\[[^\]]*\]);/.exec(body!)?.[1]
    if (list) return JSON.parse(list) as string[]
  }
  return []
}

async function htmlFiles(dir: string) {
  const entries = (await readdir(dir, { recursive: true })) as string[]
  return entries.filter((entry) => entry.endsWith('.html') && !entry.startsWith('assets')).sort()
}

/**
 * The build step: every page of `clientDir` rewritten. A page it cannot rewrite stops the build
 * with one line naming it.
 */
export async function deferHydrationInBuild(clientDir: string) {
  const files = await htmlFiles(clientDir)
  try {
    for (const file of files) {
      const path = join(clientDir, file)
      const deferred = deferHydration(await readFile(path, 'utf8'), file)
      await writeFile(path, withoutDiscoveryMarks(await withMinifiedScrollRestoration(await withEarlyScript(deferred, pageOfFile(file)))))
    }
  } catch (error) {
    if (!(error instanceof DeferredHydrationError)) throw error
    console.error(`The build stopped: ${error.message}`)
    process.exit(1)
  }
  return files
}
