/**
 * The site search: how the box reads Pagefind's answers (src/search/hit.ts; how it reads a query:
 * tests/unit/search-query.test.ts), Pagefind's worker with the site's prelude, and, after a build, the
 * index itself, read from its files as Pagefind wrote them, and its files as the CDN serves them. What the index holds of a page:
 * tests/unit/search-page.test.ts. The search at work in Chromium: tests/e2e/search.spec.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { documents } from '../../seed/content'
import { CLIENT_DIR } from '../../tools/bench/bundle-size'
import { SEARCH_WORKER_POLICY } from '../../tools/site-build/hosting'
import { SEARCH_DIR, searchFiles, withPrelude, WORKER_FILE } from '../../tools/site-build/search-index'
import { searchKindOf } from '../../tools/site-build/search-page'
import { headersFor, parseHeaders } from '../../tools/preview/serve-build'
import { toHit } from '../../src/search/engine'
import { sentenceAround, withoutAddedNames } from '../../src/search/query'
import { requestKind } from '../../src/offline/rules'
import { NOT_FOUND_PATHS } from '../../src/lib/not-found'
import { NOINDEX_PATHS } from '../../contract/routes.ts'
import { SEARCH_WORDS_PATH } from '../../src/search/engine.ts'
import { TERM_PREVIEWS_PATH } from '../../src/search/term-previews.ts'
import { WORKER_PRELUDE } from '../../tools/site-build/search-worker-prelude.ts'
import { pagesHolding } from './built-files'

describe("how the box reads Pagefind's answers", () => {
  // A page's text as Pagefind keeps it, split at spaces: the positions its locations count.
  const content =
    'Fleet retainer. Latest notices. Compliance alignment. Cover responds to salvage and pollution ((wreck removal)). How quickly will I get the letter? In under 2 hours, from a validated submission. Alert 2026-11-25. More text after it.'
  const at = (word: string) => content.split(' ').indexOf(word)
  const heading = (text: string, element: string, id: string) => ({ element, id, location: at(text.split(' ')[0]!), text })
  // Its headings with an id, each a part of the page a hit may lead to (Pagefind's sub-results are the parts one search matched).
  const page = {
    url: '/fleet-retainer',
    content,
    meta: { title: 'Fleet retainer' },
    filters: { kind: ['page'] },
    anchors: [
      heading('Fleet retainer', 'h1', 'title'),
      heading('Compliance alignment', 'h2', 'compliance'),
      heading('How quickly will I get the letter?', 'h3', 'faq'),
    ],
    sub_results: [{ title: 'Fleet retainer', url: '/fleet-retainer' }],
  }
  const marks = (hit: ReturnType<typeof toHit>) => hit.excerpt.filter((part) => part.mark).map((part) => part.text)
  const text = (hit: ReturnType<typeof toHit>) => hit.excerpt.map((part) => part.text).join('')

  it('a hit is titled by its page name, leads to the part that answers best (what is sought that its name does not say), its excerpt the sentence there, never HTML', () => {
    // Wreck removal, also salvage: the page's own word marked, the names the build added never shown.
    const salvage = toHit('a', { ...page, meta: { title: 'Fleet retainer ((fleet plan))' } }, [
      { names: [['wreck', 'removal'], ['salvage']], weight: 1 },
    ])
    expect(salvage).toMatchObject({
      url: '/fleet-retainer#compliance',
      title: 'Fleet retainer',
      section: 'Compliance alignment',
      kind: 'page',
    })
    // A sentence of fewer than a dozen words goes on with the next.
    expect(salvage.excerpt).toEqual([
      { text: 'Cover responds to ', mark: false },
      { text: 'salvage', mark: true },
      { text: ' and pollution. How quickly will I get the letter?', mark: false },
    ])
    // "How soon will I get the letter" on a page named for the letter: the question's heading, and the paragraph that answers it.
    const soon = toHit('b', { ...page, meta: { title: 'Pre-arrival letter' } }, [
      { names: [['soon'], ['quickly']], weight: 1 },
      { names: [['letter']], weight: 1 },
    ])
    expect(soon).toMatchObject({ url: '/fleet-retainer#faq', section: 'How quickly will I get the letter?' })
    expect(text(soon)).toBe('In under 2 hours, from a validated submission. Alert 2026-11-25. More text after it.')
    // A word that weighs nothing is never marked; a word asked for whole never marks a longer one ("late", "Latest").
    const filler = toHit('c', page, [
      { names: [['alert']], weight: 0 },
      { names: [['late']], whole: ['late'], weight: 1 },
      { names: [['cover']], weight: 1 },
    ])
    expect(marks(filler)).toEqual(['Cover'])
    // A port leads to its top; so does a page whose name holds every word searched.
    expect(toHit('d', { ...page, filters: { kind: ['port'] } }, ['compliance']).url).toBe('/fleet-retainer')
    expect(toHit('e', page, ['fleet', 'compliance']).url).toBe('/fleet-retainer#compliance')
    expect(toHit('f', page, ['fleet']).url).toBe('/fleet-retainer')
    // A kind the site does not know is a page; text is never read as HTML.
    expect(toHit('g', { ...page, filters: { kind: ['unknown'] } }).kind).toBe('page')
    const html = sentenceAround('a <b>bold</b> word.', [1], 1)
    expect(html.map((part) => part.text).join('')).toBe('a <b>bold</b> word.')
    expect(html.filter((part) => part.mark).map((part) => part.text)).toEqual(['b>bold</b'])
    // A mark of punctuation alone joins the word before ("India ,": the index parts an element's words from the text after it).
    expect(
      sentenceAround('For Global Salvage India , salvage tugs.', [4], 4)
        .map((part) => part.text)
        .join(''),
    ).toBe('For Global Salvage India, salvage tugs.')
  })

  it('an excerpt is the sentence around the match, at least a few words of the page, with an ellipsis where it is cut', () => {
    const words = Array.from({ length: 60 }, (_, index) => `w${index}`)
    const long = `${words.join(' ')}.`
    const cut = sentenceAround(long, [30], 30)
      .map((part) => part.text)
      .join('')
    expect(cut).toBe(`… ${words.slice(16, 57).join(' ')} …`)
    // A short sentence goes on with the next.
    expect(
      sentenceAround('Equipment. Two salvage tugs at Mumbai with towing gear, pumps and booms for every call.', [0], 0)
        .map((part) => part.text)
        .join(''),
    ).toBe('Equipment. Two salvage tugs at Mumbai with towing gear, pumps and booms for every call.')
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

/**
 * Pagefind's worker as a stand-in: the site's prelude, then a listener that searches as Pagefind does
 * (fetching the word chunk the query needs, swallowing a failure, answering what it found).
 */
