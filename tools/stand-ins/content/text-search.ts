/**
 * Sanity's text search for the local content store: `text::query()`, which groq-js lacks, in a
 * filter and in `score()`, as the Studio's search sends it (its `groq2024` strategy, Studio 6.16:
 * node_modules/sanity, createSearchQuery):
 *
 *   *[_type in $__types] | score(boost(_type in ["page", …] && title match text::query($__query), 10), …,
 *     ([@, _id] match text::query($__query) || references($__rawQuery))) [_score > 0]
 *     {_type, _id, _originalId, "orderings": [_score]} | order(orderings[0] desc) [0...$__limit]
 *
 * with `$__query` what the editor typed and a `*` after its last word ("Keep for offline*").
 *
 * - The query's syntax: words (each one required), "a phrase" (its words in a row), -word and
 *   -"a phrase" (left out), word* (any word it begins).
 * - Words are what `match` takes for words (letters and digits between punctuation: "24/7" is 24
 *   and 7), in any case. `[@, _id]` is every string of the document (under keys that do not start
 *   with "_") and its id.
 * - In `score()`, a match is worth its BM25 relevance (Sanity's: a rare word, a word that comes
 *   often, a short field weigh more), and twice that where the words typed stand in a row, as typed,
 *   in one string: an exact phrase ranks above the same words scattered. `boost(expression, weight)`
 *   multiplies what the expression is worth; `a && b` is worth a's and b's worth when both hold,
 *   `a || b` what holds of them, any other condition 1 when true. The answer is in score order.
 *
 * How: the query is parsed with `text::query` declared as a GROQ function that marks its argument;
 * each marked `match` is worked out here for every document and read back from a hidden attribute,
 * and so is the score of each `score()` that holds one; groq-js does the rest (filter, order, slice,
 * projection), and the hidden attributes never reach the answer. A marked match holds only where
 * `@` is a document, as in every query the Studio sends.
 */
import { evaluateSync, parse, toJS, type DereferenceFunction, type ExprNode } from 'groq-js'
import type { SanityDoc } from './errors.ts'

export const hasTextQuery = (query: string) => query.includes('text::query(')

const MARK = '__textQuery'
const DECLARATION = `fn text::query($query) = $query{"${MARK}": true};\n`
/** The attributes this file adds to documents for a query: a match's outcome, a score. */
const HIDDEN = /^__t[ms]\d+$/

// groq-js's rules for what a word is, in a text (CHARS) and in a pattern (with `*`).
const CHARS = /[^!@#$%^&*(),\\/?";:{}|[\]+<>\s-]+/g
const CHARS_WITH_WILDCARD = /[^!@#$%^&(),\\/?";:{}|[\]+<>\s-]+/g
const EDGE_CHARS = /(\b\.+|\.+\b)/g

/** BM25's usual constants, and what an exact phrase multiplies a match's worth by. */
const K1 = 1.2
const B = 0.75
const PHRASE = 2

/** One part of a text query: a word, or a phrase (words in a row); left out when negated. */
type Term = { words: RegExp[]; negated: boolean }
/** A field's words: those of each of its strings, in order (a phrase stays within one string). */
type Field = string[][]

const wordPattern = (word: string) => new RegExp(`^${word.slice(0, 1024).replace(/\./g, '\\.').replace(/\*/g, '.*')}$`, 'i')
const patternsOf = (text: string) => (text.replace(EDGE_CHARS, '').match(CHARS_WITH_WILDCARD) ?? []).map(wordPattern)

/** The parts of a text query: `keep for offline*`, `"call 24/7" -whatsapp`. */
export function parseTextQuery(input: string): Term[] {
  const terms: Term[] = []
  for (const [, minus, phrase, bare] of input.matchAll(/(-?)(?:"([^"]*)"?|(\S+))/g)) {
    const negated = minus === '-'
    if (phrase !== undefined) {
      const words = patternsOf(phrase)
      if (words.length) terms.push({ words, negated })
    } else for (const word of patternsOf(bare ?? '')) terms.push({ words: [word], negated })
  }
  return terms
}

function stringsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out)
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) if (!key.startsWith('_')) stringsOf(item, out)
  }
  return out
}

/** A value's words, string by string: a string, an array's strings, an object's (not under "_" keys). */
export function fieldOf(value: unknown): Field {
  return stringsOf(value).map((text) => (text.replace(EDGE_CHARS, '').match(CHARS) ?? []).map((word) => word.toLowerCase()))
}

