/**
 * The first action works like every later one (docs/speed.md, "The first action"): each control is
 * used at once after the page's `load`, with the page's scripts held back until the test lets them
 * arrive (a ship's satellite link) and as they come, and what it did is what the same action does
 * once the page runs. Before its code arrives the page's early script answers it, or keeps it and the
 * code does it on arrival (src/early/); hydration keeps what it did. The newsletter,
 * Print and the menus answer at once; an invalid request form and Enter in a filter are kept; Search
 * lands in /search's box; a control that needs its code to exist (the preference switches, "Keep for
 * offline", the consent prompt: analytics.spec.ts) is not in the page before it, so no press is lost.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { companyToggle, expect, fillPreArrival, holdScripts, hydrated, menuToggle, PRE_ARRIVAL, test, USES_EMAIL_MANAGER } from './helpers'

/**
 * Opens `path` for its first action, taken at once after `load`: with the page's scripts held back
 * (`held`) until `arrive()` lets them come, or as they come. `arrive()` returns once the page runs.
 */
async function open(page: Page, path: string, held: boolean) {
  const scripts = held ? await holdScripts(page) : undefined
  await page.goto(path)
  return async () => {
    await scripts?.release()
    await hydrated(page)
  }
}

const MODES = [
  { held: true, name: 'its scripts held back' },
  { held: false, name: 'its scripts as they come' },
]

