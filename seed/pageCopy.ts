/**
 * Page-copy seed documents (type `pageCopy`, _id "pageCopy.<key>"): what each page shows of them
 * (hero, SEO, sections, named items and form fields) is listed in schemas/page-copy.ts.
 */
import { section, seo } from './helpers.ts'
import { localImage } from './images.ts'

type Hero = { eyebrow?: string; title?: string; lead?: string; image?: ReturnType<typeof localImage> }
type PageCopyInput = {
  key: string
  seo?: ReturnType<typeof seo>
  hero?: Hero
  sections: Array<ReturnType<typeof section>>
  documentId?: string
  documentVersion?: string
  audience?: string
}

function pageCopy(input: PageCopyInput) {
  return { _id: `pageCopy.${input.key}`, _type: 'pageCopy', ...input }
}

export const home = pageCopy({
  key: 'home',
  seo: seo(
    'India Port-Call Insurance (P&I/Financial Security) + NOSDCP Response',
    'DGS MSN 05/2025 pre-arrival P&I and financial security packs in under 2 hours, 45-minute call-back and 24/7 salvage and oil-spill response across India.',
  ),
  hero: {
    eyebrow: 'DGS MSN 05/2025 · 24/7 desk · Mumbai',
    title: 'India Port-Call Insurance (P&I/Financial Security) + NOSDCP Response',
    lead: 'Verified P&I and financial security documents for every Indian port call, issued in under 2 hours (typically 30 minutes in business hours), backed by a 24/7 desk, call-back within 45 minutes and salvage and oil-spill response from Mumbai.',
    image: localImage(
      'hero-harbour.svg',
      'A tanker and a cargo ship berthed under container cranes, with a salvage tug standing by in the harbour',
    ),
  },
  sections: [
    section('hero-actions', {
      items: [
        { title: 'Generate Pre-Arrival Letter', href: '/port-call-compliance', icon: 'document' },
        { title: 'Request Fleet Quote', href: '/fleet-retainer#quote', icon: 'ship' },
        { title: 'See our SLA', href: '/fleet-retainer#sla', icon: 'clock' },
      ],
    }),
    section('dgs-verification', {
      heading: 'DGS MSN 05/2025: verified cover before you berth',
      body: [
        'The Directorate General of Shipping (DGS) notice MSN 05/2025 requires verified P&I or financial security certificates at Indian ports. It applies to vessels of 300 GT and above and requires a minimum of three months of cover.',
        'Our pre-arrival pack mirrors the DGS wording clause by clause, so harbour masters and port control can verify your cover in minutes instead of holding your vessel at anchor.',
      ],
      items: [
        {
          title: 'Vessels of 300 GT and above',
          text: 'Every call at an Indian port needs verified P&I or financial security.',
          icon: 'ship',
        },
        {
          title: 'Minimum three months of cover',
          text: 'Validity of at least 3 months from entry or renewal, checked on every pack.',
          icon: 'clock',
        },
        {
          title: 'Verified certificates',
          text: 'Club-signed financial security letter with its Blue Card / CiOFS reference.',
          icon: 'shield',
        },
        { title: 'DGS wording mirrored', text: 'Clause-by-clause mapping that port officers recognise at a glance.', icon: 'check' },
      ],
    }),
    section('compliance-summary-download', {
      heading: 'DGS compliance summary',
      body: [
        'A printable summary of MSN 05/2025: the clause table (§3, §4, §6A, §6B, §6C, §7), what shipowners, agents and insurers must do, and how we implement each requirement.',
      ],
      // The page links it to the compliance summary's PDF.
      items: [{ title: 'Download Compliance Summary (PDF)', icon: 'download' }],
      note: 'Free to share with your fleet, agents and P&I correspondent.',
    }),
    section('sla', {
      heading: 'Service levels we put in writing',
      body: ['Every fleet retainer carries service credits. If we miss a commitment, your retainer pays less.'],
      items: [
        { title: 'See the full SLA schedule', href: '/fleet-retainer#sla', icon: 'document' },
        { title: 'Request Fleet Quote', href: '/fleet-retainer#quote', icon: 'ship' },
      ],
    }),
    section('coverage', {
      heading: 'Pan-India coverage',
      body: ['Named partners and pre-positioned equipment on both coasts, with pan-India response in up to 24 hours.'],
      items: [
        { title: 'West Coast', meta: '6-8 hours', text: 'Mumbai, Mundra, Vadinar, Kandla, Cochin', icon: 'anchor' },
        { title: 'East Coast', meta: '8-12 hours', text: 'Visakhapatnam, Paradip, Chennai, Haldia', icon: 'anchor' },
      ],
      note: 'Response times are to site from mobilisation order. Port pages list local requirements, equipment and contacts.',
    }),
    section('surge-assets', {
      heading: 'Global surge assets',
      body: ['When a casualty outgrows local resources, we call on an international pool of salvage and offshore vessels.'],
      items: [
        {
          title: '22-vessel global surge pool',
          meta: '22 vessels',
          text: 'Salvage tugs, anchor-handlers and offshore support vessels on call through our international partners.',
          icon: 'globe',
        },
        {
          title: '2 salvage tugs at Mumbai',
          meta: '2 tugs',
          text: 'Our own salvage tugs based at Mumbai, crewed and ready around the clock.',
          icon: 'ship',
        },
        {
          title: 'Offshore vessels to India',
          meta: '24-48 hours',
          text: 'Offshore vessels mobilise to India in 24-48 hours at 10-28 knots.',
          icon: 'clock',
        },
        {
          title: 'Local equipment deployment',
          meta: '2-6 hours',
          text: 'Booms, skimmers, pumps and lifting gear deployed from local stockpiles in 2-6 hours.',
          icon: 'crane',
        },
        {
          title: 'Salvage and transfer pumps',
          meta: '375-3,218 GPM',
          text: 'Pumping capacity from 375 to 3,218 GPM for dewatering and cargo transfer.',
          icon: 'droplet',
        },
      ],
    }),
    section('case-studies', {
      heading: 'Recent operations',
      body: ['Three recent jobs, from a same-hour document pack to an oil-spill containment on the east coast.'],
      items: [{ title: 'View all case studies', href: '/case-studies', icon: 'document' }],
    }),
    section('pre-arrival-cta', {
      heading: 'Arriving in India soon?',
      body: ['Send your vessel and port details and receive a DGS-aligned pre-arrival pack by email and WhatsApp, in under 2 hours.'],
      items: [
        { title: 'Generate Pre-Arrival Letter', href: '/port-call-compliance', icon: 'document' },
        { title: 'Salvage & oil-spill response', href: '/response/salvage-osr', icon: 'lifebuoy' },
      ],
    }),
  ],
})

