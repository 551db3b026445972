/**
 * Issue 64's sixth held-out set: 50 queries written on 28 November from the specification
 * (shared/spec.md), the seed and the trade, by a helper that read neither the search's code nor the
 * earlier sets, before that session's changes to the search, which it did not see. It is scored
 * once, at the end, and never tuned on; it holds no floor of `npm test`. `npx node
 * tools/bench/search-score.ts tests/search-held-out-64f.ts` scores it on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64F: SearchQuery[] = [
  // Ports the site has a guide for.
  port('Nhava Sheva pre-arrival requirements', '/ports/mumbai'),
  port('Deendayal Port Authority emergency numbers', '/ports/kandla'),
  port('Visakhapatnam cyclone season anchorage', '/ports/visakhapatnam'),
  port('Mundra berth allocation P&I check', '/ports/mundra'),
  port('SPM mooring master Vadinar', '/ports/vadinar'),
  port('Paradeep coal berth', '/ports/paradip'),
  // Ports the site does not serve.
  port('Kakinada anchorage', ASK_A_PERSON),
  port('New Mangalore port', ASK_A_PERSON),
  port('Jebel Ali', ASK_A_PERSON),
  port('Chattogram port agent', ASK_A_PERSON),
  // Services offered.
  service('hire a salvage tug', '/response/salvage-osr'),
  service('engine room fire assistance', '/response/salvage-osr'),
  service('bunker spill OSR', '/response/salvage-osr'),
  service('retainer for a tanker fleet', '/fleet-retainer'),
  service('book a 20 minute call', '/fleet-retainer'),
  service('P&I club verification support', '/insurers-hub'),
  service('port agent partnership', '/agents/partner'),
  service('DGS letter for vessel arriving next week', '/port-call-compliance'),
  // Services not offered, and jobs.
  service('ship recycling Alang', ASK_A_PERSON),
  service('container freight booking', ASK_A_PERSON),
  service('internship for marine engineering students', ASK_A_PERSON),
  service('bunker fuel supplier', ASK_A_PERSON),
  // Rules, documents and notices.
  rule('DG Shipping 300 GT threshold', '/docs/dgs-msn05-2025'),
  rule('harbour master verification steps', '/docs/compliance-pack'),
  rule('port SOP checklist template', '/docs/compliance-pack'),
  rule('evidence checklist for P&I correspondent', '/docs/financial-security-evidence'),
  rule('SLA monthly report and annual attestation', '/docs/sla-schedule'),
  rule('Deendayal jetty 3 closed', '/notices/kandla-oil-jetty-maintenance'),
  rule('Paradip pilot boarding delays', '/notices/paradip-monsoon-advisory'),
  rule('VLCC diverted to Vadinar', '/notices/vadinar-pre-arrival-pack-in-38-minutes'),
  rule('port emergency alerts', '/notices/topic/emergency'),
  rule('latest compliance notices', '/notices/topic/compliance'),
  rule('maritime insights blog', '/notices/topic/insights'),
  rule('privacy policy', '/privacy'),
  // Plain-English questions.
  question('do ships under 300 GT need a P&I certificate', '/docs/dgs-msn05-2025'),
  question('how many months of P&I validity does MSN 05 require', '/docs/dgs-msn05-2025'),
  question('how long does the pre-arrival pack take', '/port-call-compliance'),
  question('our ETA changed, do we need new documents?', '/port-call-compliance'),
  question('how quickly can you get a tug to Paradip', '/ports/paradip'),
  question('does Vadinar need 72 hours notice', '/ports/vadinar'),
  question('when was Global Salvage India founded', '/about'),
  question('do you have a whatsapp number', '/contact'),
  question('how do I unsubscribe from your emails', '/privacy'),
  question('who is in charge of salvage operations', '/management'),
  // Misspellings.
  misspelling('nhava sheeva', '/ports/mumbai'),
  misspelling('visakapatnam', '/ports/visakhapatnam'),
  misspelling('mundhra port', '/ports/mundra'),
  misspelling('evidance pack', '/docs/financial-security-evidence'),
  misspelling('sla shedule', '/docs/sla-schedule'),
  misspelling('salavge tug', '/response/salvage-osr'),
]
