/**
 * Content from the CMS after the build, in the browser: a page follows its CMS document without
 * moving what the visitor reads, a refresh that brings the same content changes nothing, the pages
 * keep their built content when the CMS loses documents or answers nothing, and no page can write
 * to the content store. These tests change content in the CMS (CHANGES_CMS: they run one at a time,
 * on a site and content store of their own). The header, the navigation and the bars:
 * header.spec.ts; what each page shows, with axe: pages.spec.ts.
 */
import type { Page, Response } from '@playwright/test'
import {
  API,
  CHANGES_CMS,
  deleteDocuments,
  expect,
  getDocument,
  hydrated,
  patchDocument,
  publishAgain,
  restoreDocuments,
  test,
  visitLater,
} from './helpers'
import { expectNoLayoutShift } from './layout-shift'

test.describe('home and ports from the CMS', () => {
  // (What the home page, a port page and the Not Found pages show, with axe: pages.spec.ts.)
  test(
    'a port page follows its CMS document: content is not baked in, and shows without moving the page',
    CHANGES_CMS,
    async ({ page, request }) => {
      const before = await getDocument<{ fullName: string }>(request, 'port.mumbai')
      try {
        await patchDocument(request, 'port.mumbai', { fullName: 'Mumbai Test Harbour Renamed' })
        // A visit an hour after the build: the prerendered snapshot is stale, so it is refreshed.
        await page.clock.install({ time: new Date(Date.now() + 60 * 60 * 1000) })
        const refreshed = page.waitForResponse((res) => res.url().includes('/data/query/') && res.url().includes('%24slug=%22mumbai%22'))
        await page.goto('/ports/mumbai')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.fullName)
        await hydrated(page)
        await freshContentHeld(page, await refreshed)
        // The fresh content waits for a moment when it moves nothing the visitor is reading: no layout shift.
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(before.fullName)
        await expectNoLayoutShift(page)
        // The next navigation shows it: back on the page, the heading is the CMS's.
        await page.getByRole('contentinfo').getByRole('link', { name: 'Mundra', exact: true }).click()
        await expect(page).toHaveURL(/\/ports\/mundra$/)
        await page.goBack()
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mumbai Test Harbour Renamed')
      } finally {
        await patchDocument(request, 'port.mumbai', { fullName: before.fullName })
      }
    },
  )

  test(
    'the home page refreshed with a longer lead moves nothing: CLS 0; the lead shows at the next navigation',
    CHANGES_CMS,
    async ({ page, request }) => {
      const before = await getDocument<{ hero: { lead: string } }>(request, 'pageCopy.home')
      const lead = `${before.hero.lead} ${before.hero.lead}`
      try {
        await patchDocument(request, 'pageCopy.home', { 'hero.lead': lead })
        await page.clock.install({ time: new Date(Date.now() + 60 * 60 * 1000) })
        const refreshed = page.waitForResponse((res) => res.url().includes('/data/query/') && res.url().includes('pageCopy'))
        await page.goto('/')
        await hydrated(page)
        await freshContentHeld(page, await refreshed)
        await expectNoLayoutShift(page)
        await expect(page.getByText(lead)).toHaveCount(0)
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click()
        await expect(page).toHaveURL(/\/contact$/)
        await page.goBack()
        await expect(page.getByText(lead)).toBeVisible()
      } finally {
        await patchDocument(request, 'pageCopy.home', { 'hero.lead': before.hero.lead })
      }
    },
  )

  test('a refresh that brings the same content changes nothing on the page', CHANGES_CMS, async ({ page, request }) => {
    // Published again since the build, unchanged: the page refreshes, and the refresh brings what it shows.
    await publishAgain(request, ['pageCopy.home', 'siteSettings'])
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
    await refreshTaken(page, await refreshed)
    expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual([])
    await expectNoLayoutShift(page)
  })
})

/**
 * Once the page has taken a refresh's answer: its body in, then the page's clock (installed by these
 * tests; its time flows) run on, so that the batch in which the page's query tells what it got (a
 * timer of TanStack's) has run.
 */
async function refreshTaken(page: Page, refreshed: Response) {
  await refreshed.finished()
  await page.clock.runFor(1000)
}

/**
 * Once the page holds fresh content it shows later (snapshot.ts): it has taken the answer, and asked
 * for its parts' code for the new content (`partsNeeded`), so the footer's form, which no visitor
 * touched, is live.
 */
async function freshContentHeld(page: Page, refreshed: Response) {
  await refreshTaken(page, refreshed)
  await expect(page.locator('footer form[data-live]')).toHaveCount(1)
}

test(
  'a page of the site cannot write to the local content store, not even its own origin; local programs can',
  CHANGES_CMS,
  async ({ page, request }) => {
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
  },
)

test.describe('content deleted after the build', CHANGES_CMS, () => {
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
