/**
 * The site search's engine: Pagefind's browser API over the index the build writes to /pagefind/
 * (tools/site-build/search-index.ts), loaded only when a visitor reaches for search. Pagefind runs its
 * WebAssembly in a worker of its own (/pagefind/pagefind-worker.js, whose own Content-Security-Policy
 * allows it: tools/site-build/hosting.ts), fetching the index a chunk at a time: the chunks for the words
 * typed, then a fragment for each result shown.
 *
 * A query is read against the site's own words first as the things it asks for (concepts.ts: the
 * CMS's terms by any name and the words they are asked with, numbers as people write them, the words
 * that weigh nothing, stop words left out, a short word matched whole only, a word the site does not
 * hold corrected), then each searched; the pages come in the order of what names the query, then of
 * what they cover and are about (rank.ts), each titled by its page's name, with the sentence that
 * answers from the part of it that does (hit.ts). Where no page holds every word, the first result's
 * missing words are said (`left`).
 *
 * Nothing here is in a page's first load: the header's search link imports it on use.
 */
import { toHit, wordsOf, type Hit, type ResultData, type Sought } from './hit.ts'
import { plan, settle, type Concept, type Plan } from './concepts.ts'
import { rank, type Result } from './rank.ts'
import { allowedEdits, correctedQuery, Lexicon, normalizeWord, queryWords, type Vocabulary } from './query.ts'
import type { SearchKind } from '../../contract/search.ts'

export type { Excerpt } from './query.ts'
export { toHit, type Hit, type ResultData } from './hit.ts'

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

/** As much of Pagefind's API (pagefind.js) as the site uses. */
export type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  filters: () => Promise<unknown>
  preload: (term: string) => Promise<void>
  /** A search for `term`; with none, every page its filters let through (of a kind: `{ kind: 'document' }`). */
  search: (term: string | null, options?: { filters?: Record<string, string> }) => Promise<{ results: Array<Result<ResultData>> } | null>
}

/**
 * How Pagefind ranks, for this site (its defaults otherwise): a page's name (its title) and the other
 * names it goes by weigh most, then what its title says it is about (its summary:
 * tools/site-build/search-page.ts), and its name again where it is short (`short`: two words or fewer
 * that matter, "Fleet retainer"), which says what the page is about and nothing else, so that it
 * ranks above a longer name holding the same words ("Fleet retainer SLA schedule", a printable
 * document restating it clause by clause); then its headings (Pagefind's own weights). The names'
 * keys weigh nothing (rank.ts reads which of them a key matched); a picture's description is not
 * indexed (tools/site-build/search-page.ts NO_IMAGE). A word repeated down a long page saturates sooner, so that a page about the words
 * outranks a long one that mentions them often; a page's length matters less than by default (the
 * printable documents are long, the pages they summarise short).
 */
export const RANKING = {
  metaWeights: { title: 10, aka: 10, summary: 4, short: 5, bet: 0, named: 0, part: 0, head: 0 },
  termSaturation: 1.2,
  pageLength: 0.5,
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
  /** The query's words, as typed, that no result holds: no page holds every word, and these were left out (the fewest that could be). */
  left: string[]
  /** When nothing is found: the site's words nearest to the query's, as queries to try. */
  closest: string[]
  /**
   * No page holds the query's words together: the first result holds them only far apart, none naming
   * it (rank.ts `apart`), or lacks one of them, and every page that holds them all holds them so.
   */
  apart: boolean
  /**
   * The query names only a place a form serves that has no page of its own ("Tuticorin port"): the
   * form's page is found, and is all the site says of it.
   */
  unpaged: boolean
}

/**
 * Where the build writes, a file a letter ("english/n.json"), the English words near the site's words
 * (tools/site-build/search-english.ts): a word typed that a correction would replace is looked up in
 * its letter's file, fetched then (up to 2 kB compressed), so that a word spelled as English words are
 * is never replaced by one of the site's ("night" by "right").
 */
export const SEARCH_ENGLISH_PATH = `${SEARCH_BUNDLE}english/`

/** The English words near the site's of a letter, read with `read` (a file under SEARCH_BUNDLE). */
export const englishShard =
  (read: (name: string) => Promise<unknown>) =>
  (letter: string): Promise<string[] | undefined> =>
    read(`${SEARCH_ENGLISH_PATH.slice(SEARCH_BUNDLE.length)}${letter}.json`).then((words) =>
      Array.isArray(words) ? words.filter((word): word is string => typeof word === 'string') : undefined,
    )

let loading: Promise<Pagefind> | undefined
/** Pagefind's code failed to load this many times (offline, say): the browser keeps a failed import for good, so the next asks by another address. */
let failures = 0
let reading: Promise<Lexicon | undefined> | undefined

/**
 * Pagefind, loaded and started once (again after a failure: the next search tries anew, its code at
 * an address of its own, which the offline worker keeps as the plain one): its code,
 * its worker with the WebAssembly, the index's entry and metadata, and its filters (asking for them
 * waits until the worker is ready), so the first query typed runs at once.
 */
