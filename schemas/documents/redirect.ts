import { defineField, defineType } from 'sanity'
import { PATH_MAX, PATH_PATTERN } from '../slug.ts'
import { atMost, matches } from '../shared.ts'

/**
 * An old address that leads to a page's current one (301), so links to it keep working. The
 * Studio writes one whenever a published port's or page's slug changes (studio/redirects.ts);
 * editors may add, change or delete them. The build writes them to `_redirects`
 * (tools/site-build/site-build.ts); an address a page answers again is left to that page.
 */
export const redirect = defineType({
  name: 'redirect',
  title: 'Redirect',
  type: 'document',
  fields: [
    defineField({
      name: 'from',
      title: 'Old address',
      type: 'string',
      description: 'The address that no longer has a page, e.g. "/ports/chennai".',
      validation: (rule) =>
        rule.required().custom(matches(PATH_PATTERN, 'Write the old address as a path, e.g. /ports/chennai')).custom(atMost(PATH_MAX)),
    }),
    defineField({
      name: 'to',
      title: 'Leads to',
      type: 'reference',
      description: 'The port, page or notice visitors of the old address get, at its current address.',
      to: [{ type: 'port' }, { type: 'page' }, { type: 'notice' }],
      // Weak: deleting the port or page stays possible; its redirects then lead nowhere and are left out.
      weak: true,
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { from: 'from', port: 'to.slug.current', type: 'to._type' },
    prepare: ({ from, port, type }) => ({
      title: from ?? 'No address',
      subtitle: port
        ? `→ ${type === 'port' ? '/ports/' : type === 'notice' ? '/notices/' : '/'}${port}`
        : 'Leads nowhere (its page was deleted)',
    }),
  },
})
