/**
 * The offline service worker's rules (src/offline/rules.ts), its build step's list of what it keeps
 * ahead of need (tools/site-build/service-worker.ts), and, after a build, the worker and its headers as
 * the CDN serves them. The worker at work, offline in Chromium: tests/e2e/offline.spec.ts.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CLIENT_DIR } from '../../tools/bench/bundle-size'
import { contentSecurityPolicy, EMAIL_LINK_PATHS as HOSTING_EMAIL_LINKS, hostingOptions } from '../../tools/site-build/hosting'
import { headersFor, parseHeaders } from '../../tools/preview/serve-build'
import { aheadList, HEADER_BYTES, moduleImports, offerList, searchList } from '../../tools/site-build/service-worker'
import { formResultPath, formSentPath } from '../../contract/forms'
import { NOINDEX_PATHS } from '../../tools/site-build/site-build'
import { SEARCH_WORDS_PATH } from '../../src/search/engine.ts'
import { contactsOf, policyFor, withCurrentContacts } from '../../src/offline/contacts'
import { offlinePage } from '../../src/offline/offline-page'
import { pageFile } from '../../tools/site-build/hosting'
import {
  carriesPersonalData,
  COPY_META,
  EMAIL_LINK_PATHS,
  keptAddress,
  markCopy,
  OFFERED_PORTS,
  pageOfData,
  requestKind,
} from '../../src/offline/rules'

const ORIGIN = 'https://site.example'
const kind = (address: string, { method = 'GET', mode = 'cors' } = {}) => requestKind(new URL(address, ORIGIN), { method, mode }, ORIGIN)

describe('what the worker answers and keeps', () => {
  it('pages and PDFs network-first, their data too, hashed assets from the cache', () => {
    expect(kind('/contact', { mode: 'navigate' })).toBe('page')
    expect(kind('/ports/mundra?utm_source=mail', { mode: 'navigate' })).toBe('page')
    expect(kind('/', { mode: 'navigate' })).toBe('page')
    expect(kind('/ports/mundra.data')).toBe('data')
    expect(kind('/_.data')).toBe('data')
    expect(kind('/docs/india-compliance-pack.pdf', { mode: 'navigate' })).toBe('document')
    expect(kind('/assets/root-abc.js')).toBe('asset')
    // A page's own fetches of other files are left to the network.
    expect(kind('/contact')).toBeUndefined()
    expect(kind('/favicon.svg')).toBeUndefined()
  })

  it('never the email-link pages, nor their data, with or without a token, nor with a trailing slash', () => {
    for (const path of EMAIL_LINK_PATHS) {
      expect(kind(path, { mode: 'navigate' })).toBeUndefined()
      expect(kind(`${path}/`, { mode: 'navigate' })).toBeUndefined()
      expect(kind(`${path}.data`)).toBeUndefined()
      expect(kind(`${path}?email=a%40b.example&token=t`, { mode: 'navigate' })).toBeUndefined()
    }
  })

  it("never what stopped a form sent without its script (the endpoint's page may hold what was typed)", () => {
    const result = formResultPath('preArrival', 'r-123')
    expect(kind(result, { mode: 'navigate' })).toBeUndefined()
    expect(kind(`${result}.data`)).toBeUndefined()
    // The pages the build made for the forms hold the CMS's words only.
    expect(kind(formSentPath('preArrival'), { mode: 'navigate' })).toBe('page')
  })

  it('never an address carrying an email or a token', () => {
    for (const address of [
      '/contact?email=crew%40ship.example',
      '/contact?e=crew@ship.example',
      '/ports/mundra?token=abc',
      '/ports/mundra.data?access_token=abc',
      '/contact?Email=x',
      '/people/crew@ship.example',
      '/people/crew%40ship.example',
      '/docs/a.pdf?signature=x',
      '/%E0%A4%A',
    ]) {
      expect(carriesPersonalData(new URL(address, ORIGIN)), address).toBe(true)
      expect(kind(address, { mode: 'navigate' }), address).toBeUndefined()
    }
    expect(carriesPersonalData(new URL('/ports/mundra?utm_source=newsletter', ORIGIN))).toBe(false)
  })

  it('never the APIs, other origins, anything but GET, nor its own script', () => {
    expect(kind('/__email-manager/api/brain/preferences/a', { mode: 'cors' })).toBeUndefined()
    expect(kind('/__email-manager/outbox', { mode: 'navigate' })).toBeUndefined()
    expect(kind('/__content/v1/data/query/production')).toBeUndefined()
    expect(kind('/__content/images/local/production/a.svg')).toBeUndefined()
    expect(kind('https://abc.api.sanity.io/v1/data/query/production')).toBeUndefined()
    expect(kind('https://cdn.example/assets/x.js')).toBeUndefined()
    expect(kind('/contact', { method: 'POST', mode: 'navigate' })).toBeUndefined()
    expect(kind('/sw.js')).toBeUndefined()
  })

  it("treats the spec's four email-link pages, and only them, as such: never kept, never indexed, no referrer", () => {
    // The spec's route table: /email-confirmation and /confirm (one page), /email-preferences, /unsubscribe.
    const specEmailLinkPages = ['/confirm', '/email-confirmation', '/email-preferences', '/unsubscribe']
    expect([...EMAIL_LINK_PATHS].sort()).toEqual(specEmailLinkPages)
    expect([...HOSTING_EMAIL_LINKS].sort()).toEqual(specEmailLinkPages)
    // Never indexed besides: the pages a form sent without JavaScript leads to (src/routes/forms.tsx).
    expect([...NOINDEX_PATHS].sort()).toEqual([...specEmailLinkPages, '/forms/*'].sort())
  })

  it('keeps a copy under its address without query or fragment: nothing the visitor carried there is stored', () => {
    expect(keptAddress('https://site.example/about?t=abc&code=1&sig=x&session=s#me@fleet.example')).toBe('https://site.example/about')
    expect(keptAddress('https://site.example/ports/mumbai.data?_routes=x')).toBe('https://site.example/ports/mumbai.data')
  })

  it("names a data file's page, and marks a kept page with its date", () => {
    expect(pageOfData('/ports/mundra.data')).toBe('/ports/mundra')
    expect(pageOfData('/_.data')).toBe('/')
    expect(pageOfData('/ports/mundra')).toBeUndefined()
    expect(markCopy('<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/></head>', '2026-11-23T10:00:00.000Z')).toBe(
      `<!DOCTYPE html><html lang="en-IN"><head><meta name="${COPY_META}" content="2026-11-23T10:00:00.000Z"/><meta charSet="utf-8"/></head>`,
    )
    // A copy saved before the site's current build says so.
    expect(markCopy('<html><head></head>', '2026-11-23T10:00:00.000Z', true)).toBe(
      `<html><head><meta name="${COPY_META}" content="2026-11-23T10:00:00.000Z" data-older=""/></head>`,
    )
  })

  it('allows workers from the site only in every page policy', () => {
    expect(contentSecurityPolicy({}, hostingOptions({}))).toContain("worker-src 'self'")
  })
})

/** A page's route data as React Router streams it into the page (turbo-stream's flat list), with the site settings' contacts. */
const stream = (contacts: Record<string, string>) =>
  JSON.stringify([
    { _1: 2 },
    'root',
    { _3: 4 },
    'settings',
    Object.fromEntries(Object.keys(contacts).map((key, i) => [`_${5 + 2 * i}`, 6 + 2 * i])),
    ...Object.entries(contacts).flat(),
  ])
