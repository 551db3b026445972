/**
 * The first action (docs/speed.md, "The first action"; first-action.spec.ts), issue 63's C: what the
 * early script does before a control's code runs is what that code does after (the newsletter's
 * check, the Company menu's keys), and the header's Search keeps every key typed while the search
 * dialog's own code is on its way.
 */
import type { Route } from '@playwright/test'
import { companyToggle, expect, holdScripts, hydrated, test } from './helpers'

// The code these tests hold back is held as a slow link holds it: no service worker answers for it.
// Once the site's worker has installed and taken the page (it keeps the search dialog's code at
// install: src/offline/service-worker.ts), the page's requests go through it, and Playwright's routes
// never see them.
test.use({ serviceWorkers: 'block' })

test('the newsletter, before its code: an address the form refuses is refused at once, in its words; a valid one is held alone', async ({
  page,
}) => {
  const scripts = await holdScripts(page)
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  const field = footer.getByLabel('Email address')
  const status = footer.getByRole('status').filter({ hasText: /./ })
  const note = footer.getByText('will be checked and sent')
  await field.press('Enter')
  await expect(status).toHaveText('Please enter your email address')
  // Taken by the browser's own check, not by the form's (no dot after the @): its message at once, nothing held.
  await field.fill('name@example')
  await field.press('Enter')
  await expect(status).toHaveText('Please enter a valid email address')
  await expect(field).toHaveAccessibleDescription('Please enter a valid email address')
  await expect(note).toBeHidden()
  // A valid address: held, its note alone (the refusal gone with it).
  await field.fill('name@example.com')
  await field.press('Enter')
  await expect(note).toBeVisible()
  await expect(status).toHaveCount(0)
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await scripts.release()
})

test("the Company menu's keys before the header's code: ArrowDown opens it on its first item, Tab out of it closes it", async ({
  page,
}) => {
  const scripts = await holdScripts(page)
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const toggle = companyToggle(nav)
  const open = () => toggle.locator('xpath=..').evaluate((details) => (details as HTMLDetailsElement).open)
  await toggle.focus()
  await page.keyboard.press('ArrowDown')
  await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused()
  expect(await open()).toBe(true)
  await page.keyboard.press('ArrowUp')
  await expect(nav.getByRole('link', { name: 'Leadership' })).toBeFocused()
  await page.keyboard.press('Tab')
  expect(await open()).toBe(false)
  await scripts.release()
})

test("Search, once the header's code runs: what is typed while the dialog's code loads is in its box, every key", async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  // The dialog's code held back, as a slow link holds it.
  const held: Route[] = []
  let letGo = false
  await page.route(/\/assets\/SearchDialog-[^/]+\.js$/, (route) => (letGo ? route.continue() : void held.push(route)))
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
  await expect.poll(() => held.length).toBe(1)
  await page.keyboard.type('paradip')
  letGo = true
  await Promise.all(held.map((route) => route.continue()))
  const box = page.getByRole('dialog').getByRole('combobox')
  await expect(box).toBeFocused()
  await expect(box).toHaveValue('paradip')
  await expect(page.getByRole('option').first()).toContainText('Paradip')
})
