/**
 * Seed documents other than page copy: settings, ports, case studies, coverage,
 * SLA and clause tables, FAQs, team, timeline and generic pages.
 * Phone numbers and emails are placeholders (the spec admits sample contact data).
 */
import { keyed, pt, seo } from './helpers.ts'
import { localImage } from './images.ts'

export const siteSettings = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  brandName: 'Global Salvage India',
  emergencyPhone: '+91 22 6000 2400',
  supportEmail: 'support@globalsalvage.example',
  whatsappNumber: '919820002400',
  officeLocation: 'Mumbai, Maharashtra',
  footerTagline: 'Fleet-level risk control, same-day documents, named Indian partners and 24/7 mobilization.',
  seoTitle: 'India Port-Call Insurance (P&I/Financial Security) + NOSDCP Response',
  siteUrl: 'https://www.globalsalvage.example',
  badges: keyed('badge', [
    { _type: 'badge', icon: 'clock', text: 'Docs under 2h' },
    { _type: 'badge', icon: 'document', text: 'DGS wording mirrored' },
    { _type: 'badge', icon: 'shield', text: 'NOSDCP-aligned' },
  ]),
  metrics: keyed('metric', [
    { _type: 'metric', value: 'Pan-India', label: 'Coverage' },
    { _type: 'metric', value: '≤45 min', label: 'Callback time' },
    { _type: 'metric', value: '22 vessels', label: 'Global surge' },
  ]),
  ogImage: localImage('og-default.svg', 'Global Salvage India: a salvage tug escorting a tanker past harbour cranes'),
}

type PortInput = {
  slug: string
  name: string
  fullName: string
  order: number
  coast: 'west' | 'east'
  lat: number
  lng: number
  responseTime: string
  baseAssets: string
  advanceNotice: string
  seasonNote?: string
  /** The port's own browser title and description; without them its page uses the shared port page copy's. */
  seo?: { title: string; description: string }
  localNuances: string[]
  emergencyContacts: Array<{ role: string; contact: string }>
  equipment: string[]
  partners: string[]
}

function port(p: PortInput) {
  const { slug, lat, lng, emergencyContacts, seo: own, ...rest } = p
  return {
    _id: `port.${slug}`,
    _type: 'port',
    slug: { _type: 'slug', current: slug },
    ...rest,
    coordinates: { _type: 'geopoint', lat, lng },
    emergencyContacts: keyed(
      `contact-${slug}`,
      emergencyContacts.map((c) => ({ _type: 'emergencyContact', ...c })),
    ),
    ...(own ? { seo: seo(own.title, own.description) } : {}),
  }
}

