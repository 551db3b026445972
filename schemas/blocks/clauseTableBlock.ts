import { BLOCKS } from '../../contract/blocks.ts'
import { defineField, defineType } from 'sanity'
import { blockType, bodyField, headingField, previewLine } from '../block-fields.ts'
import { CLAUSE_TABLES } from '../documents/clauseRow.ts'

/** One of the clause tables (src/components/pages/StackTable.tsx ClauseTable). */
export const clauseTableBlock = defineType({
  ...blockType('clauseTableBlock'),
  fields: [
    headingField({ required: true }),
    bodyField(),
    defineField({
      name: 'table',
      title: 'Table',
      type: 'string',
      description: 'The rows themselves are the clause rows (Content > Clause tables).',
      options: { list: CLAUSE_TABLES, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'note', title: 'Note', type: 'text', rows: 2, description: 'Optional small print under the table.' }),
  ],
  preview: {
    select: { heading: 'heading', table: 'table' },
    prepare: ({ heading, table }) => ({
      title: heading || BLOCKS.clauseTableBlock.title,
      subtitle: previewLine('clauseTableBlock', CLAUSE_TABLES.find((t) => t.value === table)?.title),
    }),
  },
})
