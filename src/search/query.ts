/**
 * How the site search reads a query before Pagefind runs it, and a result's words after: pure
 * functions over the site's own words (the vocabulary the build writes beside the index,
 * tools/site-build/search-index.ts), shared by the box (engine.ts) and the build.
 *
 * - A word is read as Pagefind reads it: its letters and digits, lower case, without accents
 *   ("P&I" is "pi", "05/2025" is "052025").
 * - Stop words ("how", "can", "you") are left out of a query that has other words, so that a
 *   question finds what its words that matter name.
 * - A word of one or two letters matches a whole word only ("t" is no prefix of "tuticorin");
 *   one of three letters or more matches the words it begins ("sal", "salvage").
 * - A word of four letters or more that begins no word of the site is corrected to the nearest
 *   word it holds (one edit off for words of 4 to 7 letters, two from 8: a letter left out, added
 *   or changed, or two side by side swapped), most used first.
 */
import distance from 'damerau-levenshtein'
import { stopwords } from '@orama/stopwords/english'
import { eng } from 'stopword'
import { ADDED_NAMES } from '../../contract/search.ts'

/**
 * The site's words as the build writes them (/pagefind/vocabulary.json): every word indexed, the most
 * used first; the CMS's terms, each every name it goes by, and (`asked`, in the same order) the words
 * visitors ask for each with; the words that weigh nothing on their own (`filler`: the brand's name,
 * "company", "India"); the words that ask for a printable document (`printable`: "PDF", "template");
 * and how many pages the index holds (`pages`), by which a word's weight is read; and the index's id of
 * the home page (`home`: Pagefind's, its result's), whose score counts less (src/search/rank.ts).
 */
export type Vocabulary = {
  words: string[]
  terms: string[][]
  asked?: string[][]
  filler?: string[]
  printable?: string[]
  unpaged?: string[]
  pages?: number
  home?: string
}

/**
 * The English words near the site's words that begin with a letter (SEARCH_ENGLISH_PATH's file for
 * it: tools/site-build/search-english.ts), fetched when a word typed would be corrected: undefined
 * where they cannot be (offline, not kept), and then the word is corrected as before.
 */
export type EnglishShard = (letter: string) => Promise<string[] | undefined>

