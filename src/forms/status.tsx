/**
 * Form states shared by the forms (fields.tsx re-exports them) and the email-link pages: the
 * spinner, focus moved to a result, and whether React runs the page yet.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react'

export function Spinner() {
  return <span className="spinner" aria-hidden="true" />
}

/** Moves focus to the element once, when `when` becomes true (success views, failure banners). */
export function useFocusWhen<T extends HTMLElement>(when: boolean, key?: unknown) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (when) ref.current?.focus()
  }, [when, key])
  return ref
}

const noop = () => () => {}

/**
 * False in the prerendered HTML and during hydration, true once React runs the page.
 * Submit buttons stay disabled until then: a native submit before hydration would put the
 * visitor's details in the address bar (there is no server to post to).
 */
export function useHydrated() {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  )
}