export const ports = [
  port({
    slug: 'mumbai',
    name: 'Mumbai / JNPT',
    fullName: 'Mumbai Port Authority & Jawaharlal Nehru Port (JNPA), Maharashtra',
    order: 1,
    coast: 'west',
    lat: 18.9432,
    lng: 72.8497,
    responseTime: '2-4 hours',
    baseAssets: '2 salvage tugs, boom and skimmer stockpile, salvage pumps',
    advanceNotice: '24h advance notice',
    seo: {
      title: 'Mumbai & JNPT: Port-Call Compliance and 2-4 Hour Salvage Response',
      description:
        'Mumbai / JNPT: 24h advance notice, 2-4 hours response from our own salvage tugs, local equipment, partners and 24/7 emergency contacts.',
    },
    localNuances: [
      '24h advance notice: financial security pack filed with the MSW pre-arrival submission',
      'Port control verifies the Blue Card / CiOFS reference before a pilot is assigned',
      'JNPA container terminals ask for the agent coordination sheet at berth booking',
      'Anchorage congestion during the monsoon (Jun-Sept): plan extra time for launch services',
    ],
    emergencyContacts: [
      { role: 'Port Control (VTS Mumbai)', contact: '+91 22 6000 2411' },
      { role: 'Harbour Master, Mumbai', contact: '+91 22 6000 2412' },
      { role: 'Coast Guard MRCC Mumbai', contact: '+91 22 6000 2413' },
      { role: 'Global Salvage duty desk', contact: '+91 22 6000 2400' },
    ],
    equipment: [
      '2 salvage tugs (60 t bollard pull) with FiFi 1 monitors',
      'Ocean containment boom, 1,200 m',
      'Weir and disc skimmers',
      'Salvage pumps, 375-3,218 GPM',
      'Portable air compressors and diving spread',
    ],
    partners: ['Konkan Marine Agencies (ship agent)', 'Western India Marine Surveyors', 'Harbour Line Launch Services'],
  }),
  port({
    slug: 'mundra',
    name: 'Mundra',
    fullName: 'Mundra Port (Adani Ports & SEZ), Gujarat',
    order: 2,
    coast: 'west',
    lat: 22.7394,
    lng: 69.7125,
    responseTime: '6-8 hours',
    baseAssets: 'Partner harbour tugs and boom stockpile at Mundra',
    advanceNotice: '48h advance notice',
    localNuances: [
      '48h advance notice for the financial security pack and crew list',
      'Private port: the terminal operator checks P&I evidence before berth allocation',
      'Single point mooring calls need the oil pollution cover note on wreck removal and pollution clauses',
      'Strong tidal currents in the Gulf of Kutch: berthing windows are tide-bound',
    ],
    emergencyContacts: [
      { role: 'Marine Control, Mundra', contact: '+91 2838 600 101' },
      { role: 'Harbour Master, Mundra', contact: '+91 2838 600 102' },
      { role: 'Coast Guard District HQ (Gujarat)', contact: '+91 2838 600 103' },
      { role: 'Global Salvage duty desk', contact: '+91 22 6000 2400' },
    ],
    equipment: ['Harbour tugs (partner)', 'Inshore boom, 600 m', 'Oleophilic skimmer', 'Transfer pumps'],
    partners: ['Kutch Shipping Services (ship agent)', 'Gulf Marine Response', 'Saurashtra Survey Bureau'],
  }),
  port({
    slug: 'vadinar',
    name: 'Vadinar',
    fullName: 'Vadinar Oil Terminal (Deendayal Port Authority), Gulf of Kutch, Gujarat',
    order: 3,
    coast: 'west',
    lat: 22.4417,
    lng: 69.6917,
    responseTime: '6-8 hours',
    baseAssets: 'Partner tugs and SPM oil-spill kit; Coast Guard pollution response centre nearby',
    advanceNotice: '72h for NOSDCP contacts',
    localNuances: [
      '72h before arrival: NOSDCP contacts and the 24/7 contact sheet filed with the terminal',
      'Tankers at the single point moorings must show pollution cover for bunker and cargo oil',
      'Coast Guard pollution response centre at Vadinar is the first NOSDCP contact',
      'Marine National Park nearby: any sheen is reported immediately',
    ],
    emergencyContacts: [
      { role: 'Vadinar Port Control', contact: '+91 2833 600 201' },
      { role: 'SPM Mooring Master', contact: '+91 2833 600 202' },
      { role: 'Coast Guard Pollution Response Centre, Vadinar', contact: '+91 2833 600 203' },
      { role: 'Global Salvage duty desk', contact: '+91 22 6000 2400' },
    ],
    equipment: [
      'Offshore boom, 800 m',
      'Disc skimmers',
      'Dispersant spray sets (Coast Guard approval required)',
      'Temporary storage tanks',
    ],
    partners: ['Jamnagar Marine Agencies (ship agent)', 'Gulf Marine Response', 'Kutch Tug Services'],
  }),
  port({
    slug: 'kandla',
    name: 'Kandla',
    fullName: 'Deendayal Port (Kandla), Gujarat',
    order: 4,
    coast: 'west',
    lat: 23.0092,
    lng: 70.2214,
    responseTime: '6-8 hours',
    baseAssets: 'Partner tugs and inshore response equipment at Kandla',
    advanceNotice: '24h DGS clearance',
    localNuances: [
      '24h DGS clearance: certificate details verified before the vessel enters the channel',
      'Liquid cargo jetties ask for the wreck removal and pollution cover note',
      'Creek navigation is tide-bound: ETA changes need revised documents quickly',
      'Heat and dust in summer: plan document originals for the agent’s office, not the launch',
    ],
    emergencyContacts: [
      { role: 'Kandla Signal Station', contact: '+91 2836 600 301' },
      { role: 'Deputy Conservator, Deendayal Port', contact: '+91 2836 600 302' },
      { role: 'Coast Guard Station Kandla', contact: '+91 2836 600 303' },
      { role: 'Global Salvage duty desk', contact: '+91 22 6000 2400' },
    ],
    equipment: ['Inshore boom, 500 m', 'Rope mop skimmer', 'Salvage pumps', 'Absorbent stockpile'],
    partners: ['Gandhidham Shipping Agency', 'Gulf Marine Response', 'Kandla Marine Surveyors'],
  }),
  port({
    slug: 'visakhapatnam',
    name: 'Visakhapatnam',
    fullName: 'Visakhapatnam Port Authority, Andhra Pradesh',
    order: 5,
    coast: 'east',
    lat: 17.6946,
    lng: 83.2846,
    responseTime: '4-6 hours',
    baseAssets: 'Partner salvage tug and east coast boom stockpile at Visakhapatnam',
    advanceNotice: '48h for pre-arrival documents',
    seasonNote: 'Cyclone season Oct-Dec',
    localNuances: [
      '48h before arrival: pre-arrival documents with the financial security pack',
      'Cyclone season Oct-Dec: port may order vessels out; keep the 24/7 contact sheet current',
      'Outer harbour anchorage requires the agent coordination sheet before pilot boarding',
      'Naval area nearby: movements are restricted at short notice',
    ],
    emergencyContacts: [
      { role: 'Port Control, Visakhapatnam', contact: '+91 891 600 4001' },
      { role: 'Harbour Master, Visakhapatnam', contact: '+91 891 600 4002' },
      { role: 'Coast Guard MRSC Visakhapatnam', contact: '+91 891 600 4003' },
      { role: 'Global Salvage duty desk', contact: '+91 22 6000 2400' },
    ],
    equipment: ['Salvage tug (partner)', 'Offshore boom, 600 m', 'Weir skimmer', 'Salvage pumps, up to 3,218 GPM'],
    partners: ['Vizag Marine Agencies (ship agent)', 'Coromandel Salvage Partners', 'Eastern Survey Services'],
  }),
  port({
    slug: 'paradip',
    name: 'Paradip',
    fullName: 'Paradip Port Authority, Odisha',
    order: 6,
    coast: 'east',
    lat: 20.2648,
    lng: 86.6947,
    responseTime: '8-12 hours',
    baseAssets: 'Partner tugs and inshore boom at Paradip; surge from Visakhapatnam',
    advanceNotice: '72h advance notice',
    seasonNote: 'Monsoon season Jun-Sept',
    localNuances: [
      '72h advance notice for the financial security pack and cargo declaration',
      'Monsoon season Jun-Sept: swell closes the outer anchorage; expect revised ETAs',
      'Coal and iron ore berths ask for wreck removal cover confirmation',
      'Oil jetty calls need the NOSDCP contact sheet on board and with the agent',
    ],
    emergencyContacts: [
      { role: 'Port Control, Paradip', contact: '+91 6722 600 501' },
      { role: 'Harbour Master, Paradip', contact: '+91 6722 600 502' },
      { role: 'Coast Guard Station Paradip', contact: '+91 6722 600 503' },
      { role: 'Global Salvage duty desk', contact: '+91 22 6000 2400' },
    ],
    equipment: ['Harbour tugs (partner)', 'Inshore boom, 400 m', 'Portable skimmers', 'Transfer pumps'],
    partners: ['Kalinga Shipping Agency', 'Coromandel Salvage Partners', 'Odisha Marine Surveyors'],
  }),
]

