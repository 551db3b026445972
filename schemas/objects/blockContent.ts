import { defineArrayMember, defineField, defineType } from 'sanity'
import { hrefProblem, INTERNAL_LINK_TYPES } from '../shared.ts'

/** Rich text used for page bodies and section bodies. */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Rich text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
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
