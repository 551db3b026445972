import { blocks } from '../blocks.ts'
import { keyed, pt, seo } from '../helpers.ts'
import { localImage } from '../images.ts'

/**
 * Notices, insights and alerts (schemas/documents/notice.ts), one of each state a newcomer meets: a
 * notice (the MSN 05/2025 summary, for every featured port), an insight (from a case study), an alert
 * live now (a monsoon advisory for Paradip), an alert to come (a jetty closing at Kandla: the banner
 * shows it from its start) and an alert long ended (a cyclone that closed Paradip). The live and the
 * coming alert are dated from the day the content is seeded, so that a fresh store always has them.
 * Each is published at a minute of India time (a publication is a moment: schemas/documents/notice.ts).
 */
const port = (slug: string) => ({ _type: 'reference' as const, _ref: `port.${slug}` })
const member = (slug: string) => ({ _type: 'reference' as const, _ref: `teamMember.${slug}` })

const DAY = 86_400_000
/** The day the content is seeded, at midnight UTC: the live alert's times follow it. */
const today = (() => {
  const now = new Date()
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
})()
const iso = (time: number) => new Date(time).toISOString()

export const notices = [
  {
    _id: 'notice.dgs-msn-05-2025',
    _type: 'notice',
    title: 'DGS MSN 05/2025: verified P&I or financial security before every Indian port call',
    slug: { _type: 'slug', current: 'dgs-msn-05-2025' },
    kind: 'notice',
    topic: 'compliance',
    publishedAt: '2025-05-20T04:30:00.000Z',
    updatedAt: '2025-06-02',
    summary:
      'Vessels of 300 GT and above now need verified P&I or financial security certificates, with at least three months of cover left, before they call at an Indian port. What the notice asks, and what we issue.',
    body: pt(
      '## Who it applies to',
      'Merchant Shipping Notice 05/2025 of the Directorate General of Shipping applies to every vessel of **300 GT and above** calling at an Indian port, Indian-flagged or foreign.',
      '## What it asks',
      '- A P&I or financial security certificate from an insurer the DGS accepts, verified before arrival.',
      '- At least **three months** of cover remaining on the day of entry or renewal.',
      '- Wreck removal and pollution clauses stated in the cover note, with the insurer’s local correspondent named.',
      '## What we issue',
      'Our compliance desk sends a pre-arrival pack that mirrors the notice’s wording, usually within 30 minutes in business hours and always within 2 hours. [Request a pre-arrival letter](/port-call-compliance), or call the desk on {emergencyPhone}.',
      'We updated this notice on 2 June 2025, after the DGS published its list of accepted insurers.',
    ),
    ports: keyed(
      'notice-msn-port',
      ['mumbai', 'mundra', 'vadinar', 'kandla', 'visakhapatnam', 'paradip'].map((slug) => port(slug)),
    ),
    author: member('priya-raghavan'),
    // A section after the text (the page builder's): the printable summary of the notice.
    blocks: blocks('notice.dgs-msn-05-2025', [
      {
        _type: 'downloadBlock',
        heading: 'The notice on one page',
        body: ['What MSN 05/2025 asks, clause by clause, with what we issue against each: ready to print for the master or the agent.'],
        document: 'complianceSummary',
        button: 'Download the compliance summary (PDF)',
        icon: 'document',
      },
    ]),
    seo: seo(
      'DGS MSN 05/2025 Summary: Verified P&I Cover Before Indian Port Calls',
      'What Merchant Shipping Notice 05/2025 asks of vessels of 300 GT and above calling at Indian ports, and the pre-arrival pack we issue.',
    ),
  },
  {
    _id: 'notice.paradip-monsoon-advisory',
    _type: 'notice',
    title: 'Paradip: monsoon swell advisory for the outer anchorage',
    slug: { _type: 'slug', current: 'paradip-monsoon-advisory' },
    kind: 'notice',
    topic: 'emergency',
    publishedAt: iso(today - DAY + 30 * 60_000),
    summary:
      'Heavy swell at Paradip’s outer anchorage delays pilot boarding and bunkering. Allow 72 hours for your pre-arrival documents and keep a tug on call for deep-draught vessels.',
    body: pt(
      'Swell of 2.5 to 3.5 metres is running at the outer anchorage of Paradip. The harbour master has asked vessels to keep a safe distance from the breakwater and expect delays to pilot boarding.',
      '- Send vessel details at least **72 hours** before arrival, as the port asks.',
      '- Deep-draught vessels: keep a tug on call while waiting at anchor.',
      '- Bunkering at the anchorage may be stopped at short notice.',
      'Our east coast response team is on standby at Paradip. In an emergency, call {emergencyPhone}.',
    ),
    ports: keyed('notice-monsoon-port', [port('paradip')]),
    author: member('vikram-sethi'),
    alert: true,
    severity: 'advisory',
    // From 06:00 India time the day before it was seeded, for 60 days.
    alertStarts: iso(today - DAY + 30 * 60_000),
    alertEnds: iso(today + 60 * DAY + 12.5 * 60 * 60_000),
  },
  {
    _id: 'notice.kandla-oil-jetty-maintenance',
    _type: 'notice',
    title: 'Deendayal Port (Kandla): oil jetty 3 closed for maintenance',
    slug: { _type: 'slug', current: 'kandla-oil-jetty-maintenance' },
    kind: 'notice',
    topic: 'compliance',
    publishedAt: iso(today),
    summary:
      'Oil jetty 3 at Deendayal Port closes for three days of fender and pipeline maintenance. Tankers booked for it berth at jetties 1 and 6 or at Vadinar; allow 24 hours more for DGS clearance.',
    body: pt(
      'Deendayal Port Authority will close oil jetty 3 for fender and pipeline maintenance for three days, from the start shown above.',
      '- Tankers booked for jetty 3 are moved to oil jetties 1 and 6, or to the Vadinar single point moorings.',
      '- Pre-arrival documents naming jetty 3 must be issued again: send us the new berth and we revise the pack within the hour.',
      'Questions about a call during the closure: {supportEmail}.',
    ),
    ports: keyed('notice-jetty-port', [port('kandla'), port('vadinar')]),
    author: member('neha-kulkarni'),
    alert: true,
    severity: 'warning',
    // Three weeks after it was seeded, from 06:00 to 18:00 India time three days later.
    alertStarts: iso(today + 21 * DAY + 30 * 60_000),
    alertEnds: iso(today + 24 * DAY + 12.5 * 60 * 60_000),
  },
  {
    _id: 'notice.insight-vadinar-pre-arrival-pack',
    _type: 'notice',
    title: 'How a VLCC diverted to Vadinar got its pre-arrival pack in 38 minutes',
    slug: { _type: 'slug', current: 'vadinar-pre-arrival-pack-in-38-minutes' },
    kind: 'insight',
    topic: 'newsletter',
    publishedAt: '2025-08-14T05:30:00.000Z',
    summary:
      'An ETA moved forward by a day left an agent with hours, not days. What our desk checked, in what order, and why port control accepted the pack on first review.',
    body: pt(
      'At 10:12 the agent of a VLCC diverted to Vadinar sent us the vessel’s details: its ETA had moved forward by a day, and the terminal wanted documents before noon.',
      '## What the desk checked',
      '1. The club letter against the insurer’s own records, not a copy of a copy.',
      '2. The cover remaining: three months and eleven days, enough for MSN 05/2025.',
      '3. The NOSDCP contacts for the Gulf of Kutch, named in the pack.',
      'The pack went out at 10:50. Port control accepted it on first review and the tanker berthed at the single point mooring on schedule. [Read the case study](/case-studies).',
    ),
    ports: keyed('notice-insight-port', [port('vadinar')]),
    author: member('priya-raghavan'),
    image: localImage('case-vadinar-pack.svg', 'A VLCC at a single point mooring, with a document pack and a check mark beside it'),
  },
  {
    _id: 'notice.cyclone-dana-paradip-closure',
    _type: 'notice',
    title: 'Cyclone Dana: Paradip port closed to shipping',
    slug: { _type: 'slug', current: 'cyclone-dana-paradip-closure' },
    kind: 'notice',
    topic: 'emergency',
    publishedAt: '2024-10-23T03:30:00.000Z',
    summary:
      'Paradip Port Authority stopped all vessel movements as Cyclone Dana approached the Odisha coast. Vessels were asked to leave the anchorage; our response vessels stood by.',
    body: pt(
      'Paradip Port Authority stopped cargo handling and all vessel movements from the morning of 23 October 2024, as Cyclone Dana approached the Odisha coast.',
      '- Vessels at the anchorage were asked to put to sea and keep clear of the cyclone’s track.',
      '- Our salvage and oil-spill response vessels stood by at a safe anchorage, ready to sail once the port reopened.',
      'The port reopened on 26 October 2024.',
    ),
    ports: keyed('notice-cyclone-port', [port('paradip')]),
    author: member('arvind-menon'),
    alert: true,
    severity: 'severe',
    alertStarts: '2024-10-23T00:30:00.000Z',
    alertEnds: '2024-10-26T12:30:00.000Z',
  },
]
