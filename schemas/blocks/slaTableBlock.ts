import { BLOCKS } from '../../contract/blocks.ts'
import { defineField, defineType } from 'sanity'
import { blockType, bodyField, headingField, itemsField, previewLine } from '../block-fields.ts'

const TABLES = [
  { title: 'Short table (the home page\'s wording: SLA rows "On the home page table")', value: 'short' },
  { title: 'Full schedule (SLA rows "On the printable schedule")', value: 'full' },
]

/** The SLA rows as the home page (short) or the fleet retainer (full) shows them (src/components/pages/StackTable.tsx). */
export const slaTableBlock = defineType({
  ...blockType('slaTableBlock'),
  fields: [
    headingField({ required: true }),
    bodyField(),
    defineField({
      name: 'table',
      title: 'Table',
      type: 'string',
      description: 'The rows themselves are the SLA rows (Content > SLA rows).',
      options: { list: TABLES, layout: 'radio' },
      initialValue: 'short',
      validation: (rule) => rule.required(),
    }),
    itemsField({ title: 'Links', description: 'Optional links under the table (the second one a button).', max: 2 }),
  ],
  preview: {
    select: { heading: 'heading', table: 'table' },
    prepare: ({ heading, table }) => ({
      title: heading || BLOCKS.slaTableBlock.title,
      subtitle: previewLine('slaTableBlock', table === 'full' ? 'full schedule' : 'short table'),
    }),
  },
})
