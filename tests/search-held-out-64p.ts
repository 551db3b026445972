/**
 * Set p of issue 64, written on 29 November from the specification and the seed only, before it was
 * scored, never tuned on; kept out of npm test's floors. 50 queries as ship masters, agents, fleet
 * managers and P&I people in India would type them, by a helper that read neither the search's code
 * nor the earlier sets. `npx node tools/bench/search-score.ts tests/search-held-out-64p.ts` scores it
 * on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64P: SearchQuery[] = [
  // Ports: other names, a state, a terminal's feature, the directory, and a port the site does not serve.
  port('nhava sheva', '/ports/mumbai'),
  port('JNPA port control contact', '/ports/mumbai'),
  port('vizag', '/ports/visakhapatnam'),
  port('deendayal port emergency contacts', '/ports/kandla'),
  port('mundra port requirements', '/ports/mundra'),
  port('paradeep', '/ports/paradip'),
  port('odisha port', '/ports/paradip'),
  port('vadinar spm', '/ports/vadinar'),
  port('list of ports you cover', '/ports'),
  port('colombo port', ASK_A_PERSON),

  // Services: what the site sells, who it is for, its documents, and a service it does not offer.
  service('get pre arrival letter for port call', '/port-call-compliance'),
  service('fleet retainer for 15 vessels', '/fleet-retainer'),
  service('emergency towing tug', '/response/salvage-osr'),
  service('oil spill boom skimmer', '/response/salvage-osr'),
  service('p&i letter nosdcp contact sheet agent coordination', '/insurance/financial-security'),
  service('partner program for ship agents', '/agents/partner'),
  service('verification support for p&i clubs', '/insurers-hub'),
  service('previous salvage jobs', '/case-studies'),
  service('24x7 emergency hotline', '/contact'),
  service('blank pre-arrival pack template print', '/docs/compliance-pack'),
  service('evidence pack for p&i correspondent', '/docs/financial-security-evidence'),
  service('ship chandling and provisions', ASK_A_PERSON),

  // Rules: clauses of the notice, the retainer's clauses and SLA terms, port notice periods, privacy, and a rule the site does not cover.
  rule('msn 05/2025 clause 6B wreck removal', '/docs/dgs-msn05-2025'),
  rule('vessels below 300 GT msn', '/docs/dgs-msn05-2025'),
  rule('retainer clause 5.1 24/7 pollution contact', '/fleet-retainer'),
  rule('clause mapping P&I documents msn', '/insurance/financial-security'),
  rule('sla exclusions force majeure strikes', '/docs/sla-schedule'),
  rule('escalation matrix duty manager coo md', '/docs/sla-schedule'),
  rule('harbour master verification record', '/docs/compliance-pack'),
  rule('DGS authorised insurers list', '/docs/financial-security-evidence'),
  rule('mundra 48h advance notice', '/ports/mundra'),
  rule('72 hours nosdcp contacts vadinar', '/ports/vadinar'),
  rule('DPDP act personal data grievance officer', '/privacy'),
  rule('ballast water management rules india', ASK_A_PERSON),

  // Questions: the pre-arrival FAQs, the company, the notices, and a job.
  question('how fast will i get the pre-arrival pack', '/port-call-compliance'),
  question('what if ETA changes after I submit', '/port-call-compliance'),
  question('who is the managing director', '/management'),
  question('when was global salvage india founded', '/about'),
  question('what is NOSDCP', '/response/salvage-osr'),
  question('does msn 05/2025 apply to foreign flag ships', '/notices/dgs-msn-05-2025'),
  question('is kandla oil jetty 3 closed', '/notices/kandla-oil-jetty-maintenance'),
  question('how long for a tug to reach paradip', '/ports/paradip'),
  question('where is your office located', '/contact'),
  question('are you hiring deck officers', ASK_A_PERSON),

  // Misspellings: of port names, services and pages, and of a service the site does not offer.
  misspelling('visakapatnam', '/ports/visakhapatnam'),
  misspelling('oil spil responce', '/response/salvage-osr'),
  misspelling('finacial securty', '/insurance/financial-security'),
  misspelling('pre arival leter', '/port-call-compliance'),
  misspelling('leadrship team', '/management'),
  misspelling('drydock repiars', ASK_A_PERSON),
]
