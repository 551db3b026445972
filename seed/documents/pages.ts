import { blocks, ref } from '../blocks.ts'
import { seo } from '../helpers.ts'
import { localImage } from '../images.ts'

/**
 * Pages built from sections (contract/blocks.ts): the Partner Portal and the Insurers Hub the footer
 * links to, the privacy notice (Site settings › Privacy notice), and the sections catalogue, a page kept out of search that holds every kind of section
 * (for editors to see them, and for the tests).
 */
export const pages = [
  {
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
  },
  {
    _id: 'page.insurers-hub',
    _type: 'page',
    title: 'Insurers Hub',
    slug: { _type: 'slug', current: 'insurers-hub' },
    seo: {
      ...seo(
        'Insurers Hub for P&I Clubs and Insurers',
        'For P&I clubs, insurers and correspondents: verification support, MSN 05/2025 documents and NOSDCP coordination in India.',
      ),
      // The editor's own sharing image: shared instead of the drawn one.
      image: localImage('hero-harbour.svg', 'Harbour cranes at dawn over a salvage tug standing by, for insurers and P&I clubs'),
    },
    blocks: blocks('page.insurers-hub', [
      {
        _type: 'heroBlock',
        eyebrow: 'Insurers Hub · P&I clubs, insurers and correspondents',
        heading: 'Clean evidence at the port for every vessel you enter',
        lead: 'P&I clubs, insurers and their correspondents rely on clean evidence at the port. We make your entries easy to verify under DGS MSN 05/2025.',
        image: localImage('case-vadinar-pack.svg', 'A pre-arrival financial security pack on a desk beside a tanker berthed at Vadinar'),
        items: [
          { title: 'Get the evidence pack', href: '/docs/financial-security-evidence' },
          // To this page's own quote form, by its anchor name.
          { title: 'Request a fleet quote', href: '#fleet-quote' },
        ],
      },
      {
        _type: 'richTextBlock',
        heading: 'Verification',
        body: [
          'Every pack quotes the Blue Card / CiOFS reference, the validity period (at least three months from entry or renewal) and the local correspondent, so port control can verify your cover through your online vessel search without calling your office at night.',
          '- Club-signed financial security letter, presented in DGS wording',
          '- Cover note on wreck removal and pollution clauses',
          '- The printable [DGS compliance summary](/docs/dgs-msn05-2025)',
        ],
      },
      {
        _type: 'downloadBlock',
        heading: 'Financial security evidence pack',
        body: ['The document checklist, audit notes and verification links your correspondents and fleet risk leads need, in one PDF.'],
        document: 'evidencePack',
        button: 'Download the evidence pack (PDF)',
        icon: 'shield',
      },
      {
        _type: 'clauseTableBlock',
        heading: 'How our documents answer the notice',
        body: ['Each clause of DGS MSN 05/2025, what we deliver for it and how port control verifies it.'],
        table: 'financialSecurity',
        note: 'The wording follows the notice; the financial security page explains each document.',
      },
      {
        _type: 'caseStudiesBlock',
        heading: 'Cases your members will recognise',
        body: ['A pack verified at anchor, and a tow that kept a casualty out of the channel.'],
        show: 'chosen',
        caseStudies: [ref('caseStudy.vadinar-pre-arrival-pack'), ref('caseStudy.mumbai-emergency-tow')],
        items: [{ title: 'All case studies', href: '/case-studies' }],
      },
      {
        _type: 'richTextBlock',
        heading: 'NOSDCP coordination',
        body: [
          'When an entered vessel has a casualty, our 24/7 operations centre coordinates with the Indian Coast Guard under the National Oil Spill Disaster Contingency Plan and keeps your claims handlers informed. Mumbai salvage tugs reach west coast incidents in 6-8 hours and east coast incidents in 8-12 hours.',
        ],
      },
      {
        _type: 'fleetQuoteFormBlock',
        anchor: 'fleet-quote',
        heading: 'A quote for your entered fleet',
        body: [
          'Tell us about the fleet you cover: we reply within 24 hours with retainer terms for pre-arrival packs, the 24/7 desk and salvage response.',
        ],
      },
    ]),
  },
  // The privacy notice (Site settings › Privacy notice): linked from every page's footer and beside
  // each form's button. A draft under India's Digital Personal Data Protection Act, 2023, for the
  // business and its counsel to review before the site goes live (docs/analytics-and-privacy.md).
  {
    _id: 'page.privacy',
    _type: 'page',
    title: 'Privacy notice',
    slug: { _type: 'slug', current: 'privacy' },
    seo: seo(
      'Privacy Notice',
      'What Global Salvage India collects through this website and its forms, why, how long it is kept, and how to see, correct or erase it.',
    ),
    blocks: blocks('page.privacy', [
      {
        _type: 'heroBlock',
        eyebrow: 'Draft for review · not yet approved by Global Salvage India',
        heading: 'How we use what you send us',
        lead: 'This notice says what personal data this website collects, why, who handles it for us, how long we keep it, and how you can see, correct or erase it or withdraw your consent, under the Digital Personal Data Protection Act, 2023.',
      },
      {
        _type: 'richTextBlock',
        heading: 'Who we are',
        body: [
          'Global Salvage India, of Mumbai, Maharashtra, decides why and how the personal data described here is processed: under the Act we are its **Data Fiduciary**. Questions about this notice and requests about your data go to {grievanceOfficer}, at {grievanceEmail}.',
          '*This notice is a draft prepared with the website. The periods, the providers named and the grievance contact are proposals for the company and its counsel to confirm before publication.*',
        ],
      },
      {
        _type: 'richTextBlock',
        heading: 'What each form collects, and why',
        body: [
          '### Pre-arrival letter request',
          'The vessel name, IMO number, port of call, ETA, agent or company and your email address, and, if you give them, a phone number and notes. We use them to prepare the pre-arrival financial security pack you ask for and to contact you about it. We process them because you send them to us for that purpose (your consent, given by sending the form).',
          '### Fleet quote request',
          'Your company name, your name, email address and phone number, the size of your fleet, your annual port calls and, if you write one, your message. We use them to prepare your quote, reply within 24 hours and follow up on it.',
          '### Newsletter sign-up',
          'Your email address, and which updates you want (compliance, emergency response, insights). We use it to send the updates you chose, only after you confirm your address from the email we send, and to keep your choices.',
          '### What the website keeps in your own browser',
          'While you fill in a form, your browser keeps what you typed until it is sent, so that a reload loses nothing; it is never sent to us before you press the button, and it is deleted when the form succeeds or you close the tab. To keep working without a connection, your browser keeps copies of the pages and documents you opened. These stay on your device.',
        ],
      },
      {
        _type: 'richTextBlock',
        heading: 'Analytics',
        body: [
          'If we count visits, we do so without identifying you. A privacy-friendly counter (Plausible or Umami) sets no cookies and keeps no personal data. Google Analytics sets cookies, so it runs only if you agree when the site asks you; until then nothing is sent, and you can change your choice at any time under "Analytics choices" at the foot of every page. We count which pages are visited, which documents are downloaded and how many forms are sent, never what you type in them.',
        ],
      },
      {
        _type: 'richTextBlock',
        heading: 'Who handles it for us',
        body: [
          'Our email service (the email-manager) receives what each form sends, delivers it to our support desk and sends you the emails you asked for. It acts as our **Data Processor**, on our instructions and under a contract, and uses the data for nothing else. Our hosting provider serves the website and keeps technical logs (the address your request came from, your browser) to keep the site secure. Where these providers process data outside India, they do so as the Act allows.',
          'We do not sell your data, and we share it with no one else unless the law requires it.',
        ],
      },
      {
        _type: 'richTextBlock',
        heading: 'How long we keep it',
        body: [
          '- Requests that lead to business with us: for the duration of that business and then as long as Indian law requires us to keep commercial records (usually 8 years).',
          '- Requests that do not lead to business: deleted 24 months after our last exchange with you.',
          '- Newsletter: until you unsubscribe. We then keep only your address on a list of people not to write to, so that you are never added again by mistake.',
          '- Technical logs: one year, as the Digital Personal Data Protection Rules, 2025 require.',
        ],
      },
      {
        _type: 'richTextBlock',
        heading: 'Your rights, and withdrawing your consent',
        body: [
          'You may ask us for a summary of the personal data we hold about you and what we do with it, and ask us to correct, complete, update or erase it. You may also name another person to exercise these rights for you should you be unable to. Write to {grievanceEmail}: we reply within 90 days, usually much sooner.',
          'You may withdraw your consent at any time, as easily as you gave it: every email we send has an **Unsubscribe** link and a **Manage preferences** link (the email preferences page), and you can also write to us. Withdrawing stops what we do from then on; it does not undo what was done before.',
        ],
      },
      {
        _type: 'richTextBlock',
        heading: 'Complaints',
        body: [
          'If something is wrong, write first to {grievanceOfficer}, at {grievanceEmail}. If our answer does not resolve it, you may complain to the Data Protection Board of India.',
          'This website is meant for businesses in shipping, not for children: we do not knowingly collect data about anyone under 18.',
        ],
      },
    ]),
  },
  {
    _id: 'page.sections',
    _type: 'page',
    title: 'Sections catalogue',
    slug: { _type: 'slug', current: 'sections' },
    // Shared by link only: for editors, not for search engines.
    noindex: true,
    seo: seo('Sections catalogue', 'Every kind of section a page of the site can be built from, each with sample content.'),
    blocks: blocks('page.sections', [
      {
        _type: 'heroBlock',
        anchor: 'hero',
        eyebrow: 'For editors · every section',
        heading: 'Every section a page can be built from',
        lead: 'Each section below is one an editor can add to a page in the Studio, shown here with sample content. This page is kept out of search engines.',
        image: localImage('case-mumbai-tow.svg', 'A salvage tug towing a disabled cargo ship clear of the Mumbai channel'),
        items: [
          { title: 'See the Partner Portal', href: '/agents/partner' },
          { title: 'See the Insurers Hub', href: '/insurers-hub' },
        ],
      },
      {
        _type: 'metricsBlock',
        anchor: 'key-figures',
        metrics: [
          { _type: 'metric', _key: 'catalogue-docs', value: '30 min', label: 'typical document turnaround in business hours' },
          { _type: 'metric', _key: 'catalogue-tugs', value: '2', label: 'salvage tugs at Mumbai' },
        ],
      },
      {
        _type: 'richTextBlock',
        anchor: 'rich-text',
        body: [
          'A rich-text section without a heading: paragraphs, **bold** and *emphasis*, lists and links such as the [port directory](/ports).',
          '> A quotation stands out from the text around it.',
        ],
      },
      {
        _type: 'featureCardsBlock',
        anchor: 'feature-cards',
        heading: 'Feature cards with an accent',
        variant: 'accent',
        items: [
          { icon: 'shield', title: 'Club-signed letters', text: 'Presented in DGS wording.' },
          { icon: 'anchor', title: 'Port SOP checklists', text: 'For port control and the vessel.' },
          { icon: 'globe', title: 'Global surge pool', text: '22 vessels, mobilised to India in 24-48 hours.' },
        ],
      },
      {
        _type: 'featureCardsBlock',
        heading: 'Figures on a dark band',
        variant: 'dark',
        items: [
          { icon: 'ship', meta: '2', title: 'Salvage tugs', text: 'Stationed at Mumbai.' },
          { icon: 'droplet', meta: '375-3,218 GPM', title: 'Pumps', text: 'Deployed locally in 2-6 hours.' },
        ],
      },
      {
        _type: 'imageTextBlock',
        anchor: 'image-and-text',
        tag: 'Image with text',
        heading: 'A picture beside its story',
        body: ['The picture sits left or right of the text from tablets up, and above it on phones.'],
        image: localImage('case-boom-paradip.svg', 'Containment booms laid around a tanker off Paradip'),
        imageSide: 'right',
      },
      {
        _type: 'slaTableBlock',
        anchor: 'sla-table',
        heading: 'The full SLA schedule',
        body: ['The service levels of the retainer, from the SLA rows.'],
        table: 'full',
        items: [
          { title: 'The fleet retainer', href: '/fleet-retainer' },
          { title: 'Read the SLA schedule', href: '/docs/sla-schedule' },
        ],
      },
      {
        _type: 'clauseTableBlock',
        anchor: 'clause-table',
        heading: 'The fleet retainer clauses',
        table: 'fleetRetainer',
      },
      {
        _type: 'coverageBlock',
        anchor: 'coverage',
        heading: 'Coverage by coast',
      },
      {
        _type: 'portsBlock',
        anchor: 'ports',
        heading: 'The featured ports',
        show: 'featured',
      },
      {
        _type: 'downloadBlock',
        anchor: 'download',
        heading: 'The compliance summary',
        document: 'complianceSummary',
        button: 'Download the compliance summary (PDF)',
        icon: 'document',
      },
      {
        _type: 'timelineBlock',
        anchor: 'timeline',
        heading: 'Our timeline',
        body: ['Year by year, from the timeline entries.'],
      },
      {
        _type: 'caseStudiesBlock',
        anchor: 'case-studies',
        heading: 'The latest case studies',
        show: 'latest',
        count: 3,
      },
      {
        _type: 'faqBlock',
        anchor: 'questions',
        heading: 'Questions partners and insurers ask',
        body: ['Chosen from the FAQs.'],
        faqs: [ref('faq.chosen.1'), ref('faq.chosen.2')],
      },
      {
        _type: 'teamBlock',
        anchor: 'team',
        heading: 'People you will talk to',
        body: ['Chosen from the team.'],
        members: [ref('teamMember.arvind-menon'), ref('teamMember.priya-raghavan')],
      },
      {
        _type: 'contactBarBlock',
        anchor: 'contact-bar',
        call: 'Call',
        whatsapp: 'WhatsApp',
        email: 'Email',
      },
      {
        _type: 'preArrivalFormBlock',
        anchor: 'pre-arrival-form',
        heading: 'A pre-arrival letter, from any page',
        body: ['The same form, words and checks as on the pre-arrival page.'],
      },
      {
        _type: 'fleetQuoteFormBlock',
        anchor: 'fleet-quote-form',
      },
      {
        _type: 'newsletterFormBlock',
        anchor: 'signup',
        heading: 'Compliance updates by email',
        body: ['The footer sign-up, as a section of its own.'],
      },
      {
        _type: 'ctaBlock',
        anchor: 'call-to-action',
        heading: 'Build a page of your own',
        items: [{ title: 'The pre-arrival letter', href: '/port-call-compliance' }],
      },
    ]),
  },
]
