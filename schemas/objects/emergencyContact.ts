import { defineField, defineType } from 'sanity'
import { phoneProblem } from '../shared.ts'

export const emergencyContact = defineType({
  name: 'emergencyContact',
  title: 'Emergency contact',
  type: 'object',
  fields: [
    defineField({
      name: 'role',
      title: 'Role',
      type: 'string',
      description: 'e.g. "Port Control (VTS)" or "Coast Guard MRCC".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'contact',
      title: 'Phone',
      type: 'string',
      validation: (rule) => rule.required().custom(phoneProblem),
    }),
  ],
  preview: {
    select: { title: 'role', subtitle: 'contact' },
  },
})
