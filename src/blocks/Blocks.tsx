/**
 * The renderer of a page's sections (loaded lazily by PageBlocks.tsx): each section by its type's
 * component (registry.ts), itself lazy, with an id of its own for its headings. In the Studio's
 * Presentation tool the sections can be dragged, added and removed in the preview (editing.tsx,
 * loaded there only).
 */
import { lazy, memo, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import { blockEntry, sectionAnchors } from '../../contract/blocks.ts'
import { lazyPart } from '~/lib/lazy-part'
import { BLOCK_COMPONENTS } from './registry'
import type { BlockOwner, BlockProps, PageBlock } from './types'

export type BlocksProps = {
  blocks: readonly PageBlock[] | null | undefined
  owner: BlockOwner | null | undefined
  /** The sections open the page: its first may be a hero (the page's h1). */
  opening?: boolean
}

type AnyBlock = ComponentType<BlockProps<PageBlock['_type']>>
const components = new Map<string, ReturnType<typeof lazyPart<BlockProps<PageBlock['_type']>>>>()

/** A section type's component, made once; none for a type this site does not know (a newer schema's). */
function componentOf(type: string) {
  if (!Object.hasOwn(BLOCK_COMPONENTS, type)) return undefined
  let component = components.get(type)
  if (!component) {
    const load = BLOCK_COMPONENTS[type as PageBlock['_type']] as () => Promise<{ default: AnyBlock }>
    components.set(type, (component = lazyPart(load)))
  }
  return component
}

/** Fetches the code of each of these sections' components. */
export async function preloadSections(blocks: ReadonlyArray<{ _type: string }>) {
  await Promise.all(blocks.map((block) => componentOf(block._type)?.preload()))
}

/**
 * A section where the page shows it: the hero opens a page, nowhere else (the Studio says so too).
 * A section with an anchor name starts with an empty mark of that id, which a link "#name" scrolls to.
 */
const Block = memo(function Block({
  block,
  index,
  opening,
  anchor,
}: {
  block: PageBlock
  index: number
  opening: boolean
  anchor?: string
}) {
  const Component = componentOf(block._type)
  if (!Component || (blockEntry(block._type)?.first && !(opening && index === 0))) return null
  return (
    <>
      {anchor && <div id={anchor} className="section-anchor" />}
      <Suspense fallback={null}>
        <Component block={block} id={`block-${block._key}`} />
      </Suspense>
    </>
  )
})

const Editing = lazy(() => import('./preview-editing'))
const noop = () => () => {}
const framed = () => window.self !== window.top

export default function Blocks({ blocks, owner, opening = false }: BlocksProps) {
  // Inside a frame: the Studio's Presentation tool (the site allows no other framing).
  const editing = useSyncExternalStore(noop, framed, () => false)
  const list = blocks ?? []
  const anchors = sectionAnchors(list)
  const render = (block: PageBlock, index: number, lenient = false): ReactNode => (
    <Block key={block._key} block={block} index={index} opening={opening || lenient} anchor={anchors.get(block._key)} />
  )
  if (editing && owner)
    return (
      <Suspense fallback={list.map((block, index) => render(block, index))}>
        <Editing blocks={list} owner={owner} render={render} />
      </Suspense>
    )
  return <>{list.map((block, index) => render(block, index))}</>
}
