/**
 * The site search's query set: what people of the trade type (a fleet manager, an agent, a master),
 * each with the page they want first, against the seed's content. tests/unit/search-queries.test.ts
 * runs every query through the box's engine (src/search/engine.ts) over the built index, and
 * docs/search.md says how to add to it. The engine holds no answer to any of these: a query passes
 * by the words the site holds, the names of its pages, the CMS's other names and the corrections.
 *
 * `want`: the page (its address, without a section) that must be the first result.
 */
export type SearchQuery = {
  query: string
  want: string
  kind: 'port' | 'service' | 'rule' | 'question' | 'misspelling'
}

/**
 * The want of a query the site cannot answer (a port it does not serve, a service it does not offer,
 * a job): the search should say its results are weak (src/search/weak.ts), so that the box offers the
 * way to ask a person.
 */
export const ASK_A_PERSON = 'ask a person'

const query = (kind: SearchQuery['kind'], query: string, want: string): SearchQuery => ({ query, want, kind })
const port = (q: string, want: string) => query('port', q, want)
const service = (q: string, want: string) => query('service', q, want)
const rule = (q: string, want: string) => query('rule', q, want)
const question = (q: string, want: string) => query('question', q, want)
const misspelling = (q: string, want: string) => query('misspelling', q, want)

/** The makers of a query of each kind, for the held-out set (tests/search-held-out.ts) too. */
export const queryOf = { port, service, rule, question, misspelling }

