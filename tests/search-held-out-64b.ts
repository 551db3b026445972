/**
 * Issue 64's second held-out set: 50 queries written from the specification (shared/spec.md: its
 * routes, sections and documents) and the trade, on 27 November, before any change of that day's
 * session to the search, and never tuned on: the first set (search-held-out-64.ts) had been read
 * while the ranking's rules were written, so it no longer measured unseen words. Like it, it holds no
 * floor of `npm test`, and is reported once. `npx node tools/bench/search-score.ts
 * tests/search-held-out-64b.ts` scores it on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64B: SearchQuery[] = [
  // Ports: their full names, what a master looks up, the people there.
  port('Jawaharlal Nehru Port', '/ports/mumbai'),
  port('Mundra port agent', '/ports/mundra'),
  port('Vadinar SBM', '/ports/vadinar'),
  port('Paradip coordinates', '/ports/paradip'),
  port('Kandla emergency contacts', '/ports/kandla'),
  port('Visakhapatnam response time', '/ports/visakhapatnam'),
  port('harbour master Mumbai', '/ports/mumbai'),
  // Ports the site does not serve.
  port('Chennai port', ASK_A_PERSON),
  port('Haldia', ASK_A_PERSON),
  port('Mangalore port', ASK_A_PERSON),
  port('Singapore', ASK_A_PERSON),
  // Services, in the words of someone who needs them.
  service('tug assistance', '/response/salvage-osr'),
  service('emergency towing', '/response/salvage-osr'),
  service('pollution response', '/response/salvage-osr'),
  service('P&I letter', '/insurance/financial-security'),
  service('annual fleet contract', '/fleet-retainer'),
  service('quote for our fleet', '/fleet-retainer'),
  service('pre-arrival letter generator', '/port-call-compliance'),
  service('insurer resources', '/insurers-hub'),
  // Services the site does not offer.
  service('bunkering', ASK_A_PERSON),
  service('ship recycling', ASK_A_PERSON),
  service('cargo survey', ASK_A_PERSON),
  service('visa for crew', ASK_A_PERSON),
  service('freight rates', ASK_A_PERSON),
  // Rules and documents, by what they hold.
  rule('MSN 05 of 2025', '/docs/dgs-msn05-2025'),
  rule('merchant shipping notice financial security', '/docs/dgs-msn05-2025'),
  rule('authorised insurers list', '/docs/financial-security-evidence'),
  rule('SLA exclusions', '/docs/sla-schedule'),
  rule('escalation contacts', '/docs/sla-schedule'),
  rule('wreck removal cover note', '/docs/compliance-pack'),
  rule('harbour master verification steps', '/docs/compliance-pack'),
  rule('clause mapping', '/insurance/financial-security'),
  rule('coverage zones', '/fleet-retainer'),
  rule('procurement datasheet', '/fleet-retainer'),
  // Questions, with the words people wrap them in.
  question('who runs the company', '/management'),
  question('when was the company founded', '/about'),
  question('what are your values', '/about'),
  question('what does the 24/7 operations centre do', '/fleet-retainer'),
  question('how do I get a pre-arrival letter', '/port-call-compliance'),
  question('what cookies do you use', '/privacy'),
  question('can I book a call', '/fleet-retainer'),
  question('where is your office', '/contact'),
  question('past salvage jobs', '/case-studies'),
  question('do you have a programme for port agents', '/agents/partner'),
  // Misspellings.
  misspelling('retainor', '/fleet-retainer'),
  misspelling('vishakapatnam', '/ports/visakhapatnam'),
  misspelling('kandala', '/ports/kandla'),
  misspelling('finacial security', '/insurance/financial-security'),
  misspelling('leadrship', '/management'),
  misspelling('casestudies', '/case-studies'),
]
