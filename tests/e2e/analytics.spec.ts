/**
 * Analytics switched on (issue 46; the seed's "none" and the privacy notice: privacy.spec.ts).
 *
 * - A second build, made here once with Google Analytics 4 set in Site settings (then set back) and
 *   served as the CDN serves it, shows the rest: its policy names Google's origins and nothing
 *   breaks it; the consent prompt (the consent page copy's words, every one of them), and before the
 *   visitor agrees nothing of Google's loads, after "no" nothing at all; after "yes" Google's tag
 *   loads after the first paint, consent mode denied by default, one page view per page and each
 *   event once, with its label. Google's origins are intercepted: a stand-in of gtag.js
 *   (analytics-helpers.ts) turns each call of Google's command queue into the hit gtag.js would send,
 *   which the test captures. The prompt unanswered never hides what has focus (issue 59): it stands
 *   above the fixed contact bars, whose links Tab reaches in view at every width (focus-obscured.ts).
 */
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'
import { renderedIn, seedStrings, squash } from '../seed-strings'
import {
  expect,
  expectNoAxeViolations,
  fillFleetQuote,
  fillPreArrival,
  getDocument,
  hiddenFocus,
  holdScripts,
  hydrated,
  patchDocument,
  startPreview,
  stopPreview,
  test,
} from './helpers'
import { captureGoogle, freePort, GA4_ID, run } from './analytics-helpers'
import { tabStops } from './focus-obscured'

/** The consent prompt, once the page has shown it. */
const prompt = (page: Page) => page.getByRole('region', { name: 'May we count your visit?' })

