/**
 * Page building in the Studio's Presentation tool (loaded only there, by Blocks.tsx): each section of
 * the preview is marked as an item of its document's `blocks` (Sanity's `data-sanity` attributes),
 * so the Presentation overlays can drag it, add a section before or after it and remove it; and the
 * page shows the new order at once (optimistic updates), before the Studio has saved the draft and
 * answered the page's query again (src/content/preview.ts).
 */
import type { ReactNode } from 'react'
import { createDataAttribute } from '@sanity/visual-editing/create-data-attribute'
import { useOptimistic } from '@sanity/visual-editing/react'
import { blockEntry } from '../../contract/blocks.ts'
import { studioUrl } from '~/content/studio-channel'
import type { BlockOwner, PageBlock } from './types'

/** The field a document's sections are in (schemas/page-blocks.ts `pageBlocksField`). */
const FIELD = 'blocks'

type Draft = { [FIELD]?: Array<{ _key?: string }> }

/** The sections in the draft's order, as far as the page has them (a section just added shows once the Studio answers). */
export function reorder(shown: readonly PageBlock[], draft: Draft['blocks']): readonly PageBlock[] {
  if (!Array.isArray(draft)) return shown
  const byKey = new Map(shown.map((block) => [block._key, block]))
  return draft.flatMap((item) => (item?._key && byKey.get(item._key)) || [])
}

export default function Editing({
  blocks,
  owner,
  render,
}: {
  blocks: readonly PageBlock[]
  owner: BlockOwner
  render: (block: PageBlock, index: number, lenient: boolean) => ReactNode
}) {
  const shown = useOptimistic<readonly PageBlock[], Draft>(blocks, (state, action) =>
    action.id === owner._id ? reorder(state, action.document?.[FIELD]) : state,
  )
  const attribute = createDataAttribute({ id: owner._id, type: owner._type, baseUrl: studioUrl() })
  return (
    <div data-sanity={attribute(FIELD)}>
      {shown.map((block, index) => (
        <div
          key={block._key}
          data-sanity={attribute(`${FIELD}[_key=="${block._key}"]`)}
          // The opening section stays first: it cannot be dragged (others can be added after it).
          {...(blockEntry(block._type)?.first ? { 'data-sanity-drag-disable': '' } : {})}
        >
          {render(block, index, true)}
        </div>
      ))}
    </div>
  )
}
