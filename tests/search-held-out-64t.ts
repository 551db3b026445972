/**
 * Set t of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64t.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64T: SearchQuery[] = [
  // Ports: other names, terminals, the directory, and one the site does not serve.
  port('nhava sheva', '/ports/mumbai'),
  port('jnpa emergency contacts', '/ports/mumbai'),
  port('vizag port', '/ports/visakhapatnam'),
  port('deendayal', '/ports/kandla'),
  port('mundra adani port', '/ports/mundra'),
  port('vadinar spm tanker', '/ports/vadinar'),
  port('gulf of kutch oil terminal', '/ports/vadinar'),
  port('paradeep', '/ports/paradip'),
  port('list of ports covered', '/ports'),
  port('colombo port call', ASK_A_PERSON),

  // Services: what people come to buy, and two the site does not sell.
  service('pre arrival letter', '/port-call-compliance'),
  service('p&i letter for indian port entry', '/insurance/financial-security'),
  service('oil spill response', '/response/salvage-osr'),
  service('emergency towing', '/response/salvage-osr'),
  service('fleet retainer quote', '/fleet-retainer'),
  service('sla schedule pdf', '/docs/sla-schedule'),
  service('ship agent partner program', '/agents/partner'),
  service('services for p&i clubs', '/insurers-hub'),
  service('port advisories alerts', '/notices'),
  service('24x7 hotline number', '/contact'),
  service('bunker supply', ASK_A_PERSON),
  service('crew change', ASK_A_PERSON),

  // Rules: the DGS notice, its clauses, the documents and checks around it.
  rule('msn 5/2025 summary pdf', '/docs/dgs-msn05-2025'),
  rule('clause 6b wreck removal pollution cover', '/docs/dgs-msn05-2025'),
  rule('dgs notice 300 gt p&i certificate', '/notices/dgs-msn-05-2025'),
  rule('minimum 3 months cover remaining', '/notices/dgs-msn-05-2025'),
  rule('nosdcp coast guard', '/response/salvage-osr'),
  rule('blue card ciofs reference', '/insurance/financial-security'),
  rule('authorised insurers list dgs', '/docs/financial-security-evidence'),
  rule('harbour master verification record', '/docs/compliance-pack'),
  rule('sla exclusions force majeure', '/docs/sla-schedule'),
  rule('kandla dgs clearance 24h', '/ports/kandla'),
  rule('dpdp data privacy', '/privacy'),
  rule('isps code security', ASK_A_PERSON),

  // Questions, as people ask them.
  question('how long to get the pre arrival pack', '/port-call-compliance'),
  question('what if eta changes after i submit', '/port-call-compliance'),
  question('does msn 05/2025 apply to foreign flag ships', '/notices/dgs-msn-05-2025'),
  question('who is your managing director', '/management'),
  question('when was the company founded', '/about'),
  question('is paradip outer anchorage open in monsoon', '/notices/paradip-monsoon-advisory'),
  question('is oil jetty 3 at kandla closed', '/notices/kandla-oil-jetty-maintenance'),
  question('how did you contain the bunker spill at paradip', '/case-studies'),
  question('what happened at paradip in cyclone dana', '/notices/cyclone-dana-paradip-closure'),
  question('are you hiring deck officers', ASK_A_PERSON),

  // Misspellings.
  misspelling('visakapatnam', '/ports/visakhapatnam'),
  misspelling('mundhra port', '/ports/mundra'),
  misspelling('salvge oil spil response', '/response/salvage-osr'),
  misspelling('finacial security certificate', '/insurance/financial-security'),
  misspelling('fleet retainor', '/fleet-retainer'),
  misspelling('pre arival leter', '/port-call-compliance'),
]