export const caseStudies = [
  {
    _id: 'caseStudy.vadinar-pre-arrival-pack',
    _type: 'caseStudy',
    order: 1,
    title: 'Same-hour pre-arrival pack for a VLCC at Vadinar',
    metric: 'Pack issued in 38 minutes',
    description:
      'A VLCC diverted to Vadinar with its ETA moved forward by a day. The agent sent the vessel details at 10:12; our desk verified the club letter, confirmed three months of remaining cover and issued the DGS-aligned pack with NOSDCP contacts at 10:50. Port control accepted it on first review and the tanker berthed at the single point mooring on schedule.',
    image: localImage('case-vadinar-pack.svg', 'A large tanker at a single point mooring, with a document pack and a check mark beside it'),
  },
  {
    _id: 'caseStudy.mumbai-emergency-tow',
    _type: 'caseStudy',
    order: 2,
    title: 'Engine failure off Mumbai: tug alongside in 3 hours',
    metric: 'Tug on scene in 3 h 10 min',
    description:
      'A bulk carrier lost propulsion 20 nautical miles off Mumbai in monsoon swell. We called the master back within 20 minutes, coordinated with the Coast Guard and had one of our Mumbai salvage tugs alongside in 3 hours 10 minutes. The vessel was towed to a safe anchorage and repaired without pollution or injury.',
    image: localImage('case-mumbai-tow.svg', 'A red and white salvage tug towing a bulk carrier on a line in heavy swell'),
  },
  {
    _id: 'caseStudy.paradip-boom-deployment',
    _type: 'caseStudy',
    order: 3,
    title: 'Bunker spill contained at Paradip',
    metric: '1,200 m of boom in 5 hours',
    description:
      'A hose failure during bunkering at Paradip released fuel oil into the harbour. Working under Coast Guard direction within the NOSDCP framework, our partners deployed 1,200 metres of containment boom and two skimmers within 5 hours, recovering the oil before it reached the shoreline.',
    image: localImage('case-boom-paradip.svg', 'Response boats towing a yellow containment boom around an oil slick beside a tanker'),
  },
]

