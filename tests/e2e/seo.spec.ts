/**
 * Head tags from the CMS: titles, descriptions, canonical URLs, Open Graph and JSON-LD (valid
 * JSON, the expected @type, CMS text that cannot break out of its script element), and page
 * copy that follows its CMS document.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, getDocument, hydrated, patchDocument, test, visitLater } from './helpers'

type Seo = { title: string; description: string }
type Settings = { brandName: string; siteUrl: string; seoTitle: string }

/** Each page and the document holding its SEO fields. */
const PAGES: Array<{ path: string; doc: string }> = [
  { path: '/', doc: 'pageCopy.home' },
  { path: '/port-call-compliance', doc: 'pageCopy.portCallCompliance' },
  { path: '/fleet-retainer', doc: 'pageCopy.fleetRetainer' },
  { path: '/case-studies', doc: 'pageCopy.caseStudies' },
  { path: '/contact', doc: 'pageCopy.contact' },
  { path: '/about', doc: 'pageCopy.about' },
  { path: '/management', doc: 'pageCopy.management' },
  { path: '/insurance/financial-security', doc: 'pageCopy.financialSecurity' },
  { path: '/response/salvage-osr', doc: 'pageCopy.salvageOsr' },
  { path: '/ports/mumbai', doc: 'port.mumbai' },
  { path: '/ports/paradip', doc: 'port.paradip' },
  { path: '/notices', doc: 'pageCopy.notices' },
  { path: '/notices/dgs-msn-05-2025', doc: 'notice.dgs-msn-05-2025' },
  { path: '/agents/partner', doc: 'page.agents-partner' },
  { path: '/insurers-hub', doc: 'page.insurers-hub' },
]

/** JSON-LD blocks of the page, parsed (fails if one is not valid JSON). */
async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>)
}

/** A visit an hour after the build: the prerendered snapshot is stale, so the page refreshes it from the CMS. */
/**
 * A document's browser title and description: its own, or for a port without them, the shared
 * port copy's with the port's name filled in.
 */
async function seoOf(request: APIRequestContext, id: string): Promise<{ seo: Seo }> {
  const doc = await getDocument<{ seo?: Seo; name?: string }>(request, id)
  if (doc.seo || !id.startsWith('port.')) return doc as { seo: Seo }
  const shared = (await getDocument<{ seo: Seo }>(request, 'pageCopy.port')).seo
  const fill = (text: string) => text.replaceAll('{portName}', doc.name ?? '')
  return { seo: { title: fill(shared.title), description: fill(shared.description) } }
}

async function settings(request: APIRequestContext) {
  return getDocument<Settings>(request, 'siteSettings')
}

test.describe('head tags', () => {
  for (const { path, doc } of PAGES) {
    test(`${path}: title, description, canonical and Open Graph from the CMS`, async ({ page, request }) => {
      const site = await settings(request)
      const { seo } = await seoOf(request, doc)
      await page.goto(path)
      const title = seo.title === site.seoTitle || seo.title.includes(site.brandName) ? seo.title : `${seo.title} | ${site.brandName}`
      await expect(page).toHaveTitle(title)
      expect((await page.title()).split(site.brandName).length - 1, 'the brand appears at most once in the title').toBeLessThanOrEqual(1)
      const head = page.locator('head')
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', seo.description)
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, site.siteUrl).href)
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', seo.title)
      await expect(head.locator('meta[property="og:description"]')).toHaveAttribute('content', seo.description)
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', new URL(path, site.siteUrl).href)
      await expect(head.locator('title')).toHaveCount(1)
      await expect(head.locator('link[rel="canonical"]')).toHaveCount(1)
      await hydrated(page)
      // Still one of each after hydration.
      await expect(page.locator('title')).toHaveCount(1)
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
      await expect(page.locator('meta[name="description"]')).toHaveCount(1)
    })
  }

  test('every page has its own title and description', async ({ page }) => {
    const seen = new Map<string, string>()
    for (const { path } of PAGES) {
      await page.goto(path)
      const key = `${await page.title()}\n${await page.locator('meta[name="description"]').getAttribute('content')}`
      expect(seen.get(key), `${path} repeats the head of ${seen.get(key)}`).toBeUndefined()
      seen.set(key, path)
    }
  })

  test('the Not Found page is kept out of search engines', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0)
  })
})

