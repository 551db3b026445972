import { key } from '../helpers.ts'

/** The zone's ports with a guide, by reference (the coast cards link to each). */
const refs = (...slugs: string[]) => slugs.map((slug) => ({ _type: 'reference', _key: key(`zone-port:${slug}`), _ref: `port.${slug}` }))

export const coverageZones = [
  {
    _id: 'coverageZone.west-coast',
    _type: 'coverageZone',
    order: 1,
    zone: 'West Coast',
    coast: 'west',
    ports: refs('mumbai', 'mundra', 'vadinar', 'kandla'),
    places: 'Cochin',
    formPorts: ['Cochin'],
    responseTime: '6-8 hours',
    assets: '2 salvage tugs at Mumbai; boom, skimmer and pump stockpiles in Mumbai and Gujarat',
  },
  {
    _id: 'coverageZone.east-coast',
    _type: 'coverageZone',
    order: 2,
    zone: 'East Coast',
    coast: 'east',
    ports: refs('visakhapatnam', 'paradip'),
    places: 'Chennai, Haldia',
    formPorts: ['Chennai', 'Tuticorin'],
    responseTime: '8-12 hours',
    assets: 'Partner salvage tug at Visakhapatnam; boom and pumps (375-3,218 GPM) with partners',
  },
  {
    _id: 'coverageZone.pan-india',
    _type: 'coverageZone',
    order: 3,
    zone: 'Pan-India',
    coast: 'pan-india',
    places: 'All other Indian ports and anchorages',
    responseTime: 'Up to 24 hours',
    assets: 'Mobile response teams; local equipment deployed in 2-6 hours once on site',
  },
  {
    _id: 'coverageZone.global-surge',
    _type: 'coverageZone',
    order: 4,
    zone: 'Global Surge',
    coast: 'global',
    places: 'International surge pool',
    responseTime: '24-48 hours',
    assets: '22-vessel global surge pool; offshore vessels at 10-28 knots',
  },
]
