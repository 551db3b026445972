import { blocks, ref } from '../../blocks.ts'
import { seo } from '../../helpers.ts'
import { localImage } from '../../images.ts'

/** The Insurers Hub (/insurers-hub), linked from the footer. */
export const insurersHub = {
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
}
