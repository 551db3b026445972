/**
 * Every route of the spec (spec-pages.ts), at 1440 px (project "desktop") and 360 px (project
 * "phone", which runs only the tests tagged @phone), each loaded once for all its checks: its key
 * content from the spec, hydration keeping it and its head tags, an axe scan, focus clear of the
 * sticky bars, no horizontal scroll on phones and reflow at 320 px; content at the schemas' limits
 * and links from the CMS (tests that change content in the CMS, CHANGES_CMS: one at a time, on a
 * site and content store of their own); the fleet retainer's anchors. The built pages' links, each
 * followed: tests/unit/site-links.test.ts.
 */
import { devices, type Page } from '@playwright/test'
import {
  addTextSpacing,
  CHANGES_CMS,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  focusHiddenUnderBars,
  getDocument,
  hydrated,
  menuToggle,
  outsideTheWindow,
  patchDocument,
  restoreDocuments,
  test,
  visitLater,
} from './helpers'
import { PAGES } from './spec-pages'

test.describe('content at the limits the schemas allow, at 320 px', CHANGES_CMS, () => {
  // On a phone (the project of the tests that change content is a desktop one).
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 5']
  test.use({ ...phone, viewport: { width: 360, height: 780 } })

  test('a 60-character brand name and a 60-letter word in a heading wrap; the menu button stays on screen, and the brand clear of the quote button on wider screens', async ({
    page,
    request,
  }) => {
    const settings = await getDocument<{ brandName: string }>(request, 'siteSettings')
    const port = await getDocument<{ fullName: string }>(request, 'port.mumbai')
    const brand = 'Global Salvage, Marine Casualty and Oil-Spill Response India'
    const word = 'Jawaharlalnehruportauthorityoutercommercialanchorageterminal'
    expect([brand.length, word.length]).toEqual([60, 60])
    try {
      await patchDocument(request, 'siteSettings', { brandName: brand })
      await patchDocument(request, 'port.mumbai', { fullName: word })
      await page.setViewportSize({ width: 320, height: 640 })
      // A visit an hour after the build: the refresh brings the long values in.
      await visitLater(page, '/ports/mumbai')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(word)
      await expect(page.locator('header .brand')).toContainText(brand)
      expect(await outsideTheWindow(page)).toEqual([])
      await expect(menuToggle(page)).toBeInViewport({ ratio: 1 })
      // Tablets and laptops put the search link and the quote button on the brand's row, at the right; with text spacing too.
      await addTextSpacing(page)
      type Box = { x: number; y: number; width: number; height: number }
      const apart = (a: Box, b: Box) => a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y
      for (const width of [768, 1024, 1415, 1416, 1920]) {
        await page.setViewportSize({ width, height: 800 })
        const brandBox = (await page.locator('header .brand').boundingBox())!
        const buttonBox = (await page.locator('header .nav-cta').boundingBox())!
        const searchBox = (await page.locator('header .search-link').boundingBox())!
        expect(
          apart(brandBox, buttonBox),
          `at ${width} px the brand (${JSON.stringify(brandBox)}) is clear of the quote button (${JSON.stringify(buttonBox)})`,
        ).toBe(true)
        expect(
          apart(searchBox, buttonBox) && apart(searchBox, brandBox),
          `at ${width} px the search link (${JSON.stringify(searchBox)}) is clear of the brand and the quote button`,
        ).toBe(true)
      }
    } finally {
      await patchDocument(request, 'siteSettings', { brandName: settings.brandName })
      await patchDocument(request, 'port.mumbai', { fullName: port.fullName })
    }
  })
})

test.describe('links from the CMS', CHANGES_CMS, () => {
  test('a link written "/\\evil.example/x" (past the Studio, through the API) is not rendered; the others are', async ({
    page,
    request,
  }) => {
    const home = await getDocument<{ _id: string; sections: Array<{ key: string; items?: Array<{ href?: string }> }> }>(
      request,
      'pageCopy.home',
    )
    const edited = structuredClone(home)
    edited.sections.find((entry) => entry.key === 'hero-actions')!.items![2].href = '/\\evil.example/x'
    try {
      await restoreDocuments(request, [edited])
      await visitLater(page, '/')
      await hydrated(page)
      const actions = page.locator('.hero-actions').first().getByRole('link')
      await expect(actions).toHaveCount(2)
      await expect(page.locator('a[href*="evil"]')).toHaveCount(0)
    } finally {
      await restoreDocuments(request, [home])
    }
  })
})

