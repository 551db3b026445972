/**
 * Set r of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored; kept out of npm test's floors. 50 queries as ship masters, agents, fleet managers and P&I
 * people in India would type them, by a helper that read neither the search's code nor the earlier
 * sets. `npx node tools/bench/search-score.ts tests/search-held-out-64r.ts` scores it on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64R: SearchQuery[] = [
  // Ports: other names, local contacts and partners, a port the site does not serve.
  port('nhava sheva pre arrival requirements', '/ports/mumbai'),
  port('vizag port emergency contacts', '/ports/visakhapatnam'),
  port('paradeep port agent', '/ports/paradip'),
  port('deendayal deputy conservator', '/ports/kandla'),
  port('vadinar spm mooring master', '/ports/vadinar'),
  port('jamnagar ship agent', '/ports/vadinar'),
  port('adani port P&I evidence berth allocation', '/ports/mundra'),
  port('compare ports advance notice', '/ports'),
  port('paradip monsoon swell advisory', '/notices/paradip-monsoon-advisory'),
  port('mormugao port goa', ASK_A_PERSON),

  // Services.
  service('request pre arrival documents online', '/port-call-compliance'),
  service('retainer for whole fleet indian port calls', '/fleet-retainer'),
  service('towing escort salvage service india', '/response/salvage-osr'),
  service('refloating grounded vessel', '/response/salvage-osr'),
  service('agent coordination sheet', '/insurance/financial-security'),
  service('ship agency partnership programme', '/agents/partner'),
  service('P&I club entered vessels verification help', '/insurers-hub'),
  service('fleet quote 26-50 vessels', '/fleet-retainer'),
  service('bunker lightering', '/response/salvage-osr'),
  service('crew change and husbandry agency', ASK_A_PERSON),
  service('24x7 hotline number', '/contact'),
  service('P&I financial security certificate service', '/insurance/financial-security'),

  // Rules, clauses and the documents that carry them.
  rule('msn 05 2025 clause 6B wreck removal pollution', '/docs/dgs-msn05-2025'),
  rule('stakeholder obligations shipowner agent club', '/docs/dgs-msn05-2025'),
  rule('clause 4.2 minimum 3 months cover', '/fleet-retainer'),
  rule('nosdcp framework coast guard direction', '/response/salvage-osr'),
  rule('IG P&I vessel search link', '/docs/financial-security-evidence'),
  rule('sla exclusions force majeure strikes', '/docs/sla-schedule'),
  rule('escalation directory duty manager', '/docs/sla-schedule'),
  rule('harbour master verification record port stamp', '/docs/compliance-pack'),
  rule('DPDP act 2023 data retention', '/privacy'),
  rule('kandla oil jetty 3 maintenance closure', '/notices/kandla-oil-jetty-maintenance'),
  rule('port advisories and dgs circulars', '/notices'),
  rule('ballast water management rules india', ASK_A_PERSON),

  // Questions in plain English.
  question('how fast can you issue pre-arrival docs', '/port-call-compliance'),
  question('ETA changed after I submitted, what now', '/port-call-compliance'),
  question('who is the MD of global salvage india', '/management'),
  question('when was the company started', '/about'),
  question('how was the paradip bunker spill contained', '/case-studies'),
  question('can a ship agent order the pack for principals', '/agents/partner'),
  question('how long do you keep personal data', '/privacy'),
  question('when did paradip reopen after cyclone dana', '/notices/cyclone-dana-paradip-closure'),
  question('does msn 05/2025 apply to foreign flag ships', '/notices/dgs-msn-05-2025'),
  question('any vacancies for marine engineers', ASK_A_PERSON),

  // Misspellings.
  misspelling('vishakapatnam port', '/ports/visakhapatnam'),
  misspelling('sallvage oil spil response', '/response/salvage-osr'),
  misspelling('finacial securty evidance pack', '/docs/financial-security-evidence'),
  misspelling('kandala port contacts', '/ports/kandla'),
  misspelling('flet retainer sla shedule', '/docs/sla-schedule'),
  misspelling('carreer oppertunities', ASK_A_PERSON),
]
