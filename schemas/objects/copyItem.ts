import {defineField, defineType} from 'sanity'
import {hrefProblem, iconOptions} from '../shared.ts'

/** One entry of a list inside a page-copy section (a card, a step, a checklist line, a link). */
export const copyItem = defineType({
  name: 'copyItem',
  title: 'Item',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(140),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'meta',
      title: 'Meta',
      type: 'string',
      description: 'Optional short figure, time or role shown with the item (e.g. "2-4 hours").',
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: {list: iconOptions, layout: 'dropdown'},
    }),
    defineField({
      name: 'href',
      title: 'Link',
      type: 'string',
      description: 'Optional: https://…, mailto:…, tel:…, /path or #anchor.',
      validation: (rule) => rule.custom(hrefProblem),
    }),
  ],
  preview: {
    select: {title: 'title', text: 'text', meta: 'meta', href: 'href'},
    prepare: ({title, text, meta, href}) => ({
      title,
      subtitle: [meta, href, text].filter(Boolean).join(' · '),
    }),
  },
})
