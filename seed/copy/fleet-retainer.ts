import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const fleetRetainer = pageCopy({
  key: 'fleetRetainer',
  seo: seo(
    'Fleet Retainer: SLA-Backed Port-Call Compliance in India',
    'Fleet-level DGS compliance, documents in under 2 hours, 45-minute call-back and coast-by-coast mobilisation, with service credits written into the SLA.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Fleet retainer',
  hero: {
    eyebrow: 'Fleet retainer',
    title: 'Fleet-level risk control for every Indian port call',
    lead: 'One retainer covers your fleet: same-day documents for every call, a 24/7 operations centre, named Indian partners and salvage mobilisation with service credits if we miss.',
  },
  sections: [
    section('compliance-alignment', {
      heading: 'Compliance alignment',
      body: ['How the retainer maps to the clauses your charterers, clubs and port authorities check.'],
    }),
    section('operations-centre', {
      heading: '24/7 operations centre',
      body: ['A duty manager, a compliance officer and a salvage coordinator are on watch in Mumbai around the clock.'],
      items: [
        { title: '24/7 desk', text: 'Phone, WhatsApp and email answered around the clock.', icon: 'phone' },
        { title: 'Call-back within 45 minutes', text: 'A duty officer calls you back within 45 minutes, day or night.', icon: 'clock' },
        { title: 'Coast Guard liaison', text: 'NOSDCP reporting and coordination with the Indian Coast Guard.', icon: 'shield' },
        { title: 'Named Indian partners', text: 'Agents, surveyors and response contractors at every port we cover.', icon: 'users' },
      ],
    }),
    section('sla-highlights', {
      heading: 'SLA highlights',
      items: [
        {
          title: 'Document pack issuance',
          meta: 'Under 2 hours',
          text: 'From validated submission; typically 30 minutes in business hours.',
          icon: 'document',
        },
        { title: 'Emergency call-back', meta: '≤45 minutes', text: '24/7, by a duty officer.', icon: 'phone' },
        { title: 'West coast mobilisation', meta: '6-8 hours', text: 'Mumbai, Mundra, Vadinar, Kandla, Cochin.', icon: 'anchor' },
        { title: 'East coast mobilisation', meta: '8-12 hours', text: 'Visakhapatnam, Paradip, Chennai, Haldia.', icon: 'anchor' },
      ],
    }),
    section('sla', {
      heading: 'Service level agreement',
      body: ['Commitments, service credits and escalation paths from the fleet retainer SLA schedule (GSI-SLA-RET-INDIA).'],
      items: [
        {
          title: 'Revised documents',
          meta: 'Within 1 hour',
          text: 'Revised documents within 1 hour after a change to vessel, port or ETA.',
        },
        { title: 'Quote reply', meta: 'Within 24 hours', text: 'A written fleet quote within 24 hours of your request.' },
        { title: 'Review call', meta: '20 minutes', text: 'A 20-minute review call to walk through coverage and SLA.' },
        { title: 'Download Full SLA Schedule (PDF)', icon: 'download', href: '/docs/fleet-retainer-sla-schedule.pdf' },
      ],
    }),
    section('coverage-zones', {
      heading: 'Coverage zones',
      body: ['Response times are to site from mobilisation order.'],
    }),
    section('procurement-datasheet', {
      heading: 'For procurement teams',
      body: [
        'The SLA schedule (GSI-SLA-RET-INDIA) as a PDF for vendor onboarding: service levels and credits, validation and reporting, exclusions, the escalation directory and signature blocks.',
      ],
      items: [{ title: 'Download Procurement Datasheet', icon: 'download', href: '/docs/fleet-retainer-sla-schedule.pdf' }],
    }),
    section('quote', {
      heading: 'Request a fleet quote',
      body: ['Tell us about your fleet and port calls. We reply with a written quote within 24 hours.'],
      fields: [
        { name: 'companyName', label: 'Company name', requiredMessage: 'Enter your company name' },
        { name: 'contactName', label: 'Contact name', requiredMessage: 'Enter your name' },
        {
          name: 'email',
          label: 'Email',
          requiredMessage: 'Enter your email address',
          invalidMessage: 'Enter an email address in the correct format, like name@example.com',
        },
        { name: 'phone', label: 'Phone', requiredMessage: 'Enter your phone number' },
        {
          name: 'fleetSize',
          label: 'Fleet size',
          hint: 'Select fleet size',
          requiredMessage: 'Select your fleet size',
          options: ['1-5', '6-10', '11-25', '26-50', '50+'],
        },
        {
          name: 'annualPortCalls',
          label: 'Annual port calls in India',
          hint: 'e.g. 40 calls, mostly Mundra and Paradip',
          requiredMessage: 'Enter your annual port calls in India',
        },
        { name: 'message', label: 'Message (optional)' },
      ],
      items: [
        { title: 'Request Fleet Quote', name: 'submit' },
        { title: 'Submitting...', name: 'submitting' },
      ],
    }),
    section('quote-success', {
      heading: 'Quote Request Received!',
      body: ['Thank you. Our fleet team will reply with a written quote within 24 hours.'],
      items: [
        { title: 'Back to home', href: '/' },
        { title: 'Generate a pre-arrival letter', href: '/port-call-compliance' },
      ],
    }),
    section('review-call', {
      heading: 'Prefer to talk it through?',
      body: [
        'Book a 20-minute review call with our fleet team. We walk through your port calls, the coverage zones and the SLA schedule, and answer your procurement questions.',
      ],
      // Item 1 opens a prepared email to the support address: its text is the email, first line
      // the subject, the rest the body. Item 2 calls the 24/7 desk (siteSettings.emergencyPhone).
      items: [
        {
          title: 'Book 20-Minute Review Call',
          icon: 'mail',
          name: 'supportEmail',
          text: 'Fleet retainer: 20-minute review call\n\nHello,\n\nI would like to book a 20-minute review call about a fleet retainer.\n\nCompany:\nFleet size:\nIndian ports we call at:\nPreferred dates and times (with time zone):\nPhone:\n\nThank you.',
        },
        { title: 'Or call the 24/7 desk', icon: 'phone', name: 'emergencyPhone' },
      ],
    }),
  ],
})
