import { keyed, seo } from '../helpers.ts'

type PortInput = {
  slug: string
  name: string
  fullName: string
  /** Other names the port goes by in the trade (the port page shows them; the site search finds it by them). */
  otherNames?: string[]
  /** The state or union territory the port is in. */
  region: string
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
  /** A port's own numbers with the day each was last verified; `company: true` shows the site settings' 24/7 phone. */
  emergencyContacts: Array<{ role: string; contact: string; verified: string } | { role: string; company: true }>
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
    coordinates: { _type: 'portCoordinates', lat, lng },
    emergencyContacts: keyed(
      `contact-${slug}`,
      emergencyContacts.map((c) =>
        'company' in c
          ? { _type: 'emergencyContact', role: c.role, source: 'company' }
          : { _type: 'emergencyContact', source: 'own', ...c },
      ),
    ),
    ...(own ? { seo: seo(own.title, own.description) } : {}),
  }
}

export const ports = [
  port({
    slug: 'mumbai',
    name: 'Mumbai / JNPT',
    fullName: 'Mumbai Port Authority & Jawaharlal Nehru Port (JNPA), Maharashtra',
    otherNames: ['Nhava Sheva'],
    region: 'Maharashtra',
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
      { role: 'Port Control (VTS Mumbai)', contact: '+91 22 6000 2411', verified: '2026-11-02' },
      { role: 'Harbour Master, Mumbai', contact: '+91 22 6000 2412', verified: '2026-11-02' },
      { role: 'Coast Guard MRCC Mumbai', contact: '+91 22 6000 2413', verified: '2026-11-02' },
      { role: 'Global Salvage duty desk', company: true },
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
    region: 'Gujarat',
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
      { role: 'Marine Control, Mundra', contact: '+91 2838 600 101', verified: '2026-11-02' },
      { role: 'Harbour Master, Mundra', contact: '+91 2838 600 102', verified: '2026-11-02' },
      { role: 'Coast Guard District HQ (Gujarat)', contact: '+91 2838 600 103', verified: '2026-11-02' },
      { role: 'Global Salvage duty desk', company: true },
    ],
    equipment: ['Harbour tugs (partner)', 'Inshore boom, 600 m', 'Oleophilic skimmer', 'Transfer pumps'],
    partners: ['Kutch Shipping Services (ship agent)', 'Gulf Marine Response', 'Saurashtra Survey Bureau'],
  }),
  port({
    slug: 'vadinar',
    name: 'Vadinar',
    fullName: 'Vadinar Oil Terminal (Deendayal Port Authority), Gulf of Kutch, Gujarat',
    region: 'Gujarat',
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
      { role: 'Vadinar Port Control', contact: '+91 2833 600 201', verified: '2026-11-02' },
      { role: 'SPM Mooring Master', contact: '+91 2833 600 202', verified: '2026-11-02' },
      { role: 'Coast Guard Pollution Response Centre, Vadinar', contact: '+91 2833 600 203', verified: '2026-11-02' },
      { role: 'Global Salvage duty desk', company: true },
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
    fullName: 'Deendayal Port Authority (Kandla), Gujarat',
    otherNames: ['Deendayal'],
    region: 'Gujarat',
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
      { role: 'Kandla Signal Station', contact: '+91 2836 600 301', verified: '2026-11-02' },
      { role: 'Deputy Conservator, Deendayal Port', contact: '+91 2836 600 302', verified: '2026-11-02' },
      { role: 'Coast Guard Station Kandla', contact: '+91 2836 600 303', verified: '2026-11-02' },
      { role: 'Global Salvage duty desk', company: true },
    ],
    equipment: ['Inshore boom, 500 m', 'Rope mop skimmer', 'Salvage pumps', 'Absorbent stockpile'],
    partners: ['Gandhidham Shipping Agency', 'Gulf Marine Response', 'Kandla Marine Surveyors'],
  }),
  port({
    slug: 'visakhapatnam',
    name: 'Visakhapatnam',
    fullName: 'Visakhapatnam Port Authority, Andhra Pradesh',
    otherNames: ['Vizag'],
    region: 'Andhra Pradesh',
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
      { role: 'Port Control, Visakhapatnam', contact: '+91 891 600 4001', verified: '2026-11-02' },
      { role: 'Harbour Master, Visakhapatnam', contact: '+91 891 600 4002', verified: '2026-11-02' },
      { role: 'Coast Guard MRSC Visakhapatnam', contact: '+91 891 600 4003', verified: '2026-11-02' },
      { role: 'Global Salvage duty desk', company: true },
    ],
    equipment: ['Salvage tug (partner)', 'Offshore boom, 600 m', 'Weir skimmer', 'Salvage pumps, up to 3,218 GPM'],
    partners: ['Vizag Marine Agencies (ship agent)', 'Coromandel Salvage Partners', 'Eastern Survey Services'],
  }),
  port({
    slug: 'paradip',
    name: 'Paradip',
    fullName: 'Paradip Port Authority, Odisha',
    otherNames: ['Paradeep'],
    region: 'Odisha',
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
      { role: 'Port Control, Paradip', contact: '+91 6722 600 501', verified: '2026-11-02' },
      { role: 'Harbour Master, Paradip', contact: '+91 6722 600 502', verified: '2026-11-02' },
      { role: 'Coast Guard Station Paradip', contact: '+91 6722 600 503', verified: '2026-11-02' },
      { role: 'Global Salvage duty desk', company: true },
    ],
    equipment: ['Harbour tugs (partner)', 'Inshore boom, 400 m', 'Portable skimmers', 'Transfer pumps'],
    partners: ['Kalinga Shipping Agency', 'Coromandel Salvage Partners', 'Odisha Marine Surveyors'],
  }),
]
