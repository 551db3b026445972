import { useSyncExternalStore } from 'react'

const noop = () => () => {}

/**
 * True while React hydrates the prerendered HTML (the first render in the browser of a page's first
 * load), false in every other render, on the server too: a part can then take over what the page's
 * early script did to its HTML before its code ran (src/early/). Apart from status.tsx,
 * which the email-link pages load with their first load.
 */
export function useHydrating() {
  return useSyncExternalStore(
    noop,
    () => false,
    () => typeof document !== 'undefined',
  )
}
