/**
 * The Presentation tool's map of the site (studio/presentation.ts): every page a route renders,
 * the query its loader runs, and for a document the pages that show it.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SITE_ROUTES } from '../../contract/routes'
import * as queries from '../../src/content/queries'
import { locationsState, mainDocuments, PAGES, pagesShowing } from '../../studio/presentation'

const hrefs = (doc: Parameters<typeof pagesShowing>[0]) => pagesShowing(doc, 'mumbai').map((l) => l.href)

describe('the pages of the site', () => {
  it('are the routes of contract/routes.ts, each with the query its loader runs and the page copy that query reads', () => {
    let checked = 0
    for (const route of SITE_ROUTES) {
      const source = readFileSync(`src/${route.module}`, 'utf8')
      expect(/const query = routeQuery\('(\w+)'/.exec(source)?.[1], route.path).toBe(route.query)
      expect(queries[route.query], route.path).toContain(`_type == "pageCopy" && key == "${route.copy}"`)
      const page = route.path === '/*' ? '/:slug' : route.path.replace(/\/\*$/, '/:slug')
      const entry = PAGES.find((p) => p.path === page) ?? ('sameAs' in route ? PAGES.find((p) => p.path === route.sameAs) : undefined)
      if ('presented' in route) expect(entry, `${page} is left out of PAGES`).toBeUndefined()
      else expect(entry, `${page} is missing from PAGES`).toMatchObject({ query: route.query, copy: route.copy })
      checked++
    }
    expect(checked).toBe(23)
    expect(PAGES.map((p) => p.path)).toContain('/case-studies')
    expect(PAGES.map((p) => p.path)).not.toContain('/confirm')
  })
})

describe('pages showing a document', () => {
  it('a featured port: its own page first, then the pages listing ports, and every page (footer)', () => {
    const found = pagesShowing({ _type: 'port', _id: 'port.mundra', name: 'Mundra', slug: 'mundra' }, 'mumbai', {
      featured: ['port.mumbai', 'port.mundra'],
    })
    expect(found[0]).toEqual({ title: 'Mundra', href: '/ports/mundra' })
    expect(found.map((l) => l.href)).toEqual(expect.arrayContaining(['/', '/ports', '/port-call-compliance', '/docs/compliance-pack']))
    expect(found.find((l) => l.href === '/')).toEqual({ title: 'Every page (header, footer or newsletter)', href: '/' })
    expect(new Set(found.map((l) => l.href)).size).toBe(found.length)
  })

  it('a port not featured: its own page, the directory, the pre-arrival form and the list of every page (/search) only', () => {
    const found = pagesShowing({ _type: 'port', _id: 'drafts.port.haldia', name: 'Haldia', slug: 'haldia' }, 'mumbai', {
      featured: ['port.mumbai'],
    })
    expect(found.map((l) => l.href)).toEqual(['/ports/haldia', '/port-call-compliance', '/ports', '/search'])
  })

  it('a port a coverage zone lists: also the pages showing the zones (home, fleet retainer, salvage)', () => {
    const haldia = { _type: 'port', _id: 'drafts.port.haldia', name: 'Haldia', slug: 'haldia' }
    const found = pagesShowing(haldia, 'mumbai', { zoned: ['port.haldia'] }).map((l) => l.href)
    expect(found).toEqual(expect.arrayContaining(['/', '/fleet-retainer', '/response/salvage-osr']))
    expect(found).not.toContain('/docs/compliance-pack')
  })

  it('a document shown by sections: the CMS pages, notices and fixed pages whose sections show it, each once', () => {
    const found = pagesShowing({ _type: 'teamMember', _id: 'teamMember.priya-raghavan', name: 'Priya Raghavan' }, 'mumbai', {
      sections: [
        { _type: 'page', title: 'Partner Portal', slug: 'agents/partner' },
        { _type: 'notice', title: 'DGS MSN 05/2025', slug: 'dgs-msn-05-2025' },
        { _type: 'pageCopy', key: 'about' },
        { _type: 'notice', title: 'No slug yet', slug: null },
      ],
    })
    expect(found).toEqual(
      expect.arrayContaining([
        { title: 'Partner Portal', href: '/agents/partner' },
        { title: 'DGS MSN 05/2025', href: '/notices/dgs-msn-05-2025' },
        { title: 'About us', href: '/about' },
      ]),
    )
    expect(found.map((l) => l.href)).not.toContain('/notices/null')
    expect(new Set(found.map((l) => l.href)).size).toBe(found.length)
  })

  it("a page copy: the page it belongs to (and /search, which lists the site's own pages by their title); shared copy: an example page", () => {
    expect(hrefs({ _type: 'pageCopy', key: 'home' })).toEqual(['/', '/search'])
    expect(pagesShowing({ _type: 'pageCopy', key: 'fleetRetainer' }, null)).toEqual([
      { title: 'Fleet retainer', href: '/fleet-retainer' },
      { title: 'Site search (/search)', href: '/search' },
    ])
    expect(hrefs({ _type: 'pageCopy', key: 'search' })).toEqual(['/search'])
    expect(hrefs({ _type: 'pageCopy', key: 'port' })).toEqual(['/ports/mumbai'])
    expect(hrefs({ _type: 'pageCopy', key: 'notFound' })).toEqual(['/404'])
    expect(hrefs({ _type: 'pageCopy', key: 'layout' })).toEqual(['/'])
  })

  it('rows of a table: only the pages of that table', () => {
    expect(hrefs({ _type: 'clauseRow', table: 'dgsSummary' })).toEqual(['/docs/dgs-msn05-2025'])
    expect(hrefs({ _type: 'clauseRow', table: 'financialSecurity' })).toEqual(['/insurance/financial-security'])
    expect(hrefs({ _type: 'teamMember', group: 'advisory' })).toEqual(['/management'])
    expect(hrefs({ _type: 'timelineEntry' })).toEqual(['/about'])
    expect(hrefs({ _type: 'slaRow', onHomeTable: true, onSchedule: false })).toEqual(['/'])
    expect(hrefs({ _type: 'slaRow', onHomeTable: false, onSchedule: true })).toEqual(['/fleet-retainer', '/docs/sla-schedule'])
    expect(hrefs({ _type: 'slaRow', onHomeTable: false, onSchedule: false })).toEqual([])
    expect(hrefs({ _type: 'caseStudy' })).toEqual(['/', '/case-studies', '/search'])
  })

  it('a notice: its own page first, then the lists and the pages showing the latest; the notices page copy: the list', () => {
    const found = pagesShowing({ _type: 'notice', _id: 'notice.dgs-msn-05-2025', title: 'MSN', slug: 'dgs-msn-05-2025' }, 'mumbai')
    expect(found[0]).toEqual({ title: 'MSN', href: '/notices/dgs-msn-05-2025' })
    expect(found.map((l) => l.href)).toEqual(expect.arrayContaining(['/', '/notices', '/ports/mumbai']))
    // Each page once, the list by its own name (the Studio keys its list by address: "two children with the same key, /notices").
    expect(new Set(found.map((l) => l.href)).size).toBe(found.length)
    expect(found.find((l) => l.href === '/notices')?.title).toBe('Notices & insights (/notices, each notice, the alert banner)')
    expect(hrefs({ _type: 'pageCopy', key: 'notices' })).toEqual(expect.arrayContaining(['/notices', '/', '/ports/mumbai']))
    // The topics are named by the email preferences page's copy: the lists show it too.
    expect(hrefs({ _type: 'pageCopy', key: 'emailPreferences' }).sort()).toEqual(['/email-preferences', '/notices'])
    const routes = mainDocuments.flatMap((d) => [d.route].flat())
    expect(routes).toEqual(expect.arrayContaining(['/notices', '/notices/:slug']))
  })

  it('site settings: every page (and /search, whose list of case studies follows their page size); a CMS page: its own address and /search', () => {
    expect(pagesShowing({ _type: 'siteSettings' })).toEqual([
      { title: 'Site search (/search)', href: '/search' },
      { title: 'Every page (header, footer or newsletter)', href: '/' },
    ])
    expect(hrefs({ _type: 'page', title: 'Partner Portal', slug: 'agents/partner' })).toEqual(['/agents/partner', '/search'])
  })

  it('says "Used on every page" for what every page\'s frame shows, counts the pages of the others, and cautions for none', () => {
    expect(locationsState({ _type: 'siteSettings' })).toMatchObject({ message: 'Used on every page' })
    expect(locationsState({ _type: 'pageCopy', key: 'layout' })).toMatchObject({ message: 'Used on every page' })
    // A featured port is in every page's footer, and its own page comes first in the list; a port
    // not featured is not.
    const mundra = { _type: 'port', _id: 'port.mundra', name: 'Mundra', slug: 'mundra' }
    const port = locationsState(mundra, 'mumbai', { featured: ['port.mundra'] })
    expect(port).toMatchObject({ message: 'Used on every page' })
    expect(locationsState(mundra, 'mumbai', { featured: [] })).not.toHaveProperty('message')
    expect(port.locations?.[0]).toEqual({ title: 'Mundra', href: '/ports/mundra' })
    const row = locationsState({ _type: 'slaRow', onHomeTable: false, onSchedule: true })
    expect(row).toEqual({ locations: pagesShowing({ _type: 'slaRow', onHomeTable: false, onSchedule: true }) })
    expect(row.locations).toHaveLength(2)
    expect(locationsState({ _type: 'slaRow', onHomeTable: false, onSchedule: false })).toEqual({
      message: 'No page of the site shows this document.',
      tone: 'caution',
    })
  })

  it('each page opens its main document', () => {
    const routes = mainDocuments.flatMap((d) => [d.route].flat())
    for (const page of PAGES) if (!page.path.includes(':')) expect(routes, page.path).toContain(page.path)
    expect(routes).toContain('/ports/:portSlug')
  })
})
