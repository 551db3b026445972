import { HREF_UNSAFE_CHARACTERS } from '../../contract/links.ts'

/**
 * Link targets from the CMS are rendered only when their scheme is safe: http(s), mailto,
 * tel, or a path or fragment on this site. Anything else (javascript:, data:, …) is dropped,
 * as is any target with a backslash or a control character (browsers read `/\evil.example` as
 * `//evil.example`). A path counts as internal only if it resolves to the site's own origin.
 */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])
const OWN_ORIGIN = 'https://site.invalid'

export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined
  const value = href.trim()
  if (!value || HREF_UNSAFE_CHARACTERS.test(value)) return undefined
  if (value.startsWith('/') || value.startsWith('#')) {
    return new URL(value, `${OWN_ORIGIN}/`).origin === OWN_ORIGIN ? value : undefined
  }
  try {
    const url = new URL(value)
    return SAFE_SCHEMES.has(url.protocol) ? url.href : undefined
  } catch {
    return undefined
  }
}

export function isExternal(href: string) {
  return /^https?:\/\//i.test(href)
}
