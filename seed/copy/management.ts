import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const management = pageCopy({
  key: 'management',
  seo: seo(
    'Leadership: Executive Team and Advisory Board',
    'Meet the mariners, salvors and insurance specialists who lead Global Salvage India and its 24/7 operations centre in Mumbai.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Leadership',
  hero: {
    eyebrow: 'Leadership',
    title: 'Mariners, salvors and insurance specialists',
    lead: 'Our leadership team has spent careers at sea, on salvage scenes and in P&I claims rooms. They are also the names on our escalation paths.',
  },
  sections: [section('executive', { heading: 'Executive leadership' }), section('advisory', { heading: 'Advisory board' })],
})
