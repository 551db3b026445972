/**
 * Which documents a GROQ query reads, found in its syntax tree (groq-js) with the schema as Sanity
 * extracts it (schema.json): the content stamp covers them (stamp.ts). Build and dev-server code
 * only (loadContent at build time); the browser never loads it.
 *
 * Read, for each part of the query that starts from every document (`*[…]`): the types and ids its
 * filter requires (`_type == "port"`, `_type in [...]`, `_id == "siteSettings"`, `_id in $ids`, joined
 * by `&&` and `||`); and for each reference followed (`->`), the types its field may point to (by the
 * field's name in the schema). What cannot be told (a filter on anything else, a reference whose field
 * is not known) counts as every type it could be: a stamp may cover more than the query reads, never
 * less (tests/unit/content-stamps.test.ts holds every query of the site to it, over the seed).
 */
import { parse } from 'groq-js'
import schema from './schema.json' with { type: 'json' }
import type { ContentReads } from './stamp.ts'

type Node = { type: string; [key: string]: unknown }
type Params = Record<string, unknown>

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'

/** Every document type of the schema (Sanity's assets included). */
export const DOCUMENT_TYPES = (schema as Array<{ name: string; type: string }>)
  .filter((entry) => entry.type === 'document')
  .map((entry) => entry.name)
  .sort()

/**
 * The types a reference field may point to, by the field's name, anywhere in the schema (a name used
 * by several types' fields takes all their targets), and every type any reference may point to.
 */
function referenceTargets() {
  const named = new Map((schema as Array<{ name: string; value?: unknown }>).map((entry) => [entry.name, entry.value]))
  const byField = new Map<string, Set<string>>()
  const every = new Set<string>()
  /** The targets a field's value may hold: itself a reference, an array of them, or a named type that is one. */
  const targetsOf = (value: unknown, into: Set<string>, seen: Set<string>) => {
    if (!value || typeof value !== 'object') return
    const node = value as { type?: string; name?: string; dereferencesTo?: string; of?: unknown; rest?: unknown }
    if (typeof node.dereferencesTo === 'string') into.add(node.dereferencesTo)
    if (node.type === 'inline' && node.name && !seen.has(node.name)) targetsOf(named.get(node.name), into, new Set([...seen, node.name]))
    for (const inner of [node.of, node.rest].flat()) targetsOf(inner, into, seen)
  }
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return
    if (Array.isArray(value)) return value.forEach(visit)
    const attributes = (value as { attributes?: Record<string, { value?: unknown }> }).attributes
    for (const [field, attribute] of Object.entries(attributes ?? {})) {
      const targets = byField.get(field) ?? new Set<string>()
      targetsOf(attribute.value, targets, new Set())
      if (targets.size) byField.set(field, targets)
    }
    for (const inner of Object.values(value)) visit(inner)
  }
  visit(schema)
  for (const targets of byField.values()) for (const target of targets) every.add(target)
  return { byField, every: [...every] }
}

const REFERENCES = referenceTargets()

type Constraint = { types: string[]; ids: string[] }

/** A string (or strings) a filter compares with: a literal, or a parameter's value at build time. */
function valuesOf(node: unknown, params: Params): string[] | undefined {
  if (!isNode(node)) return undefined
  const value = node.type === 'Value' ? node.value : node.type === 'Parameter' ? params[node.name as string] : undefined
  if (node.type === 'Array') {
    const values = (node.elements as Array<{ value: unknown; isSplat: boolean }>).map((element) =>
      element.isSplat ? undefined : valuesOf(element.value, params),
    )
    return values.every((entry) => entry?.length === 1) ? values.map((entry) => entry![0]!) : undefined
  }
  if (typeof value === 'string') return [value]
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return value as string[]
  return undefined
}

/** `_type` or `_id` of the document the filter looks at. */
const ownField = (node: unknown) =>
  isNode(node) && node.type === 'AccessAttribute' && (node.base === undefined || (isNode(node.base) && node.base.type === 'This'))
    ? (node.name as string)
    : undefined

/** The types or ids a filter requires of a document, or undefined when it requires neither. */
function constraintOf(node: unknown, params: Params): Constraint | undefined {
  if (!isNode(node)) return undefined
  switch (node.type) {
    case 'Group':
      return constraintOf(node.base, params)
    case 'And':
      return constraintOf(node.left, params) ?? constraintOf(node.right, params)
    case 'Or': {
      const left = constraintOf(node.left, params)
      const right = constraintOf(node.right, params)
      return left && right ? { types: [...left.types, ...right.types], ids: [...left.ids, ...right.ids] } : undefined
    }
    case 'OpCall': {
      if (node.op !== '==' && node.op !== 'in') return undefined
      // `_type == "port"`, `"port" == _type`, `_type in ["a", "b"]`, `_id in $ids`.
      const sides =
        node.op === '==' ? [[node.left, node.right] as const, [node.right, node.left] as const] : [[node.left, node.right] as const]
      for (const [field, other] of sides) {
        const name = ownField(field)
        const values = name === '_type' || name === '_id' ? valuesOf(other, params) : undefined
        if (values) return name === '_type' ? { types: values, ids: [] } : { types: [], ids: values }
      }
      return undefined
    }
    default:
      return undefined
  }
}

/** The field an expression reads a reference from: `port->`, `ports[]->` (through the array's map). */
const fieldName = (node: unknown): string | undefined => {
  if (!isNode(node)) return undefined
  if (node.type === 'AccessAttribute') return node.name as string
  if (node.type === 'ArrayCoerce' || node.type === 'Group' || node.type === 'Filter' || node.type === 'Slice') return fieldName(node.base)
  return undefined
}

/** The documents a GROQ query reads, with its parameters' values (sorted, without repeats). */
export function queryReads(query: string, params: Params = {}): ContentReads {
  const types = new Set<string>()
  const ids = new Set<string>()
  const walk = (value: unknown, field: string | undefined) => {
    if (Array.isArray(value)) return value.forEach((entry) => walk(entry, field))
    if (!isNode(value)) return
    if (value.type === 'Everything') DOCUMENT_TYPES.forEach((type) => types.add(type))
    if (value.type === 'Filter' && isNode(value.base) && value.base.type === 'Everything') {
      const constraint = constraintOf(value.expr, params)
      if (constraint) {
        constraint.types.forEach((type) => types.add(type))
        constraint.ids.forEach((id) => ids.add(id))
      } else DOCUMENT_TYPES.forEach((type) => types.add(type))
      return walk(value.expr, field)
    }
    if (value.type === 'Deref') {
      const base = isNode(value.base) && value.base.type === 'This' ? field : fieldName(value.base)
      const targets = (base && REFERENCES.byField.get(base)) || REFERENCES.every
      targets.forEach((type) => types.add(type))
    }
    if (value.type === 'Map') {
      walk(value.base, field)
      return walk(value.expr, fieldName(value.base) ?? field)
    }
    for (const [key, inner] of Object.entries(value)) if (key !== 'type') walk(inner, field)
  }
  walk(parse(query, { params }), undefined)
  return { types: [...types].sort(), ids: [...ids].sort() }
}