export const coverageZones = [
  {
    _id: 'coverageZone.west-coast',
    _type: 'coverageZone',
    order: 1,
    zone: 'West Coast',
    coast: 'west',
    ports: 'Mumbai, Mundra, Vadinar, Kandla, Cochin',
    responseTime: '6-8 hours',
    assets: '2 salvage tugs at Mumbai; boom, skimmer and pump stockpiles in Mumbai and Gujarat',
  },
  {
    _id: 'coverageZone.east-coast',
    _type: 'coverageZone',
    order: 2,
    zone: 'East Coast',
    coast: 'east',
    ports: 'Visakhapatnam, Paradip, Chennai, Haldia',
    responseTime: '8-12 hours',
    assets: 'Partner salvage tug at Visakhapatnam; boom and pumps (375-3,218 GPM) with partners',
  },
  {
    _id: 'coverageZone.pan-india',
    _type: 'coverageZone',
    order: 3,
    zone: 'Pan-India',
    coast: 'pan-india',
    ports: 'All other Indian ports and anchorages',
    responseTime: 'Up to 24 hours',
    assets: 'Mobile response teams; local equipment deployed in 2-6 hours once on site',
  },
  {
    _id: 'coverageZone.global-surge',
    _type: 'coverageZone',
    order: 4,
    zone: 'Global Surge',
    coast: 'global',
    ports: 'International surge pool',
    responseTime: '24-48 hours',
    assets: '22-vessel global surge pool; offshore vessels at 10-28 knots',
  },
]

