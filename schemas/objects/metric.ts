import { defineField, defineType } from 'sanity'
import { atMost } from '../shared.ts'

export const metric = defineType({
  name: 'metric',
  title: 'Metric',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Value',
      type: 'string',
      description: 'The figure as displayed, e.g. "≤45 min" or "22".',
      validation: (rule) => rule.required().custom(atMost(24)),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      validation: (rule) => rule.required().custom(atMost(60)),
    }),
  ],
  preview: {
    select: { value: 'value', label: 'label' },
    prepare: ({ value, label }) => ({ title: value, subtitle: label }),
  },
})