function workerWith(prelude: string, unreachable: Set<string>) {
  const listeners: Array<(event: { data: unknown }) => unknown> = []
  const posted: unknown[] = []
  const self = {
    location: { href: 'https://x.example/pagefind/pagefind-worker.js' },
    fetch: async (input: string) => {
      if (unreachable.has(input)) throw new TypeError('Failed to fetch')
      return { ok: !input.includes('missing'), status: input.includes('missing') ? 404 : 200 }
    },
    addEventListener: (type: string, listener: (event: { data: unknown }) => unknown) => listeners.push(listener),
    postMessage: (message: unknown) => posted.push(message),
  }
  runInNewContext(prelude, { self, URL })
  // Pagefind's own listener, after the prelude's.
  self.addEventListener('message', async (event) => {
    const { id, method, args } = event.data as { id: string; method: string; args: string[] }
    await self.fetch(args[0]!).catch(() => undefined)
    self.postMessage(method === 'search' ? { id, result: { results: [] } } : { id, result: true })
  })
  return {
    async send(id: string, method: string, file: string) {
      await Promise.all(listeners.map((listener) => listener({ data: { id, method, args: [file] } })))
      return posted.find((message) => (message as { id: string }).id === id)
    },
  }
}

describe("Pagefind's worker, with the site's prelude", () => {
  it('a search that could not fetch a word or filter chunk fails; one that found nothing with its chunks at hand answers so', async () => {
    const worker = workerWith(WORKER_PRELUDE, new Set(['/pagefind/index/en_b.pf_index', '/pagefind/filter/en_f.pf_filter']))
    expect(await worker.send('msg_1', 'search', '/pagefind/index/en_a.pf_index')).toEqual({ id: 'msg_1', result: { results: [] } })
    expect(await worker.send('msg_2', 'search', '/pagefind/index/en_b.pf_index')).toEqual({
      id: 'msg_2',
      error: 'The search index could not be fetched.',
    })
    expect(await worker.send('msg_3', 'search', '/pagefind/filter/en_f.pf_filter')).toMatchObject({ error: expect.any(String) })
    // A chunk the server does not have (a build replaced since the page loaded) is one it could not fetch.
    expect(await worker.send('msg_4', 'search', '/pagefind/index/missing.pf_index')).toMatchObject({ error: expect.any(String) })
    // A failure before the search began (a preload while typing) is not the search's.
    expect(await worker.send('msg_5', 'preload', '/pagefind/index/en_b.pf_index')).toEqual({ id: 'msg_5', result: true })
    expect(await worker.send('msg_6', 'search', '/pagefind/index/en_a.pf_index')).toEqual({ id: 'msg_6', result: { results: [] } })
    // A result's details (its fragment) failing is Pagefind's own error already, not a search's.
    expect(await worker.send('msg_7', 'search', '/pagefind/fragment/x.pf_fragment')).toEqual({ id: 'msg_7', result: { results: [] } })
  })

  it('without it, the search that could not fetch its chunk answers "nothing found" (what the prelude is for)', async () => {
    const worker = workerWith('', new Set(['/pagefind/index/en_b.pf_index']))
    expect(await worker.send('msg_1', 'search', '/pagefind/index/en_b.pf_index')).toEqual({ id: 'msg_1', result: { results: [] } })
  })

  it('is put at the top of the worker once', () => {
    const worker = withPrelude('/* pagefind */')
    expect(worker).toBe(`${WORKER_PRELUDE}/* pagefind */`)
    expect(withPrelude(worker)).toBe(worker)
  })
})

