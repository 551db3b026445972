import { defineArrayMember, defineField, defineType } from 'sanity'
import { pageCopyEntry } from '../../contract/page-copy.ts'
import { SEARCH_NAMED_PAGES } from '../../contract/routes.ts'
import { atMost } from '../shared.ts'

/** The types of the documents a term may lead to: each has a page the search finds. */
export const TERM_TARGET_TYPES = ['pageCopy', 'port', 'notice', 'page'] as const

/**
 * Which of them: a page copy of a page the search finds and names (a fixed page's, by its key:
 * contract/routes.ts), a port, a notice, a CMS page not kept out of search engines.
 */
export const TERM_TARGETS =
  '(_type != "pageCopy" || key in $keys) && (_type != "page" || noindex != true) && (_type == "pageCopy" || defined(slug.current))'
/** Its parameters: the page copies of the pages the search finds and names. */
export const TERM_TARGET_PARAMS = { keys: SEARCH_NAMED_PAGES.map((page) => page.copy) }

/** A term with neither another name nor a word it is asked with searches nothing more than its name. */
function namedOrAsked(otherNames: unknown, context: { document?: unknown }): string | true {
  const asked = (context.document as { askedAs?: unknown } | undefined)?.askedAs
  const some = (names: unknown) => Array.isArray(names) && names.some((name) => typeof name === 'string' && name.trim())
  return some(otherNames) || some(asked) ? true : 'Give it another name, or a word it is asked with'
}

/**
 * The same name twice in one term, whatever its case: among its name and other names (`otherNames`),
 * or among those and the words it is asked with (`askedAs`).
 */
const namedOnce =
  (field: 'otherNames' | 'askedAs') =>
  (names: unknown, context: { document?: unknown }): string | true => {
    if (!Array.isArray(names)) return true
    const document = context.document as { term?: unknown; otherNames?: unknown } | undefined
    const before = [document?.term, ...(field === 'askedAs' && Array.isArray(document?.otherNames) ? document.otherNames : [])]
    const seen = new Set(before.flatMap((name) => (typeof name === 'string' ? [name.trim().toLowerCase()] : [])))
    for (const name of names) {
      if (typeof name !== 'string') continue
      const key = name.trim().toLowerCase()
      if (seen.has(key)) return `"${name}" is named twice: keep it once`
      seen.add(key)
    }
    return true
  }

/**
 * A term of the trade and the other names it goes by ("Kochi" and "Cochin", "P&I" and "protection and
 * indemnity"): the site search finds every page that names it by any of them (tools/site-build/search-page.ts
 * adds the other names to what it indexes of such a page; the page itself is unchanged), and, when
 * editors choose one, shows first the page it leads to (its best bet) for any of them. The words
 * visitors ask for it with (`askedAs`: "penalty" for "service credit") lead there too, searched as
 * the term; the pages it leads to and is also about (`about`) rank as about it wherever a query
 * names it. A port's own other names are the port's (Ports > Basics). The Studio shows, on the term,
 * what the site search answers first for each of its names today (studio/search-term-preview.tsx).
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
        'What people also call it, each as they would type it: "Cochin"; "P and I", "protection and indemnity". A search for any of these names finds the pages that name the term, and the other way round (the build adds them to what it indexes of a page that uses another). After the next build.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().custom(atMost(60)) })],
      validation: (rule) => rule.custom(namedOnce('otherNames')).custom(namedOrAsked),
    }),
    defineField({
      name: 'askedAs',
      title: 'Asked as',
      type: 'array',
      description:
        'The words visitors ask for it with that the site does not write, each as they would type it: "penalty", "compensation" for "service credit"; "late" for "delay"; "head office" for "office". A search that holds one of them is searched as the term too, and finds first the page it leads to; each is matched as a whole word ("late" is not "latest"). The pages are unchanged. After the next build.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().custom(atMost(60)) })],
      validation: (rule) => rule.custom(namedOnce('askedAs')),
    }),
    defineField({
      name: 'page',
      title: 'Leads to',
      type: 'reference',
      description:
        'The page a search for the term or any of its other names shows first, e.g. the pre-arrival letter for "Tuticorin", the contact page for "phone number". Leave it empty to let the search rank the pages that name the term. After the next build.',
      to: TERM_TARGET_TYPES.map((type) => ({ type })),
      options: { disableNew: true, filter: TERM_TARGETS, filterParams: TERM_TARGET_PARAMS },
    }),
    defineField({
      name: 'about',
      title: 'Also about it',
      type: 'array',
      description:
        'Other pages whose subject it is, after the one it leads to: e.g. the fleet retainer for "SLA" (which leads to the SLA schedule). A search that names the term, among other words, ranks these pages as about it, above pages that only mention it. After the next build.',
      of: [
        defineArrayMember({
          type: 'reference',
          to: TERM_TARGET_TYPES.map((type) => ({ type })),
          options: { disableNew: true, filter: TERM_TARGETS, filterParams: TERM_TARGET_PARAMS },
        }),
      ],
      validation: (rule) => rule.unique(),
    }),
  ],
  orderings: [{ title: 'Term', name: 'termAsc', by: [{ field: 'term', direction: 'asc' }] }],
  preview: {
    // The page it leads to by the name the search gives it: a page copy's page name (else its page's title), a port's name, a notice's or page's title.
    select: { title: 'term', otherNames: 'otherNames', askedAs: 'askedAs', name: 'page.name', pageTitle: 'page.title', key: 'page.key' },
    prepare: ({ title, otherNames, askedAs, name, pageTitle, key }) => {
      const leadsTo = name ?? pageTitle ?? (key ? pageCopyEntry(key)?.title : undefined)
      const names = Array.isArray(otherNames) ? otherNames.join(', ') : ''
      // The words it is asked with, in quotes: what a visitor types, not another name of it.
      const asked = Array.isArray(askedAs) && askedAs.length ? askedAs.map((word) => `“${word}”`).join(', ') : ''
      return { title, subtitle: [names, asked, leadsTo ? `→ ${leadsTo}` : ''].filter(Boolean).join(' ') || undefined }
    },
  },
})
