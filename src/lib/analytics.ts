/**
 * The site's analytics events: the spec's six (the PDF downloads, src/lib/downloads.ts, and the two
 * request forms) and the newsletter signup. `track` hands each to the provider Site settings choose
 * (src/analytics/, loaded after the first paint): until it may send (its code loaded and, for a
 * provider that sets cookies, the visitor agreed) events are held, then sent once each; when it may
 * not (the visitor said no), they are dropped. With no provider nothing takes them: a few are held,
 * never sent. Never throws: analytics must never break the page.
 */
import { DOWNLOADS } from './downloads'

type Send = (event: string, label?: string) => void

/**
 * A search the visitor settled on (src/search/report.ts), as the site search reports it: its words with
 * any e-mail address, phone number or long number removed, how many results it had, and the address of
 * the result opened ('' for none). Each provider sends it in its own site-search shape (src/analytics/providers.ts).
 */
export type SiteSearch = { query: string; results: number; opened: string }
type SendSearch = (search: SiteSearch) => void

/** Held events, at most this many (with none, nothing ever takes them). */
const HOLD = 20
let send: Send | undefined
let sendSearch: SendSearch | undefined
let held: Array<[string, string | undefined] | SiteSearch> | undefined = []

export function track(event: string, label?: string) {
  try {
    if (send) send(event, label)
    else if (held && held.length < HOLD) held.push([event, label])
  } catch {
    // Analytics must never break the page.
  }
}

/** A settled search (src/search/report.ts), held and sent as `track`'s events are; with no provider, never sent. */
export function trackSearch(search: SiteSearch) {
  try {
    if (send) sendSearch?.(search)
    else if (held && held.length < HOLD) held.push(search)
  } catch {
    // Analytics must never break the page.
  }
}

/**
 * The PDF downloads the page's early script reports (a link to a PDF followed: src/early/downloads.ts,
 * pushed to `gsiHeld` by the PDF's address and the link's label), from the first paint: those it held
 * until this code arrived, then each as it comes (`gsiHeld` is from now a queue that sends at once).
 */
if (typeof window !== 'undefined') {
  const page = window as Window & { gsiHeld?: { push(...held: Array<[string, string | undefined]>): unknown } }
  const queue = {
    push: (...held: Array<[string, string | undefined]>) => {
      for (const [path, label] of held) {
        const event = Object.values(DOWNLOADS).find((entry) => entry.href === path)?.event
        if (event) track(event, label)
      }
    },
  }
  // Those held (an array: not when this code ran before in the page, which put its queue there).
  if (Array.isArray(page.gsiHeld)) queue.push(...page.gsiHeld)
  page.gsiHeld = queue
}

/**
 * An event's label from a choice the visitor made in a list (the port, the fleet size): the value
 * when it is one of the list's `options`, else none. Never a value typed (the privacy notice says
 * only a choice from the forms' own lists is counted with an event).
 */
export const chosenLabel = (value: string, options: readonly string[] | null | undefined) => (options?.includes(value) ? value : undefined)

/**
 * From now on events go to `to` and settled searches to `searches` (src/analytics/), those held so far first; with null they
 * are dropped, those held included, until a provider may send again.
 */
export function sendEventsTo(to: Send | null, searches?: SendSearch) {
  const pending = held ?? []
  held = undefined
  send = to ?? undefined
  sendSearch = to ? searches : undefined
  if (to)
    for (const entry of pending)
      if (Array.isArray(entry)) track(entry[0], entry[1])
      else trackSearch(entry)
}

/**
 * The footer's place for the analytics choices' button, which src/analytics/ puts there when the site
 * asks for consent: the footer hands its element over (a ref) once it is live, hydrated or rendered
 * (it may hydrate after the analytics start: src/lib/lazy-part.ts), and again should it be drawn anew.
 */
let slot: HTMLElement | null = null
const watching = new Set<() => void>()

export function choicesSlot(element: HTMLElement | null) {
  slot = element
  for (const watcher of watching) watcher()
}

/** The footer's place, and a way to hear of a new one (useSyncExternalStore's pair). */
export const currentChoicesSlot = () => slot
export function watchChoicesSlot(watcher: () => void) {
  watching.add(watcher)
  return () => void watching.delete(watcher)
}
