/**
 * Issue 64's seventh held-out set: 50 queries written on 28 November (the third session that day)
 * from the specification (shared/spec.md), the seed and the trade, by a helper that read neither the
 * search's code nor the earlier sets, before that session's changes to the search, which it did not
 * see. It is scored once, at the end, and never tuned on; it holds no floor of `npm test`. `npx node
 * tools/bench/search-score.ts tests/search-held-out-64g.ts` scores it on the last build.
 *
 * `want`: the page a person typing it means; ASK_A_PERSON where the site cannot answer.
 */
import { ASK_A_PERSON, queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64G: SearchQuery[] = [
  // Ports the site has a guide for.
  port('JNPA navi mumbai', '/ports/mumbai'),
  port('deendayal port trust', '/ports/kandla'),
  port('adani mundra terminal', '/ports/mundra'),
  port('jamnagar oil terminal', '/ports/vadinar'),
  port('vizag harbour', '/ports/visakhapatnam'),
  port('paradeep port odisha', '/ports/paradip'),
  // Ports the site does not serve.
  port('colombo sri lanka port call', ASK_A_PERSON),
  port('chattogram', ASK_A_PERSON),
  port('jebel ali agent', ASK_A_PERSON),
  port('port kelang', ASK_A_PERSON),
  // Services offered.
  service('emergency towing for a disabled ship', '/response/salvage-osr'),
  service('oil pollution cleanup at sea', '/response/salvage-osr'),
  service('wreck removal contractor', '/response/salvage-osr'),
  service('annual contract covering all our ships', '/fleet-retainer'),
  service('request pre-arrival insurance letter for indian port', '/port-call-compliance'),
  service('blue card and CiOFS letters', '/insurance/financial-security'),
  service('ship agent partnership programme', '/agents/partner'),
  service('support for underwriters and P&I clubs', '/insurers-hub'),
  service('marine emergency helpline number', '/contact'),
  service('book a call to discuss SLA', '/fleet-retainer'),
  // Services not offered.
  service('crew change arrangements', ASK_A_PERSON),
  service('bunker fuel supplier', ASK_A_PERSON),
  // Rules, notices and documents.
  rule('merchant shipping notice 5 of 2025', '/notices/dgs-msn-05-2025'),
  rule('clause 6B wreck and pollution liabilities', '/docs/dgs-msn05-2025'),
  rule('retainer exclusions force majeure strikes', '/docs/sla-schedule'),
  rule('deendayal oil jetty closed for maintenance', '/notices/kandla-oil-jetty-maintenance'),
  rule('cyclone dana closure', '/notices/cyclone-dana-paradip-closure'),
  rule('paradip outer anchorage swell', '/notices/paradip-monsoon-advisory'),
  rule('harbour master verification record', '/docs/compliance-pack'),
  rule('blank financial security pack template', '/docs/compliance-pack'),
  rule('international group P&I vessel search link', '/docs/financial-security-evidence'),
  rule('DPDP act 2023 personal data', '/privacy'),
  rule('weather and emergency alerts for ports', '/notices/topic/emergency'),
  rule('latest DG shipping circulars', '/notices'),
  // Questions in a visitor's words.
  question('does msn 05/2025 apply to vessels below 300 gt', '/docs/dgs-msn05-2025'),
  question('who started the company', '/management'),
  question('whats your whatsapp no', '/contact'),
  question('how soon will i get the pre arrival pack after submitting', '/port-call-compliance'),
  question('our eta has changed can you reissue the letter', '/port-call-compliance'),
  question('how long would a tug take to reach paradip', '/ports/paradip'),
  question('how much advance notice does mundra need', '/ports/mundra'),
  question('where is your office in india', '/contact'),
  question('are you recruiting deck officers', ASK_A_PERSON),
  question('how do I stop receiving your emails', '/unsubscribe'),
  // Misspellings.
  misspelling('vishakapatnam', '/ports/visakhapatnam'),
  misspelling('kandala', '/ports/kandla'),
  misspelling('salvege oil spil response', '/response/salvage-osr'),
  misspelling('finanical securty certificate', '/insurance/financial-security'),
  misspelling('neha kulkarani', '/management'),
  misspelling('fleet retianer', '/fleet-retainer'),
]