const pageWith = (contacts: Record<string, string>, body: string) =>
  `<html><head></head><body>${body}<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(stream(contacts))});</script></body></html>`

describe('a kept copy brought up to date with the build', () => {
  const OLD = { emergencyPhone: '+91 22 6000 2400', whatsappNumber: '919820002400', supportEmail: 'desk@old.example' }
  // (A number stored as its digits, as the seed's WhatsApp number, is given as digits too: its links need them.)
  const NOW = { emergencyPhone: '+91 22 7000 1100', whatsappNumber: '919820011000', supportEmail: 'desk@new.example' }
  const body =
    '<a href="tel:+912260002400">+91 22 6000 2400</a><a href="https://wa.me/919820002400">WhatsApp</a>' +
    '<a href="mailto:desk@old.example">desk@old.example</a><p>Ref 9122600024001 and +919820002400</p>'

  it("reads the contacts from a page's stream and from a data file", () => {
    expect(contactsOf(pageWith(OLD, body))).toEqual(OLD)
    expect(contactsOf(stream(OLD))).toEqual(OLD)
    expect(contactsOf('<html>no data</html>')).toEqual({})
  })

  it('gives every place the current ones: the text, the tel: and wa.me digits, the data, in one pass; its policy allows its new data', async () => {
    const page = withCurrentContacts(pageWith(OLD, body), NOW)
    expect(contactsOf(page)).toEqual(NOW)
    expect(page).toContain('<a href="tel:+912270001100">+91 22 7000 1100</a>')
    expect(page).toContain('<a href="https://wa.me/919820011000">WhatsApp</a>')
    expect(page).toContain('<a href="mailto:desk@new.example">desk@new.example</a>')
    // Digits standing alone only: a longer number holding them is left as it is.
    expect(page).toContain('Ref 9122600024001 and +919820011000')
    for (const old of Object.values(OLD)) expect(page).not.toContain(old)
    expect(contactsOf(withCurrentContacts(stream(OLD), NOW))).toEqual(NOW)
    // The page's policy allows the rewritten route data, in place of the old, and nothing else changes in it.
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
    const data = (html: string) => /<script>(window\.__reactRouterContext[\s\S]*?)<\/script>/.exec(html)![1]!
    const policy = `script-src 'self' ${hash(data(pageWith(OLD, body)))} 'sha256-other='`
    expect(await policyFor(pageWith(OLD, body), page, policy)).toBe(`script-src 'self' ${hash(data(page))} 'sha256-other='`)
    expect(await policyFor(pageWith(OLD, body), pageWith(OLD, body), policy)).toBe(policy)
    // The same contacts, or none to compare: unchanged.
    expect(withCurrentContacts(pageWith(OLD, body), OLD)).toBe(pageWith(OLD, body))
    expect(withCurrentContacts(body, NOW)).toBe(body)
  })
})

