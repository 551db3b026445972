import { defineArrayMember, defineField, defineType } from 'sanity'
import { developerOnly } from '../roles.ts'
import { atMost, NAME_PATTERN } from '../shared.ts'

/**
 * The words of one field of a form (the pre-arrival form, the fleet quote form, the newsletter
 * signup): what the visitor reads. What the field is (its kind, whether it is required, what
 * the request sends) is the page's; the page finds the field by its name.
 */
export const formField = defineType({
  name: 'formField',
  title: 'Form field',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Field (read by the page)',
      type: 'string',
      description: 'The request field this is, e.g. "vesselName". Only developers see and change it.',
      ...developerOnly,
      validation: (rule) => rule.required().regex(NAME_PATTERN, { name: 'camelCase name' }),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'Required fields get their "*" by themselves.',
      validation: (rule) => rule.required().custom(atMost(60)),
    }),
    defineField({
      name: 'hint',
      title: 'Hint',
      type: 'string',
      description:
        'Optional help under the label; for a list of choices, the text shown before one is chosen; for the newsletter, the text inside the empty field.',
      validation: (rule) => rule.custom(atMost(120)),
    }),
    defineField({
      name: 'requiredMessage',
      title: 'Message when left empty',
      type: 'string',
      validation: (rule) => rule.custom(atMost(120)),
    }),
    defineField({
      name: 'invalidMessage',
      title: 'Message when not valid',
      type: 'string',
      description: 'For an email address (or another value with a format) that is not valid.',
      validation: (rule) => rule.custom(atMost(120)),
    }),
    defineField({
      name: 'options',
      title: 'Choices',
      type: 'array',
      description: 'For a list of choices: the choices, in order (for the port of call, those after the ports of the CMS).',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().custom(atMost(60)) })],
      validation: (rule) => rule.unique(),
    }),
  ],
  // Named by what the visitor reads: the field's name is the page's (developers only), never shown to editors.
  preview: {
    select: { title: 'label', hint: 'hint', options: 'options' },
    prepare: ({ title, hint, options }) => ({
      title,
      subtitle: hint || (Array.isArray(options) && options.length ? (options as string[]).join(', ') : undefined),
    }),
  },
})
