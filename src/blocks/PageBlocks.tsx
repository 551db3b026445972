/**
 * Where a page shows the sections its editors built (src/blocks/): a CMS page's whole content, a
 * fixed page's own sections (contract/page-copy.ts `extras`). This is the only part of them in a
 * page's first load: the renderer (Blocks.tsx) and each section's code are lazy (src/lib/lazy-part.ts),
 * loaded after the page's own, so a page's first-load JavaScript is the same whatever it shows.
 *
 * A document type with sections renders them with one line:
 *
 *   <PageBlocks blocks={doc.blocks} owner={doc} />
 *
 * `owner`: the document holding them (its `_id` and `_type`, which the preview's page-building
 * overlays name); `opening` for a page whose first section may be its hero (its h1).
 */
import { memo, Suspense } from 'react'
import type { BlocksProps } from './Blocks'
import { lazyPart } from '~/lib/lazy-part'

const Blocks = lazyPart<BlocksProps>(() => import('./Blocks'))

/** Fetches the renderer's code and the code of each of these sections (a CMS page's clientLoader, before the page is shown). */
export async function preloadBlocks(blocks: ReadonlyArray<{ _type: string }> | null | undefined) {
  if (!blocks?.length) return
  await Blocks.preload()
  const { preloadSections } = await import('./Blocks')
  await preloadSections(blocks)
}

/**
 * Memoised on its props (the sections and their document, as the page's content holds them): a
 * re-render of the page for anything else (a form's step) never reaches the sections while they
 * wait for their code, which would replace what was painted.
 */
export const PageBlocks = memo(function PageBlocks(props: BlocksProps) {
  if (!props.blocks?.length) return null
  return (
    <Suspense fallback={null}>
      <Blocks {...props} />
    </Suspense>
  )
})
