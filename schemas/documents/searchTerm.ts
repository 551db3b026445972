import { defineArrayMember, defineField, defineType } from 'sanity'
import { atMost } from '../shared.ts'

/** The same name twice in one term (its name among its other names, or an other name repeated), whatever its case. */
function namedOnce(otherNames: unknown, context: { document?: unknown }): string | true {
  if (!Array.isArray(otherNames)) return true
  const term = (context.document as { term?: unknown } | undefined)?.term
  const seen = new Set(typeof term === 'string' ? [term.trim().toLowerCase()] : [])
  for (const name of otherNames) {
    if (typeof name !== 'string') continue
    const key = name.trim().toLowerCase()
    if (seen.has(key)) return `"${name}" is named twice: keep it once`
    seen.add(key)
  }
  return true
}

/**
 * A term of the trade and the other names it goes by ("Kochi" and "Cochin", "P&I" and "protection and
 * indemnity"): the site search finds every page that names it by any of them (tools/build/search-index.ts
 * adds the other names to what it indexes of such a page; the page itself is unchanged). A port's own
 * other names are the port's (Ports > Basics).
 */
export const searchTerm = defineType({
  name: 'searchTerm',
  title: 'Other names',
  type: 'document',
  fields: [
    defineField({
      name: 'term',
      title: 'Term',
      type: 'string',
      description: 'The name as the site writes it, e.g. "P&I" or "Kochi".',
      validation: (rule) => rule.required().custom(atMost(60)),
    }),
    defineField({
      name: 'otherNames',
      title: 'Also known as',
      type: 'array',
      description:
        'What people also call it, each as they would type it: "Cochin"; "P and I", "protection and indemnity". A search for any of these names finds the pages that name the term, and the other way round, after the next build.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().custom(atMost(60)) })],
      validation: (rule) => rule.required().min(1).custom(namedOnce),
    }),
  ],
  orderings: [{ title: 'Term', name: 'termAsc', by: [{ field: 'term', direction: 'asc' }] }],
  preview: {
    select: { title: 'term', otherNames: 'otherNames' },
    prepare: ({ title, otherNames }) => ({ title, subtitle: Array.isArray(otherNames) ? otherNames.join(', ') : undefined }),
  },
})
