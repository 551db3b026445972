import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const port = pageCopy({
  key: 'port',
  seo: seo(
    '{portName} Port-Call Compliance & Salvage Response',
    'Pre-arrival requirements, response time, equipment, partners and emergency contacts for {portName}.',
  ),
  hero: {
    eyebrow: 'Port guide',
    lead: 'Local requirements, response times, equipment, partners and emergency contacts for your next call.',
  },
  sections: [
    section('labels', {
      items: [
        { title: 'Response time', name: 'responseTime' },
        { title: 'State', name: 'region' },
        { title: 'Coordinates', name: 'coordinates' },
        { title: 'Coverage', name: 'coverage', text: '24/7 Full Service' },
        { title: 'Base assets', name: 'baseAssets' },
        { title: 'Advance notice', name: 'advanceNotice' },
        { title: 'Season', name: 'seasonNote' },
        { title: 'Port-specific requirements', name: 'localNuances' },
        { title: 'Equipment', name: 'equipment' },
        { title: 'Partners', name: 'partners' },
        { title: 'Emergency contacts', name: 'emergencyContacts' },
        { title: 'Role', name: 'role' },
        { title: 'Phone', name: 'contact' },
        { title: 'Other ports', name: 'otherPorts' },
        { title: 'Last verified', name: 'verified' },
        { title: 'All ports', name: 'allPorts', href: '/ports' },
        { title: 'Notices for {portName}', name: 'notices' },
        { title: 'All notices & insights', name: 'allNotices', href: '/notices' },
        // Before the port's other names (its "Other names"), among its facts.
        { title: 'Also known as', name: 'otherNames' },
      ],
    }),
    section('actions', {
      items: [
        { title: 'Generate Pre-Arrival Letter', href: '/port-call-compliance', icon: 'document' },
        { title: 'Download Compliance Pack', icon: 'download' },
        { title: 'Call 24/7 Hotline', icon: 'phone' },
        // The emergency WhatsApp message opens naming the port: {port} is the port's name.
        { title: 'WhatsApp 24/7', icon: 'whatsapp', name: 'whatsapp', text: 'Emergency at {port}: ' },
      ],
    }),
    section('not-found', {
      heading: 'Port Not Found',
      body: ["The port you're looking for doesn't exist."],
      items: [{ title: 'See all ports', href: '/ports' }],
    }),
  ],
})
