/**
 * Set ab of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64ab.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64AB: SearchQuery[] = [
  // Ports: by the trade's other names, their contacts and notice periods, and one port not served.
  port('nhava sheva', '/ports/mumbai'),
  port('jnpt harbour master phone', '/ports/mumbai'),
  port('deendayal port dgs clearance', '/ports/kandla'),
  port('vizag port control', '/ports/visakhapatnam'),
  port('paradeep 72h pre arrival', '/ports/paradip'),
  port('vadinar spm tanker', '/ports/vadinar'),
  port('mundra notice period', '/ports/mundra'),
  port('adani port gujarat', '/ports/mundra'),
  port('list of ports', '/ports'),
  port('mormugao goa agent', ASK_A_PERSON),

  // Services: salvage, spill response, documents, retainer, partners, and two the site does not offer.
  service('salvage tug', '/response/salvage-osr'),
  service('oil spill boom skimmer', '/response/salvage-osr'),
  service('emergency tow disabled vessel', '/response/salvage-osr'),
  service('grounded ship refloating', '/response/salvage-osr'),
  service('fleet retainer price', '/fleet-retainer'),
  service('pre arrival pack request', '/port-call-compliance'),
  service('club letter for port entry', '/insurance/financial-security'),
  service('evidence pack p&i correspondent', '/docs/financial-security-evidence'),
  service('agent partner programme', '/agents/partner'),
  service('p&i club verification support', '/insurers-hub'),
  service('crew change', ASK_A_PERSON),
  service('drydock repair yard', ASK_A_PERSON),

  // Rules: the DGS notice by number and by what it asks, its clauses, NOSDCP, and one the site does not cover.
  rule('msn 05/2025', '/notices/dgs-msn-05-2025'),
  rule('dgs notice p&i 300gt', '/notices/dgs-msn-05-2025'),
  rule('minimum 3 months cover', '/notices/dgs-msn-05-2025'),
  rule('msn 5/2025 clause 6b', '/docs/dgs-msn05-2025'),
  rule('under 300 gt exempt', '/docs/dgs-msn05-2025'),
  rule('nosdcp', '/response/salvage-osr'),
  rule('blue card ciofs', '/insurance/financial-security'),
  rule('dgs authorised insurers list', '/docs/financial-security-evidence'),
  rule('harbour master verification record', '/docs/compliance-pack'),
  rule('msw submission id', '/docs/compliance-pack'),
  rule('dpdp act personal data', '/privacy'),
  rule('ballast water rules india', ASK_A_PERSON),

  // Questions: from the bridge in a hurry, about documents, alerts and people, and a job seeker's.
  question('engine failure who to call', '/contact'),
  question('how long to get pre arrival pack', '/port-call-compliance'),
  question('eta changed revise documents', '/port-call-compliance'),
  question('does msn 05/2025 apply to foreign flag ships', '/notices/dgs-msn-05-2025'),
  question('paradip anchorage swell delay', '/notices/paradip-monsoon-advisory'),
  question('kandla oil jetty 3 closed?', '/notices/kandla-oil-jetty-maintenance'),
  question('how soon can tug reach vizag', '/ports/visakhapatnam'),
  question('what does port control receive in the pack', '/docs/compliance-pack'),
  question('who is the md', '/management'),
  question('any vacancy for 2nd officer', ASK_A_PERSON),

  // Misspellings: the typos people make in port names and the site's words.
  misspelling('vishakapatnam', '/ports/visakhapatnam'),
  misspelling('mundhra port', '/ports/mundra'),
  misspelling('kandala', '/ports/kandla'),
  misspelling('salvge tug', '/response/salvage-osr'),
  misspelling('finacial security cert', '/insurance/financial-security'),
  misspelling('pre arival letter', '/port-call-compliance'),
]
