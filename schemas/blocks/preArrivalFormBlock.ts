import { defineType } from 'sanity'
import { BLOCKS } from '../../contract/blocks.ts'
import { blockType, bodyField, headingField, previewLine } from '../block-fields.ts'

/**
 * The form as on /port-call-compliance, with its contract, its spam guard, its other ways to send and its words,
 * which are the pre-arrival page's copy (Page copy > Pre-arrival letter generator > Form): one place for them. The block adds an optional heading and introduction.
 */
export const preArrivalFormBlock = defineType({
  ...blockType('preArrivalFormBlock'),
  fields: [
    headingField({ description: "Optional: instead of the form's own heading." }),
    bodyField({ title: 'Introduction', description: "Optional: instead of the form's own introduction." }),
  ],
  preview: {
    select: { heading: 'heading' },
    prepare: ({ heading }) => ({
      title: heading || BLOCKS.preArrivalFormBlock.title,
      subtitle: previewLine('preArrivalFormBlock', 'its words from its page copy'),
    }),
  },
})
