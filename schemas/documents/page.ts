import { defineField, defineType } from 'sanity'
import { pageBlocksField } from '../page-blocks.ts'
import { reservedPathProblem } from '../reserved-paths.ts'
import { atMost, slugProblem } from '../shared.ts'

/**
 * A page editors build from sections (schemas/page-blocks.ts), served at "/<slug>" (slugs may
 * contain "/"). An older dataset's `body` (rich text) becomes its first section: `npm run
 * content:migrate` (docs/commands.md).
 */
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
    pageBlocksField({
      group: 'content',
      required: true,
      description:
        'The page, section by section. A hero first gives the page its heading; without one, the title above is. Arrange them here or in the preview (Presentation): drag, add, remove.',
    }),
    defineField({
      name: 'updatedOn',
      title: 'Last updated',
      type: 'date',
      group: 'content',
      description:
        'For a page whose date matters to its readers (the privacy notice, terms): the day its content last changed, shown at its foot ("Last updated: …", in the words of Page copy › Header, footer and newsletter › Interface). Change it with each change of substance. Empty: no date is shown.',
      options: { dateFormat: 'D MMMM YYYY' },
    }),
    defineField({ name: 'seo', title: 'SEO', type: 'seo', group: 'seo', validation: (rule) => rule.required() }),
    defineField({
      name: 'noindex',
      title: 'Keep out of search engines',
      type: 'boolean',
      group: 'seo',
      description: 'For a page shared by link only (a campaign, a page for one partner): it is left out of the sitemap and search results.',
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current', blocks: 'blocks', noindex: 'noindex' },
    prepare: ({ title, slug, blocks, noindex }) => ({
      title,
      subtitle: [
        slug ? `/${slug}` : 'No slug',
        Array.isArray(blocks) && `${blocks.length} ${blocks.length === 1 ? 'section' : 'sections'}`,
        noindex && 'kept out of search',
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
