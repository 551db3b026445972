/**
 * A result of the site search as the box shows it (engine.ts searches; this reads what Pagefind loads
 * of a result, its fragment): titled by its page's name, with its kind, leading to the page or to the
 * part of it that matched best, and the sentence around its best match. A result that matched only by
 * its names (a best bet, a page found by another name: no word of its text matched) shows the
 * sentence that opens it, after its headline.
 */
import { SEARCH_KINDS, type SearchKind } from '../../contract/search.ts'
import { sentenceAround, withoutAddedNames, wordsMatching, type Excerpt } from './query.ts'

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
  // Matched by its names alone: the sentence after its headline (its first, without one).
  const opening = h1?.location !== undefined ? h1.location + (h1.text ?? '').split(/\s+/).length : 0
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
      : data.content
        ? sentenceAround(data.content, [], opening < text.length ? opening : 0, EXCERPT)
        : [],
  }
}
