import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { fill } from '~/content/copy'
import { useOfflineWord, useWord } from '~/content/site'
import { registerServiceWorker, serverSnapshot, snapshot, subscribe } from './copies'
import { canonicalPath } from './names'

/**
 * At the top of every page, in its flow (it covers nothing): empty, until the page shown is a copy
 * the service worker kept because the network failed; it then says so with the copy's date, words
 * from the layout copy ("interface", `offlineCopy`), and, for a copy saved before the site's current
 * build, that its contacts are current and the rest may not be ("offline", `olderCopy`). A polite live region, in the page from its
 * first paint, so the sentence is announced once when it appears. Loaded beside the page's own code
 * (React.lazy in SiteChrome), it registers the worker once the page is usable.
 */
export default function OfflineNotice() {
  const word = useWord()
  const offlineWord = useOfflineWord()
  const { pathname } = useLocation()
  const copy = useSyncExternalStore(subscribe, snapshot, serverSnapshot)[canonicalPath(pathname)]
  useEffect(registerServiceWorker, [])
  const date = copy && new Date(copy.saved)
  return (
    <div role="status" className="offline-notice">
      {date && !Number.isNaN(date.getTime()) && (
        <p className="container">
          {fill(word('offlineCopy'), {
            date: new Intl.DateTimeFormat(document.documentElement.lang || undefined, { dateStyle: 'long', timeStyle: 'short' }).format(
              date,
            ),
          })}
          {copy.older && ` ${offlineWord('olderCopy')}`}
        </p>
      )}
    </div>
  )
}
