/**
 * Every route of the spec, at 1440 px (project "desktop") and 360 px (project "phone", which
 * runs only the tests tagged @phone): each page's key content from the spec, an axe scan, no
 * horizontal scroll on phones and reflow at 320 px, and every internal link on every page followed.
 */
import type { Page } from '@playwright/test'
import {
  addTextSpacing,
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  getDocument,
  hydrated,
  menuToggle,
  outsideTheWindow,
  patchDocument,
  restoreDocuments,
  test,
  visitLater,
} from './helpers'

type PageCheck = {
  path: string
  /** Text of the page's h1 (from the seed), or a pattern. */
  h1: string | RegExp
  /** Text the spec says the page shows. */
  texts?: Array<string | RegExp>
  /** Links (CSS selectors) the spec says the page has. */
  links?: string[]
  status?: number
}

const PORTS = ['mumbai', 'mundra', 'vadinar', 'kandla', 'visakhapatnam', 'paradip']

const PAGES: PageCheck[] = [
  {
    path: '/',
    h1: 'India Port-Call Insurance (P&I/Financial Security) + NOSDCP Response',
    texts: [
      'MSN 05/2025',
      '300 GT',
      'Docs under 2h',
      'DGS wording mirrored',
      'NOSDCP-aligned',
      '22-vessel global surge pool',
      'West Coast',
      'East Coast',
    ],
    links: [
      'a[href="/fleet-retainer#quote"]',
      'a[href="/fleet-retainer#sla"]',
      'main a[href="/port-call-compliance"]',
      'a[href="/response/salvage-osr"]',
      'main a[href="/case-studies"]',
      ...PORTS.map((s) => `main a[href="/ports/${s}"]`),
    ],
  },
  {
    path: '/port-call-compliance',
    h1: 'Generate your pre-arrival financial security pack',
    texts: [
      'Form',
      'Review',
      'PDF',
      'WhatsApp',
      'Vessel & port details',
      'Frequently asked questions',
      'Which vessels does DGS MSN 05/2025 apply to?',
      'What if the vessel, port or ETA changes after I submit?',
      'Port-specific requirements',
    ],
    links: [...PORTS.map((s) => `main a[href="/ports/${s}"]`), 'main a[href="/docs/india-compliance-pack.pdf"]'],
  },
  {
    path: '/fleet-retainer',
    h1: 'Fleet-level risk control for every Indian port call',
    texts: [
      'Compliance alignment',
      '3.1',
      '4.2',
      '5.1',
      '24/7 operations centre',
      'SLA highlights',
      'Under 2 hours',
      '≤45 minutes',
      'Coverage zones',
      'Global Surge',
      'For procurement teams',
      'Request a fleet quote',
      'Book 20-Minute Review Call',
    ],
    links: [
      '#sla a[href="/docs/fleet-retainer-sla-schedule.pdf"][target="_blank"]',
      'main a[href^="/docs/"][href$=".pdf"]',
      '#quote form',
      'a[href^="mailto:"][href*="subject="]',
    ],
  },
  {
    path: '/case-studies',
    h1: 'Proven on India’s busiest coasts',
    texts: [
      'Same-hour pre-arrival pack for a VLCC at Vadinar',
      'Pack issued in 38 minutes',
      'Engine failure off Mumbai: tug alongside in 3 hours',
      'Tug on scene in 3 h 10 min',
      'Bunker spill contained at Paradip',
      '1,200 m of boom in 5 hours',
    ],
    links: ['main img[alt*="tanker"]', 'main a[href="/fleet-retainer#quote"]'],
  },
  {
    path: '/contact',
    h1: 'Talk to the 24/7 desk',
    texts: ['24/7 Hotline', '+91 22 6000 2400', 'WhatsApp', 'support@globalsalvage.example', 'India Office', 'Mumbai, Maharashtra'],
    links: [
      'main a[href="tel:+912260002400"]',
      'main a[href="https://wa.me/919820002400"]',
      'main a[href="mailto:support@globalsalvage.example"]',
    ],
  },
  {
    path: '/about',
    h1: 'Salvage people who also get the paperwork right',
    texts: [
      'Our mission',
      'Our vision',
      'Our values',
      'Speed with accuracy',
      'Preparedness',
      'Our journey, 2013-2025',
      '2013',
      'Founded in Mumbai',
      '2025',
      'MSN 05/2025 compliance desk',
    ],
  },
  {
    path: '/management',
    h1: 'Mariners, salvors and insurance specialists',
    texts: [
      'Executive leadership',
      'Capt. Arvind Menon',
      'Managing Director',
      'Priya Raghavan',
      'Chief Operating Officer',
      'Capt. Vikram Sethi',
      'Neha Kulkarni',
      'Advisory board',
      'Cdr. (Retd.) Suresh Iyer',
    ],
  },
  {
    path: '/insurance/financial-security',
    h1: 'Financial security that port control can verify',
    texts: [
      'What we issue',
      'P&I letter',
      'NOSDCP contact',
      'Agent coordination sheet',
      'Clause mapping',
      'MSN 05/2025 §3',
      'MSN 05/2025 §6C',
      'Financial security evidence pack',
    ],
    links: ['main a[href="/docs/financial-security-evidence-pack.pdf"]'],
  },
  {
    path: '/response/salvage-osr',
    h1: 'Emergency salvage and oil-spill response',
    texts: [
      'Named assets',
      '2 tugs',
      '22 vessels',
      'Response times',
      '6-8 hours',
      '8-12 hours',
      'Methods',
      'Refloating of grounded vessels',
      'NOSDCP framework',
      'Coverage by coast',
      'Put response capacity on retainer',
    ],
    links: ['main a[href="/fleet-retainer#quote"]', 'main a[href="/ports/mumbai"]', 'main a[href="/ports/paradip"]'],
  },
  ...PORTS.map((slug) => ({
    path: `/ports/${slug}`,
    h1: /\w/,
    texts: ['24/7 Full Service'],
    links: ['main a[href^="/port-call-compliance?port="]', 'main a[href^="tel:"]', 'main a[href$=".pdf"]'],
  })),
  { path: '/ports/atlantis', h1: 'Port Not Found', texts: ["The port you're looking for doesn't exist."], status: 404 },
  {
    path: '/notices',
    h1: 'What changes at Indian ports, as it happens',
    texts: [
      'Port Call & Compliance Updates',
      'Emergency Response & Alerts',
      'Maritime Insights & Case Studies',
      'Deendayal Port (Kandla): oil jetty 3 closed for maintenance',
    ],
    links: [
      'main a[href="/notices/topic/insights"]',
      'main a[href="/notices/page/2"]',
      'main a[href="/notices/feed.xml"]',
      'head link[rel="alternate"][type="application/atom+xml"][href="/notices/feed.xml"]',
    ],
  },
  {
    path: '/notices/paradip-monsoon-advisory',
    h1: 'Paradip: monsoon swell advisory for the outer anchorage',
    texts: ['Shown across the site from', 'Ports concerned', 'Capt. Vikram Sethi'],
    links: ['main a[href="/ports/paradip"]', 'main a[href="/notices/topic/emergency"]', 'main time[datetime]'],
  },
  { path: '/docs/dgs-msn05-2025', h1: /\w/, texts: ['§3', '§6A', '§7'] },
  { path: '/docs/compliance-pack', h1: /\w/, texts: ['GSI-COMPLIANCE-PACK'] },
  { path: '/docs/sla-schedule', h1: /\w/, texts: ['GSI-SLA-RET-INDIA'] },
  { path: '/docs/financial-security-evidence', h1: /\w/, texts: ['GSI-FS-EVIDENCE'] },
  { path: '/email-confirmation', h1: /\w/, texts: ['Invalid Link'] },
  { path: '/confirm', h1: /\w/, texts: ['Invalid Link'] },
  { path: '/email-preferences', h1: /\w/, texts: ['Invalid link. Please use the link from your email.'] },
  { path: '/unsubscribe', h1: /\w/, texts: ['Invalid Link'] },
  { path: '/search', h1: 'Search the site', texts: ['Every page, by kind', 'Mumbai / JNPT'], links: ['main a[href="/ports/mumbai"]'] },
  // Pages built from sections (issue 31): each opens with its hero, whose heading is the h1.
  {
    path: '/agents/partner',
    h1: 'A compliance desk and a salvage team behind every port you serve',
    texts: ['What partners get', 'How to become a partner'],
    links: ['main a[href="/ports/mumbai"]'],
  },
  {
    path: '/insurers-hub',
    h1: 'Clean evidence at the port for every vessel you enter',
    texts: ['How our documents answer the notice'],
    links: ['main form.site-form'],
  },
  { path: '/no/such/page', h1: /not found/i, status: 404 },
]