export function loadSearch(): Promise<Pagefind> {
  const code = `${SEARCH_BUNDLE}pagefind.js${failures ? `?retry=${failures}` : ''}`
  loading ??= (import(/* @vite-ignore */ code) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: 18, ranking: RANKING })
    await pagefind.init()
    await pagefind.filters()
    return pagefind
  })
  loading.catch(() => {
    loading = undefined
    failures++
  })
  return loading
}

/**
 * The site's words (SEARCH_VOCABULARY_PATH), loaded once beside Pagefind; undefined while they cannot
 * be (offline, and not kept on this device): the query is then searched as typed, and the next search
 * asks for them again.
 */
export function loadLexicon(): Promise<Lexicon | undefined> {
  reading ??= fetch(SEARCH_VOCABULARY_PATH).then(
    async (response) =>
      response.ok
        ? new Lexicon(
            (await response.json()) as Vocabulary,
            englishShard((name) => fetch(`${SEARCH_BUNDLE}${name}`).then((shard) => (shard.ok ? shard.json() : undefined))),
          )
        : undefined,
    () => undefined,
  )
  void reading.then((lexicon) => {
    if (!lexicon) reading = undefined
  })
  return reading
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
      await pagefind.preload(
        plan(term, lexicon)
          .concepts.flatMap((concept) => concept.says.flatMap((saying) => saying.words))
          .join(' ') || term,
      )
      if (warming || term.length < WARM_UP_LENGTH) return
      warming = pagefind.search(term).then(async (search) => {
        const result = search?.results[0]
        const data = await result?.data()
        // Read now as a result is, while the visitor types: the page's words (the query's best result is
        // often this one: hit.ts wordsOf), and the code that reads them run once (its first run costs most).
        if (result && data) toHit(result.id, data, soughtOf(settle(plan(term, lexicon), new Set(), lexicon)))
      })
      await warming
    })
    .catch(() => undefined)
}

/** What a search is run with: Pagefind, and the site's words (none when they could not be loaded). */
export type Searcher = { pagefind: Pagefind; lexicon?: Lexicon }

/** The pages holding `word` whole (a quoted search: no word it begins), by their result's id. */
async function holding(search: (term: string) => ReturnType<Pagefind['search']>, word: string) {
  return new Set((await search(`"${word}"`))?.results.map((result) => result.id) ?? [])
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
 * Whether every thing the query asks for that weighs something names a place a form serves that has
 * no page of its own (by any of the names its term gives it), and it asks for one at least.
 */
function namesUnpaged(settled: Plan, lexicon: Lexicon | undefined) {
  if (!lexicon?.unpaged.size) return false
  const core = settled.concepts.filter((concept) => !concept.filler && concept.says.length > 0)
  const names = (concept: Concept) =>
    concept.term !== undefined ? (lexicon.terms[concept.term] ?? []).map((name) => queryWords(name).join(' ')) : [concept.typed.join(' ')]
  return core.length > 0 && core.every((concept) => names(concept).some((name) => lexicon.unpaged.has(name)))
}

/** A word of the query as the visitor typed it ("P&I" for "pi"; the misspelling for its correction). */
function typedAs(term: string, word: string, corrections: Plan['corrections']) {
  const typed = corrections.find((correction) => correction.to === word)?.from ?? word
  const part = term.split(/\s+/).find((part) => normalizeWord(part) === typed)
  return part?.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '') || typed
}

/** What the hits mark and weigh of each concept searched: its words, and how much it weighs (nothing, a word that weighs nothing). */
const soughtOf = (settled: Plan): Sought[] =>
  settled.concepts
    .filter((concept) => concept.says.length > 0)
    .map((concept) => ({
      names: concept.marks,
      whole: concept.asked ? concept.says[0]?.words : undefined,
      weight: concept.filler ? 0 : 1,
    }))

/**
 * Searches with `searcher`: the query read against the site's words (its corrections unless
 * `asTyped`), its pages ranked (rank.ts), the details of the first `limit` loaded; `shown` hears each
 * step (the count first, then the hits as their details arrive, best first), so the box shows results
 * as they come. Rejects when the search could not fetch the index files it needed (Pagefind's worker,
 * with the site's prelude: tools/site-build/search-worker-prelude.ts). A result whose details could
 * not be fetched is counted `missing`; then the others' are tried too, so that the count is of what
 * can be shown, and how many more need a connection.
 *
 * Where no page holds every word of the query, the results hold the most of them (`left`: the words
 * the first result does not hold, said); asked for as typed, only the pages that hold every word.
 */
