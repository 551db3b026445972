import { defineArrayMember, defineField, defineType } from 'sanity'
import { API_VERSION } from '../../contract/constants.ts'
import { pageCopyEntry, showsHero } from '../../contract/page-copy.ts'
import { SEARCH_NAMED_PAGES } from '../../contract/routes.ts'
import { SEARCHED_AS_TITLE } from '../block-fields.ts'
import { neededCopy, sectionsOnce, type RefusalContext } from '../copy-refusals.ts'
import { pageBlocksField } from '../page-blocks.ts'
import { isDeveloper } from '../roles.ts'
import { atMost, CAMEL_PATTERN, imageField, matches } from '../shared.ts'

type KeyContext = {
  document?: { _id?: string }
  getClient: (options: { apiVersion: string }) => {
    fetch: (query: string, params: Record<string, unknown>) => Promise<unknown>
  }
}

/** Page-copy keys must be unique across documents (page code fetches by key). */
async function keyIsUnique(key: unknown, context: KeyContext): Promise<string | true> {
  if (typeof key !== 'string' || key === '') return true
  const id = (context.document?._id ?? '').replace(/^drafts\./, '')
  const count = await context
    .getClient({ apiVersion: API_VERSION })
    .fetch('count(*[_type == "pageCopy" && key == $key && !(_id in [$id, "drafts." + $id])])', {
      key,
      id,
    })
  return count === 0 ? true : `Another page-copy document already uses the key "${key}"`
}

/** A page's copy is read by the Key its id was made from ("pageCopy.<key>"): another Key would leave the page without copy. */
function keyMatchesId(key: unknown, context: { document?: { _id?: string } }): string | true {
  const id = (context.document?._id ?? '').replace(/^drafts\./, '')
  if (typeof key !== 'string' || !id.startsWith('pageCopy.') || id === `pageCopy.${key}`) return true
  const expected = id.slice('pageCopy.'.length)
  return `The site reads this page's copy by the Key "${expected}": with "${key}" the page would have no copy and the site would not build. Set it back to "${expected}".`
}

/** The page key of the document a Studio callback is about (its context's document). */
const keyOf = (context: { document?: unknown }) => (context.document as { key?: unknown } | undefined)?.key
/** Whether the site search calls the page of this copy by its name (contract/routes.ts, SEARCH_NAMED_PAGES): its results and its line on /search. */
const namedInSearch = (context: { document?: unknown }) => SEARCH_NAMED_PAGES.some((page) => page.copy === keyOf(context))

/** Hides a field the page of this copy does not show. */
const unlessShown = (part: Parameters<typeof showsHero>[1]) => (context: { document?: unknown }) => !showsHero(keyOf(context), part)

/**
 * Copy for one page or printable document. _id is "pageCopy.<key>".
 * Page code fetches the document by `key` and looks sections up by `sections[].key`.
 */
