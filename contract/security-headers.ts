/**
 * The security headers every answer of the site carries: what `_headers` gives every path the CDN
 * serves (tools/site-build/hosting.ts, its rule for `/*`), and what the form endpoint sets on its own
 * answers (server/form-endpoint.ts), which `_headers` does not cover (a function's answer is not a file).
 */

/** HTTPS only, for two years, subdomains too; and no type sniffing. */
export const SECURITY_HEADERS: [string, string][] = [
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
]

/**
 * Who may frame an answer: nobody (`X-Frame-Options: DENY`), or, for a build the Studio previews,
 * the origins SITE_FRAME_ANCESTORS names alone (a policy of just `frame-ancestors`).
 */
export function framingHeader(frameAncestors: readonly string[]): [string, string] {
  return frameAncestors.length ? ['Content-Security-Policy', `frame-ancestors ${frameAncestors.join(' ')}`] : ['X-Frame-Options', 'DENY']
}

/** SITE_FRAME_ANCESTORS as a list of origins (space-separated; none when unset). */
export const frameAncestorsOf = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean)
