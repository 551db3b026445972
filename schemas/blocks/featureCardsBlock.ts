import { BLOCKS } from '../../contract/blocks.ts'
import { defineField, defineType } from 'sanity'
import { blockType, bodyField, count, headingField, itemsField, previewLine } from '../block-fields.ts'

/** The card styles of the site's pages (src/components/pages/Icon.tsx CARD_STYLES). */
export const CARD_VARIANTS = [
  { title: 'Cards with an accent (as on Financial security)', value: 'accent' },
  { title: "Cards with a figure (as the fleet retainer's SLA highlights)", value: 'figures' },
  { title: "Figures on a dark band (as the salvage page's named assets)", value: 'dark' },
]

/** A heading and cards, each with an icon, a title, a figure and a text (src/components/pages/Icon.tsx IconCards). */
export const featureCardsBlock = defineType({
  ...blockType('featureCardsBlock'),
  fields: [
    headingField({ required: true }),
    bodyField(),
    defineField({
      name: 'variant',
      title: 'Style',
      type: 'string',
      options: { list: CARD_VARIANTS, layout: 'radio' },
      initialValue: 'accent',
      validation: (rule) => rule.required(),
    }),
    itemsField({
      title: 'Cards',
      description: "Each card's icon, title, text and (for cards with a figure) its Figure or tag.",
      required: true,
      max: 8,
    }),
  ],
  preview: {
    select: { heading: 'heading', items: 'items' },
    prepare: ({ heading, items }) => ({
      title: heading || BLOCKS.featureCardsBlock.title,
      subtitle: previewLine('featureCardsBlock', count(items, 'card', 'cards')),
    }),
  },
})
