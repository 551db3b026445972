/**
 * The one rule for slugs, which become addresses and file names of the built site: the Studio
 * validates with it (port and page schemas), and the build refuses any document whose slug breaks
 * it (tools/site-build/site-build.ts), since the CMS's API does not enforce the Studio's rules.
 * It imports only contract/ (free of imports itself): the Studio, the build and the tests load it as it is.
 */
import { RESERVED_NOTICE_SLUGS } from '../contract/notices.ts'

/** The longest slug the site accepts (the Studio's slug generator stops there too). */
export const SLUG_MAX = 96

/** One segment: lowercase letters and digits, words joined by single hyphens. */
const SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*'
/** A page's slug: segments joined by "/" (no leading, trailing or doubled "/"). */
export const SLUG_PATTERN = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`)
/** A port's slug: one segment (its page lives at /ports/<slug>). */
export const SEGMENT_PATTERN = new RegExp(`^${SEGMENT}$`)

/** Whether a slug value is safe to use as an address: a string within SLUG_MAX that matches the pattern. */
export function isSafeSlug(slug: unknown, { segments = true } = {}): slug is string {
  return typeof slug === 'string' && slug.length <= SLUG_MAX && (segments ? SLUG_PATTERN : SEGMENT_PATTERN).test(slug)
}

function problem(value: unknown, segments: boolean): string | true {
  const current = (value as { current?: unknown } | undefined)?.current
  if (current === undefined || isSafeSlug(current, { segments })) return true
  return segments
    ? `Use lowercase letters, digits and "-", with "/" between segments (no leading or trailing "/"), at most ${SLUG_MAX} characters`
    : `Use lowercase letters, digits and "-" (no "/"), at most ${SLUG_MAX} characters`
}

/** Studio validation of a page's slug (segments allowed). */
export const slugProblem = (value: unknown) => problem(value, true)
/** Studio validation of a port's slug (one segment). */
export const segmentSlugProblem = (value: unknown) => problem(value, false)

/** A notice's slug: one segment, and none of the words the list's own addresses take (/notices/page/2, /notices/topic/…). */
export function noticeSlugProblem(value: unknown): string | true {
  const current = (value as { current?: unknown } | undefined)?.current
  if ((RESERVED_NOTICE_SLUGS as readonly unknown[]).includes(current))
    return `/notices/${String(current)} is an address of the list itself: choose another slug`
  return segmentSlugProblem(value)
}

/**
 * An address the site no longer has, as a redirect starts from it ("/ports/chennai", "/agents/partner"):
 * a path of slug words, no domain, no trailing "/". The Studio's rule, and the build's check before
 * writing it to _redirects (the API does not enforce the Studio's rules).
 */
export const PATH_PATTERN = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** The longest old address a redirect takes: the longest slug under the longest prefix ("/notices/"). */
export const PATH_MAX = SLUG_MAX + '/notices/'.length

/** Whether a redirect's old address is a plain site path within PATH_MAX (the Studio's rule and the build's check). */
export function isRedirectPath(value: unknown): value is string {
  return typeof value === 'string' && value.length <= PATH_MAX && PATH_PATTERN.test(value)
}
