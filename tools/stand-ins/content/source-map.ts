/**
 * Content Source Maps for the local content API: the `resultSourceMap` Sanity's query API returns
 * with `resultSourceMap=withKeyArraySelector`, which the Studio's Presentation tool asks for. It
 * tells, for each string of a query's result, the document and field it came from: the preview uses
 * it to make every text clickable (stega) and to show what an editor types before it is saved.
 *
 * groq-js evaluates a query without tracing where values come from, so the query is evaluated a
 * second time over a copy of the documents in which every string carries an invisible tag naming
 * its document and path. A tag survives projections, `coalesce()` and `pt::text()`; it would change
 * a comparison, so fields the query compares, filters, orders or passes to other functions are never
 * tagged (nor `_` fields). The tags found in the second result give each string's source; if the
 * two results differ in anything but the tags, no map is returned rather than a wrong one.
 */
import { evaluate, parse } from 'groq-js'
import type { SanityDoc } from './errors.ts'

type Node = { type: string; [key: string]: unknown }
type Segment = string | number | { _key: string }
type Source = { document: number; path: Segment[]; value: string }

export type ContentSourceMap = {
  documents: Array<{ _id: string; _type: string }>
  paths: string[]
  mappings: Record<string, { type: 'value'; source: { type: 'documentValue'; document: number; path: number } }>
}

/** Functions whose arguments reach the result unchanged (or as their text): their strings may carry tags. */
const PASS_THROUGH = new Set(['global::coalesce', 'pt::text', 'global::select'])

/**
 * The attribute names a query uses to decide what to return (filters, comparisons, ordering,
 * function arguments, conditions): their values must stay exactly as stored.
 */
export function controlAttributes(query: string, params: Record<string, unknown> = {}): Set<string> {
  const names = new Set<string>()
  const visit = (value: unknown, control: boolean) => {
    if (Array.isArray(value)) return value.forEach((item) => visit(item, control))
    if (!value || typeof value !== 'object') return
    const node = value as Node
    switch (node.type) {
      case 'AccessAttribute':
        if (control) names.add(node.name as string)
        return visit(node.base, control)
      case 'Filter':
        visit(node.base, control)
        return visit(node.expr, true)
      case 'OpCall':
        return visit([node.left, node.right], control || node.op !== '+')
      case 'FuncCall':
        return visit(node.args, control || !PASS_THROUGH.has(`${node.namespace as string}::${node.name as string}`))
      case 'PipeFuncCall':
        visit(node.base, control)
        return visit(node.args, true)
      case 'SelectAlternative':
      case 'ObjectConditionalSplat':
        visit(node.condition, true)
        return visit(node.value, control)
      case 'And':
      case 'Or':
      case 'Not':
      case 'InRange':
      case 'Asc':
      case 'Desc':
      case 'Neg':
      case 'Pos':
        for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child, true)
        return
      default:
        for (const [key, child] of Object.entries(node)) if (key !== 'type') visit(child, control)
    }
  }
  visit(parse(query, { params }), false)
  return names
}

// A tag is an index between two private-use characters, appended to the string it marks.
const OPEN = '\uE000'
const CLOSE = '\uE001'
const TAGS = /\uE000([0-9a-z]+)\uE001/g

function tagDocuments(documents: SanityDoc[], control: Set<string>) {
  const sources: Source[] = []
  const tag = (value: unknown, document: number, path: Segment[], name: string | undefined): unknown => {
    if (typeof value === 'string') {
      if (name === undefined || name.startsWith('_') || control.has(name)) return value
      sources.push({ document, path, value })
      return `${value}${OPEN}${(sources.length - 1).toString(36)}${CLOSE}`
    }
    if (Array.isArray(value)) {
      return value.map((item, index) => {
        const key =
          item && typeof item === 'object' && typeof (item as { _key?: unknown })._key === 'string'
            ? (item as { _key: string })._key
            : undefined
        return tag(item, document, [...path, key ? { _key: key } : index], name)
      })
    }
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {}
      for (const [key, child] of Object.entries(value)) out[key] = key.startsWith('_') ? child : tag(child, document, [...path, key], key)
      return out
    }
    return value
  }
  const tagged = documents.map((doc, index) => tag(doc, index, [], undefined) as SanityDoc)
  return { tagged, sources }
}

