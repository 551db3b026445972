/**
 * The page-copy documents the site reads, one per page (a singleton, _id "pageCopy.<key>"), with
 * the section keys each page looks up. One typed constant for the page code (`section()` accepts
 * only these keys), the Studio (its list of page copy, the required-sections rule) and the tests
 * (the seed has exactly these; the build stops when the CMS lacks one).
 * Browser-safe and free of imports: the site's bundle reads it too.
 */
export const PAGE_COPY = {
  home: {title: 'Home page', sections: ['hero-actions', 'dgs-verification', 'compliance-summary-download', 'sla', 'coverage', 'surge-assets', 'case-studies', 'pre-arrival-cta']},
  portCallCompliance: {title: 'Pre-arrival letter generator', sections: ['progress', 'form', 'form-messages', 'success', 'faqs', 'port-links', 'compliance-pack-download', 'footer-bar']},
  fleetRetainer: {title: 'Fleet retainer', sections: ['compliance-alignment', 'operations-centre', 'sla-highlights', 'sla', 'coverage-zones', 'procurement-datasheet', 'quote', 'quote-success', 'review-call']},
  caseStudies: {title: 'Case studies', sections: ['cta']},
  contact: {title: 'Contact', sections: ['channels', 'response-promise']},
  about: {title: 'About us', sections: ['mission', 'vision', 'values', 'timeline']},
  management: {title: 'Leadership', sections: ['executive', 'advisory']},
  financialSecurity: {title: 'Financial security', sections: ['what-we-issue', 'clause-mapping', 'evidence-pack-download', 'cta']},
  salvageOsr: {title: 'Salvage and oil-spill response', sections: ['named-assets', 'response-times', 'methods', 'nosdcp-framework', 'coverage-by-coast', 'fleet-quote-cta']},
  port: {title: 'Port pages (shared copy)', sections: ['labels', 'actions', 'not-found']},
  notFound: {title: 'Page not found', sections: ['links']},
  emailConfirmation: {title: 'Email confirmation', sections: ['invalid', 'processing', 'success', 'whats-next', 'error']},
  emailPreferences: {title: 'Email preferences', sections: ['preferences', 'unsubscribe-all', 'messages', 'invalid', 'return']},
  unsubscribe: {title: 'Unsubscribe', sections: ['invalid', 'processing', 'success', 'manage-preferences', 'error']},
  docDgsSummary: {title: 'Printable: DGS MSN 05/2025 compliance summary', sections: ['clause-table', 'stakeholder-obligations', 'implementation-notes', 'references']},
  docCompliancePack: {
    title: 'Printable: pre-arrival compliance pack',
    sections: ['vessel-details', 'insurance', 'attachments', 'representations', 'signatory', 'operations-centre', 'harbour-master-steps', 'verification-record', 'vessel-agent-checklist', 'port-essentials', 'nosdcp-coordination', 'references', 'audit-log', 'footer'],
  },
  docSlaSchedule: {title: 'Printable: fleet retainer SLA schedule', sections: ['service-levels', 'other-commitments', 'validation-reporting', 'exclusions', 'escalation-directory', 'signatures', 'footer']},
  docEvidencePack: {title: 'Printable: financial security evidence pack', sections: ['checklist-cover-letter', 'checklist-verification-package', 'checklist-nosdcp-contacts', 'checklist-port-agent-coordination', 'audit-notes', 'external-links']},
  layout: {title: 'Header, footer and newsletter (every page)', sections: ['header-nav', 'company-menu', 'emergency-bar', 'mobile-bar', 'footer-services', 'footer-ports', 'footer-resources', 'footer-downloads', 'newsletter', 'copyright', 'table-headings', 'document-labels', 'interface']},
} as const

export type PageCopyKey = keyof typeof PAGE_COPY
/** Any page's section key. */
export type SectionKey = (typeof PAGE_COPY)[PageCopyKey]['sections'][number]

export const PAGE_COPY_KEYS = Object.keys(PAGE_COPY) as PageCopyKey[]

export const pageCopyId = (key: PageCopyKey) => `pageCopy.${key}`

/** The sections a page-copy document lacks, by the page's key ([] for an unknown key). */
export function missingSections(key: unknown, sections: unknown): string[] {
  const required: readonly string[] = (PAGE_COPY as Record<string, {sections: readonly string[]}>)[String(key)]?.sections ?? []
  const present = new Set(Array.isArray(sections) ? sections.map((s: {key?: unknown} | null) => s?.key) : [])
  return required.filter((section) => !present.has(section))
}
