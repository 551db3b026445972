import { analyticsSettings } from './objects/analyticsSettings.ts'
import { badge } from './objects/badge.ts'
import { blockContent } from './objects/blockContent.ts'
import { companyContact } from './objects/companyContact.ts'
import { copyItem } from './objects/copyItem.ts'
import { copySection } from './objects/copySection.ts'
import { emergencyContact } from './objects/emergencyContact.ts'
import { formField } from './objects/formField.ts'
import { metric } from './objects/metric.ts'
import { portCoordinates } from './objects/portCoordinates.ts'
import { seo } from './objects/seo.ts'
import { caseStudy } from './documents/caseStudy.ts'
import { clauseRow } from './documents/clauseRow.ts'
import { coverageZone } from './documents/coverageZone.ts'
import { faq } from './documents/faq.ts'
import { notice } from './documents/notice.ts'
import { page } from './documents/page.ts'
import { pageCopy } from './documents/pageCopy.ts'
import { port } from './documents/port.ts'
import { redirect } from './documents/redirect.ts'
import { searchTerm } from './documents/searchTerm.ts'
import { siteSettings } from './documents/siteSettings.ts'
import { slaRow } from './documents/slaRow.ts'
import { teamMember } from './documents/teamMember.ts'
import { timelineEntry } from './documents/timelineEntry.ts'
import { withFilledText } from './filled-text.ts'
import { afterTextBlocks, BLOCK_SCHEMA_TYPES, pageBlocks } from './page-blocks.ts'

export { ICON_NAMES } from './shared.ts'

/** Document types that exist exactly once; their _id equals the type name. */
export const SINGLETON_TYPES = ['siteSettings'] as const

/** Every type of the schema; every free text in them refuses a value of spaces alone (filled-text.ts). */
export const schemaTypes = withFilledText([
  // documents
  siteSettings,
  pageCopy,
  page,
  port,
  caseStudy,
  notice,
  coverageZone,
  slaRow,
  clauseRow,
  faq,
  teamMember,
  timelineEntry,
  redirect,
  searchTerm,
  // objects
  seo,
  badge,
  metric,
  emergencyContact,
  portCoordinates,
  copySection,
  copyItem,
  formField,
  blockContent,
  companyContact,
  analyticsSettings,
  // page sections (contract/blocks.ts)
  pageBlocks,
  afterTextBlocks,
  ...BLOCK_SCHEMA_TYPES,
])
