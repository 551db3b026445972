/**
 * Head tags and copy from the CMS, in the browser: CMS text that cannot break out of the JSON-LD
 * script element, page copy that follows its CMS document (tests that change content in the CMS,
 * CHANGES_CMS: one at a time, on a site and content store of their own), and the share image that
 * leaves with its page. What needs no browser (titles, descriptions, canonical URLs, Open Graph and
 * JSON-LD of the built pages, the share image served as immutable): tests/unit/head-tags.test.ts;
 * one of each head tag after hydration, on every page: pages.spec.ts.
 */
import type { Page } from '@playwright/test'
import { CHANGES_CMS, expect, getDocument, hydrated, patchDocument, test, visitLater } from './helpers'

/** JSON-LD blocks of the page, parsed (fails if one is not valid JSON). */
async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

test.describe('JSON-LD', () => {
  test('CMS text cannot break out of the JSON-LD script element', CHANGES_CMS, async ({ page, request }) => {
    const payload = 'Safe? </script><script>window.__pwned = 1; alert(1)</script><!-- &'
    const before = await getDocument<{ answer: string }>(request, 'faq.portCallCompliance.1')
    let dialogs = 0
    page.on('dialog', async (dialog) => {
      dialogs++
      await dialog.dismiss()
    })
    try {
      await patchDocument(request, 'faq.portCallCompliance.1', { answer: payload })
      await visitLater(page, '/port-call-compliance')
      // The page refreshes from the CMS: the answer shows as text...
      await expect(page.locator('main').getByText(payload)).toBeVisible()
      // ...and stays inside the JSON-LD as data.
      await expect
        .poll(async () => {
          const faqPage = (await jsonLd(page)).find((b) => b['@type'] === 'FAQPage') as
            { mainEntity: Array<{ acceptedAnswer: { text: string } }> } | undefined
          return faqPage?.mainEntity[0].acceptedAnswer.text
        })
        .toBe(payload)
      const raw = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((el) => el.innerHTML))
      for (const text of raw) expect(text).not.toMatch(/<\/?script/i)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
      expect(dialogs).toBe(0)
      // A fresh load renders the same (React's head hoisting never parses it as HTML).
      await page.reload()
      await hydrated(page)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
      expect(dialogs).toBe(0)
    } finally {
      await patchDocument(request, 'faq.portCallCompliance.1', { answer: before.answer })
    }
  })
})

test.describe('no copy is baked in', CHANGES_CMS, () => {
  const CASES: Array<{
    path: string
    doc: string
    read: (doc: Record<string, unknown>) => string
    set: (value: string) => Record<string, unknown>
    locator: string
  }> = [
    {
      path: '/fleet-retainer',
      doc: 'pageCopy.fleetRetainer',
      read: (doc) => (doc.hero as { title: string }).title,
      set: (value) => ({ 'hero.title': value }),
      locator: 'h1',
    },
    {
      path: '/about',
      doc: 'pageCopy.about',
      read: (doc) => (doc.seo as { title: string }).title,
      set: (value) => ({ 'seo.title': value }),
      locator: 'title',
    },
    {
      path: '/contact',
      doc: 'pageCopy.contact',
      read: (doc) => (doc.sections as Array<{ key: string; heading: string }>).find((s) => s.key === 'response-promise')!.heading,
      set: (value) => ({ 'sections[_key=="response-promise"].heading': value }),
      locator: '#promise-heading',
    },
  ]

  for (const c of CASES) {
    test(`changing ${c.doc} changes ${c.path}`, async ({ page, request }) => {
      const before = c.read(await getDocument(request, c.doc))
      const changed = `${before} (edited in the Studio)`
      try {
        await patchDocument(request, c.doc, c.set(changed))
        expect(c.read(await getDocument(request, c.doc))).toBe(changed)
        await visitLater(page, c.path)
        if (c.locator === 'title') {
          // This title names the brand already, so the site adds nothing after it.
          await expect(page).toHaveTitle(changed)
        } else {
          await expect(page.locator(c.locator).first()).toHaveText(changed)
        }
      } finally {
        await patchDocument(request, c.doc, c.set(before))
      }
    })
  }

  test('a team member edited in the CMS shows on /management', async ({ page, request }) => {
    const before = await getDocument<{ name: string }>(request, 'teamMember.priya-raghavan')
    try {
      await patchDocument(request, 'teamMember.priya-raghavan', { name: 'Priya R. Test' })
      await visitLater(page, '/management')
      await expect(page.getByRole('heading', { name: 'Priya R. Test' })).toBeVisible()
    } finally {
      await patchDocument(request, 'teamMember.priya-raghavan', { name: before.name })
    }
  })
})

test("a page's share image leaves with the page: one after hydration, none on a page reached inside the site", async ({ page }) => {
  // (The image itself, the build's own file served as immutable: tests/unit/head-tags.test.ts.)
  await page.goto('/ports/paradip')
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1)
  await hydrated(page)
  await expect(page.locator('meta[property="og:image"]')).toHaveCount(1)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /Mumbai/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/ports\/mumbai$/)
  await expect(page.locator('meta[property="og:image"], meta[name="twitter:image"]')).toHaveCount(0)
})
