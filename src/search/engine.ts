/**
 * The site search's engine: Pagefind's browser API over the index the build writes to /pagefind/
 * (tools/build/search-index.ts), loaded only when a visitor reaches for search. Pagefind runs its
 * WebAssembly in a worker of its own (/pagefind/pagefind-worker.js, whose own Content-Security-Policy
 * allows it: tools/build/hosting.ts), fetching the index a chunk at a time: the chunks for the words
 * typed, then a fragment for each result shown.
 *
 * A query is read against the site's own words first (query.ts: stop words left out, a short word
 * matched whole only, a word the site does not hold corrected), then searched; the results come in
 * Pagefind's order of relevance (a page's name and headings weigh most), each titled by its page's
 * name, with the sentence around its best match.
 *
 * Nothing here is in a page's first load: the header's search link imports it on use.
 */
import { SEARCH_KINDS, type SearchKind } from '../../contract/search.ts'
import {
  allowedEdits,
  correctedQuery,
  Lexicon,
  meaningfulWords,
  NAME_KEY,
  nameKey,
  normalizeWord,
  plan,
  queryWords,
  sentenceAround,
  settle,
  withoutAddedNames,
  wordsMatching,
  type Excerpt,
  type Plan,
  type Vocabulary,
} from './query.ts'

export type { Excerpt } from './query.ts'

/** Where the build writes the index and Pagefind's code. */
export const SEARCH_BUNDLE = '/pagefind/'

/**
 * Where the search box's words are served beside the search's files (the /search page copy, as a
 * content snapshot: SEARCH_WORDS_QUERY, src/search/words.ts): the build writes it, `npm start`
 * answers it, the header's search fetches it with its code and the service worker keeps it.
 */
export const SEARCH_WORDS_PATH = `${SEARCH_BUNDLE}words.json`

/**
 * Where the build writes the site's words beside the index (every word it holds, the most used first,
 * and the CMS's terms with their other names: src/search/query.ts `Vocabulary`), which the box loads
 * with Pagefind to correct a word the site does not hold.
 */
export const SEARCH_VOCABULARY_PATH = `${SEARCH_BUNDLE}vocabulary.json`

/** Where a result's words matched, as Pagefind gives them: a word's position in the page's text, and how much it weighs. */
type Location = { weight: number; balanced_score: number; location: number }
type SubResult = {
  title?: string
  url: string
  anchor?: { element?: string; id?: string; location?: number }
  weighted_locations?: Location[]
}
/** A result's details as Pagefind loads them (its fragment): the page's text, name, kind and where the query matched. */
export type ResultData = {
  url: string
  content?: string
  anchors?: Array<{ element?: string; location?: number; text?: string }>
  meta?: { title?: string }
  filters?: { kind?: string[] }
  weighted_locations?: Location[]
  sub_results?: SubResult[]
}
type Result = { id: string; data: () => Promise<ResultData> }
/** As much of Pagefind's API (pagefind.js) as the site uses. */
export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  filters: () => Promise<unknown>
  preload: (term: string) => Promise<void>
  search: (term: string) => Promise<{ results: Result[] } | null>
}

/**
 * How Pagefind ranks, for this site (its defaults otherwise): a page's name (its title) and the other
 * names it goes by weigh most, then what its title says it is about (its summary:
 * tools/build/search-index.ts; the names' keys weigh nothing, searchWith uses them; nor does a
 * picture's description, which says what the picture shows), then its headings
 * (Pagefind's own weights); a word repeated down a long page saturates sooner, so
 * that a page about the words outranks a long one that mentions them often; a page's length
 * matters less than by default (the printable documents are long, the pages they summarise short).
 */
export const RANKING = { metaWeights: { title: 10, aka: 10, summary: 4, keys: 0, image_alt: 0 }, termSaturation: 1.2, pageLength: 0.5 }

/** Words of an excerpt, around the best match: how long it may be before and after the match. */
const EXCERPT = { before: 14, after: 26 }

/** A result as the search box shows it: a link, with its page's name, its kind and the matching words in context. */
export type Hit = {
  id: string
  kind: SearchKind
  /** Where it leads: the page, or the section of it that matched. */
  url: string
  /** The page's name. */
  title: string
  /** The heading of the section it leads to, when not the page's own. */
  section?: string
  /** The sentence around the best match, its matching words marked. */
  excerpt: Excerpt
}

