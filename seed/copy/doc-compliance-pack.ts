import { section, seo } from '../helpers.ts'
import { pageCopy } from './document.ts'

export const docCompliancePack = pageCopy({
  key: 'docCompliancePack',
  documentId: 'GSI-COMPLIANCE-PACK',
  documentVersion: '1.0',
  audience: 'Harbour master or port control; vessel or agent',
  seo: seo(
    'Pre-Arrival Financial Security Pack (Printable)',
    'Two-page pre-arrival pack: insurance details, attachments, representations, harbour master verification steps and port checklist.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Compliance pack: pre-arrival financial security',
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
