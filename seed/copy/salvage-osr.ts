import { section, seo } from '../helpers.ts'
import { localImage } from '../images.ts'
import { pageCopy } from './document.ts'

export const salvageOsr = pageCopy({
  key: 'salvageOsr',
  seo: seo(
    'Emergency Salvage & Oil-Spill Response in India | 24/7',
    'Two salvage tugs at Mumbai, a 22-vessel global surge pool, west coast 6-8 hours and east coast 8-12 hours. NOSDCP-aligned oil-spill response.',
  ),
  // What the site search calls the page (its results, its line on /search).
  name: 'Salvage and oil-spill response',
  hero: {
    eyebrow: 'Salvage · Oil-spill response',
    title: 'Emergency salvage and oil-spill response',
    lead: 'Tugs, pumps and booms mobilised from Mumbai and partner bases on both coasts, coordinated with the Indian Coast Guard under the NOSDCP framework.',
    image: localImage('case-boom-paradip.svg', 'Response boats towing a yellow containment boom around an oil slick beside a tanker'),
  },
  sections: [
    section('named-assets', {
      heading: 'Named assets',
      items: [
        {
          title: 'Salvage tugs at Mumbai',
          meta: '2 tugs',
          text: 'Two salvage tugs based at Mumbai with towing, firefighting and pumping gear.',
          icon: 'ship',
        },
        {
          title: 'Global surge pool',
          meta: '22 vessels',
          text: 'Salvage and offshore vessels available through international partners.',
          icon: 'globe',
        },
        {
          title: 'Salvage pumps',
          meta: '375-3,218 GPM',
          text: 'Submersible and transfer pumps for dewatering and cargo transfer.',
          icon: 'droplet',
        },
        {
          title: 'Containment booms and skimmers',
          meta: 'Local stockpiles',
          text: 'Pre-positioned at Mumbai and partner bases in Gujarat and on the east coast.',
          icon: 'lifebuoy',
        },
      ],
    }),
    section('response-times', {
      heading: 'Response times',
      items: [
        { title: 'West coast', meta: '6-8 hours', icon: 'clock' },
        { title: 'East coast', meta: '8-12 hours', icon: 'clock' },
        { title: 'Pan-India', meta: 'Up to 24 hours', icon: 'clock' },
        { title: 'Offshore vessels to India', meta: '24-48 hours', text: 'At 10-28 knots.', icon: 'globe' },
        { title: 'Local equipment deployment', meta: '2-6 hours', icon: 'crane' },
      ],
    }),
    section('methods', {
      heading: 'Methods',
      items: [
        { title: 'Emergency towing and escort' },
        { title: 'Refloating of grounded vessels' },
        { title: 'Dewatering and damage-control pumping' },
        { title: 'Shipboard firefighting support' },
        { title: 'Bunker and cargo lightering' },
        { title: 'Oil containment with booms, skimmers and shoreline protection' },
        { title: 'Wreck removal planning and execution' },
      ],
    }),
    section('nosdcp-framework', {
      heading: 'NOSDCP framework',
      body: [
        'India’s National Oil Spill Disaster Contingency Plan (NOSDCP) makes the Indian Coast Guard the central coordinating authority for oil spills at sea, with pollution response centres at Mumbai, Chennai, Port Blair and Vadinar.',
        'We report incidents and coordinate every response through that framework, and we place ship-side resources under Coast Guard direction from the first call.',
      ],
    }),
    // The coast cards come from the coverageZone documents.
    section('coverage-by-coast', {
      heading: 'Coverage by coast',
      body: ['Response times are to site from the mobilisation order, with named partners and equipment pre-positioned on both coasts.'],
    }),
    section('fleet-quote-cta', {
      heading: 'Put response capacity on retainer',
      body: ['A fleet retainer fixes mobilisation times and service credits before the casualty, not during it.'],
      items: [{ title: 'Request Fleet Quote', href: '/fleet-retainer#quote' }],
    }),
  ],
})