export async function searchWith(
  { pagefind, lexicon }: Searcher,
  term: string,
  limit: number,
  { shown, asTyped = false }: { shown?: (found: Found) => void; asTyped?: boolean } = {},
): Promise<Found> {
  const draft = plan(term, lexicon)
  // Each of Pagefind's searches once a query: the probes and both rankings ask for some of the same.
  // And each result's details once (Pagefind's worker sends them anew each time they are asked for),
  // its words read as they arrive: the ranking asks for its likely first results' while it searches.
  const searches = new Map<string, ReturnType<Pagefind['search']>>()
  const detailsOf = new Map<string, Promise<ResultData>>()
  const once = (result: Result<ResultData>): Result<ResultData> => ({
    ...result,
    data: () => {
      const known = detailsOf.get(result.id)
      if (known) return known
      const reading = result.data().then((data) => {
        if (data.content) wordsOf(data.content)
        return data
      })
      detailsOf.set(result.id, reading)
      return reading
    },
  })
  const search = (query: string) => {
    const found = searches.get(query) ?? pagefind.search(query).then((answer) => answer && { results: answer.results.map(once) })
    searches.set(query, found)
    return found
  }
  // The printable documents, by their kind (Pagefind's filter, loaded with the search: no byte more), once a query.
  let printed: Promise<Array<Result<ResultData>>> | undefined
  const documents = () =>
    (printed ??= pagefind
      .search(null, { filters: { kind: 'document' satisfies SearchKind } })
      .then((answer) => answer?.results.map(once) ?? []))
  const ranking = (settled: Plan) => rank(search, settled, lexicon, { every: asTyped, documents }).then((found) => ({ settled, ...found }))
  // The words the site does not begin, most likely misspelt, searched corrected; at once, whether
  // Pagefind holds any by its stem ("salvaging"), in which case the query is searched with it as
  // typed, and whether one a correction would replace is an English word ("night", never "right"),
  // in which case it is not corrected. One a correction would replace that is no English word is
  // misspelt even where Pagefind holds it by its stem ("evidance", whose stem is "evidence"'s):
  // corrected, it also names the page its correction names ("financial security evidance pack").
  // (Offline, where the English words are not kept, a word so held and near a site's word is corrected.)
  const probe = async (word: string) => {
    const correctable = Boolean(lexicon?.nearest(word, allowedEdits(word)).length || lexicon?.split(word))
    const [held, english] = await Promise.all([
      holding(search, word).then((pages) => pages.size > 0),
      correctable && !asTyped ? lexicon!.isWord(word) : false,
    ])
    return { word, held, english, misspelt: correctable && !asTyped && !english }
  }
  const [likely, probed] = await Promise.all([
    ranking(settle(draft, new Set(), lexicon, { asTyped })),
    Promise.all(draft.unsure.map(probe)),
  ])
  const held = new Set(probed.filter((word) => word.held && !word.misspelt).map((word) => word.word))
  const words = new Set(probed.filter((word) => word.english && !word.held).map((word) => word.word))
  const { settled, ranked, concepts } = held.size || words.size ? await ranking(settle(draft, held, lexicon, { asTyped, words })) : likely
  // As typed, a word no page holds finds nothing.
  const results = asTyped && settled.unmatched.length ? [] : ranked
  // The words no page holds with the others: none where some page holds every one; else those the first result lacks.
  const typed = (concept: (typeof settled.concepts)[number]) => concept.typed.map((word) => typedAs(term, word, settled.corrections))
  const everyWord = settled.unmatched.length === 0 && ranked.some((page) => page.holds.size === concepts.length)
  const left =
    everyWord || !results.length || settled.concepts.length < 2
      ? []
      : settled.concepts.filter((concept) => !results[0]!.holds.has(concepts.indexOf(concept))).flatMap(typed)
  // No page holds the query's words together: the first holds them only far apart, or every page that
  // holds them all holds them only far apart (the first may come before such a page: rank.ts, APART).
  const weighing = concepts.flatMap((concept, index) => (concept.filler ? [] : [index]))
  const wholes = results.filter((page) => weighing.every((index) => page.holds.has(index)))
  const answer = {
    corrections: settled.corrections,
    searched: correctedQuery(term, settled.corrections),
    terms: settled.terms,
    left,
    apart: Boolean(results[0]?.apart) || (wholes.length > 0 && wholes.every((page) => page.apart)),
    unpaged: namesUnpaged(settled, lexicon),
  }
  const none = (): Found => ({ total: 0, hits: [], missing: 0, ...answer, left: [], closest: closestTo(term, lexicon) })
  if (!results.length) return none()
  const sought = soughtOf(settled)
  // The names that weigh nothing of several words (the brand's): never marked in a page's words.
  const weightless = (lexicon?.filler ?? []).map(queryWords).filter((words) => words.length > 1)
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
  const details = (index: number) => results[index]!.result.data().catch(() => null)
  const read = (index: number, data: ResultData | null) => {
    loaded[index] = data ? toHit(results[index]!.result.id, data, sought, weightless) : null
    shown?.(found())
  }
  const load = (index: number) => details(index).then((data) => read(index, data))
  shown?.(found())
  // The best result first: the others' details are asked for once its own have arrived, and read after
  // it is shown (Pagefind's worker fetches and decodes the details asked for in turn, and the page
  // reads each result's words: asked for all at once, the best one's waited behind the others').
  const best = await details(0)
  const others = Promise.all(loaded.slice(1).map((_, offset) => load(offset + 1)))
  read(0, best)
  await others
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
