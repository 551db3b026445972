import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const docEvidencePack = pageCopy({
  key: 'docEvidencePack',
  documentId: 'GSI-FS-EVIDENCE',
  documentVersion: '1.0',
  audience: 'Fleet risk lead or P&I correspondent',
  seo: seo(
    'Financial Security Evidence Pack (Printable)',
    'Document checklist, audit notes and verification links for fleet risk leads and P&I correspondents under DGS MSN 05/2025.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Financial security evidence pack',
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
