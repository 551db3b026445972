/**
 * How the site search ranks the pages for a query's concepts (concepts.ts), over Pagefind's answers:
 *
 * 1. **What names the query**: the page a term of the CMS the query is leads to (its best bet), then a
 *    page the query names whole (by its name, or by an other name the CMS gives it: a port's
 *    "Deendayal", not Vadinar's full name holding "Deendayal Port Authority"), then one it names by
 *    another name or a part of one, then one with a heading of several words that says just it (the
 *    keys of their names, its address's words among them: query.ts NAME_KEYS). A query is read with
 *    and without the words that weigh nothing ("Deendayal port" names the Kandla port by
 *    "Deendayal"), where it holds several without each one of them, and, being one term of the CMS,
 *    by its own name; a page named by more of these keys first.
 * 2. **What it covers, and what it is about**: each concept a page holds counts, the more the fewer
 *    pages hold it (a word on every page says little); more where the page is about it (its name,
 *    another name it goes by, a term's that leads to it or that it is also about; less, its summary,
 *    the SEO title) and where Pagefind ranks it high there (its headings, how often). A page named by
 *    the query's things counts once more, by the one it is most named by (its name, another name, the
 *    page its term leads to), or by all of those whose words are its whole name ("Paradip", "fleet
 *    retainer"). A word that weighs nothing on its own (the brand's name, "company") counts next to
 *    nothing, so a page that holds only such words is no result. The query's words side by side count
 *    more on a page that holds them so.
 *
 * A word that asks for a printable document ("PDF", "template": concepts.ts) is held by the site's
 * documents, wholly and throughout, and by no other page: a page that offers a document's PDF is not
 * the document, and the word names no page; a document that holds something else the query asks comes
 * before every page.
 *
 * A word the site holds whole and also as the start of other words ("late" and "latest") counts
 * little on a page that holds only the longer word; a name of several words is held where its words
 * stand together. A concept's ways of being said are searched one by one (Pagefind finds a page only
 * by every word it is given), all at once; where words stand is read from where Pagefind found them.
 */
import type { Concept, Plan } from './concepts.ts'
import { KEY_END, NAME_KEYS, nameKey, SHORT_WORD, type Lexicon, type NameKey } from './query.ts'

/** A result of Pagefind's search: a page, how well it matched, and which of its metadata fields did. */
export type Result<D = unknown> = { id: string; score?: number; words?: number[]; matchedMetaFields?: string[]; data: () => Promise<D> }
/** As much of Pagefind's search as the ranking uses. */
export type Searching<D = unknown> = (term: string) => Promise<{ results: Array<Result<D>> } | null>

/**
 * A page ranked: its result (to load its details), how the query names it (and by how many keys), its
 * score, the concepts it holds (by index), and whether it holds them only apart (`apart`: two or more
 * that weigh something, none naming the page or in its summary, no two of them within NEAR words of
 * each other).
 */
export type Ranked<D = unknown> = { result: Result<D>; tier: number; keys: number; score: number; holds: Set<number>; apart: boolean }

/** How much a page is about a concept by where it matched: its name, another name it goes by, its summary. */
const ABOUT: Record<string, number> = { title: 1, short: 1, aka: 0.8, summary: 0.5 }
/** From how much a page is about a concept it is named by it (a name, another name it goes by). */
const NAMED = 0.8
/** How much a name matched by a word that begins other words of the site says (it may have matched a longer one). */
const UNSURE_NAME = 0.5
/** How much the page a term leads to is about it, where a query names the term among other words. */
const LEAD = 0.9
/** How much a page the query names by one of its things (its whole name, another name) is named by it: most. */
const HOME = 1.5
/**
 * How much a page whose summary holds every thing the query asks (two or more), none of them in its
 * name, is named by them, by their weight: as a name of it ("DGS circulars and port advisories": the
 * list of all notices, whose summary says "DGS Circulars, Port Advisories and Alerts", above an
 * advisory named by one of them).
 */
const SUMMED = 1
/** How much, on a page about a concept, how Pagefind ranks its text for it still counts. */
const BODY = 0.4
/** How much a concept's weight grows with how few pages hold it (ln(1 + pages / pages holding it)). */
const RARITY = 0.5
/** How much of a concept a page holds by merely holding it; the rest is how strongly. */
const HOLDING = 0.4
/** How much of a concept a page that holds only longer words it begins holds ("latest" for "late"). */
const PREFIX_ONLY = 0.3
/**
 * What the home page's score counts: it holds a line of every part of the site, side by side, so it
 * holds together what a query asks of several parts ("bunker spill OSR": a case study's card beside
 * the services'), which the page of that part says in full.
 */