export const slaRows = [
  {
    _id: 'slaRow.document-pack',
    _type: 'slaRow',
    order: 1,
    service: 'Document pack issuance',
    metric: 'Validated submission to pack issued',
    commitment: 'Under 2 hours from validated submission',
    shortCommitment: 'Under 2 hours',
    penalty: '10% monthly retainer credit per hour of delay, capped at 50%',
    shortPenalty: '10% refund per hour',
    escalation: 'Duty manager, then chief operating officer',
    shortEscalation: 'Director',
    onHomeTable: true,
    onSchedule: true,
  },
  {
    _id: 'slaRow.emergency-callback',
    _type: 'slaRow',
    order: 2,
    service: 'Emergency callback',
    metric: 'Call or message received to duty officer call-back',
    commitment: '45 minutes or less, 24/7',
    shortCommitment: '≤45 minutes, 24/7',
    penalty: "One month's retainer fee waived",
    shortPenalty: 'Free service month',
    escalation: 'Duty manager, COO, managing director',
    shortEscalation: 'Operations manager',
    onHomeTable: true,
    onSchedule: true,
  },
  {
    _id: 'slaRow.west-coast-mobilisation',
    _type: 'slaRow',
    order: 3,
    service: 'West coast mobilisation',
    metric: 'Mobilisation order to assets on site',
    commitment: '6-8 hours to site (Mumbai, Mundra, Vadinar, Kandla, Cochin)',
    shortCommitment: '6-8 hours',
    penalty: '15% incident cost reduction',
    shortPenalty: '15% incident cost reduction',
    escalation: 'Regional head',
    shortEscalation: 'Regional head',
    onHomeTable: true,
    onSchedule: true,
  },
  {
    _id: 'slaRow.east-coast-mobilisation',
    _type: 'slaRow',
    order: 4,
    service: 'East coast mobilisation',
    metric: 'Mobilisation order to assets on site',
    commitment: '8-12 hours to site (Visakhapatnam, Paradip, Chennai, Haldia)',
    shortCommitment: '8-12 hours',
    penalty: '15% incident cost reduction',
    shortPenalty: '15% incident cost reduction',
    escalation: 'Regional head',
    shortEscalation: 'Regional head',
    onHomeTable: true,
    onSchedule: true,
  },
  {
    _id: 'slaRow.irregularity-notice',
    _type: 'slaRow',
    order: 5,
    service: 'Notice to DGS and customer of an irregularity',
    metric: 'Irregularity identified to notice sent',
    commitment: '45 minutes or less',
    shortCommitment: '≤45 minutes',
    penalty: 'None',
    shortPenalty: 'None',
    onHomeTable: false,
    onSchedule: true,
  },
]

type ClauseInput = { clause: string; requirement: string; delivery: string; verification: string }
function clauseRows(table: 'fleetRetainer' | 'financialSecurity' | 'dgsSummary', rows: ClauseInput[]) {
  return rows.map((row, index) => ({
    _id: `clauseRow.${table}.${index + 1}`,
    _type: 'clauseRow',
    table,
    order: index + 1,
    ...row,
  }))
}

