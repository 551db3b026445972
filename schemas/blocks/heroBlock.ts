import { BLOCKS } from '../../contract/blocks.ts'
import { defineField, defineType } from 'sanity'
import { blockType, count, itemsField, previewLine, SEARCHED_AS_TITLE } from '../block-fields.ts'
import { atMost, imageField } from '../shared.ts'

/** The page's opening (src/components/Page.tsx PageHero): its heading is the page's h1. */
export const heroBlock = defineType({
  ...blockType('heroBlock'),
  fields: [
    defineField({ name: 'eyebrow', title: 'Eyebrow', type: 'string', validation: (rule) => rule.custom(atMost(80)) }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: "The page's main heading (its h1).",
      options: SEARCHED_AS_TITLE,
      validation: (rule) => rule.required().custom(atMost(120)),
    }),
    defineField({ name: 'lead', title: 'Lead', type: 'text', rows: 3, validation: (rule) => rule.custom(atMost(400)) }),
    imageField({ name: 'image', title: 'Image', description: 'Optional: shown beside the text from tablets up.' }),
    itemsField({ title: 'Buttons', description: 'Up to three buttons under the lead: the first is the main one.', max: 3 }),
  ],
  preview: {
    select: { heading: 'heading', items: 'items', media: 'image' },
    prepare: ({ heading, items, media }) => ({
      title: heading || BLOCKS.heroBlock.title,
      subtitle: previewLine('heroBlock', count(items, 'button', 'buttons')),
      media,
    }),
  },
})