describe('the offline page', () => {
  const frame =
    '<html><head><title>Contact us</title><link rel="modulepreload" href="/assets/a.js"/></head><body>' +
    '<nav><a href="/contact" aria-current="page">Contact</a></nav><main id="main" class="site-main"><h1>Contact us</h1></main>' +
    '<footer><a href="tel:+1">Call</a></footer><script data-alerts-built="x">alerts()</script>' +
    '<script>window.__reactRouterContext = {};</script><script type="module" async="">const modules=[]</script>' +
    '<script type="application/ld+json">{}</script></body></html>'
  const words = {
    heading: 'No connection',
    note: 'Not kept here & now.',
    keepHint: 'Next time, "Keep for offline" on the contact page <keeps> them.',
    keptPages: 'Pages kept',
  }

  it("in a kept page's frame: its words, the kept pages, no script that would hydrate the kept page", () => {
    const html = offlinePage(frame, words, [
      { path: '/about', title: 'About &amp; us' },
      { path: '/ports/mumbai', title: 'Mumbai' },
    ])
    expect(html).toContain('<title>No connection</title>')
    expect(html).toContain('<h1 id="page-title">No connection</h1>')
    expect(html).toContain('<p>Not kept here &amp; now.</p>')
    // Where "Keep for offline" is, for next time (issue 54).
    expect(html).toContain('<p class="offline-keep-hint">Next time, "Keep for offline" on the contact page &lt;keeps&gt; them.</p>')
    expect(html).toContain('<h2 id="kept-pages" class="h3">Pages kept</h2>')
    expect(html).toContain('<li><a href="/about">About &amp; us</a></li><li><a href="/ports/mumbai">Mumbai</a></li>')
    expect(html).not.toContain('<h1>Contact us</h1>')
    expect(html).not.toContain('aria-current')
    // The frame stays: its contacts, its alerts' script; React Router's scripts and the page's structured data go.
    expect(html).toContain('<a href="tel:+1">Call</a>')
    expect(html).toContain('<script data-alerts-built="x">alerts()</script>')
    expect(html).not.toMatch(/__reactRouterContext|type="module"|ld\+json|modulepreload/)
  })
})

