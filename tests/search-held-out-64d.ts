/**
 * Issue 64's fourth held-out set: 50 queries written on 27 November (late evening) from the
 * specification (shared/spec.md: its routes, sections and documents) and the trade, before any of
 * that session's changes to the search, with as few of the earlier sets' words as could be (the
 * third, search-held-out-64c.ts, had been read since it was scored). It is scored once, at the end
 * of the changes it follows, and never tuned on; it holds no floor of `npm test`. `npx node
 * tools/bench/search-score.ts tests/search-held-out-64d.ts` scores it on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64D: SearchQuery[] = [
  // Ports: what a master or an agent looks up on a port's page.
  port('Kandla tug', '/ports/kandla'),
  port('Mundra coordinates', '/ports/mundra'),
  port('Vadinar emergency phone', '/ports/vadinar'),
  port('Visakhapatnam requirements', '/ports/visakhapatnam'),
  port('Paradip 24/7', '/ports/paradip'),
  port('Mumbai harbour partners', '/ports/mumbai'),
  // Ports the site does not serve.
  port('Kakinada', ASK_A_PERSON),
  port('Ennore port', ASK_A_PERSON),
  port('Jebel Ali', ASK_A_PERSON),
  port('Mormugao', ASK_A_PERSON),
  // Services, in the words of someone who needs them.
  service('ship salvage company', '/response/salvage-osr'),
  service('tanker emergency', '/response/salvage-osr'),
  service('named assets', '/response/salvage-osr'),
  service('response time guarantee', '/fleet-retainer'),
  service('quote for ten vessels', '/fleet-retainer'),
  service('partner portal', '/agents/partner'),
  service('underwriters', '/insurers-hub'),
  service('port call compliance', '/port-call-compliance'),
  // Services the site does not offer.
  service('ship repair', ASK_A_PERSON),
  service('yacht charter', ASK_A_PERSON),
  service('container shipping rates', ASK_A_PERSON),
  service('internship', ASK_A_PERSON),
  // Rules and documents, by what they hold.
  rule('GSI-SLA-RET-INDIA', '/docs/sla-schedule'),
  rule('GSI-FS-EVIDENCE', '/docs/financial-security-evidence'),
  rule('verification record', '/docs/compliance-pack'),
  rule('vessel agent checklist', '/docs/compliance-pack'),
  rule('pollution response centres Port Blair', '/docs/compliance-pack'),
  rule('cover note pollution clauses', '/docs/compliance-pack'),
  rule('policy reference validity', '/docs/compliance-pack'),
  rule('service level table section 9', '/docs/sla-schedule'),
  rule('effective date contract number', '/docs/sla-schedule'),
  rule('clause 6C', '/docs/dgs-msn05-2025'),
  rule('audit notes', '/docs/financial-security-evidence'),
  rule('fleet risk lead', '/docs/financial-security-evidence'),
  // Questions, with the words people wrap them in.
  question('how many vessels can one retainer cover', '/fleet-retainer'),
  question('what documents does the port need before arrival', '/port-call-compliance'),
  question('can you send the letter to my agent', '/port-call-compliance'),
  question('which ports do you cover', '/ports'),
  question('how long until the tug arrives at Vadinar', '/ports/vadinar'),
  question('what is the vision of the company', '/about'),
  question('who handles oil pollution at sea', '/response/salvage-osr'),
  question('what does the financial security letter say', '/insurance/financial-security'),
  question('is there a fee for the pre-arrival letter', '/port-call-compliance'),
  question('who should I email for support', '/contact'),
  // Misspellings.
  misspelling('vadinr', '/ports/vadinar'),
  misspelling('visakhaptnam', '/ports/visakhapatnam'),
  misspelling('finanical security', '/insurance/financial-security'),
  misspelling('case stuides', '/case-studies'),
  misspelling('retianer', '/fleet-retainer'),
  misspelling('advisery board', '/management'),
]
