import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const docSlaSchedule = pageCopy({
  key: 'docSlaSchedule',
  documentId: 'GSI-SLA-RET-INDIA',
  documentVersion: '1.0',
  audience: 'Fleet risk lead and procurement',
  seo: seo(
    'Fleet Retainer SLA Schedule, India (Printable)',
    'Service levels, service credits, escalation directory, exclusions and reporting for the Global Salvage India fleet retainer.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Fleet retainer SLA schedule',
  hero: {
    title: 'Fleet Retainer SLA Schedule: India',
    lead: 'Schedule to the fleet retainer agreement. Service credits apply as stated for each commitment.',
  },
  sections: [
    section('service-levels', {
      heading: 'Service-level commitments',
      body: ['Response times run from a validated submission or mobilisation order, as stated in the metric column.'],
      items: [
        { title: 'Service', name: 'service' },
        { title: 'Commitment', name: 'commitment' },
        { title: 'Metric', name: 'metric' },
        { title: 'Service credit', name: 'penalty' },
        { title: 'Escalation', name: 'escalation' },
      ],
    }),
    section('other-commitments', {
      heading: 'Other commitments',
      items: [
        { title: 'Revised documents after a change', meta: 'Within 1 hour' },
        { title: 'Reply to a quote request', meta: 'Within 24 hours' },
        { title: 'Review call', meta: '20 minutes' },
      ],
    }),
    section('validation-reporting', {
      heading: 'Validation and reporting',
      items: [
        { title: 'Automated SLA dashboard', text: 'Every request and mobilisation is time-stamped and shown against its commitment.' },
        { title: 'Monthly summary', text: 'Performance, misses and service credits issued in the month.' },
        { title: 'Quarterly review call', text: 'Trends, port changes and improvement actions with your fleet risk lead.' },
        { title: 'Annual attestation', text: 'A signed statement of SLA performance for the contract year.' },
      ],
    }),
    section('exclusions', {
      heading: 'Exclusions',
      items: [
        { title: 'Force majeure' },
        { title: 'Port closures or strikes' },
        { title: 'Customer-caused delays, including incomplete or incorrect submissions' },
        { title: 'Surge beyond capacity, where simultaneous incidents exceed committed resources' },
      ],
    }),
    section('escalation-directory', {
      heading: 'Escalation directory',
      items: [
        { title: 'Duty manager', meta: 'Level 1', text: '24/7 operations centre, first point of escalation.' },
        { title: 'Chief operating officer', meta: 'Level 2', text: 'Priya Raghavan' },
        { title: 'Managing director', meta: 'Level 3', text: 'Capt. Arvind Menon' },
        { title: 'Regional head', meta: 'Mobilisation', text: 'West coast and east coast regional heads for mobilisation commitments.' },
      ],
    }),
    section('signatures', {
      heading: 'Signatures',
      items: [
        { title: 'For the provider: Global Salvage India', name: 'provider', text: 'Name\nTitle\nSignature\nDate' },
        { title: 'For the customer', name: 'customer', text: 'Name\nTitle\nSignature\nDate' },
        { title: 'Effective date', name: 'effectiveDate' },
        { title: 'Contract number', name: 'contractNumber' },
      ],
    }),
    section('footer', { body: ['Issue via an e-signature or approved contract platform.'] }),
  ],
})
