/**
 * Set y of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64y.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64Y: SearchQuery[] = [
  // Ports: other names, a port's own requirement or contact, the directory, an alert, a port not served.
  port('nhava sheva', '/ports/mumbai'),
  port('jnpt emergency contacts', '/ports/mumbai'),
  port('deendayal port pre arrival docs', '/ports/kandla'),
  port('vizag port control number', '/ports/visakhapatnam'),
  port('paradeep 72 hrs notice', '/ports/paradip'),
  port('vadinar spm mooring master', '/ports/vadinar'),
  port('mundra adani terminal p&i check', '/ports/mundra'),
  port('list of ports covered', '/ports'),
  port('kandla jetty 3 closure', '/notices/kandla-oil-jetty-maintenance'),
  port('chittagong port agent', ASK_A_PERSON),

  // Services: documents, retainer, salvage and spill response, partner pages, services not offered.
  service('pre-arrival p&i letter request', '/port-call-compliance'),
  service('fleet quote', '/fleet-retainer'),
  service('salvage tug hire west coast', '/response/salvage-osr'),
  service('oil spill response contractor', '/response/salvage-osr'),
  service('emergency towing engine failure', '/response/salvage-osr'),
  service('dewatering pumps gpm', '/response/salvage-osr'),
  service('financial security certificate india', '/insurance/financial-security'),
  service('nosdcp contact sheet', '/insurance/financial-security'),
  service('agent partner portal', '/agents/partner'),
  service('p&i club correspondent verification support', '/insurers-hub'),
  service('crew change and husbandry', ASK_A_PERSON),
  service('ship chandler provisions supply', ASK_A_PERSON),

  // Rules: the DGS notice by number and clause, the evidence a port checks, the SLA's terms, privacy law.
  rule('msn 5/2025', '/notices/dgs-msn-05-2025'),
  rule('dgs notice p&i 300gt', '/notices/dgs-msn-05-2025'),
  rule('msn 05 2025 clause 6b', '/docs/dgs-msn05-2025'),
  rule('under 300 gt exemption', '/docs/dgs-msn05-2025'),
  rule('blue card ciofs reference', '/insurance/financial-security'),
  rule('dgs approved insurers list', '/docs/financial-security-evidence'),
  rule('nosdcp coast guard', '/response/salvage-osr'),
  rule('harbour master verification checklist', '/docs/compliance-pack'),
  rule('sla exclusions force majeure strike', '/docs/sla-schedule'),
  rule('service credit 10% per hour delay', '/docs/sla-schedule'),
  rule('kandla 24h dgs clearance', '/ports/kandla'),
  rule('dpdp act data privacy', '/privacy'),

  // Questions: plain questions from a desk in a hurry, an emergency, a job, a claim the site does not handle.
  question('how soon will i get the pre arrival pack', '/port-call-compliance'),
  question('eta changed how to get revised letter', '/port-call-compliance'),
  question('ship aground who do i call', '/contact'),
  question('how long for salvage tug to reach paradip', '/ports/paradip'),
  question('can agent request pack for principal', '/agents/partner'),
  question('how does port control verify club letter', '/insurance/financial-security'),
  question('retainer price per vessel', '/fleet-retainer'),
  question('is paradip outer anchorage open swell', '/notices/paradip-monsoon-advisory'),
  question('track my h&m claim status', ASK_A_PERSON),
  question('job vacancy salvage master', ASK_A_PERSON),

  // Misspellings: typos people make in port names and the services' words.
  misspelling('vishakapatnam port', '/ports/visakhapatnam'),
  misspelling('mundhra', '/ports/mundra'),
  misspelling('kandala port', '/ports/kandla'),
  misspelling('finacial securty letter', '/insurance/financial-security'),
  misspelling('salvge oil spil', '/response/salvage-osr'),
  misspelling('pre arival leter', '/port-call-compliance'),
]