export const SEARCH_QUERIES: SearchQuery[] = [
  // Ports, by their names and the names the trade also uses (a port's own, and the CMS's other names).
  port('Mumbai', '/ports/mumbai'),
  port('Nhava Sheva', '/ports/mumbai'),
  port('JNPT', '/ports/mumbai'),
  port('Bombay', '/ports/mumbai'),
  port('Kandla', '/ports/kandla'),
  port('Deendayal', '/ports/kandla'),
  port('Vizag', '/ports/visakhapatnam'),
  port('Visakhapatnam port', '/ports/visakhapatnam'),
  port('Paradeep', '/ports/paradip'),
  port('Paradip', '/ports/paradip'),
  port('Mundra', '/ports/mundra'),
  port('Vadinar', '/ports/vadinar'),
  port('Gulf of Kutch', '/ports/vadinar'),
  // A port by the other name the CMS gives it, beside a port whose full name holds that name in a longer one
  // (Vadinar's "Deendayal Port Authority"): the port it is a whole name of; and by the authority both full names name.
  port('deendayal port emergency contacts', '/ports/kandla'),
  port('deendayal port authority', '/ports/kandla'),
  // Every port at once: the directory (the CMS's term for it; "ports" alone weighs nothing).
  port('which ports do you serve', '/ports'),
  port('list of ports you cover', '/ports'),
  port('all indian ports response times', '/ports'),
  // Ports without a guide, by the names the pre-arrival form lists and those the CMS's terms give
  // them: the form's page (issue 52: each answered "Nothing found"; "Kochi" found Cochin in passing).
  port('Tuticorin', '/port-call-compliance'),
  port('Thoothukudi', '/port-call-compliance'),
  port('V.O. Chidambaranar', '/port-call-compliance'),
  port('VOC port', '/port-call-compliance'),
  port('Kochi', '/port-call-compliance'),
  // Services.
  service('salvage', '/response/salvage-osr'),
  service('oil spill response', '/response/salvage-osr'),
  service('OSR', '/response/salvage-osr'),
  service('wreck removal', '/response/salvage-osr'),
  service('firefighting', '/response/salvage-osr'),
  service('fleet retainer', '/fleet-retainer'),
  service('pre-arrival letter', '/port-call-compliance'),
  // Who the insurers' hub is for, and the list a port checks an insurer against (the evidence pack links and checks it).
  service('P&I club correspondents', '/insurers-hub'),
  service('dgs authorised insurers list', '/docs/financial-security-evidence'),
  // A year's contract for a fleet: the retainer's page, not its SLA schedule, which restates it clause by clause.
  service('annual contract covering all our ships', '/fleet-retainer'),
  service('sla backed fleet contract', '/fleet-retainer'),
  // The documents a port asks for before arrival: the form that makes them, not the pack's template.
  service('pre-arrival documents', '/port-call-compliance'),
  service('how fast can you issue pre-arrival docs', '/port-call-compliance'),
  service('ship agent', '/agents/partner'),
  service('insurers', '/insurers-hub'),
  service('leadership team', '/management'),
  service('case studies', '/case-studies'),
  service('contact', '/contact'),
  service('port directory', '/ports'),
  service('about', '/about'),
  // Rules, documents and notices.
  // The rule's own summary first, then the notice that announced it (issue 58: the notice came first).
  rule('MSN 05/2025', '/docs/dgs-msn05-2025'),
  rule('financial security', '/insurance/financial-security'),
  rule('evidence pack', '/docs/financial-security-evidence'),
  rule('SLA schedule', '/docs/sla-schedule'),
  rule('compliance pack', '/docs/compliance-pack'),
  rule('clause mapping', '/insurance/financial-security'),
  rule('Merchant Shipping Notice', '/notices/dgs-msn-05-2025'),
  // A document by its ID as printed on it (its header, once left out of the index), before a page that mentions it.
  rule('GSI-FS-EVIDENCE', '/docs/financial-security-evidence'),
  rule('GSI-SLA-RET-INDIA', '/docs/sla-schedule'),
  rule('notices', '/notices'),
  rule('cyclone', '/notices/cyclone-dana-paradip-closure'),
  rule('monsoon swell', '/notices/paradip-monsoon-advisory'),
  rule('oil jetty maintenance', '/notices/kandla-oil-jetty-maintenance'),
  // The page about it, not one mentioning it (issue 52: a notice and the home page came first).
  rule('P&I', '/insurance/financial-security'),
  rule('P and I', '/insurance/financial-security'),
  rule('NOSDCP', '/response/salvage-osr'),
  // Issue 64 (29 November, session 24): a clause as people say the section sign the site writes ("§6B"):
  // the compliance pack, which says "section" of its own parts, came first.
  rule('section 6B wreck removal', '/docs/dgs-msn05-2025'),
  // A DGS notice is the notice (its term was once asked as "DGS notice", which led to the rule's summary).
  rule('DGS notice on P&I for 300 GT', '/notices/dgs-msn-05-2025'),
  // Below the threshold: the summary, which says what applies under 300 GT (a bound before a number counts).
  question('does the notice apply to vessels below 300 GT', '/docs/dgs-msn05-2025'),
  // Questions: the words that matter match, the others ("how", "can", "you") are left out.
  question('how fast can you respond', '/response/salvage-osr'),
  question('what does MSN 05/2025 require', '/docs/dgs-msn05-2025'),
  question('who is the managing director', '/management'),
  question('how do I get a pre-arrival letter', '/port-call-compliance'),
  question('how do I become a partner', '/agents/partner'),
  question('where are your salvage tugs', '/response/salvage-osr'),
  question('what is a fleet retainer', '/fleet-retainer'),
  question('how do I contact the 24/7 desk', '/contact'),
  question('how much advance notice does Paradip need', '/ports/paradip'),
  // Issue 64 (session 24): "how long" is the letter's "under 2 hours", which "2-4 hours" and "24 hours" are not.
  question('how long for a tug to reach Paradip', '/ports/paradip'),
  question('where is your office', '/contact'),
  // Issue 52: the privacy notice came first and never the contact page; the SLA document before the retainer.
  question('phone number', '/contact'),
  question('retainer cost', '/fleet-retainer'),
  // Issue 64 (29 November, session 22): the verb asking for what a form sends; the kinds a list's summary
  // names, with a word of recency that weighs nothing; when the company began (a term of the seed).
  question('how do I request a pre-arrival pack', '/port-call-compliance'),
  rule('latest DGS circulars and port advisories', '/notices'),
  question('when was the company started', '/about'),
  question('what is your track record', '/case-studies'),
  // Issue 64 (session 24): a page that holds the words only far apart after the page about one of them.
  service('wreck removal contractor', '/response/salvage-osr'),
  // A word that says who provides a service weighs nothing, as "company" does (the CMS's list).
  service('oil spill response contractor', '/response/salvage-osr'),
  // A ship that needs a tow, as its master says it (the tug's term asked as engine failure, breakdown, disabled).
  service('emergency towing engine failure', '/response/salvage-osr'),
  // A phrase a term is asked with, whole: "who do I call" is the hotline, not "call" (a port call) in a notice.
  question('ship aground who do i call', '/contact'),
  service('previous salvage jobs', '/case-studies'),
  // Misspellings: corrected to the nearest word of the site.
  misspelling('paradp', '/ports/paradip'),
  misspelling('salvge', '/response/salvage-osr'),
  misspelling('mumbay', '/ports/mumbai'),
  misspelling('mumabi', '/ports/mumbai'),
  misspelling('vizakhapatnam', '/ports/visakhapatnam'),
  misspelling('finacial security', '/insurance/financial-security'),
  misspelling('fleet retainr', '/fleet-retainer'),
  misspelling('compliace pack', '/docs/compliance-pack'),
  // A misspelling whose stem is the word's ("evidance", "evidence"): corrected, it names the page.
  misspelling('financial security evidance pack', '/docs/financial-security-evidence'),
]
