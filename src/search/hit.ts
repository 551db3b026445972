/**
 * A result of the site search as the box shows it (engine.ts searches; this reads what Pagefind loads
 * of a result, its fragment): titled by its page's name, with its kind, leading to the page or to the
 * part of it that matched best, and the sentence around its best match. A result that matched only by
 * its names (a best bet, a page found by another name: no word of its text matched) shows the
 * sentence that opens it, after its headline.
 */
import { SEARCH_KINDS, type SearchKind } from '../../contract/search.ts'
import { addedWords, indexedWords, PLAIN, sentenceAround, SHORT_WORD, withoutAddedNames, type Excerpt } from './query.ts'

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
  anchors?: Array<{ element?: string; id?: string; location?: number; text?: string }>
  meta?: { title?: string; aka?: string }
  filters?: { kind?: string[] }
  weighted_locations?: Location[]
  sub_results?: SubResult[]
}

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

/**
 * What a query seeks, one concept at a time (concepts.ts): the names that mark it in a page's text,
 * each its words as they stand together (each word as the start of a word; a word of one or two
 * letters, and those of `whole`, whole only), and how much it weighs (nothing: a word that weighs
 * nothing on its own, never marked).
 */
export type Sought = { names: ReadonlyArray<readonly string[]>; whole?: readonly string[]; weight: number }

const isKind = (kind: string | undefined): kind is SearchKind => SEARCH_KINDS.includes(kind as SearchKind)

/** How much a concept the page's name already says counts where the excerpt is chosen: the excerpt shows what answers the rest. */
const NAMED = 0.3
/** How far from the excerpt's center a word still counts as beside it (an excerpt shows more after its center than before). */
const BESIDE = { before: 6, after: 18 }
/** What a match in a heading, and in the page's headline, counts more, where the excerpt is chosen. */
const IN_HEADING = 0.5
const IN_HEADLINE = 1

/** A word's own endings, which a word of the page may have in place of the query's ("salvaging", "salvage"). */
const ENDINGS = /(ing|ed|es|s|ions?|ments?|ers?|ly)$/

/**
 * Whether a word of the page (as the index reads it, a form) is `word`: whole, or beginning with it or
 * with its stem (worked out once a word, not once a word of the page: a long page has thousands).
 */
function wordIs(word: string, whole: boolean): (form: string) => boolean {
  if (whole) return (form) => form === word
  const stem = word.replace(ENDINGS, '')
  if (stem.length < 4 || stem === word) return (form) => form.startsWith(word)
  return (form) => form.startsWith(word) || form.startsWith(stem)
}

/** A text's words as the index reads them, and where each first letter stands. */
type ReadWords = { forms: string[][]; starting: Map<string, number[]> }

/**
 * The words of a text (split at spaces) as the index reads them, and where each first letter stands:
 * a name's first word is looked for only where a word begins as it does (a page holds thousands).
 */
function readWords(text: readonly string[]): ReadWords {
  const forms: string[][] = []
  const starting = new Map<string, number[]>()
  const startsAt = (letter: string, position: number) => {
    const found = starting.get(letter)
    if (!found) starting.set(letter, [position])
    else if (found.at(-1) !== position) found.push(position)
  }
  text.forEach((token, position) => {
    const some = formsOf(token)
    forms.push(some)
    for (const form of some) startsAt(form[0]!, position)
  })
  return { forms, starting }
}

