import type { Page } from '@playwright/test'
import {
  API,
  companyToggle,
  deleteDocuments,
  expect,
  expectExpanded,
  expectNoAxeViolations,
  getDocument,
  hiddenFocus,
  hydrated,
  menuToggle,
  patchDocument,
  restoreDocuments,
  test,
  visitLater,
} from './helpers'

test.describe('home and ports from the CMS', () => {
  test('home shows its seeded content and passes axe @phone', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page).toHaveTitle('India Port-Call Insurance (P&I/Financial Security) + NOSDCP Response')
    await expect(page.getByRole('link', { name: 'Generate Pre-Arrival Letter' }).first()).toBeVisible()
    await expect(page.locator('footer')).toContainText(
      'Fleet-level risk control, same-day documents, named Indian partners and 24/7 mobilization.',
    )
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`)
    // The office is named once (it was listed with the contacts too).
    expect((await page.locator('footer').innerText()).split('Mumbai, Maharashtra').length - 1).toBe(1)
    await hydrated(page)
    await expectNoAxeViolations(page)
  })

  test('each port page shows its details; the others are linked @phone', async ({ page }) => {
    await page.goto('/ports/mumbai')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mumbai')
    await expect(page.getByText('24/7 Full Service')).toBeVisible()
    await expect(page.getByText('2-4 hours').first()).toBeVisible()
    const phone = page.locator('table a[href^="tel:"]').first()
    await expect(phone).toBeVisible()
    for (const slug of ['mundra', 'vadinar', 'kandla', 'visakhapatnam', 'paradip']) {
      await expect(page.locator(`main a[href="/ports/${slug}"]`).first()).toBeVisible()
    }
    await expect(page.getByRole('link', { name: 'Call 24/7 Hotline' })).toHaveAttribute('href', /^tel:/)
    await hydrated(page)
    await expectNoAxeViolations(page)
  })

  test('an unknown port shows Port Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/ports/atlantis')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Port Not Found' })).toBeVisible()
    await expect(page.getByText("The port you're looking for doesn't exist.")).toBeVisible()
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Port Not Found' })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('an unknown path shows a Not Found page with status 404, noindex', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.getByRole('link', { name: 'Return to the home page' })).toBeVisible()
    // The button does not touch the text above it.
    const text = (await page.locator('.not-found .lead').boundingBox())!
    const button = (await page.getByRole('link', { name: 'Return to the home page' }).boundingBox())!
    expect(button.y - (text.y + text.height)).toBeGreaterThanOrEqual(16)
    await hydrated(page)
    await expectNoAxeViolations(page)
  })

  test('a port page follows its CMS document: content is not baked in, and shows without moving the page', async ({ page, request }) => {
    const before = await getDocument<{ fullName: string }>(request, 'port.mumbai')
    try {
      await patchDocument(request, 'port.mumbai', { fullName: 'Mumbai Test Harbour Renamed' })
      // A visit an hour after the build: the prerendered snapshot is stale, so it is refreshed.
      await page.clock.install({ time: new Date(Date.now() + 60 * 60 * 1000) })
      const refreshed = page.waitForResponse((res) => res.url().includes('/data/query/') && res.url().includes('%24slug=%22mumbai%22'))
      await page.goto('/ports/mumbai')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.fullName)
      await hydrated(page)
      await refreshed
      // The fresh content waits for a moment when it moves nothing the visitor is reading: no layout shift.
      await page.waitForTimeout(500)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.fullName)
      expect(await layoutShift(page)).toBe(0)
      // The next navigation shows it: back on the page, the heading is the CMS's.
      await page.getByRole('contentinfo').getByRole('link', { name: 'Mundra', exact: true }).click()
      await expect(page).toHaveURL(/\/ports\/mundra$/)
      await page.goBack()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mumbai Test Harbour Renamed')
    } finally {
      await patchDocument(request, 'port.mumbai', { fullName: before.fullName })
    }
  })

  test('the home page refreshed with a longer lead moves nothing: CLS 0; the lead shows at the next navigation', async ({
    page,
    request,
  }) => {
    const before = await getDocument<{ hero: { lead: string } }>(request, 'pageCopy.home')
    const lead = `${before.hero.lead} ${before.hero.lead}`
    try {
      await patchDocument(request, 'pageCopy.home', { 'hero.lead': lead })
      await page.clock.install({ time: new Date(Date.now() + 60 * 60 * 1000) })
      const refreshed = page.waitForResponse((res) => res.url().includes('/data/query/') && res.url().includes('pageCopy'))
      await page.goto('/')
      await hydrated(page)
      await refreshed
      await page.waitForTimeout(500)
      expect(await layoutShift(page)).toBe(0)
      await expect(page.getByText(lead)).toHaveCount(0)
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
      await expect(page).toHaveURL(/\/contact$/)
      await page.goBack()
      await expect(page.getByText(lead)).toBeVisible()
    } finally {
      await patchDocument(request, 'pageCopy.home', { 'hero.lead': before.hero.lead })
    }
  })

  test('a refresh that brings the same content changes nothing on the page', async ({ page }) => {
    await page.clock.install({ time: new Date(Date.now() + 60 * 60 * 1000) })
    const refreshed = page.waitForResponse((res) => res.url().includes('/data/query/') && res.url().includes('pageCopy'))
    await page.goto('/')
    await hydrated(page)
    await page.evaluate(() => {
      const changes: string[] = []
      new MutationObserver((records) => changes.push(...records.map((r) => r.type))).observe(document.querySelector('main')!, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      })
      ;(window as unknown as { changes: string[] }).changes = changes
    })
    await refreshed
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual([])
    expect(await layoutShift(page)).toBe(0)
  })
})

/** The page's cumulative layout shift so far (shifts after a visitor's input do not count, as in CLS). */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>
          done(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0))
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => done(0), 1000)
      }),
  )
}

test('a page of the site cannot write to the local content store, not even its own origin; local programs can', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const status = await page.evaluate(async (api) => {
    const mutate = await fetch(`${api}/mutate/production`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mutations: [{ patch: { id: 'siteSettings', set: { brandName: 'Defaced' } } }] }),
    })
    const reset = await fetch('/__content/__local/reset', { method: 'POST' })
    return [mutate.status, reset.status]
  }, API)
  expect(status).toEqual([403, 403])
  expect((await getDocument<{ brandName: string }>(request, 'siteSettings')).brandName).not.toBe('Defaced')
})

test.describe('content deleted after the build', () => {
  test('a page keeps its built content when site settings and its page copy are deleted', async ({ page, request }) => {
    const documents = [
      await getDocument<{ _id: string }>(request, 'siteSettings'),
      await getDocument<{ _id: string }>(request, 'pageCopy.home'),
    ]
    const warnings: string[] = []
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())))
    try {
      await deleteDocuments(request, ['siteSettings', 'pageCopy.home'])
      // A visit an hour after the build: both queries are refreshed, and both answer without a document.
      await page.clock.install({ time: new Date(Date.now() + 60 * 60 * 1000) })
      const refreshed = page.waitForResponse((res) => res.url().includes('/data/query/') && res.url().includes('siteSettings'))
      await page.goto('/')
      const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
      expect(heading).not.toBe('')
      await hydrated(page)
      await refreshed
      await expect.poll(() => warnings.filter((text) => text.includes('keeps its built content')).length).toBe(2)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
      await expect(page.getByRole('contentinfo')).toContainText(/\+91/)
    } finally {
      await restoreDocuments(request, documents)
    }
  })

  test('a page copy that lost a section its page shows: the page keeps the built section', async ({ page, request }) => {
    const home = await getDocument<{ _id: string }>(request, 'pageCopy.home')
    const warnings: string[] = []
    page.on('console', (message) => void (message.type() === 'warning' && warnings.push(message.text())))
    try {
      const res = await request.post(`${API}/mutate/production`, {
        data: { mutations: [{ patch: { id: 'pageCopy.home', unset: ['sections[_key=="sla"]'] } }] },
      })
      expect(res.ok()).toBe(true)
      await page.clock.install({ time: new Date(Date.now() + 60 * 60 * 1000) })
      await page.goto('/')
      const heading = page.locator('#sla-heading')
      const built = (await heading.textContent())!.trim()
      expect(built).not.toBe('')
      await hydrated(page)
      await expect.poll(() => warnings.filter((text) => text.includes('keeps its built content')).length).toBe(1)
      await expect(heading).toHaveText(built)
    } finally {
      await restoreDocuments(request, [home])
    }
  })

  test('a CMS answering {"result": null} leaves every page as built; a new port\'s link then lands on the host\'s page, not the error page', async ({
    page,
    request,
  }) => {
    const kandla = await getDocument<Record<string, unknown>>(request, 'port.kandla')
    const haldia = {
      ...kandla,
      _id: 'port.haldia',
      name: 'Haldia',
      fullName: 'Haldia Dock Complex, West Bengal',
      slug: { _type: 'slug', current: 'haldia' },
      order: 99,
    }
    const settings = await getDocument<{ _id: string; featuredPorts: Array<Record<string, unknown>> }>(request, 'siteSettings')
    try {
      await restoreDocuments(request, [haldia as { _id: string }])
      // Editors feature it (the footer lists the featured ports).
      const featured = [...settings.featuredPorts, { _type: 'reference', _ref: 'port.haldia', _key: 'haldia' }]
      await restoreDocuments(request, [{ ...settings, featuredPorts: featured } as { _id: string }])
      // An hour after the build: the footer's ports are refreshed, and list the new port.
      await visitLater(page, '/')
      await hydrated(page)
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Haldia', exact: true })
      await expect(link).toBeVisible()
      // Then the CMS answers every query with nothing.
      await page.route('**/data/query/**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ result: null, ms: 0 }) }),
      )
      await link.click()
      await expect(page).toHaveURL(/\/ports\/haldia$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Port Not Found')
      for (const path of ['/', '/fleet-retainer', '/ports/mumbai', '/docs/sla-schedule', '/email-preferences']) {
        await page.goto(path)
        const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
        await hydrated(page)
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
        await expect(page.locator('main.error-page'), path).toHaveCount(0)
      }
    } finally {
      await restoreDocuments(request, [settings])
      await deleteDocuments(request, ['port.haldia'])
    }
  })

  test('a port without its optional details hides their parts and headings; its name heads the page', async ({ page, request }) => {
    const before = await getDocument<{ _id: string; name: string }>(request, 'port.mumbai')
    const optional = ['fullName', 'advanceNotice', 'seasonNote', 'baseAssets', 'localNuances', 'equipment', 'partners', 'emergencyContacts']
    try {
      const res = await request.post(`${API}/mutate/production`, {
        data: { mutations: [{ patch: { id: 'port.mumbai', unset: optional } }] },
      })
      expect(res.ok()).toBe(true)
      await visitLater(page, '/ports/mumbai')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.name)
      for (const id of ['requirements-heading', 'equipment-heading', 'partners-heading', 'contacts-heading'])
        await expect(page.locator(`#${id}`)).toHaveCount(0)
      await expect(page.locator('h1, h2, h3').filter({ hasText: /^\s*$/ })).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    } finally {
      await restoreDocuments(request, [before])
    }
  })
})

