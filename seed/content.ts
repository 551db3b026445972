/**
 * Seed content for the Global Salvage India website (every document the site needs).
 *
 * Loaded by seed/import.ts and by tests/unit/seed.test.ts. Runs under Node 24 type
 * stripping: erasable TypeScript only, relative imports with explicit ".ts" extensions.
 *
 * Document ids: siteSettings, pageCopy.<key>, page.<name>, port.<slug>, caseStudy.<name>,
 * coverageZone.<name>, slaRow.<name>, clauseRow.<table>.<n>, faq.portCallCompliance.<n>,
 * teamMember.<name>, timelineEntry.<year>.
 *
 * PAGE-COPY KEYS AND THEIR SECTION KEYS (pageCopy.key (route): sections[].key, in order).
 * Page code looks sections up by these keys; tests/unit/seed.test.ts checks this list
 * against the documents below.
 *   home (/): hero-actions, dgs-verification, compliance-summary-download, sla, coverage, surge-assets, case-studies, pre-arrival-cta
 *   portCallCompliance (/port-call-compliance): progress, form, form-messages, success, faqs, port-links, compliance-pack-download, footer-bar
 *   fleetRetainer (/fleet-retainer): compliance-alignment, operations-centre, sla-highlights, sla, coverage-zones, procurement-datasheet, quote, quote-success, review-call
 *   caseStudies (/case-studies): cta
 *   contact (/contact): channels, response-promise
 *   about (/about): mission, vision, values, timeline
 *   management (/management): executive, advisory
 *   financialSecurity (/insurance/financial-security): what-we-issue, clause-mapping, evidence-pack-download, cta
 *   salvageOsr (/response/salvage-osr): named-assets, response-times, methods, nosdcp-framework, coverage-by-coast, fleet-quote-cta
 *   port (/ports/:portSlug): labels, actions, not-found
 *   notFound (/404): links
 *   emailConfirmation (/email-confirmation): invalid, processing, success, whats-next, error
 *   emailPreferences (/email-preferences): preferences, unsubscribe-all, messages, invalid, return
 *   unsubscribe (/unsubscribe): invalid, processing, success, manage-preferences, error
 *   docDgsSummary (/docs/dgs-msn05-2025): clause-table, stakeholder-obligations, implementation-notes, references
 *   docCompliancePack (/docs/compliance-pack): vessel-details, insurance, attachments, representations, signatory, operations-centre, harbour-master-steps, verification-record, vessel-agent-checklist, port-essentials, nosdcp-coordination, references, audit-log, footer
 *   docSlaSchedule (/docs/sla-schedule): service-levels, other-commitments, validation-reporting, exclusions, escalation-directory, signatures, footer
 *   docEvidencePack (/docs/financial-security-evidence): checklist-cover-letter, checklist-verification-package, checklist-nosdcp-contacts, checklist-port-agent-coordination, audit-notes, external-links
 *   layout (/): header-nav, company-menu, emergency-bar, mobile-bar, footer-services, footer-ports, footer-resources, footer-downloads, newsletter, copyright
 *
 * Items inside sections are `copyItem`s {title, text?, meta?, icon?, href?}. Where an item
 * stands for a form field, a fill-in line or a site-settings value, `meta` holds the
 * field/setting name (e.g. "vesselName", "emergencyPhone"). "{supportEmail}" in copy is a
 * placeholder for siteSettings.supportEmail; "{portName}" for the port's name; "{year}"
 * for the current year.
 */
import {
  caseStudies,
  clauses,
  coverageZones,
  faqs,
  pages,
  ports,
  siteSettings,
  slaRows,
  team,
  timeline,
} from './data.ts'
import {pageCopyDocuments} from './pageCopy.ts'

export type SeedDocument = {_id: string; _type: string; [k: string]: unknown}

export const documents: SeedDocument[] = [
  siteSettings,
  ...pageCopyDocuments,
  ...pages,
  ...ports,
  ...caseStudies,
  ...coverageZones,
  ...slaRows,
  ...clauses,
  ...faqs,
  ...team,
  ...timeline,
]

export default documents
