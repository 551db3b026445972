/**
 * What a query asks for, read against the site's words (query.ts): the things it names, each a
 * concept the ranking weighs on its own (rank.ts), with the ways a page may say it.
 *
 * - **Numbers as people write them**: a number is also its form with or without a leading zero, and
 *   numbers written apart or with another mark are also read run together, as the index reads a
 *   number such as "05/2025" ("5/2025" and "5 2025" are "052025", where the site holds that).
 * - **The CMS's terms**: a name of a term ("P and I", "wreck removal") is one concept, searched by the
 *   name typed and by the term's own; a word visitors ask for a term with ("penalty" for "service
 *   credit", "late" for "delay") is searched as the term, and as itself only whole ("late" is not
 *   "latest"). The longest name that stands in the query is read first; a word of it written with a
 *   hyphen may be typed apart ("pre arrival letter"), and words that weigh nothing may stand between
 *   its words ("all Indian ports").
 * - **Words that weigh nothing on their own** (the /search copy's "filler": the brand's name,
 *   "company", "India"): a concept of weight nothing, which orders pages that hold the others but
 *   never finds a page by itself.
 * - **Words that ask for a printable document** (the /search copy's "printable": "PDF", "template"):
 *   a concept the site's documents hold, whatever their text says, and no other page (a page that
 *   offers a document's PDF is not the document).
 * - **Stop words** ("how", "can", "you") are left out where the query has other words; a word of one
 *   or two letters matches a whole word only, and one no page holds is left out while longer words
 *   remain (a word still being typed).
 * - **Misspellings**: a word of three letters or more that begins none of the site's words is
 *   `unsure`: Pagefind may hold it by its stem ("salvaging"); if not, it is corrected to the nearest
 *   word the site holds (one edit for 4 to 7 letters, two from 8), or, with none near, read as two
 *   of its words run together ("casestudies", "case studies"), or else left out.
 */
import { allowedEdits, CONTRACTIONS, normalizeWord, queryWords, sameWord, SHORT_WORD, STOP_WORDS, type Lexicon } from './query.ts'

/**
 * A way a page may say a concept: words it must hold together, each whole (`whole`) or as the start
 * of a word; `asked`, the words a visitor asks for a term with, as typed (which the site may write,
 * but not as the term's name: "penalty" in a table's heading).
 */
export type Saying = { words: string[]; whole: boolean; asked?: boolean; weight?: number }

/** One thing the query asks for. */
export type Concept = {
  /** The query's words it stands for, as read. */
  typed: string[]
  /** The ways a page may say it: any of them. */
  says: Saying[]
  /** What an excerpt marks for it: every name it goes by, each the words that stand together. */
  marks: string[][]
  /** It weighs nothing on its own. */
  filler: boolean
  /** The CMS's term it names (an index into the lexicon's terms), and whether by a word it is asked with. */
  term?: number
  asked?: boolean
  /** Its word begins none of the site's: held by its stem, or a misspelling. */
  unsure?: boolean
  /** Its word of one or two letters is none of the site's, nor begins one: it finds nothing. */
  missing?: boolean
  /** Its word asks for a printable document ("pdf"): the site's documents hold it, and no other page. */
  printable?: boolean
}

/**
 * A query read: its concepts, and the terms it names, each with every name it is searched by;
 * `weightless`, it holds only words that weigh nothing on their own (the brand's name): they are what
 * it asks for, wherever they stand.
 */
export type Draft = { concepts: Concept[]; terms: string[][]; unsure: string[]; weightless: boolean }

/** A query as searched: its concepts (corrected), the corrections made, and the words no page holds nor any near. */
export type Plan = Draft & {
  corrections: Array<{ from: string; to: string }>
  unmatched: string[]
  /** Every word searched, and the words of one or two letters among them, matched whole. */
  words: string[]
  whole: string[]
}

/** What a page that says a term by its own name counts, where the query names it by another ("salvage" for "wreck removal"). */
const OTHER_NAME = 0.7
/** What a page that holds only the words a term is asked with counts, where the query asks with them ("penalty" in a table's heading). */
const ASKED_ONLY = 0.5

/** A word of the query: as typed, as read, and the forms of it the site holds (a number's). */
type Token = { raw: string; word: string; forms: string[] }

/** A name of the CMS a query may hold: a term's name, a word it is asked with, or a word that weighs nothing. */
type Entry = { words: string[]; term?: number; asked?: boolean; filler?: boolean }

type Names = { entries: Entry[]; weightless: ReadonlySet<string> }
const namesOf = new WeakMap<Lexicon, Names>()

