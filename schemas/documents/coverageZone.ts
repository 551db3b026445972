import { defineField, defineType } from 'sanity'

export const coverageZone = defineType({
  name: 'coverageZone',
  title: 'Coverage zone',
  type: 'document',
  fields: [
    defineField({ name: 'zone', title: 'Zone', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'coast',
      title: 'Coast',
      type: 'string',
      options: {
        list: [
          { title: 'West coast', value: 'west' },
          { title: 'East coast', value: 'east' },
          { title: 'Pan-India', value: 'pan-india' },
          { title: 'Global', value: 'global' },
        ],
        layout: 'radio',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'ports',
      title: 'Ports',
      type: 'string',
      description: 'Ports or area covered, as displayed.',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'responseTime',
      title: 'Response time',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({ name: 'assets', title: 'Assets', type: 'string', validation: (rule) => rule.required().max(200) }),
    defineField({ name: 'order', title: 'Order', type: 'number', validation: (rule) => rule.required().integer().min(0) }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'zone', responseTime: 'responseTime', ports: 'ports' },
    prepare: ({ title, responseTime, ports }) => ({ title, subtitle: [responseTime, ports].filter(Boolean).join(' · ') }),
  },
})
