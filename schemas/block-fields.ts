/**
 * The fields page sections share (schemas/blocks/): a heading, a rich-text body and a list of items
 * (buttons, cards, links), named as a page copy's sections name them, so a block's content has the
 * shape of a page copy's section and the site's section components take either. Browser-safe.
 */
import { defineArrayMember, defineField, defineType } from 'sanity'
import { BLOCKS, type BlockType } from '../contract/blocks.ts'
import { atMost } from './shared.ts'

/**
 * A field the Studio's search weighs as a document's title (Sanity gives a preview's title 10): the
 * words a page shows as a heading, a button or a card's title. Page copy and sections keep these
 * words in lists, not in a title of their own, so without it the Studio's search would rank a
 * document holding them in its title above the page that shows them (docs/editors.md).
 */
export const SEARCHED_AS_TITLE = { search: { weight: 10 } }

export function headingField(options: { required?: boolean; description?: string } = {}) {
  return defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    description: options.description,
    options: SEARCHED_AS_TITLE,
    validation: (rule) => (options.required ? rule.required().custom(atMost(120)) : rule.custom(atMost(120))),
  })
}

export function bodyField(options: { required?: boolean; title?: string; description?: string } = {}) {
  return defineField({
    name: 'body',
    title: options.title ?? 'Text',
    type: 'blockContent',
    description: options.description,
    validation: (rule) => (options.required ? rule.required().min(1) : rule),
  })
}

/** A list of copy items (schemas/objects/copyItem.ts): buttons, cards or links. */
export function itemsField(options: { title: string; description: string; required?: boolean; max?: number }) {
  return defineField({
    name: 'items',
    title: options.title,
    type: 'array',
    description: options.description,
    of: [defineArrayMember({ type: 'copyItem' })],
    validation: (rule) => {
      const least = options.required ? rule.required().min(1) : rule
      return options.max ? least.max(options.max) : least
    },
  })
}

/** A block's object type: its name, title and description from contract/blocks.ts. */
export function blockType<const T extends BlockType>(name: T) {
  const { title, description } = BLOCKS[name]
  return { name, title, description, type: 'object' as const }
}

/** "2 entries", "1 entry", or nothing for none. */
export function count(list: unknown, one: string, many: string) {
  const n = Array.isArray(list) ? list.length : 0
  return n ? `${n} ${n === 1 ? one : many}` : undefined
}

/** A block's preview: what it shows, in a line (its kind, then the rest). */
export function previewLine(type: BlockType, ...parts: Array<string | null | undefined | false>) {
  return [BLOCKS[type].title, ...parts].filter(Boolean).join(' · ')
}

/**
 * A form's block: the form as on its own page (its contract, spam guard, other ways to send, and its
 * words from that page's copy), with an optional heading and introduction of its own.
 */
export function formBlockType<const T extends BlockType>(name: T) {
  return defineType({
    ...blockType(name),
    fields: [
      headingField({ description: "Optional: instead of the form's own heading." }),
      bodyField({ title: 'Introduction', description: "Optional: instead of the form's own introduction." }),
    ],
    preview: {
      select: { heading: 'heading' },
      prepare: ({ heading }) => ({ title: heading || BLOCKS[name].title, subtitle: previewLine(name, 'its words from its page copy') }),
    },
  })
}
