import { BLOCKS } from '../../contract/blocks.ts'
import { defineField, defineType } from 'sanity'
import { blockType, previewLine } from '../block-fields.ts'
import { atMost } from '../shared.ts'

const label = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().custom(atMost(40)) })

/**
 * The 24/7 phone, WhatsApp and email bar fixed at the bottom of the screen from tablets up, as on
 * the pre-arrival page (src/components/pages/ContactBar.tsx): the numbers and address are the site
 * settings', the words these.
 */
export const contactBarBlock = defineType({
  ...blockType('contactBarBlock'),
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'Beside the links on wide screens, e.g. "Questions about your port call?".',
      validation: (rule) => rule.custom(atMost(80)),
    }),
    label('call', 'Call link', 'Before the 24/7 phone number (Site settings), e.g. "Call 24/7".'),
    label('whatsapp', 'WhatsApp link', 'e.g. "WhatsApp".'),
    label('email', 'Email link', 'Before the support email (Site settings), e.g. "Email".'),
  ],
  preview: {
    select: { heading: 'heading' },
    prepare: ({ heading }) => ({
      title: heading || BLOCKS.contactBarBlock.title,
      subtitle: previewLine('contactBarBlock', 'at the bottom of the screen'),
    }),
  },
})