test.describe('Google Analytics 4 switched on: the consent prompt, page views and events', () => {
  let server: ChildProcess | undefined
  let buildDir: string
  let site: string

  // One build of the site with GA4 set in Site settings (set back at once), beside the tested one.
  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(400_000)
    const port = await freePort()
    site = `http://127.0.0.1:${port}`
    const api: APIRequestContext = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}` })
    const before = (await getDocument<{ analytics?: unknown }>(api, 'siteSettings')).analytics
    mkdirSync('.local', { recursive: true })
    buildDir = mkdtempSync(join('.local', 'analytics-test-'))
    await patchDocument(api, 'siteSettings', { analytics: { _type: 'analyticsSettings', provider: 'ga4', siteId: GA4_ID } })
    try {
      await run('npx', ['react-router', 'build'], {
        ...process.env,
        SITE_LOCAL: '1',
        SITE_BUILD_DIR: buildDir,
        VITE_EMAIL_MANAGER_URL: `http://localhost:${port}/__email-manager`,
      })
    } finally {
      await patchDocument(api, 'siteSettings', { analytics: before })
      await api.dispose()
    }
    server = await startPreview(port, buildDir, { SITE_REBUILD: 'off' })
  })
  test.afterAll(() => stopPreview(server, buildDir))

  test('before an answer nothing of Google\'s loads; after "No" nothing is sent, the answer kept; the prompt is accessible and changeable from the footer', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000)
    const google = await captureGoogle(context)
    const texts: string[] = []
    const take = async () => texts.push(await page.evaluate(() => document.body.innerText))
    // Analytics arriving re-renders nothing else: no form painted before its code arrived is dropped for its fallback.
    await page.addInitScript(() => {
      const dropped: string[] = []
      Object.assign(window, { dropped })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) if (node instanceof Element && node.matches('form')) dropped.push(node.className)
      }).observe(document, { childList: true, subtree: true })
    })

    // The policy allows Google's origins (the build's, for this provider), and nothing of them loads yet.
    const response = await page.goto(`${site}/`)
    const policy = response!.headers()['content-security-policy']!
    expect(policy).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com /)
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com https:\/\/\*\.analytics\.google\.com/)
    await hydrated(page)
    await expect(prompt(page)).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { dropped: string[] }).dropped)).toEqual([])
    // It does not take focus, and is said once it appears: its question in a status region.
    await expect(page.locator('body')).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'May we count your visit?' })).toHaveCount(1)
    await take()
    // The skip link stays the first Tab stop; the prompt comes right after it: its link to the notice,
    // then its two answers. All the page's content is in landmarks (axe's "region").
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(prompt(page).getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(prompt(page).getByRole('button', { name: 'Allow analytics' })).toBeFocused()
    const regions = await new AxeBuilder({ page }).withRules(['region']).analyze()
    expect(regions.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([])
    // A download before an answer is held, never sent on its own.
    await page
      .locator('footer')
      .getByRole('link', { name: /DGS Compliance Summary/ })
      .click()
    await expectNoAxeViolations(page)
    // Forced colours: its edge stays drawn (a border, not the shadow alone).
    await page.emulateMedia({ forcedColors: 'active' })
    expect(await prompt(page).evaluate((el) => getComputedStyle(el).borderTopStyle)).toBe('solid')
    await page.emulateMedia({ forcedColors: 'none' })

    // At 320 px: axe, and no element that takes focus is hidden under it (or the contact bar below it).
    await page.setViewportSize({ width: 320, height: 640 })
    expect(await hiddenFocus(page, `${site}/fleet-retainer`, 60)).toEqual([])
    await expect(prompt(page)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.setViewportSize({ width: 1440, height: 900 })
    expect(google.requests).toEqual([])

    // "No, thanks": said, the prompt gone, focus on the page; then nothing, on any page, after a reload too.
    await prompt(page).getByRole('button', { name: 'No, thanks' }).click()
    await expect(prompt(page)).toHaveCount(0)
    await expect(page.getByRole('status').filter({ hasText: 'Analytics stays off' })).toHaveCount(1)
    await expect(page.locator('#main')).toBeFocused()
    await take()
    await page
      .locator('footer')
      .getByRole('link', { name: /Evidence Pack/ })
      .click()
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await page.reload()
    await hydrated(page)
    await expect(prompt(page)).toHaveCount(0)
    expect(google.requests).toEqual([])

    // Changeable from the footer: the prompt opens with focus on its question, the answer given pressed; Escape closes it.
    const choices = page.locator('footer').getByRole('button', { name: 'Analytics choices' })
    await choices.click()
    await expect(prompt(page).getByRole('heading')).toBeFocused()
    await expect(prompt(page).getByRole('button', { name: 'No, thanks' })).toHaveAttribute('aria-pressed', 'true')
    await take()
    await page.keyboard.press('Escape')
    await expect(prompt(page)).toHaveCount(0)
    await expect(choices).toBeFocused()
    expect(google.requests).toEqual([])

    // Changed to "Allow analytics": Google's tag loads now, and this page counts once.
    await choices.click()
    await prompt(page).getByRole('button', { name: 'Allow analytics' }).click()
    await expect(choices).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: 'Analytics is on' })).toHaveCount(1)
    await take()
    await expect.poll(() => google.hits).toEqual([{ name: 'page_view', path: '/about', label: null }])

    // Every word of the consent copy was shown (tests/e2e/copy.spec.ts leaves them to this test).
    const corpus = squash(texts.join('\u0001'))
    const unshown = seedStrings()
      .filter((entry) => entry.doc === 'pageCopy.consent' && entry.kind === 'text' && !renderedIn(entry.value, corpus))
      .map((entry) => `${entry.path}: ${entry.value}`)
    expect(unshown).toEqual([])
  })

  test('the first press on the prompt is any later one: not in the served page, no press before its code is lost; pressed as it shows, it answers', async ({
    browser,
  }) => {
    // The prompt comes with its code: the page as served has none (issue 57, the first action).
    expect(await (await fetch(`${site}/`)).text()).not.toContain('consent-prompt')
    for (const held of [true, false]) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const scripts = held ? await holdScripts(page) : undefined
      await page.goto(`${site}/`)
      await scripts?.release()
      const answer = async () => {
        await prompt(page).getByRole('button', { name: 'No, thanks' }).click()
        await expect(prompt(page)).toHaveCount(0)
        return page.evaluate(() => (JSON.parse(localStorage.getItem('analyticsConsent') ?? '{}') as { choice?: string }).choice)
      }
      const first = await answer()
      await expect(page.getByRole('status').filter({ hasText: 'Analytics stays off' })).toHaveCount(1)
      // Later, from the footer, once the page runs: the same press, the same answer.
      await hydrated(page)
      await page.locator('footer').getByRole('button', { name: 'Analytics choices' }).click()
      expect(await answer()).toBe(first)
      expect(first).toBe('denied')
      await context.close()
    }
  })

  test("the prompt unanswered never hides what has focus, the fixed contact bars' links included: every Tab stop, both ways, at 360, 768 and 1,440 px; Escape closes it from inside it", async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const bars = '.contact-bar, .mobile-bar'
    // Every width: the prompt stands above the contact bar (from 768 px, on the pages that have one) or
    // the phones' bar (below), never over it.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`${site}/port-call-compliance`)
    await hydrated(page)
    for (const width of [320, 360, 767, 768, 1024, 1359, 1360, 1440, 1920]) {
      await page.setViewportSize({ width, height: 800 })
      await expect(prompt(page)).toBeVisible()
      const [promptBox, barBox] = await Promise.all([prompt(page).boundingBox(), page.locator(bars).locator('visible=true').boundingBox()])
      expect(promptBox!.y + promptBox!.height, `${width} px`).toBeLessThanOrEqual(barBox!.y + 0.5)
    }
    for (const [width, height] of [
      [768, 1024],
      [1440, 900],
      [360, 740],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.goto(`${site}/port-call-compliance`)
      await hydrated(page)
      await expect(prompt(page)).toBeVisible()
      for (const backward of [false, true]) {
        const stops = await tabStops(page, { backward })
        const where = `${width} px, ${backward ? 'Shift+Tab' : 'Tab'}`
        expect(
          stops.filter((stop) => stop.hidden).map((stop) => stop.name),
          where,
        ).toEqual([])
        // Its three links ("Call 24/7", "WhatsApp", "Email") and the prompt's own were among them.
        expect(
          stops.filter((stop) => stop.bar && stop.bar !== 'consent-prompt'),
          where,
        ).toHaveLength(3)
        expect(stops.filter((stop) => stop.bar === 'consent-prompt').length, where).toBeGreaterThanOrEqual(3)
      }
      // Escape closes the prompt from inside it (unanswered, focus to the page); on a bar's link, which
      // it does not cover, Escape changes nothing.
      const call = page.locator(bars).locator('visible=true').getByRole('link').first()
      await call.focus()
      await page.keyboard.press('Escape')
      await expect(call).toBeFocused()
      await expect(prompt(page)).toBeVisible()
      await prompt(page).getByRole('button', { name: 'Allow analytics' }).focus()
      await page.keyboard.press('Escape')
      await expect(prompt(page)).toHaveCount(0)
      await expect(page.locator('#main')).toBeFocused()
    }
  })

  test('after "Allow analytics": Google\'s tag after the first paint, consent mode denied by default, one page view per page, each event once with its label; withdrawn, nothing more', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000)
    const google = await captureGoogle(context)
    const count = (name: string) => google.hits.filter((hit) => hit.name === name)
    await page.goto(`${site}/`)
    await hydrated(page)
    await page
      .locator('footer')
      .getByRole('link', { name: /DGS Compliance Summary/ })
      .click()
    await prompt(page).getByRole('button', { name: 'Allow analytics' }).click()
    // Consent mode's defaults, denied, come first in Google's queue; analytics storage is granted after.
    const queue = await page.evaluate(() =>
      (window as unknown as { dataLayer: IArguments[] }).dataLayer.slice(0, 2).map((entry) => Array.from(entry)),
    )
    expect(queue).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
      ['consent', 'update', { analytics_storage: 'granted' }],
    ])
    // The page view of the page shown, and the download held until then, once each.
    await expect
      .poll(() => google.hits)
      .toEqual([
        { name: 'page_view', path: '/', label: null },
        { name: 'compliance_summary_download', path: '/', label: null },
      ])

    // The next visit: Google's tag starts by itself, after the first paint.
    await page.reload()
    await hydrated(page)
    await expect(prompt(page)).toHaveCount(0)
    const timing = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        tag: performance.getEntriesByType('resource').find((entry) => entry.name.includes('googletagmanager.com/gtag/js'))?.startTime,
      }))
    // (Its request is made once analytics has loaded, which may be after the network fell quiet.)
    await expect.poll(async () => (await timing()).tag).toBeDefined()
    const { paint, tag } = await timing()
    expect(tag).toBeGreaterThan(paint!)
    await expect.poll(() => count('page_view')).toHaveLength(2)

    // Navigations inside the site: one page view each; a query typed into the port directory is not one.
    await page.locator('footer').getByRole('link', { name: 'All ports' }).click()
    await expect(page).toHaveURL(/\/ports$/)
    await page.getByRole('searchbox').fill('Mum')
    await expect(page).toHaveURL(/q=Mum/)
    await page.locator('footer').getByRole('link', { name: 'Fleet Retainer' }).click()
    await expect(page).toHaveURL(/\/fleet-retainer$/)
    await expect.poll(() => count('page_view').map((hit) => hit.path)).toEqual(['/', '/', '/ports', '/fleet-retainer'])

    // The events: the SLA schedule (a new tab), the evidence pack, a fleet quote, the newsletter.
    const tab = context.waitForEvent('page')
    await page
      .getByRole('link', { name: /SLA Schedule/ })
      .first()
      .click()
    await (await tab).close()
    await page
      .locator('footer')
      .getByRole('link', { name: /Evidence Pack/ })
      .click()
    const form = await fillFleetQuote(page)
    const fleetSize = await form.locator('[name="fleetSize"]').inputValue()
    await form.getByRole('button', { name: 'Request Fleet Quote' }).click()
    await expect(page.getByRole('heading', { name: 'Quote Request Received!' })).toBeVisible()
    const newsletter = page.locator('footer form.newsletter-form')
    await newsletter.getByLabel('Email address').fill('reader@fleet.example')
    await newsletter.getByRole('button', { name: 'Subscribe' }).click()
    await expect(newsletter.getByRole('status')).toContainText('Success!')

    // A pre-arrival letter, then its filled pack (a page load of its own: one page view).
    await page.locator('footer').getByRole('link', { name: 'Port-Call Compliance' }).click()
    await expect(page).toHaveURL(/\/port-call-compliance$/)
    await hydrated(page)
    const letter = await fillPreArrival(page)
    await letter.getByRole('button', { name: 'Generate Pre-Arrival Letter' }).click()
    await page.locator('.form-success a').click()
    await expect(page).toHaveURL(/\/docs\/compliance-pack\?filled=1/)
    await hydrated(page)
    // The pack is filled from the hand-over, which it deleted from the tab as it read it.
    await expect(page.locator('[data-field="vessel"] dd')).toHaveText('MV Sagar Kiran')
    expect(await page.evaluate(() => sessionStorage.getItem('preArrivalSubmission'))).toBeNull()

    const events = () => google.hits.filter((hit) => hit.name !== 'page_view').map(({ name, label }) => ({ name, label }))
    await expect.poll(events).toEqual([
      { name: 'compliance_summary_download', label: null },
      { name: 'sla_pdf_download', label: null },
      { name: 'financial_security_evidence', label: null },
      { name: 'fleet_quote_submit', label: fleetSize },
      { name: 'newsletter_signup', label: null },
      { name: 'generate_letter_submit', label: 'Mundra' },
      // (The spec names no label for it.)
      { name: 'compliance_pack_download', label: null },
    ])
    // (The pack's page view may reach Google after its download event: Google's tag loads after the first paint.)
    await expect
      .poll(() => count('page_view').map((hit) => hit.path))
      .toEqual(['/', '/', '/ports', '/fleet-retainer', '/port-call-compliance', '/docs/compliance-pack'])

    // Withdrawn from the footer: Google's cookies removed, and nothing more is sent.
    await context.addCookies([{ name: '_ga', value: 'GA1.1.1.1', url: site }])
    const sent = google.hits.length
    await page.locator('footer').getByRole('button', { name: 'Analytics choices' }).click()
    await prompt(page).getByRole('button', { name: 'No, thanks' }).click()
    await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ga')
    await page
      .locator('footer')
      .getByRole('link', { name: /DGS Compliance Summary/ })
      .click()
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await hydrated(page)
    expect(google.hits).toHaveLength(sent)
  })
})
