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
