/**
 * Set v of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64v.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64V: SearchQuery[] = [
  // Ports: by their trade names, their facilities and contacts, one the site does not serve.
  port('nhava sheva', '/ports/mumbai'),
  port('jnpt advance notice', '/ports/mumbai'),
  port('vizag port emergency contacts', '/ports/visakhapatnam'),
  port('deendayal port authority', '/ports/kandla'),
  port('mundra terminal requirements', '/ports/mundra'),
  port('vadinar spm tanker', '/ports/vadinar'),
  port('paradeep port', '/ports/paradip'),
  port('kandla signal station number', '/ports/kandla'),
  port('colombo port agent', ASK_A_PERSON),
  port('list of indian ports covered', '/ports'),

  // Services: documents, retainers, salvage work, partners, and what is not offered.
  service('p&i letter before port call', '/port-call-compliance'),
  service('annual retainer for fleet', '/fleet-retainer'),
  service('emergency towing', '/response/salvage-osr'),
  service('oil spill boom skimmer', '/response/salvage-osr'),
  service('refloat grounded vessel', '/response/salvage-osr'),
  service('cargo lightering', '/response/salvage-osr'),
  service('ship agent partner programme', '/agents/partner'),
  service('p&i club correspondent support', '/insurers-hub'),
  service('crew change', ASK_A_PERSON),
  service('dry dock repairs', ASK_A_PERSON),
  service('sla schedule pdf', '/docs/sla-schedule'),
  service('24x7 emergency number', '/contact'),

  // Rules: the DGS notice by number and clause, conventions, lists, the contract's terms, privacy law.
  rule('msn 05/2025', '/notices/dgs-msn-05-2025'),
  rule('dgs notice 300 gt p&i', '/notices/dgs-msn-05-2025'),
  rule('msn 5 of 2025 printable summary', '/docs/dgs-msn05-2025'),
  rule('section 6b wreck removal cover', '/docs/dgs-msn05-2025'),
  rule('nosdcp coast guard', '/response/salvage-osr'),
  rule('blue card ciofs reference', '/insurance/financial-security'),
  rule('nairobi wreck convention', '/docs/compliance-pack'),
  rule('dgs approved insurers list', '/docs/financial-security-evidence'),
  rule('dpdp act data', '/privacy'),
  rule('isps code', ASK_A_PERSON),
  rule('harbour master verification checklist', '/docs/compliance-pack'),
  rule('sla force majeure exclusion', '/docs/sla-schedule'),

  // Questions: plain questions about turnaround, scope, port conditions, people, penalties, jobs.
  question('how long does pre arrival letter take', '/port-call-compliance'),
  question('msn 05/2025 applicable below 300 gt?', '/notices/dgs-msn-05-2025'),
  question('eta changed need revised documents', '/port-call-compliance'),
  question('how fast can tug reach vizag', '/ports/visakhapatnam'),
  question('is paradip outer anchorage open', '/notices/paradip-monsoon-advisory'),
  question('kandla oil jetty 3 closed when', '/notices/kandla-oil-jetty-maintenance'),
  question('when did paradip reopen after cyclone dana', '/notices/cyclone-dana-paradip-closure'),
  question('who is your managing director', '/management'),
  question('penalty if documents are late', '/fleet-retainer'),
  question('any openings for marine surveyor jobs', ASK_A_PERSON),

  // Misspellings: dropped and swapped letters people really type.
  misspelling('visakapatnam', '/ports/visakhapatnam'),
  misspelling('salvge tug', '/response/salvage-osr'),
  misspelling('finacial security certificate', '/insurance/financial-security'),
  misspelling('pre arival letter', '/port-call-compliance'),
  misspelling('kandala port', '/ports/kandla'),
  misspelling('fleet retianer', '/fleet-retainer'),
]