/**
 * The names a query is read against, the longest first (and of as many words, a term's name before a
 * word it is asked with), and the words that weigh nothing on their own, each of one word ("India",
 * "company"), which may stand between a name's words.
 */
function lexiconNames(lexicon: Lexicon): Names {
  let found = namesOf.get(lexicon)
  if (found) return found
  const all: Entry[] = [
    ...lexicon.terms.flatMap((names, term) => names.map((name) => ({ words: queryWords(name), term }))),
    ...lexicon.asked.flatMap((asked, term) => asked.map((name) => ({ words: queryWords(name), term, asked: true }))),
    ...lexicon.filler.map((name) => ({ words: queryWords(name), filler: true })),
  ]
  const rank = (entry: Entry) => (entry.filler ? 2 : entry.asked ? 1 : 0)
  const entries = all.filter((entry) => entry.words.length > 0).sort((a, b) => b.words.length - a.words.length || rank(a) - rank(b))
  const weightless = new Set(entries.flatMap((entry) => (entry.filler && entry.words.length === 1 ? entry.words : [])))
  found = { entries, weightless }
  namesOf.set(lexicon, found)
  return found
}

/** A number's forms: itself, without its leading zeros, and, of one digit, with one ("5", "05"). */
const numberForms = (part: string) =>
  /^\d+$/.test(part) ? [...new Set([part, part.replace(/^0+(?=\d)/, ''), part.length === 1 ? `0${part}` : part])] : [part]

/**
 * The forms of a written number (or numbers apart, `raw` joined by a space) the site holds, as the
 * index reads the whole ("5/2025" → "052025"): each number with and without its leading zero, run
 * together. None without a digit, or without the site's words.
 */
function heldForms(raw: string, lexicon: Lexicon | undefined) {
  if (!lexicon || !/\d/.test(raw)) return []
  const parts = raw
    .split(/[^\p{L}\p{N}]+/u)
    .map(normalizeWord)
    .filter(Boolean)
  const joined = parts.reduce<string[]>((all, part) => all.flatMap((start) => numberForms(part).map((form) => start + form)), [''])
  return [...new Set(joined)].filter((form) => form && lexicon.has(form))
}

/** The query's words, numbers read as the site holds them: one written apart from the next ("5 2025") read together where the site holds them so. */
function tokens(query: string, lexicon: Lexicon | undefined): Token[] {
  const parts = query.split(/\s+/).filter((raw) => normalizeWord(raw))
  const read: Token[] = []
  for (let index = 0; index < parts.length; index++) {
    const raw = parts[index]!
    const next = parts[index + 1]
    const together = next !== undefined && /\d/.test(raw) && /^\W*\d/.test(next) ? heldForms(`${raw} ${next}`, lexicon) : []
    if (together.length) {
      read.push({ raw: `${raw} ${next}`, word: normalizeWord(raw + next), forms: together })
      index++
      continue
    }
    const word = normalizeWord(raw)
    const forms = heldForms(raw, lexicon)
    read.push({ raw, word, forms: forms.length ? forms : [word] })
  }
  return read
}

/** Whether a token is the word of a name: as read, one of its forms (a number's), or the same word inflected ("penalties", "penalty"). */
const says = (token: Token, word: string) => token.word === word || token.forms.includes(word) || sameWord(token.word, word)

/**
 * How many of the query's words from `at` say a name's `words`, if they do: each word by one of the
 * query's, or a word written with a hyphen by two typed apart ("pre arrival letter" says "pre-arrival
 * letter", read "prearrival letter"), with any words that weigh nothing on their own (`weightless`)
 * between them ("all Indian ports" says "all ports").
 */
function spanOf(words: string[], read: Token[], at: number, weightless: ReadonlySet<string> = new Set()) {
  let next = at
  for (const [index, word] of words.entries()) {
    // Between a name's words, a word that weighs nothing ("all Indian ports" says "all ports").
    while (index > 0 && read[next] && !says(read[next]!, word) && weightless.has(read[next]!.word)) next++
    const token = read[next]
    if (!token) return undefined
    if (says(token, word)) next++
    else if (read[next + 1] && !/\d/.test(word) && token.word + read[next + 1]!.word === word) next += 2
    else return undefined
  }
  return next - at
}

/** The words of a name that mean something: its stop words left out, unless it has no other. */
const meaningful = (words: string[]) => {
  const kept = words.filter((word) => !STOP_WORDS.has(word))
  return kept.length ? kept : words
}

