/**
 * Set l of issue 64, written on 28 November (the sixth session) from the specification and the seed
 * only, before it was scored, never tuned on; kept out of npm test's floors. 50 queries as ship
 * masters, agents, fleet managers and P&I people in India would type them, by a helper that read
 * neither the search's code nor the earlier sets. `npx node tools/bench/search-score.ts
 * tests/search-held-out-64l.ts` scores it on the last build.
 *
 * `want`: the page a person typing it means; every query here has one clearly right page.
 */
import { queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_64L: SearchQuery[] = [
  // Ports the site has a guide for, and the directory of them.
  port('jnpt agent contacts', '/ports/mumbai'),
  port('bombay port 24 hrs advance notice', '/ports/mumbai'),
  port('mundra adani gujarat', '/ports/mundra'),
  port('vadinar tanker terminal equipment', '/ports/vadinar'),
  port('kandla dgs clearance 24h', '/ports/kandla'),
  port('visakhapatnam response time', '/ports/visakhapatnam'),
  port('vizag port partners', '/ports/visakhapatnam'),
  port('paradip port coordinates', '/ports/paradip'),
  port('odisha port emergency numbers', '/ports/paradip'),
  port('indian ports you cover', '/ports'),

  // Services the site offers, in the trade's words.
  service('agent coordination sheet', '/insurance/financial-security'),
  service('PAL request vessel imo eta', '/port-call-compliance'),
  service('annual retainer for 20 ship fleet', '/fleet-retainer'),
  service('quotation fleet cover india', '/fleet-retainer'),
  service('osr contractor west coast india', '/response/salvage-osr'),
  service('emergency towage and salvage', '/response/salvage-osr'),
  service('retainer service level agreement printable', '/docs/sla-schedule'),
  service('evidence pack for underwriters', '/docs/financial-security-evidence'),
  service('msw submission pack template', '/docs/compliance-pack'),
  service('partner programme for ship agents', '/agents/partner'),
  service('hub for p&i clubs and underwriters', '/insurers-hub'),
  service('24x7 hotline whatsapp number', '/contact'),

  // Rules, clauses, terms and notices.
  rule('dgs msn 5 of 2025 clause by clause printout', '/docs/dgs-msn05-2025'),
  rule('section 6a 6b 6c stakeholder obligations', '/docs/dgs-msn05-2025'),
  rule('retainer clause 3.1 4.2 5.1 alignment', '/fleet-retainer'),
  rule('fs clause mapping p&i letter nosdcp contact', '/insurance/financial-security'),
  rule('blue card ciofs', '/docs/compliance-pack'),
  rule('wreck removal pollution clause cover note', '/docs/compliance-pack'),
  rule('retainer credit capped 50 percent', '/docs/sla-schedule'),
  rule('sla exclusions force majeure strikes', '/docs/sla-schedule'),
  rule('dgs authorised insurers list', '/docs/financial-security-evidence'),
  rule('deendayal oil jetty 3 shut', '/notices/kandla-oil-jetty-maintenance'),
  rule('paradip outer anchorage swell warning', '/notices/paradip-monsoon-advisory'),
  rule('paradip closed cyclone oct 2024', '/notices/cyclone-dana-paradip-closure'),

  // Plain questions.
  question('how fast can you issue the p&i letter before arrival', '/port-call-compliance'),
  question('who is your coo', '/management'),
  question('who sits on your advisory board', '/management'),
  question('when was the company founded', '/about'),
  question('what is your mission and vision', '/about'),
  question('where is your office in india', '/contact'),
  question('do you have a privacy policy', '/privacy'),
  question('examples of past salvage jobs', '/case-studies'),
  question('can i book a call to review our fleet cover', '/fleet-retainer'),
  question('which coast zones does the retainer cover', '/fleet-retainer'),

  // Misspellings of ports, services and terms.
  misspelling('mumbia port', '/ports/mumbai'),
  misspelling('mundhra', '/ports/mundra'),
  misspelling('salvege and oil spil response', '/response/salvage-osr'),
  misspelling('sla shedule pdf', '/docs/sla-schedule'),
  misspelling('managment team', '/management'),
  misspelling('financial security evidance pack', '/docs/financial-security-evidence'),
]
