/**
 * Set n of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64n.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64N: SearchQuery[] = [
  // Ports: the guides, the directory, and places the site does not serve.
  port('nhava sheva', '/ports/mumbai'),
  port('JNPA harbour master phone', '/ports/mumbai'),
  port('vizag', '/ports/visakhapatnam'),
  port('mundra 48h advance notice crew list', '/ports/mundra'),
  port('vadinar SPM mooring master contact', '/ports/vadinar'),
  port('kandla signal station number', '/ports/kandla'),
  port('paradip port coast guard emergency contacts', '/ports/paradip'),
  port('all indian ports response time and advance notice', '/ports'),
  port('colombo port agent', ASK_A_PERSON),
  port('chittagong anchorage clearance', ASK_A_PERSON),

  // Services, the printable documents among them.
  service('pre-arrival letter', '/port-call-compliance'),
  service('fleet retainer quote', '/fleet-retainer'),
  service('sla schedule pdf', '/docs/sla-schedule'),
  service('emergency towing and escort', '/response/salvage-osr'),
  service('refloating grounded vessel', '/response/salvage-osr'),
  service('blank pre-arrival financial security pack form to print', '/docs/compliance-pack'),
  service('evidence pack checklist for P&I correspondent', '/docs/financial-security-evidence'),
  service('msn 05/2025 one page summary to print for the master', '/docs/dgs-msn05-2025'),
  service('partner programme for ship agents', '/agents/partner'),
  service('page for P&I clubs and underwriters', '/insurers-hub'),
  service('24x7 hotline number', '/contact'),
  service('crew change and visa assistance', ASK_A_PERSON),

  // Rules, clauses and notices.
  rule('clause 6B wreck removal and pollution liabilities', '/docs/dgs-msn05-2025'),
  rule('stakeholder obligations shipowner agent club harbour master', '/docs/dgs-msn05-2025'),
  rule('compliance alignment clause 3.1 4.2 5.1', '/fleet-retainer'),
  rule('nosdcp coast guard oil spill contingency plan', '/response/salvage-osr'),
  rule('msn 05/2025 applies to indian flag and foreign vessels', '/notices/dgs-msn-05-2025'),
  rule('paradip outer anchorage swell advisory', '/notices/paradip-monsoon-advisory'),
  rule('kandla oil jetty 3 closed maintenance', '/notices/kandla-oil-jetty-maintenance'),
  rule('cyclone dana paradip', '/notices/cyclone-dana-paradip-closure'),
  rule('port advisories and alerts', '/notices'),
  rule('sla exclusions force majeure port strikes', '/docs/sla-schedule'),
  rule('harbour master verification steps for club letter', '/docs/compliance-pack'),
  rule('DPDP act 2023 privacy notice', '/privacy'),

  // Plain questions, some wrapped in filler.
  question('how fast will i get the pre arrival pack', '/port-call-compliance'),
  question('what if the ETA changes after I submit the form', '/port-call-compliance'),
  question('can you respond to an oil spill on the east coast', '/response/salvage-osr'),
  question('I need a quote for 12 bulkers calling mundra and paradip every year', '/fleet-retainer'),
  question('how do I become a named partner agent', '/agents/partner'),
  question('who is the managing director', '/management'),
  question('what year was global salvage india set up', '/about'),
  question('where is your office in mumbai', '/contact'),
  question('how long do you keep my personal data', '/privacy'),
  question('do you have any job openings for marine engineers', ASK_A_PERSON),

  // Misspellings.
  misspelling('visakapatnam', '/ports/visakhapatnam'),
  misspelling('mundhra port', '/ports/mundra'),
  misspelling('salavge and oil spil response', '/response/salvage-osr'),
  misspelling('finacial securty', '/insurance/financial-security'),
  misspelling('pre arival leter', '/port-call-compliance'),
  misspelling('case studeis', '/case-studies'),
]
