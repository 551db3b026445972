/**
 * The built pages' share images and structured data (after `npm run build`): every indexed page
 * its own 1200×630 PNG (a port's drawn with its name and response time, or an editor's own picture),
 * none for pages kept out of search; ports described as places with their phones; breadcrumbs of
 * pages the site has.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FORM_PAGE_PATHS } from '../../contract/forms'
import { builtRoutes } from '../../tools/bench/bundle-size'
import { keptOutOfSearch } from '../../tools/site-build/site-build'
import { NOINDEX_PATHS } from '../../contract/routes.ts'
import { built, CLIENT, html, text } from './built-pages'

describe.skipIf(!built)('share images and structured data', () => {
  const seed = import('../../seed/content.ts').then((m) => m.documents as Array<Record<string, any>>)
  /** The CMS page whose SEO tab has a sharing image of the editor's (the seed's one). */
  const OWN_IMAGE = '/insurers-hub'
  // (A CMS page an editor keeps out of search, /sections, shares the site settings' picture, as the other pages kept out do.)
  const indexed = () => builtRoutes().filter((path) => !NOINDEX_PATHS.includes(path) && path !== OWN_IMAGE && !keptOutOfSearch(html(path)))
  const meta = (page: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(page)?.[1]?.replace(/&amp;/g, '&')
  const jsonLd = (page: string) =>
    [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>)
  /** The picture a page links: its file in the build, and its width and height from the PNG header. */
  const picture = (url: string) => {
    const file = join(CLIENT, new URL(url).pathname)
    const png = readFileSync(file)
    expect(png.subarray(0, 8).toString('latin1'), url).toBe('\x89PNG\r\n\x1a\n')
    return { file, png, width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
  }

  it('gives every indexed page its own 1200×630 PNG, in the build, linked absolutely with its size and words', async () => {
    const siteUrl = (await seed).find((d) => d._id === 'siteSettings')!.siteUrl as string
    const seen = new Map<string, string>()
    for (const path of indexed()) {
      const page = html(path)
      const url = meta(page, 'og:image')
      expect(url, `${path} has an og:image`).toMatch(new RegExp(`^${siteUrl.replace(/\./g, '\\.')}/og/[0-9a-f]{24}\\.png$`))
      expect(meta(page, 'twitter:image'), path).toBe(url)
      expect(meta(page, 'twitter:card'), path).toBe('summary_large_image')
      expect([meta(page, 'og:image:width'), meta(page, 'og:image:height')], path).toEqual(['1200', '630'])
      expect(meta(page, 'og:image:alt'), path).toBeTruthy()
      const { width, height } = picture(url!)
      expect({ width, height }, path).toEqual({ width: 1200, height: 630 })
      expect(seen.get(url!), `${path} shares the picture of ${seen.get(url!)}`).toBeUndefined()
      seen.set(url!, path)
    }
    expect(seen.size).toBeGreaterThan(20)
  })

  it("draws a port's name and response time: two ports' pictures differ, their words in the alt text", async () => {
    const ports = (await seed).filter((d) => d._type === 'port')
    const [a, b] = ports.map((port) => ({ port, page: html(`/ports/${port.slug.current}`) }))
    for (const { port, page } of [a!, b!]) {
      expect(meta(page, 'og:image:alt')).toContain(port.fullName)
      expect(meta(page, 'og:image:alt')).toContain(port.responseTime)
    }
    const [first, second] = [picture(meta(a!.page, 'og:image')!), picture(meta(b!.page, 'og:image')!)]
    expect(first.file).not.toBe(second.file)
    expect(first.png.equals(second.png)).toBe(false)
  })

  it("shares an editor's own picture instead, as a 1200×630 PNG of the image CDN, with the editor's alt text", async () => {
    const docs = await seed
    const image = docs.find((d) => d._id === 'page.insurers-hub')!.seo.image
    const page = html(OWN_IMAGE)
    const url = new URL(meta(page, 'og:image')!)
    expect(url.pathname).toMatch(/^\/__content\/images\//)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ w: '1200', h: '630', fit: 'crop', fm: 'png' })
    expect(meta(page, 'og:image:alt')).toBe(image.alt)
    expect(meta(page, 'twitter:image')).toBe(url.href)
  })

  it('serves the pictures as immutable (their names change with what they show)', () => {
    expect(readFileSync(join(CLIENT, '_headers'), 'utf8')).toMatch(/\n\/og\/\*\n {2}Cache-Control: public, max-age=31536000, immutable\n/)
  })

  it('gives pages kept out of search no drawn picture', () => {
    for (const path of [...NOINDEX_PATHS.filter((path) => !path.includes('*')), ...FORM_PAGE_PATHS])
      expect(meta(html(path), 'og:image') ?? '', path).not.toMatch(/\/og\//)
  })

  it('describes each port as a place with the coordinates, state and emergency phones its page shows', async () => {
    const docs = await seed
    const settings = docs.find((d) => d._id === 'siteSettings')!
    for (const port of docs.filter((d) => d._type === 'port')) {
      const path = `/ports/${port.slug.current}`
      const page = html(path)
      const visible = text(page)
      const graph = jsonLd(page).find((block) => block['@graph'])!['@graph'] as Array<Record<string, any>>
      const place = graph.find((node) => node['@type'] === 'BoatTerminal')!
      expect(place.name).toBe(port.fullName)
      expect(visible).toContain(place.name)
      expect(place.geo).toEqual({ '@type': 'GeoCoordinates', latitude: port.coordinates.lat, longitude: port.coordinates.lng })
      // The page shows the same coordinates, to four decimals.
      expect(visible).toContain(`${Math.abs(place.geo.latitude).toFixed(4)}° N, ${Math.abs(place.geo.longitude).toFixed(4)}° E`)
      expect(place.address).toEqual({ '@type': 'PostalAddress', addressRegion: port.region })
      expect(visible).toContain(port.region)
      const contacts = graph.find((node) => node['@type'] === 'ItemList')!.itemListElement as Array<Record<string, any>>
      expect(contacts.map((c) => [c.contactType, c.telephone])).toEqual(
        port.emergencyContacts.map((c: any) => [c.role, c.source === 'company' ? settings.emergencyPhone : c.contact]),
      )
      for (const contact of contacts) {
        expect(contact['@type']).toBe('ContactPoint')
        expect(contact.areaServed).toEqual({ '@id': place['@id'] })
        expect(visible).toContain(contact.telephone)
        expect(page).toContain(`href="tel:${contact.telephone.replace(/[^\d+]/g, '')}"`)
      }
      // The company's own desk is the Organization's contact point (the home page's Organization, by @id).
      const organization = graph.find((node) => node['@type'] === 'Organization')!
      expect(organization['@id']).toBe(`${settings.siteUrl}/#organization`)
      expect(jsonLd(html('/')).find((block) => block['@type'] === 'Organization')!['@id']).toBe(organization['@id'])
      const desk = contacts.find((c) => c.telephone === settings.emergencyPhone)
      if (desk) expect(organization.contactPoint).toEqual([{ '@id': desk['@id'] }])
    }
  })

  it('gives port, case-study and CMS pages their breadcrumbs, each step a page the site has', async () => {
    const docs = await seed
    const settings = docs.find((d) => d._id === 'siteSettings')!
    const crumbs = (path: string) => {
      const list = jsonLd(html(path)).find((block) => block['@type'] === 'BreadcrumbList')
      expect(list, `${path} has a BreadcrumbList`).toBeDefined()
      return (list!.itemListElement as Array<Record<string, any>>).map((item, index) => {
        expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1 })
        const target = new URL(item.item).pathname
        expect(builtRoutes(), `${path}: ${item.item} is a page of the site`).toContain(target)
        expect(text(html(path)), `${path}: "${item.name}" is on the page`).toContain(item.name)
        return [item.name, target]
      })
    }
    const port = docs.find((d) => d._id === 'port.paradip')!
    expect(crumbs('/ports/paradip')).toEqual([
      [settings.brandName, '/'],
      ['All ports', '/ports'],
      [port.fullName, '/ports/paradip'],
    ])
    const caseStudies = docs.find((d) => d._id === 'pageCopy.caseStudies')!
    expect(crumbs('/case-studies')).toEqual([
      [settings.brandName, '/'],
      [caseStudies.hero.title, '/case-studies'],
    ])
    const page = docs.find((d) => d._type === 'page')!
    expect(crumbs(`/${page.slug.current}`)).toEqual([
      [settings.brandName, '/'],
      [page.title, `/${page.slug.current}`],
    ])
  })
})
