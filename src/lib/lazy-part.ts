/**
 * React.lazy for a part of a page that is prerendered in place and hydrated when its code arrives,
 * never in the page's first load, as the forms are (src/forms/lazy-form.ts): the sections editors
 * build pages from (src/blocks/), rich text (src/components/RichText.tsx). Its code is asked for only
 * when the part is needed (`WhenNeeded`, below). Besides:
 * - `preload()` fetches the code ahead (a CMS page's clientLoader, before a navigation shows the
 *   page); once it has arrived, the component renders at once, without suspending, so a page reached
 *   inside the site shows its sections with it rather than a moment later;
 * - should the code fail to load (the network dropped, a deploy replaced the files), React would
 *   replace the page with the error page. Instead, as for the forms: a form typed into before the
 *   script ran is told that the page's scripts failed (src/forms/early.tsx) and the page stays as it
 *   was painted, working as plain HTML; otherwise the page is loaded again, once per tab (its
 *   address then brings the sections in its HTML), and left as it is after that.
 */
import { createElement, lazy, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import { SCRIPTS_FAILED_EVENT } from '~/lib/scripts-failed'

const RELOADED = 'gsi:parts-reloaded'

/**
 * The parts of a prerendered page (rich text, images, notice cards, sections, forms) work as their
 * HTML: links are links, forms post to the site's form endpoint (src/forms/early.tsx). Their code, which only adds
 * behaviour, is fetched once the visitor needs it, not at every page view (bytes on a ship's metered
 * link, issue 43): when they first act on the page (a click, a key, focus moving, typing), when a link
 * inside the site is followed (`partsNeeded`, SiteChrome), and when fresh content replaces what a part
 * shows (snapshot.ts). Until then React leaves the part's prerendered HTML as it is (`WhenNeeded`
 * suspends its hydration). A part rendered by the browser itself (a page reached by a link) loads at
 * once, and so does every part inside the Studio's Presentation tool (its overlays need them).
 */
let needed: () => void = () => {}
let isNeeded = false
const wanted = new Promise<void>((resolve) => (needed = resolve))

/** The visitor needs the page's parts: their code is fetched now. */
export function partsNeeded() {
  isNeeded = true
  needed()
}

/** Resolves once the parts are needed (preloads that serve the next page wait for it). */
export const whenPartsNeeded = () => wanted

if (typeof window !== 'undefined') {
  const d = document
  // Inside the Studio's frame; or the visitor acted before this code ran: typed in a form, pressed its
  // Submit (the marks of src/forms/early.tsx's inline script), or moved focus into the page.
  if (window.self !== window.top || 'typed' in d.documentElement.dataset || d.querySelector('form[data-pending]')) partsNeeded()
  if (d.activeElement && d.activeElement !== d.body && d.activeElement !== d.documentElement) partsNeeded()
  // A control that needs none of the parts ("Keep for offline", which says what its click costs) loads none of their code.
  for (const type of ['click', 'keydown', 'focusin', 'input', 'submit'])
    window.addEventListener(type, (event) => (event.target as Element).closest?.('[data-parts-idle]') || partsNeeded(), {
      capture: true,
      passive: true,
    })
}

const nothing = () => () => {}

/**
 * Around a lazy part: while React hydrates the part's prerendered HTML (its server snapshot is in use)
 * and the part is not needed yet, suspends, so its HTML stays as it is and its code is not asked for.
 * On the server, and in a render of the browser's own, it renders the part at once.
 */
export function WhenNeeded({ children }: { children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    nothing,
    () => false,
    () => true,
  )
  // Suspends by throwing the promise (Suspense's own mechanism, which `use` wraps): React retries the
  // part when it settles. Not `use`, which must then be called in every later render of the part,
  // also when React renders it afresh instead of hydrating it (as it does at times under
  // `npm start`): React's "called use() to suspend" error otherwise.
  if (hydrating && !isNeeded && typeof window !== 'undefined') throw wanted
  return children
}

/** React.lazy, its part waiting until it is needed while the page hydrates (`WhenNeeded`); use it inside a Suspense boundary. */
export function lazyWhenNeeded<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Component = lazy(load)
  return function Part(props: P) {
    return createElement(WhenNeeded, null, createElement(Component, props))
  }
}

function failed(error: unknown) {
  console.error('A part of the page could not load its script:', error)
  if (document.querySelector('form[data-early]:not([data-live])')) return window.dispatchEvent(new Event(SCRIPTS_FAILED_EVENT))
  try {
    if (sessionStorage.getItem(RELOADED)) return
    sessionStorage.setItem(RELOADED, '1')
  } catch {
    return
  }
  window.location.reload()
}

export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  type Module = { default: ComponentType<P> }
  let loaded: Module | undefined
  let loading: Promise<Module> | undefined
  const preload = () => (loading ??= load().then((module) => (loaded = module)))
  const Component = lazyWhenNeeded<P>(() => {
    // Already here: a thenable that answers at once, which React.lazy reads without suspending.
    if (loaded) return { then: (resolve: (module: Module) => void) => resolve(loaded!) } as Promise<Module>
    return preload().catch((error: unknown) => {
      loading = undefined
      failed(error)
      // Never settles: the prerendered part stays as it is (or the page reloads).
      return new Promise<never>(() => {})
    })
  })
  return Object.assign(Component, { preload })
}
