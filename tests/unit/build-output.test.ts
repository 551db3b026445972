/**
 * Checks of the production build (run after `npm run build`): every route's content is in
 * the prerendered HTML before any script runs, first-load JavaScript stays in budget, and
 * no secret reaches the browser bundle.
 */
import { createHash } from 'node:crypto'
import { FORM_PAGE_PATHS } from '../../contract/forms'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { init, parse } from 'es-module-lexer'
import { describe, expect, it, vi } from 'vitest'
import { builtRoutes, CLIENT_DIR, FIRST_LOAD_BUDGET, firstLoadBytes, pageHtml, staticImports } from '../../tools/bench/bundle-size'
import { deferredModules } from '../../tools/site-build/deferred-hydration'
import { answered, keptOutOfSearch, missingBuildConfig, missingContent, missingRequiredContent } from '../../tools/site-build/site-build'
import { failure } from '../../tools/preview/rebuild'
import { REQUIRED_CONTENT_QUERY } from '../../src/content/queries/site'
import type { REQUIRED_CONTENT_QUERY_RESULT } from '../../src/content/sanity.types'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found'
import { PAGE_COPY } from '../../contract/page-copy.ts'
import { NOINDEX_PATHS } from '../../contract/routes.ts'
import { CMS_READ_TRIES } from '../../contract/constants.ts'
import { BLOCK_TYPES } from '../../contract/blocks.ts'
import { pages } from '../../seed/documents/pages.ts'
import { ALERTS_SCRIPT } from '../../tools/site-build/alerts'
import { expectValidAtom } from './atom'

const CLIENT = CLIENT_DIR
const built = existsSync(join(CLIENT, 'index.html'))
const html = (path: string) => pageHtml(path)

/** Visible text of the server HTML, scripts and styles removed. */
function text(page: string) {
  return page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? files(full) : [full]
  })
}

