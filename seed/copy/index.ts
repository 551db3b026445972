/**
 * The page copy, one document per page (contract/page-copy.ts says what each page shows of it), one
 * file per page, named after it.
 */
import { about } from './about.ts'
import { caseStudies } from './case-studies.ts'
import { consent } from './consent.ts'
import { contact } from './contact.ts'
import { docCompliancePack } from './doc-compliance-pack.ts'
import { docDgsSummary } from './doc-dgs-summary.ts'
import { docEvidencePack } from './doc-evidence-pack.ts'
import { docSlaSchedule } from './doc-sla-schedule.ts'
import { emailConfirmation } from './email-confirmation.ts'
import { emailPreferences } from './email-preferences.ts'
import { financialSecurity } from './financial-security.ts'
import { fleetRetainer } from './fleet-retainer.ts'
import { home } from './home.ts'
import { layout } from './layout.ts'
import { management } from './management.ts'
import { notFound } from './not-found.ts'
import { notices } from './notices.ts'
import { portCallCompliance } from './port-call-compliance.ts'
import { port } from './port.ts'
import { ports } from './ports.ts'
import { salvageOsr } from './salvage-osr.ts'
import { search } from './search.ts'
import { unsubscribe } from './unsubscribe.ts'

export {
  about,
  caseStudies,
  consent,
  contact,
  docCompliancePack,
  docDgsSummary,
  docEvidencePack,
  docSlaSchedule,
  emailConfirmation,
  emailPreferences,
  financialSecurity,
  fleetRetainer,
  home,
  layout,
  management,
  notFound,
  notices,
  port,
  portCallCompliance,
  ports,
  salvageOsr,
  search,
  unsubscribe,
}

export const pageCopyDocuments = [
  home,
  portCallCompliance,
  fleetRetainer,
  caseStudies,
  contact,
  about,
  management,
  financialSecurity,
  salvageOsr,
  port,
  ports,
  notices,
  search,
  notFound,
  emailConfirmation,
  emailPreferences,
  unsubscribe,
  docDgsSummary,
  docCompliancePack,
  docSlaSchedule,
  docEvidencePack,
  layout,
  consent,
]