test.describe('header and navigation', () => {
  test('the Company dropdown opens, closes on Escape, outside click and choosing an item', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = companyToggle(nav)
    await expect(toggle).toHaveAccessibleName('Company')
    await toggle.click()
    await expectExpanded(toggle, true)
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeHidden()
    await expect(toggle).toBeFocused()
    await expectExpanded(toggle, false)

    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'About Us' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeFocused()

    await page.mouse.click(5, 600)
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeHidden()

    await toggle.click()
    await nav.getByRole('link', { name: 'Leadership' }).click()
    await expect(page).toHaveURL(/\/management$/)
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeHidden()
  })

  test('the emergency bar and mobile bar carry call, WhatsApp and email links @phone', async ({ page }) => {
    await page.goto('/')
    const bar = page.getByRole('region', { name: '24/7 Emergency', exact: true })
    await expect(bar.locator('a[href^="tel:"]')).toHaveCount(1)
    await expect(bar.locator('a[href^="https://wa.me/"]')).toHaveCount(1)
    const quick = page.getByRole('navigation', { name: 'Quick contact' })
    if ((page.viewportSize()?.width ?? 1440) < 768) {
      await expect(quick.getByRole('link', { name: 'Call 24/7' })).toBeVisible()
      await expect(quick.getByRole('link', { name: /WhatsApp/ })).toBeVisible()
      await expect(quick.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/)
    } else {
      await expect(quick).toBeHidden()
    }
  })

  test("home's service-level table shows every column on a phone, one card per row @phone-only", async ({ page }) => {
    await page.goto('/')
    const table = page.locator('section[aria-labelledby="sla-heading"] .table-scroll')
    const width = page.viewportSize()!.width
    const cells = table.first().locator('td[data-label="Escalation"]')
    expect(await cells.count()).toBeGreaterThan(0)
    for (const cell of await cells.all()) {
      const box = (await cell.boundingBox())!
      expect(box.x + box.width, 'the Escalation column is on screen').toBeLessThanOrEqual(width)
    }
  })

  test('phone numbers never break across lines @phone-only', async ({ page }) => {
    for (const path of [
      '/',
      '/contact',
      '/ports/mumbai',
      '/ports/kandla',
      '/fleet-retainer',
      '/port-call-compliance',
      '/docs/sla-schedule',
      '/docs/compliance-pack',
    ]) {
      await page.goto(path)
      const wrapped = await page.locator('a[href^="tel:"]').evaluateAll((links) =>
        links
          .filter((link) => link.getClientRects().length > 0)
          .filter((link) => {
            // The lines the visible number of the link sits on (its label, and screen-reader-only text, aside).
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
      expect(wrapped, path).toEqual([])
    }
  })

  test('the mobile menu toggles and closes itself at 768px and wider', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await hydrated(page)
    const toggle = menuToggle(page)
    await expect(toggle).toHaveAccessibleName('Menu')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await toggle.click()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await expect(toggle).toHaveAccessibleName('Close')
    await expectExpanded(toggle, true)
    await page.setViewportSize({ width: 900, height: 800 })
    // A frame drawn at the wide width (the browser reports a media query's change when it draws: a
    // width crossed and crossed back within one frame is no change, and the menu rightly stays open).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await page.setViewportSize({ width: 375, height: 800 })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(toggle).toHaveAccessibleName('Menu')
    await expectExpanded(toggle, false)
  })

  test('a focused port card shows the same contrasting focus ring as any link (WCAG 1.4.11)', async ({ page }) => {
    await page.goto('/ports/mumbai')
    await hydrated(page)
    const ring = async (selector: string) => {
      const target = page.locator(selector).first()
      await target.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      await expect(target).toBeFocused()
      return target.evaluate((el) => getComputedStyle(el).boxShadow)
    }
    const link = await ring('table a[href^="tel:"]')
    expect(link).toContain('5px')
    expect(await ring('a.port-card')).toBe(link)
  })

  test('in the phone menu, Escape closes the Company submenu first, then the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    await hydrated(page)
    await menuToggle(page).click()
    const nav = page.getByRole('navigation', { name: 'Main' })
    const company = companyToggle(nav)
    await company.click()
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeVisible()
    await nav.getByRole('link', { name: 'Leadership' }).focus()
    await page.keyboard.press('Escape')
    await expect(nav.getByRole('link', { name: 'Leadership' })).toBeHidden()
    await expect(nav).toBeVisible()
    await expect(company).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(menuToggle(page)).toBeFocused()
  })

  test("the footer's year is the visitor's, not the build's", async ({ page, request }) => {
    const built = new Date().getFullYear()
    expect(await (await request.get('/about')).text()).toContain(`© ${built} `)
    await page.clock.install({ time: new Date(`${built + 1}-01-01T10:00:00+05:30`) })
    await page.goto('/about')
    await hydrated(page)
    await expect(page.locator('footer')).toContainText(`© ${built + 1} `)
  })

  test('following a link moves focus to the new page: its heading, or the anchor the link names', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.locator('footer').getByRole('link', { name: 'Case Studies' }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/case-studies$/)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeFocused()
    // The next Tab continues inside the new page, after its heading.
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => {
        const h1 = document.querySelector('main h1')!
        const focused = document.activeElement!
        return h1.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING ? 'after' : 'before'
      }),
    ).toBe('after')
    await page.locator('header').getByRole('link', { name: 'Request Fleet Quote' }).click()
    await expect(page).toHaveURL(/\/fleet-retainer#quote$/)
    await expect(page.locator('#quote')).toBeFocused()
  })

  test('a route change scrolls to the top', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'Case Studies' }).click()
    await expect(page).toHaveURL(/\/case-studies$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('sticky and fixed bars', () => {
  test('the emergency bar stays at the top of the window from tablets up', async ({ page }) => {
    for (const width of [800, 1024, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/fleet-retainer')
      await page.evaluate(() => window.scrollTo(0, 1500))
      const bar = page.getByRole('region', { name: '24/7 Emergency', exact: true })
      await expect.poll(() => bar.evaluate((el) => el.getBoundingClientRect().top), `${width}px`).toBe(0)
      await expect(bar.getByRole('link', { name: /support@/ }), `${width}px`).toBeInViewport()
    }
  })

  for (const path of ['/', '/port-call-compliance', '/fleet-retainer', '/about', '/docs/sla-schedule']) {
    test(`${path}: no element that takes focus is hidden under a sticky or fixed bar (WCAG 2.4.11) @phone`, async ({ page }) => {
      expect(await hiddenFocus(page, path)).toEqual([])
    })
  }

  test('at 200% zoom (720 px wide) the fleet quote form stays clear of the contact bar', async ({ page }) => {
    await page.setViewportSize({ width: 720, height: 450 })
    expect(await hiddenFocus(page, '/fleet-retainer', 120)).toEqual([])
  })
})

test('from tablets to small laptops every header link is visible and nothing covers another', async ({ page }) => {
  for (const width of [768, 800, 855, 1024, 1279]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/about')
    const header = page.locator('header.site-header')
    const targets = [
      header.getByRole('link', { name: /home$/ }),
      ...(await header.getByRole('navigation', { name: 'Main' }).locator('a.nav-link, button.nav-link, a.nav-cta').all()),
    ]
    const boxes = []
    for (const target of targets) {
      await expect(target, `${width}px`).toBeVisible()
      const box = (await target.boundingBox())!
      expect(box.x + box.width, `${width}px: ${await target.textContent()} is cut off`).toBeLessThanOrEqual(width)
      boxes.push({ name: (await target.textContent())!.trim(), ...box })
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1
        expect(overlap, `${width}px: "${a.name}" and "${b.name}" overlap`).toBe(false)
      }
    }
  }
})

test('an address the build did not make under /case-studies stays the Not Found page after hydration', async ({ page }) => {
  for (const path of ['/case-studies/page/99', '/case-studies/page/1', '/case-studies/2']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await hydrated(page)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading)
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
  }
})
