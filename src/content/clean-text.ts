/**
 * CMS text as a page can carry it: without lone UTF-16 surrogates (half of an emoji, cut by an
 * import or a script writing through the API). The HTML a build writes is UTF-8, which cannot hold
 * half a character (it becomes U+FFFD there), while the page's data keeps it as it was: the two
 * differ, and React's hydration fails on the difference (#418). So every query result is cleaned
 * where it arrives, at build and in the refresh after hydration (options.ts, and the build's own
 * reads in tools/site-build/site-build.ts): a lone surrogate is dropped; a whole emoji stays.
 */

/** A high surrogate without its low half after it, or a low one without its high half before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Whether `value` is an object of JSON (not bytes, a date or another class's). */
const isPlainObject = (value: unknown): value is object =>
  value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))

/** `value` (a query's JSON result) with every lone surrogate dropped from its texts, keys included; anything else as it is. */
export function wellFormed<T>(value: T): T {
  if (typeof value === 'string') return value.replace(LONE_SURROGATE, '') as T
  if (Array.isArray(value)) return value.map(wellFormed) as T
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [wellFormed(key), wellFormed(entry)])) as T
  return value
}
