import { defineArrayMember, defineField, defineType } from 'sanity'
import { RichTextInput } from '../inputs/RichTextInput.tsx'
import { hrefProblem, INTERNAL_LINK_TYPES } from '../shared.ts'
import { textLength } from '../../contract/text-length.ts'

/** The longest heading a body may hold: a heading is a line or two, not a paragraph. */
export const BODY_HEADING_MAX = 80

/** A heading block longer than BODY_HEADING_MAX characters (its spans' text). */
export function headingProblem(block: unknown): string | true {
  const b = block as { style?: unknown; children?: Array<{ text?: unknown }> } | undefined
  if (b?.style !== 'h2' && b?.style !== 'h3') return true
  const length = textLength((b.children ?? []).map((child) => (typeof child?.text === 'string' ? child.text : '')).join(''))
  return length > BODY_HEADING_MAX
    ? `A heading has at most ${BODY_HEADING_MAX} characters (this one has ${length}): shorten it, or make the rest a normal paragraph`
    : true
}

/** Rich text used for page bodies and section bodies. */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Rich text',
  type: 'array',
  // As tall as its text, with no scrolling of its own: in a section's dialog, a click on any line lands in it (schemas/inputs/RichTextInput.tsx).
  components: { input: RichTextInput },
  of: [
    defineArrayMember({
      type: 'block',
      validation: (rule) => rule.custom(headingProblem),
      // The company's phone, email or WhatsApp from the site settings, inserted in the text.
      of: [defineArrayMember({ type: 'companyContact' })],
      styles: [
        { title: 'Normal', value: 'normal' },
        { title: 'Heading 2', value: 'h2' },
        { title: 'Heading 3', value: 'h3' },
        { title: 'Quote', value: 'blockquote' },
      ],
      lists: [
        { title: 'Bullet', value: 'bullet' },
        { title: 'Numbered', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Strong', value: 'strong' },
          { title: 'Emphasis', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Link',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Link target',
                type: 'string',
                description: 'https://…, mailto:…, tel:…, or a site path such as /contact or #quote.',
                validation: (rule) => rule.required().custom(hrefProblem),
              }),
            ],
          }),
          defineArrayMember({
            name: 'internalLink',
            title: 'Link to a port or page',
            type: 'object',
            description: 'Its address follows the port or page, even when its slug changes.',
            fields: [
              defineField({
                name: 'reference',
                title: 'Port or page',
                type: 'reference',
                to: INTERNAL_LINK_TYPES,
                validation: (rule) => rule.required(),
              }),
            ],
          }),
        ],
      },
    }),
  ],
})
