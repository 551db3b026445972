import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const portCallCompliance = pageCopy({
  key: 'portCallCompliance',
  seo: seo(
    'Pre-Arrival Letter Generator | DGS MSN 05/2025 Compliance',
    'Request a DGS MSN 05/2025 pre-arrival financial security pack for any Indian port. Documents in under 2 hours, typically 30 minutes in business hours.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Pre-arrival letter generator',
  hero: {
    eyebrow: 'Pre-arrival letter',
    title: 'Generate your pre-arrival financial security pack',
    lead: 'Tell us the vessel, port and ETA. We verify the P&I or financial security cover against DGS MSN 05/2025 and send the pack by email and WhatsApp in under 2 hours, typically 30 minutes in business hours.',
  },
  sections: [
    section('progress', {
      heading: 'Your request',
      items: [{ title: 'Form' }, { title: 'Review' }, { title: 'PDF' }, { title: 'Email' }, { title: 'WhatsApp' }],
    }),
    section('form', {
      heading: 'Vessel & port details',
      body: ['All fields marked * are required. We only use these details to prepare and deliver your documents.'],
      fields: [
        { name: 'vesselName', label: 'Vessel name', hint: 'e.g. MV Sagar Kiran', requiredMessage: 'Enter the vessel name' },
        { name: 'imo', label: 'IMO number', hint: '7-digit IMO number', requiredMessage: 'Enter the IMO number' },
        // The CMS's ports and the coasts' other ports (Coverage zones) come first, by coast; then the spec's other choice.
        {
          name: 'port',
          label: 'Port of call',
          hint: 'Select port',
          requiredMessage: 'Select the port of call',
          options: ['Other'],
        },
        {
          name: 'eta',
          label: 'ETA (local time)',
          requiredMessage: 'Enter the ETA (date and time)',
          invalidMessage: 'Enter the ETA as a date and time',
        },
        { name: 'agent', label: 'Ship agent / company', requiredMessage: 'Enter the ship agent or company' },
        {
          name: 'email',
          label: 'Email',
          hint: 'Where we send the documents',
          requiredMessage: 'Enter your email address',
          invalidMessage: 'Enter an email address in the correct format, like name@example.com',
        },
        { name: 'phone', label: 'Phone (optional)', hint: 'For WhatsApp delivery' },
        { name: 'notes', label: 'Notes (optional)', hint: 'Cargo, berth, special requirements' },
      ],
      items: [
        { title: 'Generate Pre-Arrival Letter', name: 'submit' },
        { title: 'Submitting...', name: 'submitting' },
      ],
    }),
    section('success', {
      heading: 'Documents Sent Successfully!',
      body: [
        'Our desk is verifying the cover now. You will receive the pre-arrival pack by email and WhatsApp, typically within 30 minutes in business hours and always in under 2 hours.',
      ],
      items: [
        { title: 'Download PDF Now', name: 'download', icon: 'download' },
        { title: 'Submit Another Request', name: 'reset' },
      ],
    }),
    section('faqs', { heading: 'Frequently asked questions' }),
    section('port-links', {
      heading: 'Port-specific requirements',
      body: ['Notice periods, local nuances and emergency contacts for each port we serve.'],
      items: [{ title: 'All ports', href: '/ports' }],
    }),
    section('compliance-pack-download', {
      heading: 'Compliance pack template',
      body: [
        'See exactly what port control receives: the 2-page pre-arrival financial security pack with verification steps and port checklist.',
      ],
      items: [
        { title: 'Download Compliance Pack (PDF)', meta: '2 pages · PDF', icon: 'download', href: '/docs/india-compliance-pack.pdf' },
      ],
    }),
    section('footer-bar', {
      heading: 'Questions before you submit?',
      items: [
        { title: 'Call 24/7', icon: 'phone' },
        { title: 'WhatsApp', icon: 'whatsapp' },
        { title: 'Email', icon: 'mail' },
      ],
    }),
  ],
})
