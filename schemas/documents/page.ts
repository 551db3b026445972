import { defineField, defineType } from 'sanity'
import { reservedPathProblem } from '../reserved-paths.ts'
import { atMost, slugProblem } from '../shared.ts'

/** Generic content page served at "/<slug>" (slugs may contain "/"). */
export const page = defineType({
  name: 'page',
  title: 'Page',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'seo', title: 'SEO' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().custom(atMost(100)),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'content',
      description: 'Path after the domain without the leading "/", e.g. "agents/partner".',
      options: { source: 'title', maxLength: 96 },
      validation: (rule) => rule.required().custom(slugProblem).custom(reservedPathProblem),
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo', validation: (rule) => rule.required() }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'blockContent',
      group: 'content',
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title, subtitle: slug ? `/${slug}` : 'No slug' }),
  },
})
