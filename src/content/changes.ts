/**
 * After hydration, before anything else: has anything a page's queries read changed in the CMS since
 * the build wrote the page? The stamps the build wrote beside each query's result (stamp.ts) are asked
 * again, all of a page's in one small GET over plain fetch (content-api.ts), and only a query whose
 * stamp differs loads the refresh (live.ts, snapshot.ts `useContent`). An answer is kept for a minute
 * (CONTENT_STALE_TIME), so a navigation inside the site asks again only after that. When the CMS cannot
 * be asked (offline, the CMS down), nothing changed as far as the page knows: it keeps what it shows.
 * About 1 kB of code: no React Query, no Sanity client.
 */
import { CONTENT_STALE_TIME } from './options'
import { queryContent } from './content-api'
import { askStamps, stampChanged, type ContentStamp } from './stamp'

type Waiting = { stamp: ContentStamp; settle: (changed: boolean) => void }

let waiting: Waiting[] = []
const asked = new Map<string, { at: number; changed: Promise<boolean> }>()

async function askWaiting() {
  const batch = waiting
  waiting = []
  const answers = await askStamps(
    batch.map(({ stamp }) => stamp),
    (query, params) => queryContent(query, params),
  ).catch(() => [])
  batch.forEach(({ stamp, settle }, n) => {
    const answer = answers[n]
    settle(answer !== undefined && stampChanged(stamp, answer))
  })
}

/** Whether the documents a query reads changed since `stamp` was taken (asked with the page's other stamps). */
export function changedSince(stamp: ContentStamp): Promise<boolean> {
  const key = JSON.stringify(stamp)
  const known = asked.get(key)
  if (known && Date.now() - known.at < CONTENT_STALE_TIME) return known.changed
  const changed = new Promise<boolean>((settle) => {
    // The page's queries (the layout's and the route's) ask within one task: one request for all.
    if (waiting.push({ stamp, settle }) === 1) setTimeout(() => void askWaiting())
  })
  asked.set(key, { at: Date.now(), changed })
  return changed
}
