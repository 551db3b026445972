/**
 * The email and token of a subscriber link (/confirm, /email-preferences, /unsubscribe).
 *
 * These pages are prerendered without a query, so the server and the first client render show a
 * neutral processing state; the query is read here, after hydration. Once read, the token (and
 * the email) leave the address bar through history.replaceState, so they do not linger in
 * bookmarks or screenshots, nor reach the static host again. They stay with the tab's history
 * entry (history.state, which lives as long as that entry), so a reload or Back still finds
 * them; a bookmark of the cleaned address cannot, and shows the invalid-link view.
 */
import { useEffect, useRef, useState } from 'react'

export type LinkParams = { state: 'pending' } | { state: 'missing' } | { state: 'ready'; email: string; token: string }

const LINK_KEYS = ['email', 'token']

type Credentials = { email: string; token: string }
const STATE_KEY = 'subscriberLink'

/** What a history entry holds: ours (set below), or React Router's navigation state (`usr`). */
function fromHistory(): Credentials | undefined {
  const state = window.history.state as Record<string, unknown> | null
  for (const holder of [state, state?.usr as Record<string, unknown> | undefined]) {
    const saved = holder?.[STATE_KEY] as Partial<Credentials> | undefined
    if (typeof saved?.email === 'string' && typeof saved.token === 'string') return { email: saved.email, token: saved.token }
  }
  return undefined
}

/**
 * The link's query. A mail program's link keeps a plus as it is (`?email=first+tag@example.com`),
 * where a form's encoding would mean a space: a plus is read as the plus it was (no address nor
 * token holds a space), so the address is never changed.
 */
export function linkQuery(search: string) {
  return new URLSearchParams(search.replace(/\+/g, '%2B'))
}

export function readLinkParams(): LinkParams {
  const query = linkQuery(window.location.search)
  if (query.has('email') || query.has('token')) {
    const email = query.get('email')?.trim() ?? ''
    const token = query.get('token')?.trim() ?? ''
    for (const key of LINK_KEYS) query.delete(key)
    const rest = query.toString()
    const clean = window.location.pathname + (rest ? `?${rest}` : '') + window.location.hash
    // Keep React Router's history state (its key and index) so Back still works, and the
    // credentials with this entry for a reload or a return to it.
    const state = { ...(window.history.state as object | null), [STATE_KEY]: email && token ? { email, token } : undefined }
    window.history.replaceState(state, '', clean)
    return email && token ? { state: 'ready', email, token } : { state: 'missing' }
  }
  const saved = fromHistory()
  return saved ? { state: 'ready', ...saved } : { state: 'missing' }
}

/**
 * The test readLinkParams makes, run by the page itself before its subscriber views are parsed
 * (an inline script ahead of them, see LinkViews in shared.tsx): an address that carries no
 * subscriber link marks the document `data-subscriber-link="missing"`, and the stylesheet then
 * shows the invalid-link view rather than the processing view, from the first paint on.
 * Self-contained (it is sent as its source text); it must decide as readLinkParams does
 * (tests/unit/forms/link-views.test.tsx).
 */
function markMissingLink(stateKey: string, root: HTMLElement) {
  const query = new URLSearchParams(location.search)
  const entry = history.state as Record<string, Record<string, { email?: unknown; token?: unknown } | undefined> | undefined> | null
  const saved = [entry, entry?.usr].some(
    (holder) => typeof holder?.[stateKey]?.email === 'string' && typeof holder[stateKey].token === 'string',
  )
  const ready = query.has('email') || query.has('token') ? Boolean(query.get('email')?.trim() && query.get('token')?.trim()) : saved
  if (!ready) root.dataset.subscriberLink = 'missing'
}

export const MARK_MISSING_LINK = `(${markMissingLink.toString()})(${JSON.stringify(STATE_KEY)}, document.documentElement)`

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

/** Link to the preferences page for this subscriber (email and token URL-encoded), for a new tab. */
export function preferencesHref(email: string, token: string) {
  return `/email-preferences?${new URLSearchParams({ email, token })}`
}

/** Navigation state carrying the subscriber to the preferences page without a query. */
export function subscriberState(email: string, token: string) {
  return { [STATE_KEY]: { email, token } }
}

const RESULT_KEY = 'subscriberResult'

/**
 * The result of the call a subscriber page made for this link, kept with its history entry
 * (history.state, beside the link itself), so Back and reload show it again rather than repeat
 * the call: only Try Again sends again. Undefined when this entry has none for this link.
 */
export function savedResult<T>(email: string, token: string): T | undefined {
  const saved = (window.history.state as Record<string, unknown> | null)?.[RESULT_KEY] as
    { email?: unknown; token?: unknown; result?: T } | undefined
  return saved && saved.email === email && saved.token === token ? saved.result : undefined
}

/** Keeps a result with the current history entry (see savedResult); its address and React Router's state stay as they are. */
export function saveResult(email: string, token: string, result: unknown) {
  const state = { ...(window.history.state as object | null), [RESULT_KEY]: { email, token, result } }
  window.history.replaceState(state, '')
}
