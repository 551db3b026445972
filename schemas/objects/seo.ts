import { defineField, defineType } from 'sanity'
import { atMost, DESCRIPTION_MAX, imageField, TITLE_MAX } from '../shared.ts'

export const seo = defineType({
  name: 'seo',
  title: 'SEO',
  type: 'object',
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'title',
      title: 'Browser / search title',
      type: 'string',
      description: `Shown in the browser tab and search results, followed by " | " and the brand name unless it names the brand already. Keep it under ${TITLE_MAX} characters.`,
      validation: (rule) => [
        rule.required(),
        rule.custom(atMost(TITLE_MAX)).warning(`Titles longer than ${TITLE_MAX} characters are cut off in search results`),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Meta description',
      type: 'text',
      rows: 3,
      description: `One or two sentences for search results. Keep it under ${DESCRIPTION_MAX} characters.`,
      validation: (rule) => [
        rule.required(),
        rule
          .custom(atMost(DESCRIPTION_MAX))
          .warning(`Descriptions longer than ${DESCRIPTION_MAX} characters are cut off in search results`),
      ],
    }),
    imageField({
      name: 'image',
      title: 'Sharing image',
      description:
        "Optional. When a link to this page is shared (WhatsApp, LinkedIn, email), chats show a 1200×630 picture drawn from the page's title and facts in the site's colours, redrawn whenever they change. Set a picture here to show it instead, cropped to 1200×630 around its hotspot.",
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description' },
  },
})
