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
  sections: [
    section('all', { heading: 'Every page, by kind' }),
    // The search box's words, on /search and in the header's search on every page (src/search/).
    section('box', {
      items: [
        // The hint inside the empty box.
        { title: 'A port, notice, clause, document or case study', name: 'hint' },
        // Announced once the visitor pauses typing: {count} results (one result: countOne).
        { title: '{count} results', name: 'count' },
        { title: '1 result', name: 'countOne' },
        { title: 'Nothing found for “{query}”. Try another word, or browse every page.', name: 'none' },
        { title: 'All results for “{query}”', name: 'all' },
        {
          title: 'Search needs a connection, and this search has not been made on this device before.',
          name: 'offline',
        },
        { title: 'Pages kept on this device', name: 'kept' },
        // Each kind of result, a heading over its results (here, and over the list of every page).
        { title: 'Ports', name: 'port' },
        { title: 'Notices & insights', name: 'notice' },
        { title: 'Case studies', name: 'caseStudy' },
        { title: 'Documents', name: 'document' },
        { title: 'Pages', name: 'page' },
      ],
    }),
  ],
})
