/**
 * Issue 64's ninth held-out set: 50 queries written on 28 November (the fourth session that day)
 * from the specification (shared/spec.md), the seed and the trade, by a helper that read neither the
 * search's code nor the earlier sets. It was scored once, as written, with no change to the search
 * after it was written; it is never tuned on and holds no floor of `npm test`. `npx node
 * tools/bench/search-score.ts tests/search-held-out-64i.ts` scores it on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64I: SearchQuery[] = [
  // Ports the site has a guide for.
  port('nhava sheva pre arrival requirements', '/ports/mumbai'),
  port('mundra adani sez port', '/ports/mundra'),
  port('vadinar oil terminal spm', '/ports/vadinar'),
  port('kandla port emergency contacts', '/ports/kandla'),
  port('vizag port', '/ports/visakhapatnam'),
  port('paradip harbour master phone number', '/ports/paradip'),
  // Ports the site does not serve.
  port('colombo port agent', ASK_A_PERSON),
  port('chittagong outer anchorage', ASK_A_PERSON),
  port('jebel ali port clearance', ASK_A_PERSON),
  port('singapore port pre-arrival', ASK_A_PERSON),
  // Services offered.
  service('pre arrival letter for indian port', '/port-call-compliance'),
  service('retainer for our fleet india port calls', '/fleet-retainer'),
  service('fleet quote', '/fleet-retainer'),
  service('emergency towing', '/response/salvage-osr'),
  service('oil spill cleanup india', '/response/salvage-osr'),
  service('wreck removal salvor', '/response/salvage-osr'),
  service('P&I letter and agent coordination sheet', '/insurance/financial-security'),
  service('services for P&I clubs and correspondents', '/insurers-hub'),
  service('ship agent partner programme', '/agents/partner'),
  // Services not offered.
  service('dry docking and ship repair', ASK_A_PERSON),
  service('crew change agency', ASK_A_PERSON),
  service('bunker supplier', ASK_A_PERSON),
  // Rules, notices and documents.
  rule('what does msn 05/2025 require', '/notices/dgs-msn-05-2025'),
  rule('msn 05/2025 clause summary printable', '/docs/dgs-msn05-2025'),
  rule('section 6B wreck removal pollution cover', '/docs/dgs-msn05-2025'),
  rule('kandla oil jetty 3 closed', '/notices/kandla-oil-jetty-maintenance'),
  rule('paradip outer anchorage swell advisory', '/notices/paradip-monsoon-advisory'),
  rule('cyclone dana paradip', '/notices/cyclone-dana-paradip-closure'),
  rule('sla exclusions force majeure', '/docs/sla-schedule'),
  rule('harbour master verification record template', '/docs/compliance-pack'),
  rule('P&I correspondent evidence checklist', '/docs/financial-security-evidence'),
  rule('clause 4.2 minimum cover retainer', '/fleet-retainer'),
  rule('DPDP privacy notice', '/privacy'),
  rule('DGS circulars and port advisories', '/notices'),
  // Questions in a visitor's words.
  question('what if the vessel ETA changes after I submit', '/port-call-compliance'),
  question('what do i need to fill in for a pre arrival request', '/port-call-compliance'),
  question('who runs the company', '/management'),
  question('when was the company founded', '/about'),
  question('how do I change which emails I get from you', '/email-preferences'),
  question('where is your office', '/contact'),
  question('what salvage equipment do you have', '/response/salvage-osr'),
  question('what happened with the bunker spill at paradip', '/case-studies'),
  question('are you hiring marine engineers', ASK_A_PERSON),
  question('how do I book a review call for my fleet', '/fleet-retainer'),
  // Misspellings.
  misspelling('visakapatnam port', '/ports/visakhapatnam'),
  misspelling('mundhra', '/ports/mundra'),
  misspelling('kandala port', '/ports/kandla'),
  misspelling('finacial security letter', '/insurance/financial-security'),
  misspelling('oil spil response', '/response/salvage-osr'),
  misspelling('fleet retainor', '/fleet-retainer'),
]