test.describe('JSON-LD', () => {
  test('the home page describes the Organization', async ({ page, request }) => {
    const site = await settings(request)
    await page.goto('/')
    const blocks = await jsonLd(page)
    const org = blocks.find((b) => b['@type'] === 'Organization')
    expect(org).toBeDefined()
    expect(org).toMatchObject({ '@context': 'https://schema.org', name: site.brandName, url: site.siteUrl })
  })

  test('/port-call-compliance emits its four FAQs as FAQPage', async ({ page, request }) => {
    const faqs = await Promise.all(
      [1, 2, 3, 4].map((n) => getDocument<{ question: string; answer: string }>(request, `faq.portCallCompliance.${n}`)),
    )
    await page.goto('/port-call-compliance')
    const blocks = await jsonLd(page)
    const faqPage = blocks.find((b) => b['@type'] === 'FAQPage') as {
      mainEntity: Array<{ '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }>
    }
    expect(faqPage).toBeDefined()
    expect(faqPage.mainEntity).toEqual(
      faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
    )
    // The same questions are on the page.
    for (const faq of faqs) await expect(page.locator('main').getByText(faq.question)).toBeVisible()
  })

  test('CMS text cannot break out of the JSON-LD script element', async ({ page, request }) => {
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

test.describe('no copy is baked in', () => {
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

test.describe('share images and structured data for ports', () => {
  test('a port page describes itself with the phones and coordinates it shows', async ({ page, request }) => {
    const port = await getDocument<{ fullName: string; region: string; coordinates: { lat: number; lng: number } }>(request, 'port.mumbai')
    await page.goto('/ports/mumbai')
    await hydrated(page)
    const graph = (await jsonLd(page)).find((block) => block['@graph'])!['@graph'] as Array<Record<string, any>>
    const place = graph.find((node) => node['@type'] === 'BoatTerminal')!
    await expect(page.locator('h1')).toHaveText(place.name)
    expect(place.geo).toEqual({ '@type': 'GeoCoordinates', latitude: port.coordinates.lat, longitude: port.coordinates.lng })
    const facts = page.locator('.port-facts')
    await expect(facts).toContainText(`${port.coordinates.lat.toFixed(4)}° N, ${port.coordinates.lng.toFixed(4)}° E`)
    await expect(facts).toContainText(place.address.addressRegion)
    const contacts = graph.find((node) => node['@type'] === 'ItemList')!.itemListElement as Array<{
      contactType: string
      telephone: string
    }>
    const rows = page.locator('#contacts-heading ~ * tbody tr')
    await expect(rows).toHaveCount(contacts.length)
    for (const [index, contact] of contacts.entries()) {
      await expect(rows.nth(index).locator('th')).toHaveText(contact.contactType)
      await expect(rows.nth(index).getByRole('link', { name: contact.telephone })).toBeVisible()
    }
  })

  test("the share image is the build's own file, served as immutable, and leaves with the page", async ({ page, request }) => {
    await page.goto('/ports/paradip')
    const url = new URL((await page.locator('meta[property="og:image"]').getAttribute('content'))!)
    const response = await request.get(url.pathname)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const png = await response.body()
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    await hydrated(page)
    // Still the page's one picture after hydration; a page reached inside the site keeps none of it.
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1)
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Mumbai/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/ports\/mumbai$/)
    await expect(page.locator('meta[property="og:image"], meta[name="twitter:image"]')).toHaveCount(0)
  })
})
