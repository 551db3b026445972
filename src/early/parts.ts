/**
 * The page's early script is made of parts (the modules beside this one), which the build bundles,
 * minifies and puts inline, first in each page's body (tools/site-build/early-script.ts): every page's
 * (`EVERY_PAGE`), and those a page needs for what it shows (`EarlyPart`), which the components that need
 * them ask for while the page is prerendered (`useEarlyPart`), never found by reading the page's HTML.
 */
import { useLocation } from 'react-router'

/** Every page's parts, in the order they run. */
export const EVERY_PAGE = ['scripted', 'forms', 'downloads', 'menus'] as const

/** The parts only some pages carry: Print, the address's choice of a select, the footer's year. */
export const EARLY_PARTS = ['print', 'param', 'year'] as const
export type EarlyPart = (typeof EARLY_PARTS)[number]

/** The parts each page asked for while prerendered (by path), in this process's global object. */
export const EARLY_PARTS_KEY = Symbol.for('global-salvage.early-parts')
type Registry = Map<string, Set<EarlyPart>>

export function pagesEarlyParts(): Registry {
  const global = globalThis as { [EARLY_PARTS_KEY]?: Registry }
  return (global[EARLY_PARTS_KEY] ??= new Map())
}

/** A page's path as its parts are registered: no trailing slash but the home page's. */
export const pagePath = (path: string) => path.replace(/(.)\/+$/, '$1')

/**
 * The page being rendered needs `part` of the early script: registered while prerendering (or rendered
 * by `npm start`'s server); nothing at all in the browser's build.
 */
export function useEarlyPart(part: EarlyPart) {
  if (!import.meta.env.SSR) return
  // import.meta.env.SSR is the build's constant: every render of a build calls the same hooks.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const path = pagePath(useLocation().pathname)
  const registry = pagesEarlyParts()
  registry.set(path, (registry.get(path) ?? new Set()).add(part))
}
