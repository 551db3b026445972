/**
 * The alert banner as every page shows it (tools/site-build/alerts.ts says when and where): its markup,
 * its words, its order and the script that runs it, shared by the build (which writes the banner
 * into every page as HTML), `npm start` (into every page it serves) and the Studio's Presentation
 * tool (src/components/PreviewAlerts.tsx, which shows the alerts as the editor's drafts have them).
 * React elements only: the build renders them to static markup, the preview in the page.
 */
import { createElement as h, Fragment, type ReactNode } from 'react'
import { ALERT_SEVERITIES, noticePath } from '../../contract/notices.ts'
import type { ALERTS_QUERY_RESULT } from '../content/sanity.types.ts'
import { indiaTime, periodText, storedDay } from './dates.ts'
import { isSafeSlug } from '../../schemas/slug.ts'

type Alert = ALERTS_QUERY_RESULT['alerts'][number]

/** The banner's script, run as the page is parsed (tools/site-build/alerts.ts says what it does). */
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
  // loses what React did not render; the banner goes back before <main>, as the build wrote it
  // (unless the Studio's preview replaced it with the drafts' banner: data-replaced).
  'const place=box.parentNode;new MutationObserver(()=>{const main=place.querySelector(":scope>main");',
  'if(!box.isConnected&&!box.hasAttribute("data-replaced")&&main)main.before(box)}).observe(place,{childList:true})})()',
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

/** The banner for these alerts, in this order; null for none. */
export function bannerElement(alerts: readonly Alert[], { heading, words }: AlertWords) {
  const shown = alerts.filter(
    (alert) => isSafeSlug(alert.slug, { segments: false }) && indiaTime(alert.alertStarts) && indiaTime(alert.alertEnds),
  )
  if (!shown.length) return null
  return h(
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
  )
}
