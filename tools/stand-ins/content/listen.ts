/**
 * Sanity's listen endpoint (`GET /v{date}/data/listen/{dataset}?query=…`): server-sent events,
 * `welcome` first, then one `mutation` event per document a committed transaction changed and
 * the listener's filter selects (before or after the change), with the fields @sanity/client
 * and the Studio read: documentId, transactionId, eventId, identity, transition (appear, update,
 * disappear), previousRev, resultRev, timestamp, visibility, transactionTotalEvents and
 * transactionCurrentEvent, plus `result`, `previous`, `mutations` and mendoza `effects` as asked.
 * The effects are whole-value mendoza patches (`[0, value]`: "output this value"), which any
 * mendoza decoder applies.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { parse } from 'groq-js'
import { HttpError, type SanityDoc } from './errors.ts'
import { openEventStream } from './event-stream.ts'
import { ContentStore, type Change, type Transaction } from './store.ts'

function withoutRev(doc: SanityDoc | null) {
  if (!doc) return null
  const { _rev: _ignored, ...rest } = doc
  return rest
}

function flag(search: URLSearchParams, name: string, fallback: boolean) {
  const value = search.get(name)
  return value === null ? fallback : value === 'true'
}

/** GROQ parameters from a query string (`$name=<JSON>`), as the query and listen endpoints take them. */
export function paramsFromSearch(search: URLSearchParams) {
  const params: Record<string, unknown> = {}
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue
    try {
      params[key.slice(1)] = JSON.parse(raw)
    } catch {
      throw new HttpError(400, 'queryParseError', `Parameter "${key}" is not valid JSON`)
    }
  }
  return params
}

export function listenParams(search: URLSearchParams) {
  const query = search.get('query')
  if (!query) throw new HttpError(400, 'queryParseError', 'Missing "query"')
  const params = paramsFromSearch(search)
  let tree
  try {
    tree = parse(query, { params })
  } catch (error) {
    throw new HttpError(400, 'queryParseError', (error as Error).message, { query })
  }
  return {
    tree,
    params,
    includeResult: flag(search, 'includeResult', true),
    includePrevious: flag(search, 'includePreviousRevision', false),
    includeMutations: flag(search, 'includeMutations', true),
    mendoza: search.get('effectFormat') === 'mendoza',
  }
}

/** Serves one listener until the client goes away (or the store is reset, which makes it reconnect). */
export function serveListen(req: IncomingMessage, res: ServerResponse, store: ContentStore, headers: Record<string, string>) {
  const options = listenParams(new URL(req.url ?? '/', 'http://local').searchParams)
  const stream = openEventStream(req, res, headers)
  const send = stream.send
  send('welcome', { listenerName: `local-${Math.random().toString(36).slice(2)}` })

  let queue = Promise.resolve()
  const onTransaction = (tx: Transaction) => {
    queue = queue
      .then(async () => {
        const selected: Array<{ change: Change; before: boolean; after: boolean }> = []
        for (const change of tx.changes) {
          const before = await ContentStore.matches(options.tree, change.before, options.params)
          const after = await ContentStore.matches(options.tree, change.after, options.params)
          if (before || after) selected.push({ change, before, after })
        }
        selected.forEach(({ change, before, after }, index) => {
          const event: Record<string, unknown> = {
            documentId: change.id,
            eventId: `${tx.transactionId}#${change.id}`,
            transactionId: tx.transactionId,
            identity: tx.identity,
            timestamp: tx.timestamp,
            visibility: 'query',
            transition: before && after ? 'update' : after ? 'appear' : 'disappear',
            resultRev: change.after?._rev ?? tx.transactionId,
            transactionTotalEvents: selected.length,
            transactionCurrentEvent: index + 1,
          }
          if (change.before?._rev) event.previousRev = change.before._rev
          if (options.includeResult && change.after) event.result = change.after
          if (options.includePrevious && change.before) event.previous = change.before
          if (options.includeMutations)
            event.mutations = change.after ? [{ createOrReplace: change.after }] : [{ delete: { id: change.id } }]
          if (options.mendoza) event.effects = { apply: [0, withoutRev(change.after)], revert: [0, withoutRev(change.before)] }
          send('mutation', event)
        })
      })
      .catch((error: unknown) => {
        console.error('[local content] listen:', error)
      })
  }
  stream.onClose(store.subscribe(onTransaction, stream.end))
}
