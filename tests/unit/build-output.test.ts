/**
 * Checks of the production build (run after `npm run build`): every route's content is in
 * the prerendered HTML before any script runs, first-load JavaScript stays in budget, and
 * no secret reaches the browser bundle. The built share images and structured data:
 * build-output-sharing.test.ts; the notices, feeds and alert banner: build-output-notices.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { init, parse } from 'es-module-lexer'
import { describe, expect, it } from 'vitest'
import { builtRoutes, FIRST_LOAD_BUDGET, firstLoadBytes, staticImports } from '../../tools/bench/bundle-size'
import { deferredModules } from '../../tools/site-build/deferred-hydration'
import { missingContent } from '../../tools/site-build/site-build'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found'
import { BLOCK_TYPES } from '../../contract/blocks.ts'
import { pages } from '../../seed/documents/pages.ts'
import { built, CLIENT, files, html, text } from './built-pages'

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

  it("carries no route-discovery marks: every route is in the page's manifest from the start", () => {
    for (const path of pages()) {
      expect(html(path), path).toContain('"routeDiscovery":{"mode":"initial"}')
      expect(html(path), path).not.toContain('data-discover')
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
