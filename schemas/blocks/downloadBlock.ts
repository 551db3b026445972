import { BLOCKS } from '../../contract/blocks.ts'
import { defineField, defineType } from 'sanity'
import { blockType, bodyField, headingField, previewLine } from '../block-fields.ts'
import { atMost, iconOptions } from '../shared.ts'

/** The site's four PDFs (src/lib/downloads.ts DOWNLOADS, whose keys these values are). */
export const DOCUMENTS = [
  { title: 'DGS MSN 05/2025 compliance summary', value: 'complianceSummary' },
  { title: 'Pre-arrival compliance pack', value: 'compliancePack' },
  { title: 'Fleet retainer SLA schedule', value: 'slaSchedule' },
  { title: 'Financial security evidence pack', value: 'evidencePack' },
]

/** A card offering one of the site's PDFs (src/components/pages/CopyDownload.tsx DownloadCard). */
export const downloadBlock = defineType({
  ...blockType('downloadBlock'),
  fields: [
    headingField({ required: true }),
    bodyField(),
    defineField({
      name: 'document',
      title: 'Document',
      type: 'string',
      options: { list: DOCUMENTS, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'button',
      title: 'Button',
      type: 'string',
      description: 'e.g. "Download the evidence pack (PDF)".',
      validation: (rule) => rule.required().custom(atMost(60)),
    }),
    defineField({
      name: 'icon',
      title: 'Icon',
      type: 'string',
      options: { list: iconOptions, layout: 'dropdown' },
      initialValue: 'document',
    }),
  ],
  preview: {
    select: { heading: 'heading', document: 'document' },
    prepare: ({ heading, document }) => ({
      title: heading || BLOCKS.downloadBlock.title,
      subtitle: previewLine('downloadBlock', DOCUMENTS.find((d) => d.value === document)?.title),
    }),
  },
})
