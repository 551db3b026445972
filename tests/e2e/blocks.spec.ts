/**
 * Pages built from sections (issue 31), in the built site: the sections catalogue (/sections), which
 * holds every kind of section, passes axe and reflows from 320 to 1,920 px (every 16 px) in DejaVu Sans, with and
 * without WCAG's text spacing; its sections hydrate after the page (their forms then send); and a
 * page of sections reached by a link inside the site shows them with it, without a reload.
 */
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, hydrated, outsideTheWindow, test, TEXT_SPACING } from './helpers'

/** DejaVu Sans, the widest font of the stack the machine has, for every element; then, when `spacing`, WCAG 1.4.12's text spacing. */
async function adopt(page: Page, css: string) {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet()
    sheet.replaceSync(text)
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  }, css)
}
const DEJAVU = "*, *::before, *::after { font-family: 'DejaVu Sans' !important; }"

test('the page holding every kind of section: hydrated, its forms ready, axe', async ({ page }) => {
  await page.goto('/sections')
  await hydrated(page)
  // Every form of the page (the three sections' and the footer's) hydrated: its submit is enabled.
  const forms = page.locator('main form')
  await expect(forms).toHaveCount(3)
  for (const form of await forms.all()) await expect(form.locator('button[type="submit"]')).toBeEnabled()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every section a page can be built from')
  await expectNoAxeViolations(page)
})

// The reflow, without and with text spacing: two tests, each on a load of its own, that run side by side.
for (const spacing of [false, true]) {
  test(`the page holding every kind of section reflows from 320 to 1,920 px, every 16 px, in DejaVu Sans${spacing ? ', with text spacing' : ''}`, async ({
    page,
  }) => {
    await page.goto('/sections')
    await hydrated(page)
    await adopt(page, DEJAVU)
    if (spacing) await adopt(page, TEXT_SPACING)
    const failures: string[] = []
    for (let width = 320; width <= 1920; width += 16) {
      await page.setViewportSize({ width, height: 900 })
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      if (scroll > 0) failures.push(`${width}px: the page scrolls sideways by ${scroll}px`)
      const out = await outsideTheWindow(page)
      if (out.length) failures.push(`${width}px: ${out.join(' | ')}`)
    }
    expect(failures).toEqual([])
    await page.setViewportSize({ width: 320, height: 780 })
    await expectNoHorizontalScroll(page)
  })
}

test('a page of sections reached by a link inside the site shows them with it, without loading the page again', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.evaluate(() => Object.assign(window, { beforeTheLink: true }))
  await page.locator('footer').getByRole('link', { name: 'Partner Portal' }).click()
  await expect(page).toHaveURL(/\/agents\/partner$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A compliance desk and a salvage team behind every port you serve')
  for (const heading of ['What partners get', 'Coverage behind every port call', 'West coast port guides', 'How to become a partner'])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Mumbai / JNPT' }).first()).toHaveAttribute('href', '/ports/mumbai')
  expect(await page.evaluate(() => 'beforeTheLink' in window), 'the page was loaded again').toBe(true)
})
