import { defineField, defineType } from 'sanity'
import { atMost, phoneProblem } from '../shared.ts'

/** Days after which a contact's "last verified" date earns a warning in the Studio. */
export const VERIFY_EVERY_DAYS = 90

/** Whose number a port's emergency contact shows: its own, or the company's 24/7 phone from the site settings. */
export const CONTACT_SOURCES = [
  { title: 'Its own phone number', value: 'own' },
  { title: 'Our 24/7 emergency phone (from Site settings, changed there once for every port)', value: 'company' },
] as const

const isCompany = (parent: unknown) => (parent as { source?: unknown } | undefined)?.source === 'company'

/** A warning once a contact was last verified more than VERIFY_EVERY_DAYS ago (or never); an error for a date in the future. */
export function verifiedProblem(value: unknown, now = Date.now()): string | true {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Call the number, then enter the day it answered'
  const day = Date.parse(`${value}T00:00:00Z`)
  if (Number.isNaN(day)) return 'Enter a date such as 2026-11-02'
  const age = Math.floor((now - day) / 86_400_000)
  if (age < -1) return 'This date is in the future'
  if (age > VERIFY_EVERY_DAYS)
    return `Last verified ${age} days ago: call the number again and update this date (every ${VERIFY_EVERY_DAYS} days)`
  return true
}

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
      validation: (rule) => rule.required().custom(atMost(80)),
    }),
    defineField({
      name: 'source',
      title: 'Number',
      type: 'string',
      options: { list: [...CONTACT_SOURCES], layout: 'radio' },
      initialValue: 'own',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'contact',
      title: 'Phone',
      type: 'string',
      description: 'As displayed, e.g. "+91 22 6000 2411". Links use the digits.',
      hidden: ({ parent }) => isCompany(parent),
      validation: (rule) =>
        rule.custom((value, context) => {
          if (isCompany(context.parent)) return true
          return value ? phoneProblem(value) : 'Enter the phone number, or choose our 24/7 emergency phone'
        }),
    }),
    defineField({
      name: 'verified',
      title: 'Last verified',
      type: 'date',
      description: `The day someone called this number and it answered. The Studio warns ${VERIFY_EVERY_DAYS} days later.`,
      hidden: ({ parent }) => isCompany(parent),
      options: { dateFormat: 'D MMMM YYYY' },
      validation: (rule) => [
        rule.custom((value, context) => (isCompany(context.parent) || value ? true : 'Call the number, then enter the day it answered')),
        rule
          .custom((value, context) => {
            if (isCompany(context.parent) || !value) return true
            const problem = verifiedProblem(value)
            return problem === true || problem.startsWith('Last verified') ? problem : true
          })
          .warning(),
        rule.custom((value, context) => {
          if (isCompany(context.parent) || !value) return true
          const problem = verifiedProblem(value)
          return problem === true || problem.startsWith('Last verified') ? true : problem
        }),
      ],
    }),
  ],
  preview: {
    select: { title: 'role', contact: 'contact', source: 'source', verified: 'verified' },
    prepare: ({ title, contact, source, verified }) => ({
      title,
      subtitle:
        source === 'company'
          ? '24/7 emergency phone from Site settings'
          : [contact, verified && `verified ${verified}`].filter(Boolean).join(' · '),
    }),
  },
})