describe.skipIf(!built)('prerendered HTML (no scripts)', () => {
  const seed = import('../../seed/content.ts').then((m) => m.documents as Array<Record<string, any>>)

  it('holds the home page content', async () => {
    const docs = await seed
    const page = text(html('/'))
    const home = docs.find((d) => d._id === 'pageCopy.home')!
    const settings = docs.find((d) => d._id === 'siteSettings')!
    expect(page).toContain(home.hero.title)
    for (const study of docs.filter((d) => d._type === 'caseStudy')) expect(page).toContain(study.title)
    expect(page).toContain(settings.footerTagline)
    expect(page).toContain(settings.emergencyPhone)
    expect(html('/')).toContain(`<title>${settings.seoTitle.replace(/&/g, '&amp;')}`)
  })

  it('holds every port page with its details', async () => {
    const docs = await seed
    const ports = docs.filter((d) => d._type === 'port')
    expect(ports.length).toBe(6)
    for (const port of ports) {
      const page = text(html(`/ports/${port.slug.current}`))
      expect(page).toContain(port.fullName)
      expect(page).toContain(port.responseTime)
      expect(page).toContain('24/7 Full Service')
      for (const nuance of port.localNuances) expect(page).toContain(nuance)
      // The company's own desk shows the site settings' phone, stated once for every port.
      const settings = docs.find((d) => d._id === 'siteSettings')!
      for (const contact of port.emergencyContacts) {
        expect(page).toContain(contact.role)
        expect(page).toContain(contact.source === 'company' ? settings.emergencyPhone : contact.contact)
      }
    }
  })

  it('renders every part in place: no Suspense boundary moved to the end of the document', () => {
    for (const path of builtRoutes()) {
      expect(html(path), path).not.toMatch(/<template id="B:|<div hidden id="S:/)
    }
    // The lazily loaded forms are in the HTML where they belong, before the footer.
    const form = html('/port-call-compliance')
    expect(form.indexOf('name="vesselName"')).toBeGreaterThan(0)
    expect(form.indexOf('name="vesselName"')).toBeLessThan(form.indexOf('<footer'))
    expect(html('/fleet-retainer')).toMatch(/name="companyName"[\s\S]*<footer[\s\S]*name="email"/)
  })

  it('writes a not-found page for static hosts, with Port Not Found below /ports', () => {
    const notFound = text(readFileSync(join(CLIENT, '404.html'), 'utf8'))
    expect(notFound).toMatch(/not found/i)
    expect(readFileSync(join(CLIENT, '404.html'), 'utf8')).toContain('<meta name="robots" content="noindex"/>')
    const portNotFound = text(readFileSync(join(CLIENT, 'ports/404.html'), 'utf8'))
    expect(portNotFound).toContain('Port Not Found')
    expect(portNotFound).toContain("The port you're looking for doesn't exist.")
  })

  it('writes sitemap.xml and robots.txt from the CMS routes', async () => {
    const docs = await seed
    const siteUrl = docs.find((d) => d._id === 'siteSettings')!.siteUrl
    const sitemap = readFileSync(join(CLIENT, 'sitemap.xml'), 'utf8')
    for (const port of docs.filter((d) => d._type === 'port')) {
      expect(sitemap).toContain(`<loc>${siteUrl}/ports/${port.slug.current}</loc>`)
    }
    expect(sitemap).toContain(`<loc>${siteUrl}/</loc>`)
    expect(sitemap).not.toContain('/unsubscribe')
    expect(sitemap).not.toContain('404')
    expect(readFileSync(join(CLIENT, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })
})

describe.skipIf(!built)('the first paint needs no JavaScript', () => {
  // Every prerendered page, the not-found pages included.
  const pages = () => [...builtRoutes(), ...NOT_FOUND_PATHS]
  const inlineScripts = (page: string) =>
    [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/type="application\/ld\+json"/.test(attributes!),
    )

  it('no page asks for a script before its first paint: no modulepreload, no script by URL, no static import', async () => {
    await init
    for (const path of pages()) {
      const page = html(path)
      expect(page, path).not.toMatch(/<link\b[^>]*\brel="modulepreload"|<link\b[^>]*\bas="script"|<script\b[^>]*\bsrc=/)
      for (const [, attributes, body] of inlineScripts(page)) {
        const [imports] = parse(body!)
        if (!/type="module"/.test(attributes!)) {
          expect(imports, `${path}: a classic inline script imports`).toEqual([])
          continue
        }
        // The one module script is the deferred bootstrap: its imports are all inside hydrate(),
        // which runs once the first paint is reported (tools/site-build/deferred-hydration.ts).
        expect(
          imports.filter((i) => i.d === -1),
          `${path}: a static import`,
        ).toEqual([])
        const start = body!.indexOf('const hydrate=async()=>{')
        const hydrate = [start, body!.indexOf('\n};\n', start)]
        expect(hydrate[0], path).toBeGreaterThan(0)
        for (const { ss } of imports) expect(ss > hydrate[0]! && ss < hydrate[1]!, `${path}: an import outside hydrate()`).toBe(true)
        expect(body, path).toContain('getEntriesByName("first-contentful-paint")')
      }
      expect(
        inlineScripts(page).filter(([, attributes]) => /type="module"/.test(attributes!)),
        path,
      ).toHaveLength(1)
    }
  })

  it('preloads, once it starts, every module hydration needs, so none waits for another', () => {
    for (const path of pages()) {
      const modules = deferredModules(html(path))
      expect(
        modules.some((src) => /\/entry\.client-[\w-]+\.js$/.test(src)),
        path,
      ).toBe(true)
      expect(
        modules.some((src) => /\/manifest-[\w-]+\.js$/.test(src)),
        path,
      ).toBe(true)
      const missing = modules.flatMap((src) => staticImports(src).filter((dependency) => !modules.includes(dependency)))
      expect(missing, path).toEqual([])
    }
  })

  it('has one stylesheet for every page (the printable documents add theirs), nothing else blocking', () => {
    const sheets = (page: string) => [...page.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1])
    const site = sheets(html('/'))
    expect(site).toHaveLength(1)
    for (const path of pages()) {
      const own = sheets(html(path))
      expect(own[0], path).toBe(site[0])
      expect(own.slice(1), path).toEqual(path.startsWith('/docs/') ? [expect.stringMatching(/^\/assets\/docs-[\w-]+\.css$/)] : [])
    }
  })
})

describe.skipIf(!built)('pages built from sections (issue 31)', () => {
  const catalogue = pages.find((page) => page._id === 'page.sections')!
  const sources = (path: string) => firstLoadBytes(path).files.map(({ src }) => src)
  /** The site's lazy parts, by their module's name: the sections, their renderer, the forms, rich text. */
  const LAZY = /^\/assets\/(\w+Block|Blocks|preview-editing|PortableRichText|FleetQuoteForm|PreArrivalForm|NewsletterForm)-[\w-]+\.js$/

  it('the sections catalogue holds every kind of section, each in its HTML', () => {
    expect(BLOCK_TYPES.filter((type) => !catalogue.blocks.some((block) => block._type === type))).toEqual([])
    const page = html('/sections')
    for (const block of catalogue.blocks) {
      const heading = (block as { heading?: string }).heading
      if (heading) expect(page, block._type).toContain(`>${heading.replace(/&/g, '&amp;')}</h`)
    }
    // The three forms (and the footer's newsletter), prerendered in place.
    expect(page.match(/<form\b/g)).toHaveLength(4)
  })

  it("a page's first load is the same whatever sections it shows: the every-section page's is a one-section page's, within the budget", () => {
    const everySection = firstLoadBytes('/sections')
    expect(everySection.total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET)
    expect(sources('/sections')).toEqual(sources('/agents/partner'))
    expect(sources('/sections')).toEqual(sources('/insurers-hub'))
    // No section's code, nor the forms' or rich text's, is in any page's first load.
    const loaded = builtRoutes().flatMap((path) =>
      sources(path)
        .filter((src) => LAZY.test(src))
        .map((src) => `${path}: ${src}`),
    )
    expect(loaded).toEqual([])
    expect(readdirSync(join(CLIENT, 'assets')).filter((file) => LAZY.test(`/assets/${file}`)).length).toBeGreaterThan(BLOCK_TYPES.length)
  })

  it('a page kept out of search is left out of the sitemap; the others built from sections are in it', () => {
    const sitemap = readFileSync(join(CLIENT, 'sitemap.xml'), 'utf8')
    expect(html('/sections')).toContain('<meta name="robots" content="noindex"/>')
    expect(sitemap).not.toContain('/sections</loc>')
    expect(sitemap).toContain('/agents/partner</loc>')
    expect(sitemap).toContain('/insurers-hub</loc>')
  })

  it("the home page shows its editors' own section after its own sections, before its closing call to action", () => {
    const page = html('/')
    const own = page.indexOf('East coast calls in the monsoon and cyclone seasons')
    expect(own).toBeGreaterThan(page.indexOf('id="cases-heading"'))
    expect(own).toBeLessThan(page.indexOf('class="section cta-band"'))
  })
})

describe.skipIf(!built)('secrets', () => {
  it('never ships a Sanity token or server-only variable in browser files', () => {
    const token = process.env.SANITY_API_WRITE_TOKEN
    for (const file of files(CLIENT).filter((f) => /\.(js|html|data|json)$/.test(f))) {
      const content = readFileSync(file, 'utf8')
      expect(content, relative(CLIENT, file)).not.toMatch(/SANITY_API_(WRITE|READ)_TOKEN|SANITY_AUTH_TOKEN/)
      if (token) expect(content, relative(CLIENT, file)).not.toContain(token)
    }
  })
})

it.runIf(!built)('needs a build first (npm run build)', () => {
  expect.fail('build/client is missing: run `npm run build` before the build-output tests')
})

describe('the build stops on a page rendered without its content', () => {
  it('names what a page lacks: an h1 with text, a main with text', () => {
    expect(missingContent('<body><main id="main"><h1>Port Mumbai</h1><p>Details</p></main></body>')).toEqual([])
    expect(missingContent('<body><main id="main"></main></body>')).toEqual(['no h1', 'an empty main'])
    expect(missingContent('<body><main id="main"><h1> </h1><p>Text</p><script>x()</script></main></body>')).toEqual(['no h1'])
    expect(missingContent('<body><main id="main"><h1>Title</h1><script>x()</script></main></body>')).toEqual([])
    expect(missingContent('<body><div>No landmark</div></body>')).toEqual(['no h1', 'an empty main'])
  })

  it.skipIf(!built)('finds every built page complete', () => {
    expect(builtRoutes().flatMap((path) => missingContent(html(path)).map((problem) => `${path}: ${problem}`))).toEqual([])
  })
})

describe('the build stops when the CMS lacks a document or section the site needs', () => {
  // What the build's own query returns for the seed (groq-js, as the local content API runs it).
  const seeded = import('./seed-query').then(({ seedQuery }) => seedQuery<REQUIRED_CONTENT_QUERY_RESULT>(REQUIRED_CONTENT_QUERY))

  it('finds nothing missing in the seed', async () => {
    expect(missingRequiredContent(await seeded)).toEqual([])
  })

  it('names the missing site settings, page copy, sections, named items and form fields', async () => {
    const content = structuredClone(await seeded)
    const copy = (key: string) => content.pageCopy.find((entry) => entry.key === key)!
    copy('home').sections = copy('home').sections!.filter(({ key }) => key !== 'sla')
    const form = copy('portCallCompliance').sections!.find(({ key }) => key === 'form')!
    form.fields = form
      .fields!.filter(({ name }) => name !== 'imo')
      .map((field) => (field.name === 'email' ? { ...field, invalidMessage: null } : field))
    form.items = form.items!.filter(({ name }) => name !== 'submit')
    const missing = missingRequiredContent({
      siteSettings: null,
      analytics: null,
      pageCopy: content.pageCopy.filter((entry) => entry.key !== 'about'),
    })
    expect(missing).toEqual([
      'the Site settings document (publish it)',
      `the page copy "${PAGE_COPY.home.title}" › Sections: "sla"`,
      `the page copy "${PAGE_COPY.portCallCompliance.title}" › Sections: "form" › "imo", "form" › "email" › invalidMessage, "form" › "submit"`,
      `the page copy "About us" (Key "about")`,
    ])
  })

  it('names the page copy whose Key was changed, and the Key the site reads it by', async () => {
    const content = structuredClone(await seeded)
    content.pageCopy.find((entry) => entry.key === 'home')!.key = 'homepage'
    expect(missingRequiredContent(content)).toEqual([
      `the page copy "${PAGE_COPY.home.title}": its Key is "homepage", but the site reads it by the Key "home" (set the Key back to "home")`,
    ])
  })

  it("names the site settings' fields every page and the sitemap need, when unset or blank", async () => {
    const content = structuredClone(await seeded)
    content.siteSettings = { ...content.siteSettings!, siteUrl: null, supportEmail: '  ' }
    expect(missingRequiredContent(content)).toEqual(['the Site settings\' "Support email", "Site URL" (empty: fill them in)'])
  })

  it('stops a page whose query the CMS did not answer with one line in plain words, after asking again; the error itself only in the log', async () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exit')
    }) as never)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const { stopBuildUnanswered } = await import('../../src/content/build-checks')
      expect(() => stopBuildUnanswered(new Error('other side closed'), ['content', 'HOME_QUERY'])).toThrow('exit')
      const [reason, detail] = error.mock.calls.map(([line]) => String(line))
      expect(reason).toBe(
        `The build stopped: the connection to the CMS failed (asked ${CMS_READ_TRIES} times). The site still shows the last build; publish again, or wait for the next publish, to try again. If it keeps happening, a developer will find the details in the build's log.`,
      )
      // The Site status takes the lines that say "The build stopped"; the developer's detail is another line.
      expect(failure(error.mock.calls.map(([line]) => String(line))).reason).not.toMatch(/other side closed|HOME_QUERY/)
      expect(detail).not.toContain('The build stopped')
      expect(detail).toContain('other side closed')
      expect(detail).toContain('HOME_QUERY')
    } finally {
      exit.mockRestore()
      error.mockRestore()
    }
  })

  it('stops with one line naming what the CMS did not answer, when it answers null to a query that always has an answer', () => {
    const building = process.env.SITE_BUILDING
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => {
      throw new Error('exit')
    }) as never)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      process.env.SITE_BUILDING = '1'
      expect(answered({ ports: [] }, 'the addresses')).toEqual({ ports: [] })
      expect(() => answered(null, "the ports' and pages' addresses")).toThrow('exit')
      expect(error.mock.calls).toEqual([
        [
          expect.stringMatching(
            /^The build stopped: the CMS answered nothing for the ports' and pages' addresses: are SANITY_PROJECT_ID and SANITY_DATASET/,
          ),
        ],
      ])
      expect(exit).toHaveBeenCalledWith(1)
    } finally {
      exit.mockRestore()
      error.mockRestore()
      if (building === undefined) delete process.env.SITE_BUILDING
      else process.env.SITE_BUILDING = building
    }
  })
})

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