/**
 * Words that bound a number, each group one bound, said either way: stop words elsewhere, what the
 * query asks before a number ("vessels below 300 GT": the rule's summary, which says "Vessels under
 * 300 GT are outside the notice", not the notice, "300 GT and above").
 */
const BOUNDS = [
  ['under', 'below'],
  ['over', 'above', 'exceeding'],
]

/** A draft plan of `query`: its concepts, before the words the site does not begin are settled. Without a lexicon, every word as typed. */
export function plan(query: string, lexicon?: Lexicon): Draft {
  const read = tokens(query, lexicon)
  const { entries: named, weightless: between } = lexicon ? lexiconNames(lexicon) : { entries: [], weightless: new Set<string>() }
  // Each name of the CMS the query holds, the longest first; each other word on its own.
  const parts: Array<Concept | Token> = []
  for (let at = 0; at < read.length;) {
    let length = 1
    const entry = named.find((one) => {
      // Words that weigh nothing that are stop words ("how", "what") are read as stop words.
      if (one.filler && one.words.every((word) => STOP_WORDS.has(word))) return false
      const spans = spanOf(one.words, read, at, between)
      if (spans !== undefined) length = spans
      return spans !== undefined
    })
    if (entry) parts.push(conceptOf(entry, read.slice(at, at + length), lexicon!))
    else parts.push(read[at]!)
    at += entry ? length : 1
  }
  // Of the other words, stop words are left out where the query has others. A short word no page
  // holds whole is read as the start of the site's words ("DG" of "DGS"); one that begins none
  // finds nothing (a letter alone still being typed is left out).
  const stop = (word: string) => STOP_WORDS.has(word) || (CONTRACTIONS.has(word) && !lexicon?.has(word))
  const others = parts.some((part) => !('word' in part) || !stop(part.word))
  const long = read.some((token) => token.word.length > SHORT_WORD)
  const found = parts.flatMap((part, index): Concept[] => {
    if (!('word' in part)) return [part]
    const { word, forms } = part
    // A bound before a number is what the query asks ("under 300 GT"), in any of its words.
    const next = parts[index + 1]
    const bound = BOUNDS.find((words) => words.includes(word))
    if (bound && next && 'word' in next && /^\d/.test(next.word))
      return [
        { typed: [word], says: bound.map((said) => ({ words: [said], whole: true })), marks: bound.map((said) => [said]), filler: false },
      ]
    if (others && stop(word)) return []
    const short = word.length <= SHORT_WORD
    const held = !lexicon || forms.some((form) => lexicon.has(form))
    if (short && !held && (word.length < SHORT_WORD || !lexicon.begins(word)))
      return word.length < SHORT_WORD && long ? [] : [{ typed: [word], says: [], marks: [], filler: false, missing: true }]
    const printable = Boolean(lexicon?.asksPrintable(word))
    const unsure = Boolean(lexicon) && !printable && !short && forms.every((form) => !lexicon!.begins(form)) && !lexicon!.isForm(word)
    return [
      {
        typed: [word],
        says: forms.map((form) => ({ words: [form], whole: form.length <= SHORT_WORD && held })),
        marks: forms.map((form) => [form]),
        filler: false,
        ...(unsure && { unsure }),
        ...(printable && { printable }),
      },
    ]
  })
  // A query of words that weigh nothing only: they are what it asks for.
  const weightless = found.length > 0 && found.every((concept) => concept.filler)
  const concepts = merged(weightless ? found.map((concept) => ({ ...concept, filler: false })) : found)
  // The terms named, each with every name it is searched by (the words it was asked with first); not a
  // term searched by its one name only.
  const terms = new Map<number, string[]>()
  for (const concept of concepts) {
    if (concept.term === undefined) continue
    const typed = concept.asked ? [typedName(query, concept.typed)] : []
    terms.set(concept.term, [...new Set([...(terms.get(concept.term) ?? []), ...typed, ...lexicon!.terms[concept.term]!])])
  }
  return {
    concepts,
    weightless,
    terms: [...terms.values()].filter((names) => names.length > 1),
    unsure: concepts.filter((concept) => concept.unsure).map((concept) => concept.typed[0]!),
  }
}

/** The concepts, those that name the same term of the CMS as one ("how fast … respond"), where the first stands. */
function merged(concepts: Concept[]) {
  const kept: Concept[] = []
  for (const concept of concepts) {
    const same = concept.term === undefined ? undefined : kept.find((other) => other.term === concept.term)
    if (!same) {
      kept.push(concept)
      continue
    }
    const said = new Set(same.says.map((saying) => saying.words.join(' ')))
    kept[kept.indexOf(same)] = {
      ...same,
      typed: [...same.typed, ...concept.typed],
      says: [...same.says, ...concept.says.filter((saying) => !said.has(saying.words.join(' ')))],
      marks: [...same.marks, ...concept.marks],
      asked: Boolean(same.asked && concept.asked) || undefined,
    }
  }
  return kept
}

