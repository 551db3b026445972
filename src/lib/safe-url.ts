/**
 * Link targets from the CMS are rendered only when their scheme is safe: http(s), mailto,
 * tel, or a path or fragment on this site. Anything else (javascript:, data:, …) is dropped.
 */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:'])

export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined
  const value = href.trim()
  if (!value) return undefined
  if (value.startsWith('/') && !value.startsWith('//')) return value
  if (value.startsWith('#')) return value
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
