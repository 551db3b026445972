/**
 * Issue 64's tenth held-out set: 50 queries written on 28 November (the fifth session that day)
 * from the specification (shared/spec.md), the seed and the trade, by a helper that read neither the
 * search's code nor the earlier sets. It was scored once, as written, with no change to the search
 * after it was written; it is never tuned on and holds no floor of `npm test`. `npx node
 * tools/bench/search-score.ts tests/search-held-out-64j.ts` scores it on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64J: SearchQuery[] = [
  // Ports the site has a guide for.
  port('nhava sheva', '/ports/mumbai'),
  port('mundra port requirements', '/ports/mundra'),
  port('vadinar spm', '/ports/vadinar'),
  port('deendayal port', '/ports/kandla'),
  port('vizag emergency contacts', '/ports/visakhapatnam'),
  port('paradeep port odisha', '/ports/paradip'),

  // Ports the site does not serve.
  port('mormugao port goa', ASK_A_PERSON),
  port('new mangalore port', ASK_A_PERSON),
  port('krishnapatnam', ASK_A_PERSON),
  port('chittagong port bangladesh', ASK_A_PERSON),

  // Services the site offers.
  service('pre arrival financial security pack', '/port-call-compliance'),
  service('oil spill response india', '/response/salvage-osr'),
  service('wreck removal contractor', '/response/salvage-osr'),
  service('refloat grounded vessel', '/response/salvage-osr'),
  service('fleet quote', '/fleet-retainer'),
  service('annual retainer for our fleet', '/fleet-retainer'),
  service('p&i letter for indian port entry', '/insurance/financial-security'),
  service('nosdcp contact sheet', '/insurance/financial-security'),
  service('ship agent partner programme', '/agents/partner'),
  service('verification support for p&i clubs', '/insurers-hub'),

  // Services the site does not offer.
  service('crew change india', ASK_A_PERSON),
  service('underwater hull cleaning', ASK_A_PERSON),

  // Rules, regulations and documents.
  rule('msn 05/2025', '/notices/dgs-msn-05-2025'),
  rule('dgs msn05 printable summary', '/docs/dgs-msn05-2025'),
  rule('blue card ciofs reference', '/insurance/financial-security'),
  rule('national oil spill disaster contingency plan', '/response/salvage-osr'),
  rule('sla schedule pdf', '/docs/sla-schedule'),
  rule('sla exclusions force majeure', '/docs/sla-schedule'),
  rule('financial security evidence pack', '/docs/financial-security-evidence'),
  rule('dgs authorised insurers list', '/docs/financial-security-evidence'),
  rule('compliance pack template 2 page', '/docs/compliance-pack'),
  rule('harbour master verification record', '/docs/compliance-pack'),
  rule('clause 6b wreck removal pollution', '/docs/dgs-msn05-2025'),
  rule('dpdp privacy notice', '/privacy'),

  // Plain-English questions.
  question('how long does the pre arrival pack take', '/port-call-compliance'),
  question('what if my eta changes after i submit', '/port-call-compliance'),
  question('how fast can you get a tug to a ship off gujarat', '/response/salvage-osr'),
  question('who is the managing director', '/management'),
  question('how do i become a partner agent', '/agents/partner'),
  question('what is your 24/7 emergency number', '/contact'),
  question('is kandla oil jetty closed', '/notices/kandla-oil-jetty-maintenance'),
  question('when was global salvage india founded', '/about'),
  question('any examples of past salvage jobs', '/case-studies'),
  question('are you hiring marine engineers', ASK_A_PERSON),

  // Misspellings of ports, services and terms.
  misspelling('vishakapatnam', '/ports/visakhapatnam'),
  misspelling('kandala port', '/ports/kandla'),
  misspelling('salvge tug', '/response/salvage-osr'),
  misspelling('finacial security letter', '/insurance/financial-security'),
  misspelling('pre arival letter', '/port-call-compliance'),
  misspelling('fleet retainor sla', '/fleet-retainer'),
]