const HOME_PAGE = 0.7
/** What a word that weighs nothing counts beside the others, to order pages that hold the same of them. */
const FILLER = 0.05
/** How many of the first concept's best pages have their details fetched while the others are searched. */
const AHEAD = 2
/** What two words the query puts side by side count more on a page that holds them so. */
const SIDE_BY_SIDE = 0.4
/**
 * How many words apart two of the query's things may stand on a page and still be said together (about
 * a sentence): a page that holds them only further apart ("crew" in one paragraph, "change" in
 * another) answers none of them, and the search says its answer is weak (weak.ts).
 */
const NEAR = 12
/**
 * What the score of a page that holds the query's things only apart (NEAR) counts: it answers none of
 * them together, so it comes after a page that answers some of them ("previous salvage jobs": the case
 * studies, which hold "salvage jobs", before the leadership, "previous" in one CV and "salvage" in
 * another; "wreck removal contractor": the salvage page, not "contractor" far down the fleet
 * retainer). 29 November, session 24: read sets 1168 to 1172 first, none lost; 0.5 and 0.6 as 0.7,
 * 0.4 lost one.
 */
const APART = 0.7

/**
 * What the things of the query that stand together in one passage of a page (within NEAR words)
 * add, beyond the lightest of them, by their weight: a page that says them together answers the
 * query ("clause 6C" in the clause's own line, not "clause" in one paragraph and "6C" in another).
 */
const TOGETHER = 0.2

/** A concept that may name a page, or stand beside another in one: neither a word that weighs nothing nor one asking for a printable document. */
const naming = (concept: Concept | undefined) => Boolean(concept && !concept.filler && !concept.printable)

/** The words of a concept its keys are made of: a term's name as typed, another word as searched (its number's form, its correction). */
const keyWords = (concept: Concept) => (concept.term !== undefined ? concept.typed : (concept.says[0]?.words ?? concept.typed))

/**
 * The keys the query names a page by, best first: the query's concepts run together, then without
 * the words that weigh nothing, then, where it holds several of those, without each one of them
 * ("which Indian ports do you cover" names the directory headed "Every port we cover": "Indian"
 * weighs nothing, as "ports" does, but only "ports" is in the headline), then, where that leaves one
 * term of the CMS, its own name (a page named by it is named by the term: "COO" names the Chief
 * Operating Officer's role). The key of a word a term is asked with, or of another name, leads where
 * the term does (the build keys each). A key without one word begins with another word of the query,
 * whose part of the index the query fetches anyway.
 */
export function queryKeys(concepts: Concept[], lexicon?: Lexicon) {
  const key = (some: Concept[]) => nameKey(some.flatMap(keyWords).join(' '))
  const core = concepts.filter(naming)
  const term = core.length === 1 ? core[0]!.term : undefined
  const own = term !== undefined ? lexicon?.terms[term]?.[0] : undefined
  const fillers = concepts.filter((concept) => concept.filler)
  const lessOne = fillers.length > 1 ? fillers.map((left) => key(concepts.filter((concept) => concept !== left))) : []
  return [...new Set([key(concepts), key(core), ...lessOne, ...(own ? [nameKey(own)] : [])])].filter(Boolean)
}

/** Whether the words a page holds (their positions in its text) stand `count` in a row. */
function inRow(words: number[], count: number) {
  const at = new Set(words)
  return words.some((word) => Array.from({ length: count - 1 }, (_, step) => word + step + 1).every((next) => at.has(next)))
}

/** Whether some word of `after` stands right after some word of `before` (their positions in a page's text). */
function beside(before: number[] | undefined, after: number[] | undefined) {
  if (!before?.length || !after?.length) return false
  const next = new Set(after)
  return before.some((word) => next.has(word + 1))
}

/** Whether some word of `a` stands within NEAR words of some word of `b` (their positions in a page's text). */
function near(a: number[], b: number[]) {
  const sorted = [...b].sort((x, y) => x - y)
  return a.some((word) => {
    let low = 0
    let high = sorted.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (sorted[middle]! < word - NEAR) low = middle + 1
      else high = middle
    }
    return low < sorted.length && sorted[low]! <= word + NEAR
  })
}

/**
 * The most weight of things standing within NEAR words of each other, but the lightest of them:
 * `held`, each thing's weight, where it stands on the page, and whether the page is its home (the
 * page a term of the CMS leads to, or whose summary says it, is about it throughout: it stands with
 * every passage).
 */
