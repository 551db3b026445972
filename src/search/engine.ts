/**
 * The site search's engine: Pagefind's browser API over the index the build writes to /pagefind/
 * (tools/build/search-index.ts), loaded only when a visitor reaches for search. Pagefind runs its
 * WebAssembly in a worker of its own (/pagefind/pagefind-worker.js, whose own Content-Security-Policy
 * allows it: tools/build/hosting.ts), fetching the index a chunk at a time: the chunks for the words
 * typed, then a fragment for each result shown.
 *
 * Nothing here is in a page's first load: the header's search link imports it on use.
 */
import { SEARCH_KINDS, type SearchKind } from '../../contract/search.ts'

/** Where the build writes the index and Pagefind's code. */
export const SEARCH_BUNDLE = '/pagefind/'

type SubResult = { title?: string; url: string; excerpt?: string; anchor?: { element?: string; id?: string } }
type ResultData = {
  url: string
  excerpt?: string
  meta?: { title?: string }
  filters?: { kind?: string[] }
  sub_results?: SubResult[]
}
type Result = { id: string; data: () => Promise<ResultData> }
/** As much of Pagefind's API (pagefind.js) as the site uses. */
type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  filters: () => Promise<unknown>
  preload: (term: string) => Promise<void>
  search: (term: string) => Promise<{ results: Result[] } | null>
}

/** Words of an excerpt, with the ones that matched the search marked. */
export type Excerpt = Array<{ text: string; mark: boolean }>

/** A result as the search box shows it: a link, with its page's title and the matching words in context. */
export type Hit = {
  id: string
  kind: SearchKind
  /** Where it leads: the page, or the section of it that matched. */
  url: string
  /** The section that matched, or the page's title. */
  title: string
  /** The page's title, when the hit is a section of it. */
  page?: string
  excerpt: Excerpt
}

export type Found = {
  /** Every page that matched. */
  total: number
  /** The first of them, best first, as many as asked for and whose details could be loaded. */
  hits: Hit[]
  /** Results whose details could not be loaded (no connection, and not kept on this device). */
  missing: number
}

let loading: Promise<Pagefind> | undefined

/**
 * Pagefind, loaded and started once (again after a failure: the next search tries anew): its code,
 * its worker with the WebAssembly, the index's entry and metadata, and its filters (asking for them
 * waits until the worker is ready), so the first query typed runs at once.
 */
export function loadSearch(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ `${SEARCH_BUNDLE}pagefind.js`) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 18 })
    await pagefind.init()
    await pagefind.filters()
    return pagefind
  })
  loading.catch(() => (loading = undefined))
  return loading
}

/**
 * An excerpt as Pagefind gives it (the page's text with `<` and `>` escaped and the matching words
 * in `<mark>`), as text to render: nothing in it is ever read as HTML.
 */
export function excerptParts(excerpt: string | undefined): Excerpt {
  const parts: Excerpt = []
  let mark = false
  for (const piece of (excerpt ?? '').split(/(<\/?mark>)/)) {
    if (piece === '<mark>' || piece === '</mark>') mark = piece === '<mark>'
    else if (piece) parts.push({ text: piece.replace(/&lt;/g, '<').replace(/&gt;/g, '>'), mark })
  }
  return parts
}

const isKind = (kind: string | undefined): kind is SearchKind => SEARCH_KINDS.includes(kind as SearchKind)

/** The heading a hit starts at, unless it is the page's own heading (its h1: the page itself). */
function section(data: ResultData) {
  const best = data.sub_results?.[0]
  return best?.anchor && best.anchor.element !== 'h1' ? best : undefined
}

/** A result's details as a hit: the section that matched best, or the page. */
export function toHit(id: string, data: ResultData): Hit {
  const part = section(data)
  const page = data.meta?.title ?? ''
  const kind = data.filters?.kind?.[0]
  return {
    id,
    kind: isKind(kind) ? kind : 'page',
    url: part?.url ?? data.url,
    title: part?.title || page,
    page: part?.title && part.title !== page ? page : undefined,
    excerpt: excerptParts(part?.excerpt ?? data.sub_results?.[0]?.excerpt ?? data.excerpt),
  }
}

/** Fetches the index chunks for a term being typed, ahead of the search. */
export function preload(term: string) {
  void loadSearch()
    .then((pagefind) => pagefind.preload(term))
    .catch(() => undefined)
}

/**
 * Searches the index: every match counted, the details of the first `limit` loaded; `shown` hears
 * each step (the count first, then the hits as their details arrive, best first), so the box shows
 * results as they come. Rejects when the search could not start.
 */
export async function find(term: string, limit: number, shown?: (found: Found) => void): Promise<Found> {
  const pagefind = await loadSearch()
  const search = await pagefind.search(term)
  const results = search?.results ?? []
  // The first `limit`: a hit, null where its details could not be loaded, undefined while they load.
  const loaded: Array<Hit | null | undefined> = Array.from({ length: Math.min(limit, results.length) })
  const found = (): Found => {
    const pending = loaded.indexOf(undefined)
    const ready = pending < 0 ? loaded : loaded.slice(0, pending)
    return {
      total: results.length,
      hits: ready.filter((hit): hit is Hit => Boolean(hit)),
      missing: loaded.filter((hit) => hit === null).length,
    }
  }
  shown?.(found())
  await Promise.all(
    loaded.map(async (_, index) => {
      const result = results[index]!
      loaded[index] = await result.data().then(
        (data) => toHit(result.id, data),
        () => null,
      )
      shown?.(found())
    }),
  )
  return found()
}

/** Hits grouped by kind, the group of the best hit first, each group's hits best first. */
export function byKind(hits: readonly Hit[]) {
  const groups = new Map<SearchKind, Hit[]>()
  for (const hit of hits) groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit])
  return [...groups].map(([kind, kindHits]) => ({ kind, hits: kindHits }))
}
