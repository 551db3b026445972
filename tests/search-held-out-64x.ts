/**
 * Set x of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64x.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64X: SearchQuery[] = [
  // Ports: by their trade names, operators, states and what an agent looks for on a port page.
  port('nhava sheva', '/ports/mumbai'),
  port('jnpt port requirements', '/ports/mumbai'),
  port('visakhapatnam port control', '/ports/visakhapatnam'),
  port('deendayal port', '/ports/kandla'),
  port('mundra adani port', '/ports/mundra'),
  port('vadinar spm', '/ports/vadinar'),
  port('paradip harbour master phone', '/ports/paradip'),
  port('odisha port', '/ports/paradip'),
  port('all indian ports response time', '/ports'),
  port('mormugao goa', ASK_A_PERSON),

  // Services: what an owner, manager or agent wants to buy or download.
  service('salvage and towing 24x7', '/response/salvage-osr'),
  service('oil spill cleanup contractor', '/response/salvage-osr'),
  service('fleet retainer price', '/fleet-retainer'),
  service('pre-arrival letter request', '/port-call-compliance'),
  service('p&i letter for indian port call', '/insurance/financial-security'),
  service('sla schedule pdf', '/docs/sla-schedule'),
  service('compliance pack sample', '/docs/compliance-pack'),
  service('evidence pack p&i correspondent', '/docs/financial-security-evidence'),
  service('ship agent partner portal', '/agents/partner'),
  service('services for p&i clubs', '/insurers-hub'),
  service('crew change india', ASK_A_PERSON),
  service('bunker supply mumbai', ASK_A_PERSON),

  // Rules: notice numbers, clauses, tonnage and cover limits, port notice periods.
  rule('msn 05/2025', '/notices/dgs-msn-05-2025'),
  rule('dgs msn05 2025 printable summary', '/docs/dgs-msn05-2025'),
  rule('300 gt p&i certificate mandatory', '/notices/dgs-msn-05-2025'),
  rule('msn 5/2025 clause 6b wreck removal', '/docs/dgs-msn05-2025'),
  rule('nosdcp', '/response/salvage-osr'),
  rule('blue card ciofs', '/insurance/financial-security'),
  rule('kandla dgs clearance 24 hrs', '/ports/kandla'),
  rule('vadinar nosdcp 72h', '/ports/vadinar'),
  rule('dgs approved insurers list', '/docs/financial-security-evidence'),
  rule('clause 4.2 three months cover', '/fleet-retainer'),
  rule('harbour master verification checklist', '/docs/compliance-pack'),
  rule('ballast water rules india', ASK_A_PERSON),

  // Questions: plain questions typed as they come to mind.
  question('how quickly do i get the pre arrival pack', '/port-call-compliance'),
  question('eta changed need revised documents', '/port-call-compliance'),
  question('who is md of global salvage', '/management'),
  question('office address mumbai', '/contact'),
  question('is paradip outer anchorage open', '/notices/paradip-monsoon-advisory'),
  question('kandla oil jetty 3 closed when', '/notices/kandla-oil-jetty-maintenance'),
  question('how many hours response vizag', '/ports/visakhapatnam'),
  question('p&i needed for vessel below 300 gt?', '/docs/dgs-msn05-2025'),
  question('when was the company founded', '/about'),
  question('career opportunities', ASK_A_PERSON),

  // Misspellings: real typos of ports and services.
  misspelling('visakapatnam', '/ports/visakhapatnam'),
  misspelling('kandala port', '/ports/kandla'),
  misspelling('mundhra', '/ports/mundra'),
  misspelling('salavge tug', '/response/salvage-osr'),
  misspelling('finacial security', '/insurance/financial-security'),
  misspelling('pre arival letter', '/port-call-compliance'),
]
