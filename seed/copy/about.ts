import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const about = pageCopy({
  key: 'about',
  seo: seo(
    'About Global Salvage India: Mission, Values and History',
    'Since 2013 we have combined salvage, oil-spill response and port-call compliance for ships calling at Indian ports. Our mission, vision, values and timeline.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'About us',
  hero: {
    eyebrow: 'About us',
    title: 'Salvage people who also get the paperwork right',
    lead: 'Founded in Mumbai in 2013, we combine salvage and oil-spill response with the compliance documents every ship now needs to enter an Indian port.',
  },
  sections: [
    section('mission', {
      heading: 'Our mission',
      body: [
        'To keep ships moving safely through Indian waters: verified cover before arrival, a 24/7 desk that answers, and salvage and pollution response that arrives when promised.',
      ],
    }),
    section('vision', {
      heading: 'Our vision',
      body: [
        'An Indian coastline where no vessel waits at anchor for paperwork and no casualty waits for help, because compliance and response are planned before the ship arrives.',
      ],
    }),
    section('values', {
      heading: 'Our values',
      items: [
        { title: 'Speed with accuracy', text: 'Under 2 hours is a promise, but a wrong document is never fast.', icon: 'clock' },
        {
          title: 'Regulatory fidelity',
          text: 'We mirror the regulator’s wording so verification is simple for port officers.',
          icon: 'document',
        },
        { title: 'Named accountability', text: 'Every SLA has a named escalation path, up to the managing director.', icon: 'users' },
        {
          title: 'Partnership with Indian ports',
          text: 'We work with port control, the Coast Guard and local agents, not around them.',
          icon: 'anchor',
        },
        {
          title: 'Preparedness',
          text: 'Tugs, booms and pumps are pre-positioned, crewed and tested before they are needed.',
          icon: 'lifebuoy',
        },
      ],
    }),
    section('timeline', { heading: 'Our journey, 2013-2025' }),
  ],
})
