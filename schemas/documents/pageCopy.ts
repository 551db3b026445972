import {defineArrayMember, defineField, defineType} from 'sanity'
import {missingSections} from '../page-copy.ts'
import {CAMEL_PATTERN, imageField} from '../shared.ts'

type KeyContext = {
  document?: {_id?: string}
  getClient: (options: {apiVersion: string}) => {
    fetch: (query: string, params: Record<string, unknown>) => Promise<unknown>
  }
}

/** Page-copy keys must be unique across documents (page code fetches by key). */
async function keyIsUnique(key: unknown, context: KeyContext): Promise<string | true> {
  if (typeof key !== 'string' || key === '') return true
  const id = (context.document?._id ?? '').replace(/^drafts\./, '')
  const count = await context
    .getClient({apiVersion: '2025-02-19'})
    .fetch('count(*[_type == "pageCopy" && key == $key && !(_id in [$id, "drafts." + $id])])', {
      key,
      id,
    })
  return count === 0 ? true : `Another page-copy document already uses the key "${key}"`
}

/** Section keys must be unique within one document. */
function sectionKeysUnique(sections: unknown): string | true {
  if (!Array.isArray(sections)) return true
  const seen = new Set<string>()
  for (const section of sections as Array<{key?: string}>) {
    if (!section?.key) continue
    if (seen.has(section.key)) return `Section key "${section.key}" is used twice`
    seen.add(section.key)
  }
  return true
}

/** Every section the page shows must be there, under its key (schemas/page-copy.ts lists them). */
function requiredSections(sections: unknown, context: {document?: unknown}): string | true {
  const missing = missingSections((context.document as {key?: unknown} | undefined)?.key, sections)
  if (!missing.length) return true
  const list = missing.map((key) => `"${key}"`).join(', ')
  return `This page shows ${missing.length === 1 ? 'a section' : 'sections'} with the key ${list}: add ${missing.length === 1 ? 'it' : 'them'} back, or that part of the page stays empty and the site will not build`
}

/**
 * Copy for one page or printable document. _id is "pageCopy.<key>".
 * Page code fetches the document by `key` and looks sections up by `sections[].key`.
 */
export const pageCopy = defineType({
  name: 'pageCopy',
  title: 'Page copy',
  type: 'document',
  groups: [
    {name: 'content', title: 'Content', default: true},
    {name: 'settings', title: 'Key & route'},
    {name: 'seo', title: 'SEO'},
  ],
  fieldsets: [{name: 'document', title: 'Printable document details', options: {collapsible: true}}],
  fields: [
    defineField({
      name: 'title',
      title: 'Internal title',
      type: 'string',
      group: 'settings',
      description: 'How this document is listed in the Studio, e.g. "Home page".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      group: 'settings',
      description: 'Used by page code to find this copy (camelCase, e.g. "home"). Only administrators can change it.',
      readOnly: ({currentUser, value}) =>
        Boolean(value) && !currentUser?.roles?.some((role) => role.name === 'administrator'),
      validation: (rule) =>
        rule
          .required()
          .regex(CAMEL_PATTERN, {name: 'camelCase key'})
          .custom((value, context) => keyIsUnique(value, context as unknown as KeyContext)),
    }),
    defineField({
      name: 'route',
      title: 'Route',
      type: 'string',
      group: 'settings',
      description: 'Site path of the page, e.g. "/" or "/ports/:portSlug".',
      validation: (rule) =>
        rule.required().regex(/^\/[^\s]*$/, {name: 'path starting with "/"'}),
    }),
    defineField({
      name: 'documentId',
      title: 'Document ID',
      type: 'string',
      group: 'settings',
      fieldset: 'document',
      description: 'Printable documents only, e.g. "GSI-COMPLIANCE-PACK".',
      validation: (rule) => rule.regex(/^[A-Z0-9]+(?:-[A-Z0-9]+)*$/, {name: 'UPPER-CASE-ID'}),
    }),
    defineField({
      name: 'documentVersion',
      title: 'Document version',
      type: 'string',
      group: 'settings',
      fieldset: 'document',
      validation: (rule) => rule.regex(/^\d+\.\d+$/, {name: 'version such as 1.0'}),
    }),
    defineField({
      name: 'audience',
      title: 'Issued to / audience',
      type: 'string',
      group: 'settings',
      fieldset: 'document',
    }),
    defineField({name: 'seo', title: 'SEO', type: 'seo', group: 'seo', validation: (rule) => rule.required()}),
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      group: 'content',
      options: {collapsible: true, collapsed: false},
      validation: (rule) => rule.required(),
      fields: [
        defineField({name: 'eyebrow', title: 'Eyebrow', type: 'string', validation: (rule) => rule.max(80)}),
        defineField({
          name: 'title',
          title: 'Title',
          type: 'string',
          validation: (rule) => rule.required().max(120),
        }),
        defineField({name: 'lead', title: 'Lead', type: 'text', rows: 3}),
        imageField({name: 'image', title: 'Image'}),
      ],
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({type: 'copySection'})],
      validation: (rule) => [rule.custom(sectionKeysUnique), rule.custom(requiredSections)],
    }),
  ],
  orderings: [
    {title: 'Title', name: 'titleAsc', by: [{field: 'title', direction: 'asc'}]},
    {title: 'Route', name: 'routeAsc', by: [{field: 'route', direction: 'asc'}]},
  ],
  preview: {
    select: {title: 'title', key: 'key', route: 'route', media: 'hero.image'},
    prepare: ({title, key, route, media}) => ({
      title: title || key,
      subtitle: [route, key].filter(Boolean).join(' · '),
      media,
    }),
  },
})
