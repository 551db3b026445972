/**
 * One source for every word: no string of the seed is also written in src/ (so which one a page
 * shows can never depend on the file), no component writes visible words of its own, and no
 * field of the schema is left unused by the seed. That every seed string is rendered by some page
 * or page state is the browser test tests/e2e/copy.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { documents } from '../../seed/content'
import { seedStrings } from '../seed-strings'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const SRC = join(ROOT, 'src')

/**
 * Seed strings that code in src/ must also write, each for a reason of the spec's own. None now: the
 * spec's "None" of calls 2 and 3 (notes and message left empty, a value of the payload, never shown;
 * also the penalty of a cell of the seed's SLA table) is written in contract/email-manager.ts, which
 * builds the payloads for the browser and the form endpoint alike.
 */
const ALSO_IN_CODE = new Set<string>()

/** The spec's messages (docs/contract.md, Messages): the one place in src/ where words of the site are written. */
const MESSAGES = join(SRC, 'forms', 'messages.ts')
/** GROQ, not words. */
const QUERIES = join(SRC, 'content', 'queries')
/** Words for editors, not visitors: what a failed build tells them in the Studio's Site status, naming the Studio's fields. */
const STUDIO_WORDS = join(SRC, 'content', 'page-needs.ts')

/**
 * Words code in src/ writes that are no page's words, each for a reason of the spec's own. None now:
 * call 2's "Not provided" (the phone left empty, a value of the payload) is written in
 * contract/email-manager.ts, with the payloads.
 */
const NOT_SHOWN = new Map<string, string>()

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && entry.name !== 'sanity.types.ts' ? [path] : []
  })
}

type Literal = { file: string; line: number; text: string; node: ts.Node }

/** Every string a source file writes: string and template literals, their parts, and JSX text. */
function literals(file: string): Literal[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: Literal[] = []
  const visit = (node: ts.Node) => {
    let text: string | undefined
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    )
      text = node.text
    else if (ts.isJsxText(node)) text = node.text
    if (text?.trim() && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      found.push({
        file: relative(ROOT, file),
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: text.trim(),
        node,
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const files = sourceFiles(SRC)
const written = files.flatMap(literals)

/** Inside a console call or an Error: words for the developer, never shown on a page. */
function forDevelopers(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) && /^console\./.test(at.expression.getText())) return true
    if (ts.isNewExpression(at) && /(Error|Exception)$/.test(at.expression.getText())) return true
    if (ts.isBlock(at) || ts.isSourceFile(at)) return false
  }
  return false
}

/** The JSX attribute whose value the literal is, itself (not an argument of a call in it, such as a word's name). */
function attributeOf(node: ts.Node): ts.JsxAttribute | undefined {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at)) return at
    if (ts.isCallExpression(at) || ts.isBlock(at) || ts.isSourceFile(at)) return undefined
  }
  return undefined
}

describe('one source for every word', () => {
  it('writes no string of the seed in src/ (the list of both is empty)', () => {
    const byText = new Map<string, string[]>()
    for (const literal of written) byText.set(literal.text, [...(byText.get(literal.text) ?? []), `${literal.file}:${literal.line}`])
    const both = seedStrings()
      // Words, not figures or punctuation; link targets are the site's routes, which the code defines.
      .filter((entry) => entry.kind === 'text' && /\p{L}/u.test(entry.value) && !ALSO_IN_CODE.has(entry.value.trim()))
      .flatMap((entry) => {
        const where = byText.get(entry.value.trim())
        return where ? [`${entry.doc} ${entry.path} "${entry.value}" is also written at ${where.join(', ')}`] : []
      })
    expect(both).toEqual([])
  })

  it('keeps its exceptions few and current: each is written where it says', () => {
    const seeded = new Set(seedStrings().map((entry) => entry.value.trim()))
    expect([...ALSO_IN_CODE].filter((text) => !seeded.has(text) || !written.some((literal) => literal.text === text))).toEqual([])
    expect([...NOT_SHOWN.keys()].filter((text) => !written.some((literal) => literal.text === text))).toEqual([])
  })

  it("writes no visible words in components: text, labels and sentences come from the CMS (or are the spec's messages)", () => {
    const visible = written.filter(({ file, text, node }) => {
      if (
        join(ROOT, file) === MESSAGES ||
        join(ROOT, file) === STUDIO_WORDS ||
        join(ROOT, file).startsWith(QUERIES) ||
        forDevelopers(node) ||
        NOT_SHOWN.has(text)
      )
        return false
      // Text between JSX tags, and labels, titles, placeholders and alt texts written as strings.
      if (ts.isJsxText(node)) return /\p{L}/u.test(text)
      const attribute = attributeOf(node)
      if (attribute && /^(aria-label|aria-description|title|placeholder|alt|label)$/.test(attribute.name.getText()))
        return /\p{L}/u.test(text)
      // A sentence anywhere else: a capitalised word followed by more words.
      return /\p{Lu}\p{Ll}+,? \p{Ll}/u.test(text)
    })
    expect(visible.map(({ file, line, text }) => `${file}:${line} "${text}"`)).toEqual([])
  })
})

