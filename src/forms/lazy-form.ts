/**
 * React.lazy for a form, which is prerendered in place and hydrates when its code arrives. Should
 * that code fail to load (the network dropped, a deploy replaced the file), React would replace
 * the page with the error page, and what the visitor typed with it. Instead:
 * - while hydrating (the prerendered form is on the page, not yet the script's), the form is left
 *   as it was painted: it works as plain HTML, and the forms are told that the page's scripts
 *   failed (src/forms/early.tsx), so that a Submit mails the request rather than wait;
 * - reached by a link inside the site (no prerendered form here), the address is loaded as a page.
 */
import type { ComponentType } from 'react'
import { lazyWhenNeeded } from '~/lib/lazy-part'
import { SCRIPTS_FAILED_EVENT } from '~/lib/scripts-failed'

/** Its code is fetched when the form is needed (src/lib/lazy-part.ts: typing into it, for one). */
export function lazyForm<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazyWhenNeeded(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        console.error('The form could not load its script:', error)
        if (document.querySelector('form[data-early]:not([data-live])')) window.dispatchEvent(new Event(SCRIPTS_FAILED_EVENT))
        else window.location.reload()
        // Never settles: the prerendered form stays as it is (or the page reloads).
        return new Promise<never>(() => {})
      },
    ),
  )
}