/** What has focus, as a person would name it: its role and accessible name, or its tag. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'nothing'
    return `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''}`
  })

const isOpen = (toggle: Locator) => toggle.locator('xpath=..').evaluate((details) => (details as HTMLDetailsElement).open)

for (const { held, name } of MODES) {
  test.describe(`the first action, ${name}`, () => {
    test('the Company menu: a click opens it, Escape and a press outside close it', async ({ page }) => {
      const arrive = await open(page, '/', held)
      const toggle = companyToggle(page.getByRole('navigation', { name: 'Main' }))
      const use = async () => {
        await toggle.click()
        const opened = await isOpen(toggle)
        await page.keyboard.press('Escape')
        const escaped = { open: await isOpen(toggle), focus: await focused(page) }
        await toggle.click()
        await page.getByRole('heading', { level: 1 }).click()
        return { opened, escaped, outside: await isOpen(toggle) }
      }
      const first = await use()
      expect(first).toEqual({ opened: true, escaped: { open: false, focus: expect.stringMatching(/^summary Company/) }, outside: false })
      await arrive()
      expect(await use()).toEqual(first)
    })

    test('the phone menu: a click opens it, Escape closes it and puts focus back on its button @phone-only', async ({ page }) => {
      const arrive = await open(page, '/', held)
      const toggle = menuToggle(page)
      const use = async () => {
        await toggle.click()
        const opened = await isOpen(toggle)
        await page.keyboard.press('Escape')
        await expect(toggle).toBeFocused()
        return { opened, closed: !(await isOpen(toggle)) }
      }
      const first = await use()
      expect(first).toEqual({ opened: true, closed: true })
      await arrive()
      expect(await use()).toEqual(first)
    })

    test('Search: a click puts the keyboard in a search box, and what is typed is searched', async ({ page }) => {
      const arrive = await open(page, '/', held)
      const search = async () => {
        await page.getByRole('banner').getByRole('link', { name: 'Search' }).click()
        // The dialog's box (the header's code has run) or /search's (a page load): the keyboard is in it.
        const box = page.locator('input[type="search"][role="combobox"]:focus')
        await expect(box).toHaveCount(1)
        await page.keyboard.type('paradip')
        return box
      }
      const box = await search()
      // Held: the page load to /search, its scripts held too; its box took the keyboard from its HTML.
      await arrive()
      await expect(box).toHaveValue('paradip')
      await expect(page.getByRole('option').first()).toContainText('Paradip')
      // Later, on a page that runs: the same click, the same keyboard, the same first result.
      await page.goto('/about')
      await hydrated(page)
      const later = await search()
      await expect(later).toHaveValue('paradip')
      await expect(page.getByRole('option').first()).toContainText('Paradip')
    })

    test("the alert banner's Dismiss: the alert goes, focus moves on", async ({ page }) => {
      const arrive = await open(page, '/', held)
      const dismiss = async () => {
        const alert = page.locator('.site-alerts [data-alert]').first()
        await alert.getByRole('button', { name: /^Dismiss/ }).click()
        await expect(alert).toBeHidden()
        return focused(page)
      }
      const first = await dismiss()
      await arrive()
      await expect(page.locator('.site-alerts [data-alert]').first()).toBeHidden()
      // Later: the same alert shown again in a fresh tab's session, on a page that runs.
      await page.evaluate(() => sessionStorage.clear())
      await page.reload()
      await hydrated(page)
      expect(await dismiss()).toBe(first)
    })

    test('the newsletter: Enter in the empty field shows and announces "Please enter your email address"', async ({ page }) => {
      const arrive = await open(page, '/', held)
      const footer = page.getByRole('contentinfo')
      const field = footer.getByLabel('Email address')
      const enter = async () => {
        await field.press('Enter')
        // Said by the form's live region (role=status), whose text changes: as the form says every message.
        const status = footer.getByRole('status').filter({ hasText: 'Please enter your email address' })
        await expect(status).toHaveText('Please enter your email address')
        await expect(field).toHaveAttribute('aria-invalid', 'true')
        await expect(field).toHaveAccessibleDescription('Please enter your email address')
        return { url: page.url(), focus: await focused(page) }
      }
      const first = await enter()
      await arrive()
      // Later, the field emptied again: the same message, the same way.
      await field.fill('x')
      await field.fill('')
      expect(await enter()).toEqual(first)
    })

    for (const [path, button] of [
      ['/port-call-compliance', 'Generate Pre-Arrival Letter'],
      ['/fleet-retainer', 'Request Fleet Quote'],
    ] as const) {
      test(`${path}: a first submit of the empty form shows the same summary, focused, as a later one`, async ({ page }) => {
        const arrive = await open(page, path, held)
        const form = page.locator('form.site-form')
        await form.getByRole('button', { name: button }).click()
        if (held) {
          // Kept until the form's code arrives (nothing is sent, nothing of the browser's own words): said under the button.
          await expect(form.getByText('your request will be checked and sent as soon as it is ready')).toBeVisible()
          expect(new URL(page.url()).pathname).toBe(path)
        }
        await arrive()
        const summary = page.getByRole('group', { name: 'There is a problem' })
        await expect(summary).toBeFocused()
        const first = await summary.getByRole('link').allTextContents()
        await form.getByRole('button', { name: button }).click()
        await expect(summary).toBeFocused()
        expect(await summary.getByRole('link').allTextContents()).toEqual(first)
        expect(first.length).toBeGreaterThan(3)
      })
    }

    test('/port-call-compliance?port=: the port the link names is chosen with no action, and the list is the one served', async ({
      page,
    }) => {
      const arrive = await open(page, '/port-call-compliance?port=Mumbai+%2F+JNPT', held)
      const select = page.getByRole('combobox', { name: /Port of call/ })
      const served = await select.innerHTML()
      await expect(select).toHaveValue('Mumbai / JNPT')
      await arrive()
      await expect(select).toHaveValue('Mumbai / JNPT')
      // Nothing changed under the visitor's hand: the same groups and choices, each port on its coast.
      expect(await select.innerHTML()).toBe(served)
      await expect(select.locator('optgroup[label="West Coast"] option')).toContainText(['Cochin'])
      await expect(select.locator('optgroup[label="East Coast"] option')).toContainText(['Chennai', 'Tuticorin'])
    })

    test('/ports: the filters take what is typed and chosen, and Enter reloads nothing', async ({ page }) => {
      const arrive = await open(page, '/ports', held)
      const filter = async () => {
        await page.getByRole('searchbox', { name: 'Port name' }).fill('mu')
        await page.getByRole('combobox', { name: 'Coast' }).selectOption({ label: 'West Coast' })
        await page.getByRole('searchbox', { name: 'Port name' }).press('Enter')
      }
      const shown = async () => ({
        url: new URL(page.url()).search,
        rows: await page.locator('.port-results tbody tr th').allTextContents(),
      })
      let loads = 0
      page.on('load', () => void loads++)
      await filter()
      await arrive()
      await expect.poll(() => page.url()).toContain('q=mu')
      const first = await shown()
      await page.goto('/ports')
      await hydrated(page)
      await filter()
      await expect.poll(() => page.url()).toContain('q=mu')
      expect(await shown()).toEqual(first)
      expect(first).toEqual({ url: '?q=mu&coast=west', rows: ['Mumbai / JNPT', 'Mundra'] })
      expect(loads, 'Enter loaded no page').toBe(1)
    })

    test("the notices' topics and pager lead to the same lists", async ({ page }) => {
      const arrive = await open(page, '/notices', held)
      const follow = async (link: string) => {
        const h1 = page.getByRole('heading', { level: 1 })
        const before = await h1.textContent()
        await page.getByRole('main').getByRole('link', { name: link, exact: true }).click()
        await expect(page).toHaveURL(/\/notices\/(topic|page)\//)
        // The address changes before the router renders the page it leads to: each list has a heading of its own.
        await expect(h1).not.toHaveText(before!)
        return { url: new URL(page.url()).pathname, h1: await h1.textContent() }
      }
      const topic = await follow('Emergency Response & Alerts')
      await arrive()
      const listed = await page.locator('main article h3, main article h2').allTextContents()
      await page.goto('/notices')
      await hydrated(page)
      expect(await follow('Emergency Response & Alerts')).toEqual(topic)
      expect(await page.locator('main article h3, main article h2').allTextContents()).toEqual(listed)
      // The pager, first then later.
      const fresh = await open(page, '/notices', held)
      const next = await follow('Next')
      await fresh()
      await page.goto('/notices')
      await hydrated(page)
      expect(await follow('Next')).toEqual(next)
    })

    test('a printable document: Print prints, and its PDF link downloads and counts, at the first press', async ({ page }) => {
      await page.addInitScript(() => {
        const counts = { printed: 0 }
        Object.assign(window, { __counts: counts, print: () => void counts.printed++ })
      })
      const arrive = await open(page, '/docs/sla-schedule', held)
      const printed = () => page.evaluate(() => (window as unknown as { __counts: { printed: number } }).__counts.printed)
      const toolbar = page.getByRole('group', { name: /toolbar|document/i })
      await toolbar.getByRole('button', { name: 'Print' }).click()
      await expect.poll(printed).toBe(1)
      const download = page.waitForEvent('download')
      await toolbar.getByRole('link', { name: /PDF/ }).click()
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/)
      // The download, for its analytics event (its PDF names it), held until the events' queue arrives (it takes them over then).
      const events = () => page.evaluate(() => (window as unknown as { gsiHeld?: unknown }).gsiHeld)
      if (held) expect(await events()).toEqual([['/docs/fleet-retainer-sla-schedule.pdf', undefined]])
      await arrive()
      await toolbar.getByRole('button', { name: 'Print' }).click()
      await expect.poll(printed).toBe(2)
    })
  })
}

/** A subscriber of the email-manager stand-in, signed up, and the address of their preferences page (their mail's token). */
async function preferencesLink(request: APIRequestContext) {
  const email = `first+${Date.now()}@fleet.example`
  const signup = await request.post('/__email-manager/api/brain/signup', {
    data: { email, business_id: 'global-salvage-india', journey_state: 'newsletter_signup', metadata: { source: 'website_footer' } },
  })
  expect(signup.ok()).toBe(true)
  const outbox = (await (await request.get('/__email-manager/outbox.json')).json()) as Array<{
    to: { email: string }
    links: Array<{ label: string; href: string }>
  }>
  const confirm = outbox.flatMap((mail) => (mail.to.email === email ? mail.links : [])).find((entry) => /Confirm/.test(entry.label))
  expect(confirm).toBeTruthy()
  return `/email-preferences${new URL(confirm!.href).search}`
}