test.describe('content at the limits the schemas allow, at 320 px', () => {
  test('a 60-character brand name and a 60-letter word in a heading wrap; the menu button stays on screen, and the brand clear of the quote button on wider screens @phone-only', async ({
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

test.describe('links from the CMS', () => {
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
    // On a phone, one load of the page also gives the reflow check at 320 px (WCAG 1.4.10), with and
    // without WCAG 1.4.12's text spacing: the window narrowed from 360 px, as a zoom does.
    test(`${check.path} shows its key content, passes axe, no sideways scroll; on a phone nothing reaches past the window at 320 px, with or without text spacing @phone`, async ({
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
      await hydrated(page)
      const phone = (page.viewportSize()?.width ?? 1440) < 768
      if (phone) await expectNoHorizontalScroll(page)
      await expectNoAxeViolations(page)
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

  test('no internal link on any page leads to Not Found', async ({ page, request }) => {
    test.setTimeout(180_000)
    const found = new Map<string, string>() // link -> first page it was found on
    for (const check of PAGES) {
      await page.goto(check.path)
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href).filter((href) => href.startsWith(location.origin)))
      for (const href of hrefs) {
        const url = new URL(href)
        // Links to the page itself (the skip link, in-page anchors) are not followed: on the
        // deliberate Not Found pages they would lead back to the deliberate 404.
        if (url.pathname === check.path) continue
        const key = url.pathname + url.search
        if (!found.has(key)) found.set(key, check.path)
      }
    }
    expect(found.size).toBeGreaterThan(20)
    const broken: string[] = []
    for (const [link, from] of found) {
      const res = await request.get(link, { maxRedirects: 5 })
      if (res.status() >= 400) broken.push(`${link} (${res.status()}, linked from ${from})`)
    }
    expect(broken).toEqual([])
  })
})

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

  test('Book 20-Minute Review Call opens a prepared email; the datasheet and SLA buttons are PDFs', async ({ page, request }) => {
    await page.goto('/fleet-retainer')
    const review = page.getByRole('link', { name: /Book 20-Minute Review Call/ })
    const href = await review.getAttribute('href')
    const url = new URL(href ?? '')
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('support@globalsalvage.example')
    expect(url.searchParams.get('subject')).toMatch(/review call/i)
    expect(url.searchParams.get('body')).toMatch(/20-minute review call/)
    await expect(page.locator('#quote a[href^="tel:"]')).toBeVisible()

    const sla = page.getByRole('link', { name: /Download Full SLA Schedule/ })
    await expect(sla).toHaveAttribute('target', '_blank')
    const datasheet = page.getByRole('link', { name: /Download Procurement Datasheet/ })
    for (const link of [sla, datasheet]) {
      const pdf = await link.getAttribute('href')
      expect(pdf).toMatch(/\.pdf$/)
      const res = await request.get(pdf!)
      expect(res.status(), pdf!).toBe(200)
      expect(res.headers()['content-type']).toContain('pdf')
    }
  })
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
