/**
 * Set aa of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64aa.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64AA: SearchQuery[] = [
  // Ports, by their other names, their terminals, their notices, and one the site does not serve
  port('nhava sheva', '/ports/mumbai'),
  port('vizag port emergency contacts', '/ports/visakhapatnam'),
  port('deendayal port authority', '/ports/kandla'),
  port('mundra advance notice', '/ports/mundra'),
  port('vadinar spm mooring master', '/ports/vadinar'),
  port('paradeep tugs', '/ports/paradip'),
  port('paradip swell outer anchorage', '/notices/paradip-monsoon-advisory'),
  port('kandla oil jetty closure', '/notices/kandla-oil-jetty-maintenance'),
  port('list of ports you cover', '/ports'),
  port('colombo port', ASK_A_PERSON),

  // Services: documents, retainer, salvage and response, partners and insurers, two not offered
  service('pre arrival letter', '/port-call-compliance'),
  service('fleet retainer price', '/fleet-retainer'),
  service('osr boom skimmer', '/response/salvage-osr'),
  service('emergency tow disabled vessel', '/response/salvage-osr'),
  service('p&i letter blue card', '/insurance/financial-security'),
  service('agent partner programme', '/agents/partner'),
  service('p&i club correspondent verification', '/insurers-hub'),
  service('blank pre arrival pack template', '/docs/compliance-pack'),
  service('evidence pack for p&i correspondent', '/docs/financial-security-evidence'),
  service('past salvage jobs', '/case-studies'),
  service('dry dock repair yard', ASK_A_PERSON),
  service('crew change assistance', ASK_A_PERSON),

  // Rules: the DGS notice and its clauses, conventions, NOSDCP, the SLA's terms, data law, one not covered
  rule('msn 05/2025', '/notices/dgs-msn-05-2025'),
  rule('msn 5/2025 clause by clause pdf', '/docs/dgs-msn05-2025'),
  rule('nosdcp coast guard', '/response/salvage-osr'),
  rule('dgs approved insurers list', '/docs/financial-security-evidence'),
  rule('section 6b wreck removal cover', '/docs/dgs-msn05-2025'),
  rule('nairobi wrc 2007', '/docs/dgs-msn05-2025'),
  rule('dpdp act 2023', '/privacy'),
  rule('retainer clause 5.1 24/7 contact', '/fleet-retainer'),
  rule('sopep contacts', '/docs/financial-security-evidence'),
  rule('harbour master verification record', '/docs/compliance-pack'),
  rule('force majeure sla exclusions', '/docs/sla-schedule'),
  rule('marpol annex vi sulphur cap', ASK_A_PERSON),

  // Plain questions
  question('how fast do i get the pre arrival pack', '/port-call-compliance'),
  question('eta changed need revised documents', '/port-call-compliance'),
  question('who is the managing director', '/management'),
  question('when was the company founded', '/about'),
  question('how to reach 24/7 desk on whatsapp', '/contact'),
  question('how does port control check the club letter', '/insurance/financial-security'),
  question('does the dgs rule apply to foreign flag ships', '/notices/dgs-msn-05-2025'),
  question('how long do you keep my data', '/privacy'),
  question('how did the vlcc at vadinar get its docs so fast', '/notices/vadinar-pre-arrival-pack-in-38-minutes'),
  question('any job vacancy for marine engineer', ASK_A_PERSON),

  // Misspellings people make
  misspelling('visakapatnam', '/ports/visakhapatnam'),
  misspelling('finacial security', '/insurance/financial-security'),
  misspelling('salvge tug', '/response/salvage-osr'),
  misspelling('cyclon dana', '/notices/cyclone-dana-paradip-closure'),
  misspelling('kandala port', '/ports/kandla'),
  misspelling('insurors hub', '/insurers-hub'),
]
