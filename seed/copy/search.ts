import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const search = pageCopy({
  key: 'search',
  seo: seo(
    'Search: Ports, Clauses, Documents and Case Studies',
    'Search every port guide, clause, printable document, case study and page of the site, by any name a port goes by.',
  ),
  hero: {
    eyebrow: 'Site search',
    title: 'Search the site',
    lead: 'Find a port by any of its names, a clause, a printable document, a case study or an answer.',
  },
  sections: [section('all', { heading: 'Every page, by kind' })],
})
