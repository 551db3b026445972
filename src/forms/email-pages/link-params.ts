/**
 * The email and token of a subscriber link (/confirm, /email-preferences, /unsubscribe).
 *
 * These pages are prerendered without a query, so the server and the first client render show a
 * neutral processing state; the query is read here, after hydration. Once read, the token (and
 * the email) leave the address bar through history.replaceState, so they do not linger in
 * history, bookmarks or screenshots; the values stay in memory for Try Again and later calls.
 */
import { useEffect, useRef, useState } from 'react'

export type LinkParams = { state: 'pending' } | { state: 'missing' } | { state: 'ready'; email: string; token: string }

const LINK_KEYS = ['email', 'token']

export function readLinkParams(): LinkParams {
  const query = new URLSearchParams(window.location.search)
  const email = query.get('email')?.trim() ?? ''
  const token = query.get('token')?.trim() ?? ''
  if (query.has('email') || query.has('token')) {
    for (const key of LINK_KEYS) query.delete(key)
    const rest = query.toString()
    const clean = window.location.pathname + (rest ? `?${rest}` : '') + window.location.hash
    // Keep React Router's history state (its key and index) so Back still works.
    window.history.replaceState(window.history.state, '', clean)
  }
  return email && token ? { state: 'ready', email, token } : { state: 'missing' }
}

export function useLinkParams(): LinkParams {
  const [params, setParams] = useState<LinkParams>({ state: 'pending' })
  // Read once per mount: StrictMode's second effect run must not see the cleaned URL.
  const read = useRef<LinkParams | null>(null)
  useEffect(() => {
    read.current ??= readLinkParams()
    setParams(read.current)
  }, [])
  return params
}

/** Link to the preferences page for this subscriber (email and token URL-encoded). */
export function preferencesHref(email: string, token: string) {
  return `/email-preferences?${new URLSearchParams({ email, token })}`
}