/** The concept of a name of the CMS the query holds (`typed`, its words as the query has them). */
function conceptOf(entry: Entry, typed: Token[], lexicon: Lexicon): Concept {
  const words = typed.map((token) => token.word)
  if (entry.filler) return { typed: words, says: [{ words: meaningful(entry.words), whole: false }], marks: [entry.words], filler: true }
  const names = lexicon.terms[entry.term!]!.map(queryWords)
  // The name as typed, and the term's own (the site's word: pages naming the term by any name carry it, the build adds it).
  const own = meaningful(names[0] ?? [])
  const asTyped = meaningful(entry.words)
  // A name searched whole: one of short words, or one holding a number of a digit or two, which would
  // begin longer numbers ("under 2 hours" is not "2-4 hours" nor "24 hours").
  const wholly = (some: string[]) =>
    some.every((word) => word.length <= SHORT_WORD) || some.some((word) => word.length <= SHORT_WORD && /^\d+$/.test(word))
  const saying: Saying[] = [
    // A word it is asked with, whole, stop words and all: "who do I call" is not "call" (a port call).
    entry.asked ? { words: entry.words, whole: true, asked: true, weight: ASKED_ONLY } : { words: asTyped, whole: wholly(asTyped) },
    ...(own.join(' ') !== asTyped.join(' ') ? [{ words: own, whole: wholly(own), ...(!entry.asked && { weight: OTHER_NAME }) }] : []),
  ]
  return {
    typed: words,
    says: saying,
    marks: [asTyped, ...names.map(meaningful)],
    filler: false,
    term: entry.term,
    ...(entry.asked && { asked: true }),
  }
}

/** The words of the query as the visitor typed them that read as `words` ("penalties", not "penalties" read). */
function typedName(query: string, words: string[]) {
  const parts = query.split(/\s+/).filter((part) => normalizeWord(part))
  for (let at = 0; at < parts.length; at++) {
    const span = parts.slice(at, at + words.length)
    if (span.map(normalizeWord).join(' ') === words.join(' ')) return span.join(' ').replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
  }
  return words.join(' ')
}

/**
 * The plan, once Pagefind has said which of the draft's unsure words it holds by their stem (`found`)
 * and which are English words (`words`: a word spelled as English words are is never replaced by one
 * of the site's): the others corrected to the nearest word of the site (unless the visitor asked for
 * the words `asTyped`), or else unmatched, and searched for nothing. Where every word left weighs
 * nothing ("Hazira port", "Hazira" being none of the site's), those are what it asks for.
 */
export function settle(
  draft: Draft,
  found: ReadonlySet<string>,
  lexicon?: Lexicon,
  { asTyped = false, words: english = new Set<string>() }: { asTyped?: boolean; words?: ReadonlySet<string> } = {},
): Plan {
  const corrections: Plan['corrections'] = []
  const unmatched: string[] = []
  let concepts = draft.concepts.map((concept) => {
    const word = concept.typed[0]!
    if (concept.missing) unmatched.push(word)
    if (!concept.unsure || found.has(word)) return concept
    const [nearest] = asTyped || english.has(word) ? [] : (lexicon?.nearest(word, allowedEdits(word)) ?? [])
    // With none near, two of the site's words run together ("casestudies"), searched side by side.
    const split = nearest || asTyped || english.has(word) ? undefined : lexicon?.split(word)
    const says = nearest ? [nearest] : split
    if (!says) {
      unmatched.push(word)
      return { ...concept, says: [] }
    }
    corrections.push({ from: word, to: says.join(' ') })
    return { ...concept, says: [{ words: says, whole: false }], marks: [says] }
  })
  const searched = concepts.filter((concept) => concept.says.length > 0)
  const weightless = draft.weightless || (searched.length > 0 && searched.every((concept) => concept.filler))
  if (weightless && !draft.weightless) concepts = concepts.map((concept) => ({ ...concept, filler: false }))
  const words = [...new Set(concepts.flatMap((concept) => concept.says[0]?.words ?? concept.typed))]
  const whole = concepts.flatMap((concept) => (concept.term === undefined && concept.says[0]?.whole ? concept.says[0].words : []))
  return { ...draft, concepts, weightless, corrections, unmatched, words, whole }
}
