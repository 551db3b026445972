/**
 * Sanity's Live Content API (`GET /v{date}/data/live/events/{dataset}`), which the Presentation
 * tool follows to know when to query again: server-sent events, `welcome` first, then one `message`
 * per committed transaction with the sync tags of what changed (`restart` after a reset of the
 * store). Without `includeDrafts=true`, only changes to published documents are announced.
 *
 * Every query result of the local API carries one sync tag for the whole dataset (SYNC_TAGS): a
 * local dataset is small, so any change makes every live query run again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { openEventStream } from './event-stream.ts'
import { isDraftId, type ContentStore } from './store.ts'

export const SYNC_TAGS = ['s1:local-dataset'] as const

export function serveLiveEvents(req: IncomingMessage, res: ServerResponse, store: ContentStore, headers: Record<string, string>) {
  const includeDrafts = new URL(req.url ?? '/', 'http://local').searchParams.get('includeDrafts') === 'true'
  const stream = openEventStream(req, res, headers)
  stream.send('welcome', {})
  const stop = store.subscribe(
    (tx) => {
      if (!includeDrafts && tx.changes.every((change) => isDraftId(change.id) || change.id.startsWith('versions.'))) return
      stream.send('message', { tags: SYNC_TAGS }, tx.transactionId)
    },
    () => stream.send('restart', {}, `reset-${Date.now()}`),
  )
  stream.onClose(stop)
}
