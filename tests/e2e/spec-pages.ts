/**
 * The routes of the spec, each with what the spec says it shows (tests/e2e/pages.spec.ts loads each
 * once, at 1440 and at 360 px, and checks all of it on that one load): its h1, words and links, the
 * parts it shows on screen, and for some pages more, folded in from the specs that used to load the
 * page again for them (the home page's seeded content and bars, a port's details, the Not Found
 * pages, focus under the sticky bars, what each printable document shows).
 */
import type { Page } from '@playwright/test'
import { documents } from '../../seed/content'
import { expect } from './helpers'
import { compliancePackShows, dgsSummaryShows, evidencePackShows, slaScheduleShows } from './spec-documents'

export type PageCheck = {
  path: string
  /** Text of the page's h1 (from the seed), or a pattern. */
  h1: string | RegExp
  /** Text the spec says the page shows. */
  texts?: Array<string | RegExp>
  /** Links (CSS selectors) the spec says the page has. */
  links?: string[]
  /** Parts (CSS selectors) and words that are on screen, not only in the page. */
  shown?: Array<string | { text: string | RegExp }>
  status?: number
  /** Tab through the page: no element that takes focus is hidden under a sticky or fixed bar (WCAG 2.4.11). */
  focusUnderBars?: boolean
  /** More of what this page shows, checked on the same load once it is hydrated (`phone`: at 360 px). */
  more?: (page: Page, phone: boolean) => Promise<void>
}

export const PORTS = ['mumbai', 'mundra', 'vadinar', 'kandla', 'visakhapatnam', 'paradip']

