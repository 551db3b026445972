import type { SectionKey } from '../../schemas/page-copy'
import type { HOME_QUERY_RESULT } from './sanity.types'

/** A pageCopy section as the shared COPY projection returns it (the same for every page). */
export type CopySection = NonNullable<NonNullable<HOME_QUERY_RESULT['copy']>['sections']>[number]
export type CopyItem = NonNullable<CopySection['items']>[number]
type Copy = { sections?: CopySection[] | null } | null | undefined

const EMPTY: CopySection = { _key: 'missing', key: null, heading: null, body: null, note: null, items: null, fields: null }

/**
 * A page's section by its machine key (one of schemas/page-copy.ts). A missing section renders
 * as empty rather than breaking the page; the Studio requires them all, and the build stops
 * without them.
 */
export function section(copy: Copy, key: SectionKey): CopySection {
  return copy?.sections?.find((s) => s.key === key) ?? EMPTY
}

/** The words of a section's item found by its name (a button, a label, a state's line); '' without one. */
export function titleOf(from: CopySection, name: string): string {
  return from.items?.find((item) => item.name === name)?.title ?? ''
}

/** A label kept as an item of a page's section (e.g. the port pages' "labels"), found by its name. */
export function label(copy: Copy, sectionKey: SectionKey, name: string): string {
  return titleOf(section(copy, sectionKey), name)
}

/** An item of a section by position, e.g. the second call to action. */
export function item(copy: Copy, sectionKey: SectionKey, index = 0): CopyItem | undefined {
  return section(copy, sectionKey).items?.[index] ?? undefined
}

/** Fills {placeholders} in CMS text, e.g. "{portName}" or "{supportEmail}". */
export function fill(text: string | null | undefined, values: Record<string, string | number | null | undefined>): string {
  return (text ?? '').replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name]
    return value === undefined || value === null ? match : String(value)
  })
}
