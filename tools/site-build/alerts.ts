/**
 * A build step (afterBuild, after deferring hydration, before the PDFs and the hosting files): the
 * alert banner, written into every prerendered page (schemas/documents/notice.ts, "Show across the
 * site as an alert").
 *
 * The build writes the alerts in force at its clock (begun and not ended: the HTML, which readers
 * without JavaScript, search engines and link previews read, shows an alert only between its start
 * and its end; the site is rebuilt at each, contract/schedule.ts), with their period in words
 * ("16-19 December"), the gravest first and, on the page of a port an alert names, that alert first,
 * as HTML between the header and
 * the page's <main>: in the page from its first paint, costing no JavaScript, pushing nothing below
 * the emergency bar, which stays above it. A small script after it, the same on every page (one hash
 * in every page's policy, tools/site-build/hosting.ts), runs as the page is parsed, before its first
 * paint:
 * - it hides an alert before its start and from its end, by the visitor's clock, and again the
 *   moment one starts or ends while the page is open (and when a page comes back from the browser's
 *   back-forward cache or a hidden tab): a page built, or kept offline, before an alert ended never
 *   shows it after;
 * - it hides what the visitor dismissed in this tab's session (sessionStorage), and shows the
 *   Dismiss buttons, which need it (without JavaScript there is no button that does nothing);
 * - it announces each alert once a session to screen readers (a polite status inside the banner,
 *   filled a second after the page has loaded, or when an alert starts while the page is open), so
 *   that every page does not say it again.
 * React does not render the banner (src/lib/alert-banner.ts): hydration skips it, and it stays
 * through navigations inside the site; should hydration fail and React render the page again from
 * scratch (which drops what React did not render), the script puts the banner back before <main>. The service worker brings the banner of a copy kept offline up
 * to date with its own build's (tools/site-build/service-worker.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { ALERTS_QUERY } from '../../src/content/queries/notices.ts'
import type { ALERTS_QUERY_RESULT } from '../../src/content/sanity.types.ts'
import { ALERTS_BUILT } from '../../src/lib/alert-banner.ts'
import { builtAlertsScript } from './minify-inline.ts'
import { ALERTS_SCRIPT, alertWords, alertsFor, bannerElement, type AlertWords } from '../../src/lib/alert-banner-view.ts'
import { showableAlert } from './content-checks.ts'
import { serverClock } from '../../contract/clock.ts'

type Alert = ALERTS_QUERY_RESULT['alerts'][number]

export { ALERTS_SCRIPT, alertWords, alertsFor, type AlertWords }

/** The banner's HTML for these alerts, in this order (src/lib/alert-banner-view.ts); '' for none. */
export function bannerHtml(alerts: readonly Alert[], words: AlertWords) {
  // Its times as the Studio writes them (an alert the build cannot show is a warning in the Site status: content-checks.ts).
  const banner = bannerElement(alerts.filter(showableAlert), words)
  return banner ? renderToStaticMarkup(banner) : ''
}

/**
 * The banner and its script, before the page's <main>; `built`: when the build wrote it; `script`: the
 * banner's script as the build writes it (minified: `builtAlertsScript`), else as it is written.
 */
export function withBanner(html: string, banner: string, built: string, page: string, script = ALERTS_SCRIPT) {
  const main = /<main[\s>]/.exec(html)
  if (!main) throw new Error(`${page}: no <main> to put the alert banner before.`)
  return `${html.slice(0, main.index)}${banner}<script ${ALERTS_BUILT}="${built}">${script}</script>${html.slice(main.index)}`
}

/** The page's port, for a port page's file (ports/mumbai/index.html → mumbai). */
const portOf = (file: string) => /^ports\/([^/]+)\/index\.html$/.exec(file)?.[1]

type Fetch = <R>(query: string, params: Record<string, unknown>) => Promise<R>

/**
 * The build step: every page of `clientDir` with its banner, the alerts in force at `now`, the build's
 * clock (contract/clock.ts: a build made ahead of an alert's start has it). Returns the alerts
 * written and the banner as pages other than a port's show it, for the service worker (whose stamp,
 * `built`, is that clock too).
 */
export async function writeAlerts(clientDir: string, fetch: Fetch, now = new Date(serverClock())) {
  const built = now.toISOString()
  const { alerts, copy } = await fetch<ALERTS_QUERY_RESULT>(ALERTS_QUERY, { now: built })
  const words = alertWords(copy)
  const script = await builtAlertsScript()
  const files = ((await readdir(clientDir, { recursive: true })) as string[])
    .map((entry) => entry.split('\\').join('/'))
    .filter((entry) => entry.endsWith('.html') && !entry.startsWith('assets/'))
  const banners = new Map<string | undefined, string>()
  const bannerOf = (port: string | undefined) => {
    if (!banners.has(port)) banners.set(port, bannerHtml(alertsFor(alerts, port), words))
    return banners.get(port)!
  }
  for (const file of files) {
    const path = join(clientDir, file)
    await writeFile(path, withBanner(await readFile(path, 'utf8'), bannerOf(portOf(file)), built, file, script))
  }
  return { built, alerts, banner: bannerOf(undefined) }
}
