/**
 * One slug rule for the Studio and the build (schemas/slug.ts), and the build's check that no path
 * it prerenders writes outside the build folder (tools/site-build/site-build.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ADDRESSES_FILE, carriedMoves, previousAddresses } from '../../tools/site-build/addresses'
import { isRedirectPath, isSafeSlug, noticeSlugProblem, segmentSlugProblem, SLUG_MAX, slugProblem } from '../../schemas/slug'
import { isInsideBuild, routePaths } from '../../tools/site-build/site-build'

const HOSTILE = [
  '..',
  '../../x',
  '../../../../about',
  '/',
  '/about',
  'a//b',
  'a/',
  '%2f',
  'a%2fb',
  '..%2fx',
  'a\\b',
  '\\',
  '.',
  'a/./b',
  'A',
  'a b',
  'a_b',
  '-a',
  'a-',
  '',
  'x'.repeat(SLUG_MAX + 1),
]

describe('the slug rule', () => {
  it('accepts lowercase words joined by "-", pages with "/" between segments, up to the limit', () => {
    for (const slug of ['mumbai', 'mumbai-jnpt', 'port-2', 'x'.repeat(SLUG_MAX)])
      expect(isSafeSlug(slug, { segments: false }), slug).toBe(true)
    for (const slug of ['agents/partner', 'insurers-hub', 'a/b/c-d']) expect(isSafeSlug(slug), slug).toBe(true)
    expect(isSafeSlug('agents/partner', { segments: false })).toBe(false)
  })

  it('refuses dot segments, slashes, encoded characters, backslashes, capitals, non-strings and over-long slugs', () => {
    for (const slug of [...HOSTILE, 42, null, undefined, { current: 'a' }]) {
      expect(isSafeSlug(slug), JSON.stringify(slug)).toBe(false)
      expect(isSafeSlug(slug, { segments: false }), JSON.stringify(slug)).toBe(false)
    }
  })

  it('is what the Studio validates with', () => {
    expect(slugProblem({ current: 'agents/partner' })).toBe(true)
    expect(segmentSlugProblem({ current: 'mumbai' })).toBe(true)
    expect(segmentSlugProblem({ current: 'a/b' })).toMatch(/no "\/"/)
    for (const slug of HOSTILE) expect(slugProblem({ current: slug }), slug).toMatch(/lowercase/)
  })

  it("is what the build keeps paths by, naming each document it refuses by its title, the field by its Studio label, with the Studio's words", () => {
    const { paths, problems, ids } = routePaths({
      ports: [
        { _id: 'port-ok', title: 'Mumbai / JNPT', slug: 'mumbai' },
        { _id: 'port-evil', title: 'Vadinar', slug: '../../../../about' },
        { _id: 'port-nested', title: ' ', slug: 'a/b' },
      ],
      pages: [
        { _id: 'page-ok', title: 'Agents', slug: 'agents/partner' },
        { _id: 'page-evil', title: 'Insurers', slug: 'a\\b' },
        { _id: 'page-contact', title: 'Contact us', slug: 'contact' },
      ],
      notices: [
        { _id: 'notice-ok', title: 'MSN 05/2025', slug: 'dgs-msn-05-2025' },
        { _id: 'notice-list', title: 'Berth works', slug: 'page' },
        { _id: 'notice-evil', title: 'Fog', slug: '../about' },
      ],
    })
    expect(paths).toEqual(['/ports/mumbai', '/agents/partner', '/notices/dgs-msn-05-2025'])
    expect(problems).toEqual([
      `Port "Vadinar" › Slug is "../../../../about": use lowercase letters, digits and "-" (no "/"), at most ${SLUG_MAX} characters`,
      `Port "Untitled" › Slug is "a/b": use lowercase letters, digits and "-" (no "/"), at most ${SLUG_MAX} characters`,
      `Page "Insurers" › Slug is "a\\\\b": use lowercase letters, digits and "-", with "/" between segments (no leading or trailing "/"), at most ${SLUG_MAX} characters`,
      'Page "Contact us" › Slug is "contact": /contact is one of the site\'s own pages: this page would never show there. Choose another slug',
      'Notice "Berth works" › Slug is "page": /notices/page is an address of the list itself: choose another slug',
      `Notice "Fog" › Slug is "../about": use lowercase letters, digits and "-" (no "/"), at most ${SLUG_MAX} characters`,
    ])
    // The ids, for the Site status's links to the documents; never in the words.
    expect(ids).toEqual(['port-evil', 'port-nested', 'page-evil', 'page-contact', 'notice-list', 'notice-evil'])
    expect(problems.join(' ')).not.toMatch(/port-|page-|notice-/)
    // The Studio refuses them first, in its words.
    expect(noticeSlugProblem({ current: 'dgs-msn-05-2025' })).toBe(true)
    for (const slug of ['page', 'topic', 'feed', '404']) expect(noticeSlugProblem({ current: slug }), slug).toMatch(/address of the list/)
    expect(noticeSlugProblem({ current: 'a/b' })).toMatch(/no "\/"/)
  })
})

describe('the prerender path check', () => {
  it('keeps every page and data file inside the build folder', () => {
    for (const path of ['/', '/about', '/ports/mumbai', '/docs/dgs-msn05-2025', '/404', '/ports/404']) {
      expect(isInsideBuild('build/client', path), path).toBe(true)
    }
    // The slugs that would leave the folder or name a file some other way than written.
    for (const slug of HOSTILE.slice(0, 14)) {
      for (const path of [`/${slug}`, `/ports/${slug}`]) expect(isInsideBuild('build/client', path), path).toBe(false)
    }
    for (const path of ['', 'about', '/..', '/../x', '/a/../../x', '//x', '/a/', '/%2e%2e/x', '/a\\..\\..\\x']) {
      expect(isInsideBuild('build/client', path), path).toBe(false)
    }
  })
})

describe("a redirect's old address", () => {
  it('is a plain site path of at most PATH_MAX characters, as the Studio and the build check it', () => {
    expect(isRedirectPath('/ports/chennai')).toBe(true)
    expect(isRedirectPath(`/ports/${'a'.repeat(SLUG_MAX)}`)).toBe(true)
    // The longest prefix of a slug's address: a notice's.
    expect(isRedirectPath(`/notices/${'a'.repeat(SLUG_MAX)}`)).toBe(true)
    expect(isRedirectPath(`/notices/${'a'.repeat(SLUG_MAX + 1)}`)).toBe(false)
    expect(isRedirectPath(`/${'a-'.repeat(5000)}a`)).toBe(false)
    expect(isRedirectPath('/ports/chennai\n/* /evil 200')).toBe(false)
    expect(isRedirectPath(undefined)).toBe(false)
  })
})

describe('an address changed outside the Studio (no redirect document)', () => {
  const previous = { addresses: { 'port.kandla': '/ports/kandla', 'port.mumbai': '/ports/mumbai', 'page.gone': '/gone' }, moved: [] }
  const built = new Set(['/ports/deendayal', '/ports/mumbai'])
  const current = { 'port.kandla': '/ports/deendayal', 'port.mumbai': '/ports/mumbai' }

  it("leads the last build's address to the new one, and keeps leading it on in later builds", () => {
    const moved = carriedMoves(previous, current, built, new Set())
    expect(moved).toEqual([{ from: '/ports/kandla', to: '/ports/deendayal', id: 'port.kandla' }])
    // The next build has only this build's addresses, and the move it made: the old address still leads on.
    expect(carriedMoves({ addresses: current, moved }, current, built, new Set())).toEqual(moved)
    // Renamed again: both old addresses lead to the newest.
    const renamed = { ...current, 'port.kandla': '/ports/deendayal-port' }
    expect(
      carriedMoves({ addresses: current, moved }, renamed, new Set(['/ports/mumbai', '/ports/deendayal-port']), new Set()).map(
        (m) => `${m.from} ${m.to}`,
      ),
    ).toEqual(['/ports/kandla /ports/deendayal-port', '/ports/deendayal /ports/deendayal-port'])
  })

  it('never for an address a page answers again, one a redirect document leads, or a document deleted', () => {
    expect(carriedMoves(previous, current, new Set([...built, '/ports/kandla']), new Set())).toEqual([])
    expect(carriedMoves(previous, current, built, new Set(['/ports/kandla']))).toEqual([])
    expect(carriedMoves(previous, { 'port.mumbai': '/ports/mumbai' }, built, new Set())).toEqual([])
  })

  it("reads the last build's addresses from the build served before, and none when there is none", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'addresses-'))
    writeFileSync(join(dir, ADDRESSES_FILE), JSON.stringify(previous))
    expect(await previousAddresses('https://site.example', { SITE_PREVIOUS_BUILD: dir })).toEqual(previous)
    expect(await previousAddresses('https://site.example', { SITE_PREVIOUS_BUILD: join(dir, 'missing') })).toEqual({
      addresses: {},
      moved: [],
    })
    expect(await previousAddresses('https://site.example', { SITE_LOCAL: '1' })).toEqual({ addresses: {}, moved: [] })
    rmSync(dir, { recursive: true })
  })
})
