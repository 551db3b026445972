import { defineField, defineType } from 'sanity'
import { atMost } from '../shared.ts'

export const CLAUSE_TABLES = [
  { title: 'Fleet retainer: compliance alignment', value: 'fleetRetainer' },
  { title: 'Financial security: clause mapping', value: 'financialSecurity' },
  { title: 'DGS MSN 05/2025 summary', value: 'dgsSummary' },
]

export const clauseRow = defineType({
  name: 'clauseRow',
  title: 'Clause row',
  type: 'document',
  fields: [
    defineField({
      name: 'table',
      title: 'Table',
      type: 'string',
      options: { list: CLAUSE_TABLES, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'order', title: 'Order', type: 'number', validation: (rule) => rule.required().integer().min(0) }),
    defineField({
      name: 'clause',
      title: 'Clause',
      type: 'string',
      description: 'e.g. "§3" or "Clause 4.2".',
      validation: (rule) => rule.required().custom(atMost(60)),
    }),
    defineField({
      name: 'requirement',
      title: 'Requirement',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().custom(atMost(300)),
    }),
    defineField({
      name: 'delivery',
      title: 'Our delivery',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().custom(atMost(300)),
    }),
    defineField({
      name: 'verification',
      title: 'Verification',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().custom(atMost(300)),
    }),
  ],
  orderings: [
    {
      title: 'Table, then order',
      name: 'tableOrder',
      by: [
        { field: 'table', direction: 'asc' },
        { field: 'order', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: { clause: 'clause', table: 'table', requirement: 'requirement' },
    prepare: ({ clause, table, requirement }) => ({
      title: `${clause ?? ''}${requirement ? ` · ${requirement}` : ''}`,
      subtitle: CLAUSE_TABLES.find((t) => t.value === table)?.title ?? table,
    }),
  },
})