/** How often a word or phrase stands in a field. */
function occurrences(words: RegExp[], field: Field): number {
  let count = 0
  for (const tokens of field) {
    for (let at = 0; at + words.length <= tokens.length; at++) if (words.every((word, i) => word.test(tokens[at + i]!))) count++
  }
  return count
}

/** Whether a field holds the query: each word and phrase, and none left out. */
export function holds(terms: Term[], field: Field): boolean {
  return terms.some((term) => !term.negated) && terms.every((term) => occurrences(term.words, field) > 0 !== term.negated)
}

/** The words typed (not in quotes), in a row as typed, somewhere in one string of the field. */
function asTyped(terms: Term[], field: Field): boolean {
  const words = terms.filter((term) => !term.negated && term.words.length === 1).map((term) => term.words[0]!)
  return words.length > 1 && occurrences(words, field) > 0
}

/** What documents say about the query: how many have the field, its mean length, how many hold each term. */
type Corpus = { size: number; meanLength: number; holding: (term: Term) => number }

function corpusOf(fields: Field[]): Corpus {
  const filled = fields.filter((field) => field.some((tokens) => tokens.length))
  const length = (field: Field) => field.reduce((sum, tokens) => sum + tokens.length, 0)
  const holding = new Map<Term, number>()
  return {
    size: filled.length,
    meanLength: filled.length ? filled.reduce((sum, field) => sum + length(field), 0) / filled.length : 1,
    holding: (term) => {
      if (!holding.has(term)) holding.set(term, filled.filter((field) => occurrences(term.words, field) > 0).length)
      return holding.get(term)!
    },
  }
}

/** A field's BM25 relevance to the query (0 when it does not hold it), doubled for the words in a row as typed. */
export function relevance(terms: Term[], field: Field, corpus: Corpus): number {
  if (!holds(terms, field)) return 0
  const length = field.reduce((sum, tokens) => sum + tokens.length, 0)
  let score = 0
  for (const term of terms) {
    if (term.negated) continue
    const frequency = occurrences(term.words, field)
    const holding = corpus.holding(term)
    const rarity = Math.log(1 + (corpus.size - holding + 0.5) / (holding + 0.5))
    score += (rarity * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * length) / corpus.meanLength))
  }
  return asTyped(terms, field) ? score * PHRASE : score
}

type Node = Record<string, unknown> & { type?: string }

function visit(node: unknown, fn: (node: Node) => void) {
  if (Array.isArray(node)) for (const item of node) visit(item, fn)
  else if (node && typeof node === 'object') {
    fn(node as Node)
    for (const child of Object.values(node)) visit(child, fn)
  }
}

const isMarked = (node: unknown) => {
  const { type, expr } = (node ?? {}) as { type?: string; expr?: { type?: string; attributes?: Array<{ name?: string }> } }
  return type === 'Projection' && expr?.type === 'Object' && expr.attributes?.[0]?.name === MARK
}
const isTextMatch = (node: Node) => node.type === 'OpCall' && node.op === 'match' && isMarked(node.right)
const contains = (node: unknown, test: (node: Node) => boolean) => {
  let found = false
  visit(node, (child) => (found ||= test(child)))
  return found
}

/** Turns a node into another in place (the tree's parents keep pointing at it). */
function become(node: Node, replacement: Node) {
  for (const key of Object.keys(node)) delete node[key]
  Object.assign(node, replacement)
}

const attribute = (name: string): Node => ({ type: 'AccessAttribute', name })
const value = (data: unknown): Node => ({ type: 'Value', value: data })

type Options = { params: Record<string, unknown>; dereference?: DereferenceFunction }

/**
 * A field's words by document, kept while the document is (a store's view keeps its documents until
 * they change): each search the Studio sends as an editor types, and each list it opens, reads the
 * same fields of the same documents, and `[@, _id]` is every word of each.
 */
const fieldsKept = new Map<string, WeakMap<object, Field>>()
function knownFields(left: unknown): WeakMap<object, Field> {
  const key = JSON.stringify(left)
  // A field reached through a reference (`->`) changes with another document: worked out each time.
  if (key.includes('"Deref"')) return new WeakMap()
  if (!fieldsKept.has(key)) fieldsKept.set(key, new WeakMap())
  return fieldsKept.get(key)!
}

/**
 * A query with `text::query()` made ready for groq-js: its tree, and the documents it runs over
 * (those given, with the hidden attributes its matches and scores read). Strip the answer with
 * `withoutHidden`.
 */
