import { BLOCKS } from '../../contract/blocks.ts'
import { defineField, defineType } from 'sanity'
import { blockType, bodyField, headingField, itemsField, previewLine } from '../block-fields.ts'
import { COAST_OPTIONS } from '../documents/port.ts'

const SHOW = [{ title: 'The featured ports (Site settings > Featured & lists)', value: 'featured' }, ...COAST_OPTIONS]

/** Port guide cards, as on the pre-arrival page (src/components/pages/PortCards.tsx). */
export const portsBlock = defineType({
  ...blockType('portsBlock'),
  fields: [
    headingField({ required: true }),
    bodyField(),
    defineField({
      name: 'show',
      title: 'Ports',
      type: 'string',
      description: "A coast's ports are shown in their order, at most 24 (every port is in the port directory, /ports).",
      options: { list: SHOW, layout: 'radio' },
      initialValue: 'featured',
      validation: (rule) => rule.required(),
    }),
    itemsField({ title: 'Links', description: 'Optional links under the cards (e.g. to the port directory).', max: 3 }),
  ],
  preview: {
    select: { heading: 'heading', show: 'show' },
    prepare: ({ heading, show }) => ({
      title: heading || BLOCKS.portsBlock.title,
      subtitle: previewLine('portsBlock', SHOW.find((s) => s.value === show)?.title),
    }),
  },
})
