/**
 * Draft preview inside the Studio's Presentation tool, loaded only when the page is shown in a
 * frame (never for a visitor's first load).
 *
 * The site never reads drafts itself and holds no token: it tells the Studio which queries the page
 * shows (Presentation's "loaders" protocol over postMessage), and the Studio runs them with the
 * editor's own session, drafts included, and sends back each result with its Content Source Map,
 * again on every change, even before a draft is saved. Each string is then stega-encoded (invisible
 * characters naming its document and field), which the overlays (PreviewOverlay) turn into
 * click-to-edit. Until the Studio answers, the page refreshes as usual (live.ts), and a click on it is
 * held, then acted on once the overlays can take it (held-clicks.ts).
 */
import type { ClientPerspective, ContentSourceMap, QueryParams } from '@sanity/client'
import { stegaEncodeSourceMap } from '@sanity/client/stega'
import { createNode, createNodeMachine } from '@sanity/comlink'
import { createCompatibilityActors, type LoaderControllerMsg, type LoaderNodeMsg } from '@sanity/presentation-comlink'
import { appContentEnv, contentSource } from './config'
import { canReplace, watchContent, type WatchedQuery } from './live'
import { browserClock } from './content-api'
import type { ContentSnapshot, QueryName } from './options'
import * as queries from './queries'
import { holdClicks, releaseClicks } from './held-clicks'
import { guardStudioChannel, studioUrl } from './studio-channel'

// Before the node below listens: only the Studio framing the page may talk to it.
guardStudioChannel()

/** How often the page tells the Studio it still shows a query (the Studio drops queries it stops hearing of). */
const HEARTBEAT_MS = 10_000

/**
 * Values the site compares, links to, dials or sends: never stega-encoded (the invisible characters
 * would change them), on top of Sanity's own list (URLs, dates, slugs, keys, `meta`, `seo`, `href`,
 * `icon`…). Copy items and form fields are found by their `name`; a port's or a person's name shows.
 * Phone numbers and the support email shown as text are encoded (click-to-edit): their links and
 * what the forms send read them without the marks (telHref, mailtoHref, withoutStega).
 */
const MACHINE_FIELDS = new Set([
  'coast',
  'table',
  'group',
  'page',
  'whatsappNumber',
  'siteUrl',
  'options',
  'source',
  'setting',
  // The choices of a page's sections (schemas/blocks/): a style, a side, a PDF, which ports or case studies.
  'variant',
  'imageSide',
  'document',
  'show',
  // An alert's severity (its colours and word) and times (when the banner shows it).
  'severity',
  'alertStarts',
  'alertEnds',
])
const isMachineValue = (path: Array<string | number | { _key: string }>) => {
  const field = path.at(-1)
  return (
    typeof field === 'string' && (MACHINE_FIELDS.has(field) || (field === 'name' && (path.includes('items') || path.includes('fields'))))
  )
}

type Answer = { result: unknown; resultSourceMap?: ContentSourceMap }
type Watcher = {
  query: string
  params: QueryParams
  shown: unknown
  deliver: (data: unknown) => void
  answered: () => void
  /** The Studio has answered its query (the page shows its texts marked for click-to-edit). */
  isAnswered?: boolean
}

const { projectId, dataset } = contentSource(appContentEnv())
const watchers = new Set<Watcher>()
const answers = new Map<string, Answer>()
let perspective: ClientPerspective = 'drafts'
let node: ReturnType<typeof createNode<LoaderNodeMsg, LoaderControllerMsg>> | undefined

const keyOf = (view: ClientPerspective, query: string, params: QueryParams) => JSON.stringify([view, query, params])
const ours = (data: { projectId: string; dataset: string }) => data.projectId === projectId && data.dataset === dataset

/** The Studio's answer with each shown string stega-encoded (click-to-edit), machine values left as stored. */
export function encode({ result, resultSourceMap }: Answer) {
  return stegaEncodeSourceMap(result, resultSourceMap, {
    enabled: true,
    studioUrl: studioUrl(),
    // By the field in the document, and by the key in the result (a source map may name only the
    // whole portable text a value sits in).
    filter: (props) => !isMachineValue(props.sourcePath) && !isMachineValue(props.resultPath) && props.filterDefault(props),
  })
}

function listenAll() {
  const sent = new Set<string>()
  for (const { query, params } of watchers) {
    const key = keyOf(perspective, query, params)
    if (sent.has(key)) continue
    sent.add(key)
    node?.post('loader/query-listen', { projectId, dataset, perspective, query, params, heartbeat: 2 * HEARTBEAT_MS })
  }
}

/** Shows each watcher the Studio's latest answer, and tells the Studio which documents the page shows. */
function deliverAll() {
  const documents = new Map<string, ContentSourceMap['documents'][number]>()
  let delivered = false
  for (const watcher of watchers) {
    const answer = answers.get(keyOf(perspective, watcher.query, watcher.params))
    if (!answer) continue
    for (const doc of answer.resultSourceMap?.documents ?? []) documents.set(doc._id, doc)
    const data = encode(answer)
    watcher.answered()
    watcher.isAnswered = true
    if (!canReplace(data, watcher.shown)) continue
    watcher.shown = data
    watcher.deliver(data)
    delivered = true
  }
  node?.post('loader/documents', { projectId, dataset, perspective, documents: [...documents.values()] })
  // Every text the page shows is marked: a click held meanwhile goes to the overlays (held-clicks.ts).
  if ([...watchers].every((watcher) => watcher.isAnswered)) releaseClicks(delivered)
}

function connect() {
  if (node) return
  node = createNode<LoaderNodeMsg, LoaderControllerMsg>(
    { name: 'loaders', connectTo: 'presentation' },
    createNodeMachine<LoaderNodeMsg, LoaderControllerMsg>().provide({ actors: createCompatibilityActors<LoaderNodeMsg>() }),
  )
  node.onStatus(listenAll, 'connected')
  node.on('loader/perspective', (data) => {
    if (!ours(data)) return
    perspective = data.perspective === 'raw' ? 'drafts' : data.perspective
    listenAll()
    deliverAll()
  })
  node.on('loader/query-change', (data) => {
    if (!ours(data)) return
    answers.set(keyOf(data.perspective, data.query, data.params), { result: data.result, resultSourceMap: data.resultSourceMap })
    deliverAll()
  })
  node.start()
  setInterval(listenAll, HEARTBEAT_MS)
}

/** As `watchContent` (live.ts), with the Studio's drafts once the Presentation tool answers. */
export function watchPreview<T>(options: WatchedQuery, snapshot: ContentSnapshot<T>, onData: (data: T) => void) {
  const meta = options.meta as { query: QueryName; params: QueryParams } | undefined
  if (!meta) return watchContent(options, snapshot, onData)
  let stopRefresh: (() => void) | undefined = watchContent(options, snapshot, onData)
  const query = queries[meta.query]
  const watcher: Watcher = {
    query,
    // The Studio runs it as the site would now: a notice from its minute (`$now`, the editor's minute).
    params: query.includes('$now') ? { now: browserClock(), ...meta.params } : meta.params,
    shown: snapshot.data,
    deliver: (data) => onData(data as T),
    answered: () => {
      stopRefresh?.()
      stopRefresh = undefined
    },
  }
  watchers.add(watcher)
  // Until the Studio answers (at once if it already has), a click on the page is held (held-clicks.ts).
  holdClicks()
  connect()
  listenAll()
  deliverAll()
  return () => {
    stopRefresh?.()
    watchers.delete(watcher)
  }
}