export const clauses = [
  ...clauseRows('fleetRetainer', [
    {
      clause: '3.1',
      requirement: 'Verified P&I or financial security certificate before arrival for vessels of 300 GT and above',
      delivery: 'Club-signed letter and certificate pack for every call, issued in under 2 hours',
      verification: 'Insurer verification reference recorded in the pack and the audit log',
    },
    {
      clause: '4.2',
      requirement: 'Minimum three months of cover from entry or renewal',
      delivery: 'Validity checked on every pack, with renewal reminders before the window closes',
      verification: 'Validity dates mirrored from the certificate; packs flagged if under 3 months',
    },
    {
      clause: '5.1',
      requirement: '24/7 contact for pollution response and wreck removal, with Coast Guard liaison',
      delivery: '24/7 operations centre, call-back in 45 minutes or less, NOSDCP contact sheet',
      verification: 'Contact sheet attached to each pack; call tree tested quarterly',
    },
  ]),
  ...clauseRows('financialSecurity', [
    {
      clause: 'MSN 05/2025 §3',
      requirement: 'Applies to vessels of 300 GT and above calling at Indian ports',
      delivery: 'Gross tonnage checked at intake; pack issued for every qualifying call',
      verification: 'GT and IMO matched against the MSW submission',
    },
    {
      clause: 'MSN 05/2025 §4',
      requirement: 'At least three months of cover from entry or renewal',
      delivery: 'P&I letter states the validity period and renewal date',
      verification: 'Validity confirmed with the insurer’s online vessel search',
    },
    {
      clause: 'MSN 05/2025 §6A',
      requirement: 'Verified P&I or financial security certificate from an acceptable insurer',
      delivery: 'Club-signed financial security letter with Blue Card / CiOFS reference',
      verification: 'Insurer checked against the DGS authorised insurers list',
    },
    {
      clause: 'MSN 05/2025 §6C',
      requirement: 'Reachable local contacts for pollution and wreck removal',
      delivery: 'NOSDCP contact sheet and agent coordination sheet',
      verification: 'Contacts tested by the 24/7 desk before issue',
    },
  ]),
  ...clauseRows('dgsSummary', [
    {
      clause: '§3',
      requirement: 'Scope: vessels of 300 GT and above calling at Indian ports',
      delivery: 'Intake form captures GT, IMO and port; every qualifying call gets a pack',
      verification: 'IMO and GT matched with the MSW pre-arrival submission',
    },
    {
      clause: '§4',
      requirement: 'Minimum three months of cover from entry or renewal',
      delivery: 'Validity stated in the pack; short validity flagged before issue',
      verification: 'Dates checked against the certificate and insurer records',
    },
    {
      clause: '§6A',
      requirement: 'P&I entry or financial security certificate issued by the club or insurer',
      delivery: 'Club-signed financial security letter (Blue Card / CiOFS reference)',
      verification: 'Insurer online vessel search; DGS authorised insurers list',
    },
    {
      clause: '§6B',
      requirement: 'Cover responds to wreck removal and pollution liabilities',
      delivery: 'Cover note on wreck removal and pollution clauses',
      verification: 'Clause references quoted from the policy wording',
    },
    {
      clause: '§6C',
      requirement: 'Local correspondent and 24/7 emergency contacts available to the port',
      delivery: '24/7 contact sheet with Coast Guard liaison and local correspondent',
      verification: 'Contacts tested before issue; NOSDCP centres listed',
    },
    {
      clause: '§7',
      requirement: 'Verification by the port before berthing; irregularities reported',
      delivery: 'Harbour master instructions and verification record in every pack',
      verification: 'Irregularities notified to DGS and the customer within 45 minutes',
    },
  ]),
]

export const faqs = [
  {
    question: 'Which vessels does DGS MSN 05/2025 apply to?',
    answer:
      'Vessels of 300 GT and above calling at Indian ports. They need verified P&I or financial security certificates, with a minimum of three months of cover.',
  },
  {
    question: 'How quickly will I receive the pre-arrival pack?',
    answer:
      'In under 2 hours from a validated submission, typically 30 minutes in business hours. We send it by email and WhatsApp, and our 24/7 desk calls back within 45 minutes if anything is missing.',
  },
  {
    question: 'What does the pack contain?',
    answer:
      'Page 1 covers the vessel, port call and insurance details with four attachments: the club-signed financial security letter (Blue Card / CiOFS reference), a cover note on wreck removal and pollution clauses, a 24/7 contact sheet with Coast Guard liaison and a port SOP checklist. Page 2 gives the harbour master verification steps and the port checklist.',
  },
  {
    question: 'What if the vessel, port or ETA changes after I submit?',
    answer:
      'Tell the desk by WhatsApp or email. We issue revised documents within 1 hour after a change, and the audit log records every version.',
  },
].map((faq, index) => ({
  _id: `faq.portCallCompliance.${index + 1}`,
  _type: 'faq',
  page: 'portCallCompliance',
  order: index + 1,
  ...faq,
}))

