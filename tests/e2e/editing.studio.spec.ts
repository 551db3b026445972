/**
 * The real Studio (the Studio project of playwright.config.ts, with its servers) as an editor finds
 * and changes words: its search lists first the page copy holding the words typed; the copy says
 * where each interface word shows (its section's dialog named as the list names it) and refuses a
 * removed one in the Studio's own words; and rich text in a section's dialog shows all its text and
 * keeps what is typed after a click on any line.
 * The tests' store is reset to the seed afterwards.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { oneAtATimeThenReset, query } from './studio-helpers'

/** Scrolls what is under the mouse at `over` (a list, a dialog) with the wheel, as an editor does, until `target` is in view. */
async function wheelTo(page: Page, over: Locator, target: Locator) {
  await expect(async () => {
    // The part of `over` in the window (found afresh each try: the Studio may render it again meanwhile).
    const box = await over.boundingBox()
    expect(box, 'the list or dialog to scroll').not.toBeNull()
    const top = Math.max(box!.y, 0)
    const area = { x: box!.x, width: box!.width, y: top, height: Math.min(box!.y + box!.height, page.viewportSize()!.height) - top }
    await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2)
    const at = (await target.isVisible()) ? await target.boundingBox() : null
    const inView = Boolean(at && at.y >= area.y && at.y + at.height <= area.y + area.height)
    if (!inView) await page.mouse.wheel(0, at && at.y < area.y ? -200 : 200)
    expect(inView).toBe(true)
  }).toPass({ timeout: 30_000, intervals: [300] })
}

oneAtATimeThenReset()

test("the search lists first the page copy holding the words; it says where each interface word shows and refuses removing one in the Studio's words", async ({
  page,
}) => {
  await page.goto('/structure')
  await expect(page.getByText('Ports', { exact: true })).toBeVisible()
  await page.getByTestId('studio-search').click()
  const results = page.getByTestId('search-results')
  const search = page.getByPlaceholder('Search', { exact: true })
  await search.fill('Call 24/7 Hotline')
  await expect(results.getByRole('link').first(), 'Call 24/7 Hotline').toContainText('Port pages (shared copy)')
  // Two page copies hold "Keep for offline": the layout's buttons and the offline page's hint (on the
  // site search's copy). Both come first, in the order of their relevance.
  await search.fill('Keep for offline')
  const firstTwo = async () =>
    (await results.getByRole('link').evaluateAll((links) => links.slice(0, 2).map((link) => link.textContent ?? ''))).map((text) =>
      text.replace(/Page copy.*$/, ''),
    )
  await expect
    .poll(async () => (await firstTwo()).sort(), { message: 'Keep for offline', timeout: 10_000 })
    .toEqual(['Header, footer and newsletter (every page)', 'Site search (/search)'])
  await results.getByRole('link').filter({ hasText: 'Header, footer and newsletter (every page)' }).first().click()
  await expect(page.getByTestId('document-panel-document-title')).toHaveText('Header, footer and newsletter (every page)')

  // The interface words' section, each word with where it shows.
  const section = page.getByText('Menu, screen-reader and error words', { exact: true }).first()
  await wheelTo(page, page.getByTestId('document-panel-scroller'), section)
  await section.click()
  // Its dialog names it as the list does, not capitalised word by word ("Menu, Screen-Reader And Error Words").
  const dialogTitle = page
    .getByTestId('nested-object-dialog')
    .getByRole('button', { name: 'Menu, screen-reader and error words' })
    .locator('[data-ui="Text"]')
    .last()
  expect(await dialogTitle.evaluate((title) => (title as HTMLElement).innerText)).toBe('Menu, screen-reader and error words')
  // …whole, not cut with "…" at Sanity's 250 px while the dialog has room (issue 63, item 13).
  expect(
    await dialogTitle.evaluate((title) => [title, ...title.querySelectorAll('*')].every((part) => part.scrollWidth <= part.clientWidth)),
  ).toBe(true)
  const main = page
    .getByTestId('where-it-shows-item')
    .filter({ hasText: "Read by screen readers only: their name for the header's menu of pages." })
  await expect(main).toContainText('Main')
  await expect(page.getByTestId('where-it-shows-item').filter({ hasText: 'Skip to content' })).toContainText(
    'moving through the page with the keyboard',
  )

  // Removing "Main" is refused, naming the word and its section as the Studio shows them.
  await main.getByTestId('array-item-menu-button').click()
  await page.getByRole('menuitem', { name: 'Remove' }).click()
  await expect(main).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Validation' }).click()
  // The Validation panel's entry: the field, then the refusal.
  await expect(page.getByRole('button', { name: /^Sections This page needs/ })).toContainText(
    'This page needs "Main" in "Menu, screen-reader and error words": add it back, or that part of the page stays empty',
  )
  await expect(page.getByTestId('action-publish')).toBeDisabled()
})

test("rich text in a section's dialog shows all its text, and what is typed after a click on its last line is saved", async ({ page }) => {
  await page.goto('/structure')
  await page.getByText('Pages', { exact: true }).first().click()
  await page.getByText('Privacy notice', { exact: true }).first().click()
  await expect(page.getByTestId('document-panel-document-title')).toHaveText('Privacy notice')
  // The section with the longest text of the seed: eight paragraphs and headings.
  const row = page.getByText('What each form collects, and why', { exact: true }).first()
  await wheelTo(page, page.getByTestId('document-panel-scroller'), row)
  await row.click()
  const dialog = page.getByTestId('nested-object-dialog')
  const editor = dialog.locator('[data-slate-editor="true"]')
  await expect(editor).toContainText('All of this stays on your device.')

  // The box has no scrolling of its own (Sanity's is 19em high): its whole text is laid out in the dialog.
  const inner = await dialog.getByTestId('pt-editor__scroller').evaluate((element) => element.scrollHeight - element.clientHeight)
  expect(inner).toBeLessThanOrEqual(1)

  // The last line, out of view as the dialog opens: the dialog scrolled to it with the wheel, a click at its end, typing.
  const last = editor.locator('[data-pt-block]').last()
  await wheelTo(page, dialog.locator('[data-ui="DialogContent"]'), last)
  const line = (await last.boundingBox())!
  await page.mouse.click(line.x + line.width - 4, line.y + line.height - 12)
  await page.keyboard.type(' Typed after the click.')
  await expect
    .poll(
      () =>
        query<string[]>(
          '*[_id == "drafts.page.privacy"][0].blocks[heading == "What each form collects, and why"][0].body[].children[].text',
        ),
      {
        timeout: 15_000,
      },
    )
    // The section's last paragraph (seed/documents/pages/privacy.ts), with what was typed at its end.
    .toContainEqual(expect.stringMatching(/is not used for anything else\. Typed after the click\.$/))
})
