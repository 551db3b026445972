import { localImage } from '../images.ts'

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