export const portCallCompliance = pageCopy({
  key: 'portCallCompliance',
  seo: seo(
    'Pre-Arrival Letter Generator | DGS MSN 05/2025 Compliance',
    'Request a DGS MSN 05/2025 pre-arrival financial security pack for any Indian port. Documents in under 2 hours, typically 30 minutes in business hours.',
  ),
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
        // The CMS's ports come first; then the spec's other choices.
        {
          name: 'port',
          label: 'Port of call',
          hint: 'Select port',
          requiredMessage: 'Select the port of call',
          options: ['Chennai', 'Tuticorin', 'Cochin', 'Other'],
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

export const fleetRetainer = pageCopy({
  key: 'fleetRetainer',
  seo: seo(
    'Fleet Retainer: SLA-Backed Port-Call Compliance in India',
    'Fleet-level DGS compliance, documents in under 2 hours, 45-minute call-back and coast-by-coast mobilisation, with service credits written into the SLA.',
  ),
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

export const caseStudies = pageCopy({
  key: 'caseStudies',
  seo: seo(
    'Case Studies: Salvage, Oil-Spill Response and Port-Call Compliance',
    'Three recent operations: a same-hour pre-arrival pack at Vadinar, an emergency tow off Mumbai and an oil-spill containment at Paradip.',
  ),
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

export const contact = pageCopy({
  key: 'contact',
  seo: seo(
    'Contact the 24/7 Salvage & Compliance Desk | Mumbai',
    'Reach our 24/7 hotline, WhatsApp or support email. Call-back within 45 minutes. India office in Mumbai, Maharashtra.',
  ),
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

export const about = pageCopy({
  key: 'about',
  seo: seo(
    'About Global Salvage India: Mission, Values and History',
    'Since 2013 we have combined salvage, oil-spill response and port-call compliance for ships calling at Indian ports. Our mission, vision, values and timeline.',
  ),
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

export const management = pageCopy({
  key: 'management',
  seo: seo(
    'Leadership: Executive Team and Advisory Board',
    'Meet the mariners, salvors and insurance specialists who lead Global Salvage India and its 24/7 operations centre in Mumbai.',
  ),
  hero: {
    eyebrow: 'Leadership',
    title: 'Mariners, salvors and insurance specialists',
    lead: 'Our leadership team has spent careers at sea, on salvage scenes and in P&I claims rooms. They are also the names on our escalation paths.',
  },
  sections: [section('executive', { heading: 'Executive leadership' }), section('advisory', { heading: 'Advisory board' })],
})

export const financialSecurity = pageCopy({
  key: 'financialSecurity',
  seo: seo(
    'P&I and Financial Security for Indian Port Calls | MSN 05/2025',
    'Club-signed P&I letters, NOSDCP contact sheets and agent coordination for vessels of 300 GT and above calling at Indian ports.',
  ),
  hero: {
    eyebrow: 'Insurance · Financial security',
    title: 'Financial security that port control can verify',
    lead: 'For vessels of 300 GT and above, MSN 05/2025 requires verified P&I or financial security with at least three months of cover. We assemble, verify and deliver the evidence.',
  },
  sections: [
    section('what-we-issue', {
      heading: 'What we issue',
      items: [
        {
          title: 'P&I letter',
          text: 'Club-signed financial security letter with its Blue Card / CiOFS reference, validity and local correspondent.',
          icon: 'shield',
        },
        {
          title: 'NOSDCP contact',
          text: 'A 24/7 contact sheet aligned with the National Oil Spill Disaster Contingency Plan, with Coast Guard liaison.',
          icon: 'alert',
        },
        {
          title: 'Agent coordination sheet',
          text: 'Who does what between the ship, the agent, the club correspondent and our desk, for this port call.',
          icon: 'users',
        },
      ],
    }),
    section('clause-mapping', {
      heading: 'Clause mapping',
      body: ['Each requirement of the notice, the document we deliver and how it is verified.'],
    }),
    section('evidence-pack-download', {
      heading: 'Financial security evidence pack',
      body: ['For fleet risk leads and P&I correspondents: the document checklist, audit notes and verification links in one pack.'],
      items: [{ title: 'Download Evidence Pack (PDF)', icon: 'download', href: '/docs/financial-security-evidence-pack.pdf' }],
    }),
    section('cta', {
      heading: 'Need a pack for a port call this week?',
      items: [
        { title: 'Generate Pre-Arrival Letter', href: '/port-call-compliance' },
        { title: 'Request Fleet Quote', href: '/fleet-retainer#quote' },
      ],
    }),
  ],
})

export const salvageOsr = pageCopy({
  key: 'salvageOsr',
  seo: seo(
    'Emergency Salvage & Oil-Spill Response in India | 24/7',
    'Two salvage tugs at Mumbai, a 22-vessel global surge pool, west coast 6-8 hours and east coast 8-12 hours. NOSDCP-aligned oil-spill response.',
  ),
  hero: {
    eyebrow: 'Salvage · Oil-spill response',
    title: 'Emergency salvage and oil-spill response',
    lead: 'Tugs, pumps and booms mobilised from Mumbai and partner bases on both coasts, coordinated with the Indian Coast Guard under the NOSDCP framework.',
    image: localImage('case-boom-paradip.svg', 'Response boats towing a yellow containment boom around an oil slick beside a tanker'),
  },
  sections: [
    section('named-assets', {
      heading: 'Named assets',
      items: [
        {
          title: 'Salvage tugs at Mumbai',
          meta: '2 tugs',
          text: 'Two salvage tugs based at Mumbai with towing, firefighting and pumping gear.',
          icon: 'ship',
        },
        {
          title: 'Global surge pool',
          meta: '22 vessels',
          text: 'Salvage and offshore vessels available through international partners.',
          icon: 'globe',
        },
        {
          title: 'Salvage pumps',
          meta: '375-3,218 GPM',
          text: 'Submersible and transfer pumps for dewatering and cargo transfer.',
          icon: 'droplet',
        },
        {
          title: 'Containment booms and skimmers',
          meta: 'Local stockpiles',
          text: 'Pre-positioned at Mumbai and partner bases in Gujarat and on the east coast.',
          icon: 'lifebuoy',
        },
      ],
    }),
    section('response-times', {
      heading: 'Response times',
      items: [
        { title: 'West coast', meta: '6-8 hours', icon: 'clock' },
        { title: 'East coast', meta: '8-12 hours', icon: 'clock' },
        { title: 'Pan-India', meta: 'Up to 24 hours', icon: 'clock' },
        { title: 'Offshore vessels to India', meta: '24-48 hours', text: 'At 10-28 knots.', icon: 'globe' },
        { title: 'Local equipment deployment', meta: '2-6 hours', icon: 'crane' },
      ],
    }),
    section('methods', {
      heading: 'Methods',
      items: [
        { title: 'Emergency towing and escort' },
        { title: 'Refloating of grounded vessels' },
        { title: 'Dewatering and damage-control pumping' },
        { title: 'Shipboard firefighting support' },
        { title: 'Bunker and cargo lightering' },
        { title: 'Oil containment with booms, skimmers and shoreline protection' },
        { title: 'Wreck removal planning and execution' },
      ],
    }),
    section('nosdcp-framework', {
      heading: 'NOSDCP framework',
      body: [
        'India’s National Oil Spill Disaster Contingency Plan (NOSDCP) makes the Indian Coast Guard the central coordinating authority for oil spills at sea, with pollution response centres at Mumbai, Chennai, Port Blair and Vadinar.',
        'We report incidents and coordinate every response through that framework, and we place ship-side resources under Coast Guard direction from the first call.',
      ],
    }),
    // The coast cards come from the coverageZone documents.
    section('coverage-by-coast', {
      heading: 'Coverage by coast',
      body: ['Response times are to site from the mobilisation order, with named partners and equipment pre-positioned on both coasts.'],
    }),
    section('fleet-quote-cta', {
      heading: 'Put response capacity on retainer',
      body: ['A fleet retainer fixes mobilisation times and service credits before the casualty, not during it.'],
      items: [{ title: 'Request Fleet Quote', href: '/fleet-retainer#quote' }],
    }),
  ],
})

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
      ],
    }),
    section('actions', {
      items: [
        { title: 'Generate Pre-Arrival Letter', href: '/port-call-compliance', icon: 'document' },
        { title: 'Download Compliance Pack', icon: 'download' },
        { title: 'Call 24/7 Hotline', icon: 'phone' },
      ],
    }),
    section('not-found', {
      heading: 'Port Not Found',
      body: ["The port you're looking for doesn't exist."],
      items: [{ title: 'See all ports', href: '/port-call-compliance' }],
    }),
  ],
})

export const notFound = pageCopy({
  key: 'notFound',
  seo: seo('Page not found', 'The page you are looking for does not exist or has moved.'),
  hero: {
    eyebrow: '404',
    title: 'Page not found',
    lead: 'The page you are looking for does not exist or has moved.',
  },
  sections: [
    section('links', {
      heading: 'Try one of these',
      items: [
        { title: 'Home', href: '/' },
        { title: 'Pre-arrival letter', href: '/port-call-compliance' },
        { title: 'Fleet retainer', href: '/fleet-retainer' },
        { title: 'Contact', href: '/contact' },
      ],
    }),
  ],
})

export const emailConfirmation = pageCopy({
  key: 'emailConfirmation',
  seo: seo('Confirm your email', 'Confirm your subscription to port-call compliance and response updates.'),
  hero: { title: 'Email confirmation' },
  // Each state's message under its heading is the spec's, in code.
  sections: [
    section('invalid', { heading: 'Invalid Link' }),
    section('processing', { heading: 'Confirming your email…', body: ['Please wait while we confirm your email address.'] }),
    section('success', { heading: 'Email confirmed' }),
    section('whats-next', {
      heading: "What's Next",
      items: [
        { title: 'Port-call and compliance updates, including DGS notices that affect your vessels' },
        { title: 'Emergency response alerts for the ports you call at' },
        { title: 'Maritime insights and case studies from our operations' },
        { title: 'Manage your preferences at any time from the link in every email' },
      ],
    }),
    section('error', { heading: 'Confirmation failed' }),
    section('actions', {
      items: [
        { title: 'Return Home', name: 'home' },
        { title: 'Try Again', name: 'retry' },
      ],
    }),
  ],
})

export const emailPreferences = pageCopy({
  key: 'emailPreferences',
  seo: seo('Email preferences', 'Choose which updates you receive from us.'),
  hero: { title: 'Email Preferences', lead: 'Choose which emails you receive.' },
  sections: [
    section('preferences', {
      heading: 'Your subscriptions',
      items: [
        { title: 'Port Call & Compliance Updates', name: 'compliance', text: 'DGS notices, document requirements and port-call changes.' },
        { title: 'Emergency Response & Alerts', name: 'emergency', text: 'Weather, casualty and pollution alerts for Indian ports.' },
        { title: 'Maritime Insights & Case Studies', name: 'newsletter', text: 'Our newsletter with operations reports and analysis.' },
        { title: 'Account & Service Emails', name: 'transactional', text: 'Required for service delivery.', meta: '(always on)' },
      ],
      note: 'Changes take effect immediately.',
    }),
    section('unsubscribe-all', {
      items: [{ title: 'Unsubscribe from All Marketing', name: 'button' }],
      note: 'Are you sure you want to unsubscribe from all marketing emails? You will still receive important account and compliance notifications.',
    }),
    // The messages after loading or saving are the spec's, in code.
    section('messages', {
      items: [
        { title: 'Loading your preferences…', name: 'loading' },
        { title: 'Preferences for {email}', name: 'for' },
      ],
    }),
    section('invalid', {
      heading: 'Invalid link. Please use the link from your email.',
      body: ['Missing required parameters. Please use the link from your email.'],
    }),
    section('actions', {
      items: [
        { title: 'Return Home', name: 'home' },
        { title: 'Try Again', name: 'retry' },
      ],
    }),
  ],
})

export const unsubscribe = pageCopy({
  key: 'unsubscribe',
  seo: seo('Unsubscribe', 'Unsubscribe from marketing emails.'),
  hero: { title: 'Unsubscribe' },
  // Each state's message under its heading is the spec's, in code.
  sections: [
    section('invalid', { heading: 'Invalid Link' }),
    section('processing', { heading: 'Processing…', body: ['Processing your unsubscribe request.'] }),
    section('success', {
      heading: 'Unsubscribed',
      note: 'What this means',
      items: [
        { title: 'You will no longer receive newsletters, insights or marketing updates.' },
        { title: 'You will still receive important account and compliance notifications.' },
        { title: 'You can re-subscribe at any time from your email preferences.' },
      ],
    }),
    section('error', { heading: 'Something went wrong' }),
    section('actions', {
      items: [
        { title: 'Manage Preferences', name: 'manage-preferences' },
        { title: 'Return Home', name: 'home' },
        { title: 'Try Again', name: 'retry' },
        { title: 'Contact Support', name: 'contact-support', icon: 'mail' },
      ],
    }),
  ],
})

export const layout = pageCopy({
  key: 'layout',
  sections: [
    section('header-nav', {
      items: [
        { title: 'Home', href: '/' },
        { title: 'Port-Call Compliance', href: '/port-call-compliance' },
        { title: 'Fleet Retainer', href: '/fleet-retainer' },
        { title: 'Salvage & OSR', href: '/response/salvage-osr' },
        { title: 'Contact', href: '/contact' },
        { title: 'Request Fleet Quote', href: '/fleet-retainer#quote', name: 'button' },
      ],
    }),
    section('company-menu', {
      heading: 'Company',
      items: [
        { title: 'About Us', href: '/about' },
        { title: 'Leadership', href: '/management' },
      ],
    }),
    section('emergency-bar', {
      heading: '24/7 Emergency',
      items: [
        { title: 'Call', icon: 'phone', name: 'emergencyPhone' },
        { title: 'WhatsApp', icon: 'whatsapp', name: 'whatsappNumber' },
        { title: 'Email', icon: 'mail', name: 'supportEmail' },
      ],
    }),
    section('mobile-bar', {
      items: [
        { title: 'Call 24/7', icon: 'phone' },
        { title: 'WhatsApp', icon: 'whatsapp' },
        { title: 'Email', icon: 'mail' },
      ],
    }),
    section('footer-services', {
      heading: 'Services',
      items: [
        { title: 'Port-Call Compliance', href: '/port-call-compliance' },
        { title: 'Fleet Retainer', href: '/fleet-retainer' },
        { title: 'Financial Security', href: '/insurance/financial-security' },
        { title: 'Salvage & OSR', href: '/response/salvage-osr' },
      ],
    }),
    section('footer-ports', { heading: 'Ports' }),
    section('footer-resources', {
      heading: 'Resources',
      items: [
        { title: 'Case Studies', href: '/case-studies' },
        { title: 'About Us', href: '/about' },
        { title: 'Leadership', href: '/management' },
        { title: 'Partner Portal', internal: 'page.agents-partner' },
        { title: 'Insurers Hub', internal: 'page.insurers-hub' },
        { title: 'Contact', href: '/contact' },
      ],
    }),
    section('footer-downloads', {
      heading: 'Downloads',
      items: [
        // The spec's two downloads, in this order: the DGS compliance summary, the evidence pack.
        { title: 'DGS Compliance Summary (PDF)' },
        { title: 'Financial Security Evidence Pack (PDF)' },
      ],
    }),
    section('newsletter', {
      heading: 'Compliance & response updates',
      body: ['DGS notices, port changes and response alerts. No spam; unsubscribe at any time.'],
      // The field's hint is the text inside the empty field. The messages after a request are the spec's, in code.
      fields: [
        {
          name: 'email',
          label: 'Email address',
          hint: 'Your email address',
          requiredMessage: 'Please enter your email address',
          invalidMessage: 'Please enter a valid email address',
        },
      ],
      items: [
        { title: 'Subscribe', name: 'submit' },
        { title: 'Subscribing...', name: 'submitting' },
      ],
    }),
    section('copyright', { note: '© {year} Global Salvage India. All rights reserved.' }),
    // The column headings of the site's tables, one per column name (meta), wherever it appears.
    section('table-headings', {
      items: [
        { title: 'Service', name: 'service' },
        { title: 'Commitment', name: 'commitment' },
        { title: 'Penalty', name: 'penalty' },
        { title: 'Escalation', name: 'escalation' },
        { title: 'Zone', name: 'zone' },
        { title: 'Ports', name: 'ports' },
        { title: 'Response time', name: 'responseTime' },
        { title: 'Assets', name: 'assets' },
        { title: 'Clause', name: 'clause' },
        { title: 'Requirement', name: 'requirement' },
        { title: 'Our delivery', name: 'delivery' },
        { title: 'Verification', name: 'verification' },
      ],
    }),
    // The printable documents' frame: their toolbar and the labels of their header details.
    section('document-labels', {
      items: [
        { title: 'Print', name: 'print' },
        { title: 'Download PDF', name: 'downloadPdf' },
        { title: 'Save filled pack as PDF', name: 'saveFilledPdf' },
        { title: 'Blank template (PDF)', name: 'blankPdf' },
        { title: 'Document actions', name: 'toolbar' },
        { title: 'Document ID', name: 'documentId' },
        { title: 'Version', name: 'version' },
        { title: 'Date', name: 'date' },
        { title: 'Issued to', name: 'audience' },
      ],
    }),
    // Words of the site's frame, many heard only with a screen reader.
    section('interface', {
      items: [
        { title: 'Skip to content', name: 'skip' },
        { title: 'Main', name: 'mainNav' },
        { title: 'Menu', name: 'menu' },
        { title: 'Close', name: 'close' },
        { title: 'Quick contact', name: 'quickContact' },
        { title: 'Newsletter', name: 'newsletter' },
        { title: 'Office', name: 'office' },
        { title: '(opens in a new tab)', name: 'newTab' },
        { title: 'Highlights', name: 'highlights' },
        { title: 'Key figures', name: 'keyFigures' },
        { title: 'Focus', name: 'focus' },
        { title: 'There is a problem', name: 'errorSummary' },
        { title: 'Error:', name: 'fieldError' },
        { title: 'Return to the home page', name: 'returnHome' },
        { title: '{brandName}, home', name: 'brandHome' },
      ],
    }),
    // What a page shows when it failed to render.
    section('error-page', {
      heading: 'Something went wrong',
      note: 'This page could not be shown. Please try again, or call our 24/7 desk.',
    }),
  ],
})

// ---------------------------------------------------------------------------
// Printable documents
// ---------------------------------------------------------------------------

export const docDgsSummary = pageCopy({
  key: 'docDgsSummary',
  documentId: 'GSI-DGS-MSN05-2025',
  documentVersion: '1.0',
  audience: 'Shipowners, fleet managers, ship agents and P&I correspondents',
  seo: seo(
    'DGS MSN 05/2025 Compliance Summary (Printable)',
    'Clause-by-clause summary of DGS MSN 05/2025: verified P&I or financial security for vessels of 300 GT and above, with three months minimum cover.',
  ),
  hero: {
    title: 'DGS MSN 05/2025: P&I and Financial Security at Indian Ports',
    lead: 'The notice requires verified P&I or financial security certificates for vessels of 300 GT and above calling at Indian ports, with a minimum of three months of cover.',
  },
  sections: [
    section('clause-table', {
      heading: 'Clause summary',
      body: ['Each clause, what it requires and how our pre-arrival pack delivers and evidences it.'],
      items: [
        { title: 'Clause', name: 'clause' },
        { title: 'Requirement', name: 'requirement' },
        { title: 'Our delivery', name: 'delivery' },
        { title: 'Verification', name: 'verification' },
      ],
    }),
    section('stakeholder-obligations', {
      heading: 'Stakeholder obligations',
      items: [
        {
          title: 'Shipowner / manager',
          text: 'Maintain P&I or financial security with at least three months remaining from entry or renewal, and provide the certificate before arrival.',
          meta: 'Before ETA',
        },
        {
          title: 'Ship agent',
          text: 'File the certificate details with the pre-arrival submission and confirm the local correspondent and 24/7 contacts.',
          meta: 'With MSW submission',
        },
        {
          title: 'P&I club / insurer',
          text: 'Issue the club-signed letter or certificate and answer verification requests from port authorities.',
          meta: 'On request',
        },
        {
          title: 'Harbour master / port control',
          text: 'Verify the certificate, insurer and validity before berthing, and record the verification.',
          meta: 'Before berthing',
        },
      ],
    }),
    section('implementation-notes', {
      heading: 'Implementation notes',
      body: [
        '- Start the pack as soon as the port and ETA are fixed; we issue in under 2 hours from a validated submission.',
        '- Renewals falling inside the three-month window need the renewal confirmation attached, not only the expiring certificate.',
        '- Vessels under 300 GT are outside the notice but many terminals still ask for P&I evidence; we issue the same pack on request.',
        '- Keep the 24/7 contact sheet aligned with NOSDCP: port control will ask for a reachable pollution contact.',
        '- Any change to vessel, port or ETA triggers revised documents within 1 hour.',
      ],
    }),
    section('references', {
      heading: 'References',
      items: [
        { title: 'DGS Merchant Shipping Notice MSN 05/2025', href: 'https://www.dgshipping.gov.in/' },
        { title: 'National Oil Spill Disaster Contingency Plan (NOSDCP), Indian Coast Guard', href: 'https://indiancoastguard.gov.in/' },
        { title: 'Nairobi International Convention on the Removal of Wrecks, 2007' },
        { title: 'International Convention on Civil Liability for Bunker Oil Pollution Damage, 2001' },
      ],
    }),
  ],
})

export const docCompliancePack = pageCopy({
  key: 'docCompliancePack',
  documentId: 'GSI-COMPLIANCE-PACK',
  documentVersion: '1.0',
  audience: 'Harbour master or port control; vessel or agent',
  seo: seo(
    'Pre-Arrival Financial Security Pack (Printable)',
    'Two-page pre-arrival pack: insurance details, attachments, representations, harbour master verification steps and port checklist.',
  ),
  hero: {
    title: 'Pre-Arrival Financial Security Pack',
    lead: 'Issued under DGS MSN 05/2025 for vessels of 300 GT and above.',
  },
  sections: [
    section('vessel-details', {
      heading: 'Vessel and port call',
      items: [
        { title: 'Vessel', name: 'vessel' },
        { title: 'IMO', name: 'imo' },
        { title: 'Flag', name: 'flag' },
        { title: 'Port call', name: 'portCall' },
        { title: 'ETA (local)', name: 'eta' },
        { title: 'Agent / company', name: 'agent' },
        { title: 'MSW submission ID', name: 'mswSubmissionId' },
        { title: 'Submission timestamp', name: 'submissionTimestamp' },
      ],
    }),
    section('insurance', {
      heading: 'Insurance',
      items: [
        { title: 'Primary insurer', name: 'primaryInsurer' },
        { title: 'Policy reference', name: 'policyReference' },
        { title: 'Validity (minimum 3 months from entry or renewal)', name: 'validity' },
        { title: 'Local correspondent', name: 'localCorrespondent' },
        { title: 'Telephone', name: 'correspondentPhone' },
      ],
    }),
    section('attachments', {
      heading: 'Attachments',
      items: [
        { title: 'Club-signed financial security letter (Blue Card / CiOFS reference)', meta: 'A1' },
        { title: 'Cover note on wreck removal and pollution clauses', meta: 'A2' },
        { title: '24/7 contact sheet with Coast Guard liaison', meta: 'A3' },
        { title: 'Port SOP checklist', meta: 'A4' },
      ],
    }),
    section('representations', {
      heading: 'Representations',
      items: [
        { title: 'The vessel named above is entered with the insurer stated, and the cover is in force on the date of issue.', meta: '1' },
        { title: 'The cover remains valid for at least three months from entry into the port or from renewal, as stated.', meta: '2' },
        { title: 'The attached documents are true copies of those issued by the insurer or its authorised correspondent.', meta: '3' },
        {
          title: 'We will notify the port authority and the customer of any irregularity within 45 minutes of becoming aware of it.',
          meta: '4',
        },
      ],
    }),
    section('signatory', {
      heading: 'Authorised signatory',
      items: [
        { title: 'Priya Raghavan', meta: 'Chief Operating Officer', text: 'For and on behalf of Global Salvage India' },
        { title: 'Signature', name: 'signature' },
        { title: 'Date', name: 'date' },
      ],
    }),
    section('operations-centre', {
      heading: '24/7 Operations Centre',
      items: [
        { title: 'Emergency phone', name: 'emergencyPhone', icon: 'phone' },
        { title: 'Support email', name: 'supportEmail', icon: 'mail' },
        { title: 'WhatsApp', name: 'whatsappNumber', icon: 'whatsapp' },
      ],
    }),
    section('harbour-master-steps', {
      heading: 'A. Harbour master instructions',
      items: [
        { title: 'Match the vessel name, IMO number and flag against the MSW pre-arrival submission.', meta: '1' },
        {
          title: 'Check that the financial security letter is signed by the club or insurer and quotes its Blue Card / CiOFS reference.',
          meta: '2',
        },
        { title: 'Confirm the insurer through its online vessel search or the DGS list of authorised insurers.', meta: '3' },
        { title: 'Confirm cover for a vessel of 300 GT or more, valid for at least 3 months from entry or renewal.', meta: '4' },
        {
          title: 'Complete the verification record below; for any discrepancy call the 24/7 desk, which answers within 45 minutes.',
          meta: '5',
        },
      ],
    }),
    section('verification-record', {
      heading: 'Verification record',
      items: [
        { title: 'Verified by (name)', name: 'verifiedBy' },
        { title: 'Designation', name: 'designation' },
        { title: 'Date and time', name: 'verifiedAt' },
        { title: 'Method (online search / phone / email)', name: 'method' },
        { title: 'Result (accepted / query raised)', name: 'result' },
        { title: 'Signature and port stamp', name: 'stamp' },
      ],
    }),
    section('vessel-agent-checklist', {
      heading: 'B. Vessel / agent checklist',
      items: [
        { title: 'Original or club-certified copy of the financial security letter on board' },
        { title: 'Blue Card / CiOFS reference quoted in the MSW submission' },
        { title: 'Cover valid for at least 3 months from entry or renewal' },
        { title: 'Local correspondent and 24/7 contact sheet shared with port control' },
        { title: 'Port-specific advance notice met (see section C)' },
        { title: 'Pollution emergency plan (SOPEP) contacts updated for this port' },
      ],
    }),
    // For each port, its name and first three local nuances (from the port documents).
    section('port-essentials', { heading: 'C. Port-specific essentials' }),
    section('nosdcp-coordination', {
      heading: 'D. Coast Guard / NOSDCP coordination',
      body: [
        'Pollution incidents are reported to the Indian Coast Guard, the central coordinating authority under NOSDCP, through the nearest pollution response centre.',
      ],
      items: [
        { title: 'Pollution Response Centre Mumbai', meta: 'West coast', icon: 'shield' },
        { title: 'Pollution Response Centre Chennai', meta: 'East coast', icon: 'shield' },
        { title: 'Pollution Response Centre Port Blair', meta: 'Andaman & Nicobar', icon: 'shield' },
        { title: 'Pollution Response Centre Vadinar', meta: 'Gulf of Kutch', icon: 'shield' },
      ],
    }),
    section('references', {
      heading: 'References',
      items: [
        { title: 'DGS Merchant Shipping Notice MSN 05/2025' },
        { title: 'National Oil Spill Disaster Contingency Plan (NOSDCP)' },
        { title: 'Nairobi International Convention on the Removal of Wrecks, 2007' },
        { title: 'Bunker Oil Pollution Damage Convention, 2001' },
      ],
    }),
    section('audit-log', {
      heading: 'Audit log',
      items: [
        { title: 'Request received', name: 'receivedAt' },
        { title: 'Submission validated', name: 'validatedAt' },
        { title: 'Insurer verification completed', name: 'verifiedAt' },
        { title: 'Pack issued', name: 'issuedAt' },
        { title: 'Sent by email and WhatsApp', name: 'sentAt' },
      ],
    }),
    section('footer', { body: ['Replace placeholders with live data from the compliance generator.'] }),
  ],
})

export const docSlaSchedule = pageCopy({
  key: 'docSlaSchedule',
  documentId: 'GSI-SLA-RET-INDIA',
  documentVersion: '1.0',
  audience: 'Fleet risk lead and procurement',
  seo: seo(
    'Fleet Retainer SLA Schedule, India (Printable)',
    'Service levels, service credits, escalation directory, exclusions and reporting for the Global Salvage India fleet retainer.',
  ),
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

export const docEvidencePack = pageCopy({
  key: 'docEvidencePack',
  documentId: 'GSI-FS-EVIDENCE',
  documentVersion: '1.0',
  audience: 'Fleet risk lead or P&I correspondent',
  seo: seo(
    'Financial Security Evidence Pack (Printable)',
    'Document checklist, audit notes and verification links for fleet risk leads and P&I correspondents under DGS MSN 05/2025.',
  ),
  hero: {
    title: 'Financial Security Evidence Pack',
    lead: 'Issued to the fleet risk lead or P&I correspondent.',
  },
  sections: [
    section('checklist-cover-letter', {
      heading: 'Cover letter summary',
      items: [
        { title: 'Club-signed financial security letter with Blue Card / CiOFS reference' },
        { title: 'Vessel name, IMO number, flag and gross tonnage (300 GT and above)' },
        { title: 'Validity of at least 3 months from entry or renewal' },
        { title: 'Wreck removal and pollution clauses confirmed' },
      ],
    }),
    section('checklist-verification-package', {
      heading: 'Verification package',
      items: [
        { title: 'Insurer online vessel search result, dated' },
        { title: 'Insurer shown on the DGS authorised insurers list' },
        { title: 'Local correspondent name and telephone' },
        { title: 'Verification reference recorded in the audit log' },
      ],
    }),
    section('checklist-nosdcp-contacts', {
      heading: 'NOSDCP contacts',
      items: [
        { title: '24/7 contact sheet with Coast Guard liaison' },
        { title: 'Nearest pollution response centre (Mumbai, Chennai, Port Blair or Vadinar)' },
        { title: 'SOPEP contacts updated for the port of call' },
      ],
    }),
    section('checklist-port-agent-coordination', {
      heading: 'Port agent coordination',
      items: [
        { title: 'Agent appointment confirmed and MSW submission ID recorded' },
        { title: 'Port-specific advance notice met' },
        { title: 'Agent coordination sheet shared with the master' },
      ],
    }),
    section('audit-notes', {
      heading: 'Audit notes',
      body: [
        'Each pack is versioned (1.0 on first issue) and every change is logged with time and author. Revised documents are issued within 1 hour of a change.',
        'Keep this evidence pack with the voyage records for the period of cover.',
      ],
    }),
    section('external-links', {
      heading: 'External links',
      items: [
        { title: 'DGS notice MSN 05/2025', href: 'https://www.dgshipping.gov.in/', icon: 'document' },
        { title: 'P&I vessel search (International Group of P&I Clubs)', href: 'https://www.igpandi.org/', icon: 'ship' },
        { title: 'DGS authorised insurers list', href: 'https://www.dgshipping.gov.in/', icon: 'shield' },
      ],
    }),
  ],
})

export const pageCopyDocuments = [
  home,
  portCallCompliance,
  fleetRetainer,
  caseStudies,
  contact,
  about,
  management,
  financialSecurity,
  salvageOsr,
  port,
  notFound,
  emailConfirmation,
  emailPreferences,
  unsubscribe,
  docDgsSummary,
  docCompliancePack,
  docSlaSchedule,
  docEvidencePack,
  layout,
]
