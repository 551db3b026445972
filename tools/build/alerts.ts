/**
 * A build step (afterBuild, after deferring hydration, before the PDFs and the hosting files): the
 * alert banner, written into every prerendered page (schemas/documents/notice.ts, "Show across the
 * site as an alert").
 *
 * The build writes the alerts in force at build time (begun and not ended: the HTML, which readers
 * without JavaScript, search engines and link previews read, shows an alert only between its start
 * and its end; the site is rebuilt at each, src/content/schedule.ts), with their period in words
 * ("16-19 December"), the gravest first and, on the page of a port an alert names, that alert first,
 * as HTML between the header and
 * the page's <main>: in the page from its first paint, costing no JavaScript, pushing nothing below
 * the emergency bar, which stays above it. A small script after it, the same on every page (one hash
 * in every page's policy, tools/build/hosting.ts), runs as the page is parsed, before its first
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
 * to date with its own build's (tools/build/service-worker.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { createElement as h, Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ALERT_SEVERITIES, noticePath } from '../../contract/notices.ts'
import { ALERTS_QUERY } from '../../src/content/queries/notices.ts'
import type { ALERTS_QUERY_RESULT } from '../../src/content/sanity.types.ts'
import { ALERTS_BUILT } from '../../src/lib/alert-banner.ts'
import { indiaTime, periodText, storedDay } from '../../src/lib/dates.ts'
import { isSafeSlug } from '../../schemas/slug.ts'
import { showableAlert } from './content-checks.ts'

type Alert = ALERTS_QUERY_RESULT['alerts'][number]

/** The banner's script (see above), run as the page is parsed. */
export const ALERTS_SCRIPT = [
  '(()=>{const d=document,box=d.currentScript.previousElementSibling;',
  'if(!box||!box.matches("aside.site-alerts"))return;',
  'const get=(key)=>{try{return JSON.parse(sessionStorage.getItem(key)||"[]")}catch{return[]}},',
  'put=(key,list)=>{try{sessionStorage.setItem(key,JSON.stringify(list))}catch{}},',
  'GONE="gsi:alerts-dismissed",SAID="gsi:alerts-announced",alerts=[...box.querySelectorAll("[data-alert]")];',
  'let timer,loaded;',
  // Says the alerts shown and not said yet in this session (once the page has loaded: a live region
  // changed before is not heard).
  'const say=()=>{const said=get(SAID),fresh=alerts.filter((alert)=>!alert.hidden&&!said.includes(alert.dataset.alert));',
  'if(!loaded||!fresh.length)return;put(SAID,[...said,...fresh.map((alert)=>alert.dataset.alert)]);',
  'box.querySelector("[data-alert-status]").textContent=fresh.map((alert)=>alert.querySelector(".site-alert-text").textContent).join(" ")},',
  'show=()=>{const now=Date.now(),gone=get(GONE);let next=Infinity;',
  'for(const alert of alerts){const starts=Date.parse(alert.dataset.starts),ends=Date.parse(alert.dataset.ends);',
  'alert.hidden=!(now>=starts&&now<ends)||gone.includes(alert.dataset.alert);',
  'for(const at of[starts,ends])if(at>now&&at<next)next=at}',
  'box.hidden=alerts.every((alert)=>alert.hidden);clearTimeout(timer);',
  // Timers drift and sleep with the tab: at most a day ahead, and checked again on coming back.
  'if(next<Infinity)timer=setTimeout(show,Math.min(next-now+50,864e5));say()};',
  'show();addEventListener("pageshow",show);d.addEventListener("visibilitychange",()=>d.hidden||show());',
  'for(const button of box.querySelectorAll("[data-alert-dismiss]"))button.hidden=false;',
  'box.addEventListener("click",(event)=>{const alert=event.target.closest("[data-alert-dismiss]")?.closest("[data-alert]");',
  'if(!alert)return;put(GONE,[...get(GONE),alert.dataset.alert]);show();',
  '(box.querySelector("[data-alert]:not([hidden]) [data-alert-dismiss]")||d.getElementById("main"))?.focus()});',
  'addEventListener("load",()=>setTimeout(()=>{loaded=true;say()},1000));',
  // Kept whatever hydration does: a page React renders again from scratch (a hydration error)
  // loses what React did not render; the banner goes back before <main>, as the build wrote it.
  'const place=box.parentNode;new MutationObserver(()=>{const main=place.querySelector(":scope>main");if(!box.isConnected&&main)main.before(box)}).observe(place,{childList:true})})()',
].join('')

/** The banner's words: its name, each severity's, "{period} (India time)" and the button's. */
export type AlertWords = { heading: string; words: Record<string, string> }

