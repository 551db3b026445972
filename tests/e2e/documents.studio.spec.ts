/**
 * The real Sanity Studio (built, served by `sanity preview`) against the local content backend, in
 * Chromium: editors edit, publish, discard, unpublish, delete, restore from history, search, upload
 * images and see other tabs' changes live, and the dev site shows what they publish; page copy and a
 * page other documents link to cannot be deleted. The tests' store is reset to the seed afterwards.
 */
import { expect, test } from '@playwright/test'
import { DEV_SITE, documentMenu, field, oneAtATimeThenReset, openDocument, openPort, publish, query } from './studio-helpers'

oneAtATimeThenReset()

test('an editor changes a port, the draft is saved, publishing shows it on the site', async ({ page }) => {
  await openPort(page, 'Mumbai / JNPT')
  await field(page, 'Response time').fill('3-5 hours')
  // The draft reaches the store before anything is published.
  await expect.poll(() => query<string | null>('*[_id == "drafts.port.mumbai"][0].responseTime')).toBe('3-5 hours')
  expect(await query('*[_id == "port.mumbai"][0].responseTime')).toBe('2-4 hours')
  await publish(page, '_id == "drafts.port.mumbai"')
  await expect.poll(() => query<string[]>('*[_id in ["port.mumbai", "drafts.port.mumbai"]].responseTime')).toEqual(['3-5 hours'])

  const site = await page.context().newPage()
  await site.goto(`${DEV_SITE}/ports/mumbai`)
  await expect(site.locator('.port-facts')).toContainText('3-5 hours')
})

test('another tab sees the change live, and discarding a draft restores the published value', async ({ page, context }) => {
  await openPort(page, 'Mumbai / JNPT')
  const other = await context.newPage()
  await openPort(other, 'Mumbai / JNPT')
  await field(page, 'Base assets').fill('Two salvage tugs and a pollution-response barge')
  await expect(field(other, 'Base assets')).toHaveValue('Two salvage tugs and a pollution-response barge')

  await documentMenu(page, /discard changes/i)
  await page.getByTestId('confirm-button').click()
  await expect.poll(() => query<number>('count(*[_id == "drafts.port.mumbai"])')).toBe(0)
  await expect(field(other, 'Base assets')).not.toHaveValue('Two salvage tugs and a pollution-response barge')
})

test('page copy is one fixed document per page: it cannot be deleted, duplicated or unpublished', async ({ page }) => {
  // A link to a page copy (Site status's "To fix" is one) opens it, not the list of page copy.
  await page.goto('/intent/edit/id=pageCopy.home;type=pageCopy/')
  await expect(page.getByTestId('document-panel-document-title')).toHaveText('Home page')
  await page.goto('/structure')
  await page
    .getByRole('link', { name: 'Page copy' })
    .or(page.getByText('Page copy', { exact: true }))
    .first()
    .click()
  await page.getByText('Leadership', { exact: true }).first().click()
  await expect(page.getByTestId('document-panel-document-title')).toHaveText('Leadership')
  // An edit makes a draft, so the document's action menu has something to offer: only Discard changes.
  await field(page, 'Eyebrow').fill('Leadership team')
  await expect.poll(() => query<number>('count(*[_id == "drafts.pageCopy.management"])')).toBe(1)
  const discard = page.getByRole('menuitem', { name: /discard changes/i })
  await expect(async () => {
    if (await discard.isVisible()) await page.keyboard.press('Escape')
    await page.getByTestId('pane-footer').getByTestId('action-menu-button').click()
    expect(await discard.isEnabled()).toBe(true)
  }).toPass({ timeout: 30_000, intervals: [1500] })
  await expect(page.getByRole('menuitem', { name: /delete|duplicate|unpublish/i })).toHaveCount(0)
  await discard.click()
  await page.getByTestId('confirm-button').click()
  await expect.poll(() => query<number>('count(*[_id == "drafts.pageCopy.management"])')).toBe(0)
})

test('unpublishing keeps the content as a draft, and publishing brings it back', async ({ page }) => {
  // A document nothing refers to: a referenced one (every seeded port: featured, in a coverage zone) cannot be unpublished.
  const ids = '*[_id in ["caseStudy.paradip-boom-deployment", "drafts.caseStudy.paradip-boom-deployment"]]._id'
  await openDocument(page, 'Case studies', 'Bunker spill contained at Paradip')
  // Unpublish is an action of the published version.
  await page.getByRole('button', { name: 'Published', exact: true }).last().click()
  await page.getByTestId('action-unpublish').click()
  await page.getByTestId('confirm-button').click()
  await expect.poll(() => query<string[]>(ids)).toEqual(['drafts.caseStudy.paradip-boom-deployment'])
  await page.getByRole('button', { name: 'Draft', exact: true }).last().click()
  await publish(page, '_id == "drafts.caseStudy.paradip-boom-deployment"')
  await expect.poll(() => query<string[]>(ids)).toEqual(['caseStudy.paradip-boom-deployment'])
})