/** The fields of the schema (src/content/schema.json), by "type.field", that hold content. */
function schemaFields() {
  type Value = { type: string; name?: string; of?: Value | Value[]; attributes?: Record<string, { value: Value }>; rest?: Value }
  const schema = JSON.parse(readFileSync(join(SRC, 'content', 'schema.json'), 'utf8')) as Array<{
    name: string
    type: string
    attributes?: Record<string, { value: Value }>
    value?: Value
  }>
  // Sanity's own types (assets, image crop and hotspot, slugs, geopoints) and the image machinery are not content fields.
  const own = schema.filter(
    (type) => !type.name.startsWith('sanity.') && !['slug', 'geopoint'].includes(type.name) && !type.name.endsWith('.reference'),
  )
  const fields: Array<{ field: string; words: boolean }> = []
  const add = (prefix: string, value: Value | undefined) => {
    if (!value) return
    if (value.type === 'array') return add(prefix, Array.isArray(value.of) ? undefined : value.of)
    if (value.type === 'union') return (value.of as Value[]).forEach((member) => add(prefix, member))
    for (const [name, attribute] of Object.entries(value.attributes ?? {})) {
      if (name.startsWith('_') || ['asset', 'media', 'hotspot', 'crop'].includes(name)) continue
      // Words: a string, or a list of strings, not one of a fixed list of choices.
      const inner = attribute.value.type === 'array' && !Array.isArray(attribute.value.of) ? attribute.value.of! : attribute.value
      fields.push({ field: `${prefix}.${name}`, words: inner.type === 'string' || inner.type === 'object' || inner.type === 'array' })
      if (attribute.value.type === 'object' || attribute.value.type === 'array') add(`${prefix}.${name}`, attribute.value)
    }
  }
  for (const type of own) add(type.name, type.type === 'document' ? { type: 'object', attributes: type.attributes } : type.value)
  return fields
}

/** The same "type.field" names for every value the seed sets. */
function seededFields() {
  const set = new Set<string>()
  const objectTypes = new Set(
    (JSON.parse(readFileSync(join(SRC, 'content', 'schema.json'), 'utf8')) as Array<{ name: string; type: string }>)
      .filter((type) => type.type === 'type')
      .map((type) => type.name),
  )
  const visit = (value: unknown, prefix: string) => {
    if (Array.isArray(value)) return value.forEach((entry) => visit(entry, prefix))
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    const type = String(record._type ?? '')
    // A named object type is its own prefix (a section of any page is a copySection); a block and its links belong to blockContent.
    const here =
      type === 'block'
        ? 'blockContent'
        : type === 'link' || type === 'internalLink'
          ? 'blockContent.markDefs'
          : objectTypes.has(type)
            ? type
            : prefix
    for (const [name, entry] of Object.entries(record)) {
      if (name.startsWith('_') || entry === null || entry === undefined || (Array.isArray(entry) && entry.length === 0)) continue
      set.add(`${here}.${name}`)
      visit(entry, `${here}.${name}`)
    }
  }
  for (const doc of documents) visit(doc, doc._type)
  return set
}

/**
 * Fields the seed leaves empty, each for a reason: an analytics account's ID and its own server are
 * set for a deployment, never words a reader sees. The seed keeps analytics off, as the site was
 * before it could be switched on; tests/e2e/analytics.spec.ts builds the site with GA4's ID set, and
 * tests/unit/analytics.test.ts checks every provider's ID and address.
 */
const SET_PER_DEPLOYMENT = new Set(['analyticsSettings.siteId', 'analyticsSettings.address'])

describe('no field exists that the site does not show', () => {
  it('the seed sets every content field of the schema, so the browser test sees each one rendered', () => {
    const seeded = seededFields()
    const unset = schemaFields()
      .map(({ field }) => field)
      .filter((field) => !seeded.has(field) && !SET_PER_DEPLOYMENT.has(field))
    expect(unset).toEqual([])
    // And only those: an exception that the seed sets after all is dropped from the list.
    expect([...SET_PER_DEPLOYMENT].filter((field) => seeded.has(field))).toEqual([])
  })

  it('every field that holds no words (numbers, flags, choices, references, images, places) is read by a query of the site', () => {
    const queries = readdirSync(QUERIES)
      .map((file) => readFileSync(join(QUERIES, file), 'utf8'))
      .join('\n')
    const unread = schemaFields()
      // A rich text block's own style, list and level travel whole with it (`...` in BLOCKS).
      .filter(({ field, words }) => !words && !/^blockContent\.(style|listItem|level)$/.test(field))
      .map(({ field }) => field)
      .filter((field) => !new RegExp(`\\b${field.split('.').pop()}\\b`).test(queries))
    expect(unread).toEqual([])
  })
})
