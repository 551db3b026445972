/**
 * Head tags from the CMS, in the built pages as served (run after `npm run build`): titles,
 * descriptions, canonical URLs and Open Graph from each page's document; JSON-LD (valid JSON, the
 * expected @type, the same facts the page shows); the Not Found page kept out of search engines; a
 * page's share image, the build's own file served as immutable. (Moved from tests/e2e/seo.spec.ts,
 * which keeps what needs a browser: the head after hydration, CMS text that cannot break out of
 * the JSON-LD, copy that follows its document; one of each head tag after hydration: pages.spec.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { built, jsonLd, nameOf, seedDoc, serveBuilt } from './built-site'

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

/** A document's browser title and description: its own, or for a port without them, the shared port copy's with the port's name. */
function seoOf(id: string): Seo {
  const doc = seedDoc<{ seo?: Seo; name?: string }>(id)
  if (doc.seo || !id.startsWith('port.')) return doc.seo!
  const shared = seedDoc<{ seo: Seo }>('pageCopy.port').seo
  const fill = (text: string) => text.replaceAll('{portName}', doc.name ?? '')
  return { title: fill(shared.title), description: fill(shared.description) }
}

const attribute = (document: Document, selector: string, name: string) =>
  [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name))

describe.runIf(built)('head tags and structured data of the built pages', () => {
  let site: Awaited<ReturnType<typeof serveBuilt>>
  beforeAll(async () => {
    site = await serveBuilt()
  })
  afterAll(() => site.close())
  const settings = seedDoc<Settings>('siteSettings')

  it.each(PAGES)('$path: title, description, canonical and Open Graph from the CMS, each once', async ({ path, doc }) => {
    const seo = seoOf(doc)
    const { status, document } = await site.page(path)
    expect(status).toBe(200)
    const title =
      seo.title === settings.seoTitle || seo.title.includes(settings.brandName) ? seo.title : `${seo.title} | ${settings.brandName}`
    expect(document.title).toBe(title)
    expect(document.title.split(settings.brandName).length - 1, 'the brand appears at most once in the title').toBeLessThanOrEqual(1)
    const href = new URL(path, settings.siteUrl).href
    expect(document.querySelectorAll('head title')).toHaveLength(1)
    expect(attribute(document, 'head meta[name="description"]', 'content')).toEqual([seo.description])
    expect(attribute(document, 'head link[rel="canonical"]', 'href')).toEqual([href])
    expect(attribute(document, 'head meta[property="og:title"]', 'content')).toEqual([seo.title])
    expect(attribute(document, 'head meta[property="og:description"]', 'content')).toEqual([seo.description])
    expect(attribute(document, 'head meta[property="og:url"]', 'content')).toEqual([href])
  })

  it('every page has its own title and description', async () => {
    const seen = new Map<string, string>()
    for (const { path } of PAGES) {
      const { document } = await site.page(path)
      const key = `${document.title}\n${document.querySelector('meta[name="description"]')?.getAttribute('content')}`
      expect(seen.get(key), `${path} repeats the head of ${seen.get(key)}`).toBeUndefined()
      seen.set(key, path)
    }
  })

  it('the Not Found page is kept out of search engines', async () => {
    const { status, document } = await site.page('/no/such/page')
    expect(status).toBe(404)
    expect(attribute(document, 'meta[name="robots"]', 'content')).toEqual(['noindex'])
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(0)
  })

  it('the home page describes the Organization', async () => {
    const org = jsonLd((await site.page('/')).document).find((block) => block['@type'] === 'Organization')
    expect(org).toMatchObject({ '@context': 'https://schema.org', name: settings.brandName, url: settings.siteUrl })
  })

  it('/port-call-compliance emits its four FAQs as FAQPage, the same questions the page shows', async () => {
    const faqs = [1, 2, 3, 4].map((n) => seedDoc<{ question: string; answer: string }>(`faq.portCallCompliance.${n}`))
    const { document } = await site.page('/port-call-compliance')
    const faqPage = jsonLd(document).find((block) => block['@type'] === 'FAQPage')
    expect(faqPage?.mainEntity).toEqual(
      faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
    )
    // The same questions are on the page (shown: tests/e2e/pages.spec.ts).
    const main = document.querySelector('main')!.textContent ?? ''
    for (const faq of faqs) expect(main).toContain(faq.question)
  })

  it('a port page describes itself with the phones and coordinates it shows', async () => {
    const port = seedDoc<{ coordinates: { lat: number; lng: number } }>('port.mumbai')
    const { document } = await site.page('/ports/mumbai')
    const graph = jsonLd(document).find((block) => block['@graph'])!['@graph'] as Array<Record<string, any>>
    const place = graph.find((node) => node['@type'] === 'BoatTerminal')!
    expect(document.querySelector('h1')!.textContent!.trim()).toBe(place.name)
    expect(place.geo).toEqual({ '@type': 'GeoCoordinates', latitude: port.coordinates.lat, longitude: port.coordinates.lng })
    const facts = document.querySelector('.port-facts')!.textContent ?? ''
    expect(facts).toContain(`${port.coordinates.lat.toFixed(4)}° N, ${port.coordinates.lng.toFixed(4)}° E`)
    expect(facts).toContain(place.address.addressRegion)
    const contacts = graph.find((node) => node['@type'] === 'ItemList')!.itemListElement as Array<{
      contactType: string
      telephone: string
    }>
    const rows = [...document.querySelectorAll('#contacts-heading ~ * tbody tr')]
    expect(rows).toHaveLength(contacts.length)
    for (const [index, contact] of contacts.entries()) {
      expect(rows[index]!.querySelector('th')!.textContent!.trim()).toBe(contact.contactType)
      expect(
        [...rows[index]!.querySelectorAll('a')].some((link) => nameOf(link).includes(contact.telephone)),
        `${contact.contactType}: a link named ${contact.telephone}`,
      ).toBe(true)
    }
  })

  it("a page's share image is the build's own 1200×630 PNG, served as immutable", async () => {
    const images = attribute((await site.page('/ports/paradip')).document, 'meta[property="og:image"]', 'content')
    expect(images).toHaveLength(1)
    const response = await site.get(new URL(images[0]!).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const png = Buffer.from(await response.arrayBuffer())
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })
})
