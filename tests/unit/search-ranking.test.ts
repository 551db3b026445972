/**
 * How the site search ranks, on a small site of its own: pages written here, indexed as the build
 * indexes them (tools/site-build/search-index.ts `searchIndexFiles`, Pagefind's own indexer) and searched
 * with the box's engine in Node (tools/site-build/search-node.ts), so that what the seed's content does not
 * have (a port with a guide of its own that the pre-arrival form also lists) is checked too:
 * - a name a term of the CMS gives leads to the page editors chose for it (its best bet), first;
 * - a port the pre-arrival form serves is found by its names: on its own page when it has one
 *   ("Kochi": the Cochin port's guide, not the form's page or a passing mention), else on the form's
 *   page; a choice of stop words only ("Other") names nothing;
 * - a page named by the words ranks above a printable document that repeats them;
 * - where no page holds every word, the most of them, the others said;
 * - the build writes what the search answers for each term's names (the Studio's preview).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formAction } from '../../contract/forms.ts'
import { searchWith, type Searcher } from '../../src/search/engine.ts'
import type { TermPreviews } from '../../src/search/term-previews.ts'
import { PREVIEWS_FILE, searchIndexFiles, type IndexSource } from '../../tools/site-build/search-index.ts'
import { nodeSearcher } from '../../tools/site-build/search-node.ts'
import type { SearchIndexContent } from '../../tools/site-build/search-page.ts'

const BRAND = 'Example Salvage'
const page = (path: string, title: string, main: string): IndexSource => ({
  path,
  html: async () =>
    `<!doctype html><html lang="en-IN"><head><title>${title} | ${BRAND}</title></head><body><header>Ports Contact</header><main data-pagefind-body="">${main}</main></body></html>`,
})
const passing = (words: string) => `<p>${words}</p>`

const SITE: IndexSource[] = [
  page(
    '/ports/cochin',
    'Cochin Port-Call Compliance',
    '<h1>Cochin Port Authority, Kerala</h1><p>Pre-arrival requirements, berths and emergency contacts for the port.</p><h2>Equipment</h2><p>Boom and pumps with partners.</p>',
  ),
  page(
    '/port-call-compliance',
    'Pre-Arrival Letter Generator',
    `<h1>Generate your pre-arrival pack</h1><p>Tell us the vessel, port and ETA.</p><form action="${formAction('preArrival')}" method="post"><label for="pre-arrival-port">Port of call</label><select id="pre-arrival-port" name="port" required=""><option value="">Select port</option><option value="Cochin">Cochin</option><option value="Tuticorin">Tuticorin</option><option value="Other">Other</option></select><button>Generate</button></form><h2>Frequently asked questions</h2><p>We answer every request within two hours.</p>`,
  ),
  page(
    '/fleet-retainer',
    'Fleet Retainer',
    `<h1>Risk control for every port call</h1><p>One retainer covers your fleet, with mobilisation to Mumbai and Cochin within hours.</p><h2>Request a fleet quote</h2><p>A written quote within a day.</p>`,
  ),
  page(
    '/docs/sla-schedule',
    'Fleet Retainer SLA Schedule (Printable)',
    `<h1>Fleet retainer SLA schedule</h1>${Array.from({ length: 8 }, (_, n) => passing(`Clause ${n + 1}: the retainer's service level ${n + 1} applies to every vessel the retainer covers.`)).join('')}`,
  ),
  page('/contact', 'Contact the 24/7 desk', '<h1>Talk to the 24/7 desk</h1><h2>How to reach us</h2><p>24/7 Hotline. +91 22 6000 2400.</p>'),
  page(
    '/privacy',
    'Privacy notice',
    '<h1>How we use what you send us</h1><p>The forms collect your name, email and phone number, and we keep them for a year.</p>',
  ),
  page('/about', 'About us', '<h1>About us</h1><p>Founded in Mumbai in 2013, we have answered salvage calls since.</p>'),
]

const CONTENT: SearchIndexContent = {
  brand: BRAND,
  copies: [
    { key: 'portCallCompliance', name: 'Pre-arrival letter generator' },
    { key: 'fleetRetainer', name: 'Fleet retainer' },
    { key: 'docSlaSchedule', name: 'Fleet retainer SLA schedule' },
    { key: 'contact', name: 'Contact' },
    { key: 'about', name: 'About us' },
  ],
  ports: [{ slug: 'cochin', name: 'Cochin', fullName: 'Cochin Port Authority, Kerala', otherNames: null }],
  pages: [{ slug: 'privacy', title: 'Privacy notice' }],
  terms: [
    { term: 'Cochin', otherNames: ['Kochi'], page: null },
    {
      term: 'Tuticorin',
      otherNames: ['V.O. Chidambaranar', 'Thoothukudi'],
      page: { _type: 'pageCopy', key: 'portCallCompliance', slug: null },
    },
    { term: 'hotline', otherNames: ['phone', 'phone number'], page: { _type: 'pageCopy', key: 'contact', slug: null } },
  ],
}

describe('the site search ranks, on a site of its own', () => {
  let searcher: Searcher
  let close: () => void
  let files: Map<string, Buffer>
  beforeAll(async () => {
    ;({ files } = await searchIndexFiles(SITE, CONTENT))
    ;({ searcher, close } = await nodeSearcher(async (name) => files.get(name)))
  }, 120_000)
  afterAll(() => close?.())

  const first = async (query: string) => (await searchWith(searcher, query, 8)).hits.map((hit) => hit.url.split('#')[0])

  it('leads a name of a term to the page editors chose, first, with the sentence that shows it', async () => {
    expect((await first('Thoothukudi'))[0]).toBe('/port-call-compliance')
    expect((await first('V.O. Chidambaranar'))[0]).toBe('/port-call-compliance')
    // The contact page, though the privacy notice holds the words and it does not.
    const phone = await searchWith(searcher, 'phone number', 8)
    expect(phone.hits.map((hit) => hit.url.split('#')[0])).toEqual(['/contact', '/privacy'])
    expect(phone.hits[0]!.excerpt.map((part) => part.text).join('')).toMatch(/Hotline/)
    expect((await first('what is your phone number'))[0]).toBe('/contact')
  })

  it("finds a port by its names on its own page where it has one, else on the pre-arrival form's page; never by a choice that names nothing", async () => {
    // Cochin has a guide: "Kochi" leads there, not to the form that lists it, nor to a passing mention.
    expect((await first('Kochi'))[0]).toBe('/ports/cochin')
    expect((await first('Cochin'))[0]).toBe('/ports/cochin')
    // Tuticorin has none: the form's page, its line of ports shown and marked.
    const tuticorin = await searchWith(searcher, 'Tuticorin', 8)
    expect(tuticorin.hits[0]?.url).toBe('/port-call-compliance')
    expect(tuticorin.hits[0]!.excerpt.filter((part) => part.mark).map((part) => part.text)).toEqual(['Tuticorin'])
    expect(tuticorin.hits[0]!.excerpt.map((part) => part.text).join('')).toContain('Port of call: Tuticorin')
    // "Other" is no port: the form's page is not found by it.
    expect(await first('Other')).not.toContain('/port-call-compliance')
  })

  it('ranks a page named by the words above the printable document that repeats them', async () => {
    expect((await first('retainer')).slice(0, 2)).toEqual(['/fleet-retainer', '/docs/sla-schedule'])
    expect((await first('SLA schedule'))[0]).toBe('/docs/sla-schedule')
  })

  it('where no page holds every word, finds the most of them and says which were left out; as typed, nothing', async () => {
    const founded = await searchWith(searcher, 'when was the company founded', 8)
    expect(founded).toMatchObject({ left: ['company'] })
    expect(founded.hits[0]?.url).toBe('/about')
    const trust = await searchWith(searcher, 'Cochin port trust?', 8)
    expect(trust.left).toEqual(['trust'])
    expect(trust.hits[0]?.url).toBe('/ports/cochin')
    expect(await searchWith(searcher, 'Cochin zqxjvw', 8, { asTyped: true })).toMatchObject({ total: 0, left: [] })
    // A query of one word is found or not: nothing is left out of it.
    expect(await searchWith(searcher, 'zqxjvw', 8)).toMatchObject({ total: 0, left: [] })
  })

  it("writes, beside the index, what the search answers first for each name of each term (the Studio's preview)", () => {
    const previews = JSON.parse(files.get(PREVIEWS_FILE)!.toString()) as TermPreviews
    expect(Date.parse(previews.builtAt)).toBeGreaterThan(0)
    expect(Object.keys(previews.names).sort()).toEqual(
      ['cochin', 'kochi', 'tuticorin', 'v.o. chidambaranar', 'thoothukudi', 'hotline', 'phone', 'phone number'].sort(),
    )
    expect(previews.names['thoothukudi']![0]).toMatchObject({
      url: '/port-call-compliance',
      title: 'Pre-arrival letter generator',
      kind: 'page',
    })
    expect(previews.names['kochi']![0]).toMatchObject({ url: '/ports/cochin', title: 'Cochin', kind: 'port' })
    expect(previews.names['phone number']!.map((hit) => hit.url.split('#')[0])).toEqual(['/contact', '/privacy'])
  })
})
