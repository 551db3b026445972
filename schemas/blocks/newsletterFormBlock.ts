import { defineType } from 'sanity'
import { BLOCKS } from '../../contract/blocks.ts'
import { blockType, bodyField, headingField, previewLine } from '../block-fields.ts'

/**
 * The form as on the footer, with its contract, its spam guard, its other ways to send and its words,
 * which are the layout copy's (Page copy > Header, footer and newsletter > Newsletter sign-up): one place for them. The block adds an optional heading and introduction.
 */
export const newsletterFormBlock = defineType({
  ...blockType('newsletterFormBlock'),
  fields: [
    headingField({ description: "Optional: instead of the form's own heading." }),
    bodyField({ title: 'Introduction', description: "Optional: instead of the form's own introduction." }),
  ],
  preview: {
    select: { heading: 'heading' },
    prepare: ({ heading }) => ({
      title: heading || BLOCKS.newsletterFormBlock.title,
      subtitle: previewLine('newsletterFormBlock', 'its words from its page copy'),
    }),
  },
})
