import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { fill } from '~/content/copy'
import { useWord } from '~/content/site'
import { registerServiceWorker, serverSnapshot, snapshot, subscribe } from './copies'
import { canonicalPath } from './rules'

/**
 * At the top of every page, in its flow (it covers nothing): empty, until the page shown is a copy
 * the service worker kept because the network failed; it then says so with the copy's date, words
 * from the layout copy ("interface", `offlineCopy`). A polite live region, in the page from its
 * first paint, so the sentence is announced once when it appears. Loaded beside the page's own code
 * (React.lazy in SiteChrome), it registers the worker once the page is usable.
 */
export default function OfflineNotice() {
  const word = useWord()
  const { pathname } = useLocation()
  const saved = useSyncExternalStore(subscribe, snapshot, serverSnapshot)[canonicalPath(pathname)]
  useEffect(registerServiceWorker, [])
  const date = saved && new Date(saved)
  return (
    <div role="status" className="offline-notice">
      {date && !Number.isNaN(date.getTime()) && (
        <p className="container">
          {fill(word('offlineCopy'), {
            date: new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'long', timeStyle: 'short' }).format(
              date,
            ),
          })}
        </p>
      )}
    </div>
  )
}
