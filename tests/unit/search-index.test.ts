/**
 * The site search: which pages its index holds and under which kind (tools/build/search-index.ts,
 * contract/routes.ts), how the box reads Pagefind's answers (src/search/engine.ts), and, after a
 * build, the index itself, read from its files as Pagefind wrote them, and its files as the CDN
 * serves them. The search at work in Chromium: tests/e2e/search.spec.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { documents } from '../../seed/content'
import { CLIENT_DIR } from '../../tools/bench/bundle-size'
import { SEARCH_WORKER_POLICY } from '../../tools/build/hosting'
import { forIndex, isNoindex, SEARCH_DIR, searchFiles, searchKindOf } from '../../tools/build/search-index'
import { headersFor, parseHeaders } from '../../tools/build/serve-build'
import { byKind, excerptParts, toHit } from '../../src/search/engine'
import { requestKind } from '../../src/offline/rules'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found'
import { NOINDEX_PATHS } from '../../contract/routes.ts'

describe('what the search indexes', () => {
  it("each page under its route's kind; never the email-link pages, the Not Found pages or /search", () => {
    expect(searchKindOf('/ports/mumbai')).toBe('port')
    expect(searchKindOf('/case-studies')).toBe('caseStudy')
    expect(searchKindOf('/case-studies/page/2')).toBe('caseStudy')
    expect(searchKindOf('/docs/dgs-msn05-2025')).toBe('document')
    expect(searchKindOf('')).toBe('page')
    expect(searchKindOf('/ports')).toBe('page')
    expect(searchKindOf('/agents/partner')).toBe('page')
    for (const path of [...NOINDEX_PATHS, ...NOT_FOUND_PATHS, '/search']) expect(searchKindOf(path), path).toBeUndefined()
  })

  it('hands Pagefind the page with its kind and its cells, terms and links apart; leaves out a noindex page', () => {
    const html =
      '<main id="main" data-pagefind-body=""><dl><dt>State</dt><dd>Odisha</dd></dl><table><tr><th>Clause</th><th>Requirement</th></tr></table></main>'
    const read = forIndex(html, 'port')
    expect(read).toContain('<main data-pagefind-filter="kind:port" id="main"')
    expect(read.replace(/<[^>]+>/g, '')).toBe('State Odisha Clause Requirement ')
    expect(isNoindex('<head><meta name="robots" content="noindex"/></head>')).toBe(true)
    expect(isNoindex('<head><meta name="description" content="noindex"/></head>')).toBe(false)
  })
})

describe("how the box reads Pagefind's answers", () => {
  it('an excerpt is text with its matching words marked, never HTML', () => {
    expect(excerptParts('a &lt;b&gt; <mark>wreck</mark> and <mark>removal</mark>.')).toEqual([
      { text: 'a <b> ', mark: false },
      { text: 'wreck', mark: true },
      { text: ' and ', mark: false },
      { text: 'removal', mark: true },
      { text: '.', mark: false },
    ])
  })

  it('a hit leads to the section that matched best, under its page; the page itself for its own heading', () => {
    const page = { url: '/fleet-retainer', meta: { title: 'Fleet retainer' }, filters: { kind: ['page'] }, excerpt: 'page' }
    const section = toHit('a', {
      ...page,
      sub_results: [
        { title: 'Compliance alignment', url: '/fleet-retainer#compliance', excerpt: '<mark>wreck</mark>', anchor: { element: 'h2' } },
      ],
    })
    expect(section).toMatchObject({
      url: '/fleet-retainer#compliance',
      title: 'Compliance alignment',
      page: 'Fleet retainer',
      kind: 'page',
    })
    const own = toHit('b', {
      ...page,
      filters: { kind: ['port'] },
      sub_results: [{ title: 'Fleet retainer', url: '/fleet-retainer#page-title', excerpt: 'x', anchor: { element: 'h1' } }],
    })
    expect(own).toMatchObject({ url: '/fleet-retainer', title: 'Fleet retainer', page: undefined, kind: 'port' })
    // A kind the site does not know is a page.
    expect(toHit('c', { ...page, filters: { kind: ['unknown'] } }).kind).toBe('page')
  })

  it("groups hits by kind, the best hit's group first", () => {
    const hit = (id: string, kind: 'port' | 'document' | 'page') => ({ id, kind, url: '/', title: id, excerpt: [] })
    const groups = byKind([hit('1', 'document'), hit('2', 'port'), hit('3', 'document'), hit('4', 'page')])
    expect(groups.map((group) => [group.kind, group.hits.map((h) => h.id)])).toEqual([
      ['document', ['1', '3']],
      ['port', ['2']],
      ['page', ['4']],
    ])
  })

  it('the service worker keeps the index files as fetched, and the search code from the network first', () => {
    const kind = (path: string) => requestKind(new URL(path, 'https://x.example'), { method: 'GET', mode: 'cors' }, 'https://x.example')
    expect(kind('/pagefind/fragment/en-in_1a2b3c4.pf_fragment')).toBe('search-index')
    expect(kind('/pagefind/index/en-in_1a2b3c4.pf_index')).toBe('search-index')
    expect(kind('/pagefind/pagefind.en-in_1a2b3c4d.pf_meta')).toBe('search-index')
    expect(kind('/pagefind/pagefind.js')).toBe('search-code')
    expect(kind('/pagefind/pagefind-entry.json?ts=1')).toBe('search-code')
    expect(kind('/pagefind/wasm.en-in.pagefind')).toBe('search-code')
  })
})

const built = existsSync(join(CLIENT_DIR, SEARCH_DIR, 'pagefind-entry.json'))

type Fragment = { url: string; content: string; filters: { kind?: string[] }; meta: { title?: string } }

/** Every page the index holds, as Pagefind wrote it: a gzip of "pagefind_dcd" and the page's JSON. */
function fragments(): Fragment[] {
  const dir = join(CLIENT_DIR, SEARCH_DIR, 'fragment')
  return readdirSync(dir).map((file) => {
    const data = gunzipSync(readFileSync(join(dir, file)))
    expect(data.subarray(0, 12).toString()).toBe('pagefind_dcd')
    return JSON.parse(data.subarray(12).toString()) as Fragment
  })
}