export type Found = {
  /** Every page that matched. */
  total: number
  /** The first of them, best first, as many as asked for and whose details could be loaded. */
  hits: Hit[]
  /** Results whose details could not be loaded (no connection, and not kept on this device). */
  missing: number
  /** The words of the query the site does not hold, each with the word searched instead. */
  corrections: Array<{ from: string; to: string }>
  /** The query as searched, with its corrections ("paradip" for "paradp"). */
  searched: string
  /** The CMS's terms the query names, each every name it goes by. */
  terms: string[][]
  /** When nothing is found: the site's words nearest to the query's, as queries to try. */
  closest: string[]
}

let loading: Promise<Pagefind> | undefined
let reading: Promise<Lexicon | undefined> | undefined

/**
 * Pagefind, loaded and started once (again after a failure: the next search tries anew): its code,
 * its worker with the WebAssembly, the index's entry and metadata, and its filters (asking for them
 * waits until the worker is ready), so the first query typed runs at once.
 */
export function loadSearch(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ `${SEARCH_BUNDLE}pagefind.js`) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 18, ranking: RANKING })
    await pagefind.init()
    await pagefind.filters()
    return pagefind
  })
  loading.catch(() => (loading = undefined))
  return loading
}

/**
 * The site's words (SEARCH_VOCABULARY_PATH), loaded once beside Pagefind; undefined while they cannot
 * be (offline, and not kept on this device): the query is then searched as typed, and the next search
 * asks for them again.
 */
export function loadLexicon(): Promise<Lexicon | undefined> {
  reading ??= fetch(SEARCH_VOCABULARY_PATH).then(
    async (response) => (response.ok ? new Lexicon((await response.json()) as Vocabulary) : undefined),
    () => undefined,
  )
  void reading.then((lexicon) => {
    if (!lexicon) reading = undefined
  })
  return reading
}

const isKind = (kind: string | undefined): kind is SearchKind => SEARCH_KINDS.includes(kind as SearchKind)

/**
 * A result's details as a hit, for the words searched (`words`, as read): titled by its page's name;
 * leading to the top of the page for a port, or when its name holds every word searched, else to
 * the part of the page that matched best (the most of the words, then the most weight: a heading
 * over a mention), unless that is the top; its excerpt the sentence around the best match there,
 * each word that matched one of the query's marked.
 */
export function toHit(id: string, data: ResultData, words: readonly string[] = []): Hit {
  const title = withoutAddedNames(data.meta?.title ?? '')
  const kind = isKind(data.filters?.kind?.[0]) ? (data.filters!.kind![0] as SearchKind) : 'page'
  const text = (data.content ?? '').split(/[^\S\uFEFF]+/)
  // Where the page's words matched the query's, and which of them each matched (all Pagefind's
  // matches where none is a word the query begins or shares a stem with, as it reads them).
  const located = (data.weighted_locations ?? []).map((location) => ({
    ...location,
    words: wordsMatching(text[location.location] ?? '', words),
  }))
  const matching = located.filter((location) => location.words.length > 0)
  const matched = matching.length ? matching : located
  const score = (within: (location: number) => boolean) => {
    const inside = matched.filter((location) => within(location.location))
    return {
      words: new Set(inside.flatMap((location) => location.words)).size,
      weight: inside.reduce((sum, location) => sum + location.balanced_score, 0),
      inside,
    }
  }
  // The parts of the page (Pagefind's sub-results: the top, then each heading with an id) by where they start and end.
  const parts = (data.sub_results ?? []).map((sub, index, all) => {
    const from = sub.anchor?.location ?? 0
    const to = all[index + 1]?.anchor?.location ?? Infinity
    return { sub, ...score((location) => location >= from && location < to) }
  })
  const best = parts.filter((part) => part.inside.length).sort((a, b) => b.words - a.words || b.weight - a.weight)[0]
  const named = title.split(/\s+/)
  const byName = words.length > 0 && words.every((word) => named.some((name) => wordsMatching(name, [word]).length > 0))
  const section = kind !== 'port' && !byName && best?.sub.anchor && best.sub.anchor.element !== 'h1' ? best.sub : undefined
  // The excerpt's center: the heaviest match there, but not in the page's heading where that says only
  // what the title does (a notice's): the sentence shown is then the next that matched.
  const h1 = data.anchors?.find((anchor) => anchor.element === 'h1')
  const inTitle = (location: number) =>
    h1?.location !== undefined &&
    withoutAddedNames(h1.text ?? '') === title &&
    location >= h1.location &&
    location < h1.location + (h1.text ?? '').split(/\s+/).length
  const candidates = section ? best!.inside : (best?.inside ?? matched)
  const beyondTitle = candidates.filter((location) => !inTitle(location.location))
  const center = (beyondTitle.length ? beyondTitle : candidates).reduce<(typeof matched)[number] | undefined>(
    (heaviest, location) => (!heaviest || location.balanced_score > heaviest.balanced_score ? location : heaviest),
    undefined,
  )
  const sectionTitle = section?.title ? withoutAddedNames(section.title) : undefined
  return {
    id,
    kind,
    url: section?.url ?? data.url,
    title,
    section: sectionTitle && sectionTitle !== title ? sectionTitle : undefined,
    excerpt: center
      ? sentenceAround(
          data.content ?? '',
          matched.map((location) => location.location),
          center.location,
          EXCERPT,
        )
      : [],
  }
}

