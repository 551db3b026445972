/**
 * Sends an analytics event through gtag or a dataLayer when the page has one; does nothing
 * (and never throws) when it has neither.
 */
type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void

export function track(event: string, label?: string) {
  if (typeof window === 'undefined') return
  try {
    const w = window as unknown as { gtag?: Gtag; dataLayer?: unknown[] }
    const params = label === undefined ? {} : { event_label: label }
    if (typeof w.gtag === 'function') w.gtag('event', event, params)
    else if (Array.isArray(w.dataLayer)) w.dataLayer.push({ event, ...params })
  } catch {
    // Analytics must never break the page.
  }
}
