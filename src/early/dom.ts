/**
 * What every part of the page's early script shares (tools/site-build/early-script.ts
 * bundles the parts a page needs into one inline script, first in its body).
 */

export const doc = document
export const root = doc.documentElement

/** Whether a control's (or form's) own code runs: the early script leaves it alone from then (src/lib/early.ts). */
export const isLive = (element: Element) => element.hasAttribute('data-live')

/** Listens on the document, capturing: ahead of React's listeners, and of the page's own. */
export function on<K extends keyof DocumentEventMap>(type: K, listener: (event: DocumentEventMap[K]) => void) {
  doc.addEventListener(type, listener, true)
}

/** Runs `then` once the page is parsed (the early script runs before anything below it is). */
export const parsed = (then: () => void) => on('DOMContentLoaded', then)
