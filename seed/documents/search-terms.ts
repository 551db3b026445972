/**
 * Terms of the trade and the other names they go by (schemas/documents/searchTerm.ts): the site search
 * finds a page that names a term by any of them, and, where editors chose the page a term leads to
 * (`page`: its best bet), shows that page first for any of them. Port names the site has a guide for
 * keep their other names on the port (Ports > Basics: "Nhava Sheva", "Vizag"); these are the places,
 * rules, documents and services people call by more than one name, and the words people type for
 * what a page answers ("phone number" for the hotline, "cost" for a quote).
 *
 * `asked`: the words visitors ask for a term with that the site does not write ("penalty" for its
 * service credits, "late" for a delay), searched as the term; `about`: the other pages whose subject
 * it is, after the one it leads to (the fleet retainer for the SLA, whose schedule it leads to).
 */
const copy = (key: string) => ({ _type: 'reference', _ref: `pageCopy.${key}` })
const notice = (slug: string) => ({ _type: 'reference', _ref: `notice.${slug}` })
const page = (id: string) => ({ _type: 'reference', _ref: `page.${id}` })
type Target = ReturnType<typeof copy>
const term = (
  id: string,
  name: string,
  otherNames: string[],
  page?: Target,
  { asked, about }: { asked?: string[]; about?: Target[] } = {},
) => ({
  _id: `searchTerm.${id}`,
  _type: 'searchTerm',
  term: name,
  ...(otherNames.length > 0 && { otherNames }),
  ...(asked && { askedAs: asked }),
  ...(page && { page }),
  ...(about && { about: about.map((target, index) => ({ ...target, _key: `about${index}` })) }),
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
  // The directory of every port, as visitors ask for all of them at once ("ports" alone weighs nothing:
  // every port's guide says it).
  term('port-directory', 'Port directory', ['Port list'], copy('ports'), {
    asked: ['list of ports', 'ports you cover', 'ports covered', 'which ports', 'all ports', 'all the ports'],
  }),
  // Rules, documents and the bodies that issue them. The rule's own summary is its home; the notice
  // that announced it is also about it.
  term('msn-05-2025', 'MSN 05/2025', [], copy('docDgsSummary'), {
    asked: ['DGS MSN 05/2025', 'DGS rule', 'P&I rule', 'P&I mandate'],
    about: [notice('dgs-msn-05-2025')],
  }),
  term('pi', 'P&I', ['P and I', 'protection and indemnity'], copy('financialSecurity'), {
    asked: ['P&I insurance', 'club cover', 'club letter'],
  }),
  // The list a port checks a vessel's insurer against: the evidence pack links it and checks it.
  term('insurers-list', 'authorised insurers list', ['approved insurers list', 'list of authorised insurers'], copy('docEvidencePack')),
  term('dgs', 'DGS', ['DG Shipping', 'Directorate General of Shipping']),
  // A rule's clauses, which the site writes with the section sign ("§6B"), as visitors type them.
  term('clause', 'Clause', [], undefined, { asked: ['Section'] }),
  term('msn', 'MSN', ['Merchant Shipping Notice']),
  term('blue-card', 'Blue Card', ['CLC certificate', 'certificate of insurance', 'CiOFS'], copy('financialSecurity')),
  term('nosdcp', 'NOSDCP', ['National Oil Spill Disaster Contingency Plan'], copy('salvageOsr')),
  term('coast-guard', 'Coast Guard', ['ICG']),
  term('eta', 'ETA', ['estimated time of arrival', 'arrival date']),
  term('sla', 'SLA', ['service level agreement', 'service levels'], copy('docSlaSchedule'), {
    asked: ['guarantee', 'guarantees', 'guaranteed', 'promise', 'promises'],
    about: [copy('fleetRetainer')],
  }),
  term('service-credit', 'service credit', ['refund', 'retainer credit'], copy('fleetRetainer'), {
    asked: ['Penalty', 'penalties', 'compensation', 'money back', 'rebate'],
    about: [copy('docSlaSchedule')],
  }),
  term('delay', 'delay', [], undefined, {
    asked: ['late', 'lateness', 'overdue', 'deadline', 'deadlines', 'miss', 'missed', 'breach'],
    about: [copy('fleetRetainer'), copy('docSlaSchedule')],
  }),
  term('harbour-master', 'harbour master', [], undefined, {
    asked: ['harbourmaster', 'harbor master'],
    about: [copy('docCompliancePack')],
  }),
  term('escalation', 'Escalation', [], copy('docSlaSchedule'), {
    asked: ['escalation matrix', 'complaint', 'complaints', 'escalate'],
  }),
  term('pre-arrival', 'pre-arrival letter', [], copy('portCallCompliance'), {
    asked: [
      'pre-arrival pack',
      'pre-arrival documents',
      'pre-arrival docs',
      'arrival letter',
      'port entry documents',
      'entry documents',
      'port clearance documents',
    ],
  }),
  term('turnaround', 'under 2 hours', [], copy('portCallCompliance'), {
    asked: ['document turnaround', 'turnaround', 'turnaround time', 'how long', 'delivery time', 'processing time', 'same day'],
  }),
  // Services, vessels and the words for how fast they come.
  term('osr', 'oil-spill response', ['OSR', 'oil spill response', 'pollution response'], copy('salvageOsr'), {
    asked: ['oil spill cleanup', 'cleanup', 'clean-up', 'oil pollution', 'spill containment'],
  }),
  term('salvage', 'salvage', ['wreck removal', 'refloating'], copy('salvageOsr'), {
    asked: ['salvor', 'salvors', 'marine casualty', 'grounding', 'grounded', 'aground', 'sinking', 'stranded'],
  }),
  term('tug', 'tug', ['towage', 'towing'], copy('salvageOsr'), {
    asked: ['tow', 'tugboat', 'tugboats', 'engine failure', 'breakdown', 'broken down', 'disabled'],
  }),
  term('firefighting', 'firefighting', ['FiFi', 'fire fighting'], copy('salvageOsr'), {
    asked: ['fire', 'fire on board', 'ship fire', 'engine room fire'],
  }),
  term('vlcc', 'VLCC', ['very large crude carrier', 'supertanker']),
  term('spm', 'single point mooring', ['SPM']),
  term('response-time', 'response time', ['how fast', 'how quickly', 'respond'], copy('salvageOsr'), {
    asked: ['how soon', 'reaction time', 'mobilisation time'],
  }),
  // Who works with us.
  term('insurers', 'insurers', [], page('insurers-hub'), {
    asked: ['underwriter', 'underwriters', 'claims handler', 'claims handlers', 'club correspondents', 'P&I correspondents'],
  }),
  term('partner-programme', 'partner programme', [], page('agents-partner'), {
    asked: ['partnership', 'agent partnership', 'become a partner', 'join your network', 'sub-agent'],
  }),
  // What the company has done.
  term('case-studies', 'Case studies', [], copy('caseStudies'), {
    asked: ['track record', 'past jobs', 'previous jobs', 'past work', 'previous work', 'past projects'],
  }),
  // The people who run it.
  term('coo', 'Chief Operating Officer', [], undefined, { asked: ['COO'] }),
  term('md', 'Managing Director', [], undefined, { asked: ['MD'] }),
  term('leadership', 'Leadership', [], copy('management'), {
    asked: [
      'management',
      'management team',
      'owns',
      'founder',
      'founders',
      'CEO',
      'directors',
      'who runs',
      'who started',
      'who founded',
      'in charge',
    ],
  }),
  // What people type for what a page answers.
  term('hotline', 'Hotline', ['Phone', 'Phone number', 'Telephone'], copy('contact'), {
    asked: [
      'helpline',
      'on duty',
      'after hours',
      'out of hours',
      'at night',
      'emergency number',
      'emergency line',
      'emergency contact',
      'contact number',
      'mobile number',
      'who to call',
      'who do I call',
      'call you',
      'call us',
    ],
  }),
  term('email', 'Email', ['E-mail', 'Email address'], copy('contact')),
  term('office', 'Office', ['Address', 'Office address', 'Location'], copy('contact'), {
    asked: ['head office', 'headquarters', 'HQ', 'registered office', 'based'],
  }),
  term('fleet-retainer', 'Fleet retainer', [], copy('fleetRetainer'), {
    asked: ['annual contract', 'fleet contract', 'annual retainer', 'yearly contract', 'term contract'],
  }),
  term('quote', 'Quote', ['Cost', 'Price', 'Pricing', 'Fees'], copy('fleetRetainer'), {
    asked: ['how much', 'rates', 'charges', 'estimate', 'budget'],
  }),
  // The company's story ("Founded in Mumbai in 2013"), as visitors ask when it began.
  term('founded', 'Founded', ['Established'], copy('about'), {
    asked: ['set up', 'started', 'history', 'since when'],
  }),
]