test.describe('every page of the spec', () => {
  for (const check of PAGES) {
    // One load of each page serves every check of it: its content before hydration; after it the same
    // h1, and one of each head tag the page was served with; on a phone, no sideways scroll and phone
    // numbers on one line; axe; focus clear of the sticky bars; what else it shows (spec-pages.ts);
    // on a phone, the reflow check at 320 px (WCAG 1.4.10), with and without WCAG 1.4.12's text
    // spacing: the window narrowed from 360 px, as a zoom does.
    test(`${check.path} shows its key content, hydrates keeping it and its head, passes axe${check.focusUnderBars ? ', focus never under a bar' : ''}; on a phone nothing reaches past the window at 320 px, with or without text spacing @phone`, async ({
      page,
    }) => {
      const response = await page.goto(check.path)
      expect(response?.status()).toBe(check.status ?? 200)
      const h1 = page.getByRole('heading', { level: 1 }).first()
      await expect(h1).toHaveText(check.h1)
      const main = page.locator('main')
      for (const text of check.texts ?? []) {
        await expect(main.getByText(text, { exact: typeof text === 'string' ? false : undefined }).first(), String(text)).toBeAttached()
      }
      for (const selector of check.links ?? []) {
        await expect(page.locator(selector).first(), selector).toBeAttached()
      }
      for (const part of check.shown ?? []) {
        const shown = typeof part === 'string' ? page.locator(part) : main.getByText(part.text)
        await expect(shown.first(), String(typeof part === 'string' ? part : part.text)).toBeVisible()
      }
      const served = headTags(await response!.text())
      await hydrated(page)
      await expect(h1, 'the h1 after hydration').toHaveText(check.h1)
      expect(await page.evaluate(headTagsNow), 'the head after hydration').toEqual(served)
      expect(served.title, 'one title').toBe(1)
      const phone = (page.viewportSize()?.width ?? 1440) < 768
      if (phone) {
        await expectNoHorizontalScroll(page)
        expect(await phoneNumbersBroken(page), 'phone numbers broken across lines').toEqual([])
      }
      await expectNoAxeViolations(page)
      // From the top of the page, nothing focused yet.
      if (check.focusUnderBars) expect(await focusHiddenUnderBars(page), 'focused elements hidden under a sticky or fixed bar').toEqual([])
      await check.more?.(page, phone)
      if (!phone) return
      await page.setViewportSize({ width: 320, height: 640 })
      expect(await page.evaluate(() => document.documentElement.clientWidth), `${check.path}: the window is 320 px wide`).toBe(320)
      expect(await outsideTheWindow(page), `${check.path} at 320 px`).toEqual([])
      // The menu button shows its icon only here, and keeps its name.
      await expect(menuToggle(page), `${check.path} at 320 px`).toBeVisible()
      await expect(menuToggle(page), `${check.path} at 320 px`).toHaveAccessibleName('Menu')
      await addTextSpacing(page)
      expect(await outsideTheWindow(page), `${check.path} at 320 px with text spacing`).toEqual([])
    })
  }
  // (That no internal link of any page leads to Not Found: tests/unit/site-links.test.ts.)
})

/** How many of each head tag a page's HTML holds: its title, description and canonical link. */
function headTags(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const count = (pattern: RegExp) => head.match(pattern)?.length ?? 0
  return {
    title: count(/<title[\s>]/g),
    description: count(/<meta name="description"/g),
    canonical: count(/<link rel="canonical"/g),
  }
}
/** The same, of the document's head as it is now (run in the page). */
function headTagsNow() {
  return {
    title: document.head.querySelectorAll('title').length,
    description: document.head.querySelectorAll('meta[name="description"]').length,
    canonical: document.head.querySelectorAll('link[rel="canonical"]').length,
  }
}

/** The phone links whose visible number runs over more than one line (a label, and screen-reader-only text, aside). */
function phoneNumbersBroken(page: Page) {
  return page.locator('a[href^="tel:"]').evaluateAll((links) =>
    links
      .filter((link) => link.getClientRects().length > 0)
      .filter((link) => {
        const tops = new Set<number>()
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!/\d[\d ]{6,}\d/.test(node.textContent ?? '') || node.parentElement!.getBoundingClientRect().width <= 1) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
        }
        return tops.size > 1
      })
      .map((link) => link.textContent),
  )
}