describe('what the build keeps ahead of need, and offers to keep', () => {
  const dirs: string[] = []
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))
  async function site(files: Record<string, string>) {
    const dir = await mkdtemp(join(tmpdir(), 'sw-build-'))
    dirs.push(dir)
    for (const [file, body] of Object.entries(files)) {
      await mkdir(dirname(join(dir, file)), { recursive: true })
      await writeFile(join(dir, file), body)
    }
    return dir
  }
  const page = (modules: string[]) =>
    `<html><head><link rel="stylesheet" href="/assets/root-1.css"/></head><body><script type="module">const modules=${JSON.stringify(modules)};</script></body></html>`
  const ports = Array.from({ length: OFFERED_PORTS + 3 }, (_, i) => `/ports/p${i}`)
  const files = {
    'index.html': page(['/assets/entry-1.js']),
    '_.data': 'home',
    'contact/index.html': page(['/assets/entry-1.js', '/assets/contact-1.js']),
    'contact.data': 'contact',
    'search/index.html': page(['/assets/entry-1.js', '/assets/search-1.js']),
    'search.data': 'search',
    'about/index.html': page(['/assets/about-1.js']),
    ...Object.fromEntries(
      ports.flatMap((path) => [
        [`${path.slice(1)}/index.html`, page(['/assets/entry-1.js']) + 'x'.repeat(600)],
        [`${path.slice(1)}.data`, path.repeat(40)],
      ]),
    ),
    'docs/a.pdf': '%PDF-a' + 'a'.repeat(1000),
    'docs/b.pdf': '%PDF-b' + 'b'.repeat(2000),
    'pagefind/words.json': '{}',
    'assets/entry-1.js': 'import{a}from"./shared-1.js";const o=()=>import(`./PreviewOverlay-1.js`),f=()=>import("./Form-1.js");',
    'assets/contact-1.js': 'import"./shared-1.js";',
    'assets/shared-1.js': 'export const a=1',
    'assets/Form-1.js': 'import"../assets/shared-1.js";',
    'assets/fallback-1.js': 'import"./shared-1.js";const l=()=>import("./link-action-1.js")',
    'assets/link-action-1.js': 'const c=()=>import("./clipboard-1.js")',
    'assets/clipboard-1.js': '',
    'assets/PreviewOverlay-1.js': 'import"./studio-1.js";',
    'assets/studio-1.js': '',
    'assets/about-1.js': '',
    'assets/search-1.js': '',
    'assets/root-1.css': '',
  }

  it('at install, only the contact page with what it loads first, the code of a form after a failed send, and the search words; /search once the search is used', async () => {
    const dir = await site(files)
    const ahead = await aheadList(dir)
    expect(ahead).toEqual({
      pages: ['/contact'],
      // Not the home page, the ports or the PDFs; not the code of other pages, nor what the page loads later (a form's).
      assets: [
        '/assets/clipboard-1.js',
        '/assets/contact-1.js',
        '/assets/entry-1.js',
        '/assets/fallback-1.js',
        '/assets/link-action-1.js',
        '/assets/root-1.css',
        '/assets/shared-1.js',
      ],
      files: [SEARCH_WORDS_PATH],
    })
    // /search: where the header's search opens all its results, offline too (issue 44); kept once the visitor
    // uses the search (issue 54), with what it loads first that the install did not keep.
    expect(await searchList(dir, ahead)).toEqual({ pages: ['/search'], assets: ['/assets/search-1.js'], files: [] })
  })

  it('offers the PDFs and the first port guides in order, each with its data, each file with its bytes on the wire', async () => {
    const dir = await site(files)
    const offers = await offerList(dir, ports)
    // A PDF as it is, with its response's headers.
    expect(offers.documents).toEqual({
      paths: ['/docs/a.pdf', '/docs/b.pdf'],
      sizes: [1006 + HEADER_BYTES.document, 2006 + HEADER_BYTES.document],
      count: 2,
    })
    expect(offers.ports.count).toBe(OFFERED_PORTS)
    // With the code a guide loads first, so that one never opened hydrates offline.
    expect(offers.ports.paths).toEqual([
      ...ports.slice(0, OFFERED_PORTS).flatMap((path) => [path, `${path}.data`]),
      '/assets/entry-1.js',
      '/assets/root-1.css',
    ])
    expect(offers.ports.sizes).toHaveLength(offers.ports.paths.length)
    // Compressed as the CDN sends them: far less than the files, beside their headers.
    const [page, data] = offers.ports.sizes
    expect(page! - HEADER_BYTES.page).toBeGreaterThan(0)
    expect(page! - HEADER_BYTES.page).toBeLessThan((files as Record<string, string>)['ports/p0/index.html']!.length / 4)
    expect(data! - HEADER_BYTES.data).toBeLessThan('/ports/p0'.length * 40)
    expect(offers.ports.sizes.at(-1)).toBe(HEADER_BYTES.asset + 1)
  })

  it('follows static and lazy imports of minified modules', () => {
    expect(moduleImports('import{a as b}from"./x-1.js";import"./y-1.js";const l=()=>import(`./z-1.js`)', '/assets/m.js')).toEqual([
      '/assets/x-1.js',
      '/assets/y-1.js',
      '/assets/z-1.js',
    ])
  })
})

