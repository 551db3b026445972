/**
 * Which parts of each page-copy section its page shows (heading, body, items, form fields, note),
 * by page key and section key. The Studio shows only these fields on a section (an empty field the
 * page would ignore is hidden; one that holds something stays, so it can be cleared).
 * tests/unit/section-parts.test.ts keeps it and the seed in step; tests/e2e/copy.spec.ts finds
 * every seeded part rendered. Every page and section of contract/page-copy.ts, by the compiler.
 * Browser-safe.
 */
import type { PageCopyKey, SectionOf } from '../contract/page-copy.ts'

export type SectionPart = 'heading' | 'body' | 'items' | 'fields' | 'note'

export const SECTION_PARTS: { readonly [P in PageCopyKey]: { readonly [S in SectionOf<P>]: readonly SectionPart[] } } = {
  home: {
    'hero-actions': ['items'],
    'dgs-verification': ['heading', 'body', 'items'],
    'compliance-summary-download': ['heading', 'body', 'items', 'note'],
    sla: ['heading', 'body', 'items'],
    coverage: ['heading', 'body', 'items', 'note'],
    'surge-assets': ['heading', 'body', 'items'],
    'case-studies': ['heading', 'body', 'items'],
    'latest-notices': ['heading', 'body', 'items'],
    'pre-arrival-cta': ['heading', 'body', 'items'],
  },
  portCallCompliance: {
    progress: ['heading', 'items'],
    form: ['heading', 'body', 'items', 'fields'],
    success: ['heading', 'body', 'items'],
    faqs: ['heading'],
    'port-links': ['heading', 'body', 'items'],
    'compliance-pack-download': ['heading', 'body', 'items'],
    'footer-bar': ['heading', 'items'],
  },
  fleetRetainer: {
    'compliance-alignment': ['heading', 'body'],
    'operations-centre': ['heading', 'body', 'items'],
    'sla-highlights': ['heading', 'items'],
    sla: ['heading', 'body', 'items'],
    'coverage-zones': ['heading', 'body'],
    'procurement-datasheet': ['heading', 'body', 'items'],
    quote: ['heading', 'body', 'items', 'fields'],
    'quote-success': ['heading', 'body', 'items'],
    'review-call': ['heading', 'body', 'items'],
  },
  caseStudies: {
    cta: ['heading', 'items'],
  },
  contact: {
    channels: ['heading', 'items'],
    'response-promise': ['heading', 'body'],
  },
  about: {
    mission: ['heading', 'body'],
    vision: ['heading', 'body'],
    values: ['heading', 'items'],
    timeline: ['heading'],
  },
  management: {
    executive: ['heading'],
    advisory: ['heading'],
  },
  search: {
    all: ['heading'],
    box: ['items'],
    asked: ['heading', 'items'],
    filler: ['items'],
    printable: ['items'],
    sending: ['items'],
  },
  financialSecurity: {
    'what-we-issue': ['heading', 'items'],
    'clause-mapping': ['heading', 'body'],
    'evidence-pack-download': ['heading', 'body', 'items'],
    cta: ['heading', 'items'],
  },
  salvageOsr: {
    'named-assets': ['heading', 'items'],
    'response-times': ['heading', 'items'],
    methods: ['heading', 'items'],
    'nosdcp-framework': ['heading', 'body'],
    'coverage-by-coast': ['heading', 'body'],
    'fleet-quote-cta': ['heading', 'body', 'items'],
  },
  ports: {
    filters: ['heading', 'fields'],
    results: ['heading', 'items'],
  },
  port: {
    labels: ['items'],
    actions: ['items'],
    'not-found': ['heading', 'body', 'items'],
  },
  notices: {
    topics: ['heading', 'items'],
    'notice-labels': ['items'],
    alerts: ['heading', 'items'],
    feeds: ['items'],
  },
  notFound: {
    links: ['heading', 'items'],
  },
  emailConfirmation: {
    invalid: ['heading'],
    processing: ['heading', 'body'],
    success: ['heading'],
    'whats-next': ['heading', 'items'],
    error: ['heading'],
    actions: ['items'],
  },
  emailPreferences: {
    preferences: ['heading', 'items', 'note'],
    'unsubscribe-all': ['items'],
    messages: ['items'],
    invalid: ['heading', 'body'],
    actions: ['items'],
  },
  unsubscribe: {
    invalid: ['heading'],
    processing: ['heading', 'body'],
    success: ['heading', 'items', 'note'],
    error: ['heading'],
    actions: ['items'],
  },
  docDgsSummary: {
    'clause-table': ['heading', 'body', 'items'],
    'stakeholder-obligations': ['heading', 'items'],
    'implementation-notes': ['heading', 'body'],
    references: ['heading', 'items'],
  },
  docCompliancePack: {
    'vessel-details': ['heading', 'items'],
    insurance: ['heading', 'items'],
    attachments: ['heading', 'items'],
    representations: ['heading', 'items'],
    signatory: ['heading', 'items'],
    'operations-centre': ['heading', 'items'],
    'harbour-master-steps': ['heading', 'items'],
    'verification-record': ['heading', 'items'],
    'vessel-agent-checklist': ['heading', 'items'],
    'port-essentials': ['heading'],
    'nosdcp-coordination': ['heading', 'body', 'items'],
    references: ['heading', 'items'],
    'audit-log': ['heading', 'items'],
    footer: ['body'],
  },
  docSlaSchedule: {
    'service-levels': ['heading', 'body', 'items'],
    'other-commitments': ['heading', 'items'],
    'validation-reporting': ['heading', 'items'],
    exclusions: ['heading', 'items'],
    'escalation-directory': ['heading', 'items'],
    signatures: ['heading', 'items'],
    footer: ['body'],
  },
  docEvidencePack: {
    'checklist-cover-letter': ['heading', 'items'],
    'checklist-verification-package': ['heading', 'items'],
    'checklist-nosdcp-contacts': ['heading', 'items'],
    'checklist-port-agent-coordination': ['heading', 'items'],
    'audit-notes': ['heading', 'body'],
    'external-links': ['heading', 'items'],
  },
  layout: {
    'header-nav': ['items'],
    'company-menu': ['heading', 'items'],
    'emergency-bar': ['heading', 'items'],
    'mobile-bar': ['items'],
    'footer-services': ['heading', 'items'],
    'footer-ports': ['heading', 'items'],
    'footer-resources': ['heading', 'items'],
    'footer-downloads': ['heading', 'items'],
    newsletter: ['heading', 'body', 'items', 'fields'],
    copyright: ['note'],
    'table-headings': ['items'],
    'document-labels': ['items'],
    interface: ['items'],
    'error-page': ['heading', 'note'],
    search: ['items'],
    offline: ['heading', 'note', 'items'],
  },
  consent: {
    prompt: ['heading', 'body', 'items'],
  },
}

/** The parts the page of `pageKey` shows of its section `sectionKey`; undefined for a page or section this table does not know. */
export function sectionParts(pageKey: unknown, sectionKey: unknown): readonly SectionPart[] | undefined {
  const pages: Partial<Record<string, Partial<Record<string, readonly SectionPart[]>>>> = SECTION_PARTS
  return pages[String(pageKey)]?.[String(sectionKey)]
}

/** Whether the page of `pageKey` shows `part` of its section `sectionKey`; true for a page or section this table does not know. */
export function sectionShows(pageKey: unknown, sectionKey: unknown, part: SectionPart): boolean {
  const parts = sectionParts(pageKey, sectionKey)
  return parts ? parts.includes(part) : true
}
