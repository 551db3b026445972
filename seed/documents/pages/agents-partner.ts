import { blocks } from '../../blocks.ts'
import { seo } from '../../helpers.ts'

/** The Partner Portal for ship agents (/agents/partner), linked from the footer. */
export const agentsPartner = {
  _id: 'page.agents-partner',
  _type: 'page',
  title: 'Partner Portal',
  slug: { _type: 'slug', current: 'agents/partner' },
  seo: seo(
    'Partner Portal for Ship Agents',
    'For ship agents and port partners: pre-arrival packs for your principals, a 24/7 desk, and how to become a named partner.',
  ),
  blocks: blocks('page.agents-partner', [
    {
      _type: 'heroBlock',
      eyebrow: 'Partner Portal · for ship agents',
      heading: 'A compliance desk and a salvage team behind every port you serve',
      lead: 'Ship agents are the first people a master calls. Our partner programme puts a 24/7 desk, same-day documents and salvage response from Mumbai behind you and the ships you represent.',
      items: [
        { title: 'Start a pre-arrival letter', href: '/port-call-compliance' },
        { title: 'Talk to the 24/7 desk', href: '/contact' },
      ],
    },
    { _type: 'metricsBlock' },
    {
      _type: 'featureCardsBlock',
      heading: 'What partners get',
      body: ['Everything your principals ask you for before a call at an Indian port, from one desk.'],
      variant: 'figures',
      items: [
        {
          icon: 'document',
          meta: '< 2 h',
          title: 'Pre-arrival packs for your principals',
          text: 'DGS MSN 05/2025 packs in under 2 hours, typically 30 minutes in business hours.',
        },
        {
          icon: 'phone',
          meta: '≤ 45 min',
          title: 'A 24/7 desk behind you',
          text: 'Call-back within 45 minutes, for you and the ships you represent.',
        },
        { icon: 'clock', meta: '1 h', title: 'Revised documents', text: 'Within 1 hour when the vessel, port or ETA changes.' },
        { icon: 'users', meta: 'Named', title: 'A listing on our port pages', text: 'As a named partner at the ports you serve.' },
      ],
    },
    {
      _type: 'coverageBlock',
      heading: 'Coverage behind every port call',
      body: [
        "West coast incidents are reached in 6-8 hours and east coast incidents in 8-12 hours, from Mumbai's two salvage tugs and our 22-vessel surge pool.",
      ],
      note: 'Response times run from mobilisation to arrival on site.',
    },
    {
      _type: 'portsBlock',
      heading: 'West coast port guides',
      body: ['Requirements, contacts and advance notice for each port, ready to share with your principals.'],
      show: 'west',
      items: [{ title: 'Every port guide', href: '/ports' }],
    },
    {
      _type: 'richTextBlock',
      heading: 'How to become a partner',
      body: [
        '1. Send us your agency details, the ports you serve and your 24/7 contact.',
        '2. We hold a 20-minute review call to agree hand-offs and escalation.',
        '3. You receive the partner onboarding pack and appear on the relevant port pages, such as [Mumbai / JNPT](doc:port.mumbai).',
        'Email {supportEmail} or call the 24/7 desk on {emergencyPhone}. You can also start a [pre-arrival letter](/port-call-compliance) for a principal today.',
      ],
    },
    {
      _type: 'contactBarBlock',
      heading: 'A question from the quayside?',
      call: 'Call the desk',
      whatsapp: 'WhatsApp us',
      email: 'Email the desk',
    },
    {
      _type: 'ctaBlock',
      heading: 'Become a named partner',
      body: ['Tell us the ports you serve: the onboarding pack follows the review call.'],
      items: [
        { title: 'Contact the partner desk', href: '/contact' },
        { title: 'See the fleet retainer', href: '/fleet-retainer' },
      ],
    },
  ]),
}