const built = existsSync(join(CLIENT_DIR, 'sw.js'))
describe.runIf(built)('the built worker', () => {
  const worker = built ? readFileSync(join(CLIENT_DIR, 'sw.js'), 'utf8') : ''
  const sitemapPorts = built
    ? [...readFileSync(join(CLIENT_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>[^<]*?(\/ports\/[^<]+)<\/loc>/g)].map((m) => m[1]!)
    : []
  // The addresses written into it: what it keeps at install (`pages`, `assets`, `files`) and what it offers (`paths`).
  const strings = [...worker.matchAll(/\b(?:pages|files|paths):\[([^\]]*)\]/g)].flatMap((m) =>
    [...m[1]!.matchAll(/[`"']([^`"']+)[`"']/g)].map((s) => s[1]!),
  )

  it('keeps the contact page and the search words at install, and /search once the search is used; offers the four PDFs and every port page (up to the limit); no email-link page', () => {
    expect(strings).toContain('/contact')
    expect(strings).toContain('/search')
    expect(strings).toContain(SEARCH_WORDS_PATH)
    expect(sitemapPorts.length).toBeGreaterThan(3)
    for (const path of sitemapPorts.slice(0, OFFERED_PORTS)) expect(strings).toContain(path)
    expect(new Set(strings.filter((url) => url.endsWith('.pdf'))).size).toBe(4)
    expect(strings.filter((url) => EMAIL_LINK_PATHS.some((path) => url.startsWith(path)))).toEqual([])
    // Neither the home page nor the alerts' notices ahead of need any more.
    expect(strings.filter((url) => url.startsWith('/notices/'))).toEqual([])
  })

  it("keeps the code of a form's other ways to send, and no Studio-only code", () => {
    const assets = [...worker.matchAll(/\/assets\/[\w.-]+/g)].map((m) => m[0])
    expect(assets.some((src) => src.startsWith('/assets/fallback-'))).toBe(true)
    expect(assets.filter((src) => /PreviewOverlay|\/preview-/.test(src))).toEqual([])
  })

  it("brings a built page and its data up to date with other contacts, and the page's stream says the same", () => {
    const html = readFileSync(pageFile(CLIENT_DIR, '/contact'), 'utf8')
    const data = readFileSync(join(CLIENT_DIR, 'contact.data'), 'utf8')
    const built = contactsOf(html)
    expect(built.emergencyPhone).toBeTruthy()
    expect(contactsOf(data)).toEqual(built)
    const now = { emergencyPhone: '+91 22 7000 1100', whatsappNumber: '919820011000', supportEmail: 'desk@new.example' }
    const page = withCurrentContacts(html, now)
    expect(contactsOf(page)).toEqual(now)
    expect(contactsOf(withCurrentContacts(data, now))).toEqual(now)
    for (const old of Object.values(built)) expect(page).not.toContain(old)
    expect(page).toContain('href="tel:+912270001100"')
  })

  it('is served fresh on every visit, for the whole site', () => {
    const headers = headersFor(parseHeaders(readFileSync(join(CLIENT_DIR, '_headers'), 'utf8')), '/sw.js')
    expect(headers['Cache-Control']).toBe('no-cache')
    expect(headers['Service-Worker-Allowed']).toBe('/')
  })
})
