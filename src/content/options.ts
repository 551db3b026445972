/**
 * React Query options per page: one query per page view, plus the site settings that the
 * layout needs. Loaders run them through `loadContent` (snapshot.ts); pages read them with
 * `useContent`, which keeps them fresh through React Query (live.ts).
 */
import { queryOptions } from '@tanstack/react-query'
import { sanityFetch } from './client'
import { CONTENT_STALE_TIME } from './snapshot'

/** The GROQ text is needed only when a fetch runs (loaders, refreshes): it stays off the first load. */
const queries = () => import('./queries')

export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: ['content', 'siteSettings'],
    queryFn: async () => sanityFetch((await queries()).SITE_SETTINGS_QUERY),
    staleTime: 5 * CONTENT_STALE_TIME,
  })

export const homeQuery = () =>
  queryOptions({
    queryKey: ['content', 'home'],
    queryFn: async () => sanityFetch((await queries()).HOME_QUERY),
  })

export const portQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'port', slug],
    queryFn: async () => sanityFetch((await queries()).PORT_QUERY, { slug }),
  })

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: async () => sanityFetch((await queries()).PAGE_QUERY, { slug }),
  })

export const emailConfirmationQuery = () =>
  queryOptions({ queryKey: ['content', 'emailConfirmation'], queryFn: async () => sanityFetch((await queries()).EMAIL_CONFIRMATION_QUERY) })

export const emailPreferencesQuery = () =>
  queryOptions({ queryKey: ['content', 'emailPreferences'], queryFn: async () => sanityFetch((await queries()).EMAIL_PREFERENCES_QUERY) })

export const unsubscribeQuery = () =>
  queryOptions({ queryKey: ['content', 'unsubscribe'], queryFn: async () => sanityFetch((await queries()).UNSUBSCRIBE_QUERY) })

export const portCallComplianceQuery = () =>
  queryOptions({ queryKey: ['content', 'portCallCompliance'], queryFn: async () => sanityFetch((await queries()).PORT_CALL_COMPLIANCE_QUERY) })

export const fleetRetainerQuery = () =>
  queryOptions({ queryKey: ['content', 'fleetRetainer'], queryFn: async () => sanityFetch((await queries()).FLEET_RETAINER_QUERY) })

export const caseStudiesQuery = () =>
  queryOptions({ queryKey: ['content', 'caseStudies'], queryFn: async () => sanityFetch((await queries()).CASE_STUDIES_QUERY) })

export const contactQuery = () =>
  queryOptions({ queryKey: ['content', 'contact'], queryFn: async () => sanityFetch((await queries()).CONTACT_QUERY) })

export const aboutQuery = () =>
  queryOptions({ queryKey: ['content', 'about'], queryFn: async () => sanityFetch((await queries()).ABOUT_QUERY) })

export const managementQuery = () =>
  queryOptions({ queryKey: ['content', 'management'], queryFn: async () => sanityFetch((await queries()).MANAGEMENT_QUERY) })

export const financialSecurityQuery = () =>
  queryOptions({ queryKey: ['content', 'financialSecurity'], queryFn: async () => sanityFetch((await queries()).FINANCIAL_SECURITY_QUERY) })

export const salvageOsrQuery = () =>
  queryOptions({ queryKey: ['content', 'salvageOsr'], queryFn: async () => sanityFetch((await queries()).SALVAGE_OSR_QUERY) })

export const docDgsSummaryQuery = () =>
  queryOptions({ queryKey: ['content', 'docDgsSummary'], queryFn: async () => sanityFetch((await queries()).DOC_DGS_SUMMARY_QUERY) })

export const docCompliancePackQuery = () =>
  queryOptions({ queryKey: ['content', 'docCompliancePack'], queryFn: async () => sanityFetch((await queries()).DOC_COMPLIANCE_PACK_QUERY) })

export const docSlaScheduleQuery = () =>
  queryOptions({ queryKey: ['content', 'docSlaSchedule'], queryFn: async () => sanityFetch((await queries()).DOC_SLA_SCHEDULE_QUERY) })

export const docEvidencePackQuery = () =>
  queryOptions({ queryKey: ['content', 'docEvidencePack'], queryFn: async () => sanityFetch((await queries()).DOC_EVIDENCE_PACK_QUERY) })
