/**
 * Set q of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64q.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64Q: SearchQuery[] = [
  // Ports: the trade's other names, the terminal or authority, a contact at the port, the list of
  // them, and one port abroad the site does not serve.
  port('nhava sheva', '/ports/mumbai'),
  port('jnpt harbour master contact', '/ports/mumbai'),
  port('vizag', '/ports/visakhapatnam'),
  port('deendayal port', '/ports/kandla'),
  port('kandla signal station phone', '/ports/kandla'),
  port('paradeep port odisha', '/ports/paradip'),
  port('adani mundra', '/ports/mundra'),
  port('vadinar oil terminal', '/ports/vadinar'),
  port('ports covered list', '/ports'),
  port('colombo', ASK_A_PERSON),

  // Services: what they would buy, in their words, and two things the site does not sell.
  service('pre arrival letter', '/port-call-compliance'),
  service('financial security letter blue card', '/insurance/financial-security'),
  service('fleet retainer quote', '/fleet-retainer'),
  service('annual contract for whole fleet', '/fleet-retainer'),
  service('emergency towing', '/response/salvage-osr'),
  service('oil spill boom skimmer', '/response/salvage-osr'),
  service('refloat grounded vessel', '/response/salvage-osr'),
  service('wreck removal', '/response/salvage-osr'),
  service('ship agent partner programme', '/agents/partner'),
  service('P&I club correspondents', '/insurers-hub'),
  service('crew change', ASK_A_PERSON),
  service('dry dock repair', ASK_A_PERSON),

  // Rules: the DGS notice and its clauses, the SLA's terms, the documents' checks, a port's notice
  // period, the privacy law, and a convention the site does not cover.
  rule('msn 5 of 2025', '/notices/dgs-msn-05-2025'),
  rule('300 GT applicability', '/notices/dgs-msn-05-2025'),
  rule('msn 05/2025 clause table pdf', '/docs/dgs-msn05-2025'),
  rule('wreck removal and pollution clause 6B', '/docs/dgs-msn05-2025'),
  rule('nosdcp coast guard', '/response/salvage-osr'),
  rule('service credit per hour of delay', '/docs/sla-schedule'),
  rule('sla exclusions force majeure', '/docs/sla-schedule'),
  rule('harbour master verification record', '/docs/compliance-pack'),
  rule('dgs authorised insurers list', '/docs/financial-security-evidence'),
  rule('kandla 24h dgs clearance', '/ports/kandla'),
  rule('DPDP personal data', '/privacy'),
  rule('marpol annex vi sulphur cap', ASK_A_PERSON),

  // Questions in plain English, and a job the site does not offer.
  question('how quickly will i get the pre arrival pack', '/port-call-compliance'),
  question('is paradip anchorage open in monsoon', '/notices/paradip-monsoon-advisory'),
  question('is oil jetty 3 at kandla closed', '/notices/kandla-oil-jetty-maintenance'),
  question('who is the managing director', '/management'),
  question('when was global salvage india founded', '/about'),
  question('what is the 24x7 emergency number', '/contact'),
  question('does the notice apply below 300 gt', '/docs/dgs-msn05-2025'),
  question('how long does a tug take to reach paradip', '/ports/paradip'),
  question('any examples of past salvage jobs', '/case-studies'),
  question('any vacancies for marine engineers', ASK_A_PERSON),

  // Misspellings: ports, services and documents as typed in a hurry.
  misspelling('visakapatnam', '/ports/visakhapatnam'),
  misspelling('mundhra port', '/ports/mundra'),
  misspelling('salvge and oil spil', '/response/salvage-osr'),
  misspelling('finacial securty', '/insurance/financial-security'),
  misspelling('pre arival leter', '/port-call-compliance'),
  misspelling('fleet retiner quote', '/fleet-retainer'),
]
