/**
 * One slug rule for the Studio and the build (schemas/slug.ts), and the build's check that no path
 * it prerenders writes outside the build folder (tools/build/site-build.ts).
 */
import { describe, expect, it } from 'vitest'
import { isRedirectPath, isSafeSlug, segmentSlugProblem, SLUG_MAX, slugProblem } from '../../schemas/slug'
import { isInsideBuild, routePaths } from '../../tools/build/site-build'

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

  it('is what the build keeps paths by, naming each document it refuses by type, _id and slug', () => {
    const { paths, problems } = routePaths({
      ports: [
        { _id: 'port-ok', slug: 'mumbai' },
        { _id: 'port-evil', slug: '../../../../about' },
        { _id: 'port-nested', slug: 'a/b' },
      ],
      pages: [
        { _id: 'page-ok', slug: 'agents/partner' },
        { _id: 'page-evil', slug: 'a\\b' },
        { _id: 'page-contact', slug: 'contact' },
      ],
    })
    expect(paths).toEqual(['/ports/mumbai', '/agents/partner'])
    expect(problems).toEqual([
      'the port "port-evil" has the slug "../../../../about"',
      'the port "port-nested" has the slug "a/b"',
      'the page "page-contact": /contact is one of the site\'s own pages: this page would never show there. Choose another slug.',
      'the page "page-evil" has the slug "a\\\\b"',
    ])
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
    expect(isRedirectPath(`/ports/${'a'.repeat(SLUG_MAX + 1)}`)).toBe(false)
    expect(isRedirectPath(`/${'a-'.repeat(5000)}a`)).toBe(false)
    expect(isRedirectPath('/ports/chennai\n/* /evil 200')).toBe(false)
    expect(isRedirectPath(undefined)).toBe(false)
  })
})