describe.runIf(built)('the built index', () => {
  const seed = documents as Array<Record<string, any>>
  const pages = fragments()
  const byUrl = new Map(pages.map((page) => [page.url, page]))

  it("holds every page of the sitemap but /search, under its route's kind, and no other", () => {
    const sitemap = readFileSync(join(CLIENT_DIR, 'sitemap.xml'), 'utf8')
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(paths.length).toBeGreaterThan(15)
    const expected = paths.filter((path) => path !== '/search')
    expect([...byUrl.keys()].sort()).toEqual(expected.sort())
    for (const page of pages) expect(page.filters.kind, page.url).toEqual([searchKindOf(page.url)])
    for (const path of [...NOINDEX_PATHS, ...NOT_FOUND_PATHS, '/search']) expect(byUrl.has(path), path).toBe(false)
  })

  it('holds the seeded content: every port by its names, the case studies, clauses, FAQ answers and documents', () => {
    for (const port of seed.filter((doc) => doc._type === 'port')) {
      const page = byUrl.get(`/ports/${port.slug.current}`)!
      expect(page.meta.title).toBe(port.fullName)
      for (const name of port.otherNames ?? []) expect(page.content, port.name).toContain(name)
    }
    expect(byUrl.get('/ports/mumbai')!.content).toContain('Nhava Sheva')
    const studies = pages
      .filter((page) => page.filters.kind?.[0] === 'caseStudy')
      .map((page) => page.content)
      .join(' ')
    for (const study of seed.filter((doc) => doc._type === 'caseStudy')) expect(studies).toContain(study.title)
    const clauses = byUrl.get('/docs/dgs-msn05-2025')!
    expect(clauses.filters.kind).toEqual(['document'])
    for (const row of seed.filter((doc) => doc._type === 'clauseRow' && doc.table === 'dgsSummary'))
      expect(clauses.content).toContain(row.clause)
    expect(clauses.content).toContain('wreck removal')
    for (const faq of seed.filter((doc) => doc._type === 'faq')) expect(byUrl.get('/port-call-compliance')!.content).toContain(faq.question)
  })

  it("holds each page's main content only: not the header, the footer or a document's toolbar", () => {
    const settings = seed.find((doc) => doc._id === 'siteSettings')!
    for (const page of pages) {
      expect(page.content, page.url).not.toContain(settings.footerTagline)
      expect(page.content, page.url).not.toContain('Skip to content')
    }
    expect(byUrl.get('/docs/dgs-msn05-2025')!.content).not.toContain('Download PDF')
  })

  it('its files: the worker alone may compile WebAssembly; the files named by their content are immutable, the others revalidate', () => {
    const rules = parseHeaders(readFileSync(join(CLIENT_DIR, '_headers'), 'utf8'))
    expect(headersFor(rules, `/${SEARCH_DIR}/pagefind-worker.js`)['Content-Security-Policy']).toBe(SEARCH_WORKER_POLICY)
    expect(SEARCH_WORKER_POLICY).toMatch(/script-src 'self' 'wasm-unsafe-eval'/)
    expect(readFileSync(join(CLIENT_DIR, '_headers'), 'utf8').match(/wasm-unsafe-eval/g)).toHaveLength(1)
    const files = searchFiles(CLIENT_DIR)
    return files.then(({ hashed, named }) => {
      expect(hashed.some((file) => file.includes('/fragment/'))).toBe(true)
      expect(named).toEqual(expect.arrayContaining([`/${SEARCH_DIR}/pagefind.js`, `/${SEARCH_DIR}/pagefind-worker.js`]))
      for (const file of hashed) expect(headersFor(rules, file)['Cache-Control'], file).toBe('public, max-age=31536000, immutable')
      for (const file of named) expect(headersFor(rules, file)['Cache-Control'], file).toBeUndefined()
      // Pagefind's own interfaces are not shipped.
      expect(readdirSync(join(CLIENT_DIR, SEARCH_DIR)).filter((file) => /-ui\.|highlight/.test(file))).toEqual([])
    })
  })
})
