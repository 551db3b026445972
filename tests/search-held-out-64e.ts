/**
 * Issue 64's fifth held-out set: 50 queries written on 28 November from the specification
 * (shared/spec.md) and the trade, by a helper that read neither the search's code nor the earlier
 * sets, while that session's changes to the search were made, which it did not see. It is scored
 * once, at the end, and never tuned on; it holds no floor of `npm test`. `npx node
 * tools/bench/search-score.ts tests/search-held-out-64e.ts` scores it on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64E: SearchQuery[] = [
  // Ports the site has a guide for, by the words an agent or a master would use.
  port('JNPA container terminal', '/ports/mumbai'),
  port('Mundra Adani port', '/ports/mundra'),
  port('Vadinar single point mooring', '/ports/vadinar'),
  port('vizag harbour master contact', '/ports/visakhapatnam'),
  port('Paradip port requirements', '/ports/paradip'),
  port('Kandla signal station', '/ports/kandla'),
  // Indian and nearby ports the site does not serve.
  port('Mormugao port Goa', ASK_A_PERSON),
  port('Krishnapatnam port', ASK_A_PERSON),
  port('Colombo', ASK_A_PERSON),
  port('Hazira port', ASK_A_PERSON),
  // Services the site offers.
  service('emergency towing', '/response/salvage-osr'),
  service('refloat grounded ship', '/response/salvage-osr'),
  service('cargo lightering', '/response/salvage-osr'),
  service('request a fleet quote', '/fleet-retainer'),
  service('SLA backed retainer for shipowners', '/fleet-retainer'),
  service('services for P&I clubs', '/insurers-hub'),
  service('ship agency partnership', '/agents/partner'),
  service('whatsapp number', '/contact'),
  // Services it does not offer, and jobs.
  service('crew change', ASK_A_PERSON),
  service('ship chandler provisions', ASK_A_PERSON),
  service('job vacancies', ASK_A_PERSON),
  service('dry docking repairs', ASK_A_PERSON),
  // Rules, documents, notices and what they hold.
  rule('harbour master verification steps', '/docs/compliance-pack'),
  rule('escalation directory', '/docs/sla-schedule'),
  rule('exclusions force majeure', '/docs/sla-schedule'),
  rule('stakeholder obligations MSN', '/docs/dgs-msn05-2025'),
  rule('authorised insurers list', '/docs/financial-security-evidence'),
  rule('pre-arrival pack template pdf', '/docs/compliance-pack'),
  rule('section 6B wreck removal pollution', '/docs/dgs-msn05-2025'),
  rule('swell warning outer anchorage', '/notices/paradip-monsoon-advisory'),
  rule('cyclone Dana port closed', '/notices/cyclone-dana-paradip-closure'),
  rule('Deendayal jetty closure', '/notices/kandla-oil-jetty-maintenance'),
  rule('emergency alerts', '/notices/topic/emergency'),
  rule('privacy policy personal data', '/privacy'),
  // Questions in plain words.
  question('what if the ETA changes after I submit', '/port-call-compliance'),
  question('does the notice apply to vessels under 300 GT', '/docs/dgs-msn05-2025'),
  question('what is the national oil spill contingency plan', '/response/salvage-osr'),
  question('how quickly can a tug reach Kandla', '/ports/kandla'),
  question('when was the company founded', '/about'),
  question('can an agent order a pack for the owner', '/agents/partner'),
  question('who heads insurance and financial security', '/management'),
  question('how do I stop receiving your emails', '/unsubscribe'),
  question('how many hours notice before arriving at Mundra', '/ports/mundra'),
  question('how long until I get a quote for my fleet', '/fleet-retainer'),
  // Misspellings of words a visitor types.
  misspelling('vadinaar', '/ports/vadinar'),
  misspelling('kandala port', '/ports/kandla'),
  misspelling('oil spil responce', '/response/salvage-osr'),
  misspelling('managment team', '/management'),
  misspelling('pre arival letter', '/port-call-compliance'),
  misspelling('insurence hub', '/insurers-hub'),
]
