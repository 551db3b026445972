import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const caseStudies = pageCopy({
  key: 'caseStudies',
  seo: seo(
    'Case Studies: Salvage, Oil-Spill Response and Port-Call Compliance',
    'Three recent operations: a same-hour pre-arrival pack at Vadinar, an emergency tow off Mumbai and an oil-spill containment at Paradip.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Case studies',
  hero: {
    eyebrow: 'Case studies',
    title: 'Proven on India’s busiest coasts',
    lead: 'Documents, tugs and booms: three recent jobs and the numbers behind them.',
  },
  sections: [
    section('cta', {
      heading: 'Put the same team on your fleet',
      items: [
        { title: 'Request Fleet Quote', href: '/fleet-retainer#quote' },
        { title: 'Generate Pre-Arrival Letter', href: '/port-call-compliance' },
      ],
    }),
  ],
})
