/**
 * Issue 64's third held-out set: 50 queries written from the specification (shared/spec.md: its
 * routes, sections and documents) and the trade on the evening of 27 November, with none of the
 * words of the sets before it, and scored once as written (docs/search.md gives the figures). The
 * second set (search-held-out-64b.ts) had been read since it was scored, so it no longer measured
 * unseen words. Like them, it holds no floor of `npm test`. `npx node tools/bench/search-score.ts
 * tests/search-held-out-64c.ts` scores it on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64C: SearchQuery[] = [
  // Ports: their other names, what a master or an agent looks up there.
  port('JNPT salvage', '/ports/mumbai'),
  port('Nhava Sheva response time', '/ports/mumbai'),
  port('Deendayal port', '/ports/kandla'),
  port('Vizag', '/ports/visakhapatnam'),
  port('Paradip equipment', '/ports/paradip'),
  port('Mundra partners', '/ports/mundra'),
  port('Vadinar single buoy mooring', '/ports/vadinar'),
  port('Odisha port', '/ports/paradip'),
  // Ports the site does not serve.
  port('Kochi', ASK_A_PERSON),
  port('Tuticorin port', ASK_A_PERSON),
  port('Colombo', ASK_A_PERSON),
  // Services, in the words of someone who needs them.
  service('salvage', '/response/salvage-osr'),
  service('oil spill', '/response/salvage-osr'),
  service('NOSDCP framework', '/response/salvage-osr'),
  service('emergency response assets', '/response/salvage-osr'),
  service('fleet retainer price', '/fleet-retainer'),
  service('service level agreement for fleets', '/fleet-retainer'),
  service('financial security certificate', '/insurance/financial-security'),
  service('agent coordination sheet', '/insurance/financial-security'),
  service('agent partnership', '/agents/partner'),
  service('resources for P&I clubs', '/insurers-hub'),
  // Services the site does not offer.
  service('dry docking', ASK_A_PERSON),
  service('crew change', ASK_A_PERSON),
  service('hull survey', ASK_A_PERSON),
  service('job vacancies', ASK_A_PERSON),
  // Rules and documents, by what they hold.
  rule('DGS circular', '/docs/dgs-msn05-2025'),
  rule('stakeholder obligations', '/docs/dgs-msn05-2025'),
  rule('implementation notes MSN', '/docs/dgs-msn05-2025'),
  rule('pre-arrival pack PDF', '/docs/compliance-pack'),
  rule('port SOP checklist', '/docs/compliance-pack'),
  rule('Coast Guard liaison', '/docs/compliance-pack'),
  rule('contract signature blocks', '/docs/sla-schedule'),
  rule('validation and reporting', '/docs/sla-schedule'),
  rule('P&I vessel search', '/docs/financial-security-evidence'),
  rule('evidence pack checklist', '/docs/financial-security-evidence'),
  // Questions, with the words people wrap them in.
  question('who is on the advisory board', '/management'),
  question('what is your mission', '/about'),
  question('company history timeline', '/about'),
  question('how fast can a tug reach Mundra', '/ports/mundra'),
  question('how do I contact you on WhatsApp', '/contact'),
  question('is my data shared', '/privacy'),
  question('what clauses does the retainer cover', '/fleet-retainer'),
  question('where are you based', '/contact'),
  question('how do I request a quote', '/fleet-retainer'),
  // Misspellings.
  misspelling('salvge', '/response/salvage-osr'),
  misspelling('mundhra', '/ports/mundra'),
  misspelling('paradeep', '/ports/paradip'),
  misspelling('complaince pack', '/docs/compliance-pack'),
  misspelling('managment', '/management'),
  misspelling('insurrers', '/insurers-hub'),
]
