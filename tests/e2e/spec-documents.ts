/**
 * What each printable document shows (moved from docs.spec.ts): tests/e2e/pages.spec.ts checks it on
 * the one load of each document page, hydrated, before its axe scan, at 1440 and at 360 px.
 */
import type { Page } from '@playwright/test'
import { DOWNLOADS } from '../../src/lib/downloads'
import { expect } from './helpers'

/** Replaces window.print with a counter (a headless print dialog would do nothing visible). */
export async function stubPrint(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __prints: number; print: () => void }
    w.__prints = 0
    w.print = () => {
      w.__prints += 1
    }
  })
}

export const prints = (page: Page) => page.evaluate(() => (window as unknown as { __prints: number }).__prints)

/** The DGS MSN 05/2025 summary: its clause table, obligations, notes and references; Print prints, and the PDF is linked. */
export async function dgsSummaryShows(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DGS MSN 05/2025: P&I and Financial Security at Indian Ports')
  await expect(page).toHaveTitle(/DGS MSN 05\/2025 Compliance Summary/)
  const table = page.locator('table.doc-clauses')
  await expect(table.locator('tbody th')).toHaveText(['§3', '§4', '§6A', '§6B', '§6C', '§7'])
  await expect(table.locator('thead th')).toHaveText(['Clause', 'Requirement', 'Our delivery', 'Verification'])
  for (const name of ['Stakeholder obligations', 'Implementation notes', 'References']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  await expect(page.getByText('Harbour master / port control')).toBeVisible()
  await expect(page.getByText('GSI-DGS-MSN05-2025', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', DOWNLOADS.complianceSummary.href)
  await stubPrint(page)
  await page.getByRole('button', { name: 'Print' }).click()
  expect(await prints(page)).toBe(1)
}

/** The compliance pack: both its pages, blank fill-in lines, and the 24/7 contacts from the site settings. */
export async function compliancePackShows(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-Arrival Financial Security Pack')
  await expect(page.getByText('GSI-COMPLIANCE-PACK', { exact: true })).toBeVisible()
  const sheets = page.locator('.doc-sheet')
  await expect(sheets).toHaveCount(2)
  const one = sheets.nth(0)
  for (const line of ['vessel', 'imo', 'flag', 'portCall', 'eta', 'agent', 'mswSubmissionId', 'submissionTimestamp']) {
    await expect(one.locator(`[data-field="${line}"] dd`)).toHaveText('')
  }
  await expect(one.getByText('Validity (minimum 3 months from entry or renewal)')).toBeVisible()
  await expect(one.getByText('Club-signed financial security letter (Blue Card / CiOFS reference)')).toBeVisible()
  await expect(one.locator('#representations + ol > li')).toHaveCount(4)
  await expect(one.getByText('Priya Raghavan')).toBeVisible()
  await expect(one.getByRole('link', { name: '+91 22 6000 2400' })).toHaveAttribute('href', 'tel:+912260002400')
  await expect(one.getByRole('link', { name: 'support@globalsalvage.example' })).toHaveAttribute(
    'href',
    'mailto:support@globalsalvage.example',
  )
  const two = sheets.nth(1)
  await expect(two.getByRole('heading', { name: 'A. Harbour master instructions' })).toBeVisible()
  await expect(two.locator('#harbour-master-steps + ol > li')).toHaveCount(5)
  await expect(two.locator('.doc-ports > li')).toHaveCount(6)
  await expect(two.locator('.doc-ports > li').first().locator('li')).toHaveCount(3)
  for (const centre of ['Mumbai', 'Chennai', 'Port Blair', 'Vadinar'])
    await expect(two.getByText(`Pollution Response Centre ${centre}`)).toBeVisible()
  await expect(two.getByText('Replace placeholders with live data from the compliance generator.')).toBeVisible()
}

/** The SLA schedule: service levels, reporting, exclusions, escalation, signatures and footer; Print prints. */
export async function slaScheduleShows(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fleet Retainer SLA Schedule: India')
  await expect(page.getByText('GSI-SLA-RET-INDIA', { exact: true })).toBeVisible()
  const rows = page.locator('table.doc-sla-table tbody tr')
  await expect(rows).toHaveCount(5)
  await expect(rows.first()).toContainText('10% monthly retainer credit per hour of delay, capped at 50%')
  await expect(rows.last()).toContainText('Notice to DGS and customer of an irregularity')
  for (const text of ['Automated SLA dashboard', 'Annual attestation', 'Force majeure']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible()
  }
  await expect(page.locator('.doc-directory dt')).toHaveText([
    /Duty manager/,
    /Chief operating officer/,
    /Managing director/,
    /Regional head/,
  ])
  await expect(page.getByRole('heading', { level: 3, name: 'For the provider: Global Salvage India' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'For the customer' })).toBeVisible()
  await expect(page.locator('[data-field="effectiveDate"]')).toContainText('Effective date')
  await expect(page.locator('[data-field="contractNumber"]')).toContainText('Contract number')
  await expect(page.getByText('Issue via an e-signature or approved contract platform.')).toBeVisible()
  await stubPrint(page)
  await page.getByRole('button', { name: 'Print' }).click()
  expect(await prints(page)).toBe(1)
}

/** The evidence pack: four checklist groups, audit notes, external links in a new tab. */
export async function evidencePackShows(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Financial Security Evidence Pack')
  await expect(page.getByText('GSI-FS-EVIDENCE', { exact: true })).toBeVisible()
  for (const name of [
    '1. Cover letter summary',
    '2. Verification package',
    '3. NOSDCP contacts',
    '4. Port agent coordination',
    'Audit notes',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
  const links = page.locator('#external-links + ul a')
  await expect(links).toHaveCount(3)
  for (const [index, href] of ['https://www.dgshipping.gov.in/', 'https://www.igpandi.org/', 'https://www.dgshipping.gov.in/'].entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', href)
    await expect(links.nth(index)).toHaveAttribute('target', '_blank')
    await expect(links.nth(index)).toHaveAttribute('rel', /\bnoopener\b/)
  }
}
