import { BLOCKS } from '../../contract/blocks.ts'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { blockType, bodyField, count, headingField, previewLine } from '../block-fields.ts'

/** People chosen from the team, as on the leadership page (src/components/pages/Members.tsx). */
export const teamBlock = defineType({
  ...blockType('teamBlock'),
  fields: [
    headingField({ required: true }),
    bodyField(),
    defineField({
      name: 'members',
      title: 'People',
      type: 'array',
      description: 'Chosen from Content > Team, in the order shown.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'teamMember' }] })],
      validation: (rule) => rule.required().min(1).max(12).unique(),
    }),
  ],
  preview: {
    select: { heading: 'heading', members: 'members' },
    prepare: ({ heading, members }) => ({
      title: heading || BLOCKS.teamBlock.title,
      subtitle: previewLine('teamBlock', count(members, 'person', 'people')),
    }),
  },
})
