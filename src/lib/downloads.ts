/**
 * The site's PDF downloads. The production build prints each from its /docs page
 * (one source for page and PDF), so every link here points at a file that exists.
 */
export const DOWNLOADS = {
  complianceSummary: {
    href: '/docs/dgs-msn05-2025-compliance-summary.pdf',
    page: '/docs/dgs-msn05-2025',
    event: 'compliance_summary_download',
  },
  compliancePack: { href: '/docs/india-compliance-pack.pdf', page: '/docs/compliance-pack', event: 'compliance_pack_download' },
  slaSchedule: { href: '/docs/fleet-retainer-sla-schedule.pdf', page: '/docs/sla-schedule', event: 'sla_pdf_download' },
  evidencePack: {
    href: '/docs/financial-security-evidence-pack.pdf',
    page: '/docs/financial-security-evidence',
    event: 'financial_security_evidence',
  },
} as const

export type DownloadKey = keyof typeof DOWNLOADS

/**
 * Whether a site path is a printable document: it is opened as a page load, not a client-side
 * navigation, because its print styles are allowed by its own page's Content-Security-Policy only.
 */
export function isDocumentPage(path: string) {
  return path.startsWith('/docs/')
}
