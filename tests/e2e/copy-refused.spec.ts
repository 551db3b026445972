/**
 * "Copy the request" when the browser refuses to copy (src/forms/fallback.tsx), on both request
 * forms: the first press says so and selects the whole request in its box, to copy by hand. A
 * browser refuses after the press (its permission check answers in a later task), as here; the box
 * appears with that refusal, and was once selected before it was there (issue 59: the pre-arrival
 * form's first press left 0 of its characters selected, the second selected them).
 */
import type { Page } from '@playwright/test'
import { expect, fillFleetQuote, hydrated, test } from './helpers'

async function failedPreArrival(page: Page) {
  const form = page.locator('form.site-form')
  for (const [name, value] of Object.entries({
    vesselName: 'MV Copy Refused',
    imo: '9000004',
    eta: '2026-05-01T08:00',
    agent: 'Agent & Co',
    email: 'ops@owner.example',
  }))
    await form.locator(`[name="${name}"]`).fill(value)
  await form.locator('[name="port"]').selectOption('Mundra')
  return form
}

for (const [path, fill] of [
  ['/port-call-compliance', failedPreArrival],
  ['/fleet-retainer', fillFleetQuote],
] as const)
  test(`${path}: copying refused, the first press of "Copy the request" selects the whole request in its box`, async ({ page }) => {
    await page.route('**/__email-manager/api/brain/send', (route) => route.fulfill({ status: 500, body: '{}' }))
    await page.goto(path)
    await hydrated(page)
    const form = await fill(page)
    await expect(form).toHaveAttribute('data-live', '')
    await form.locator('button[type="submit"]').click()
    const copy = form.getByRole('button', { name: 'Copy the request' })
    await expect(copy).toBeVisible({ timeout: 15_000 })
    // Refused as a browser refuses: in a task after the press.
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => new Promise((_, refuse) => setTimeout(() => refuse(new DOMException('Write permission denied.')), 50)) },
      }),
    )
    await copy.click()
    await expect(form.locator('.send-another-way [role="status"]')).toHaveText(
      'Copying did not work in this browser. Select the text below and copy it.',
    )
    const box = form.getByRole('textbox', { name: 'Your request, to copy' })
    await expect(box).toBeFocused()
    const length = await box.evaluate((text: HTMLTextAreaElement) => text.value.length)
    expect(length).toBeGreaterThan(100)
    await expect.poll(() => box.evaluate((text: HTMLTextAreaElement) => [text.selectionStart, text.selectionEnd])).toEqual([0, length])
  })