export const pageCopy = defineType({
  name: 'pageCopy',
  title: 'Page copy',
  type: 'document',
  groups: [
    { name: 'content', title: 'Content', default: true },
    // The page's key (developers only) and a printable document's ID, version and audience.
    {
      name: 'settings',
      title: 'Document details',
      hidden: ({ currentUser, document }) =>
        !isDeveloper(currentUser) && !pageCopyEntry((document as { key?: unknown } | undefined)?.key)?.document,
    },
    { name: 'seo', title: 'SEO' },
  ],
  fieldsets: [{ name: 'document', title: 'Printable document details', options: { collapsible: true } }],
  fields: [
    defineField({
      name: 'key',
      title: 'Key',
      type: 'string',
      group: 'settings',
      description: 'Used by page code to find this copy (camelCase, e.g. "home"). Only developers see and change it.',
      hidden: ({ currentUser }) => !isDeveloper(currentUser),
      readOnly: ({ currentUser, value }) => Boolean(value) && !isDeveloper(currentUser),
      validation: (rule) =>
        rule
          .required()
          .regex(CAMEL_PATTERN, { name: 'camelCase key' })
          .custom((value, context) => keyIsUnique(value, context as unknown as KeyContext))
          .custom(keyMatchesId),
    }),
    defineField({
      name: 'documentId',
      title: 'Document ID',
      type: 'string',
      group: 'settings',
      fieldset: 'document',
      description: 'e.g. "GSI-COMPLIANCE-PACK".',
      hidden: (context) => !pageCopyEntry(keyOf(context))?.document,
      validation: (rule) =>
        rule
          .custom(
            matches(
              /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/,
              'Write it in capital letters and digits, with hyphens between the parts, e.g. "GSI-COMPLIANCE-PACK"',
            ),
          )
          .custom((value, context) => (pageCopyEntry(keyOf(context))?.document && !value ? 'A printable document shows its ID' : true)),
    }),
    defineField({
      name: 'documentVersion',
      title: 'Document version',
      type: 'string',
      group: 'settings',
      fieldset: 'document',
      hidden: (context) => !pageCopyEntry(keyOf(context))?.document,
      validation: (rule) =>
        rule
          .custom(matches(/^\d+\.\d+$/, 'Write the version as two numbers with a dot, e.g. "1.0" or "2.3"'))
          .custom((value, context) =>
            pageCopyEntry(keyOf(context))?.document && !value ? 'A printable document shows its version' : true,
          ),
    }),
    defineField({
      name: 'audience',
      title: 'Issued to / audience',
      type: 'string',
      group: 'settings',
      fieldset: 'document',
      hidden: (context) => !pageCopyEntry(keyOf(context))?.document,
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      type: 'seo',
      group: 'seo',
      hidden: (context) => !pageCopyEntry(keyOf(context))?.seo,
      validation: (rule) => rule.custom((value, context) => (pageCopyEntry(keyOf(context))?.seo && !value ? 'Required' : true)),
    }),
    defineField({
      name: 'name',
      title: 'Page name',
      type: 'string',
      group: 'content',
      description:
        'What the site search calls this page: the title of its results and its line in the list of every page (/search), e.g. "About us". The headline is the hero\'s title.',
      hidden: (context) => !namedInSearch(context),
      validation: (rule) =>
        rule
          .custom(atMost(60))
          .custom((value, context) => (namedInSearch(context) && !value ? 'The site search names this page by it: it is required' : true)),
    }),
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      group: 'content',
      options: { collapsible: true, collapsed: false },
      hidden: (context) => !pageCopyEntry(keyOf(context))?.hero.length,
      fields: [
        defineField({
          name: 'eyebrow',
          title: 'Eyebrow',
          type: 'string',
          hidden: unlessShown('eyebrow'),
          validation: (rule) => rule.custom(atMost(80)),
        }),
        defineField({
          name: 'title',
          title: 'Title',
          type: 'string',
          options: SEARCHED_AS_TITLE,
          hidden: unlessShown('title'),
          validation: (rule) =>
            rule
              .custom(atMost(120))
              .custom((value, context) =>
                showsHero(keyOf(context), 'title') && !value ? 'The page shows its title: it is required' : true,
              ),
        }),
        defineField({ name: 'lead', title: 'Lead', type: 'text', rows: 3, hidden: unlessShown('lead') }),
        { ...imageField({ name: 'image', title: 'Image' }), hidden: unlessShown('image') },
      ],
    }),
    defineField({
      name: 'sections',
      title: 'Sections',
      type: 'array',
      group: 'content',
      description: 'The page shows these sections in its own order: edit their words here.',
      of: [defineArrayMember({ type: 'copySection' })],
      // The set and order of sections are the page's (contract/page-copy.ts): no dragging, adding or removing.
      options: { sortable: false, disableActions: ['add', 'addBefore', 'addAfter', 'remove', 'duplicate'] },
      validation: (rule) => [
        rule.custom(sectionsOnce),
        rule.custom((value, context) => neededCopy(value, context as unknown as RefusalContext)),
      ],
    }),
    {
      ...pageBlocksField({
        title: 'Your own sections',
        group: 'content',
        description:
          'Sections you add to this page, shown after its own sections and before its closing call to action. Arrange them here or in the preview (Presentation): drag, add, remove.',
      }),
      hidden: (context: { document?: unknown; value?: unknown }) => !pageCopyEntry(keyOf(context))?.extras && !context.value,
    },
  ],
  preview: {
    select: { key: 'key', media: 'hero.image' },
    prepare: ({ key, media }) => ({
      title: pageCopyEntry(key)?.title ?? 'Page copy',
      subtitle: pageCopyEntry(key)?.document ? 'Printable document: its words' : 'Page copy: the words of a page',
      media,
    }),
  },
})
