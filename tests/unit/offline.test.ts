/**
 * The offline service worker's rules (src/offline/rules.ts), its build step's list of what it keeps
 * ahead of need (tools/build/service-worker.ts), and, after a build, the worker and its headers as
 * the CDN serves them. The worker at work, offline in Chromium: tests/e2e/offline.spec.ts.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CLIENT_DIR } from '../../tools/bench/bundle-size'
import { contentSecurityPolicy, EMAIL_LINK_PATHS as HOSTING_EMAIL_LINKS, hostingOptions } from '../../tools/build/hosting'
import { headersFor, parseHeaders } from '../../tools/build/serve-build'
import { moduleImports, precacheList } from '../../tools/build/service-worker'
import { NOINDEX_PATHS } from '../../tools/build/site-build'
import { SEARCH_WORDS_PATH } from '../../src/search/engine.ts'
import {
  carriesPersonalData,
  COPY_META,
  EMAIL_LINK_PATHS,
  keptAddress,
  markCopy,
  newestCopy,
  pageOfData,
  PRECACHED_PORTS,
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

  it('offline, gives the newest copy: a deploy after the last visit precached a newer one', () => {
    const visit = { copy: 'kept at the visit', saved: '2026-11-20T10:00:00.000Z' }
    const deploy = { copy: 'precached by the new build', saved: '2026-11-21T10:00:00.000Z' }
    expect(newestCopy(visit, deploy)).toBe('precached by the new build')
    expect(newestCopy({ ...visit, saved: '2026-11-22T10:00:00.000Z' }, deploy)).toBe('kept at the visit')
    expect(newestCopy(undefined, deploy)).toBe('precached by the new build')
    expect(newestCopy(visit, undefined)).toBe('kept at the visit')
    expect(newestCopy(undefined, undefined)).toBeUndefined()
  })

  it("names a data file's page, and marks a kept page with its date", () => {
    expect(pageOfData('/ports/mundra.data')).toBe('/ports/mundra')
    expect(pageOfData('/_.data')).toBe('/')
    expect(pageOfData('/ports/mundra')).toBeUndefined()
    expect(markCopy('<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/></head>', '2026-11-23T10:00:00.000Z')).toBe(
      `<!DOCTYPE html><html lang="en-IN"><head><meta name="${COPY_META}" content="2026-11-23T10:00:00.000Z"/><meta charSet="utf-8"/></head>`,
    )
  })

  it('allows workers from the site only in every page policy', () => {
    expect(contentSecurityPolicy({}, hostingOptions({}))).toContain("worker-src 'self'")
  })
})

describe('what the build keeps ahead of need', () => {
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

  it('home, contact, the first ports in order, the PDFs, each page with its data; the assets every kind of page reaches', async () => {
    const ports = Array.from({ length: PRECACHED_PORTS + 3 }, (_, i) => `/ports/p${i}`)
    const dir = await site({
      'index.html': page(['/assets/entry-1.js']),
      '_.data': 'home',
      'contact/index.html': page(['/assets/entry-1.js', '/assets/contact-1.js']),
      'contact.data': 'contact',
      'about/index.html': page(['/assets/about-1.js']),
      'email-preferences/index.html': page(['/assets/entry-1.js']),
      ...Object.fromEntries(
        ports.flatMap((path) => [
          [`${path.slice(1)}/index.html`, page(['/assets/entry-1.js'])],
          [`${path.slice(1)}.data`, path],
        ]),
      ),
      'docs/a.pdf': '%PDF-a',
      'docs/b.pdf': '%PDF-b',
      'assets/entry-1.js': 'import{a}from"./shared-1.js";const o=()=>import(`./PreviewOverlay-1.js`),f=()=>import("./Form-1.js");',
      'assets/contact-1.js': 'import"./shared-1.js";',
      'assets/shared-1.js': 'export const a=1',
      'assets/Form-1.js': 'import"../assets/shared-1.js";',
      'assets/PreviewOverlay-1.js': 'import"./studio-1.js";',
      'assets/studio-1.js': '',
      'assets/about-1.js': '',
      'assets/root-1.css': '',
    })
    const { precache, assets } = await precacheList(dir, ports)
    const urls = precache.map((entry) => entry.url)
    expect(urls).toEqual([
      '/',
      '/_.data',
      '/contact',
      '/contact.data',
      ...ports.slice(0, PRECACHED_PORTS).flatMap((path) => [path, `${path}.data`]),
      '/docs/a.pdf',
      '/docs/b.pdf',
    ])
    // The about page is not precached, but once visited it is kept: its code is kept ahead of need.
    expect(assets).toEqual([
      '/assets/Form-1.js',
      '/assets/about-1.js',
      '/assets/contact-1.js',
      '/assets/entry-1.js',
      '/assets/root-1.css',
      '/assets/shared-1.js',
    ])

    // A change of content is a new revision, so a new worker that replaces the old copy.
    await writeFile(join(dir, 'contact/index.html'), page(['/assets/entry-1.js']) + '<!-- published -->')
    const next = await precacheList(dir, ports)
    const revision = (list: typeof precache, url: string) => list.find((entry) => entry.url === url)?.revision
    expect(revision(next.precache, '/contact')).not.toBe(revision(precache, '/contact'))
    expect(revision(next.precache, '/contact.data')).toBe(revision(precache, '/contact.data'))
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
  const kept = [...worker.matchAll(/url:[`"']([^`"']+)[`"']/g)].map((m) => m[1]!)

  it("keeps the contact page, every port page (up to the limit), the four PDFs, the site search's words, and no email-link page", () => {
    expect(kept).toContain('/contact')
    expect(sitemapPorts.length).toBeGreaterThan(3)
    for (const path of sitemapPorts.slice(0, PRECACHED_PORTS)) expect(kept).toContain(path)
    expect(kept.filter((url) => url.endsWith('.pdf'))).toHaveLength(4)
    expect(kept).toContain(SEARCH_WORDS_PATH)
    expect(kept.filter((url) => EMAIL_LINK_PATHS.some((path) => url.startsWith(path)))).toEqual([])
    for (const url of kept)
      expect(existsSync(join(CLIENT_DIR, /\.(pdf|data|json)$/.test(url) ? url : `${url === '/' ? '/index' : url}.html`)), url).toBe(true)
  })

  it("keeps the code a kept page's forms load after a failed send (the other ways to send), and no Studio-only code", () => {
    const assets = [...worker.matchAll(/\/assets\/[\w.-]+/g)].map((m) => m[0])
    for (const chunk of ['request-form-', 'fallback-', 'FleetQuoteForm-', 'NewsletterForm-', 'port-call-compliance-'])
      expect(
        assets.some((src) => src.startsWith(`/assets/${chunk}`)),
        chunk,
      ).toBe(true)
    expect(assets.filter((src) => /PreviewOverlay|\/preview-/.test(src))).toEqual([])
  })

  it('is served fresh on every visit, for the whole site', () => {
    const headers = headersFor(parseHeaders(readFileSync(join(CLIENT_DIR, '_headers'), 'utf8')), '/sw.js')
    expect(headers['Cache-Control']).toBe('no-cache')
    expect(headers['Service-Worker-Allowed']).toBe('/')
  })
})