/**
 * Words a question is made of that name nothing: Orama's English list ("what", "does", "how", "you",
 * "when") and the stopword package's (besides those, common verbs such as "get", "make", "take").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...stopwords.filter((word) => !word.includes("'")),
  ...eng,
  // Pronouns and auxiliaries those lists lack: a question's frame, never its subject.
  ...'someone somebody something anyone anybody anything everyone everybody everything nobody either neither whose whatever whoever whichever need needs dare please'.split(
    ' ',
  ),
  // Determiners, hedges and verbs of asking they lack: "every port we cover" names what "ports you cover"
  // does; "can you help with a grounded ship" asks about the ship.
  ...'every several various just really quite rather want wants know tell help helps assist'.split(' '),
])
/** Its contractions, as a query's words read them ("dont"): stop words unless the site holds them as words of their own ("well", "shed"). */
export const CONTRACTIONS: ReadonlySet<string> = new Set(
  stopwords.filter((word) => word.includes("'")).map((word) => word.replace(/'/g, '')),
)

/** Text of printable ASCII characters only (a space to "~"). */
export const PLAIN = /^[ -~]*$/

/** A word's letters and digits, lower case, accents removed: as Pagefind indexes it. */
export function normalizeWord(word: string) {
  // Most words are plain ASCII: nothing to take apart or off but what is not a letter or digit (the
  // same result, several times faster in a page: the search reads every word of each result shown).
  if (PLAIN.test(word)) return word.replace(/[^a-zA-Z0-9]/g, '').toLowerCase()
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase()
}

/**
 * The words Pagefind indexes for one word of a page's text (split at spaces): the word itself, and
 * the parts of a compound of two letters or more ("05/2025" is "052025", "05" and "2025";
 * "Port-Call" is "portcall", "port" and "call").
 */
export function indexedWords(raw: string): string[] {
  const whole = normalizeWord(raw)
  if (!whole) return []
  const parts = raw
    .replace(/[!-/:-@[-`{-~]/g, ' ')
    .replace(PLAIN.test(raw) ? /([a-z])([A-Z])/g : /(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/\s+/)
    .map(normalizeWord)
    .filter((part) => part.length > 1 && part !== whole)
  return [...new Set([whole, ...parts])]
}

/** A query's words, read as Pagefind reads them (empty ones, such as a lone "&", dropped). */
export function queryWords(query: string): string[] {
  return query.split(/\s+/).map(normalizeWord).filter(Boolean)
}

/** A text's words that mean something (its stop words left out, unless it has no other), as a query reads them. */
export function meaningfulWords(text: string) {
  const words = queryWords(text)
  const meaningful = words.filter((word) => !STOP_WORDS.has(word))
  return meaningful.length ? meaningful : words
}

/**
 * The keys the build gives a page for its names and headings (tools/site-build/search-page.ts), each
 * the meaningful words of a name run together and ended by KEY_END ("Fleet retainer",
 * "fleetretainerqq"), in a field of the page's metadata by what it names: `bet`, the names (and the
 * words it is asked with) of a term of the CMS whose editors chose the page as where it leads (its
 * best bet: "Thoothukudi"); `named`, its whole name; `part`, a part of one or another name ("Mumbai"
 * of "Mumbai / JNPT"); `head`, a heading of several words (its headline, or a line it weighs as a
 * heading: "Managing Director"). A key is a word of the index of its own, which no text holds and no
 * other key begins (KEY_END follows no name's words), beside its first word, so that the index chunk a
 * query fetches for its words holds its key too; one search for a key finds the pages named so, and
 * the fields it matched tell how. The page a term the query names leads to comes first, then the pages
 * whose name the query is, then those one of whose other names it is, then those with a heading that
 * says it (rank.ts), in this order.
 */
export const NAME_KEYS = ['bet', 'named', 'part', 'head'] as const
export type NameKey = (typeof NAME_KEYS)[number]
/** What ends a key: letters no name's words are followed by. */
export const KEY_END = 'qq'
/**
 * The key of a name: its meaningful words by their stems, run together, so that a name is found in
 * any of its words' forms ("who heads insurance and financial security" names the person whose role
 * is "Head of Insurance & Financial Security"; "port guides" the "Port guide").
 */
export const nameKey = (text: string) => meaningfulWords(text).map(stemOf).join('')

/** The endings a word takes without becoming another ("document", "documents", "documented"). */
const FORMS = /^(s|es|ed|d|ing|er|ers|ly|'s)?$/

/** Whether `longer` is `word` with one of its own endings. */
const isFormOf = (longer: string, word: string) => FORMS.test(longer.slice(word.length))

/** The shortest word whose inflections are read (shorter ones are abbreviations as often as words: "gas", "tugs" is read, "us" never). */
const SHORTEST_STEMMED = 4

/**
 * A word without its inflections, so that a word's forms are one ("delay", "delays", "delayed",
 * "delaying" are "delay"; "penalties" "penalty"; "issued", "issues" "issu", as "issue" is): a
 * plural's or a verb's ending taken off (a doubled consonant before it made single: "stopped",
 * "stop"), and a final "e". Not a full stemmer: "response" and "respond" stay apart, as do
 * "general" and "generate". Words shorter than four letters are as typed.
 */
export function stemOf(word: string) {
  if (word.length < SHORTEST_STEMMED || !/^[a-z]+$/.test(word)) return word
  let stem = word
  if (/ies$/.test(stem) && stem.length > 4) stem = `${stem.slice(0, -3)}y`
  else if (/(sh|ch|x|ss|z)es$/.test(stem)) stem = stem.slice(0, -2)
  // Not a word ending as "business", "status" or "analysis" does.
  else if (/s$/.test(stem) && !/(ss|us|is)$/.test(stem)) stem = stem.slice(0, -1)
  const ending = /(?:eed|ed|ing)$/.exec(stem)?.[0]
  if (ending === 'eed') stem = stem.slice(0, -1)
  else if (ending && /[aeiouy]/.test(stem.slice(0, -ending.length))) {
    stem = stem.slice(0, -ending.length)
    if (/([^aeiouylsz])\1$/.test(stem)) stem = stem.slice(0, -1)
  }
  if (stem.length > 3 && stem.endsWith('e')) stem = stem.slice(0, -1)
  return stem.length >= 3 ? stem : word
}

/** Whether two words are forms of one ("delay", "delays"): the same, or of four letters or more with one stem. */
export const sameWord = (a: string, b: string) =>
  a === b || (a.length >= SHORTEST_STEMMED && b.length >= SHORTEST_STEMMED && stemOf(a) === stemOf(b))

/**
 * `word` as two words run together, each of three letters or more, neither a stop word, both
 * `known` (the site's words or forms of them): the split whose first word is longest, or undefined.
 */
export function splitWord(word: string, known: (part: string) => boolean): [string, string] | undefined {
  const usable = (part: string) => part.length >= 3 && !STOP_WORDS.has(part) && known(part)
  for (let at = word.length - 3; at >= 3; at--) {
    const [first, second] = [word.slice(0, at), word.slice(at)]
    if (usable(first) && usable(second)) return [first, second]
  }
  return undefined
}

/** How many letters a word may be off from the site's own to be corrected to it. */
export const allowedEdits = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0)

/** The longest word a query may name only whole. */
export const SHORT_WORD = 2

/** The site's words, ready to look up: by prefix, whole, and by likeness (the most used first). */
export class Lexicon {
  private readonly vocabulary: Vocabulary
  private readonly sorted: string[]
  private readonly whole: Set<string>
  readonly terms: string[][]
  readonly asked: string[][]
  readonly filler: string[]
  /** The words that ask for a printable document, as read ("pdf", "template"), and (`printing`) the stems of those that have one. */
  private readonly printable: Set<string>
  private readonly printing: Set<string>
  /** The places a form serves that have no page of their own, by every name, as read (tools/site-build/search-page.ts `unpagedPlaces`). */
  readonly unpaged: Set<string>
  readonly pages: number
  /** The index's id of the home page, if it is in the index. */
  readonly home: string | undefined
  private readonly stems: Set<string>
  private readonly english?: EnglishShard
  private readonly shards = new Map<string, Promise<Set<string> | undefined>>()
  /** The site's words nearest to each word asked about, by how many edits off (`nearest`). */
  private readonly near = new Map<string, string[]>()

  constructor(vocabulary: Vocabulary, english?: EnglishShard) {
    this.english = english
    this.stems = new Set(vocabulary.words.map(stemOf))
    this.vocabulary = vocabulary
    this.sorted = [...vocabulary.words].sort()
    this.whole = new Set(vocabulary.words)
    this.terms = vocabulary.terms
    this.asked = vocabulary.terms.map((_, index) => vocabulary.asked?.[index] ?? [])
    this.filler = vocabulary.filler ?? []
    this.printable = new Set((vocabulary.printable ?? []).flatMap(meaningfulWords))
    this.printing = new Set([...this.printable].filter((word) => word.length >= SHORTEST_STEMMED).map(stemOf))
    this.unpaged = new Set((vocabulary.unpaged ?? []).map((name) => queryWords(name).join(' ')))
    this.pages = vocabulary.pages ?? 0
    this.home = vocabulary.home
  }

  /** Whether `word` asks for a printable document: one of the words that do, or a form of one ("pdfs", "templates"). */
  asksPrintable(word: string) {
    if (this.printable.has(word) || (word.endsWith('s') && this.printable.has(word.slice(0, -1)))) return true
    return word.length >= SHORTEST_STEMMED && this.printing.has(stemOf(word))
  }

  /** Whether some word of the site is `word` whole. */
  has(word: string) {
    return this.whole.has(word)
  }

  /** Whether `word` is a form of one of the site's words ("delays" of "delay"): Pagefind finds it by its stem. */
  isForm(word: string) {
    return word.length >= SHORTEST_STEMMED && this.stems.has(stemOf(word))
  }

  /**
   * Whether `word` is an English word (of those near the site's words: the only ones a correction
   * could replace), never to be corrected: false where the list could not be fetched.
   */
  async isWord(word: string) {
    const letter = word[0]
    if (!this.english || !letter || !/^[a-z]$/.test(letter)) return false
    if (!this.shards.has(letter))
      this.shards.set(
        letter,
        this.english(letter).then(
          (words) => (words ? new Set(words) : undefined),
          () => undefined,
        ),
      )
    const shard = await this.shards.get(letter)
    if (!shard) this.shards.delete(letter)
    return shard?.has(word) ?? false
  }

  /** Where `prefix` would stand among the site's words, sorted. */
  private from(prefix: string) {
    let low = 0
    let high = this.sorted.length
    while (low < high) {
      const middle = (low + high) >> 1
      if (this.sorted[middle]! < prefix) low = middle + 1
      else high = middle
    }
    return low
  }

  /** Whether some word of the site begins with `prefix` (or is it). */
  begins(prefix: string) {
    return this.sorted[this.from(prefix)]?.startsWith(prefix) ?? false
  }

  /**
   * Whether the site holds other words that `word` begins, besides its own forms ("late" begins
   * "latest"; "document" begins only "documents"): then a page that holds it whole says it, and one
   * that holds only a longer word says something else.
   */
  extends(word: string) {
    for (let index = this.from(word); index < this.sorted.length && this.sorted[index]!.startsWith(word); index++)
      if (!isFormOf(this.sorted[index]!, word)) return true
    return false
  }

  /**
   * `word` read as two of the site's words run together ("casestudies" as "case studies"), each of
   * three letters or more, a word or a form of one, neither a stop word: the split whose first word is
   * longest, or undefined.
   */
  split(word: string) {
    return splitWord(word, (part) => this.whole.has(part) || this.isForm(part))
  }

  /**
   * The site's words nearest to `word`, nearest first and, as near, the most used first: at most
   * `count`, none further than `edits` letters off.
   */
  nearest(word: string, edits: number, count = 1): string[] {
    if (edits < 1) return []
    // Once a word (a query asks for the same word's nearest several times, and again as more is typed).
    const key = `${edits} ${word}`
    let near = this.near.get(key)
    if (!near) {
      const found: Array<{ word: string; distance: number; rank: number }> = []
      this.vocabulary.words.forEach((candidate, rank) => {
        if (Math.abs(candidate.length - word.length) > edits || candidate === word) return
        const { steps } = distance(word, candidate)
        if (steps <= edits) found.push({ word: candidate, distance: steps, rank })
      })
      near = found.sort((a, b) => a.distance - b.distance || a.rank - b.rank).map((entry) => entry.word)
      this.near.set(key, near)
    }
    return near.slice(0, count)
  }
}

/** The query as searched, its corrected words in place of the typed ones ("paradip port" for "paradp port"). */
export function correctedQuery(query: string, corrections: Array<{ from: string; to: string }>) {
  return query
    .split(/(\s+)/)
    .map((part) => corrections.find((correction) => correction.from === normalizeWord(part))?.to ?? part)
    .join('')
}

/**
 * The query's words (`words`, as read) a word of a page's text (`token`, as written) matches: a short
 * word whole, a longer one as Pagefind does, by a word it begins or (for a stem, "salvaging" and
 * "salvage") one that begins as it does but for its last letters.
 */
export function wordsMatching(token: string, words: readonly string[]) {
  const indexed = indexedWords(token)
  return words.filter((word) =>
    word.length <= SHORT_WORD
      ? indexed.includes(word)
      : indexed.some((found) => found.startsWith(word) || (word.length >= 5 && found.startsWith(word.slice(0, word.length - 3)))),
  )
}

/** A text the build added other names to (a page's name, a heading), without them: as the page writes it. */
export function withoutAddedNames(text: string) {
  const open = escapeRegExp(ADDED_NAMES.open)
  const close = escapeRegExp(ADDED_NAMES.close)
  return text.replace(new RegExp(`\\s*${open}(?:(?!${close})[\\s\\S])*${close}`, 'g'), '')
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Words of an excerpt, with the ones that matched the search marked. */
export type Excerpt = Array<{ text: string; mark: boolean }>

/** A word ends a sentence (or a heading or cell, to which Pagefind adds a full stop). */
const ENDS_SENTENCE = /[.!?]["'’”)]*$/

/** The words added to each page's text read (a result's words, read once: src/search/hit.ts wordsOf), by its words. */
const addedAlready = new WeakMap<readonly string[], { added: ReadonlySet<number>; after: ReadonlyMap<number, string> }>()

/**
 * The words of a page's text (split at spaces) the build added to it (`added`): from one that opens
 * ADDED_NAMES's brackets to one that closes them; and the page's own punctuation after them
 * (`after`: "((Kochi)).", kept as the end of the word before).
 */
export function addedWords(words: readonly string[]): { added: ReadonlySet<number>; after: ReadonlyMap<number, string> } {
  const known = addedAlready.get(words)
  if (known) return known
  const added = new Set<number>()
  const after = new Map<number, string>()
  for (let index = 0, inside = false; index < words.length; index++) {
    const word = words[index]!
    if (word.startsWith(ADDED_NAMES.open)) inside = true
    if (!inside) continue
    added.add(index)
    const end = word.lastIndexOf(ADDED_NAMES.close)
    if (end >= 0) {
      inside = false
      after.set(index, word.slice(end + ADDED_NAMES.close.length))
    }
  }
  addedAlready.set(words, { added, after })
  return { added, after }
}

/** The fewest words an excerpt shows where the page has them: a sentence shorter than this goes on with the next. */
const FEWEST_WORDS = 12

/**
 * The sentence of a page's text (or of its words, the text split at spaces) around its best match
 * (`best`, a word's position as Pagefind counts them: the text split at spaces), its matching words
 * (`matched`) marked: at most `before` words before the match and `after` after it, an ellipsis
 * where the sentence goes on. The other names the build added to the page (between ADDED_NAMES's
 * brackets) are left out: a match among them marks the name of the page's own they follow.
 */
export function sentenceAround(
  text: string | readonly string[],
  matched: readonly number[],
  best: number,
  longest = { before: 14, after: 26 },
): Excerpt {
  const words = typeof text === 'string' ? text.split(/[^\S\uFEFF]+/) : text
  if (!words.length || best < 0 || best >= words.length) return []
  const { added, after } = addedWords(words)
  // A match among the added names marks the page's own word before them.
  const own = (index: number) => {
    while (index > 0 && added.has(index)) index--
    return index
  }
  const marked = new Set(matched.map(own))
  const center = own(best)
  let start = center
  while (start > 0 && center - start < longest.before && !ENDS_SENTENCE.test(words[start - 1]!)) start--
  let end = center
  // The words shown from `start` to `end`: the added names are not.
  let shown = 0
  for (let index = start; index <= end; index++) if (!added.has(index)) shown++
  while (end < words.length - 1 && end - center < longest.after && (!ENDS_SENTENCE.test(words[end]!) || shown < FEWEST_WORDS))
    if (!added.has(++end)) shown++
  const parts: Excerpt = []
  const push = (text: string, mark: boolean) => {
    if (!text) return
    const last = parts.at(-1)
    if (last && last.mark === mark && !mark) last.text += text
    else parts.push({ text, mark })
  }
  if (start > 0 && !ENDS_SENTENCE.test(words[start - 1]!)) push('… ', false)
  let first = true
  for (let index = start; index <= end; index++) {
    if (added.has(index)) {
      push(after.get(index) ?? '', false)
      continue
    }
    const word = words[index]!
    // A mark of punctuation alone ("India ,": the index parts the words of an element from the text after it) joins the word before.
    if (!first && !/^[^\p{L}\p{N}]+$/u.test(word)) push(' ', false)
    first = false
    if (!marked.has(index)) {
      push(word, false)
      continue
    }
    // The word marked, its punctuation around it not: "(JNPA)," marks "JNPA".
    const [, lead = '', core = '', trail = ''] = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u.exec(word) ?? []
    push(lead, false)
    push(core, true)
    push(trail, false)
  }
  if (end < words.length - 1 && !ENDS_SENTENCE.test(words[end]!)) push(' …', false)
  return parts
}
