import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const financialSecurity = pageCopy({
  key: 'financialSecurity',
  seo: seo(
    'P&I and Financial Security for Indian Port Calls | MSN 05/2025',
    'Club-signed P&I letters, NOSDCP contact sheets and agent coordination for vessels of 300 GT and above calling at Indian ports.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Financial security',
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
