import { blocks } from '../blocks.ts'
import { section, seo } from '../helpers.ts'
import { localImage } from '../images.ts'
import { pageCopy } from './document.ts'

export const home = pageCopy({
  key: 'home',
  seo: seo(
    'India Port-Call Insurance (P&I/Financial Security) + NOSDCP Response',
    'DGS MSN 05/2025 pre-arrival P&I and financial security packs in under 2 hours, 45-minute call-back and 24/7 salvage and oil-spill response across India.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Home',
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
      items: [{ name: 'download', title: 'Download Compliance Summary (PDF)', icon: 'download' }],
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
    section('latest-notices', {
      heading: 'Latest notices & insights',
      body: ['Circulars, port advisories and alerts as we act on them.'],
      items: [{ title: 'All notices & insights', href: '/notices', icon: 'document' }],
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
  // A section editors added to the home page (its "Your own sections"), before its closing call to action.
  blocks: blocks('pageCopy.home', [
    {
      _type: 'imageTextBlock',
      tag: 'Monsoon readiness',
      heading: 'East coast calls in the monsoon and cyclone seasons',
      body: [
        "Paradip's monsoon runs from June to September and Visakhapatnam's cyclone season from October to December. Send your pre-arrival details early and keep the [Paradip port guide](doc:port.paradip) to hand: when a storm moves your ETA, the desk reissues your documents within 1 hour.",
      ],
      image: localImage('case-boom-paradip.svg', 'Containment booms laid in a calm sea off Paradip, with a support vessel standing by'),
      imageSide: 'left',
    },
  ]),
})