/** The banner's words as ALERTS_QUERY answers them (the notices' page copy, its section "alerts"). */
export function alertWords(copy: ALERTS_QUERY_RESULT['copy']): AlertWords {
  const section = copy?.alerts
  return {
    heading: section?.heading ?? '',
    words: Object.fromEntries((section?.items ?? []).flatMap((item) => (item.name && item.title ? [[item.name, item.title]] : []))),
  }
}

/** CMS text with an element in the place of a placeholder ("{period} (India time)"). */
function fillNode(text: string, name: string, node: ReactNode): ReactNode[] {
  return text.split(`{${name}}`).flatMap((part, index) => (index === 0 ? [part] : [h(Fragment, { key: index }, node), part]))
}

/** The alerts a page shows, in its order: those naming the page's port first (`portSlug`), the rest as they come. */
export function alertsFor(alerts: readonly Alert[], portSlug: string | undefined) {
  if (!portSlug) return [...alerts]
  const names = (alert: Alert) => alert.ports?.includes(portSlug) ?? false
  return [...alerts.filter(names), ...alerts.filter((alert) => !names(alert))]
}

/** The banner's HTML for these alerts, in this order; '' for none. */
export function bannerHtml(alerts: readonly Alert[], { heading, words }: AlertWords) {
  // Its times as the Studio writes them (an alert the build cannot show is a warning in the Site status: content-checks.ts).
  const shown = alerts.filter((alert) => isSafeSlug(alert.slug, { segments: false }) && showableAlert(alert))
  if (!shown.length) return ''
  return renderToStaticMarkup(
    h(
      'aside',
      { className: 'site-alerts', 'aria-label': heading },
      ...shown.map((alert) => {
        const severity = (ALERT_SEVERITIES as readonly string[]).includes(alert.severity ?? '') ? alert.severity! : 'advisory'
        const [starts, ends] = [indiaTime(alert.alertStarts)!, indiaTime(alert.alertEnds)!]
        const published = storedDay(alert.publishedAt)
        return h(
          'div',
          {
            key: alert._id,
            className: `site-alert site-alert-${severity}`,
            'data-alert': alert._id,
            'data-starts': starts.iso,
            'data-ends': ends.iso,
          },
          h(
            'div',
            { className: 'container site-alert-inner' },
            h(
              'p',
              { className: 'site-alert-text' },
              h('strong', { className: 'site-alert-severity' }, words[severity] ?? ''),
              ' ',
              published && h('time', { className: 'site-alert-date', dateTime: published.iso }, published.text),
              ' ',
              h('a', { href: noticePath(alert.slug!) }, alert.title ?? ''),
              ' ',
              h(
                'span',
                { className: 'site-alert-until' },
                // Its period in words ("16-19 December"); the exact times (the script's data-starts and data-ends) as its title.
                ...fillNode(
                  words.period ?? '',
                  'period',
                  h('span', { title: `${starts.text} – ${ends.text}` }, periodText(starts.iso, ends.iso)),
                ),
              ),
            ),
            h(
              'button',
              {
                type: 'button',
                className: 'site-alert-dismiss',
                'data-alert-dismiss': '',
                hidden: true,
                'aria-label': `${words.dismiss ?? ''}: ${alert.title ?? ''}`,
              },
              words.dismiss ?? '',
            ),
          ),
        )
      }),
      h('p', { className: 'sr-only', role: 'status', 'data-alert-status': '' }),
    ),
  )
}

/** The banner and its script, before the page's <main>; `built`: when the build wrote it. */
export function withBanner(html: string, banner: string, built: string, page: string) {
  const main = /<main[\s>]/.exec(html)
  if (!main) throw new Error(`${page}: no <main> to put the alert banner before.`)
  return `${html.slice(0, main.index)}${banner}<script ${ALERTS_BUILT}="${built}">${ALERTS_SCRIPT}</script>${html.slice(main.index)}`
}

/** The page's port, for a port page's file (ports/mumbai/index.html → mumbai). */
const portOf = (file: string) => /^ports\/([^/]+)\/index\.html$/.exec(file)?.[1]

type Fetch = <R>(query: string, params: Record<string, unknown>) => Promise<R>

/**
 * The build step: every page of `clientDir` with its banner. Returns the alerts written and the
 * banner as pages other than a port's show it, for the service worker.
 */
export async function writeAlerts(clientDir: string, fetch: Fetch, now = new Date()) {
  const built = now.toISOString()
  const { alerts, copy } = await fetch<ALERTS_QUERY_RESULT>(ALERTS_QUERY, { now: built })
  const words = alertWords(copy)
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
    await writeFile(path, withBanner(await readFile(path, 'utf8'), bannerOf(portOf(file)), built, file))
  }
  return { built, alerts, banner: bannerOf(undefined) }
}
