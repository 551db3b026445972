/**
 * Set w of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64w.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64W: SearchQuery[] = [
  // Ports: by the names the trade uses, a contact needed, the list, and a port abroad.
  port('nhava sheva', '/ports/mumbai'),
  port('jnpt', '/ports/mumbai'),
  port('vizag', '/ports/visakhapatnam'),
  port('deendayal port', '/ports/kandla'),
  port('kandla harbour master phone', '/ports/kandla'),
  port('mundra port requirements', '/ports/mundra'),
  port('vadinar spm', '/ports/vadinar'),
  port('paradeep', '/ports/paradip'),
  port('list of ports covered', '/ports'),
  port('jebel ali', ASK_A_PERSON),

  // Services: what a fleet manager or agent needs done, two the company does not offer.
  service('salvage tug hire mumbai', '/response/salvage-osr'),
  service('oil spill boom skimmer', '/response/salvage-osr'),
  service('refloat grounded ship', '/response/salvage-osr'),
  service('pre arrival letter', '/port-call-compliance'),
  service('fleet quote', '/fleet-retainer'),
  service('p&i letter for port entry', '/insurance/financial-security'),
  service('sla schedule pdf', '/docs/sla-schedule'),
  service('ship agent partner programme', '/agents/partner'),
  service('support for p&i correspondents', '/insurers-hub'),
  service('previous salvage jobs', '/case-studies'),
  service('crew change', ASK_A_PERSON),
  service('drydock repair', ASK_A_PERSON),

  // Rules: the notice by its number, its clauses, port notice periods, and a code the site does not cover.
  rule('msn 05/2025', '/notices/dgs-msn-05-2025'),
  rule('dgs notice p&i cert 300gt', '/notices/dgs-msn-05-2025'),
  rule('msn 05 2025 summary pdf', '/docs/dgs-msn05-2025'),
  rule('clause 6b wreck removal', '/docs/dgs-msn05-2025'),
  rule('nosdcp', '/response/salvage-osr'),
  rule('dgs authorised insurers list', '/docs/financial-security-evidence'),
  rule('blue card ciofs', '/insurance/financial-security'),
  rule('mumbai 24h advance notice', '/ports/mumbai'),
  rule('vadinar 72 hrs nosdcp contacts', '/ports/vadinar'),
  rule('sla exclusions force majeure', '/docs/sla-schedule'),
  rule('dpdp act personal data', '/privacy'),
  rule('isps code ship security', ASK_A_PERSON),

  // Questions: plain questions from the bridge, the agency desk and the fleet office, one about a job.
  question('how fast can i get pre arrival documents', '/port-call-compliance'),
  question('eta changed need revised letter', '/port-call-compliance'),
  question('vessel aground who to call', '/contact'),
  question('can agent order pack for principal', '/agents/partner'),
  question('how long for tug to reach paradip', '/ports/paradip'),
  question('refund if document pack late', '/fleet-retainer'),
  question('kandla jetty 3 closed till when', '/notices/kandla-oil-jetty-maintenance'),
  question('do i need p&i for 250 gt vessel', '/docs/dgs-msn05-2025'),
  question('who is the md', '/management'),
  question('are you hiring', ASK_A_PERSON),

  // Misspellings: typos made in a hurry.
  misspelling('visakapatnam', '/ports/visakhapatnam'),
  misspelling('kandala port', '/ports/kandla'),
  misspelling('finacial securty', '/insurance/financial-security'),
  misspelling('pre arival letter', '/port-call-compliance'),
  misspelling('salavge tug', '/response/salvage-osr'),
  misspelling('fleet retianer', '/fleet-retainer'),
]
