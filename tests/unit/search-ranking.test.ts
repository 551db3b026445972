/**
 * How the site search ranks, on a small site of its own: pages written here, indexed as the build
 * indexes them (tools/site-build/search-index.ts `searchIndexFiles`, Pagefind's own indexer) and searched
 * with the box's engine in Node (tools/site-build/search-node.ts), so that what the seed's content does not
 * have (a port with a guide of its own that the pre-arrival form also lists) is checked too:
 * - a name a term of the CMS gives leads to the page editors chose for it (its best bet), first;
 * - a port the pre-arrival form serves is found by its names: on its own page when it has one
 *   ("Kochi": the Cochin port's guide, not the form's page or a passing mention), else on the form's
 *   page, where the answer is weak (the box offers a person beside it); a choice of stop words only
 *   ("Other") names nothing;
 * - a page named by the words (in either order) ranks above a printable document that repeats them;
 * - a form's page is found by what its form asks for (its fields' labels), which Pagefind does not read,
 *   and a lead form's by the CMS's words that ask to send a request, never shown in an excerpt;
 * - a list is named by the kinds its summary says it lists (a term there by any of its names);
 * - the home page, a line of every part of the site, counts less than the page of that part;
 * - where no page holds every word, the most of them, the others said;
 * - a page that holds the words only far apart after a page about one of them, the answer weak;
 * - the build writes what the search answers for each term's names (the Studio's preview).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formAction } from '../../contract/forms.ts'
import { searchWith, type Searcher } from '../../src/search/engine.ts'
import { isWeak } from '../../src/search/weak.ts'
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
  // Issue 64: the home page, a line of every part of the site.
  page(
    '/',
    'Salvage, compliance and fleet cover',
    `<h1>Salvage, compliance and fleet cover</h1>${passing('Pumps mobilised from Mumbai. Pre-arrival packs in hours, from Mumbai. One retainer for your fleet.')}`,
  ),
  page(
    '/ports/cochin',
    'Cochin Port-Call Compliance',
    '<h1>Cochin Port Authority, Kerala</h1><p>Pre-arrival requirements, berths and emergency contacts for the port.</p><h2>Equipment</h2><p>Boom and pumps with partners.</p>',
  ),
  page(
    '/port-call-compliance',
    'Pre-Arrival Letter Generator',
    `<h1>Generate your pre-arrival pack</h1><p>Tell us the vessel, port and ETA.</p><form action="${formAction('preArrival')}" method="post"><label for="pre-arrival-port">Port of call</label><select id="pre-arrival-port" name="port" required=""><option value="">Select port</option><option value="Cochin">Cochin</option><option value="Tuticorin">Tuticorin</option><option value="Other">Other</option></select><label for="pre-arrival-imo">IMO number<span aria-hidden="true">*</span></label><input id="pre-arrival-imo" name="imo"/><button>Generate</button></form><h2>Frequently asked questions</h2><p>We answer every request within two hours.</p>`,
  ),
  page(
    '/fleet-retainer',
    'Fleet Retainer',
    `<h1>Risk control for every port call</h1><p>One retainer covers your fleet, with mobilisation to Mumbai and Cochin within hours.</p><h2>Request a fleet quote</h2><p>A written quote within a day.</p><h2>The retainer's schedule</h2><p>Download the retainer's SLA schedule, its service level clause by clause (PDF), for your fleet's risk file.</p>`,
  ),
  page(
    '/docs/sla-schedule',
    'Fleet Retainer SLA Schedule (Printable)',
    `<h1>Fleet retainer SLA schedule</h1>${Array.from({ length: 8 }, (_, n) => passing(`Clause ${n + 1}: the retainer's service level ${n + 1} applies to every vessel the retainer covers.`)).join('')}<p>Reviewed with the annual fleet report.</p>`,
  ),
  page('/contact', 'Contact the 24/7 desk', '<h1>Talk to the 24/7 desk</h1><h2>How to reach us</h2><p>24/7 Hotline. +91 22 6000 2400.</p>'),
  page(
    '/privacy',
    'Privacy notice',
    '<h1>How we use what you send us</h1><p>The forms collect your name, email and phone number, and we keep them for a year.</p><p>The company that holds them is in India, under the Rules of 2025: every 2025 request answered.</p>',
  ),
  page(
    '/about',
    'About us',
    '<h1>About us</h1><img src="/images/harbour.jpg" alt="A tug beside harbour cranes"/><p>Founded in Mumbai in 2013, we have answered salvage calls since.</p>',
  ),
  // Issue 58: the brand signs pages; a rule, its notice and its summary; the words the site answers questions with.
  page(
    '/response/salvage',
    'Emergency salvage',
    '<h1>Emergency salvage</h1><p>Tugs and pumps mobilised from Mumbai within hours of your call.</p>',
  ),
  page(
    '/docs/compliance-pack',
    'Compliance pack',
    `<h1>Compliance pack</h1><p>Signed for ${BRAND} by the chief operating officer.</p><p>Each pre-arrival pack as the port receives it, in the order it checks it.</p>`,
  ),
  page(
    '/notices/msn',
    'DGS notice MSN 05/2025',
    '<h1>DGS notice MSN 05/2025: verified cover before every call</h1><p>The notice MSN 05/2025 asks every vessel for verified cover. MSN 05/2025 applies from June 2025: read MSN 05/2025 in full.</p>',
  ),
  page(
    '/docs/msn-summary',
    'MSN 05/2025 compliance summary',
    '<h1>MSN 05/2025 compliance summary</h1><h2>Clause summary</h2><p>Verified cover for vessels of 300 GT and above.</p>',
  ),
  page('/notices', 'Notices', '<h1>Latest notices</h1><p>What changes at the ports, as it happens.</p>'),
  // Issue 64: a list whose summary says the kinds it lists, and one of them (its topic's list, shared under the topic's name alone).
  page(
    '/bulletins',
    'Bulletins: Circulars, Advisories and Warnings',
    `<h1>Bulletins</h1>${passing('Swell advisory for the outer anchorage.')}${passing('Circular on verified cover for every call.')}${passing('Berth warnings while they last.')}${passing('Each DGS order is read on the day it is issued.')}`,
  ),
  {
    path: '/bulletins/warnings',
    html: async () =>
      `<!doctype html><html lang="en-IN"><head><title>Warnings: Bulletins: Circulars, Advisories and Warnings | ${BRAND}</title><meta property="og:title" content="Warnings"/></head><body><main data-pagefind-body=""><h1>Warnings</h1>${passing('Berth warnings while they last, and the advisory for each.')}</main></body></html>`,
  },
  page(
    '/bulletins/swell',
    'Swell advisory for the outer anchorage',
    `<h1>Swell advisory for the outer anchorage</h1>${passing('Heavy swell delays pilot boarding; advisory warnings follow each change of the forecast.')}`,
  ),
  // Issue 64: a page whose summary (its SEO title) says what it is about, which its text does not repeat.
  page(
    '/case-studies',
    'Case studies: salvage, towage and pollution response',
    `<h1>Proven on busy coasts</h1><p>Three recent jobs and the numbers behind them.</p>${passing('Each case names the vessel, the port, the hours to mobilise and the outcome for the owner and the insurer.')}`,
  ),
  // Issue 64: a headline that says a query but one of its words that weigh nothing.
  page('/ports', 'Port directory', '<h1>Every port we cover</h1><p>Guides, contacts and response times, coast by coast.</p>'),
  page(
    '/notices/cover',
    'Cover before every Indian port call',
    '<h1>Verified cover before every Indian port call</h1><p>Vessels need cover from June; the port checks the cover on arrival.</p>',
  ),
  // Issue 64: two words of a query on one page, only far apart.
  page(
    '/history',
    'Our history',
    `<h1>Our history</h1><p>Our first crew sailed from Mumbai harbour on a borrowed launch with two pumps and a radio.</p>${passing('Over the years the fleet grew port by port along both coasts, with partners in every state we serve.')}<p>Nothing of that will change.</p>`,
  ),
  // Issue 64: two words of a query, often but far apart on one page, once in a sentence on another.
  page(
    '/guides/arrival',
    'Arrival guide',
    `<h1>Arrival guide</h1><p>Ballast water is exchanged before the vessel reaches the coast.</p>${passing('Masters log each exchange with its position, time and volume, and the agent sends the log ahead.')}<p>A survey follows at the berth.</p>${passing('Port state officers may ask for the log, the certificates and the crew list on boarding.')}<p>The ballast log stays on board for two years.</p>${passing('Owners keep a copy ashore with the class society, and the agent keeps one for the port.')}<p>The survey report goes to the owner.</p>`,
  ),
  page(
    '/guides/inspection',
    'Inspections',
    `<h1>Inspections</h1>${passing('Officers come aboard at the berth with the agent and check the certificates, the crew list and the log.')}<p>Each survey of ballast tanks is made before the first call.</p>`,
  ),
  // Issue 64 (session 24): a page about one word of a query, and one that holds both only far apart.
  page(
    '/fleet/lifting',
    'Heavy lifting',
    '<h1>Heavy lifting</h1><h2>Derricks</h2><p>Our derricks lift hulls of every size, a derrick for each.</p>',
  ),
  page('/fleet/deck', 'Deck gear', '<h1>Deck gear</h1><p>Each boat carries a capstan forward: the capstan hauls the lines.</p>'),
  page(
    '/yard',
    'Our yard',
    `<h1>Our yard</h1><p>A derrick stands at the gate of the yard, where the boats are berthed and painted each year.</p>${passing('Spare parts for the hoses and engines are kept in the store behind the offices, next to the workshop.')}<p>The old capstan was sold.</p>`,
  ),
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
  pages: [
    { slug: 'privacy', title: 'Privacy notice' },
    { slug: 'response/salvage', title: 'Emergency salvage' },
    { slug: 'case-studies', title: 'Case studies' },
    { slug: 'docs/msn-summary', title: 'MSN 05/2025 compliance summary' },
    { slug: 'notices/msn', title: 'DGS notice MSN 05/2025' },
  ],
  filler: [BRAND, 'company', 'India', 'Indian', 'Port'],
  printable: ['PDF', 'Template', 'Checklist'],
  sending: ['Request', 'Order'],
  terms: [
    { term: 'Cochin', otherNames: ['Kochi'], askedAs: null, page: null, about: null },
    {
      term: 'Tuticorin',
      otherNames: ['V.O. Chidambaranar', 'Thoothukudi'],
      askedAs: null,
      page: { _type: 'pageCopy', key: 'portCallCompliance', slug: null },
      about: null,
    },
    {
      term: 'pre-arrival pack',
      otherNames: null,
      askedAs: null,
      page: { _type: 'pageCopy', key: 'portCallCompliance', slug: null },
      about: null,
    },
    {
      term: 'hotline',
      otherNames: ['phone', 'phone number'],
      askedAs: null,
      page: { _type: 'pageCopy', key: 'contact', slug: null },
      about: null,
    },
    {
      term: 'MSN 05/2025',
      otherNames: ['DGS MSN 05/2025'],
      askedAs: null,
      page: { _type: 'page', key: null, slug: 'docs/msn-summary' },
      about: [{ _type: 'page', key: null, slug: 'notices/msn' }],
    },
    {
      term: 'service level',
      otherNames: ['SLA'],
      askedAs: ['guarantee'],
      page: { _type: 'pageCopy', key: 'docSlaSchedule', slug: null },
      about: null,
    },
    { term: 'circular', otherNames: ['DGS order'], askedAs: null, page: null, about: null },
    {
      term: 'delay',
      otherNames: ['within hours'],
      askedAs: ['late'],
      page: null,
      about: [{ _type: 'pageCopy', key: 'fleetRetainer', slug: null }],
    },
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

  it("says its answer is weak where a query names only a port the form lists that has no guide, and offers a person beside the form's page (issue 64)", async () => {
    for (const query of ['Tuticorin', 'Thoothukudi', 'V.O. Chidambaranar']) {
      const found = await searchWith(searcher, query, 8)
      expect(found.hits[0]?.url, query).toBe('/port-call-compliance')
      expect(found, query).toMatchObject({ unpaged: true, left: [], apart: false })
      expect(isWeak(found), query).toBe(true)
    }
    // A port with a guide, and a query that asks for more than the place: answered as any other.
    for (const query of ['Kochi', 'Cochin', 'Tuticorin phone number']) {
      const found = await searchWith(searcher, query, 8)
      expect(found, query).toMatchObject({ unpaged: false })
    }
    expect(isWeak(await searchWith(searcher, 'Kochi', 8))).toBe(false)
  })

  it('ranks a page named by the words above the printable document that repeats them', async () => {
    expect((await first('retainer')).slice(0, 2)).toEqual(['/fleet-retainer', '/docs/sla-schedule'])
    expect((await first('SLA schedule'))[0]).toBe('/docs/sla-schedule')
    // Its name's words the other way round, a stop word between ("retainer for our fleet" is the Fleet
    // retainer), though the schedule holds every word and the page not "annual".
    expect((await first('annual retainer for our fleet'))[0]).toBe('/fleet-retainer')
  })

  it("finds no page by its picture's description, which the index leaves out (every query fetches the index's words)", async () => {
    expect(await first('cranes')).toEqual([])
  })

  it("finds a form's page by what its form asks for, which Pagefind does not read (issue 64)", async () => {
    const imo = await searchWith(searcher, 'IMO number', 8)
    expect(imo.hits[0]?.url.split('#')[0]).toBe('/port-call-compliance')
    expect(imo.hits[0]!.excerpt.map((part) => part.text).join('')).toContain('IMO number')
  })

  it('names a list by the kinds its summary says it lists, above a page named by one of them or a list of one (issue 64)', async () => {
    expect((await first('advisories and warnings'))[0]).toBe('/bulletins')
    expect((await first('circulars and advisories'))[0]).toBe('/bulletins')
    // A term by one of its names in the text ("DGS order"), by another in the summary ("Circulars"): in the summary.
    expect((await first('DGS orders and warnings'))[0]).toBe('/bulletins')
  })

  it("counts less the home page's score, which holds a line of every part of the site (issue 64)", async () => {
    expect((await first('pumps mobilised from Mumbai'))[0]).toBe('/response/salvage')
  })

  it('finds the page of a form that sends a request by the verbs that ask for one, not a document that holds them too (issue 64)', async () => {
    // The compliance pack holds "order" and the pre-arrival pack; the form's page, whose button says "Generate", holds the CMS's words that ask to send.
    const order = await searchWith(searcher, 'order a pre-arrival pack', 8)
    expect(order.hits[0]?.url.split('#')[0]).toBe('/port-call-compliance')
    // Never shown: the excerpt is the page's own words, even where they are all the page holds of the query.
    const form = (await searchWith(searcher, 'order', 8)).hits.find((hit) => hit.url.startsWith('/port-call-compliance'))
    expect(form).toBeDefined()
    expect(form!.excerpt.map((part) => part.text).join('')).not.toMatch(/order/i)
  })

  it('puts a printable document first where the query asks for one, not the page that offers its PDF (issue 64)', async () => {
    // The retainer's page says "schedule" and "PDF" in one sentence; the document says neither "PDF" nor "template".
    for (const query of ['schedule pdf', 'retainer schedule PDFs', 'schedule template'])
      expect((await first(query))[0], query).toBe('/docs/sla-schedule')
    // The page a term leads to, first; asked for printable, the document that holds it.
    expect((await first('pre-arrival pack'))[0]).toBe('/port-call-compliance')
    expect((await first('pre-arrival pack PDF'))[0]).toBe('/docs/compliance-pack')
    // Though the form's page holds more of the other words (the vessel, the ETA).
    expect((await first('pre-arrival pack PDF for the vessel ETA'))[0]).toBe('/docs/compliance-pack')
    // No document holds the other words: the page that does, first.
    expect((await first('risk file pdf'))[0]).toBe('/fleet-retainer')
    // Asked for alone, the printable documents only (the routes' kind: contract/routes.ts), whatever the other pages' text says.
    expect((await first('pdf')).sort()).toEqual(['/docs/compliance-pack', '/docs/sla-schedule'])
    // It names no page, and a document that holds the other words is no weak answer.
    const pack = await searchWith(searcher, 'compliance pack checklist', 8)
    expect(pack.hits[0]?.url).toBe('/docs/compliance-pack')
    expect(pack).toMatchObject({ left: [], apart: false, corrections: [] })
  })

  it("takes the words of a page's address as a name of it (issue 64)", async () => {
    // Though its name says it otherwise, and the Cochin guide's title holds the words.
    expect((await first('port call compliance'))[0]).toBe('/port-call-compliance')
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

  it('names the page whose headline the query says but for one of its words that weigh nothing (issue 64)', async () => {
    // "Indian" and "ports" weigh nothing; the directory's headline says "port" and "cover", and a
    // notice holds "cover", "Indian" and "port" more, in its name and its text.
    expect((await first('which Indian ports do you cover'))[0]).toBe('/ports')
    expect((await first('which ports do you cover'))[0]).toBe('/ports')
  })

  it("weighs the brand's name and the words that weigh nothing as nothing: a page that holds only them is no result", async () => {
    // "salvage company India": the salvage page, never the compliance pack, which names the brand only.
    const salvage = await first('salvage company India')
    expect(salvage[0]).toBe('/response/salvage')
    expect(salvage).not.toContain('/docs/compliance-pack')
    expect(await first('Example Salvage')).toContain('/docs/compliance-pack')
  })

  it('reads a rule by its number as people write it, and finds first the page editors chose as its home, then the one also about it', async () => {
    for (const query of ['MSN 5/2025', 'msn 5 2025', 'MSN 05/2025'])
      expect((await first(query)).slice(0, 2), query).toEqual(['/docs/msn-summary', '/notices/msn'])
    // Its number alone, written apart: the rule, not the page that says "2025" most.
    expect((await first('5 2025'))[0]).toBe('/docs/msn-summary')
  })

  it('leads the words people ask with to the words the site answers with, whole ("late" is not "latest"), and ranks the pages about them first', async () => {
    const late = await searchWith(searcher, 'documents delivered late', 8)
    expect(late.hits[0]?.url).toBe('/fleet-retainer')
    expect(late.hits.map((hit) => hit.url)).not.toContain('/notices')
    expect(late.terms).toEqual([['late', 'delay', 'within hours']])
    expect((await first('service guarantee'))[0]).toBe('/docs/sla-schedule')
  })

  it('where no page holds every word, ranks first the page that holds the most of what matters, and says which it lacks', async () => {
    // Not the privacy notice, which holds the two words that weigh nothing (the most words, but nothing that matters).
    const tugs = await searchWith(searcher, 'tugs company India', 8)
    expect(tugs.hits.map((hit) => hit.url)).toEqual(['/response/salvage'])
    expect(tugs.left).toEqual(['company', 'India'])
  })

  it('says an answer is weak where its best page holds the words only far apart, not where they stand together or name it (issue 64)', async () => {
    // "crew" opens the history, "change" ends it: a page about neither together.
    const crew = await searchWith(searcher, 'crew change', 8)
    expect(crew.hits[0]?.url).toBe('/history')
    expect(crew).toMatchObject({ left: [], apart: true })
    expect(isWeak(crew)).toBe(true)
    // Together in one sentence: an answer.
    const pumps = await searchWith(searcher, 'launch pumps', 8)
    expect(pumps).toMatchObject({ left: [], apart: false })
    expect(isWeak(pumps)).toBe(false)
    // One word names the page ("Cochin"), the other is far down it: an answer.
    expect(await searchWith(searcher, 'Cochin pumps', 8)).toMatchObject({ apart: false })
  })

  it('ranks a page that holds the words only far apart after one about some of them, and says the answer is weak (issue 64)', async () => {
    // "derrick" at the yard's gate, "capstan" at its end: the page about derricks first, though it lacks
    // "capstan"; the yard, holding more of them, after it; the answer weak, no page saying both together.
    const lifting = await searchWith(searcher, 'derrick capstan', 8)
    const urls = lifting.hits.map((hit) => hit.url)
    expect(urls[0]).toBe('/fleet/lifting')
    expect(urls).toContain('/yard')
    expect(lifting).toMatchObject({ left: [], apart: true })
    expect(isWeak(lifting)).toBe(true)
  })

  it('ranks first the page where the words stand together in one passage, above one that holds them more often, far apart (issue 64)', async () => {
    expect((await first('ballast survey')).slice(0, 2)).toEqual(['/guides/inspection', '/guides/arrival'])
  })

  it('reads a thing its summary holds as standing with every passage of the page, as one its whole text is about (issue 64)', async () => {
    // "salvage" in the case studies' summary, "jobs" in their text: an answer, above the page named "Emergency salvage".
    const jobs = await searchWith(searcher, 'past salvage jobs', 8)
    expect(jobs.hits[0]?.url).toBe('/case-studies')
    expect(jobs).toMatchObject({ apart: false })
  })

  it("never corrects an English word to a site's word one letter off; corrects a word that is no word (issue 64)", async () => {
    // "room" is one letter from "boom", and English: searched as typed, nothing found, so the box offers to ask a person.
    const room = await searchWith(searcher, 'room', 8)
    expect(room).toMatchObject({ total: 0, corrections: [] })
    expect(isWeak(room)).toBe(true)
    expect(await searchWith(searcher, 'bomo', 8)).toMatchObject({ corrections: [{ from: 'bomo', to: 'boom' }] })
  })

  it("asks for the other results' details once the best one's have arrived, and shows it before reading theirs (Pagefind reads each in the page)", async () => {
    // Each result's details asked for and arrived, in order, and when the first result is shown.
    const events: string[] = []
    const { pagefind } = searcher
    const watched: Searcher = {
      ...searcher,
      pagefind: {
        ...pagefind,
        search: async (term) => {
          const answer = await pagefind.search(term)
          const data = (result: (typeof answer & object)['results'][number]) => () => {
            events.push(`ask ${result.id}`)
            return result.data().then((details) => (events.push(`got ${result.id}`), details))
          }
          return answer && { results: answer.results.map((result) => ({ ...result, data: data(result) })) }
        },
      },
    }
    const found = await searchWith(watched, 'port', 8, {
      shown: (partial) => void (partial.hits.length && !events.includes('shown') && events.push('shown')),
    })
    expect(found.hits.length).toBeGreaterThan(4)
    const best = found.hits[0]!.id
    const shown = events.indexOf('shown')
    expect(events.indexOf(`got ${best}`)).toBeLessThan(shown)
    // Before it is shown, only its details and those of the two the ranking fetched ahead while it searched (rank.ts AHEAD) arrived.
    const arrived = new Set(events.slice(0, shown).filter((event) => event.startsWith('got ')))
    expect(arrived.size).toBeLessThanOrEqual(3)
    // The others are asked for after the best one's arrived.
    const others = found.hits.slice(1).filter((hit) => !events.slice(0, events.indexOf(`got ${best}`)).includes(`ask ${hit.id}`))
    expect(others.length).toBeGreaterThan(2)
  })

  it("writes, beside the index, what the search answers first for each name of each term and each word it is asked with (the Studio's preview)", () => {
    const previews = JSON.parse(files.get(PREVIEWS_FILE)!.toString()) as TermPreviews
    expect(Date.parse(previews.builtAt)).toBeGreaterThan(0)
    expect(Object.keys(previews.names).sort()).toEqual(
      [
        ...['cochin', 'kochi', 'tuticorin', 'v.o. chidambaranar', 'thoothukudi', 'hotline', 'phone', 'phone number'],
        ...['msn 05/2025', 'dgs msn 05/2025', 'service level', 'sla', 'delay', 'within hours', 'pre-arrival pack', 'circular', 'dgs order'],
        // Asked as:
        ...['guarantee', 'late'],
      ].sort(),
    )
    expect(previews.names['late']![0]).toMatchObject({ url: '/fleet-retainer' })
    expect(previews.names['thoothukudi']![0]).toMatchObject({
      url: '/port-call-compliance',
      title: 'Pre-arrival letter generator',
      kind: 'page',
    })
    expect(previews.names['kochi']![0]).toMatchObject({ url: '/ports/cochin', title: 'Cochin', kind: 'port' })
    expect(previews.names['phone number']!.map((hit) => hit.url.split('#')[0])).toEqual(['/contact', '/privacy'])
  })
})