test.describe('fleet retainer anchors and actions', () => {
  async function expectSectionInView(page: Page, id: string) {
    const heading = page.locator(`#${id} h2`).first()
    await expect(heading).toBeInViewport()
    // Just below whatever is stuck at the top (the emergency bar on wider screens): not under it,
    // and not far below it either.
    await expect
      .poll(() =>
        page.locator(`#${id}`).evaluate((section) => {
          const bar = document.querySelector('.emergency-bar')!.getBoundingClientRect()
          const stuck = getComputedStyle(document.querySelector('.emergency-bar')!).position === 'sticky' && bar.top <= 0.5 ? bar.bottom : 0
          const atEnd = Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight
          const top = section.getBoundingClientRect().top
          return top >= stuck - 1 && (top <= stuck + 48 || atEnd)
        }),
      )
      .toBe(true)
  }

  for (const id of ['quote', 'sla']) {
    test(`a fresh load of /fleet-retainer#${id} lands on that section @phone`, async ({ page }) => {
      await page.goto(`/fleet-retainer#${id}`)
      await hydrated(page)
      await expectSectionInView(page, id)
    })
  }

  test('Request Fleet Quote in the header lands on #quote from another page', async ({ page }) => {
    await page.goto('/about')
    await hydrated(page)
    await page.locator('header').getByRole('link', { name: 'Request Fleet Quote' }).click()
    await expect(page).toHaveURL(/\/fleet-retainer#quote$/)
    await expectSectionInView(page, 'quote')
  })

  test('See our SLA on the home page lands on #sla', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.locator('main a[href="/fleet-retainer#sla"]').first().click()
    await expect(page).toHaveURL(/\/fleet-retainer#sla$/)
    await expectSectionInView(page, 'sla')
  })
  // (The review call's prepared email and the PDF buttons: tests/unit/site-links.test.ts.)
})

test('a call to action to a section of its own page ("#fleet-quote") leads there, with no redirect and no reload @phone', async ({
  page,
}) => {
  const documents: string[] = []
  page.on('request', (request) => void (request.resourceType() === 'document' && documents.push(request.url())))
  await page.goto('/insurers-hub')
  // The section's anchor name, as the CMS holds it: neither the prerendered link nor the hydrated one gains the page's path and a slash.
  const link = page.locator('main .hero-actions').getByRole('link', { name: 'Request a fleet quote' })
  await expect(link).toHaveAttribute('href', '#fleet-quote')
  await expect(page.locator('#fleet-quote')).toHaveCount(1)
  await hydrated(page)
  await expect(link).toHaveAttribute('href', '#fleet-quote')
  await link.click()
  await expect(page).toHaveURL(/\/insurers-hub#fleet-quote$/)
  await expect(page.getByRole('heading', { name: 'A quote for your entered fleet' })).toBeInViewport()
  expect(documents).toHaveLength(1)
  // From another page, the same section by the page's address.
  await page.goto('/insurers-hub#fleet-quote')
  await expect(page.getByRole('heading', { name: 'A quote for your entered fleet' })).toBeInViewport()
})

test.describe('pre-arrival letter page', () => {
  test('shows the five-step progress bar at step 1 around the form', async ({ page }) => {
    await page.goto('/port-call-compliance')
    await hydrated(page)
    const progress = page.getByRole('list', { name: 'Your request' })
    // Steps, not links: no navigation landmark without links.
    await expect(page.getByRole('navigation', { name: 'Your request' })).toHaveCount(0)
    await expect(progress.getByRole('listitem')).toHaveText(['1Form', '2Review', '3PDF', '4Email', '5WhatsApp'])
    await expect(progress.locator('[aria-current="step"]')).toHaveText('1Form')
    await expect(page.locator('main form input[name="vesselName"]')).toBeVisible()
  })

  test('the fixed desktop contact bar links phone, WhatsApp and email and covers nothing', async ({ page }) => {
    await page.goto('/port-call-compliance')
    await hydrated(page)
    const bar = page.getByRole('region', { name: 'Questions before you submit?' })
    await expect(bar).toBeVisible()
    await expect(bar.locator('a[href^="tel:"]')).toBeVisible()
    await expect(bar.locator('a[href^="https://wa.me/"]')).toBeVisible()
    await expect(bar.locator('a[href^="mailto:"]')).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Quick contact' })).toBeHidden()
    // At the bottom of the page the last line of the footer is above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect
      .poll(async () => {
        const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top)
        const footerBottom = await page.locator('.footer-bottom').evaluate((el) => el.getBoundingClientRect().bottom)
        return footerBottom <= barTop + 1
      })
      .toBe(true)
  })

  test('on a phone the mobile bar replaces the desktop contact bar @phone-only', async ({ page }) => {
    await page.goto('/port-call-compliance')
    await expect(page.getByRole('region', { name: 'Questions before you submit?' })).toBeHidden()
    await expect(page.getByRole('navigation', { name: 'Quick contact' })).toBeVisible()
  })
})

test("at 1,024 px with text spacing, the about page's five values stay inside the window", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 })
  await page.goto('/about')
  await addTextSpacing(page)
  await expectNoHorizontalScroll(page)
  for (const card of await page.locator('.value-card').all())
    expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth), 'a value wider than its card').toBeLessThanOrEqual(1)
})
