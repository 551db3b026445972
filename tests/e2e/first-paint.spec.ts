/**
 * A page works from its first paint, before its script has run: a Submit pressed before the script
 * runs is held and sent once it does, hydration never resets what the visitor typed, and a page
 * whose script never arrives keeps it and mails it (src/forms/early.tsx, src/forms/draft.ts). The
 * page without JavaScript at all: no-script.spec.ts.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, expectExpanded, fillFleetQuote, FLEET, holdScripts, hydrated, menuToggle, test, USES_EMAIL_MANAGER } from './helpers'
import { untilFormStampAged } from './waits'

/** The email-manager calls of a kind the page makes, with their bodies. */
function calls(page: Page, path: string) {
  const seen: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`/__email-manager${path}`)) seen.push(request.postDataJSON())
  })
  return seen
}

test.describe('while the scripts are on their way', () => {
  test('what was typed before hydration is still there after it, in each form, and is kept as the draft', async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto('/port-call-compliance', { waitUntil: 'commit' })
    const form = page.locator('form.site-form')
    await form.locator('[name="vesselName"]').fill('Typed early')
    await form.locator('[name="port"]').selectOption({ label: 'Kandla' })
    await form.locator('[name="notes"]').fill('Berth 7, pilot at 06:00')
    const newsletter = page.locator('footer').getByLabel('Email address')
    await newsletter.fill('early@fleet.example')
    await scripts.release()
    await hydrated(page)
    await expect(form.locator('[name="vesselName"]')).toHaveValue('Typed early')
    await expect(form.locator('[name="port"]')).toHaveValue('Kandla')
    await expect(form.locator('[name="notes"]')).toHaveValue('Berth 7, pilot at 06:00')
    await expect(form.locator('.field-count')).toHaveText('23 / 4000')
    await expect(newsletter).toHaveValue('early@fleet.example')
    // Typing goes on where it was, and the form now keeps it across a reload.
    await form.locator('[name="vesselName"]').press('End')
    await form.locator('[name="vesselName"]').pressSequentially(', then more')
    await expect(form.locator('[name="vesselName"]')).toHaveValue('Typed early, then more')
    await page.reload()
    await hydrated(page)
    await expect(form.locator('[name="vesselName"]')).toHaveValue('Typed early, then more')
    await expect(form.locator('[name="port"]')).toHaveValue('Kandla')
  })

  test('a Submit pressed before hydration is held, said, and sent once after it', USES_EMAIL_MANAGER, async ({ page }) => {
    const sent = calls(page, '/api/brain/send')
    const signups = calls(page, '/api/brain/signup')
    const scripts = await holdScripts(page)
    await page.goto('/fleet-retainer', { waitUntil: 'commit' })
    const form = await fillFleetQuote(page)
    await form.getByRole('button', { name: 'Request Fleet Quote' }).click()
    // Said under the button the visitor pressed, in view.
    await expect(form.getByText('your request will be checked and sent as soon as it is ready')).toBeInViewport()
    const footer = page.locator('footer')
    await footer.getByLabel('Email address').fill(`held+${Date.now()}@fleet.example`)
    await footer.getByRole('button', { name: 'Subscribe' }).click()
    expect(page.url()).toMatch(/\/fleet-retainer$/)
    expect(sent).toEqual([])
    await scripts.release()
    await expect(page.getByRole('heading', { name: 'Quote Request Received!' })).toBeVisible({ timeout: 15_000 })
    await expect(footer.getByRole('status')).toHaveText('Success! Please check your email to confirm your subscription.')
    await expect(form.getByText('your request will be checked and sent as soon as it is ready')).toBeHidden()
    await page.waitForLoadState('networkidle')
    expect(sent).toHaveLength(1)
    expect(JSON.stringify(sent[0])).toContain('Ocean Lines & Co')
    expect(signups).toHaveLength(1)
  })

  test(
    'scripts that never arrive: the page keeps what was typed, says so, and Submit sends it through the site',
    USES_EMAIL_MANAGER,
    async ({ page, request }) => {
      let loads = 0
      page.on('load', () => void loads++)
      const scripts = await holdScripts(page)
      const served = Date.now()
      await page.goto('/fleet-retainer', { waitUntil: 'commit' })
      const form = await fillFleetQuote(page, ownRequest(served))
      await scripts.fail()
      // Said once the page had decided, when its scripts failed, to keep what was typed rather than load again.
      await expect(form.getByText('This page could not finish loading.')).toBeVisible()
      expect(loads, 'the page did not reload over what was typed').toBe(1)
      await expect(form.locator('[name="companyName"]')).toHaveValue('Ocean Lines & Co')
      await sendsThroughTheSite(page, request, form)
    },
  )
})

