/**
 * Every string of the seed a reader could see, with its document and field: the values of the
 * schema's string fields (read from src/content/schema.json, the schema as Sanity extracts it),
 * rich text one block at a time, and link targets. Used by the browser test that every one is
 * rendered by some page or page state, and by the unit test that none is also written in src/.
 *
 * Not words a reader sees, so left out (each a field of the schema, never a value):
 * - system fields (`_id`, `_type`, `_key`, references) and slugs: addresses, checked by the
 *   "no internal link leads to Not Found" test;
 * - choices from a fixed list (icons, coasts, the clause tables, the teams, the FAQ pages, block
 *   styles): the code chooses by them, and draws icons as pictures;
 * - the names the page code looks copy up by (`key` of a page copy and of its sections, `name` of
 *   a copy item and of a form field) and a span's `marks` (references to its link definitions);
 * - a section's anchor name (`anchor`): an address's fragment, as a slug is an address (the links to
 *   it are link targets, below);
 * - a moment as stored (a notice's publication, an alert's window: ISO 8601 in UTC), which pages show
 *   in words, in India time, as the notices' and alerts' tests check.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { documents } from '../seed/content.ts'
import { BLOCK_TYPES } from '../contract/blocks.ts'

type SchemaValue = {
  type: string
  name?: string
  value?: unknown
  of?: SchemaValue | SchemaValue[]
  attributes?: Record<string, { value: SchemaValue }>
  rest?: SchemaValue
}
type SchemaType = { name: string; type: 'document' | 'type'; attributes?: Record<string, { value: SchemaValue }>; value?: SchemaValue }

/** Fields, by the type that holds them, whose values are names the code reads, not words. */
const MACHINE_FIELDS: Record<string, readonly string[]> = {
  pageCopy: ['key'],
  copySection: ['key'],
  copyItem: ['name'],
  formField: ['name'],
  // An old address (a path, like a slug): its 301 is checked by the hosting and Studio tests.
  redirect: ['from'],
  ...Object.fromEntries(BLOCK_TYPES.map((type) => [type, ['anchor']])),
}

export type SeedString = {
  /** The document's _id. */
  doc: string
  /** The field's path in the document, e.g. "sections[2].items[0].title". */
  path: string
  value: string
  /** Words read on the page, or a link's target (its href). */
  kind: 'text' | 'href'
}

/** A date and time as Sanity stores it (ISO 8601, in UTC). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/

const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../src/content/schema.json', import.meta.url)), 'utf8')) as SchemaType[]
const named = new Map(schema.map((type) => [type.name, type]))

/** The attributes of an object schema value, following `rest` into a named type. */
function attributesOf(value: SchemaValue): { type?: string; attributes: Record<string, { value: SchemaValue }> } {
  if (value.type === 'inline' && value.name) {
    const type = named.get(value.name)
    return type?.type === 'document'
      ? { type: type.name, attributes: type.attributes ?? {} }
      : { type: value.name, ...attributesOf(type?.value ?? { type: 'unknown' }) }
  }
  const own = value.attributes ?? {}
  if (value.rest) {
    const rest = attributesOf(value.rest)
    return { type: rest.type, attributes: { ...own, ...rest.attributes } }
  }
  return { attributes: own }
}

const resolve = (value: SchemaValue): SchemaValue =>
  value.type === 'inline' && value.name && named.get(value.name)?.type === 'type' ? resolve(named.get(value.name)!.value!) : value

const isEnum = (value: SchemaValue) =>
  value.type === 'union' && Array.isArray(value.of) && value.of.every((member) => member.type === 'string' && member.value !== undefined)

function walk(doc: string, data: unknown, schemaValue: SchemaValue, path: string, field: string, out: SeedString[], typeName?: string) {
  if (data === undefined || data === null) return
  if (schemaValue.type === 'inline' && schemaValue.name === 'slug') return
  if (schemaValue.type === 'inline' && named.get(schemaValue.name ?? '')?.type === 'type') {
    const target = named.get(schemaValue.name!)!
    return walk(doc, data, target.value!, path, field, out, target.name)
  }
  const value = resolve(schemaValue)
  if (value.type === 'string') {
    // A moment (a notice's publication, an alert's window) is shown in words, in India time: the pages' tests read those.
    if (typeof data === 'string' && ISO_MOMENT.test(data)) return
    if (typeof data === 'string' && data.trim() && value.value === undefined)
      out.push({ doc, path, value: data, kind: field === 'href' ? 'href' : 'text' })
    return
  }
  if (value.type === 'union') {
    if (isEnum(value)) return
    const members = (Array.isArray(value.of) ? value.of : []) as SchemaValue[]
    const type = (data as { _type?: string })._type
    const member = members.find((candidate) => {
      const { type: name, attributes } = attributesOf(candidate)
      return (attributes._type?.value as SchemaValue | undefined)?.value === type || name === type
    })
    if (member) walk(doc, data, member, path, field, out)
    return
  }
  if (value.type === 'array' && Array.isArray(data)) {
    data.forEach((entry, index) => walk(doc, entry, value.of as SchemaValue, `${path}[${index}]`, field, out))
    return
  }
  if (value.type === 'object' && typeof data === 'object') {
    const record = data as Record<string, unknown>
    const { type, attributes } = attributesOf(value)
    const holder = type ?? typeName ?? ''
    // Rich text: each block's words as one string, then its link targets.
    if (record._type === 'block' && Array.isArray(record.children)) {
      // A company contact inserted in the text stands for the site settings' value the page fills in.
      const text = (record.children as Array<{ _type?: string; text?: string }>)
        .map((span) => span.text ?? (span._type === 'companyContact' ? '{contact}' : ''))
        .join('')
      if (text.trim()) out.push({ doc, path, value: text, kind: 'text' })
      walk(doc, record.markDefs, attributes.markDefs?.value ?? { type: 'unknown' }, `${path}.markDefs`, 'markDefs', out)
      return
    }
    for (const [name, attribute] of Object.entries(attributes)) {
      if (name.startsWith('_') || name === 'marks' || MACHINE_FIELDS[holder]?.includes(name)) continue
      walk(doc, record[name], attribute.value, path ? `${path}.${name}` : name, name, out, undefined)
    }
  }
}

/** The seed's strings a reader could see, in document order. */
export function seedStrings(): SeedString[] {
  const out: SeedString[] = []
  for (const doc of documents) {
    const type = named.get(doc._type)
    if (type?.type !== 'document') throw new Error(`The schema has no document type ${doc._type} (seed document ${doc._id})`)
    walk(doc._id, doc, { type: 'object', attributes: type.attributes }, '', '', out, type.name)
  }
  return out
}

/** Text as it is compared: without any whitespace (line breaks and spaces differ between the CMS and the page). */
export const squash = (text: string) => text.replace(/\s+/g, '')

/**
 * Whether a seed string is in the rendered text, its placeholders ("{portName}", "{year}",
 * "{email}") standing for whatever the page filled in.
 */
export function renderedIn(value: string, corpus: string) {
  const parts = squash(value).split(/\{\w+\}/)
  // Each part in turn, each placeholder at least one character: the earliest place of each part leaves
  // the most room for the next (a pattern of lazy wildcards would take time without end on a long
  // corpus that lacks the string).
  let at = 0
  for (const [index, part] of parts.entries()) {
    const from = index === 0 ? 0 : at + 1
    if (from > corpus.length) return false
    const found = corpus.indexOf(part, from)
    if (found < 0) return false
    at = found + part.length
  }
  return true
}
