/**
 * React.lazy for a part of a page that is prerendered in place and hydrated when its code arrives,
 * never in the page's first load, as the forms are (src/forms/lazy-form.ts): the sections editors
 * build pages from (src/blocks/), rich text (src/components/RichText.tsx). Besides:
 * - `preload()` fetches the code ahead (a CMS page's clientLoader, before a navigation shows the
 *   page); once it has arrived, the component renders at once, without suspending, so a page reached
 *   inside the site shows its sections with it rather than a moment later;
 * - should the code fail to load (the network dropped, a deploy replaced the files), React would
 *   replace the page with the error page. Instead, as for the forms: a form typed into before the
 *   script ran is told that the page's scripts failed (src/forms/early.tsx) and the page stays as it
 *   was painted, working as plain HTML; otherwise the page is loaded again, once per tab (its
 *   address then brings the sections in its HTML), and left as it is after that.
 */
import { lazy, type ComponentType } from 'react'
import { SCRIPTS_FAILED_EVENT } from '~/lib/scripts-failed'

const RELOADED = 'gsi:parts-reloaded'

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
  const Component = lazy(() => {
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