type MemberInput = {
  slug: string
  name: string
  title: string
  group: 'executive' | 'advisory'
  bio: string[]
  focus: string
  photo?: ReturnType<typeof localImage>
}
function member(m: MemberInput, index: number) {
  const { slug, ...rest } = m
  return { _id: `teamMember.${slug}`, _type: 'teamMember', order: index + 1, ...rest }
}

export const team = [
  {
    slug: 'arvind-menon',
    name: 'Capt. Arvind Menon',
    title: 'Managing Director',
    group: 'executive' as const,
    bio: [
      'Master mariner with 14 years in command of tankers and bulk carriers on Indian and Gulf trades.',
      'Founded Global Salvage India in Mumbai in 2013 after a decade as a salvage master with an international salvor.',
      'Final escalation point for emergency call-back and mobilisation commitments.',
    ],
    focus: 'Strategy, salvage contracts and relationships with clubs and port authorities',
  },
  {
    slug: 'priya-raghavan',
    name: 'Priya Raghavan',
    title: 'Chief Operating Officer',
    group: 'executive' as const,
    bio: [
      'Runs the 24/7 operations centre and the compliance desk that issues every pre-arrival pack.',
      'Previously claims executive at a P&I correspondent in Mumbai, handling casualty and pollution files on the west coast.',
      'Authorised signatory of the pre-arrival financial security pack.',
    ],
    focus: 'Operations centre, document turnaround and SLA performance',
  },
  {
    slug: 'vikram-sethi',
    name: 'Capt. Vikram Sethi',
    title: 'Director, Salvage & Marine Response',
    group: 'executive' as const,
    bio: [
      'Salvage master with more than 40 casualty responses, from groundings in the Gulf of Kutch to monsoon tows off Mumbai.',
      'Leads the Mumbai tug crews and the regional heads on both coasts.',
    ],
    focus: 'Salvage operations, oil-spill response and equipment readiness',
  },
  {
    slug: 'neha-kulkarni',
    name: 'Neha Kulkarni',
    title: 'Head of Insurance & Financial Security',
    group: 'executive' as const,
    bio: [
      'Marine insurance specialist with 12 years in P&I underwriting and broking for Indian and international owners.',
      'Built the clause mapping that mirrors DGS wording in every pack.',
    ],
    focus: 'P&I and financial security verification, insurer relationships and DGS compliance',
  },
  {
    slug: 'suresh-iyer',
    name: 'Cdr. (Retd.) Suresh Iyer',
    title: 'Advisor, Pollution Response & Regulation',
    group: 'advisory' as const,
    bio: [
      'Former Coast Guard officer with long service in marine pollution response and contingency planning.',
      'Advises on NOSDCP coordination, drills and regulatory change.',
    ],
    focus: 'NOSDCP alignment and regulatory developments',
    photo: localImage('portrait-suresh-iyer.svg', 'Portrait of Cdr. (Retd.) Suresh Iyer in uniform'),
  },
].map((m, index) => member(m, m.group === 'advisory' ? 0 : index))

