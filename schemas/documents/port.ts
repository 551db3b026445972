import { defineArrayMember, defineField, defineType } from 'sanity'
import { atMost, matches, segmentSlugProblem } from '../shared.ts'

export const COAST_OPTIONS = [
  { title: 'West coast', value: 'west' },
  { title: 'East coast', value: 'east' },
]

export const port = defineType({
  name: 'port',
  title: 'Port',
  type: 'document',
  groups: [
    { name: 'basics', title: 'Basics', default: true },
    { name: 'requirements', title: 'Requirements' },
    { name: 'resources', title: 'Equipment & contacts' },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'basics',
      description: 'Short name used in links and lists, e.g. "Mumbai / JNPT".',
      validation: (rule) => rule.required().custom(atMost(40)),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'basics',
      description:
        'The page lives at /ports/<slug>. Changing it after publishing is safe: the old address gets a redirect to the new one (listed under Redirects), so links and bookmarks keep working.',
      options: { source: 'name', maxLength: 40 },
      validation: (rule) => rule.required().custom(segmentSlugProblem),
    }),
    defineField({
      name: 'fullName',
      title: 'Full name',
      type: 'string',
      group: 'basics',
      description:
        'The official name, the heading of the port\'s page (the Name above is used where space is short), e.g. "Mumbai Port Authority & Jawaharlal Nehru Port (JNPA), Maharashtra".',
      validation: (rule) => rule.required().custom(atMost(120)),
    }),
    defineField({
      name: 'otherNames',
      title: 'Other names',
      type: 'array',
      group: 'basics',
      description:
        'Other names the port goes by in the trade, one per entry, e.g. "Nhava Sheva" or "Vizag": the port page shows them ("Also known as …") and the site search finds the port by any of them.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().custom(atMost(60)) })],
      validation: (rule) => rule.unique().max(8),
    }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      group: 'basics',
      description:
        "Where this port comes in the pre-arrival form's list of ports (within its coast): 0 or 1 first, then 2, and so on. The footer and the home page's ports follow Site settings > Featured & lists; the Ports page lists ports by name.",
      validation: (rule) => rule.required().integer().min(0),
    }),
    defineField({
      name: 'coast',
      title: 'Coast',
      type: 'string',
      group: 'basics',
      options: { list: COAST_OPTIONS, layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'region',
      title: 'State or union territory',
      type: 'string',
      group: 'basics',
      description:
        'Where the port is, e.g. "Odisha": shown on the port page, and given to search engines as the address region of the port.',
      validation: (rule) => [rule.required().warning('Name the state or union territory: the port page shows it'), rule.custom(atMost(60))],
    }),
    defineField({
      name: 'coordinates',
      title: 'Coordinates',
      type: 'portCoordinates',
      group: 'basics',
      description:
        'Shown on the port page. In decimal degrees, as a chart or an online map gives them: right-click the port in a map and copy the two numbers.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'responseTime',
      title: 'Response time',
      type: 'string',
      group: 'basics',
      description: 'How soon help reaches a ship here, in hours: a number or a range, e.g. "2-4 hours" or "6 hours".',
      validation: (rule) =>
        rule.required().custom(matches(/^\d+(-\d+)? hours?$/, 'Write it in hours, as a number or a range, e.g. "2-4 hours" or "6 hours"')),
    }),
    defineField({
      name: 'baseAssets',
      title: 'Base assets',
      type: 'string',
      group: 'basics',
      description:
        'The vessels and kit kept at or near this port, in one line, e.g. "2 salvage tugs, boom and skimmer stockpile, salvage pumps": shown on the port page.',
      validation: (rule) => rule.required().custom(atMost(160)),
    }),
    defineField({
      name: 'advanceNotice',
      title: 'Advance notice',
      type: 'string',
      group: 'requirements',
      description: 'e.g. "24h advance notice".',
      validation: (rule) => rule.required().custom(atMost(80)),
    }),
    defineField({
      name: 'seasonNote',
      title: 'Season note',
      type: 'string',
      group: 'requirements',
      description: 'Optional, e.g. "Cyclone season Oct-Dec".',
      validation: (rule) => rule.custom(atMost(80)),
    }),
    defineField({
      name: 'localNuances',
      title: 'Local nuances',
      type: 'array',
      group: 'requirements',
      description: 'Port-specific requirements. The first three print on the compliance pack.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().custom(atMost(200)) })],
      validation: (rule) => rule.required().min(3).error('List at least 3 local nuances (the first three print on the compliance pack)'),
    }),
    defineField({
      name: 'equipment',
      title: 'Equipment',
      type: 'array',
      group: 'resources',
      description: 'What we can deploy here, one item per entry, as the port page lists it, e.g. "Ocean containment boom, 1,200 m".',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'partners',
      title: 'Partners',
      type: 'array',
      group: 'resources',
      description:
        'The local firms we work with at this port, one per entry with what they do, as the port page lists them, e.g. "Harbour Line Launch Services".',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'emergencyContacts',
      title: 'Emergency contacts',
      type: 'array',
      group: 'resources',
      of: [defineArrayMember({ type: 'emergencyContact' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      group: 'seo',
      description:
        'Optional: without it, the page uses the browser title and description of the page copy "Port pages (shared copy)", with this port\'s name.',
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', fullName: 'fullName', responseTime: 'responseTime', coast: 'coast' },
    prepare: ({ title, fullName, responseTime, coast }) => ({
      title,
      subtitle: [fullName, responseTime, coast ? `${coast} coast` : undefined].filter(Boolean).join(' · '),
    }),
  },
})
