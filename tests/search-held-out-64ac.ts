/**
 * Set ac of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64ac.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64AC: SearchQuery[] = [
  // Ports: other names, terminals, contacts, port advisories, and a port the site does not serve
  port('nhava sheva', '/ports/mumbai'),
  port('jnpa harbour master number', '/ports/mumbai'),
  port('vizag port requirements', '/ports/visakhapatnam'),
  port('deendayal port emergency contacts', '/ports/kandla'),
  port('vadinar spm pollution cover', '/ports/vadinar'),
  port('mundra 48 hrs notice', '/ports/mundra'),
  port('paradeep anchorage swell', '/notices/paradip-monsoon-advisory'),
  port('kandla jetty 3 closed', '/notices/kandla-oil-jetty-maintenance'),
  port('indian ports covered list', '/ports'),
  port('colombo port clearance', ASK_A_PERSON),

  // Services: salvage and spill response, P&I documents, the insurers' and agents' pages, downloads, what is not offered
  service('emergency tow disabled ship', '/response/salvage-osr'),
  service('oil spill containment booms', '/response/salvage-osr'),
  service('annual retainer quote for fleet', '/fleet-retainer'),
  service('p&i letter blue card ciofs', '/insurance/financial-security'),
  service('nosdcp contact sheet', '/insurance/financial-security'),
  service('services for p&i clubs', '/insurers-hub'),
  service('become partner agent', '/agents/partner'),
  service('download evidence pack pdf', '/docs/financial-security-evidence'),
  service('blank pre-arrival pack template', '/docs/compliance-pack'),
  service('dry dock repair yard', ASK_A_PERSON),
  service('crew change and visa', ASK_A_PERSON),
  service('bunker supply rates', ASK_A_PERSON),

  // Rules: the notice by number, its clauses, the retainer's clauses, insurers list, exclusions, data law
  rule('msn 5 of 2025', '/notices/dgs-msn-05-2025'),
  rule('msn 05/2025 compliance summary pdf', '/docs/dgs-msn05-2025'),
  rule('msn 05/2025 clause 6b', '/docs/dgs-msn05-2025'),
  rule('§7 irregularity reporting', '/docs/dgs-msn05-2025'),
  rule('vessel below 300 gt exempt', '/docs/dgs-msn05-2025'),
  rule('cover expiring within 3 months renewal', '/docs/dgs-msn05-2025'),
  rule('clause 4.2 minimum cover', '/fleet-retainer'),
  rule('clause 5.1 coast guard liaison', '/fleet-retainer'),
  rule('dgs approved insurers list', '/docs/financial-security-evidence'),
  rule('nosdcp coast guard coordinating authority', '/response/salvage-osr'),
  rule('sla exclusions force majeure strike', '/docs/sla-schedule'),
  rule('dpdp act data privacy', '/privacy'),

  // Questions: turnaround, changes, scope, verification, people, SLA credits, agents, the company, a job
  question('how soon will i get the pre arrival pack', '/port-call-compliance'),
  question('eta changed do i need new letter', '/port-call-compliance'),
  question('does msn apply to foreign flag ships', '/notices/dgs-msn-05-2025'),
  question('harbour master steps to verify p&i', '/docs/compliance-pack'),
  question('who heads insurance and financial security', '/management'),
  question('service credit if pack is late', '/docs/sla-schedule'),
  question('can agent order pack for principal', '/agents/partner'),
  question('when was the company started', '/about'),
  question('what is the office address mumbai', '/contact'),
  question('are you hiring deck officers', ASK_A_PERSON),

  // Misspellings: typos in port names, documents and pages
  misspelling('visakapatnam', '/ports/visakhapatnam'),
  misspelling('kandala port', '/ports/kandla'),
  misspelling('finacial security evidance pack', '/docs/financial-security-evidence'),
  misspelling('pre arival leter', '/port-call-compliance'),
  misspelling('salavge oil spil', '/response/salvage-osr'),
  misspelling('insurrers hub', '/insurers-hub'),
]
