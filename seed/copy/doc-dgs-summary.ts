import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const docDgsSummary = pageCopy({
  key: 'docDgsSummary',
  documentId: 'GSI-DGS-MSN05-2025',
  documentVersion: '1.0',
  audience: 'Shipowners, fleet managers, ship agents and P&I correspondents',
  seo: seo(
    'DGS MSN 05/2025 Compliance Summary (Printable)',
    'Clause-by-clause summary of DGS MSN 05/2025: verified P&I or financial security for vessels of 300 GT and above, with three months minimum cover.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'DGS MSN 05/2025 compliance summary',
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