/** A JSONPath as Sanity writes it: `$['sections'][?(@._key=='a1')]['heading']`, `$['list'][0]`. */
export function jsonPath(path: Segment[]) {
  return (
    '$' +
    path
      .map((segment) =>
        typeof segment === 'number'
          ? `[${segment}]`
          : typeof segment === 'string'
            ? `['${segment.replace(/[\\']/g, '\\$&')}']`
            : `[?(@._key=='${segment._key.replace(/[\\']/g, '\\$&')}')]`,
      )
      .join('')
  )
}

const sameSegment = (a: Segment, b: Segment) => (typeof a === 'object' && typeof b === 'object' ? a._key === b._key : a === b)

/**
 * The source of a result string. A stored string returned as it is maps to its own field. A string
 * built from others (the text of portable text, `pt::text(body)`) maps to the field that holds them
 * all: for portable text, the block array (`body`), never one span, so that what an editor types in
 * any block shows.
 */
function sourceOf(found: Source[], text: string, resultKey: string | number | undefined): Omit<Source, 'value'> {
  const [first, ...rest] = found
  const spanIndex = first.path.lastIndexOf('children')
  const derived = rest.length > 0 || text !== first.value || (spanIndex > 0 && resultKey !== 'text')
  if (!derived) return first
  const path = [...first.path]
  for (const other of rest) {
    if (other.document !== first.document) return first
    let length = 0
    while (length < path.length && length < other.path.length && sameSegment(path[length], other.path[length])) length++
    path.length = length
  }
  const children = path.lastIndexOf('children')
  if (children > 0) path.length = children - 1
  else if (spanIndex > 0 && path.length > spanIndex - 1) path.length = spanIndex - 1
  return { document: first.document, path }
}

class Mismatch extends Error {}

/**
 * The source map of `result`, the value of `query` over `documents` (the perspective's view, in
 * which a draft has `_originalId`); undefined when the query's strings cannot be traced.
 */
export async function sourceMap(
  query: string,
  params: Record<string, unknown>,
  documents: SanityDoc[],
  result: unknown,
): Promise<ContentSourceMap | undefined> {
  const { tagged, sources } = tagDocuments(documents, controlAttributes(query, params))
  const traced = await (await evaluate(parse(query, { params }), { dataset: tagged, params })).get()

  const map: ContentSourceMap = { documents: [], paths: [], mappings: {} }
  const documentIndex = new Map<number, number>()
  const pathIndex = new Map<string, number>()
  const walk = (plain: unknown, marked: unknown, at: Array<string | number>) => {
    if (typeof marked === 'string') {
      const found = [...marked.matchAll(TAGS)].map((match) => sources[parseInt(match[1], 36)])
      if (marked.replace(TAGS, '') !== plain) throw new Mismatch()
      if (!found.length) return
      const source = sourceOf(found, plain, at.at(-1))
      if (!documentIndex.has(source.document)) {
        const doc = documents[source.document]
        documentIndex.set(source.document, map.documents.push({ _id: String(doc._originalId ?? doc._id), _type: doc._type }) - 1)
      }
      const path = jsonPath(source.path)
      if (!pathIndex.has(path)) pathIndex.set(path, map.paths.push(path) - 1)
      map.mappings[jsonPath(at)] = {
        type: 'value',
        source: { type: 'documentValue', document: documentIndex.get(source.document)!, path: pathIndex.get(path)! },
      }
      return
    }
    if (Array.isArray(marked)) {
      if (!Array.isArray(plain) || plain.length !== marked.length) throw new Mismatch()
      return marked.forEach((item, index) => walk(plain[index], item, [...at, index]))
    }
    if (marked && typeof marked === 'object') {
      if (!plain || typeof plain !== 'object' || Array.isArray(plain)) throw new Mismatch()
      const keys = Object.keys(marked)
      if (keys.length !== Object.keys(plain).length) throw new Mismatch()
      return keys.forEach((key) => walk((plain as Record<string, unknown>)[key], (marked as Record<string, unknown>)[key], [...at, key]))
    }
    if (marked !== plain) throw new Mismatch()
  }
  try {
    walk(result, traced, [])
  } catch (error) {
    if (error instanceof Mismatch) return undefined
    throw error
  }
  return map
}
