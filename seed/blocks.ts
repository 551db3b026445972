/**
 * Page sections (contract/blocks.ts) for seed documents: each with a stable `_key`, its `body` given
 * as strings (rich text, see `pt`) and its `items` as copy items (see `items`). Erasable TypeScript
 * only (Node type stripping).
 */
import type { BlockType } from '../contract/blocks.ts'
import { items, key, pt, type CopyItem } from './helpers.ts'

type BlockInput = { _type: BlockType; body?: string[]; items?: CopyItem[]; [field: string]: unknown }

/** A reference inside an array (which Sanity keys like any array member). */
export const ref = (id: string) => ({ _type: 'reference' as const, _key: key(`ref:${id}`), _ref: id })

/** The sections of a document, in order; `owner` makes their keys unique to it. */
export function blocks(owner: string, list: BlockInput[]) {
  return list.map(({ body, items: entries, ...block }, index) => {
    const blockKey = key(`${owner}:${index}:${block._type}`)
    return {
      _key: blockKey,
      ...block,
      ...(body ? { body: pt(...body) } : {}),
      ...(entries ? { items: items(blockKey, entries) } : {}),
    }
  })
}
