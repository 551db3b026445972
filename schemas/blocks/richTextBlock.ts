import { BLOCKS } from '../../contract/blocks.ts'
import { defineType } from 'sanity'
import { blockType, bodyField, headingField, previewLine } from '../block-fields.ts'

/** Rich text in a narrow column, with an optional heading (what a CMS page's body was before sections). */
export const richTextBlock = defineType({
  ...blockType('richTextBlock'),
  fields: [headingField({ description: 'Optional: a heading above the text.' }), bodyField({ required: true })],
  preview: {
    select: { heading: 'heading', text: 'body.0.children.0.text' },
    prepare: ({ heading, text }) => ({ title: heading || text || BLOCKS.richTextBlock.title, subtitle: previewLine('richTextBlock') }),
  },
})
