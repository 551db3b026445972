import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const ports = pageCopy({
  key: 'ports',
  seo: seo(
    'Port Directory: Response Times & Advance Notice by Port',
    'Every Indian port and terminal we cover, by coast, with its response time and advance notice. Search by name or filter by coast and response time.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Port directory',
  hero: {
    eyebrow: 'Port directory',
    title: 'Every port we cover',
    lead: 'Response time and advance notice for each port and terminal on both coasts. Open a port for its requirements, equipment, partners and emergency contacts.',
  },
  sections: [
    section('filters', {
      heading: 'Find a port',
      fields: [
        { name: 'q', label: 'Port name', hint: 'e.g. Kandla' },
        { name: 'coast', label: 'Coast', hint: 'All coasts' },
        { name: 'response', label: 'Response time', hint: 'Any response time' },
      ],
    }),
    section('results', {
      heading: 'Ports by coast',
      items: [
        { title: '{count} of {total} ports shown', name: 'count' },
        { title: 'No port matches your search. Try another name, coast or response time.', name: 'none' },
        { title: 'Port', name: 'port' },
        { title: 'Response time', name: 'responseTime' },
        { title: 'Advance notice', name: 'advanceNotice' },
      ],
    }),
  ],
})