/**
 * The form posted to the site's endpoint (once its stamp is older than the spam guard's minimum
 * time): the spec's call made, the success page shown.
 */
/** A request of its own: the site's endpoint sends the same request once (the same client, within the hour), so each test's differs. */
const ownRequest = (served: number) => ({ ...FLEET, message: `Two more vessels from March (${served}).` })

async function sendsThroughTheSite(page: Page, request: APIRequestContext, form: Locator) {
  const before = ((await (await request.get('/__email-manager/_calls')).json()) as unknown[]).length
  await untilFormStampAged(form.getByRole('button', { name: 'Request Fleet Quote' }))
  await form.getByRole('button', { name: 'Request Fleet Quote' }).click()
  await expect(page).toHaveURL(/\/forms\/fleet-quote\/sent$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quote Request Received!')
  const made = ((await (await request.get('/__email-manager/_calls')).json()) as Array<{ body: unknown }>).slice(before)
  expect(made).toHaveLength(1)
  expect(JSON.stringify(made[0]!.body)).toContain('"companyName":"Ocean Lines & Co"')
  expect(JSON.stringify(made[0]!.body)).toContain('"phone":"+91 22 1234 5678"')
}

test("the spam guard's wait sends what the form shows when it ends", USES_EMAIL_MANAGER, async ({ page }) => {
  const sent = calls(page, '/api/brain/send')
  await page.clock.install()
  await page.goto('/')
  await hydrated(page)
  // The form rendered by the browser (a link followed inside the site): usable from now, when the guard's
  // minimum time starts (a form of the page's first load counts from its first paint). Then time stands
  // still (paused where the page's clock is: a jump ahead could end the guard's wait on a machine slow to
  // fill the form): the submit waits out the rest of it (guard.tsx), and meanwhile the visitor edits.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fleet Retainer' }).click()
  await expect(page.locator('form.site-form [name="companyName"]')).toBeVisible()
  // (Tried again should the page's clock pass that moment before the pause is made, on a busy machine.)
  await expect(async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50)).toPass()
  const form = await fillFleetQuote(page)
  await form.getByRole('button', { name: 'Request Fleet Quote' }).click()
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
  await form.locator('[name="companyName"]').fill('Ocean Lines & Co (Mumbai branch)')
  await page.clock.runFor(3000)
  await page.clock.resume()
  await expect(page.getByRole('heading', { name: 'Quote Request Received!' })).toBeVisible()
  expect(sent).toHaveLength(1)
  expect(JSON.stringify(sent[0])).toContain('Ocean Lines & Co (Mumbai branch)')
})

test('a phone menu opened before hydration stays open through it, and then closes on Escape @phone-only', async ({ page }) => {
  const scripts = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  const nav = page.getByRole('navigation', { name: 'Main' })
  await menuToggle(page).click()
  await expect(nav).toBeVisible()
  await scripts.release()
  await hydrated(page)
  await expect(nav).toBeVisible()
  await expectExpanded(menuToggle(page), true)
  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()
})

test(
  'a form whose own code fails to load stays as it was painted, keeps what was typed, and sends it through the site (no error page)',
  USES_EMAIL_MANAGER,
  async ({ page, request }) => {
    await page.route('**/assets/FleetQuoteForm-*.js', (route) => route.abort())
    const served = Date.now()
    await page.goto('/fleet-retainer')
    await hydrated(page, { failing: 'form.site-form' })
    const form = await fillFleetQuote(page, ownRequest(served))
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong')
    await expect(form.getByText('This page could not finish loading.')).toBeVisible()
    await expect(form.locator('[name="companyName"]')).toHaveValue('Ocean Lines & Co')
    await sendsThroughTheSite(page, request, form)
  },
)
