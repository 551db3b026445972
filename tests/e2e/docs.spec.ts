/**
 * The printable documents in the browser: the compliance pack filled from the pre-arrival form's
 * submission, the document's date the visitor's, and print without the site's chrome. (What each
 * document shows, Print and axe, on the load of each at 1440 and 360 px: pages.spec.ts with
 * spec-documents.ts; every download a PDF that exists: tests/unit/site-links.test.ts.)
 */
import { DOWNLOADS } from '../../src/lib/downloads'
import { expect, expectNoAxeViolations, hydrated, test } from './helpers'

test.describe('printable documents', () => {
  test("compliance pack is filled from the generator's submission handed over in sessionStorage (then deleted), never the URL", async ({
    page,
  }) => {
    await page.goto('/')
    await page.evaluate(() =>
      sessionStorage.setItem(
        'preArrivalSubmission',
        JSON.stringify({
          vesselName: 'MV Sagar Kiran',
          imo: '9387421',
          port: 'Mundra',
          eta: '2026-03-14T06:30',
          agent: 'Coastal Agencies Pvt Ltd',
          submittedAt: '2026-03-10T06:30:00.000Z',
        }),
      ),
    )
    await page.goto('/docs/compliance-pack?filled=1')
    const line = (field: string) => page.locator(`[data-field="${field}"] dd`)
    await expect(line('vessel')).toHaveText('MV Sagar Kiran')
    await expect(line('imo')).toHaveText('9387421')
    await expect(line('portCall')).toHaveText('Mundra')
    await expect(line('eta')).toHaveText('14 March 2026 at 06:30')
    await expect(line('agent')).toHaveText('Coastal Agencies Pvt Ltd')
    await expect(line('submissionTimestamp')).toHaveText('10 March 2026 at 12:00 IST')
    await expect(line('flag')).toHaveText('')
    expect(page.url()).not.toContain('Sagar')
    // Read once, then deleted from the tab: the lines stay filled on the page, nothing typed stays in the browser.
    expect(await page.evaluate(() => sessionStorage.getItem('preArrivalSubmission'))).toBeNull()
    // The filled pack is saved through the print dialog; the prebuilt PDF is the blank template.
    await expect(page.getByRole('button', { name: 'Save filled pack as PDF' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Blank template (PDF)' })).toHaveAttribute('href', DOWNLOADS.compliancePack.href)
    await expectNoAxeViolations(page)

    // Without ?filled=1 the pack stays a blank template, whatever the session holds.
    await page.goto('/docs/compliance-pack')
    await hydrated(page)
    await expect(line('vessel')).toHaveText('')
  })

  test("the document date becomes the visitor's today after hydration", async ({ page }) => {
    await page.clock.install({ time: new Date('2030-01-15T10:00:00') })
    await page.goto(DOWNLOADS.compliancePack.page)
    await expect(page.locator('.doc-meta time')).toHaveText('15 January 2030')
    await expect(page.locator('.doc-meta time')).toHaveAttribute('datetime', '2030-01-15')
  })

  test('in print, the site chrome and the toolbar are hidden and link addresses are written out', async ({ page }) => {
    await page.goto(DOWNLOADS.evidencePack.page)
    await hydrated(page)
    await page.emulateMedia({ media: 'print' })
    await expect(page.locator('.site-header')).toBeHidden()
    await expect(page.locator('.site-footer')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
    const after = await page
      .locator('#external-links + ul a')
      .first()
      .evaluate((a) => getComputedStyle(a, '::after').content)
    expect(after).toContain('https://www.dgshipping.gov.in/')
  })
  // (Every download of the site a PDF that exists: tests/unit/site-links.test.ts.)
})
