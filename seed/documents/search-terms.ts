/**
 * Terms of the trade and the other names they go by (schemas/documents/searchTerm.ts): the site search
 * finds a page that names a term by any of them, and, where editors chose the page a term leads to
 * (`page`: its best bet), shows that page first for any of them. Port names the site has a guide for
 * keep their other names on the port (Ports > Basics: "Nhava Sheva", "Vizag"); these are the places,
 * rules, documents and services people call by more than one name, and the words people type for
 * what a page answers ("phone number" for the hotline, "cost" for a quote).
 */
const copy = (key: string) => ({ _type: 'reference', _ref: `pageCopy.${key}` })
const term = (id: string, name: string, otherNames: string[], page?: ReturnType<typeof copy>) => ({
  _id: `searchTerm.${id}`,
  _type: 'searchTerm',
  term: name,
  otherNames,
  ...(page && { page }),
})

export const searchTerms = [
  // Ports and cities by their old or other names. A port the pre-arrival form serves without a guide
  // of its own is found on the form's page by its name anyway (tools/site-build/search-page.ts).
  term('kochi', 'Cochin', ['Kochi']),
  term('tuticorin', 'Tuticorin', ['V.O. Chidambaranar', 'VOC', 'Thoothukudi'], copy('portCallCompliance')),
  term('mumbai', 'Mumbai', ['Bombay']),
  term('chennai', 'Chennai', ['Madras']),
  term('kolkata', 'Haldia', ['Kolkata', 'Calcutta']),
  term('jnpt', 'JNPT', ['JNPA', 'Jawaharlal Nehru Port']),
  // Rules, documents and the bodies that issue them.
  term('pi', 'P&I', ['P and I', 'protection and indemnity'], copy('financialSecurity')),
  term('dgs', 'DGS', ['DG Shipping', 'Directorate General of Shipping']),
  term('msn', 'MSN', ['Merchant Shipping Notice']),
  term('blue-card', 'Blue Card', ['CLC certificate', 'certificate of insurance'], copy('financialSecurity')),
  term('nosdcp', 'NOSDCP', ['National Oil Spill Disaster Contingency Plan'], copy('salvageOsr')),
  term('coast-guard', 'Coast Guard', ['ICG']),
  term('eta', 'ETA', ['estimated time of arrival', 'arrival date']),
  term('sla', 'SLA', ['service level agreement', 'service levels'], copy('docSlaSchedule')),
  // Services, vessels and the words for how fast they come.
  term('osr', 'oil-spill response', ['OSR', 'oil spill response', 'pollution response'], copy('salvageOsr')),
  term('salvage', 'salvage', ['wreck removal', 'refloating'], copy('salvageOsr')),
  term('tug', 'tug', ['towage', 'towing'], copy('salvageOsr')),
  term('firefighting', 'firefighting', ['FiFi', 'fire fighting'], copy('salvageOsr')),
  term('vlcc', 'VLCC', ['very large crude carrier', 'supertanker']),
  term('spm', 'single point mooring', ['SPM']),
  term('response-time', 'response time', ['how fast', 'how quickly', 'respond'], copy('salvageOsr')),
  // What people type for what a page answers.
  term('hotline', 'Hotline', ['Phone', 'Phone number', 'Telephone'], copy('contact')),
  term('email', 'Email', ['E-mail', 'Email address'], copy('contact')),
  term('office', 'Office', ['Address', 'Office address', 'Location'], copy('contact')),
  term('quote', 'Quote', ['Cost', 'Price', 'Pricing', 'Fees'], copy('fleetRetainer')),
]