export const PAGES: PageCheck[] = [
  {
    path: '/',
    h1: 'India Port-Call Insurance (P&I/Financial Security) + NOSDCP Response',
    texts: [
      'MSN 05/2025',
      '300 GT',
      'Docs under 2h',
      'DGS wording mirrored',
      'NOSDCP-aligned',
      '22-vessel global surge pool',
      'West Coast',
      'East Coast',
    ],
    links: [
      'a[href="/fleet-retainer#quote"]',
      'a[href="/fleet-retainer#sla"]',
      'main a[href="/port-call-compliance"]',
      'a[href="/response/salvage-osr"]',
      'main a[href="/case-studies"]',
      ...PORTS.map((s) => `main a[href="/ports/${s}"]`),
    ],
    focusUnderBars: true,
    more: homeShows,
  },
  {
    path: '/port-call-compliance',
    h1: 'Generate your pre-arrival financial security pack',
    texts: [
      'Form',
      'Review',
      'PDF',
      'WhatsApp',
      'Vessel & port details',
      'Frequently asked questions',
      'Which vessels does DGS MSN 05/2025 apply to?',
      'What if the vessel, port or ETA changes after I submit?',
      'Port-specific requirements',
    ],
    links: [...PORTS.map((s) => `main a[href="/ports/${s}"]`), 'main a[href="/docs/india-compliance-pack.pdf"]'],
    // Its questions, as its FAQPage JSON-LD lists them (tests/unit/head-tags.test.ts).
    shown: documents.filter((doc) => doc._id.startsWith('faq.portCallCompliance.')).map((doc) => ({ text: doc.question as string })),
    focusUnderBars: true,
  },
  {
    path: '/fleet-retainer',
    h1: 'Fleet-level risk control for every Indian port call',
    texts: [
      'Compliance alignment',
      '3.1',
      '4.2',
      '5.1',
      '24/7 operations centre',
      'SLA highlights',
      'Under 2 hours',
      '≤45 minutes',
      'Coverage zones',
      'Global Surge',
      'For procurement teams',
      'Request a fleet quote',
      'Book 20-Minute Review Call',
    ],
    links: [
      '#sla a[href="/docs/fleet-retainer-sla-schedule.pdf"][target="_blank"]',
      'main a[href^="/docs/"][href$=".pdf"]',
      '#quote form',
      'a[href^="mailto:"][href*="subject="]',
    ],
    shown: ['#quote a[href^="tel:"]'],
    focusUnderBars: true,
  },
  {
    path: '/case-studies',
    h1: 'Proven on India’s busiest coasts',
    texts: [
      'Same-hour pre-arrival pack for a VLCC at Vadinar',
      'Pack issued in 38 minutes',
      'Engine failure off Mumbai: tug alongside in 3 hours',
      'Tug on scene in 3 h 10 min',
      'Bunker spill contained at Paradip',
      '1,200 m of boom in 5 hours',
    ],
    links: ['main img[alt*="tanker"]', 'main a[href="/fleet-retainer#quote"]'],
  },
  {
    path: '/contact',
    h1: 'Talk to the 24/7 desk',
    texts: ['24/7 Hotline', '+91 22 6000 2400', 'WhatsApp', 'support@globalsalvage.example', 'India Office', 'Mumbai, Maharashtra'],
    links: [
      'main a[href="tel:+912260002400"]',
      'main a[href="https://wa.me/919820002400"]',
      'main a[href="mailto:support@globalsalvage.example"]',
    ],
  },
  {
    path: '/about',
    h1: 'Salvage people who also get the paperwork right',
    texts: [
      'Our mission',
      'Our vision',
      'Our values',
      'Speed with accuracy',
      'Preparedness',
      'Our journey, 2013-2025',
      '2013',
      'Founded in Mumbai',
      '2025',
      'MSN 05/2025 compliance desk',
    ],
    focusUnderBars: true,
  },
  {
    path: '/management',
    h1: 'Mariners, salvors and insurance specialists',
    texts: [
      'Executive leadership',
      'Capt. Arvind Menon',
      'Managing Director',
      'Priya Raghavan',
      'Chief Operating Officer',
      'Capt. Vikram Sethi',
      'Neha Kulkarni',
      'Advisory board',
      'Cdr. (Retd.) Suresh Iyer',
    ],
  },
  {
    path: '/insurance/financial-security',
    h1: 'Financial security that port control can verify',
    texts: [
      'What we issue',
      'P&I letter',
      'NOSDCP contact',
      'Agent coordination sheet',
      'Clause mapping',
      'MSN 05/2025 §3',
      'MSN 05/2025 §6C',
      'Financial security evidence pack',
    ],
    links: ['main a[href="/docs/financial-security-evidence-pack.pdf"]'],
  },
  {
    path: '/response/salvage-osr',
    h1: 'Emergency salvage and oil-spill response',
    texts: [
      'Named assets',
      '2 tugs',
      '22 vessels',
      'Response times',
      '6-8 hours',
      '8-12 hours',
      'Methods',
      'Refloating of grounded vessels',
      'NOSDCP framework',
      'Coverage by coast',
      'Put response capacity on retainer',
    ],
    links: ['main a[href="/fleet-retainer#quote"]', 'main a[href="/ports/mumbai"]', 'main a[href="/ports/paradip"]'],
  },
  ...PORTS.map((slug) => ({
    path: `/ports/${slug}`,
    h1: /\w/,
    texts: ['24/7 Full Service'],
    links: ['main a[href^="/port-call-compliance?port="]', 'main a[href^="tel:"]', 'main a[href$=".pdf"]'],
    ...(slug === 'mumbai' ? { more: portShows } : {}),
  })),
  {
    path: '/ports/atlantis',
    h1: 'Port Not Found',
    texts: ["The port you're looking for doesn't exist."],
    shown: [{ text: "The port you're looking for doesn't exist." }],
    status: 404,
  },
  {
    path: '/notices',
    h1: 'What changes at Indian ports, as it happens',
    texts: [
      'Port Call & Compliance Updates',
      'Emergency Response & Alerts',
      'Maritime Insights & Case Studies',
      'Deendayal Port (Kandla): oil jetty 3 closed for maintenance',
    ],
    links: [
      'main a[href="/notices/topic/insights"]',
      'main a[href="/notices/page/2"]',
      'main a[href="/notices/feed.xml"]',
      'head link[rel="alternate"][type="application/atom+xml"][href="/notices/feed.xml"]',
    ],
  },
  {
    path: '/notices/paradip-monsoon-advisory',
    h1: 'Paradip: monsoon swell advisory for the outer anchorage',
    texts: ['Shown across the site from', 'Ports concerned', 'Capt. Vikram Sethi'],
    links: ['main a[href="/ports/paradip"]', 'main a[href="/notices/topic/emergency"]', 'main time[datetime]'],
  },
  { path: '/docs/dgs-msn05-2025', h1: /\w/, texts: ['§3', '§6A', '§7'], more: dgsSummaryShows },
  { path: '/docs/compliance-pack', h1: /\w/, texts: ['GSI-COMPLIANCE-PACK'], more: onDesktop(compliancePackShows) },
  { path: '/docs/sla-schedule', h1: /\w/, texts: ['GSI-SLA-RET-INDIA'], focusUnderBars: true, more: onDesktop(slaScheduleShows) },
  { path: '/docs/financial-security-evidence', h1: /\w/, texts: ['GSI-FS-EVIDENCE'], more: evidencePackShows },
  { path: '/email-confirmation', h1: /\w/, texts: ['Invalid Link'] },
  { path: '/confirm', h1: /\w/, texts: ['Invalid Link'] },
  { path: '/email-preferences', h1: /\w/, texts: ['Invalid link. Please use the link from your email.'] },
  { path: '/unsubscribe', h1: /\w/, texts: ['Invalid Link'] },
  { path: '/search', h1: 'Search the site', texts: ['Every page, by kind', 'Mumbai / JNPT'], links: ['main a[href="/ports/mumbai"]'] },
  // Pages built from sections (issue 31): each opens with its hero, whose heading is the h1.
  {
    path: '/agents/partner',
    h1: 'A compliance desk and a salvage team behind every port you serve',
    texts: ['What partners get', 'How to become a partner'],
    links: ['main a[href="/ports/mumbai"]'],
  },
  {
    path: '/insurers-hub',
    h1: 'Clean evidence at the port for every vessel you enter',
    texts: ['How our documents answer the notice'],
    links: ['main form.site-form'],
  },
  { path: '/no/such/page', h1: /not found/i, status: 404, more: notFoundShows },
]

