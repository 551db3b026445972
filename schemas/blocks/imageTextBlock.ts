import { BLOCKS } from '../../contract/blocks.ts'
import { defineField, defineType } from 'sanity'
import { blockType, bodyField, headingField, previewLine } from '../block-fields.ts'
import { atMost, imageField } from '../shared.ts'

/** A picture beside a heading and text, as the case studies page shows each case (src/components/pages/ImageText.tsx). */
export const imageTextBlock = defineType({
  ...blockType('imageTextBlock'),
  fields: [
    defineField({
      name: 'tag',
      title: 'Tag',
      type: 'string',
      description: 'Optional: a short figure or label above the heading, e.g. "Now covering Chennai".',
      validation: (rule) => rule.custom(atMost(60)),
    }),
    headingField({ required: true }),
    bodyField({ required: true }),
    imageField({ name: 'image', title: 'Image', required: true }),
    defineField({
      name: 'imageSide',
      title: 'Image side',
      type: 'string',
      description: 'On phones the image is above the text.',
      options: {
        list: [
          { title: 'Left', value: 'left' },
          { title: 'Right', value: 'right' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'left',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { heading: 'heading', media: 'image', side: 'imageSide' },
    prepare: ({ heading, media, side }) => ({
      title: heading || BLOCKS.imageTextBlock.title,
      subtitle: previewLine('imageTextBlock', `image ${side ?? 'left'}`),
      media,
    }),
  },
})
