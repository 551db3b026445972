/**
 * Seed content for the Global Salvage India website (every document the site needs).
 *
 * Page copy in copy/ (one file per page), the other documents in documents/ (one file per type).
 * Loaded by seed/import.ts and by tests/unit/seed.test.ts. Runs under Node 24 type
 * stripping: erasable TypeScript only, relative imports with explicit ".ts" extensions.
 *
 * Document ids: siteSettings, pageCopy.<key>, page.<name>, port.<slug>, caseStudy.<name>,
 * coverageZone.<name>, slaRow.<name>, clauseRow.<table>.<n>, faq.portCallCompliance.<n>, faq.chosen.<n>,
 * teamMember.<name>, timelineEntry.<year>, notice.<name>, searchTerm.<name>.
 *
 * Page-copy keys and their section keys: contract/page-copy.ts (the seed has exactly those;
 * tests/unit/seed.test.ts checks it).
 *
 * Items inside sections are `copyItem`s {title, text?, meta?, name?, icon?, href?, internal?}:
 * `meta` is a short figure or tag shown with the item; where an item stands for a form field, a
 * fill-in line or a site-settings value, `name` holds the field/setting name the page finds it by
 * (e.g. "vesselName", "emergencyPhone"). "{supportEmail}" in copy is a
 * placeholder for siteSettings.supportEmail; "{portName}" for the port's name; "{year}"
 * for the current year.
 */
import { pageCopyDocuments } from './copy/index.ts'
import { caseStudies } from './documents/case-studies.ts'
import { notices } from './documents/notices.ts'
import { clauses } from './documents/clauses.ts'
import { coverageZones } from './documents/coverage-zones.ts'
import { chosenFaqs, faqs } from './documents/faqs.ts'
import { pages } from './documents/pages.ts'
import { ports } from './documents/ports.ts'
import { siteSettings } from './documents/site-settings.ts'
import { slaRows } from './documents/sla-rows.ts'
import { team } from './documents/team.ts'
import { timeline } from './documents/timeline.ts'
import { redirects } from './documents/redirects.ts'
import { searchTerms } from './documents/search-terms.ts'

export type SeedDocument = { _id: string; _type: string; [k: string]: unknown }

export const documents: SeedDocument[] = [
  siteSettings,
  ...pageCopyDocuments,
  ...pages,
  ...ports,
  ...caseStudies,
  ...notices,
  ...coverageZones,
  ...slaRows,
  ...clauses,
  ...faqs,
  ...chosenFaqs,
  ...team,
  ...timeline,
  ...redirects,
  ...searchTerms,
]

export default documents
