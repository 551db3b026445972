import { defineField, defineType } from 'sanity'
import { atMost } from '../shared.ts'

export const timelineEntry = defineType({
  name: 'timelineEntry',
  title: 'Timeline entry',
  type: 'document',
  fields: [
    defineField({
      name: 'year',
      title: 'Year',
      type: 'number',
      // From the founding year to next year (a milestone already announced), whenever the Studio runs.
      validation: (rule) =>
        rule
          .required()
          .integer()
          .min(2013)
          .max(new Date().getFullYear() + 1),
    }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().custom(atMost(80)) }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().custom(atMost(400)),
    }),
  ],
  orderings: [{ title: 'Year', name: 'yearAsc', by: [{ field: 'year', direction: 'asc' }] }],
  preview: {
    select: { year: 'year', title: 'title' },
    prepare: ({ year, title }) => ({ title: `${year ?? '????'} · ${title ?? ''}` }),
  },
})