export const timeline = [
  {
    year: 2013,
    title: 'Founded in Mumbai',
    description: 'Global Salvage India starts as a salvage coordination desk for owners calling at Mumbai and JNPT.',
  },
  {
    year: 2015,
    title: 'First salvage tug',
    description: 'Our first salvage tug enters service at Mumbai, with towing, firefighting and pumping gear.',
  },
  {
    year: 2017,
    title: 'Oil-spill response stockpile',
    description: 'Boom, skimmers and pumps pre-positioned at Mumbai; a second salvage tug joins the fleet.',
  },
  {
    year: 2018,
    title: 'Gujarat partner network',
    description: 'Named partners at Mundra, Vadinar and Kandla bring the west coast within 6-8 hours.',
  },
  {
    year: 2020,
    title: '24/7 operations centre',
    description: 'A round-the-clock operations centre in Mumbai with a 45-minute call-back commitment.',
  },
  {
    year: 2022,
    title: 'East coast coverage',
    description: 'Partners and equipment at Visakhapatnam and Paradip extend coverage to the east coast in 8-12 hours.',
  },
  {
    year: 2024,
    title: 'Global surge pool',
    description: 'Agreements with international partners give access to a 22-vessel global surge pool in 24-48 hours.',
  },
  {
    year: 2025,
    title: 'MSN 05/2025 compliance desk',
    description: 'Pre-arrival financial security packs that mirror the DGS notice, issued in under 2 hours.',
  },
].map((entry) => ({ _id: `timelineEntry.${entry.year}`, _type: 'timelineEntry', ...entry }))

export const pages = [
  {
    _id: 'page.agents-partner',
    _type: 'page',
    title: 'Partner Portal',
    slug: { _type: 'slug', current: 'agents/partner' },
    seo: seo(
      'Partner Portal for Ship Agents',
      'For ship agents and port partners: pre-arrival packs for your principals, a 24/7 desk, and how to become a named partner.',
    ),
    body: pt(
      'Ship agents are the first people a master calls. Our partner programme gives you a compliance desk and a salvage team behind you at every Indian port you serve.',
      '## What partners get',
      '- DGS MSN 05/2025 pre-arrival packs for your principals in under 2 hours, typically 30 minutes in business hours',
      '- A 24/7 desk with call-back within 45 minutes, for you and the ships you represent',
      '- The agent coordination sheet and port SOP checklist, ready to share with port control',
      '- Revised documents within 1 hour when the vessel, port or ETA changes',
      '- A listing as a named partner on our port pages',
      '## How to become a partner',
      '1. Send us your agency details, the ports you serve and your 24/7 contact.',
      '2. We hold a 20-minute review call to agree hand-offs and escalation.',
      '3. You receive the partner onboarding pack and appear on the relevant port pages, such as [Mumbai / JNPT](doc:port.mumbai).',
      '## Contact',
      'Email [support@globalsalvage.example](mailto:support@globalsalvage.example) or call the 24/7 desk on [+91 22 6000 2400](tel:+912260002400). You can also start a [pre-arrival letter](/port-call-compliance) for a principal today.',
    ),
  },
  {
    _id: 'page.insurers-hub',
    _type: 'page',
    title: 'Insurers Hub',
    slug: { _type: 'slug', current: 'insurers-hub' },
    seo: seo(
      'Insurers Hub for P&I Clubs and Insurers',
      'For P&I clubs, insurers and correspondents: verification support, MSN 05/2025 documents and NOSDCP coordination in India.',
    ),
    body: pt(
      'P&I clubs, insurers and their correspondents rely on clean evidence at the port. We make your entries easy to verify under DGS MSN 05/2025.',
      '## Verification',
      'Every pack quotes the Blue Card / CiOFS reference, the validity period (at least three months from entry or renewal) and the local correspondent, so port control can verify your cover through your online vessel search without calling your office at night.',
      '## Documents',
      '- Club-signed financial security letter, presented in DGS wording',
      '- Cover note on wreck removal and pollution clauses',
      '- The [financial security evidence pack](/docs/financial-security-evidence) for your correspondents and fleet risk leads',
      '- The printable [DGS compliance summary](/docs/dgs-msn05-2025)',
      '## NOSDCP coordination',
      'When an entered vessel has a casualty, our 24/7 operations centre coordinates with the Indian Coast Guard under the National Oil Spill Disaster Contingency Plan and keeps your claims handlers informed. Mumbai salvage tugs reach west coast incidents in 6-8 hours and east coast incidents in 8-12 hours.',
      '## Talk to us',
      'Email [support@globalsalvage.example](mailto:support@globalsalvage.example) or see the [financial security overview](/insurance/financial-security).',
    ),
  },
]
