/**
 * Set o of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64o.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64O: SearchQuery[] = [
  // Ports: the guides, the directory, and places the site does not serve.
  port('nhava sheva', '/ports/mumbai'),
  port('vizag', '/ports/visakhapatnam'),
  port('mundra port advance notice crew list', '/ports/mundra'),
  port('deendayal port emergency contacts', '/ports/kandla'),
  port('vadinar SPM mooring master contact', '/ports/vadinar'),
  port('paradeep port coal berth', '/ports/paradip'),
  port('mumbai harbour master phone', '/ports/mumbai'),
  port('all indian ports you cover with response times', '/ports'),
  port('colombo', ASK_A_PERSON),
  port('chittagong port agency', ASK_A_PERSON),

  // Services, the printable documents among them.
  service('pre-arrival docs request form', '/port-call-compliance'),
  service('OSR', '/response/salvage-osr'),
  service('refloating grounded vessel', '/response/salvage-osr'),
  service('retainer for our whole fleet', '/fleet-retainer'),
  service('SLA schedule contract signature page', '/docs/sla-schedule'),
  service('blank pre-arrival pack template to print', '/docs/compliance-pack'),
  service('evidence pack for P&I correspondent', '/docs/financial-security-evidence'),
  service('printable MSN 05/2025 clause summary', '/docs/dgs-msn05-2025'),
  service('ship agent partner programme', '/agents/partner'),
  service('P&I club verification support', '/insurers-hub'),
  service('P&I financial security letter issue', '/insurance/financial-security'),
  service('crew change and visa assistance', ASK_A_PERSON),

  // Rules, clauses and notices.
  rule('merchant shipping notice 5/2025 new P&I rule', '/notices/dgs-msn-05-2025'),
  rule('clause 6B wreck removal pollution liabilities', '/docs/dgs-msn05-2025'),
  rule('retainer clause 4.2 minimum cover', '/fleet-retainer'),
  rule('service credit capped at 50%', '/docs/sla-schedule'),
  rule('SLA exclusions force majeure port strikes', '/docs/sla-schedule'),
  rule('NOSDCP framework', '/response/salvage-osr'),
  rule('kandla oil jetty 3 closed for maintenance', '/notices/kandla-oil-jetty-maintenance'),
  rule('paradip swell advisory', '/notices/paradip-monsoon-advisory'),
  rule('cyclone dana', '/notices/cyclone-dana-paradip-closure'),
  rule('harbour master verification record port stamp', '/docs/compliance-pack'),
  rule('DGS circulars and port alerts', '/notices'),
  rule('DPDP act data privacy', '/privacy'),

  // Plain questions, some wrapped in filler.
  question('how fast do you send the pre arrival pack after I submit', '/port-call-compliance'),
  question('do you have your own salvage tugs', '/response/salvage-osr'),
  question('what is the number for the 24 hour emergency desk', '/contact'),
  question('who is the managing director', '/management'),
  question('when was the company started', '/about'),
  question('I need a quote for 12 bulk carriers calling Indian ports', '/fleet-retainer'),
  question('are you hiring marine surveyors', ASK_A_PERSON),
  question('how can our agency become a named partner', '/agents/partner'),
  question('when is cyclone season at visakhapatnam port', '/ports/visakhapatnam'),
  question('can you issue the pack for a vessel under 300 GT', '/docs/dgs-msn05-2025'),

  // Misspellings.
  misspelling('finacial securty', '/insurance/financial-security'),
  misspelling('pre arival leter', '/port-call-compliance'),
  misspelling('kandala', '/ports/kandla'),
  misspelling('fleet retaner', '/fleet-retainer'),
  misspelling('case studys', '/case-studies'),
  misspelling('mundhra port', '/ports/mundra'),
]