/** The search run ahead, once a page (preload). */
let warming: Promise<unknown> | undefined
/** Letters typed before the search runs ahead once (its best result is then often the query's). */
export const WARM_UP_LENGTH = 3

/**
 * Fetches the index chunks for a term being typed, ahead of the search. The first term of three
 * letters is also searched, and its best result's details loaded, while the visitor goes on typing:
 * Pagefind's first search and first result cost more than the next (its code's first run in the
 * worker), and that result is often the query's own ("sal" for "salvage"). Measured on the phone
 * profile (30 fresh starts each, a loaded machine): the best result of the query typed shown in a
 * median 27 ms instead of 72 (42 searching ahead on the first letter). Once a page: one fragment more.
 * Settles when done (the box does not wait for it; the benchmark does: tools/bench/search-query.ts).
 */
export function preload(term: string): Promise<void> {
  return Promise.all([loadSearch(), loadLexicon()])
    .then(async ([pagefind, lexicon]) => {
      await pagefind.preload(plan(term, lexicon).words.join(' ') || term)
      if (warming || term.length < WARM_UP_LENGTH) return
      warming = pagefind.search(term).then((search) => search?.results[0]?.data())
      await warming
    })
    .catch(() => undefined)
}

/** What a search is run with: Pagefind, and the site's words (none when they could not be loaded). */
export type Searcher = { pagefind: Pagefind; lexicon?: Lexicon }

/** The pages holding `word` whole (a quoted search: no word it begins), by their result's id. */
async function holding(pagefind: Pagefind, word: string) {
  return new Set((await pagefind.search(`"${word}"`))?.results.map((result) => result.id) ?? [])
}

/**
 * When nothing is found, what to try instead: each word the site holds that is nearest to one of the
 * query's (a letter more off than a correction allows), then, for a query of several words each of
 * which the site holds, each word alone.
 */
function closestTo(query: string, lexicon: Lexicon | undefined) {
  if (!lexicon) return []
  const words = queryWords(query)
  const near = words.flatMap((word) => (lexicon.begins(word) ? [] : lexicon.nearest(word, allowedEdits(word) + 1, 3)))
  const alone = words.length > 1 && near.length === 0 ? words.filter((word) => word.length > 2 && lexicon.begins(word)) : []
  return [...new Set([...near, ...alone])].slice(0, 4)
}

/**
 * Searches with `searcher`: the query read against the site's words (its corrections unless
 * `asTyped`), every match counted, the details of the first `limit` loaded; `shown` hears each step
 * (the count first, then the hits as their details arrive, best first), so the box shows results as
 * they come. Rejects when the search could not fetch the index files it needed (Pagefind's worker,
 * with the site's prelude: tools/build/search-worker-prelude.ts). A result whose details could not
 * be fetched is counted `missing`; then the others' are tried too, so that the count is of what can
 * be shown, and how many more need a connection.
 */
