import { BLOCKS } from '../../contract/blocks.ts'
import { defineType } from 'sanity'
import { blockType, bodyField, headingField, previewLine } from '../block-fields.ts'

/** The company's timeline, year by year, as on the about page (src/components/pages/Timeline.tsx). */
export const timelineBlock = defineType({
  ...blockType('timelineBlock'),
  fields: [
    headingField({ required: true, description: 'The years themselves are the timeline entries (Content > Timeline).' }),
    bodyField(),
  ],
  preview: {
    select: { heading: 'heading' },
    prepare: ({ heading }) => ({ title: heading || BLOCKS.timelineBlock.title, subtitle: previewLine('timelineBlock') }),
  },
})