function together(held: Array<{ weight: number; words: number[]; home: boolean }>) {
  const marks = held.flatMap(({ words }, thing) => words.map((at) => ({ at, thing }))).sort((a, b) => a.at - b.at)
  const count = held.map(() => 0)
  let best = 0
  let first = 0
  for (const mark of marks) {
    count[mark.thing]!++
    while (marks[first]!.at < mark.at - NEAR) count[marks[first++]!.thing]!--
    const inside = held.filter(({ home }, thing) => home || count[thing]! > 0).map(({ weight }) => weight)
    if (inside.length > 1) best = Math.max(best, inside.reduce((sum, weight) => sum + weight, 0) - Math.min(...inside))
  }
  return best
}

/** Whether a result matched in a name the page goes by (its name, other names, short name). */
const inName = (result: Result) => (result.matchedMetaFields ?? []).some((field) => (ABOUT[field] ?? 0) >= NAMED)

/** The fields of a page's metadata a key matched, as a tier (NAME_KEYS's order), if any. */
const tierOf = (fields: string[] = []) => Math.min(...fields.map((field) => NAME_KEYS.indexOf(field as NameKey)).filter((at) => at >= 0))

/**
 * The pages for `plan`, best first, searched with `search` (Pagefind's), each with the concepts it
 * holds. `every`: only the pages that hold every concept (a query asked for as typed); `documents`,
 * the site's printable documents (none without it).
 */
