/**
 * Issue 64's eighth held-out set: 50 queries written on 28 November (the fourth session that day)
 * from the specification (shared/spec.md), the seed and the trade, by a helper that read neither the
 * search's code nor the earlier sets, before that session's changes to the search, which it did not
 * see. It is scored once, at the end, and never tuned on; it holds no floor of `npm test`. `npx node
 * tools/bench/search-score.ts tests/search-held-out-64h.ts` scores it on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64H: SearchQuery[] = [
  // Ports the site has a guide for.
  port('nhava sheva port guide', '/ports/mumbai'),
  port('Deendayal port', '/ports/kandla'),
  port('vizag port requirements', '/ports/visakhapatnam'),
  port('Adani Mundra', '/ports/mundra'),
  port('vadinar oil terminal jamnagar', '/ports/vadinar'),
  port('paradeep port odisha', '/ports/paradip'),
  // Ports the site does not serve.
  port('Mormugao port Goa', ASK_A_PERSON),
  port('New Mangalore port pre arrival', ASK_A_PERSON),
  port('Colombo port agent', ASK_A_PERSON),
  port('krishnapatnam', ASK_A_PERSON),
  // Services offered.
  service('P&I pre-arrival letter for india port call', '/port-call-compliance'),
  service('emergency tow disabled vessel', '/response/salvage-osr'),
  service('oil spill containment booms skimmers', '/response/salvage-osr'),
  service('refloating grounded ship', '/response/salvage-osr'),
  service('fleet retainer price', '/fleet-retainer'),
  service('financial security certificate service', '/insurance/financial-security'),
  service('become a partner ship agent', '/agents/partner'),
  service('P&I club verification support', '/insurers-hub'),
  service('shipboard firefighting support', '/response/salvage-osr'),
  // Services not offered.
  service('crew change and visa assistance', ASK_A_PERSON),
  service('ship chandler provisions supply', ASK_A_PERSON),
  service('dry dock ship repair', ASK_A_PERSON),
  // Rules, notices and documents.
  rule('MSN 05/2025 summary pdf', '/docs/dgs-msn05-2025'),
  rule('msn clause 6B wreck removal pollution liabilities', '/docs/dgs-msn05-2025'),
  rule('harbour master verification record', '/docs/compliance-pack'),
  rule('vessel agent checklist pre arrival pack', '/docs/compliance-pack'),
  rule('SLA exclusions force majeure', '/docs/sla-schedule'),
  rule('retainer escalation directory', '/docs/sla-schedule'),
  rule('evidence checklist for fleet risk lead', '/docs/financial-security-evidence'),
  rule('paradip outer anchorage swell advisory', '/notices/paradip-monsoon-advisory'),
  rule('deendayal oil jetty 3 maintenance closure', '/notices/kandla-oil-jetty-maintenance'),
  rule('cyclone dana port closure', '/notices/cyclone-dana-paradip-closure'),
  rule('latest DGS circulars and port advisories', '/notices'),
  rule('privacy notice DPDP act', '/privacy'),
  // Questions in a visitor's words.
  question('how long does it take to get the pre-arrival pack', '/port-call-compliance'),
  question('what if our ETA changes after submitting the form', '/port-call-compliance'),
  question('who is the managing director', '/management'),
  question('when was global salvage india founded', '/about'),
  question('how do I change which emails I get from you', '/email-preferences'),
  question('what is your 24 hour emergency number', '/contact'),
  question('what does port control at JNPT check before assigning a pilot', '/ports/mumbai'),
  question('how much advance notice does Mundra need', '/ports/mundra'),
  question('when is cyclone season at vizag', '/ports/visakhapatnam'),
  question('do you have any job openings for deck officers', ASK_A_PERSON),
  // Misspellings.
  misspelling('visakapatnam port', '/ports/visakhapatnam'),
  misspelling('pre arival letter', '/port-call-compliance'),
  misspelling('finacial security P&I', '/insurance/financial-security'),
  misspelling('salvge and oil spil response', '/response/salvage-osr'),
  misspelling('kandala port', '/ports/kandla'),
  misspelling('managment team', '/management'),
]
