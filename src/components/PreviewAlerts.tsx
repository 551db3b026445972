/**
 * The alert banner in the Studio's Presentation tool (loaded with the overlays, inside its frame
 * only): the alerts as the editor's drafts have them, published ones and drafts alike, shown as the
 * page will show them, again at every change (typing, publishing, withdrawing), with no reload of
 * the Studio or the page. The page came with the banner the build or the dev server wrote into it
 * (src/lib/alert-banner-view.ts); once the Studio answers the banner's query, that banner and its
 * script are replaced by the same markup and script for the answer, the alerts naming the page's
 * port first.
 */
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { flushSync } from 'react-dom'
import { useLocation } from 'react-router'
import { contentQuery } from '~/content/options'
import { watchPreview } from '~/content/preview'
import type { ALERTS_QUERY_RESULT } from '~/content/sanity.types'
import { ALERTS_BUILT } from '~/lib/alert-banner'
import { ALERTS_SCRIPT, alertsFor, alertWords, bannerElement } from '~/lib/alert-banner-view'

/** The banner's HTML for these alerts, as the build writes it (rendered in a detached element). */
function bannerHtml(alerts: ALERTS_QUERY_RESULT, port: string | undefined) {
  const banner = bannerElement(alertsFor(alerts.alerts, port), alertWords(alerts.copy))
  if (!banner) return ''
  const holder = document.createElement('div')
  const root = createRoot(holder)
  flushSync(() => root.render(banner))
  const html = holder.innerHTML
  root.unmount()
  return html
}

/** The page's banner and its script (which hides, dismisses and announces), replaced with this banner's. */
function showBanner(html: string) {
  const main = document.querySelector('main')
  if (!main) return
  // Marked first, so the old banner's script does not put it back (it keeps a banner React drops).
  const old = document.querySelector('aside.site-alerts')
  old?.setAttribute('data-replaced', '')
  old?.remove()
  document.querySelector(`script[${ALERTS_BUILT}]`)?.remove()
  if (!html) return
  main.insertAdjacentHTML('beforebegin', html)
  // A script inserted this way runs, as the page's own did (the same text: the same hash in the page's policy).
  const script = document.createElement('script')
  script.setAttribute(ALERTS_BUILT, new Date().toISOString())
  script.textContent = ALERTS_SCRIPT
  main.before(script)
}

export default function PreviewAlerts() {
  const { pathname } = useLocation()
  const [answer, setAnswer] = useState<ALERTS_QUERY_RESULT>()
  useEffect(
    () =>
      // The alerts not ended now, as the build asks (in force, by the page's clock, the banner's script decides).
      watchPreview<ALERTS_QUERY_RESULT | undefined>(
        contentQuery('ALERTS_QUERY', { now: new Date().toISOString() }),
        { data: undefined, fetchedAt: 0 },
        setAnswer,
      ),
    [],
  )
  const port = /^\/ports\/([^/]+)\/?$/.exec(pathname)?.[1]
  useEffect(() => {
    if (!answer) return
    // Rendered in a task of its own: React renders one root at a time.
    const task = setTimeout(() => showBanner(bannerHtml(answer, port)))
    return () => clearTimeout(task)
  }, [answer, port])
  return null
}
