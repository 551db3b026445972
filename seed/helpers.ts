/**
 * Small helpers for writing seed documents: stable `_key`s, Portable Text from
 * plain strings, and copy sections/items. Erasable TypeScript only (Node type stripping).
 */

/** Deterministic 12-character key from a seed string (FNV-1a, two rounds). */
export function key(seed: string): string {
  let h1 = 0x811c9dc5
  let h2 = 0x01000193
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 16777619) >>> 0
    h2 = Math.imul(h2 ^ c, 2246822519) >>> 0
  }
  return (h1.toString(36) + h2.toString(36)).padEnd(12, '0').slice(0, 12)
}

/** Adds `_key` to each object of an array (keys derived from content and position). */
export function keyed<T extends Record<string, unknown>>(prefix: string, items: T[]): Array<T & { _key: string }> {
  return items.map((item, index) => ({ _key: key(`${prefix}:${index}:${JSON.stringify(item)}`), ...item }))
}

type Span = { _type: 'span'; _key: string; text: string; marks: string[] }
/** The company's phone, email or WhatsApp number from the site settings, inline (schemas/objects/companyContact.ts). */
type CompanyContact = {
  _type: 'companyContact'
  _key: string
  setting: 'emergencyPhone' | 'supportEmail' | 'grievanceOfficer' | 'grievanceEmail'
}
type LinkDef =
  { _type: 'link'; _key: string; href: string } | { _type: 'internalLink'; _key: string; reference: { _type: 'reference'; _ref: string } }
export type Block = {
  _type: 'block'
  _key: string
  style: string
  markDefs: LinkDef[]
  children: Array<Span | CompanyContact>
  listItem?: 'bullet' | 'number'
  level?: number
}

/**
 * Parses inline `**bold**`, `*em*`, `[text](href)` and `{emergencyPhone}`, `{supportEmail}`,
 * `{grievanceOfficer}`, `{grievanceEmail}` (the site settings' own, inserted) into spans, link mark
 * definitions and company contacts.
 */
function inline(text: string, blockKey: string): { children: Array<Span | CompanyContact>; markDefs: LinkDef[] } {
  const children: Array<Span | CompanyContact> = []
  const markDefs: LinkDef[] = []
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*|\[([^\]]+)\]\(([^)\s]+)\)|\{(emergencyPhone|supportEmail|grievanceOfficer|grievanceEmail)\}/g
  let last = 0
  let n = 0
  const push = (t: string, marks: string[]) => {
    if (t === '') return
    children.push({ _type: 'span', _key: `${blockKey}s${n++}`, text: t, marks })
  }
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    push(text.slice(last, m.index), [])
    if (m[1] !== undefined) push(m[1], ['strong'])
    else if (m[2] !== undefined) push(m[2], ['em'])
    else if (m[5] !== undefined)
      children.push({ _type: 'companyContact', _key: `${blockKey}c${n++}`, setting: m[5] as CompanyContact['setting'] })
    else {
      const defKey = `${blockKey}l${markDefs.length}`
      const href = m[4]
      // "[text](doc:port.mumbai)" links to a document of the site by reference.
      markDefs.push(
        href.startsWith('doc:')
          ? { _type: 'internalLink', _key: defKey, reference: { _type: 'reference', _ref: href.slice(4) } }
          : { _type: 'link', _key: defKey, href },
      )
      push(m[3], [defKey])
    }
    last = m.index + m[0].length
  }
  push(text.slice(last), [])
  if (children.length === 0) push(text === '' ? ' ' : text, [])
  return { children, markDefs }
}

/**
 * Portable Text from strings, one block each:
 * "## Heading", "### Subheading", "- bullet", "1. numbered", "> quote", otherwise a paragraph.
 * Inline: **bold**, *emphasis*, [link text](https://… | mailto:… | tel:… | /path | #anchor | doc:<id>),
 * {emergencyPhone} | {supportEmail} | {grievanceOfficer} | {grievanceEmail} (from the site settings).
 */
export function pt(...paragraphs: string[]): Block[] {
  return paragraphs.map((raw, index) => {
    let text = raw
    let style = 'normal'
    let listItem: 'bullet' | 'number' | undefined
    if (text.startsWith('## ')) [style, text] = ['h2', text.slice(3)]
    else if (text.startsWith('### ')) [style, text] = ['h3', text.slice(4)]
    else if (text.startsWith('> ')) [style, text] = ['blockquote', text.slice(2)]
    else if (text.startsWith('- ')) [listItem, text] = ['bullet', text.slice(2)]
    else if (/^\d+\. /.test(text)) [listItem, text] = ['number', text.replace(/^\d+\. /, '')]
    const blockKey = key(`${index}:${raw}`)
    const { children, markDefs } = inline(text, blockKey)
    return {
      _type: 'block',
      _key: blockKey,
      style,
      markDefs,
      children,
      ...(listItem ? { listItem, level: 1 } : {}),
    }
  })
}

/** A copy item; `internal` is the id of a port or page it links to (by reference). */
export type CopyItem = { title: string; text?: string; meta?: string; name?: string; icon?: string; href?: string; internal?: string }

/** Copy items (`copyItem` objects) with keys. */
export function items(sectionKey: string, list: CopyItem[]) {
  return list.map(({ internal, ...item }, index) => ({
    _type: 'copyItem' as const,
    _key: key(`${sectionKey}:${index}:${item.title}`),
    ...item,
    ...(internal ? { internal: { _type: 'reference' as const, _ref: internal } } : {}),
  }))
}

export type FormFieldInput = {
  name: string
  label: string
  hint?: string
  requiredMessage?: string
  invalidMessage?: string
  options?: string[]
}

export type SectionInput = {
  heading?: string
  body?: string[]
  items?: CopyItem[]
  fields?: FormFieldInput[]
  note?: string
}

/** A `copySection`; its `_key` is its machine key (one of its page's, contract/page-copy.ts: `pageCopy()` checks it). */
export function section<const K extends string>(sectionKey: K, input: SectionInput) {
  return {
    _type: 'copySection' as const,
    _key: sectionKey,
    key: sectionKey,
    ...(input.heading ? { heading: input.heading } : {}),
    ...(input.body ? { body: pt(...input.body) } : {}),
    ...(input.items ? { items: items(sectionKey, input.items) } : {}),
    ...(input.fields ? { fields: input.fields.map((field) => ({ _type: 'formField' as const, _key: field.name, ...field })) } : {}),
    ...(input.note ? { note: input.note } : {}),
  }
}

/** `seo` object. */
export function seo(title: string, description: string) {
  return { _type: 'seo' as const, title, description }
}
