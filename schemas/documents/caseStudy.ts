import { defineField, defineType } from 'sanity'
import { atLeast, atMost, imageField } from '../shared.ts'

export const caseStudy = defineType({
  name: 'caseStudy',
  title: 'Case study',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().custom(atMost(90)) }),
    defineField({
      name: 'metric',
      title: 'Headline metric',
      type: 'string',
      description: 'Short result shown on the card, e.g. "Pack issued in 38 minutes".',
      validation: (rule) => rule.required().custom(atMost(60)),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 5,
      validation: (rule) => rule.required().custom(atLeast(40)).custom(atMost(700)),
    }),
    imageField({ name: 'image', title: 'Image', required: true }),
    defineField({ name: 'order', title: 'Order', type: 'number', validation: (rule) => rule.required().integer().min(0) }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', subtitle: 'metric', media: 'image' },
  },
})
