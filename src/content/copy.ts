import type { ItemNameOf, PageCopyKey, SectionOf } from '../../contract/page-copy.ts'
import type { HOME_QUERY_RESULT } from './sanity.types'

export type { ItemNameOf, PageCopyKey, SectionOf } from '../../contract/page-copy.ts'

/** A pageCopy section as the shared COPY projection returns it (the same for every page). */
export type CopySection = NonNullable<NonNullable<HOME_QUERY_RESULT['copy']>['sections']>[number]
export type CopyItem = NonNullable<CopySection['items']>[number]

/**
 * A page's copy as its query returns it: TypeGen types its `key` as the page's key (the query
 * selects `key == "port"`), which is how `section()` knows the page and the keys it may ask for.
 */
type Copy<P extends PageCopyKey> = { key: P; sections?: CopySection[] | null } | null | undefined

/**
 * A section of page `P` under key `S`: a CopySection that remembers, for the compiler only, whose
 * it is, so `titleOf()` accepts only the item names the page needs there. A plain CopySection
 * (a component's prop) is one of any page and section.
 */
export type PageSection<P extends PageCopyKey = PageCopyKey, S extends string = string> = CopySection & {
  readonly '~page'?: P
  readonly '~section'?: S
}

const EMPTY: CopySection = { _key: 'missing', key: null, heading: null, body: null, note: null, items: null, fields: null }

/**
 * A page's section by its machine key (one of its page's in contract/page-copy.ts). A missing
 * section renders as empty rather than breaking the page; the Studio requires them all, and the
 * build stops without them.
 */
export function section<P extends PageCopyKey, const S extends SectionOf<P>>(copy: Copy<P>, key: S): PageSection<P, S> {
  return copy?.sections?.find((s) => s.key === key) ?? EMPTY
}

/** The words of a section's item found by its name (a button, a label, a state's line); '' without one. */
export function titleOf<P extends PageCopyKey, S extends string>(from: PageSection<P, S>, name: ItemNameOf<P, S>): string {
  return from.items?.find((item) => item.name === name)?.title ?? ''
}

/** A label kept as an item of a page's section (e.g. the port pages' "labels"), found by its name. */
export function label<P extends PageCopyKey, const S extends SectionOf<P>>(copy: Copy<P>, sectionKey: S, name: ItemNameOf<P, S>): string {
  return titleOf<P, S>(section(copy, sectionKey), name)
}

/** An item of a section by position, e.g. the second call to action. */
export function item<P extends PageCopyKey>(copy: Copy<P>, sectionKey: SectionOf<P>, index = 0): CopyItem | undefined {
  return section(copy, sectionKey).items?.[index] ?? undefined
}

/** Fills {placeholders} in CMS text, e.g. "{portName}" or "{supportEmail}". */
export function fill(text: string | null | undefined, values: Record<string, string | number | null | undefined>): string {
  return (text ?? '').replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name]
    return value === undefined || value === null ? match : String(value)
  })
}
