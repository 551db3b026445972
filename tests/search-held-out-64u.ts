/**
 * Set u of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64u.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64U: SearchQuery[] = [
  // Ports: other names, states, terminals, what an agent needs there.
  port('nhava sheva', '/ports/mumbai'),
  port('vizag port pre arrival documents', '/ports/visakhapatnam'),
  port('deendayal port authority', '/ports/kandla'),
  port('adani mundra berth allocation p&i', '/ports/mundra'),
  port('paradeep port', '/ports/paradip'),
  port('vadinar spm mooring master', '/ports/vadinar'),
  port('odisha port tugs', '/ports/paradip'),
  port('all indian ports response times', '/ports'),
  port('indian port advisories and alerts', '/notices'),
  port('chattogram port', ASK_A_PERSON),

  // Services: what they want bought or done.
  service('financial security pack for port entry', '/port-call-compliance'),
  service('emergency tow disabled ship', '/response/salvage-osr'),
  service('oil spill containment boom skimmers', '/response/salvage-osr'),
  service('retainer quote for 20 ships', '/fleet-retainer'),
  service('procurement datasheet sla pdf', '/docs/sla-schedule'),
  service('blue card ciofs letter', '/insurance/financial-security'),
  service('become a partner ship agency', '/agents/partner'),
  service('p&i club correspondent verification', '/insurers-hub'),
  service('refloating grounded vessel', '/response/salvage-osr'),
  service('whatsapp number 24/7 desk', '/contact'),
  service('printable pre-arrival pack template', '/docs/compliance-pack'),
  service('crew change and visa', ASK_A_PERSON),

  // Rules: the notice, its clauses, port requirements, the contract's terms.
  rule('new dgs circular p&i certificate', '/notices/dgs-msn-05-2025'),
  rule('msn 05/2025 clause 6b wreck removal pollution', '/docs/dgs-msn05-2025'),
  rule('renewal within three month window', '/docs/dgs-msn05-2025'),
  rule('nosdcp framework oil spill', '/response/salvage-osr'),
  rule('harbour master verification record', '/docs/compliance-pack'),
  rule('dgs authorised insurers list', '/docs/financial-security-evidence'),
  rule('clause mapping p&i letter nosdcp sheet', '/insurance/financial-security'),
  rule('sla exclusions force majeure strikes', '/docs/sla-schedule'),
  rule('kandla dgs clearance 24h', '/ports/kandla'),
  rule('retainer clause 4.2 three months cover', '/fleet-retainer'),
  rule('dpdp act data privacy', '/privacy'),
  rule('isps declaration of security', ASK_A_PERSON),

  // Questions, typed in full.
  question('how long does it take to get the p&i letter for my port call', '/port-call-compliance'),
  question('eta changed, do i need new documents', '/port-call-compliance'),
  question('who runs global salvage india', '/management'),
  question('when was the company founded', '/about'),
  question('how long for a salvage tug to reach paradip', '/ports/paradip'),
  question('is there swell at paradip anchorage now', '/notices/paradip-monsoon-advisory'),
  question('what do you do with my personal data', '/privacy'),
  question('which kandla jetty is closed for maintenance', '/notices/kandla-oil-jetty-maintenance'),
  question('have you handled a bunker spill before', '/case-studies'),
  question('do you have any job vacancies for marine engineers', ASK_A_PERSON),

  // Misspellings, as thumbs type them.
  misspelling('visakapatnam', '/ports/visakhapatnam'),
  misspelling('oil spil responce', '/response/salvage-osr'),
  misspelling('finacial securty evidance pack', '/docs/financial-security-evidence'),
  misspelling('mundhra port', '/ports/mundra'),
  misspelling('pre arival leter', '/port-call-compliance'),
  misspelling('singapur port agent', ASK_A_PERSON),
]
