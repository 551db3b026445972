/**
 * The site search against its query set (tests/search-queries.ts), after a build: each query through
 * the box's engine (src/search/engine.ts, `searchWith`) over the built index and the site's words,
 * Pagefind's own code and WebAssembly loaded from the build as the CDN serves it, its first result
 * the page a person wants. And what a result may never be: a match of a word of one or two letters
 * the visitor did not type whole, nor a word of three letters or more that only began a longer one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { CLIENT_DIR } from '../../tools/bench/bundle-size'
import { SEARCH_DIR } from '../../tools/site-build/search-index'
import { filesIn, nodeSearcher } from '../../tools/site-build/search-node'
import { searchWith, type Searcher } from '../../src/search/engine'
import { SEARCH_QUERIES } from '../search-queries'
import { documents } from '../../seed/content'
import { targetPath } from '../../tools/site-build/search-page'

const built = existsSync(join(CLIENT_DIR, SEARCH_DIR, 'vocabulary.json'))

describe.runIf(built)('the site search, on its query set', () => {
  let searcher: Searcher
  let close: () => void
  beforeAll(async () => {
    // Pagefind's code as the build wrote it, run in Node (no worker here: it searches in the page, as its fallback does).
    ;({ searcher, close } = await nodeSearcher(filesIn(join(CLIENT_DIR, SEARCH_DIR))))
  }, 60_000)
  afterAll(() => close?.())

  const first = async (query: string) => (await searchWith(searcher, query, 3)).hits[0]?.url.split('#')[0] ?? '(nothing)'

  it('finds first the page wanted, for every query of every kind', async () => {
    const missed: string[] = []
    for (const { query, want, kind } of SEARCH_QUERIES) {
      const got = await first(query)
      if (got !== want) missed.push(`${kind} "${query}": ${got}, not ${want}`)
    }
    expect(missed).toEqual([])
    expect(SEARCH_QUERIES.length).toBeGreaterThanOrEqual(50)
    for (const kind of ['port', 'service', 'rule', 'question', 'misspelling'] as const)
      expect(SEARCH_QUERIES.filter((entry) => entry.kind === kind).length, kind).toBeGreaterThanOrEqual(7)
  }, 60_000)

  it('leads every name of a term, and every word it is asked with, to the page its editors chose, first (the seed\'s best bets: Thoothukudi to the pre-arrival letter, "penalty" to the fleet retainer)', async () => {
    const seed = documents as Array<Record<string, any>>
    const byId = new Map(seed.map((doc) => [doc._id, doc]))
    const chosen = seed.filter((doc) => doc._type === 'searchTerm' && doc.page)
    expect(chosen.find((doc) => doc.otherNames.includes('Thoothukudi'))?.page._ref).toBe('pageCopy.portCallCompliance')
    const missed: string[] = []
    for (const term of chosen) {
      const target = byId.get(term.page._ref)!
      const path = targetPath({ _type: target._type, key: target.key, slug: target.slug?.current })
      expect(path, term.term).toBeDefined()
      for (const name of [term.term, ...(term.otherNames ?? []), ...(term.askedAs ?? [])])
        if ((await first(name)) !== path) missed.push(`"${name}": ${await first(name)}, not ${path}`)
    }
    expect(missed).toEqual([])
  })

  it("finds first, for each of issue 58's examples, the page that answers it, the excerpt from the part that does", async () => {
    const search = (query: string) => searchWith(searcher, query, 50)
    const page = (hit: { url: string } | undefined) => hit?.url.split('#')[0]
    const text = (hit: { excerpt: Array<{ text: string }> } | undefined) => hit?.excerpt.map((part) => part.text).join('') ?? ''
    const marked = (hit: { excerpt: Array<{ text: string; mark: boolean }> }) =>
      hit.excerpt.filter((part) => part.mark).map((part) => part.text)
    const SLA_PAGES = ['/fleet-retainer', '/docs/sla-schedule']
    // A core service, not the pages that name the brand ("Global Salvage India") or say "company" once.
    const salvage = await search('salvage company India')
    expect(page(salvage.hits[0])).toBe('/response/salvage-osr')
    expect(salvage.hits.map(page)).not.toContain('/privacy')
    for (const hit of salvage.hits)
      expect(hit.excerpt.map((part) => (part.mark ? `[${part.text}]` : part.text)).join(''), hit.url).not.toMatch(/Global \[Salvage\]/)
    expect(SLA_PAGES).toContain(page((await search('response time guarantee')).hits[0]))
    // A rule by its own number, as people write it: its summary, then the notice.
    expect((await search('MSN 5/2025')).hits.slice(0, 2).map(page)).toEqual(['/docs/dgs-msn05-2025', '/notices/dgs-msn-05-2025'])
    // Questions about the promise, in the visitor's words ("penalty", "late"), answered in the site's ("credit", "delay").
    expect(SLA_PAGES).toContain(page((await search('what happens if you miss the deadline')).hits[0]))
    expect(page((await search('who owns the company')).hits[0])).toBe('/management')
    const penalty = (await search('penalty for late response')).hits[0]!
    expect(SLA_PAGES).toContain(page(penalty))
    expect(marked(penalty).join(' ')).toMatch(/Penalty|credit|delay/)
    const turnaround = (await search('turnaround time for documents')).hits[0]
    expect(page(turnaround)).toBe('/port-call-compliance')
    expect(text(turnaround)).toContain('under 2 hours')
    // A prefix is no word: "late" is not the home page's "Latest notices".
    const late = await search('documents delivered late')
    expect(SLA_PAGES).toContain(page(late.hits[0]))
    for (const hit of late.hits)
      expect(
        marked(hit).map((word) => word.toLowerCase()),
        hit.url,
      ).not.toContain('latest')
    // The excerpt from the part that answers: the pre-arrival letter's "How quickly will I receive…", "In under 2 hours".
    const soon = (await search('how soon will I get the letter')).hits[0]!
    expect(soon).toMatchObject({
      url: expect.stringMatching(/^\/port-call-compliance#/),
      section: 'How quickly will I receive the pre-arrival pack?',
    })
    expect(text(soon)).toMatch(/^In under 2 hours/)
  })

  it('corrects a word the site does not hold to its nearest, and says so; searched as typed, finds nothing and offers the nearest', async () => {
    const found = await searchWith(searcher, 'paradp port', 8)
    expect(found.corrections).toEqual([{ from: 'paradp', to: 'paradip' }])
    expect(found.searched).toBe('paradip port')
    expect(found.hits[0]?.url).toBe('/ports/paradip')
    const asTyped = await searchWith(searcher, 'paradp port', 8, { asTyped: true })
    expect(asTyped).toMatchObject({ total: 0, corrections: [] })
    expect(asTyped.closest).toContain('paradip')
    // Two edits for a word of eight letters or more; none for a word of three.
    expect((await searchWith(searcher, 'visakapatnm', 8)).searched).toBe('visakhapatnam')
    expect((await searchWith(searcher, 'tgu', 8)).corrections).toEqual([])
    // A word found by its stem is no misspelling ("salvaging" is indexed as "salvage" is).
    expect((await searchWith(searcher, 'salvaging', 8)).corrections).toEqual([])
    // Unless it is no English word, near a site's word: misspelt, though its stem is the word's ("evidance", "evidence"), and
    // corrected it names the page the word names (issue 64).
    const misspelt = await searchWith(searcher, 'financial security evidance pack', 8)
    expect(misspelt.corrections).toEqual([{ from: 'evidance', to: 'evidence' }])
    expect(misspelt.hits[0]?.url).toBe('/docs/financial-security-evidence')
  })

  it('never presents a short word as a match of a longer one, nor a long one the site only holds a part of', async () => {
    // "Trincomalee" begins no word of the site, and is near none: nothing, not the "t" of "60 t bollard pull".
    expect(await searchWith(searcher, 'Trincomalee', 8)).toMatchObject({ total: 0, hits: [] })
    // A word of one letter matches that word whole: "60 t bollard pull", never "tugs" or "tanker".
    const one = await searchWith(searcher, 't', 50)
    expect(one.total).toBeGreaterThan(0)
    for (const hit of one.hits)
      for (const part of hit.excerpt.filter((part) => part.mark)) expect(part.text.toLowerCase(), hit.url).toBe('t')
    // P&I is the word "pi" whole: never "pilot" or "pipeline".
    for (const hit of (await searchWith(searcher, 'P&I', 50)).hits)
      for (const part of hit.excerpt.filter((part) => part.mark))
        expect(part.text, hit.url).toMatch(/^(P&I|P and I|protection and indemnity)$/i)
    // A word no page holds is left out, and said: the results are those of the other words.
    const zqxjvw = await searchWith(searcher, 'salvage zqxjvw', 8)
    expect(zqxjvw.left).toEqual(['zqxjvw'])
    expect(zqxjvw.hits.map((hit) => hit.url)).toEqual((await searchWith(searcher, 'salvage', 8)).hits.map((hit) => hit.url))
  })

  it('titles a result by its page name, leads a port to its top, and shows the sentence around the match without the names the build added', async () => {
    const about = (await searchWith(searcher, 'paperwork', 8)).hits.find((hit) => hit.url.startsWith('/about'))
    expect(about?.title).toBe('About us')
    const jnpt = (await searchWith(searcher, 'JNPT', 8)).hits[0]!
    expect(jnpt).toMatchObject({ url: '/ports/mumbai', title: 'Mumbai / JNPT', kind: 'port' })
    // Cochin is named on the fleet retainer page: a search for Kochi finds it, the excerpt showing the page's own word.
    const kochi = await searchWith(searcher, 'Kochi', 20)
    expect(kochi.terms).toEqual([['Cochin', 'Kochi']])
    const retainer = kochi.hits.find((hit) => hit.url.startsWith('/fleet-retainer'))!
    expect(retainer.excerpt.filter((part) => part.mark).map((part) => part.text)).toContain('Cochin')
    for (const hit of kochi.hits) expect(hit.excerpt.map((part) => part.text).join('')).not.toMatch(/\(\(|\)\)/)
    // Words joined by the page's elements are apart: no "Alert2026-11-25".
    for (const hit of (await searchWith(searcher, 'alert', 50)).hits)
      expect(hit.excerpt.map((part) => part.text).join('')).not.toMatch(/[a-z]\d{4}-/i)
  })
})
