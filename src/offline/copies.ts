/**
 * Which pages this tab shows as a kept copy, since when, and whether from before the site's current
 * build: the page the worker answered from its cache (a `<meta>` it adds, src/offline/rules.ts) and
 * the pages whose data it answered so on a navigation inside the site (its messages). Also registers
 * the worker, once the page is usable, telling it whether the visitor saves data.
 */
import { COPY_META, COPY_OLDER, type CopyMessage, SAVE_DATA_PARAM, SW_PATH, canonicalPath } from './names'

/** A copy shown: when it was saved, and whether before the site's current build. */
export type Copy = { saved: string; older: boolean }
type Copies = Readonly<Record<string, Copy>>
const NONE: Copies = {}
let copies: Copies = NONE
const listeners = new Set<() => void>()
let started = false

function update(path: string, saved: string | null, older: boolean) {
  const next = { ...copies }
  if (saved) next[path] = { saved, older }
  else delete next[path]
  copies = next
  for (const listener of listeners) listener()
}

function start() {
  if (started) return
  started = true
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${COPY_META}"]`)
  if (meta?.content) copies = { [canonicalPath(location.pathname)]: { saved: meta.content, older: meta.hasAttribute(COPY_OLDER) } }
  navigator.serviceWorker?.addEventListener('message', ({ data }: MessageEvent<CopyMessage | undefined>) => {
    if (data?.type === 'gsi-copy' && typeof data.path === 'string')
      update(data.path, typeof data.saved === 'string' ? data.saved : null, data.older === true)
  })
  navigator.serviceWorker?.startMessages()
}

export function subscribe(listener: () => void) {
  start()
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export const snapshot = () => copies
export const serverSnapshot = () => NONE

/** Whether the visitor asked their browser to save data (Save-Data: Chromium sends the header and says so here). */
export const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true

/**
 * Registers the service worker (a production build only) when the page has loaded and the browser
 * is idle, so it costs the first load nothing. Offline support is an extra: a browser that refuses
 * it (private windows, storage off) keeps the site as it was. A visitor saving data gets the worker
 * that keeps only what they open (its address says so: a change either way installs it again).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  // The page a visitor lands on loads before the worker exists: once it runs, it is asked to keep it.
  const landed = !navigator.serviceWorker.controller && location.href
  const register = () =>
    void navigator.serviceWorker
      .register(savesData() ? `${SW_PATH}?${SAVE_DATA_PARAM}` : SW_PATH, { scope: '/', updateViaCache: 'none' })
      .then(() => navigator.serviceWorker.ready)
      .then((registration) => landed && registration.active?.postMessage({ type: 'gsi-keep', url: landed }))
      .catch(() => undefined)
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000))
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}
