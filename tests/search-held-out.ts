/**
 * Held-out sets of queries the trade types, each written before the search's ranking was changed
 * for an issue (HELD_OUT_QUERIES for issue 52, HELD_OUT_58 for issue 58), and never read by the
 * engine, the build or the project's query set: `tools/bench/search-score.ts` scores a build on them
 * (`npx node tools/bench/search-score.ts tests/search-held-out.ts`), and
 * tests/unit/search-held-out.test.ts holds each set's score to its floor. They are a check that the
 * ranking is right in general, not lists to tune to: a query that misses here is fixed in the
 * ranking or the content for every query of its kind, never for itself. Add to them only queries
 * written before looking at what the search answers.
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

/**
 * Issue 58's set, written from the specification (shared/spec.md: its services, rules, questions
 * and ports) before the ranking was changed: services and rules as the trade names them, questions
 * in the visitor's words rather than the site's, numbers as people write them, misspellings.
 */
export const HELD_OUT_58: SearchQuery[] = [
  // Ports, with the words people add to a port's name.
  port('Mumbai port authority', '/ports/mumbai'),
  port('Nhava Sheva container terminal', '/ports/mumbai'),
  port('Deendayal port', '/ports/kandla'),
  port('Vizag harbour', '/ports/visakhapatnam'),
  port('Chennai port', '/port-call-compliance'),
  port('Madras', '/port-call-compliance'),
  port('Mundra port Gujarat', '/ports/mundra'),
  port('Paradip port Odisha', '/ports/paradip'),
  port('Vadinar terminal', '/ports/vadinar'),
  port('Kochi port', '/port-call-compliance'),
  // Services, as a buyer names them.
  service('emergency salvage', '/response/salvage-osr'),
  service('oil spill cleanup', '/response/salvage-osr'),
  service('marine salvage India', '/response/salvage-osr'),
  service('fleet quote', '/fleet-retainer'),
  service('P&I letter', '/insurance/financial-security'),
  service('pre-arrival documents', '/port-call-compliance'),
  service('ship agents programme', '/agents/partner'),
  service('P&I clubs', '/insurers-hub'),
  service('towing assistance', '/response/salvage-osr'),
  service('24/7 emergency hotline', '/contact'),
  // Rules, clauses and documents, by number and by name.
  rule('msn 5 2025', '/docs/dgs-msn05-2025'),
  rule('300 GT rule', '/docs/dgs-msn05-2025'),
  rule('National Oil Spill Disaster Contingency Plan', '/response/salvage-osr'),
  rule('SLA exclusions', '/docs/sla-schedule'),
  rule('force majeure', '/docs/sla-schedule'),
  rule('harbour master instructions', '/docs/compliance-pack'),
  rule('CiOFS', '/insurance/financial-security'),
  rule('DGS authorised insurers list', '/docs/financial-security-evidence'),
  rule('clause 6A', '/docs/dgs-msn05-2025'),
  rule('escalation levels', '/docs/sla-schedule'),
  // Questions, in the visitor's words.
  question('how long does a pre-arrival letter take', '/port-call-compliance'),
  question('what is the penalty if documents are late', '/fleet-retainer'),
  question('how quickly can a tug reach Paradip', '/ports/paradip'),
  question('who is the COO', '/management'),
  question('how much notice does Mundra need', '/ports/mundra'),
  question('which ships need verified P&I cover', '/insurance/financial-security'),
  question('do you cover Chennai', '/port-call-compliance'),
  question('what does the SLA schedule include', '/docs/sla-schedule'),
  question('who do I call in an emergency', '/contact'),
  question('what is NOSDCP', '/response/salvage-osr'),
  question('how many salvage tugs do you have', '/response/salvage-osr'),
  question('can I get the documents on WhatsApp', '/port-call-compliance'),
  question('where is your head office', '/contact'),
  question('what is your mission', '/about'),
  question('how fast can you reach a ship off Visakhapatnam', '/ports/visakhapatnam'),
  // Misspellings.
  misspelling('salvadge', '/response/salvage-osr'),
  misspelling('visakhapatanam', '/ports/visakhapatnam'),
  misspelling('vadinaar', '/ports/vadinar'),
  misspelling('pre-arival letter', '/port-call-compliance'),
  misspelling('finacial security evidence pack', '/docs/financial-security-evidence'),
  misspelling('leadershp', '/management'),
  misspelling('insurrers hub', '/insurers-hub'),
  misspelling('escallation directory', '/docs/sla-schedule'),
  misspelling('kandlaa', '/ports/kandla'),
  misspelling('case studys', '/case-studies'),
]