/** A check of a page at 1440 px only (at 360 px, the rest of the page's checks). */
function onDesktop(check: (page: Page) => Promise<void>) {
  return async (page: Page, phone: boolean) => {
    if (!phone) await check(page)
  }
}

/** The home page's seeded content, its office named once, and its bars' contact links; on a phone its service-level table. */
async function homeShows(page: Page, phone: boolean) {
  await expect(page.getByRole('link', { name: 'Generate Pre-Arrival Letter' }).first()).toBeVisible()
  const footer = page.locator('footer')
  await expect(footer).toContainText('Fleet-level risk control, same-day documents, named Indian partners and 24/7 mobilization.')
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  // The office is named once (it was listed with the contacts too).
  expect((await footer.innerText()).split('Mumbai, Maharashtra').length - 1).toBe(1)
  // The emergency bar carries the call and WhatsApp links; on a phone the quick-contact bar call, WhatsApp and email.
  const bar = page.getByRole('region', { name: '24/7 Emergency', exact: true })
  await expect(bar.locator('a[href^="tel:"]')).toHaveCount(1)
  await expect(bar.locator('a[href^="https://wa.me/"]')).toHaveCount(1)
  const quick = page.getByRole('navigation', { name: 'Quick contact' })
  if (!phone) return await expect(quick).toBeHidden()
  await expect(quick.getByRole('link', { name: 'Call 24/7' })).toBeVisible()
  await expect(quick.getByRole('link', { name: /WhatsApp/ })).toBeVisible()
  await expect(quick.getByRole('link', { name: 'Email' })).toHaveAttribute('href', /^mailto:/)
  // The service-level table shows every column on a phone, one card per row.
  const cells = page.locator('section[aria-labelledby="sla-heading"] .table-scroll').first().locator('td[data-label="Escalation"]')
  expect(await cells.count()).toBeGreaterThan(0)
  for (const cell of await cells.all()) {
    const box = (await cell.boundingBox())!
    expect(box.x + box.width, 'the Escalation column is on screen').toBeLessThanOrEqual(page.viewportSize()!.width)
  }
}

/** A port page's details, and the other ports linked. */
async function portShows(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mumbai')
  await expect(page.getByText('24/7 Full Service')).toBeVisible()
  await expect(page.getByText('2-4 hours').first()).toBeVisible()
  await expect(page.locator('table a[href^="tel:"]').first()).toBeVisible()
  for (const slug of PORTS.filter((slug) => slug !== 'mumbai'))
    await expect(page.locator(`main a[href="/ports/${slug}"]`).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Call 24/7 Hotline' })).toHaveAttribute('href', /^tel:/)
}

/** The Not Found page's way home, clear of the words above it. */
async function notFoundShows(page: Page) {
  const home = page.getByRole('link', { name: 'Return to the home page' })
  await expect(home).toBeVisible()
  const text = (await page.locator('.not-found .lead').boundingBox())!
  const button = (await home.boundingBox())!
  expect(button.y - (text.y + text.height), 'the button does not touch the text above it').toBeGreaterThanOrEqual(16)
}
