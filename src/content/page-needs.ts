/**
 * What a page needs to be shown, one rule for the build and the browser: its h1 has text (not blank
 * once trimmed, nor made of invisible characters only), and its page copy has every section, item
 * and form field its page reads (contract/page-copy.ts). The build stops on a page that lacks it
 * (loadContent at build time, and the check of the prerendered HTML in tools/build/site-build.ts);
 * a refresh in the browser never replaces a page with content that lacks it (live.ts `canReplace`).
 * Loaded with live.ts, after hydration: nothing here weighs on a page's first load.
 */
import { missingCopy, pageCopyEntry, showsHero } from '../../contract/page-copy.ts'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Text a reader sees: a string that is not blank once invisible format characters (such as stega's) are dropped and it is trimmed. */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.replace(/\p{Cf}/gu, '').trim() !== ''
}

/**
 * What a page query's result lacks of what its page shows, one phrase each: the page copy's (the
 * result's own, or the layout copy in the site settings) sections, items and fields, and the h1's
 * text as the routes render it: a port's `fullName || name`, a CMS page's title, else the copy's
 * hero title where the page shows one.
 */
export function pageNeeds(data: unknown): string[] {
  if (!isRecord(data)) return []
  const missing: string[] = []
  for (const value of [data, ...Object.values(data)]) {
    if (!isRecord(value) || pageCopyEntry(value.key) === undefined) continue
    const key = String(value.key)
    missing.push(...missingCopy(key, value.sections).map((part) => `${part} of the page copy "${key}"`))
    const hero = isRecord(value.hero) ? value.hero : {}
    if (showsHero(key, 'title') && !hasText(hero.title)) missing.push(`the hero title of the page copy "${key}"`)
  }
  if (isRecord(data.port) && !hasText(data.port.fullName || data.port.name)) missing.push(`the port's name and full name`)
  if (isRecord(data.page) && !hasText(data.page.title)) missing.push(`the page's title`)
  return missing
}