describe.skipIf(!built)('notices, their lists, feeds and the alert banner, as built', () => {
  const seed = import('../../seed/content.ts').then((m) => m.documents as Array<Record<string, any>>)
  const notices = seed.then((docs) => docs.filter((d) => d._type === 'notice').sort((a, b) => (a.publishedAt < b.publishedAt ? 1 : -1)))
  const jsonLd = (page: string) =>
    [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>)
  const meta = (page: string, key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(page)?.[1]?.replace(/&amp;/g, '&')
  /** The notices a page's <main> names (the alert banner above it names the live alert on every page). */
  const titles = (page: string, all: Array<Record<string, any>>) =>
    all.filter((notice) => text(page.slice(Math.max(0, page.indexOf('<main')))).includes(notice.title))

  it('prerenders /notices a page at a time, newest first, each topic’s list and each notice, with their content', async () => {
    const all = await notices
    const docs = await seed
    const perPage = docs.find((d) => d._id === 'siteSettings')!.noticesPerPage as number
    expect(titles(html('/notices'), all)).toEqual(all.slice(0, perPage))
    expect(titles(html('/notices/page/2'), all)).toEqual(all.slice(perPage))
    expect(html('/notices')).toMatch(
      /<nav class="pagination" aria-label="Pages"><ol><li><a aria-label="Page 1" aria-current="page" href="\/notices"[^>]*>1<\/a>/,
    )
    expect(html('/notices')).toMatch(/<a aria-label="Page 2" href="\/notices\/page\/2"[^>]*>2<\/a>/)
    expect(html('/notices')).toMatch(/<a rel="next" href="\/notices\/page\/2"[^>]*>Next<\/a>/)
    expect(html('/notices/page/2')).toMatch(/<h1 id="page-title">What changes at Indian ports, as it happens, page 2 of 2<\/h1>/)
    const topics = docs.find((d) => d._id === 'pageCopy.emailPreferences')!.sections.find((s: any) => s.key === 'preferences').items
    for (const [flag, slug] of [
      ['compliance', 'compliance'],
      ['emergency', 'emergency'],
      ['newsletter', 'insights'],
    ]) {
      const page = html(`/notices/topic/${slug}`)
      // The topic's own notices, under its name as the preferences page says it.
      expect(titles(page, all)).toEqual(all.filter((notice) => notice.topic === flag))
      expect(text(page)).toContain(topics.find((item: any) => item.name === flag).title)
      expect(page).toContain(`<link rel="alternate" type="application/atom+xml"`)
      expect(page).toContain(`href="/notices/topic/${slug}/feed.xml"`)
    }
    for (const notice of all) {
      const page = html(`/notices/${notice.slug.current}`)
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(page)?.[1]?.replace(/&amp;/g, '&')).toBe(notice.title)
      expect(text(page)).toContain(notice.summary)
      // The body, every block of it.
      for (const block of notice.body)
        expect(text(page)).toContain(block.children.find((child: any) => child.text?.length > 20)?.text ?? '')
      // Published at a minute of India time: dated by its day there, in words.
      const at = Date.parse(notice.publishedAt)
      const words = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
        at,
      )
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at)
      expect(page).toContain(`<time dateTime="${day}">${words}</time>`)
    }
    // The older and newer notices beside one, and the ports it names, linked.
    const msn = html('/notices/dgs-msn-05-2025')
    for (const slug of ['mumbai', 'paradip']) expect(msn).toContain(`href="/ports/${slug}"`)
    const at = all.findIndex((notice) => notice.slug.current === 'dgs-msn-05-2025')
    for (const beside of [all[at - 1], all[at + 1]]) expect(msn).toContain(`href="/notices/${beside!.slug.current}"`)
  })

  it('describes a notice as a NewsArticle (an insight as an Article) with the dates, topic and author it shows, in breadcrumbs, and a share image with its date', async () => {
    const docs = await seed
    const settings = docs.find((d) => d._id === 'siteSettings')!
    const page = html('/notices/dgs-msn-05-2025')
    const article = jsonLd(page).find((block) => block['@type'] === 'NewsArticle')!
    expect(article).toMatchObject({
      headline: 'DGS MSN 05/2025: verified P&I or financial security before every Indian port call',
      datePublished: '2025-05-20',
      dateModified: '2025-06-02',
      articleSection: 'Port Call & Compliance Updates',
      author: { '@type': 'Person', name: 'Priya Raghavan', jobTitle: 'Chief Operating Officer' },
      publisher: { '@id': `${settings.siteUrl}/#organization` },
    })
    expect(article.about).toContainEqual({ '@id': `${settings.siteUrl}/ports/paradip#port` })
    expect(jsonLd(html('/notices/vadinar-pre-arrival-pack-in-38-minutes')).map((block) => block['@type'])).toContain('Article')
    const crumbs = jsonLd(page)
      .find((block) => block['@type'] === 'BreadcrumbList')!
      .itemListElement.map((item: any) => new URL(item.item).pathname)
    expect(crumbs).toEqual(['/', '/notices', '/notices/topic/compliance', '/notices/dgs-msn-05-2025'])
    expect(meta(page, 'og:image:alt')).toContain('Published: 20 May 2025')
    expect(meta(page, 'og:image:alt')).toContain('Updated: 2 June 2025')
  })

  it('gives a notice its share image and its author a page in its structured data, and shares it as an article with its times', async () => {
    const settings = (await seed).find((d) => d._id === 'siteSettings')!
    const page = html('/notices/dgs-msn-05-2025')
    const article = jsonLd(page).find((block) => block['@type'] === 'NewsArticle')!
    expect(article.image).toBe(meta(page, 'og:image'))
    expect(article.author.url).toBe(`${settings.siteUrl}/management`)
    expect(meta(page, 'og:type')).toBe('article')
    expect([meta(page, 'article:published_time'), meta(page, 'article:modified_time'), meta(page, 'article:section')]).toEqual([
      '2025-05-20',
      '2025-06-02',
      'Port Call & Compliance Updates',
    ])
    // Every other page is a website; a topic's list shares its heading alone, not "heading: the site's SEO title".
    expect(meta(html('/notices'), 'og:type')).toBe('website')
    for (const path of ['/notices/topic/compliance', '/notices/topic/emergency', '/notices/topic/insights'])
      expect(meta(html(path), 'og:title')!.length, path).toBeLessThanOrEqual(60)
  })

  it("gives the company its logo and its 24/7 desk's hours as opening hours", () => {
    const organization = jsonLd(html('/')).find((block) => block['@type'] === 'Organization')!
    expect(organization.logo).toMatch(/^https:\/\/.*\/favicon\.svg$/)
    expect(existsSync(join(CLIENT, 'favicon.svg'))).toBe(true)
    expect(organization.contactPoint.hoursAvailable).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: '00:00',
      closes: '23:59',
    })
  })

  it('writes valid Atom feeds of the newest notices, all and each topic’s, served as Atom; the sitemap dates each notice', async () => {
    const all = await notices
    const siteUrl = (await seed).find((d) => d._id === 'siteSettings')!.siteUrl as string
    const feeds: Array<[string, string | undefined]> = [
      ['notices/feed.xml', undefined],
      ['notices/topic/compliance/feed.xml', 'compliance'],
      ['notices/topic/emergency/feed.xml', 'emergency'],
      ['notices/topic/insights/feed.xml', 'newsletter'],
    ]
    for (const [file, topic] of feeds) {
      const entries = expectValidAtom(readFileSync(join(CLIENT, file), 'utf8'), `${siteUrl}/${file}`)
      expect(entries.map((entry) => entry.title)).toEqual(
        all.filter((notice) => !topic || notice.topic === topic).map((notice) => notice.title),
      )
    }
    const headers = readFileSync(join(CLIENT, '_headers'), 'utf8')
    expect(headers).toContain(
      '/notices/feed.xml\n  Cache-Control: public, max-age=0, must-revalidate\n  Content-Type: application/atom+xml; charset=utf-8',
    )
    const sitemap = readFileSync(join(CLIENT, 'sitemap.xml'), 'utf8')
    for (const notice of all)
      expect(sitemap).toContain(
        `${siteUrl}/notices/${notice.slug.current}</loc><lastmod>${notice.updatedAt ?? new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(Date.parse(notice.publishedAt))}</lastmod>`,
      )
    for (const path of ['/notices', '/notices/page/2', '/notices/topic/insights']) expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`)
  })

  it('lists on the home page the latest notices, and on a port page only the notices naming it', async () => {
    const all = await notices
    expect(titles(html('/'), all)).toEqual(all.slice(0, 3))
    const naming = (slug: string) => all.filter((notice) => notice.ports?.some((port: any) => port._ref === `port.${slug}`))
    for (const slug of ['mumbai', 'paradip', 'vadinar']) {
      // The banner names the live alert on every page: read the page's own part of it, below the banner.
      const page = html(`/ports/${slug}`)
      const own = page.slice(page.indexOf('id="port-notices-heading"'))
      expect(titles(own, all), slug).toEqual(naming(slug).slice(0, 3))
    }
    expect(naming('mumbai').map((notice) => notice._id)).toEqual(['notice.dgs-msn-05-2025'])
  })

  it('writes the live alert into every page before its <main>, never the ended one, with the script every page’s policy allows', async () => {
    const hash = `'sha256-${createHash('sha256').update(ALERTS_SCRIPT).digest('base64')}'`
    const headers = readFileSync(join(CLIENT, '_headers'), 'utf8')
    const pages = files(CLIENT).filter((file) => file.endsWith('.html'))
    expect(pages.length).toBeGreaterThan(30)
    for (const file of pages) {
      const page = readFileSync(file, 'utf8')
      const name = relative(CLIENT, file)
      expect(page, name).toMatch(
        /<aside class="site-alerts"[^>]*>[\s\S]*?<\/aside><script data-alerts-built="[^"]+">[\s\S]*?<\/script><main/,
      )
      expect(page, name).toContain('data-alert="notice.paradip-monsoon-advisory"')
      expect(page, name).not.toContain('notice.cyclone-dana-paradip-closure"')
      // Served at unknown addresses, a 404 page carries its policy itself; the others' is in _headers.
      if (/(^|\/)404\.html$/.test(name)) expect(page, name).toContain(hash)
    }
    expect(headers.split(hash).length - 1).toBe(pages.filter((file) => !file.endsWith('404.html')).length)
    // The offline worker keeps the alert's notice and knows the banner (src/lib/alert-banner.ts).
    const worker = readFileSync(join(CLIENT, 'sw.js'), 'utf8')
    expect(worker).toContain('"/notices/paradip-monsoon-advisory"')
    expect(worker).toContain('notice.paradip-monsoon-advisory')
  })
})

describe('a production build needs its configuration', () => {
  it('names what is unset, unless the build is of the local stand-ins', () => {
    expect(missingBuildConfig({})).toEqual(['SANITY_PROJECT_ID', 'SANITY_DATASET', 'VITE_EMAIL_MANAGER_URL'])
    expect(missingBuildConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' })).toEqual(['VITE_EMAIL_MANAGER_URL'])
    expect(
      missingBuildConfig({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', VITE_EMAIL_MANAGER_URL: 'https://mail.example.com' }),
    ).toEqual([])
    expect(missingBuildConfig({ SITE_LOCAL: '1' })).toEqual([])
  })
})
