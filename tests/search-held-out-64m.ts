/**
 * Set m of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64m.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64M: SearchQuery[] = [
  // Ports: the guides, the directory, and places the site does not serve
  port('nhava sheva', '/ports/mumbai'),
  port('mumbai VTS port control number', '/ports/mumbai'),
  port('mundra terminal requirements berth allocation', '/ports/mundra'),
  port('vadinar SPM mooring master', '/ports/vadinar'),
  port('kandla port guide', '/ports/kandla'),
  port('vizag', '/ports/visakhapatnam'),
  port('paradip harbour master contact', '/ports/paradip'),
  port('all ports response time and notice period', '/ports'),
  port('colombo port agency', ASK_A_PERSON),
  port('chittagong', ASK_A_PERSON),

  // Services, the printable documents among them
  service('pre-arrival P&I letter request', '/port-call-compliance'),
  service('P&I letter agent coordination sheet', '/insurance/financial-security'),
  service('annual retainer for our fleet', '/fleet-retainer'),
  service('emergency towing refloating grounded ship', '/response/salvage-osr'),
  service('OSR', '/response/salvage-osr'),
  service('SLA schedule pdf', '/docs/sla-schedule'),
  service('blank pre-arrival pack template', '/docs/compliance-pack'),
  service('evidence pack for P&I correspondent', '/docs/financial-security-evidence'),
  service('msn 05/2025 printable summary', '/docs/dgs-msn05-2025'),
  service('salvage case studies', '/case-studies'),
  service('24x7 desk whatsapp number', '/contact'),
  service('book 20 minute review call', '/fleet-retainer'),

  // Rules, clauses and notices
  rule('DGS circular verified P&I before port call', '/notices/dgs-msn-05-2025'),
  rule('msn 05/2025 clause 6B wreck removal', '/docs/dgs-msn05-2025'),
  rule('msn 05 obligations of ship agent and shipowner', '/docs/dgs-msn05-2025'),
  rule('retainer clause 4.2', '/fleet-retainer'),
  rule('clause 5.1 coast guard liaison', '/fleet-retainer'),
  rule('national oil spill contingency plan india coast guard', '/response/salvage-osr'),
  rule('paradip swell advisory anchorage', '/notices/paradip-monsoon-advisory'),
  rule('kandla oil jetty 3 closed', '/notices/kandla-oil-jetty-maintenance'),
  rule('cyclone dana port closure', '/notices/cyclone-dana-paradip-closure'),
  rule('SLA exclusions force majeure strikes', '/docs/sla-schedule'),
  rule('harbour master verification record', '/docs/compliance-pack'),
  rule('latest DGS circulars and port advisories', '/notices'),

  // Plain questions
  question('can you issue a P&I letter for a ship arriving at Mundra tomorrow', '/port-call-compliance'),
  question('how long to get the pre-arrival pack', '/port-call-compliance'),
  question('I need a quote for 12 vessels calling indian ports', '/fleet-retainer'),
  question('who is your managing director', '/management'),
  question('when was the company founded', '/about'),
  question('what if the vessel or ETA changes after I submit the form', '/port-call-compliance'),
  question('where is your office in india', '/contact'),
  question('any jobs for marine engineers', ASK_A_PERSON),
  question('do you supply ship chandlery and provisions', ASK_A_PERSON),
  question('do you sell hull and machinery insurance', ASK_A_PERSON),

  // Misspellings
  misspelling('visakapatnam port', '/ports/visakhapatnam'),
  misspelling('pardip', '/ports/paradip'),
  misspelling('salvge oil spil response', '/response/salvage-osr'),
  misspelling('finacial securty', '/insurance/financial-security'),
  misspelling('fleet retainor', '/fleet-retainer'),
  misspelling('mundhra', '/ports/mundra'),
]
