import { BLOCKS } from '../../contract/blocks.ts'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { blockType, bodyField, count, headingField, previewLine } from '../block-fields.ts'

/** Questions and answers chosen from the FAQs, as on the pre-arrival page; the page's FAQPage structured data. */
export const faqBlock = defineType({
  ...blockType('faqBlock'),
  fields: [
    headingField({ required: true }),
    bodyField(),
    defineField({
      name: 'faqs',
      title: 'Questions',
      type: 'array',
      description: 'Chosen from Content > FAQs, in the order shown.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'faq' }] })],
      validation: (rule) => rule.required().min(1).max(12).unique(),
    }),
  ],
  preview: {
    select: { heading: 'heading', faqs: 'faqs' },
    prepare: ({ heading, faqs }) => ({
      title: heading || BLOCKS.faqBlock.title,
      subtitle: previewLine('faqBlock', count(faqs, 'question', 'questions')),
    }),
  },
})
