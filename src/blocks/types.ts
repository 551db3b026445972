/** The types the page sections share (registry.ts keys its components by them). */
import type { PAGE_QUERY_RESULT } from '~/content/sanity.types'

/** A page section as the block list's query returns it (src/content/queries/blocks.ts PAGE_BLOCKS). */
export type PageBlock = NonNullable<NonNullable<PAGE_QUERY_RESULT['page']>['blocks']>[number]

/** The section of type `T`. */
export type BlockOf<T extends PageBlock['_type']> = Extract<PageBlock, { _type: T }>

/** What a section's component is given: its content, and the id its elements' ids start with (unique on the page). */
export type BlockProps<T extends PageBlock['_type']> = { block: BlockOf<T>; id: string }

/** The document the sections belong to: a Page, a fixed page's copy (the preview's overlays name it). */
export type BlockOwner = { _id: string; _type: string }
