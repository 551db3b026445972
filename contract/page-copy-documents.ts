/**
 * The printable documents' page copy (/docs/*), part of the page-copy registry (page-copy.ts):
 * each a document with its ID, version and audience.
 */
import { DOCUMENT, type PageCopyEntry } from './page-copy-parts.ts'

export const DOCUMENT_COPY = {
  docDgsSummary: {
    title: 'Printable: DGS MSN 05/2025 compliance summary',
    hero: DOCUMENT,
    seo: true,
    document: true,
    sections: ['clause-table', 'stakeholder-obligations', 'implementation-notes', 'references'],
    needs: { 'clause-table': ['clause', 'requirement', 'delivery', 'verification'] },
  },
  docCompliancePack: {
    title: 'Printable: pre-arrival compliance pack',
    hero: DOCUMENT,
    seo: true,
    document: true,
    sections: [
      'vessel-details',
      'insurance',
      'attachments',
      'representations',
      'signatory',
      'operations-centre',
      'harbour-master-steps',
      'verification-record',
      'vessel-agent-checklist',
      'port-essentials',
      'nosdcp-coordination',
      'references',
      'audit-log',
      'footer',
    ],
    needs: {
      // The lines the generator's submission fills in, and the contacts from the site settings.
      'vessel-details': ['vessel', 'imo', 'portCall', 'eta', 'agent', 'submissionTimestamp'],
      'operations-centre': ['emergencyPhone', 'supportEmail', 'whatsappNumber'],
    },
  },
  docSlaSchedule: {
    title: 'Printable: fleet retainer SLA schedule',
    hero: DOCUMENT,
    seo: true,
    document: true,
    sections: ['service-levels', 'other-commitments', 'validation-reporting', 'exclusions', 'escalation-directory', 'signatures', 'footer'],
    needs: { 'service-levels': ['service', 'commitment', 'metric', 'penalty', 'escalation'], signatures: ['provider', 'customer'] },
  },
  docEvidencePack: {
    title: 'Printable: financial security evidence pack',
    hero: DOCUMENT,
    seo: true,
    document: true,
    sections: [
      'checklist-cover-letter',
      'checklist-verification-package',
      'checklist-nosdcp-contacts',
      'checklist-port-agent-coordination',
      'audit-notes',
      'external-links',
    ],
  },
} as const satisfies Record<string, PageCopyEntry>