test('a page another document links to cannot be deleted: the Studio says so and the page stays', async ({ page }) => {
  await page.goto('/structure')
  await page
    .getByRole('link', { name: 'Pages' })
    .or(page.getByText('Pages', { exact: true }))
    .first()
    .click()
  await page.getByText('Partner Portal', { exact: true }).first().click()
  await expect(page.getByTestId('document-panel-document-title')).toHaveText('Partner Portal')
  await documentMenu(page, /delete/i)
  // The Studio lists the layout's copy as linking here; an editor who deletes anyway is refused by the backend, as by Sanity.
  await page.getByRole('button', { name: 'Delete anyway' }).click()
  await expect(page.getByText(/An error occurred while attempting to delete this document/).first()).toBeVisible()
  expect(await query<number>('count(*[_id == "page.agents-partner"])')).toBe(1)
})

test('a document nothing links to, deleted, shows "deleted" at its address and comes back from its history', async ({ page }) => {
  // Two Studio loads (each up to two minutes on a busy machine) and a document menu's retry.
  test.slow()
  const title = 'Bunker spill contained at Paradip'
  const ids = '*[_id in ["caseStudy.paradip-boom-deployment", "drafts.caseStudy.paradip-boom-deployment"]]._id'
  const listed = async () => (await (await fetch(`${DEV_SITE}/case-studies`, { headers: { Accept: 'text/html' } })).text()).includes(title)
  await openDocument(page, 'Case studies', title)
  const address = page.url()
  await documentMenu(page, /delete/i)
  await page.getByTestId('confirm-button').click()
  await expect.poll(() => query<string[]>(ids)).toEqual([])
  expect(await listed(), 'the deleted case study is still listed on the dev site').toBe(false)

  // Its address, opened again (a bookmark, a link in a message): Sanity's banner, not an empty form.
  // (A Studio loaded anew: up to two minutes with four busy loops beside the tests, as its first load.)
  await page.goto(address)
  const banner = page.getByTestId('deleted-document-banner')
  await expect(banner).toContainText('This document has been deleted.', { timeout: 120_000 })
  await banner.getByRole('button', { name: 'Restore most recent revision' }).click()
  // Restored as Sanity restores: the last revision comes back as a draft, for the editor to publish.
  await expect.poll(() => query<string[]>(ids)).toEqual(['drafts.caseStudy.paradip-boom-deployment'])
  await expect(page.getByTestId('deleted-document-banner')).toHaveCount(0)
  await expect(field(page, 'Title')).toHaveValue(title)
  await publish(page, '_id == "drafts.caseStudy.paradip-boom-deployment"')
  await expect.poll(() => query<string[]>(ids)).toEqual(['caseStudy.paradip-boom-deployment'])
  await expect.poll(listed, { message: 'the restored case study is listed on the dev site again' }).toBe(true)
})

test('search finds documents by words in their title, and lists load', async ({ page }) => {
  await page.goto('/structure')
  await expect(page.getByText('Ports', { exact: true })).toBeVisible()
  await page.getByTestId('studio-search').click()
  await page.getByPlaceholder('Search', { exact: true }).fill('Visakhapatnam')
  const results = page.getByTestId('search-results')
  await expect(results.getByText('Visakhapatnam', { exact: true })).toBeVisible()
  // A word from inside a title finds it too.
  await page.getByPlaceholder('Search', { exact: true }).fill('JNPT')
  await expect(results.getByText('Mumbai / JNPT', { exact: true })).toBeVisible()
})

test('an editor uploads an image to a case study', async ({ page }) => {
  await page.goto('/structure')
  await page.getByText('Case studies', { exact: true }).click()
  await page.getByText('Engine failure off Mumbai', { exact: false }).first().click()
  await expect(page.getByTestId('document-panel-document-title')).toContainText('Engine failure off Mumbai')
  const before = await query<number>('count(*[_type == "sanity.imageAsset"])')
  await page.getByTestId('document-panel-scroller').evaluate((panel) => panel.scrollTo(0, panel.scrollHeight))
  // The image's menu shows on hover; its preview is served by the local backend.
  await page.locator('[data-testid="document-panel-scroller"] img[src*="/images/local/"]').last().hover()
  await page.getByTestId('options-menu-button').click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByTestId('file-input-upload-button').click()
  await (await chooser).setFiles({ name: 'new-photo.png', mimeType: 'image/png', buffer: onePixelPng() })
  await expect.poll(() => query<number>('count(*[_type == "sanity.imageAsset"])')).toBe(before + 1)
  await expect
    .poll(() => query<string | null>('*[_id == "drafts.caseStudy.mumbai-emergency-tow"][0].image.asset._ref'))
    .toMatch(/^image-[a-f0-9]+-1x1-png$/)
})

function onePixelPng() {
  return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
}
