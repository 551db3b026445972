/**
 * A Page's slug may not be an address the site's own routes answer (the built-in page would win and
 * the Page never show): the Studio's check (schemas/reserved-paths.ts) knows every fixed route of
 * src/routes.ts, and lets the seed's pages through.
 */
import { describe, expect, it } from 'vitest'
import routes from '../../src/routes'
import { pages } from '../../seed/documents/pages'
import { withoutOptional } from '../../contract/routes'
import { BUILT_IN_FOLDERS, BUILT_IN_PATHS, reservedPathProblem } from '../../schemas/reserved-paths'

const slug = (current: string) => ({ _type: 'slug', current })

describe("a Page's slug", () => {
  it("knows every address of the site's own routes", () => {
    // The spec's route table (home aside), and the port directory and site search the site added at /ports and /search.
    const specAddresses = [
      'port-call-compliance',
      'fleet-retainer',
      'case-studies',
      'contact',
      'about',
      'management',
      'insurance/financial-security',
      'response/salvage-osr',
      'docs/dgs-msn05-2025',
      'docs/compliance-pack',
      'docs/sla-schedule',
      'docs/financial-security-evidence',
      'email-confirmation',
      'confirm',
      'email-preferences',
      'unsubscribe',
      'ports',
      'search',
    ]
    expect([...BUILT_IN_PATHS].sort()).toEqual(specAddresses.sort())
    // Every route with a parameter lives in a folder no Page may take (case-studies/page?/:page? is
    // the case studies' own address without its optional segments, and their pages under it).
    const folders = routes.flatMap((route) => (route.path?.includes(':') ? [withoutOptional(route.path).split('/')[0]] : []))
    expect(folders.length).toBeGreaterThan(1)
    for (const folder of folders) expect(BUILT_IN_FOLDERS).toContain(folder)
  })

  it('is refused where a built-in page or folder answers, with a reason an editor can act on', () => {
    expect(reservedPathProblem(slug('contact'))).toBe(
      "/contact is one of the site's own pages: this page would never show there. Choose another slug.",
    )
    expect(reservedPathProblem(slug('insurance/financial-security'))).toMatch(/one of the site's own pages/)
    expect(reservedPathProblem(slug('ports/chennai'))).toMatch(/^Addresses under \/ports\/ belong to the site \(port pages are Ports\)/)
    expect(reservedPathProblem(slug('docs/new'))).toMatch(/^Addresses under \/docs\//)
  })

  it('is accepted elsewhere, the seed pages included', () => {
    expect(reservedPathProblem(slug('contact-us'))).toBe(true)
    expect(reservedPathProblem(slug('agents/contact'))).toBe(true)
    expect(reservedPathProblem(undefined)).toBe(true)
    for (const page of pages) expect(reservedPathProblem(page.slug), page.slug.current).toBe(true)
  })
})