test(
  "an email link's page: its switches are not there before its code (no press is lost), then the first press saves",
  USES_EMAIL_MANAGER,
  async ({ page, request }) => {
    const link = await preferencesLink(request)
    const arrive = await open(page, link, true)
    await expect(page.getByRole('switch')).toHaveCount(0)
    await arrive()
    const newsletter = page.getByRole('switch', { name: /Maritime Insights & Case Studies/ })
    // Pressed as it shows, then again later: each press saves (said), the switch turning once saved.
    const before = await newsletter.isChecked()
    for (const checked of [!before, before]) {
      await newsletter.click()
      await expect(newsletter).toBeChecked({ checked })
      await expect(page.getByText('Preferences updated successfully!')).toBeVisible()
    }
  },
)

test('an empty pre-arrival form submitted before its code, then typed into: the code shows the summary, and the keyboard and every key stay where the visitor is', async ({
  page,
}) => {
  const arrive = await open(page, '/port-call-compliance', true)
  const form = page.locator('form.site-form')
  await form.getByRole('button', { name: 'Generate Pre-Arrival Letter' }).click()
  const notes = form.locator('[name="notes"]')
  await notes.click()
  await page.keyboard.type('Berth 4 requested, ')
  await arrive()
  // Typed on as the code arrives: nothing takes the keyboard from the field, no key is lost.
  await page.keyboard.type('pilot at 06:00.')
  await expect(page.getByRole('group', { name: 'There is a problem' })).toBeVisible()
  await expect(notes).toBeFocused()
  await expect(notes).toHaveValue('Berth 4 requested, pilot at 06:00.')
})

