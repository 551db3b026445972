import { defineField, defineType } from 'sanity'
import { atMost } from '../shared.ts'

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'document',
  fields: [
    defineField({ name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required().custom(atMost(160)) }),
    defineField({ name: 'answer', title: 'Answer', type: 'text', rows: 4, validation: (rule) => rule.required().custom(atMost(1000)) }),
    defineField({
      name: 'page',
      title: 'Page',
      type: 'string',
      description: "Pre-arrival letter: on that page's FAQ. Chosen: only where a page's FAQ section chooses it.",
      options: {
        list: [
          { title: 'Pre-arrival letter (/port-call-compliance)', value: 'portCallCompliance' },
          { title: "Chosen in a page's FAQ section", value: 'chosen' },
        ],
      },
      initialValue: 'portCallCompliance',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'order', title: 'Order', type: 'number', validation: (rule) => rule.required().integer().min(0) }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'question', subtitle: 'answer' },
  },
})
