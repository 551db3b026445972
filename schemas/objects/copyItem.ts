import { defineField, defineType } from 'sanity'
import { SEARCHED_AS_TITLE } from '../block-fields.ts'
import { CopyItemInputWithPlace, CopyItemWithPlace } from '../inputs/WhereItShows.tsx'
import { developerOnly } from '../roles.ts'
import { atMost, hrefProblem, iconOptions, INTERNAL_LINK_TYPES, NAME_PATTERN } from '../shared.ts'

/** One entry of a list inside a page-copy section (a card, a step, a checklist line, a link). */
export const copyItem = defineType({
  name: 'copyItem',
  title: 'Item',
  type: 'object',
  // Where the word shows on the site, under it in the list and atop its form (contract/where-words-show.ts).
  components: { item: CopyItemWithPlace, input: CopyItemInputWithPlace },
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      options: SEARCHED_AS_TITLE,
      validation: (rule) => rule.required().custom(atMost(140)),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'meta',
      title: 'Figure or tag',
      type: 'string',
      description: 'Optional short figure, time or role shown with the item (e.g. "2-4 hours").',
    }),
    defineField({
      name: 'name',
      title: 'Name (read by the page)',
      type: 'string',
      description:
        'The page finds this item by its name (a form field, a label, a contact setting); it is never shown. Only developers see and change it.',
      hidden: (context) => !context.value || developerOnly.hidden(context),
      readOnly: developerOnly.readOnly,
      validation: (rule) => rule.regex(NAME_PATTERN, { name: 'camelCase or kebab-case name' }),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: iconOptions, layout: 'dropdown' },
    }),
    defineField({
      name: 'href',
      title: 'Link',
      type: 'string',
      description: 'Optional: https://…, mailto:…, tel:…, /path or #anchor. For a port or page of the site, choose it below instead.',
      validation: (rule) =>
        rule
          .custom(hrefProblem)
          .custom((value, context) =>
            value && (context.parent as { internal?: unknown } | undefined)?.internal ? 'Set a link or a port or page, not both' : true,
          ),
    }),
    defineField({
      name: 'internal',
      title: 'Link to a port, page or notice',
      type: 'reference',
      to: INTERNAL_LINK_TYPES,
      description: 'Its address follows the port, page or notice, even when its slug changes.',
    }),
  ],
  preview: {
    select: { title: 'title', text: 'text', meta: 'meta', href: 'href' },
    prepare: ({ title, text, meta, href }) => ({
      title,
      subtitle: [meta, href, text].filter(Boolean).join(' · '),
    }),
  },
})