/** A word of a page's text (as written) as the index reads it: its forms (indexedWords), most often one. */
function formsOf(token: string): string[] {
  if (/^[a-z0-9]+$/i.test(token)) return [token.toLowerCase()]
  const inner = token.replace(PLAIN.test(token) ? /^[^a-zA-Z0-9]+|[^a-zA-Z0-9]+$/g : /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
  if (!inner) return []
  return /[^a-z0-9]/i.test(inner) ? indexedWords(inner) : [inner.toLowerCase()]
}

/** A result's text as read: its words (split at spaces), as the index reads them, and those the build added. */
type Words = { text: readonly string[]; read: ReadWords; added: ReadonlySet<number> }
/**
 * The texts of the results read last, by their text (Pagefind's worker sends a result's details anew
 * each time they are asked for): a few dozen pages, the oldest let go first.
 */
const readAlready = new Map<string, Words>()
const KEPT = 48

/**
 * A result's text as read (readWords, addedWords), once: a page read for one query is read for the
 * next at no cost, and the search run ahead while the visitor types reads its best result's
 * (engine.ts preload), which is often the query's.
 */
export function wordsOf(content: string): Words {
  const known = readAlready.get(content)
  if (known) return known
  const text = content.split(/[^\S\uFEFF]+/)
  const words = { text, read: readWords(text), added: addedWords(text).added }
  readAlready.set(content, words)
  if (readAlready.size > KEPT) readAlready.delete(readAlready.keys().next().value!)
  return words
}

/**
 * Where a text's words (`read`; `skip`, those where no name may start: the names the build added) say what is
 * sought: by position, the concepts (by index into `sought`) whose name stands there, every word of a
 * name of several words marked where they stand together.
 */
function whereSaid(read: ReadWords, sought: readonly Sought[], skip: ReadonlySet<number> = new Set()) {
  const { forms, starting } = read
  const at = new Map<number, Set<number>>()
  sought.forEach((concept, index) => {
    if (concept.weight <= 0) return
    const whole = (word: string) => word.length <= SHORT_WORD || Boolean(concept.whole?.includes(word))
    for (const name of concept.names) {
      if (!name.length) continue
      const is = name.map((word) => wordIs(word, whole(word)))
      for (const start of starting.get(name[0]![0]!) ?? []) {
        if (skip.has(start) || start + name.length > forms.length) continue
        if (!is.every((matches, offset) => forms[start + offset]!.some(matches))) continue
        for (let offset = 0; offset < name.length; offset++)
          at.set(start + offset, (at.get(start + offset) ?? new Set<number>()).add(index))
      }
    }
  })
  return at
}

/**
 * A result's details as a hit, for what the query seeks (`sought`, or its words as read): titled by
 * its page's name; leading to the top of the page for a port, or when its name holds every word
 * sought, else to the part of the page that answers best (its heading and text holding the most of
 * what is sought that its name does not say, then the most weight); its excerpt the sentence where
 * the most of it stands together there (after the part's heading, which the hit shows: the paragraph
 * that answers it), each word that matched marked.
 */
export function toHit(
  id: string,
  data: ResultData,
  sought: ReadonlyArray<Sought | string> = [],
  weightless: ReadonlyArray<readonly string[]> = [],
): Hit {
  const concepts = sought.map((one): Sought => (typeof one === 'string' ? { names: [[one]], weight: 1 } : one))
  const title = withoutAddedNames(data.meta?.title ?? '')
  const kind = isKind(data.filters?.kind?.[0]) ? (data.filters!.kind![0] as SearchKind) : 'page'
  const content = data.content ?? ''
  const { text, read, added } = wordsOf(content)
  // Where the page's own words say what is sought, and which concepts (none that weighs nothing): not
  // among the names the build added, nor in a name that weighs nothing (the brand's, "Global Salvage India").
  const quiet = new Set([...whereSaid(read, [{ names: weightless, weight: 1 }], added).keys(), ...added])
  const at = whereSaid(read, concepts, quiet)
  for (const location of quiet) at.delete(location)
  // What the page's name, as the hit shows it, says already.
  const named = new Set([...whereSaid(readWords(title.split(/\s+/)), concepts).values()].flatMap((found) => [...found]))
  const worth = (index: number) => concepts[index]!.weight * (named.has(index) ? NAMED : 1)
  const weightOf = (locations: number[]) => {
    const seen = new Set(locations.flatMap((location) => [...(at.get(location) ?? [])]))
    return [...seen].reduce((sum, index) => sum + worth(index), 0) + locations.length / 1000
  }
  // The parts of the page (Pagefind's sub-results: the top, then each heading with an id) by where they start and end.
  const locations = [...at.keys()]
  // (Every heading with an id, not Pagefind's sub-results, which are the parts that matched the one
  // search whose result this is: a concept's.)
  const anchored = (data.anchors ?? [])
    .filter((anchor) => anchor.id && anchor.location !== undefined)
    .sort((a, b) => a.location! - b.location!)
    .map((anchor) => ({ title: anchor.text, url: `${data.url}#${anchor.id}`, anchor }))
  const subs: SubResult[] = [{ title, url: data.url }, ...anchored]
  const parts = subs.map((sub, index, all) => {
    const from = sub.anchor?.location ?? 0
    const to = all[index + 1]?.anchor?.location ?? Infinity
    const inside = locations.filter((location) => location >= from && location < to)
    return { sub, from, inside, weight: weightOf(inside) }
  })
  const best = parts.filter((part) => part.inside.length).sort((a, b) => b.weight - a.weight)[0]
  const byName = concepts.length > 0 && concepts.every((concept, index) => concept.weight === 0 || named.has(index))
  const section = kind !== 'port' && !byName && best?.sub.anchor && best.sub.anchor.element !== 'h1' ? best.sub : undefined
  // The excerpt's center: where the most of what is sought stands together, but not in the page's
  // heading where that says only what the title does (a notice's).
  const h1 = data.anchors?.find((anchor) => anchor.element === 'h1')
  const span = (anchor: { location?: number; text?: string } | undefined) =>
    anchor?.location === undefined ? undefined : { from: anchor.location, to: anchor.location + (anchor.text ?? '').split(/\s+/).length }
  const headline = span(h1)
  const titled = headline !== undefined && withoutAddedNames(h1?.text ?? '') === title
  const inTitle = (location: number) => titled && location >= headline!.from && location < headline!.to
  // A heading that says it counts more than a mention, the page's headline most (a port's headline over a row of its contacts).
  const headings = (data.anchors ?? []).flatMap((anchor) => {
    const found = span(anchor)
    return found ? [{ ...found, weight: anchor.element === 'h1' ? IN_HEADLINE : IN_HEADING }] : []
  })
  const inHeading = (location: number) =>
    Math.max(0, ...headings.filter((one) => location >= one.from && location < one.to).map((one) => one.weight))
  const candidates = section ? best!.inside : locations
  const beyondTitle = candidates.filter((location) => !inTitle(location))
  const center = (beyondTitle.length ? beyondTitle : candidates)
    .map((location) => ({
      location,
      weight:
        weightOf(locations.filter((other) => other >= location - BESIDE.before && other <= location + BESIDE.after)) + inHeading(location),
    }))
    .reduce<{ location: number; weight: number } | undefined>((top, one) => (!top || one.weight > top.weight ? one : top), undefined)
  // In the heading the hit shows as its section: the paragraph after it, which answers it.
  const heading = section ? span(data.anchors?.find((anchor) => anchor.location === section.anchor?.location && anchor.text)) : undefined
  const answer =
    center && heading && center.location >= heading.from && center.location < heading.to && heading.to < text.length
      ? heading.to
      : center?.location
  const sectionTitle = section?.title ? withoutAddedNames(section.title) : undefined
  // Matched by its names alone: the sentence after its headline (its first, without one).
  const opening = headline ? headline.to : 0
  return {
    id,
    kind,
    url: section?.url ?? data.url,
    title,
    section: sectionTitle && sectionTitle !== title ? sectionTitle : undefined,
    excerpt:
      answer !== undefined
        ? sentenceAround(text, locations, answer, EXCERPT)
        : content
          ? sentenceAround(text, [], opening < text.length ? opening : 0, EXCERPT)
          : [],
  }
}
