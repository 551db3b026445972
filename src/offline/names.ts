/**
 * The service worker's names a page needs too (src/offline/copies.ts, OfflineNotice.tsx,
 * KeepOffline.tsx): its address, the marks on the copies it gives back, its messages. Small and free of
 * the site's routes, so what every page loads after hydrating stays small; src/offline/rules.ts
 * re-exports them with the worker's rules.
 */

/** Where the built worker is served, and the scope it controls. */
export const SW_PATH = '/sw.js'

/** In the worker's address when the visitor saves data (Save-Data): it then keeps only what they open or ask for. */
export const SAVE_DATA_PARAM = 'save-data'

/** What a visitor may keep for offline when they ask: the PDFs, the port guides. */
export type OfferName = 'documents' | 'ports'
/**
 * One of them as the build lists it: its addresses (a page's data and the code a page loads first
 * among them), each one's bytes on the wire (`sizes`, in the same order), how many documents or guides.
 */
export type Offer = { paths: string[]; sizes: number[]; count: number }
/**
 * One of them as the worker tells a page (src/offline/offers.ts): what a click costs on the wire now
 * (`bytes`, what this device keeps left out), whether this device keeps all of it, and then what
 * updating the kept copies costs at most (`update`).
 */
export type OfferState = { count: number; bytes: number; update: number; kept: boolean }

/**
 * The message the worker sends a page when it answered its data from a kept copy (when it was saved,
 * and whether before the site's current build), or from the network (`saved: null`).
 */
export type CopyMessage = { type: 'gsi-copy'; path: string; saved: string | null; older?: boolean }
/** The `<meta>` the worker adds to a page it answered from a kept copy: the time that copy was saved. */
export const COPY_META = 'gsi-offline-copy'
/** On that `<meta>`, when the copy was saved before the site's current build. */
export const COPY_OLDER = 'data-older'

/** A page address without its trailing slash (the site's canonical form). */
export function canonicalPath(pathname: string) {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}
