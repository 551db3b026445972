/**
 * Issue 64's held-out set: 50 queries written from the specification (shared/spec.md) and the trade
 * (how masters, port agents, fleet managers and job-seekers type: abbreviations of ports, authorities
 * and rules, plain English words the site does not use, questions with filler words, plurals and
 * other forms of a word, services the site does not offer, ports it does not serve, misspellings)
 * before any change of issue 64 to the search, and never tuned on. Unlike tests/search-held-out.ts
 * it holds no floor of `npm test`: it measures words the ranking has not seen, and is reported once.
 * `npx node tools/bench/search-score.ts tests/search-held-out-64.ts` scores it on the last build.
 *
 * `want`: the page (its address, without a section) a person typing it means; ASK_A_PERSON where the
 * site cannot answer (a port it does not serve, a service it does not offer, a job): then the search
 * should say its results are weak (src/search/weak.ts), so that the box offers the way to ask a person.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64: SearchQuery[] = [
  // Ports, by the trade's abbreviations and what a master looks up.
  port('KPT', '/ports/kandla'),
  port('MbPT', '/ports/mumbai'),
  port('VTS Mumbai', '/ports/mumbai'),
  port('MRCC Mumbai contact', '/ports/mumbai'),
  port('SPM Vadinar', '/ports/vadinar'),
  port('cyclone season Vizag', '/ports/visakhapatnam'),
  port('Mundra advance notice', '/ports/mundra'),
  // Ports the site does not serve.
  port('Goa port', ASK_A_PERSON),
  port('Colombo', ASK_A_PERSON),
  port('Hazira port', ASK_A_PERSON),
  // Services, in the words of someone who needs them.
  service('ship aground', '/response/salvage-osr'),
  service('dewatering pumps', '/response/salvage-osr'),
  service('skimmers', '/response/salvage-osr'),
  service('booms for oil containment', '/response/salvage-osr'),
  service('retainer credits', '/fleet-retainer'),
  service('partner agents', '/agents/partner'),
  service('club letter', '/insurance/financial-security'),
  // Services the site does not offer.
  service('crew change', ASK_A_PERSON),
  service('dry dock repairs', ASK_A_PERSON),
  service('ship chandler', ASK_A_PERSON),
  service('marine fuel supply', ASK_A_PERSON),
  service('ISPS', ASK_A_PERSON),
  service('welding', ASK_A_PERSON),
  // Rules, forms and documents by the trade's abbreviations and numbers.
  rule('PSC inspection', ASK_A_PERSON),
  rule('FAL forms', ASK_A_PERSON),
  rule('MSW submission ID', '/docs/compliance-pack'),
  rule('DG Shipping circular', '/docs/dgs-msn05-2025'),
  rule('3 months cover rule', '/docs/dgs-msn05-2025'),
  rule('clause 4.2', '/fleet-retainer'),
  rule('annual attestation', '/docs/sla-schedule'),
  rule('IMO number', '/port-call-compliance'),
  // Questions, with the words people wrap them in.
  question('who is on duty at night', '/contact'),
  question('what if my ETA changes', '/port-call-compliance'),
  question('how big is your fleet', '/response/salvage-osr'),
  question('where are your tugs based', '/response/salvage-osr'),
  question('does the SLA cover strikes', '/docs/sla-schedule'),
  question('who signs the compliance pack', '/docs/compliance-pack'),
  question('how long is the review call', '/fleet-retainer'),
  question('is my data shared with anyone', '/privacy'),
  question('how can a ship agent work with you', '/agents/partner'),
  question('what happens when documents are delayed', '/fleet-retainer'),
  // Jobs and what the site does not do.
  question('are you hiring', ASK_A_PERSON),
  question('jobs for marine engineers', ASK_A_PERSON),
  question('insurance claim settlement', ASK_A_PERSON),
  // Misspellings.
  misspelling('complience pack', '/docs/compliance-pack'),
  misspelling('whatsap number', '/contact'),
  misspelling('mundhra', '/ports/mundra'),
  misspelling('salvge tugs', '/response/salvage-osr'),
  misspelling('evidance pack', '/docs/financial-security-evidence'),
  misspelling('nosdcp framwork', '/response/salvage-osr'),
]
