/**
 * Set z of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64z.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64Z: SearchQuery[] = [
  // Ports: other names, local details, port alerts, and a port the site does not serve.
  port('nhava sheva', '/ports/mumbai'),
  port('vizag port', '/ports/visakhapatnam'),
  port('deendayal port', '/ports/kandla'),
  port('mundra advance notice', '/ports/mundra'),
  port('vadinar spm tanker', '/ports/vadinar'),
  port('jnpt harbour master phone', '/ports/mumbai'),
  port('paradip monsoon swell', '/notices/paradip-monsoon-advisory'),
  port('kandla oil jetty closed', '/notices/kandla-oil-jetty-maintenance'),
  port('indian ports you cover', '/ports'),
  port('colombo port', ASK_A_PERSON),

  // Services: what a fleet manager compares, and two services the site does not offer.
  service('fleet retainer cost', '/fleet-retainer'),
  service('retainer quote 15 ships', '/fleet-retainer'),
  service('salvage tug mumbai', '/response/salvage-osr'),
  service('oil spill response contractor india', '/response/salvage-osr'),
  service('refloat grounded ship', '/response/salvage-osr'),
  service('pre-arrival docs indian port', '/port-call-compliance'),
  service('p&i letter for port entry', '/insurance/financial-security'),
  service('sla schedule contract pdf', '/docs/sla-schedule'),
  service('become partner agent', '/agents/partner'),
  service('p&i club correspondent support', '/insurers-hub'),
  service('dry dock ship repair', ASK_A_PERSON),
  service('bunker supply', ASK_A_PERSON),

  // Rules: the DGS notice by number and clause, conventions, certificates, and one rule the site does not cover.
  rule('msn 05/2025', '/notices/dgs-msn-05-2025'),
  rule('dgs notice p&i 300 gt', '/notices/dgs-msn-05-2025'),
  rule('msn 5/2025 summary printable', '/docs/dgs-msn05-2025'),
  rule('clause 6b wreck removal pollution', '/docs/dgs-msn05-2025'),
  rule('nosdcp coast guard', '/response/salvage-osr'),
  rule('dgs authorised insurers list', '/docs/financial-security-evidence'),
  rule('harbour master verification record', '/docs/compliance-pack'),
  rule('blue card ciofs reference', '/insurance/financial-security'),
  rule('sla exclusions force majeure', '/docs/sla-schedule'),
  rule('dpdp act personal data', '/privacy'),
  rule('latest dgs circulars', '/notices'),
  rule('marpol annex vi sulphur cap', ASK_A_PERSON),

  // Questions: turnaround, who runs it, track record, getting in touch, and a job seeker.
  question('how quickly is the pre arrival pack issued', '/port-call-compliance'),
  question('eta changed need revised documents', '/port-call-compliance'),
  question('who runs global salvage india', '/management'),
  question('how to reach 24x7 desk', '/contact'),
  question('mumbai office address', '/contact'),
  question('what if you miss the sla', '/fleet-retainer'),
  question('how long in salvage business', '/about'),
  question('previous salvage jobs track record', '/case-studies'),
  question('can agent order pack for owner', '/agents/partner'),
  question('any job openings', ASK_A_PERSON),

  // Misspellings: typos of port names, services and page names.
  misspelling('vishakapatnam', '/ports/visakhapatnam'),
  misspelling('kandala port', '/ports/kandla'),
  misspelling('salvge tug', '/response/salvage-osr'),
  misspelling('finacial security', '/insurance/financial-security'),
  misspelling('fleet retianer', '/fleet-retainer'),
  misspelling('port call complience', '/port-call-compliance'),
]
