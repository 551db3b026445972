import { BLOCKS } from '../../contract/blocks.ts'
import { defineType } from 'sanity'
import { blockType, bodyField, count, headingField, itemsField, previewLine } from '../block-fields.ts'

/** The band that closes a page (src/components/CtaBand.tsx): heading, a line of text, large buttons. */
export const ctaBlock = defineType({
  ...blockType('ctaBlock'),
  fields: [
    headingField({ required: true }),
    bodyField(),
    itemsField({ title: 'Buttons', description: 'One large button each: the first is the main one.', required: true, max: 3 }),
  ],
  preview: {
    select: { heading: 'heading', items: 'items' },
    prepare: ({ heading, items }) => ({
      title: heading || BLOCKS.ctaBlock.title,
      subtitle: previewLine('ctaBlock', count(items, 'button', 'buttons')),
    }),
  },
})