test('"Keep for offline" is not on the page before its code (no press is lost); its first press keeps', async ({ page }) => {
  // The worker of a first visit runs, then the page that offers it opens.
  await page.goto('/about')
  await hydrated(page)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  // Before its code, the page is what the server sends: its slot empty, no button to press. (Read in
  // what is sent, not by holding the scripts: this page's scripts come through the worker, cached
  // from the first visit, which no hold of the test's reaches.)
  const sent = await (await page.request.get('/docs/sla-schedule')).text()
  const slot = /<div class="keep-offline-slot[^"]*">([\s\S]*?)<\/div>/.exec(sent)
  expect(slot, 'the slot the code fills').not.toBeNull()
  expect(slot![1]).not.toMatch(/<button\b/)
  await page.goto('/docs/sla-schedule')
  await hydrated(page)
  const keep = page.locator('.keep-offline button')
  await keep.click()
  await expect(page.getByRole('status').filter({ hasText: /kept|Kept/ })).toBeVisible()
})

test('a first valid pre-arrival request, sent before its code arrived, is sent once when it does', USES_EMAIL_MANAGER, async ({ page }) => {
  const sent: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/__email-manager/api/brain/send')) sent.push(request.postDataJSON())
  })
  const arrive = await open(page, '/port-call-compliance?port=Kandla', true)
  // The port is the address's (chosen as the page is parsed).
  const { port: _port, ...typed } = PRE_ARRIVAL
  const form = await fillPreArrival(page, typed)
  await form.getByRole('button', { name: 'Generate Pre-Arrival Letter' }).click()
  await expect(form.getByText('your request will be checked and sent as soon as it is ready')).toBeVisible()
  await arrive()
  await expect(page.getByRole('heading', { name: 'Documents Sent Successfully!' })).toBeVisible()
  expect(sent).toHaveLength(1)
  expect(JSON.stringify(sent[0])).toContain('Kandla')
})