export async function rank<D>(
  search: Searching<D>,
  plan: Plan,
  lexicon: Lexicon | undefined,
  { every = false, documents: printedDocuments }: { every?: boolean; documents?: () => Promise<Array<Result<D>>> } = {},
) {
  const concepts = plan.concepts.filter((concept) => concept.says.length > 0)
  // The details of the first concept's best pages are fetched while the others are searched: the
  // results shown are most often among them (their fragments, which the box loads anyway).
  const ahead = concepts.find((concept) => !concept.filler)?.says[0]?.words.join(' ')
  const searches = new Map<string, Promise<Array<Result<D>>>>()
  const run = (term: string) => {
    if (!searches.has(term)) {
      const found = search(term).then((answer) => answer?.results ?? [])
      if (term === ahead)
        void found.then((results) => results.slice(0, AHEAD).forEach((result) => void result.data().catch(() => undefined)))
      searches.set(term, found)
    }
    return searches.get(term)!
  }
  const ids = (term: string) => run(term).then((results) => new Set(results.map((result) => result.id)))
  const last = concepts.at(-1)
  // A word that begins other words of the site: the pages that hold it whole, where the visitor has
  // typed it whole (the site holds it so, or another word follows).
  const exactly = (concept: Concept, words: string[], whole: boolean) => {
    const [word] = words
    if (whole || words.length > 1 || !word || word.length <= SHORT_WORD || !lexicon?.extends(word)) return undefined
    if (concept === last && !lexicon.has(word)) return undefined
    return ids(`"${word}"`)
  }
  // The page a term of the CMS leads to: its best bet, by its name's key.
  const leads = (concept: Concept) => {
    const name = concept.term !== undefined ? lexicon?.terms[concept.term]?.[0] : undefined
    if (!name) return undefined
    return run(nameKey(name) + KEY_END).then(
      (results) => new Set(results.filter((result) => tierOf(result.matchedMetaFields) === 0).map((result) => result.id)),
    )
  }
  // The pages one of the query's things, or two side by side, is the whole name of ("Paradip" in
  // "how quickly can a tug reach Paradip", "fleet retainer" in "what does the fleet retainer
  // include"), by the things (their indexes); two side by side in either order, as English puts a
  // name's words either way round ("retainer for our fleet" is the Fleet retainer; the key's other
  // word begins a part of the index the query fetches anyway). A query of one thing is named by its
  // key (`queryKeys`).
  const runs =
    concepts.length < 2
      ? []
      : concepts.flatMap((concept, index) => {
          if (!naming(concept)) return []
          return [
            [index],
            ...(naming(concepts[index + 1])
              ? [
                  [index, index + 1],
                  [index + 1, index],
                ]
              : []),
          ]
        })
  const homes = (at: number[]) =>
    run(nameKey(at.flatMap((index) => keyWords(concepts[index]!)).join(' ')) + KEY_END).then((results) => ({
      at,
      pages: new Set(results.filter((result) => result.matchedMetaFields?.includes('named')).map((result) => result.id)),
    }))
  // Words the query puts side by side ("P&I letter"): each two, and all of several.
  const pairs = concepts.slice(1).flatMap((concept, index) => (naming(concept) && naming(concepts[index]) ? [[index, index + 1]] : []))
  const sides = [...pairs, ...(pairs.length > 1 && pairs.length === concepts.length - 1 ? [concepts.map((_, index) => index)] : [])]
  // The site's printable documents, where the query asks for one.
  const asksPrintable = concepts.some((concept) => concept.printable) && printedDocuments !== undefined
  const [held, lead, home, named, documents = []] = await Promise.all([
    Promise.all(
      concepts.map((concept) =>
        Promise.all(
          (concept.printable ? [] : concept.says).map(async ({ words, whole, asked = false, weight = 1 }) => {
            // Whole: the pages a quoted search finds, with where their words stand as an open one finds them.
            const [found, exact, wholly] = await Promise.all([
              run(words.join(' ')),
              exactly(concept, words, whole),
              whole ? ids(`"${words.join(' ')}"`) : undefined,
            ])
            const results = wholly ? found.filter((result) => wholly.has(result.id)) : found
            // A name of several words is held where its words stand together ("pre-arrival pack", not
            // "pre-arrival … pack"): by where Pagefind found them, or in a name the page goes by.
            const standing = words.length > 1 && !whole
            const kept = standing ? results.filter((result) => inName(result) || inRow(result.words ?? [], words.length)) : results
            return { results: kept, exact, asked, weight }
          }),
        ),
      ),
    ),
    Promise.all(concepts.map(leads)),
    Promise.all(runs.map(homes)),
    Promise.all(queryKeys(concepts, lexicon).map((key) => run(key + KEY_END))),
    asksPrintable ? printedDocuments() : undefined,
  ])

  // Each concept: the pages that hold it, how strongly (0 to 1), whether they are named by it, and
  // whether they hold only longer words it begins; and how much it weighs.
  // `lead`: the page is the one a term of the CMS leads to; `about`: its summary (the SEO title, which
  // says what the page is about) holds it, where its name does not already (which names the page,
  // counted once): either way it stands with every passage of the page ("salvage" in the case
  // studies' summary, "jobs" in their text: "past salvage jobs").
  type Held = {
    value: number
    named: number
    lead: boolean
    about: boolean
    partial: boolean
    asked: boolean
    weight: number
    words: number[]
  }
  const pages = new Map<string, { result: Result<D>; holds: Map<number, Held> }>()
  const better = (a: Held, b: Held) =>
    Number(!a.partial) - Number(!b.partial) || a.weight * (a.value + a.named) - b.weight * (b.value + b.named)
  const weights = concepts.map((concept, index) => {
    const holding = new Map<string, Held>()
    if (concept.printable)
      for (const result of documents) {
        holding.set(result.id, { value: 1, named: 0, lead: true, about: false, partial: false, asked: false, weight: 1, words: [] })
        if (!pages.has(result.id)) pages.set(result.id, { result, holds: new Map() })
      }
    for (const { results, exact, asked, weight } of held[index]!) {
      const best = Math.max(0, ...results.map((result) => result.score ?? 0))
      for (const result of results) {
        const fields = Math.max(0, ...(result.matchedMetaFields ?? []).map((field) => ABOUT[field] ?? 0))
        // A match in words that weigh nothing only (the brand's name, Pagefind's weight 0) is none, unless they are all the query asks.
        if (!(result.score ?? 0) && !fields && !plan.weightless) continue
        const partial = Boolean(exact && !exact.has(result.id))
        const isLead = Boolean(lead[index]?.has(result.id))
        const isHome = home.some((named) => named.at.includes(index) && named.pages.has(result.id))
        // A word that begins other words of the site may have matched a name by a longer word ("ship", "shipping"): less about it.
        const sure = exact ? fields * UNSURE_NAME : fields
        const relative = best > 0 ? (result.score ?? 0) / best : 0
        const about = Math.max(isLead ? LEAD : 0, sure)
        const found: Held = {
          value: partial ? 0 : Math.max(relative, (1 - BODY) * Math.max(about, isHome ? 1 : 0) + BODY * relative),
          named: partial || about < NAMED ? 0 : about,
          lead: isLead,
          about: !partial && sure >= ABOUT.summary! && about < NAMED,
          partial,
          asked,
          weight,
          words: result.words ?? [],
        }
        // The best of the ways it is said, in the page's summary where any of them is ("DGS" in the
        // notices' summary, "DG Shipping" only in their text), though another of them is in its name.
        const before = holding.get(result.id)
        const kept = !before || better(found, before) > 0 ? found : before
        holding.set(result.id, { ...kept, about: found.about || Boolean(before?.about) })
        if (!pages.has(result.id)) pages.set(result.id, { result, holds: new Map() })
      }
    }
    for (const [id, found] of holding) pages.get(id)!.holds.set(index, found)
    // How rare it is, among the pages that hold it as it is said most (not only by the words it is asked with).
    const count = [...holding.values()].filter((found) => !found.asked).length || holding.size
    const rarity = count ? Math.log(1 + Math.max(lexicon?.pages ?? 0, count) / count) : 0
    return (1 + RARITY * rarity) * (concept.filler ? FILLER : 1)
  })

  // How the query names each page (NAME_KEYS, in order), by the fields its keys matched, and by how
  // many of its keys; where it asks for a printable document, only the documents ("pre-arrival pack
  // PDF" names the pack, not the page of the form that makes one).
  const tiers = new Map<string, { tier: number; keys: number }>()
  const printed = new Set(documents.map((result) => result.id))
  for (const results of named)
    for (const result of results) {
      const tier = tierOf(result.matchedMetaFields)
      if (!Number.isFinite(tier) || (asksPrintable && !printed.has(result.id))) continue
      const before = tiers.get(result.id)
      tiers.set(result.id, { tier: Math.min(tier, before?.tier ?? tier), keys: (before?.keys ?? 0) + 1 })
    }

  // The things that may name a page, for a summary that holds them all, and what they weigh together.
  const things = concepts.flatMap((concept, index) => (naming(concept) ? [index] : []))
  const summed = SUMMED * things.reduce((sum, index) => sum + weights[index]!, 0)
  const ranked: Array<Ranked<D>> = []
  for (const [id, { result, holds }] of pages) {
    let covered = 0
    let score = 0
    // Each concept it holds, and once, by the concept it is most named by, what it is named by (its name, the page a term leads to).
    let named = 0
    for (const [index, found] of holds) {
      const weight = weights[index]!
      const part = found.partial ? PREFIX_ONLY : (HOLDING + (1 - HOLDING) * found.value) * found.weight
      if (!concepts[index]!.filler) covered += weight * part
      score += weight * part
      named = Math.max(named, weight * found.named)
    }
    // A page the query names whole by one of its things, or two side by side: by all of them.
    for (const { at, pages: homed } of home)
      if (homed.has(id)) named = Math.max(named, HOME * at.reduce((sum, index) => sum + weights[index]!, 0))
    if (things.length > 1 && things.every((index) => holds.get(index)?.about)) named = Math.max(named, summed)
    score += named
    const side = sides.map((at) =>
      at.every((index, step) => step === 0 || beside(holds.get(at[step - 1]!)?.words, holds.get(index)?.words)),
    )
    side.forEach((standing, index) => {
      if (standing) score += SIDE_BY_SIDE * sides[index]!.reduce((sum, at) => sum + weights[at]!, 0)
    })
    score +=
      TOGETHER *
      together(
        [...holds]
          .filter(([index]) => !concepts[index]!.filler)
          .map(([index, found]) => ({ weight: weights[index]!, words: found.words, home: found.lead || found.about })),
      )
    if (id === lexicon?.home) score *= HOME_PAGE
    if (covered <= 0 || (every && holds.size < concepts.length)) continue
    const tier = tiers.get(id) ?? { tier: NAME_KEYS.length, keys: 0 }
    // The things that weigh something it holds in its text: said together when two stand near, or one names the page.
    const weighing = [...holds].filter(([index]) => naming(concepts[index])).map(([, found]) => found)
    const apart =
      weighing.length > 1 &&
      named === 0 &&
      tier.tier === NAME_KEYS.length &&
      !weighing.some((a, at) => weighing.slice(at + 1).some((b) => a.about || b.about || near(a.words, b.words)))
    ranked.push({ result, ...tier, score: apart ? score * APART : score, holds: new Set(holds.keys()), apart })
  }
  // Where the query asks for a printout, the documents that hold something else it asks first, before
  // the pages that offer them ("msn 05/2025 one page summary to print": the rule's summary, not its
  // notice, which holds "one" and "page" too); a document that holds nothing else it asks, not ("risk
  // file pdf": the fleet retainer's page, whose risk file the documents do not name).
  const printouts = new Set(
    asksPrintable
      ? ranked
          .filter((page) => printed.has(page.result.id) && [...page.holds].some((index) => naming(concepts[index])))
          .map((page) => page.result.id)
      : [],
  )
  const printout = (page: Ranked<D>) => Number(printouts.has(page.result.id))
  ranked.sort((a, b) => printout(b) - printout(a) || a.tier - b.tier || b.keys - a.keys || b.score - a.score)
  return { ranked, concepts }
}