const built = existsSync(join(CLIENT_DIR, SEARCH_DIR, 'pagefind-entry.json'))

type Fragment = { url: string; content: string; filters: { kind?: string[] }; meta: { title?: string; aka?: string } }

/** Every page the index holds, as Pagefind wrote it: a gzip of "pagefind_dcd" and the page's JSON; its text without the other names added. */
function fragments(): Fragment[] {
  const dir = join(CLIENT_DIR, SEARCH_DIR, 'fragment')
  return readdirSync(dir).map((file) => {
    const data = gunzipSync(readFileSync(join(dir, file)))
    expect(data.subarray(0, 12).toString()).toBe('pagefind_dcd')
    const page = JSON.parse(data.subarray(12).toString()) as Fragment
    // Its text as the page writes it: without the other names the build added (tools/site-build/search-index.ts).
    return { ...page, content: withoutAddedNames(page.content) }
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
      expect(page.meta.title).toBe(port.name)
      expect(page.meta.aka?.split('; ')).toEqual(expect.arrayContaining([port.fullName, ...(port.otherNames ?? [])]))
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
    // The pre-arrival page's FAQ, questions and answers (the others are chosen by a page's FAQ section).
    for (const faq of seed.filter((doc) => doc._type === 'faq' && doc.page === 'portCallCompliance'))
      expect(byUrl.get('/port-call-compliance')!.content).toContain(`${faq.question} ${faq.answer}`)
  })

  it("holds each page's main content only: not the header, the footer, a document's toolbar or the words for screen readers that a link opens a new tab", () => {
    const settings = seed.find((doc) => doc._id === 'siteSettings')!
    const layout = seed.find((doc) => doc._id === 'pageCopy.layout')!
    const newTab = layout.sections
      .flatMap((section: { items?: Array<{ name?: string; title?: string }> }) => section.items ?? [])
      .find((item: { name?: string }) => item.name === 'newTab').title
    expect(newTab).toMatch(/new tab/)
    for (const page of pages) {
      expect(page.content, page.url).not.toContain(settings.footerTagline)
      expect(page.content, page.url).not.toContain('Skip to content')
      expect(page.content, page.url).not.toContain(newTab.trim())
    }
    // The pages hold such links (in their main content) all the same.
    expect(readFileSync(join(CLIENT_DIR, 'docs/financial-security-evidence.html'), 'utf8')).toContain(newTab.trim())
    expect(byUrl.get('/docs/dgs-msn05-2025')!.content).not.toContain('Download PDF')
  })

  it("the search box's words: in /search and beside the index only, never in another page's HTML or data; kept by the service worker from its install", () => {
    const copy = seed.find((doc) => doc._id === 'pageCopy.search')!
    const box = copy.sections.find((section: { key: string }) => section.key === 'box')
    const words: string[] = box.items.map((item: { title: string }) => item.title)
    expect(words).toContain('Pages kept on this device')
    // The ones no page says for another reason (not "Ports", "Pages").
    const own = words.filter((word) => word.length > 20)
    expect(own.length).toBeGreaterThanOrEqual(4)
    expect(pagesHolding(own)).toEqual(['search.data', 'search.html'])
    const file = JSON.parse(readFileSync(join(CLIENT_DIR, SEARCH_WORDS_PATH), 'utf8'))
    expect(file.fetchedAt).toBeGreaterThan(0)
    expect(file.data.key).toBe('search')
    const served = file.data.sections.find((section: { key: string }) => section.key === 'box')
    expect(served.items.map((item: { title: string }) => item.title)).toEqual(words)
    const worker = readFileSync(join(CLIENT_DIR, 'sw.js'), 'utf8')
    expect(worker).toMatch(new RegExp(`files:\\[[\`"']${SEARCH_WORDS_PATH}[\`"']\\]`))
    expect(requestKind(new URL(SEARCH_WORDS_PATH, 'https://x.example'), { method: 'GET', mode: 'cors' }, 'https://x.example')).toBe(
      'search-code',
    )
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
      // What the search answers for each term is open to the Studio's origin; no other file of the search is.
      expect(named).toContain(TERM_PREVIEWS_PATH)
      for (const file of [...hashed, ...named])
        expect(headersFor(rules, file)['Access-Control-Allow-Origin'], file).toBe(file === TERM_PREVIEWS_PATH ? '*' : undefined)
      // Pagefind's own interfaces are not shipped.
      expect(readdirSync(join(CLIENT_DIR, SEARCH_DIR)).filter((file) => /-ui\.|highlight/.test(file))).toEqual([])
      // The worker starts with the site's prelude (a search whose index files could not be fetched fails).
      expect(readFileSync(join(CLIENT_DIR, SEARCH_DIR, WORKER_FILE), 'utf8').startsWith(WORKER_PRELUDE)).toBe(true)
      // Nor WebAssembly that no language of the index loads.
      expect(readdirSync(join(CLIENT_DIR, SEARCH_DIR)).filter((file) => file.startsWith('wasm.'))).toEqual(['wasm.en-in.pagefind'])
    })
  })
})
