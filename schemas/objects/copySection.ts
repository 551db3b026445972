import { defineArrayMember, defineField, defineType } from 'sanity'
import { SEARCHED_AS_TITLE } from '../block-fields.ts'
import { developerOnly } from '../roles.ts'
import { atMost, KEBAB_PATTERN } from '../shared.ts'
import { sectionTitle } from '../section-titles.ts'
import { sectionShows, type SectionPart } from '../section-parts.ts'

/** Hides an empty part the section's page does not show (schemas/section-parts.ts). */
const unlessShown =
  (part: SectionPart) =>
  ({ document, parent, value }: { document?: unknown; parent?: unknown; value?: unknown }) =>
    (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) &&
    !sectionShows((document as { key?: unknown } | undefined)?.key, (parent as { key?: unknown } | undefined)?.key, part)

/** A named block of copy on a page; page code looks it up by `key`. */
export const copySection = defineType({
  name: 'copySection',
  title: 'Section',
  type: 'object',
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      description: 'Machine key the page code looks up (kebab-case, e.g. "dgs-verification"). Only developers see and change it.',
      ...developerOnly,
      validation: (rule) => rule.required().regex(KEBAB_PATTERN, { name: 'kebab-case key' }),
    }),
    defineField({
      name: 'heading',
      hidden: unlessShown('heading'),
      title: 'Heading',
      type: 'string',
      options: SEARCHED_AS_TITLE,
      validation: (rule) => rule.custom(atMost(120)),
    }),
    defineField({
      name: 'body',
      hidden: unlessShown('body'),
      title: 'Body',
      type: 'blockContent',
    }),
    defineField({
      name: 'items',
      hidden: unlessShown('items'),
      title: 'Items',
      type: 'array',
      of: [defineArrayMember({ type: 'copyItem' })],
    }),
    defineField({
      name: 'fields',
      hidden: unlessShown('fields'),
      title: 'Form fields',
      type: 'array',
      description: 'For a section that holds a form: the words of each of its fields.',
      of: [defineArrayMember({ type: 'formField' })],
    }),
    defineField({
      name: 'note',
      hidden: unlessShown('note'),
      title: 'Note',
      type: 'text',
      rows: 2,
      description:
        'Optional small print shown under the section. In the copyright line, write {year} where the year goes (e.g. "© {year} Global Salvage India"): the site shows the current year there.',
    }),
  ],
  preview: {
    select: { key: 'key', heading: 'heading', items: 'items' },
    prepare: ({ key, heading, items }) => ({
      // In plain words: the section's heading, else what the section is (never its machine key).
      title: heading || sectionTitle(key),
      subtitle: Array.isArray(items) && items.length ? `${items.length} ${items.length === 1 ? 'entry' : 'entries'}` : undefined,
    }),
  },
})
