import { defineArrayMember, defineField, defineType } from 'sanity'
import { blockType, count, previewLine } from '../block-fields.ts'

/** A band of figures (the home page's key figures): the block's own, or the site's. */
export const metricsBlock = defineType({
  ...blockType('metricsBlock'),
  fields: [
    defineField({
      name: 'metrics',
      title: 'Figures',
      type: 'array',
      description: "Leave empty to show the site's key figures (Site settings > Key figures), as the home page does.",
      of: [defineArrayMember({ type: 'metric' })],
      validation: (rule) => rule.max(6),
    }),
  ],
  preview: {
    select: { metrics: 'metrics', first: 'metrics.0.value' },
    prepare: ({ metrics, first }) => ({
      title: first ?? "The site's key figures",
      subtitle: previewLine('metricsBlock', count(metrics, 'figure', 'figures') ?? 'from Site settings'),
    }),
  },
})
