import { BLOCKS } from '../../contract/blocks.ts'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { blockType, bodyField, count, headingField, itemsField, previewLine } from '../block-fields.ts'

/** Case-study cards, as on the home page (src/components/CaseStudyCard.tsx). */
export const caseStudiesBlock = defineType({
  ...blockType('caseStudiesBlock'),
  fields: [
    headingField({ required: true }),
    bodyField(),
    defineField({
      name: 'show',
      title: 'Case studies',
      type: 'string',
      options: {
        list: [
          { title: 'The latest ones', value: 'latest' },
          { title: 'Those chosen below', value: 'chosen' },
        ],
        layout: 'radio',
      },
      initialValue: 'latest',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'count',
      title: 'How many of the latest',
      type: 'number',
      options: { list: [1, 2, 3, 4, 5, 6] },
      initialValue: 3,
      hidden: ({ parent }) => (parent as { show?: string } | undefined)?.show === 'chosen',
      validation: (rule) => rule.integer().min(1).max(6),
    }),
    defineField({
      name: 'caseStudies',
      title: 'Chosen case studies',
      type: 'array',
      description: 'In the order shown, at most 6.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'caseStudy' }] })],
      hidden: ({ parent, value }) => (parent as { show?: string } | undefined)?.show !== 'chosen' && !value,
      validation: (rule) =>
        rule
          .unique()
          .max(6)
          .custom((value, context) =>
            (context.parent as { show?: string } | undefined)?.show === 'chosen' && !(Array.isArray(value) && value.length)
              ? 'Choose the case studies to show'
              : true,
          ),
    }),
    itemsField({ title: 'Links', description: 'Optional links under the cards (e.g. to all case studies).', max: 2 }),
  ],
  preview: {
    select: { heading: 'heading', show: 'show', count: 'count', caseStudies: 'caseStudies' },
    prepare: ({ heading, show, count: n, caseStudies }) => ({
      title: heading || BLOCKS.caseStudiesBlock.title,
      subtitle: previewLine(
        'caseStudiesBlock',
        show === 'chosen' ? (count(caseStudies, 'chosen', 'chosen') ?? 'none chosen yet') : `the latest ${n ?? 3}`,
      ),
    }),
  },
})
