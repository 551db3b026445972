import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const contact = pageCopy({
  key: 'contact',
  seo: seo(
    'Contact the 24/7 Salvage & Compliance Desk | Mumbai',
    'Reach our 24/7 hotline, WhatsApp or support email. Call-back within 45 minutes. India office in Mumbai, Maharashtra.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Contact',
  hero: {
    eyebrow: 'Contact',
    title: 'Talk to the 24/7 desk',
    lead: 'For casualties, call the hotline. For documents and quotes, WhatsApp or email works best. A duty officer calls back within 45 minutes.',
  },
  sections: [
    section('channels', {
      heading: 'How to reach us',
      items: [
        {
          title: '24/7 Hotline',
          text: 'Casualties, groundings, spills and urgent port-call issues.',
          icon: 'phone',
          name: 'emergencyPhone',
        },
        { title: 'WhatsApp', text: 'Vessel documents, pre-arrival requests and updates.', icon: 'whatsapp', name: 'whatsappNumber' },
        { title: 'Email', text: 'Quotes, contracts and compliance questions.', icon: 'mail', name: 'supportEmail' },
        { title: 'India Office', text: 'Operations centre and compliance desk.', icon: 'map-pin', name: 'officeLocation' },
      ],
    }),
    section('response-promise', {
      heading: 'What happens next',
      body: [
        '- A duty officer calls you back within 45 minutes, 24/7.',
        '- Documents are issued in under 2 hours from a validated submission.',
        '- Quote requests get a written reply within 24 hours.',
      ],
    }),
  ],
})
