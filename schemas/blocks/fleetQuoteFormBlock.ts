import { defineType } from 'sanity'
import { BLOCKS } from '../../contract/blocks.ts'
import { blockType, bodyField, headingField, previewLine } from '../block-fields.ts'

/**
 * The form as on /fleet-retainer, with its contract, its spam guard, its other ways to send and its words,
 * which are the fleet retainer's copy (Page copy > Fleet retainer > Quote): one place for them. The block adds an optional heading and introduction.
 */
export const fleetQuoteFormBlock = defineType({
  ...blockType('fleetQuoteFormBlock'),
  fields: [
    headingField({ description: "Optional: instead of the form's own heading." }),
    bodyField({ title: 'Introduction', description: "Optional: instead of the form's own introduction." }),
  ],
  preview: {
    select: { heading: 'heading' },
    prepare: ({ heading }) => ({
      title: heading || BLOCKS.fleetQuoteFormBlock.title,
      subtitle: previewLine('fleetQuoteFormBlock', 'its words from its page copy'),
    }),
  },
})
