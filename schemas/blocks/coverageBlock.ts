import { BLOCKS } from '../../contract/blocks.ts'
import { defineField, defineType } from 'sanity'
import { blockType, bodyField, headingField, previewLine } from '../block-fields.ts'

/** The coast cards of the coverage zones, as on the home page (src/components/CoastCards.tsx). */
export const coverageBlock = defineType({
  ...blockType('coverageBlock'),
  fields: [
    headingField({ required: true }),
    bodyField(),
    defineField({
      name: 'note',
      title: 'Note',
      type: 'text',
      rows: 2,
      description: 'Optional small print under the cards. The zones themselves are the coverage zones (Content > Coverage zones).',
    }),
  ],
  preview: {
    select: { heading: 'heading' },
    prepare: ({ heading }) => ({
      title: heading || BLOCKS.coverageBlock.title,
      subtitle: previewLine('coverageBlock', 'west and east coast'),
    }),
  },
})