export function prepareTextSearch(query: string, docs: SanityDoc[], options: Options): { tree: ExprNode; dataset: SanityDoc[] } {
  const { params, dereference } = options
  const tree = parse(DECLARATION + query, { params }) as unknown as Node
  const valueOf = (node: unknown, doc: unknown): unknown => {
    try {
      return toJS(evaluateSync(node as ExprNode, { root: doc, dataset: docs, params, dereference }))
    } catch {
      return null
    }
  }

  // Each marked match, for every document: whether it holds, and what it is worth.
  const matches: Node[] = []
  visit(tree, (node) => isTextMatch(node) && matches.push(node))
  const holdsAt = matches.map(() => [] as boolean[])
  const worthAt = matches.map(() => [] as number[])
  matches.forEach((match, m) => {
    const known = knownFields(match.left)
    const fields = docs.map((doc) => {
      if (!known.has(doc)) known.set(doc, fieldOf(valueOf(match.left, doc)))
      return known.get(doc)!
    })
    const corpus = corpusOf(fields)
    const parsed = new Map<string, Term[]>()
    docs.forEach((doc, d) => {
      const text = valueOf((match.right as Node).base, doc)
      const key = typeof text === 'string' ? text : ''
      if (!parsed.has(key)) parsed.set(key, parseTextQuery(key))
      const terms = parsed.get(key)!
      holdsAt[m]![d] = holds(terms, fields[d]!)
      worthAt[m]![d] = relevance(terms, fields[d]!, corpus)
    })
  })
  matches.forEach((match, m) => become(match, attribute(`__tm${m}`)))
  const dataset: SanityDoc[] = docs.map((doc, d) => ({
    ...doc,
    ...Object.fromEntries(matches.map((_, m) => [`__tm${m}`, holdsAt[m]![d]])),
  }))

  // Each `score()` holding a marked match: its score worked out here, read back by a boost that gives it.
  const scores: Node[] = []
  visit(
    tree,
    (node) =>
      node.type === 'PipeFuncCall' &&
      node.name === 'score' &&
      contains(node.args, (n) => /^__tm\d+$/.test(String(n.name))) &&
      scores.push(node),
  )
  scores.forEach((score, s) => {
    const args = score.args as Node[]
    dataset.forEach((doc, d) => {
      const worth = (node: Node): number => {
        if (node.type === 'Group') return worth(node.base as Node)
        if (node.type === 'AccessAttribute' && !node.base && /^__tm\d+$/.test(String(node.name)))
          return worthAt[Number(String(node.name).slice(4))]![d]!
        if (node.type === 'FuncCall' && node.name === 'boost') {
          const [expression, weight] = node.args as Node[]
          const factor = valueOf(weight, doc)
          return typeof factor === 'number' ? worth(expression!) * factor : 0
        }
        if (node.type === 'And') {
          const left = worth(node.left as Node)
          const right = left && worth(node.right as Node)
          return left && right ? left + right : 0
        }
        if (node.type === 'Or') return worth(node.left as Node) + worth(node.right as Node)
        // Anything else as groq-js scores it: a plain `match` by its words, a condition 1 when true.
        if (!contains(node, (child) => child.type === 'OpCall' && child.op === 'match')) return valueOf(node, doc) === true ? 1 : 0
        const scored = valueOf({ type: 'PipeFuncCall', name: 'score', base: value([doc]), args: [node] }, doc) as Array<{
          _score?: number
        }> | null
        return scored?.[0]?._score ?? 0
      }
      doc[`__ts${s}`] = args.reduce((sum, arg) => sum + worth(arg), 0)
    })
    const read = attribute(`__ts${s}`)
    score.args = [
      {
        type: 'FuncCall',
        namespace: 'global',
        name: 'boost',
        args: [
          { type: 'OpCall', op: '>', left: read, right: value(0) },
          { type: 'OpCall', op: '-', left: read, right: value(1) },
        ],
      },
    ]
  })
  return { tree: tree as unknown as ExprNode, dataset }
}

/** An answer without the attributes `prepareTextSearch` added to documents. */
export function withoutHidden(answer: unknown): unknown {
  if (Array.isArray(answer)) return answer.map(withoutHidden)
  if (answer && typeof answer === 'object') {
    return Object.fromEntries(
      Object.entries(answer)
        .filter(([key]) => !HIDDEN.test(key))
        .map(([key, item]) => [key, withoutHidden(item)]),
    )
  }
  return answer
}
