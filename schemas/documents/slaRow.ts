import { defineField, defineType } from 'sanity'
import { atMost } from '../shared.ts'

/**
 * One service-level commitment. Two readings exist: the short one (home page table)
 * and the full one (printable SLA schedule and fleet retainer page).
 */
export const slaRow = defineType({
  name: 'slaRow',
  title: 'SLA row',
  type: 'document',
  fieldsets: [
    { name: 'full', title: 'Full schedule wording', options: { columns: 1 } },
    { name: 'short', title: 'Short table wording (home page)', options: { columns: 1 } },
    { name: 'visibility', title: 'Where it appears', options: { columns: 2 } },
  ],
  fields: [
    defineField({ name: 'order', title: 'Order', type: 'number', validation: (rule) => rule.required().integer().min(0) }),
    defineField({ name: 'service', title: 'Service', type: 'string', validation: (rule) => rule.required().custom(atMost(80)) }),
    defineField({
      name: 'metric',
      title: 'Metric',
      type: 'string',
      description: 'What is measured (printable schedule column), e.g. "Validated submission to pack issued".',
      fieldset: 'full',
      validation: (rule) => rule.required().custom(atMost(120)),
    }),
    defineField({
      name: 'commitment',
      title: 'Commitment',
      type: 'string',
      fieldset: 'full',
      validation: (rule) => rule.required().custom(atMost(160)),
    }),
    defineField({
      name: 'penalty',
      title: 'Penalty',
      type: 'string',
      fieldset: 'full',
      validation: (rule) => rule.required().custom(atMost(160)),
    }),
    defineField({
      name: 'escalation',
      title: 'Escalation',
      type: 'string',
      fieldset: 'full',
      description: 'Leave empty where no escalation path is published.',
      validation: (rule) => rule.custom(atMost(160)),
    }),
    defineField({
      name: 'shortCommitment',
      title: 'Commitment (short)',
      type: 'string',
      fieldset: 'short',
      validation: (rule) => rule.required().custom(atMost(80)),
    }),
    defineField({
      name: 'shortPenalty',
      title: 'Penalty (short)',
      type: 'string',
      fieldset: 'short',
      validation: (rule) => rule.required().custom(atMost(80)),
    }),
    defineField({
      name: 'shortEscalation',
      title: 'Escalation (short)',
      type: 'string',
      fieldset: 'short',
      validation: (rule) => rule.custom(atMost(80)),
    }),
    defineField({
      name: 'onHomeTable',
      title: 'Show in the home page table',
      type: 'boolean',
      fieldset: 'visibility',
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'onSchedule',
      title: 'Show in the SLA schedule',
      type: 'boolean',
      fieldset: 'visibility',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'service', commitment: 'commitment', home: 'onHomeTable', schedule: 'onSchedule' },
    prepare: ({ title, commitment, home, schedule }) => ({
      title,
      subtitle: [commitment, home ? 'on the home page' : undefined, schedule ? 'in the SLA schedule' : undefined]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