export async function searchWith(
  { pagefind, lexicon }: Searcher,
  term: string,
  limit: number,
  { shown, asTyped = false }: { shown?: (found: Found) => void; asTyped?: boolean } = {},
): Promise<Found> {
  const draft = plan(term, lexicon)
  // One round of searches at once: the query as it will most likely be searched (each word the site
  // does not begin corrected, as when Pagefind does not hold it by its stem either), its keys
  // (query.ts NAME_KEY), the pages holding each short word whole, and whether Pagefind holds each
  // unsure word by its stem ("salvaging"); should it hold one, the query is searched again as typed.
  const round = async (settled: Plan) => {
    const key = nameKey(settled.words.join(' '))
    const kinds = [NAME_KEY.whole, NAME_KEY.part, ...(meaningfulWords(settled.words.join(' ')).length > 1 ? [NAME_KEY.heading] : [])]
    const [search, wholes, keyed] = await Promise.all([
      settled.unmatched.length || !settled.words.length ? null : pagefind.search(settled.words.join(' ')),
      Promise.all(settled.whole.map((word) => holding(pagefind, word))),
      Promise.all(kinds.map((kind) => holding(pagefind, key + kind))),
    ])
    return { settled, search, wholes, keyed }
  }
  const likely = settle(draft, new Set(), lexicon, { asTyped })
  const [first, held] = await Promise.all([
    round(likely),
    Promise.all(draft.unsure.map(async (word) => ((await holding(pagefind, word)).size > 0 ? [word] : []))).then(
      (found) => new Set(found.flat()),
    ),
  ])
  const { settled, search, wholes, keyed } = held.size ? await round(settle(draft, held, lexicon, { asTyped })) : first
  const answer = { corrections: settled.corrections, searched: correctedQuery(term, settled.corrections), terms: settled.terms }
  const none = (): Found => ({ total: 0, hits: [], missing: 0, ...answer, closest: closestTo(term, lexicon) })
  // The pages the query is the name of come first, then those one of whose other names it is, then,
  // for a query of several words, those with a heading that says just them ("managing director"; one
  // word is a heading of many pages: "Equipment", "Insurer").
  const tier = (id: string) => {
    const found = keyed.findIndex((pages) => pages.has(id))
    return found < 0 ? keyed.length : found
  }
  const results = (search?.results ?? [])
    // A short word matches whole only: the pages that hold it so.
    .filter((result) => wholes.every((pages) => pages.has(result.id)))
    .map((result, rank) => ({ result, rank }))
    .sort((a, b) => tier(a.result.id) - tier(b.result.id) || a.rank - b.rank)
    .map(({ result }) => result)
  if (!results.length) return none()
  const words = settled.words.map(normalizeWord)
  // Each result's hit: a Hit, null where its details could not be loaded, undefined while they load.
  const loaded: Array<Hit | null | undefined> = Array.from({ length: Math.min(limit, results.length) })
  const found = (): Found => {
    const pending = loaded.indexOf(undefined)
    const hits = (pending < 0 ? loaded : loaded.slice(0, pending)).filter((hit): hit is Hit => Boolean(hit)).slice(0, limit)
    const failed = loaded.filter((hit) => hit === null).length
    // Once some results' details could not be fetched (no connection) and every result was tried, the count is of those that can be shown.
    const total = failed > 0 && pending < 0 && loaded.length === results.length ? results.length - failed : results.length
    return { total, hits, missing: failed, ...answer, closest: [] }
  }
  const load = async (index: number) => {
    const result = results[index]!
    loaded[index] = await result.data().then(
      (data) => toHit(result.id, data, words),
      () => null,
    )
    shown?.(found())
  }
  shown?.(found())
  await Promise.all(loaded.map((_, index) => load(index)))
  // Some details could not be loaded (no connection): the others' are tried, to count what can be shown.
  if (loaded.includes(null) && results.length > loaded.length) {
    const from = loaded.length
    loaded.length = results.length
    loaded.fill(undefined, from)
    await Promise.all(loaded.slice(from).map((_, offset) => load(from + offset)))
  }
  return found()
}

/** Searches the site's index, as loaded in this page (loadSearch, loadLexicon): searchWith. */
export async function find(term: string, limit: number, options: { shown?: (found: Found) => void; asTyped?: boolean } = {}) {
  const [pagefind, lexicon] = await Promise.all([loadSearch(), loadLexicon()])
  return searchWith({ pagefind, lexicon }, term, limit, options)
}
