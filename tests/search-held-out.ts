/**
 * A held-out set of queries the trade types, written (issue 52) before the search's ranking was
 * changed, and never read by the engine, the build, the project's query set or its tests: only
 * `tools/bench/search-score.ts` reads it, to score a build (`npx node tools/bench/search-score.ts
 * tests/search-held-out.ts`). It is a check that the ranking is right in general, not a list to
 * tune to: a query that misses here is fixed in the ranking or the content for every query of its
 * kind, never for itself. Add to it only queries written before looking at what the search answers.
 *
 * `want`: the page (its address, without a section) a person typing it means, by the site's content.
 */
import { queryOf, type SearchQuery } from './search-queries.ts'

const { port, service, rule, question, misspelling } = queryOf

export const HELD_OUT_QUERIES: SearchQuery[] = [
  // Ports by their old and other names; a port the site serves without a guide leads to the pre-arrival letter.
  port('Tuticorin', '/port-call-compliance'),
  port('Thoothukudi port', '/port-call-compliance'),
  port('Cochin port', '/port-call-compliance'),
  port('JNPA', '/ports/mumbai'),
  port('Jawaharlal Nehru port', '/ports/mumbai'),
  port('Bombay port', '/ports/mumbai'),
  port('Kandla port trust', '/ports/kandla'),
  port('vizag port', '/ports/visakhapatnam'),
  port('Adani Mundra', '/ports/mundra'),
  port('Vadinar oil terminal', '/ports/vadinar'),
  port('Paradeep port', '/ports/paradip'),
  // Services.
  service('emergency towing', '/response/salvage-osr'),
  service('oil spill', '/response/salvage-osr'),
  service('pollution response', '/response/salvage-osr'),
  service('salvage tugs', '/response/salvage-osr'),
  service('fire fighting', '/response/salvage-osr'),
  service('refloating', '/response/salvage-osr'),
  service('towage', '/response/salvage-osr'),
  service('retainer', '/fleet-retainer'),
  service('agent partnership', '/agents/partner'),
  service('insurers hub', '/insurers-hub'),
  // Rules, acronyms and documents.
  rule('P&I', '/insurance/financial-security'),
  rule('P and I', '/insurance/financial-security'),
  rule('protection and indemnity', '/insurance/financial-security'),
  rule('NOSDCP', '/response/salvage-osr'),
  rule('Blue Card', '/insurance/financial-security'),
  rule('CLC certificate', '/insurance/financial-security'),
  rule('MSN 05/2025 clauses', '/docs/dgs-msn05-2025'),
  rule('escalation directory', '/docs/sla-schedule'),
  rule('harbour master verification', '/docs/compliance-pack'),
  rule('audit checklist', '/docs/financial-security-evidence'),
  // Questions.
  question('phone number', '/contact'),
  question('what is your phone number', '/contact'),
  question('how fast can you get to Kandla', '/ports/kandla'),
  question('what does a retainer cost', '/fleet-retainer'),
  question('how much does the fleet retainer cost', '/fleet-retainer'),
  question('how quickly do you respond to an oil spill', '/response/salvage-osr'),
  question('do you cover Tuticorin', '/port-call-compliance'),
  question('how do I request a pre-arrival pack', '/port-call-compliance'),
  question('who is the chief operating officer', '/management'),
  question('where is your Mumbai office', '/contact'),
  question('is P&I cover mandatory in India', '/insurance/financial-security'),
  question('when was the company founded', '/about'),
  // Misspellings.
  misspelling('tutikorin', '/port-call-compliance'),
  misspelling('kandala', '/ports/kandla'),
  misspelling('vishakhapatnam', '/ports/visakhapatnam'),
  misspelling('oil spil response', '/response/salvage-osr'),
  misspelling('fleet retaner', '/fleet-retainer'),
  misspelling('managment', '/management'),
  misspelling('contatc', '/contact'),
  misspelling('mundara', '/ports/mundra'),
  misspelling('parideep', '/ports/paradip'),
]
