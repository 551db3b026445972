import { defineArrayMember, defineField, defineType } from 'sanity'
import { atMost } from '../shared.ts'

export const coverageZone = defineType({
  name: 'coverageZone',
  title: 'Coverage zone',
  type: 'document',
  fields: [
    defineField({ name: 'zone', title: 'Zone', type: 'string', validation: (rule) => rule.required().custom(atMost(60)) }),
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
      type: 'array',
      description:
        'The ports of this zone the coast cards (home and salvage pages) link to, in the order shown: at most 12, so those pages stay light however many ports the site has. Every port is in the port directory (/ports) whether listed here or not.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'port' }] })],
      validation: (rule) =>
        rule
          .unique()
          .max(12)
          .custom((ports, context) =>
            (Array.isArray(ports) && ports.length) || (context.document as { places?: unknown } | undefined)?.places
              ? true
              : 'Choose the ports of this zone, or name the places it covers below',
          ),
    }),
    defineField({
      name: 'places',
      title: 'Other places covered',
      type: 'string',
      description:
        'Optional: places without a port guide, shown after the ports, e.g. "Cochin" or "All other Indian ports and anchorages".',
      validation: (rule) => rule.custom(atMost(160)),
    }),
    defineField({
      name: 'formPorts',
      title: 'Ports in the pre-arrival form without a guide',
      type: 'array',
      description:
        'Ports of this coast that the pre-arrival form lists under its name though they have no port guide, e.g. "Cochin". Ports with a guide are listed by their own Coast field. After the next build.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().custom(atMost(60)) })],
      hidden: ({ document }) => !['west', 'east'].includes(String((document as { coast?: unknown } | undefined)?.coast)),
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'responseTime',
      title: 'Response time',
      type: 'string',
      validation: (rule) => rule.required().custom(atMost(40)),
    }),
    defineField({ name: 'assets', title: 'Assets', type: 'string', validation: (rule) => rule.required().custom(atMost(200)) }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Where this zone comes in lists and tables: 1 first, then 2, and so on.',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'zone', responseTime: 'responseTime', port0: 'ports.0.name', port1: 'ports.1.name', places: 'places' },
    prepare: ({ title, responseTime, port0, port1, places }) => ({
      title,
      subtitle: [responseTime, [port0, port1, places].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
    }),
  },
})
