/**
 * The alert banner's place in a page, shared by the build step that writes it into every page
 * (tools/site-build/alerts.ts) and the service worker, which brings a copy kept offline up to date with
 * the alerts of the build it belongs to (src/offline/service-worker.ts).
 *
 * Every page holds, between the header and its <main>, the banner (when an alert is live or due:
 * `<aside class="site-alerts">`) and after it the banner's script, the same text on every page (so
 * one hash in every page's Content-Security-Policy), whose `data-alerts-built` attribute says when
 * the build wrote the banner. Both are outside what React renders: React skips them as it hydrates
 * the page's <body>, and never removes them.
 *
 * Browser-safe and free of imports: the service worker bundles it.
 */

/** The attribute of the banner's script: the time (ISO 8601) the build wrote the page's banner. */
export const ALERTS_BUILT = 'data-alerts-built'

const BANNER = /<aside class="site-alerts"[^>]*>[\s\S]*?<\/aside>/
const SCRIPT = new RegExp(`<script ${ALERTS_BUILT}="([^"]*)">`)

/** When the build wrote a page's banner; undefined for a page without the banner's script. */
export function alertsBuilt(html: string) {
  return SCRIPT.exec(html)?.[1]
}

/**
 * The page with the banner of a newer build: a copy kept before that build lacks the alerts
 * published since and still holds those withdrawn since (an alert ended early, unpublished). A page
 * already as new (or newer) is left as it is, and so is a page without the banner's script (its
 * policy would not let the script run).
 */
export function withNewerAlerts(html: string, newer: { built: string; banner: string }) {
  const built = alertsBuilt(html)
  if (built === undefined || built >= newer.built) return html
  const script = SCRIPT.exec(html)!
  const withoutOld = html.replace(BANNER, '')
  return withoutOld.replace(script[0], () => `${newer.banner}${script[0].replace(built, newer.built)}`)
}
