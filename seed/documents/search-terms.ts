/**
 * Terms of the trade and the other names they go by (schemas/documents/searchTerm.ts): the site search
 * finds a page that names a term by any of them. Port names the site has a guide for keep their other
 * names on the port (Ports > Basics: "Nhava Sheva", "Vizag"); these are the places, rules, documents
 * and services people call by more than one name.
 */
const term = (id: string, name: string, otherNames: string[]) => ({ _id: `searchTerm.${id}`, _type: 'searchTerm', term: name, otherNames })

export const searchTerms = [
  // Ports and cities by their old or other names.
  term('kochi', 'Cochin', ['Kochi']),
  term('tuticorin', 'Tuticorin', ['V.O. Chidambaranar', 'Thoothukudi']),
  term('mumbai', 'Mumbai', ['Bombay']),
  term('chennai', 'Chennai', ['Madras']),
  term('kolkata', 'Haldia', ['Kolkata', 'Calcutta']),
  term('jnpt', 'JNPT', ['JNPA', 'Jawaharlal Nehru Port']),
  // Rules, documents and the bodies that issue them.
  term('pi', 'P&I', ['P and I', 'protection and indemnity']),
  term('dgs', 'DGS', ['DG Shipping', 'Directorate General of Shipping']),
  term('msn', 'MSN', ['Merchant Shipping Notice']),
  term('blue-card', 'Blue Card', ['CLC certificate', 'certificate of insurance']),
  term('nosdcp', 'NOSDCP', ['National Oil Spill Disaster Contingency Plan']),
  term('coast-guard', 'Coast Guard', ['ICG']),
  term('eta', 'ETA', ['estimated time of arrival', 'arrival date']),
  term('sla', 'SLA', ['service level agreement', 'service levels']),
  // Services, vessels and the words for how fast they come.
  term('osr', 'oil-spill response', ['OSR', 'oil spill response', 'pollution response']),
  term('salvage', 'salvage', ['wreck removal', 'refloating']),
  term('tug', 'tug', ['towage', 'towing']),
  term('firefighting', 'firefighting', ['FiFi', 'fire fighting']),
  term('vlcc', 'VLCC', ['very large crude carrier', 'supertanker']),
  term('spm', 'single point mooring', ['SPM']),
  term('response-time', 'response time', ['how fast', 'how quickly', 'respond']),
]
