/**
 * The build step that makes pages paint before any of their JavaScript is fetched
 * (tools/site-build/deferred-hydration.ts), on React Router 7's output as <Scripts/> writes it, and on outputs
 * it must refuse rather than ship pages that never hydrate. The built pages are checked in
 * build-output.test.ts, and in a browser in tests/e2e/hydration.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import { deferHydration, deferredModules, DeferredHydrationError, RELOAD_MARK } from '../../tools/site-build/deferred-hydration'

/** A page as React Router 7.18 prerenders it (abridged), with its modulepreloads and module bootstrap. */
function page(bootstrap = ROUTER_BOOTSTRAP) {
  return [
    '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/><title>Home</title>',
    '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
    '<link rel="modulepreload" href="/assets/shell-3.js"/><link rel="modulepreload" href="/assets/root-4.js"/><link rel="modulepreload" href="/assets/home-5.js"/>',
    '<link rel="stylesheet" href="/assets/root-6.css"/></head><body><main><h1>Home</h1></main>',
    '<script>window.__reactRouterContext = {};</script>',
    `<script type="module" async="">${bootstrap}</script>`,
    '<script type="application/ld+json">{"@type":"Organization"}</script></body></html>',
  ].join('')
}

const ROUTER_BOOTSTRAP = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");`

const moduleScripts = (html: string) => [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)

describe('deferring hydration past the first paint', () => {
  it('removes every modulepreload and leaves no static import in the page', () => {
    const html = deferHydration(page(), 'index.html')
    expect(html).not.toMatch(/<link[^>]*modulepreload/)
    const [script, ...others] = moduleScripts(html)
    expect(others).toEqual([])
    expect(script).not.toMatch(/^\s*import\s*["*{]/m)
    // Everything else is left as it was.
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-6.css"/>')
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>')
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>')
  })

  it('loads the same modules, preloaded together, and runs React Router’s statements in their order', () => {
    const script = moduleScripts(deferHydration(page(), 'index.html'))[0]!
    expect(deferredModules(`<script type="module">${script}</script>`)).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-2.js',
      '/assets/shell-3.js',
      '/assets/root-4.js',
      '/assets/home-5.js',
    ])
    const body = script.slice(script.indexOf('const hydrate='))
    const order = [
      'await import("/assets/manifest-1.js")',
      'const route0=await import("/assets/root-4.js")',
      'const route1=await import("/assets/home-5.js")',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
      'import("/assets/entry.client-2.js")',
    ]
    const positions = order.map((statement) => body.indexOf(statement))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('starts only once the first contentful paint is reported (a frame later without Paint Timing, 3 s at most)', () => {
    const script = moduleScripts(deferHydration(page(), 'index.html'))[0]!
    // Nothing is imported when the script runs: hydrate() is only called by start().
    const topLevel = script.slice(script.indexOf('};\nconst mark='))
    expect(topLevel.length).toBeGreaterThan(100)
    expect(topLevel).not.toContain('import(')
    expect(topLevel).toContain('getEntriesByName("first-contentful-paint")')
    expect(topLevel).toContain('requestAnimationFrame(')
    expect(topLevel).toContain('setTimeout(start,3000)')
  })

  it('awaits the client entry, and loads the page again once (per tab) when a module fails to load', () => {
    const script = moduleScripts(deferHydration(page(), 'index.html'))[0]!
    expect(script).toContain('await import("/assets/entry.client-2.js")')
    expect(script).toContain(`const mark=${JSON.stringify(RELOAD_MARK)}`)
    expect(script).toContain('started=hydrate().then(()=>{removeEventListener("beforeunload",leave);storage()?.removeItem(mark)},failed)')
    expect(script).toMatch(/if\(!left&&s&&!s\.getItem\(mark\)\)\{s\.setItem\(mark,"1"\);location\.reload\(\)\}/)
  })

  it('is valid JavaScript', () => {
    const script = moduleScripts(deferHydration(page(), 'index.html'))[0]!
    // Parsed (not run) as a function body: a syntax error throws here.
    expect(() => new Function(script.replace(/\bimport\(/g, 'load('))).not.toThrow()
  })

  it('loads a route split into parts (v8_splitRouteModules) part by part, then joins them as React Router does', () => {
    const split = ROUTER_BOOTSTRAP.replace(
      'import * as route1 from "/assets/home-5.js";',
      'import * as route1_clientLoader from "/assets/home-client-loader.js";\nimport * as route1_main from "/assets/home-5.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    )
    const script = moduleScripts(deferHydration(page(split), 'index.html'))[0]!
    expect(deferredModules(`<script type="module">${script}</script>`)).toContain('/assets/home-client-loader.js')
    const body = script.slice(script.indexOf('const hydrate='))
    const order = [
      'const route1_clientLoader=await import("/assets/home-client-loader.js")',
      'const route1_main=await import("/assets/home-5.js")',
      'const route1 = {...route1_clientLoader,...route1_main};',
      'window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
    ]
    const positions = order.map((statement) => body.indexOf(statement))
    expect(positions.every((position) => position > 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it('stops the build, naming the page and the statement, on output it does not know', () => {
    const unknown = ROUTER_BOOTSTRAP.replace('import * as route1 from "/assets/home-5.js";', 'import { route1 } from "/assets/home-5.js";')
    expect(() => deferHydration(page(unknown), 'index.html')).toThrow(DeferredHydrationError)
    expect(() => deferHydration(page(unknown), 'index.html')).toThrow(/index\.html: .*import \{ route1 \}/)
    expect(() => deferHydration(page(ROUTER_BOOTSTRAP.replace('import("/assets/entry.client-2.js");', '')), 'about.html')).toThrow(
      /about\.html: .*client entry/,
    )
    expect(() =>
      deferHydration(page(ROUTER_BOOTSTRAP.replace('window.__reactRouterRouteModules', 'window.__reactRouterRoutes')), 'a.html'),
    ).toThrow(/a\.html: expected React Router's one module script/)
    expect(() => deferHydration(page('import("/assets/x.js")'), 'b.html')).toThrow(DeferredHydrationError)
  })

  it('refuses to run twice on a page', () => {
    const once = deferHydration(page(), 'index.html')
    expect(() => deferHydration(once, 'index.html')).toThrow(/already deferred/)
  })
})
