/**
 * What "Keep for offline" costs and does (src/offline/KeepOffline.tsx asks, the service worker
 * answers): the figure on the button is what the click costs on the wire, as the build measured
 * each file (brotli-compressed as the CDN sends it, a PDF as it is, with its response's headers:
 * tools/site-build/service-worker.ts), leaving out what this device already keeps (in the worker's caches)
 * and, for the hashed scripts and styles, what the browser's own cache holds (a click fetches them
 * from there: nothing crosses the network). Once every file is kept, the click updates the kept
 * copies (pages, their data and the PDFs, fetched again: at most their size).
 *
 * Pure, with the device's answers passed in: the worker bundles it, the unit tests call it.
 */
import type { Offer, OfferState } from './names'

/** Whether this device keeps a path (the worker's caches), and whether the browser's HTTP cache holds it. */
export type Device = { kept(path: string): Promise<boolean>; cached(path: string): Promise<boolean> }

/** The hashed assets: fetched once, never changed; the same file in the browser's cache costs nothing. */
const isAsset = (path: string) => path.startsWith('/assets/')

/** What a click would fetch and what it would cost, and what an update costs at most. */
export async function offerPlan(offer: Offer, device: Device) {
  const files = offer.paths.map((path, index) => ({ path, bytes: offer.sizes[index] ?? 0 }))
  const missing = (await Promise.all(files.map(async (file) => ((await device.kept(file.path)) ? [] : [file])))).flat()
  const costs = await Promise.all(missing.map(async (file) => (isAsset(file.path) && (await device.cached(file.path)) ? 0 : file.bytes)))
  return {
    /** What a click keeps: what this device does not keep yet. */
    missing: missing.map((file) => file.path),
    /** Once all is kept, what an update fetches again: every page, data file and PDF (the assets never change). */
    again: files.filter((file) => !isAsset(file.path)).map((file) => file.path),
    state: {
      count: offer.count,
      bytes: costs.reduce((sum, bytes) => sum + bytes, 0),
      update: files.filter((file) => !isAsset(file.path)).reduce((sum, file) => sum + file.bytes, 0),
      kept: missing.length === 0,
    } satisfies OfferState,
  }
}
