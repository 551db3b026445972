import { defineField, defineType } from 'sanity'
import { atMost, iconOptions } from '../shared.ts'

export const badge = defineType({
  name: 'badge',
  title: 'Badge',
  type: 'object',
  fields: [
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: iconOptions, layout: 'dropdown' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'string',
      validation: (rule) => rule.required().custom(atMost(40)),
    }),
  ],
  preview: {
    select: { title: 'text', subtitle: 'icon' },
    prepare: ({ title, subtitle }) => ({ title, subtitle: subtitle ? `Icon: ${subtitle}` : 'No icon' }),
  },
})
