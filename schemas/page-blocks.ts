/**
 * The list of page sections ("blocks", contract/blocks.ts) a document is built from: an array type,
 * `pageBlocks` (or `afterTextBlocks`, without the hero, for a document with a heading and text of its
 * own, a notice), with the Studio's insert menu grouped (intro, content, proof, contact) and a picture
 * of each block, and one field helper that adds it with the page rules the site relies on. Another
 * document type adopts it with one line among its fields:
 *
 *   pageBlocksField({ required: true })   // or pageBlocksField({ afterText: true })
 *
 * then selects it in its query (`"blocks": blocks[]${PAGE_BLOCKS}`, src/content/queries/blocks.ts)
 * and renders it (`<Blocks blocks={…} owner={…} />`, src/blocks/Blocks.tsx). Browser-safe.
 */
import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorProblem, BLOCK_GROUPS, BLOCK_TYPES, BLOCKS, blockEntry, blockListProblems, type BlockType } from '../contract/blocks.ts'
import { pageOwnBlocks } from '../contract/page-copy.ts'
import { caseStudiesBlock } from './blocks/caseStudiesBlock.ts'
import { clauseTableBlock } from './blocks/clauseTableBlock.ts'
import { contactBarBlock } from './blocks/contactBarBlock.ts'
import { coverageBlock } from './blocks/coverageBlock.ts'
import { ctaBlock } from './blocks/ctaBlock.ts'
import { downloadBlock } from './blocks/downloadBlock.ts'
import { faqBlock } from './blocks/faqBlock.ts'
import { featureCardsBlock } from './blocks/featureCardsBlock.ts'
import { fleetQuoteFormBlock } from './blocks/fleetQuoteFormBlock.ts'
import { heroBlock } from './blocks/heroBlock.ts'
import { imageTextBlock } from './blocks/imageTextBlock.ts'
import { metricsBlock } from './blocks/metricsBlock.ts'
import { newsletterFormBlock } from './blocks/newsletterFormBlock.ts'
import { portsBlock } from './blocks/portsBlock.ts'
import { preArrivalFormBlock } from './blocks/preArrivalFormBlock.ts'
import { richTextBlock } from './blocks/richTextBlock.ts'
import { slaTableBlock } from './blocks/slaTableBlock.ts'
import { teamBlock } from './blocks/teamBlock.ts'
import { timelineBlock } from './blocks/timelineBlock.ts'

/**
 * Each block's schema, by its name in contract/blocks.ts: a block listed there without a schema
 * here, or a schema of another name, fails `npm run typecheck`.
 */
export const BLOCK_SCHEMAS = {
  heroBlock,
  richTextBlock,
  featureCardsBlock,
  imageTextBlock,
  slaTableBlock,
  clauseTableBlock,
  coverageBlock,
  portsBlock,
  downloadBlock,
  timelineBlock,
  metricsBlock,
  caseStudiesBlock,
  faqBlock,
  teamBlock,
  ctaBlock,
  contactBarBlock,
  preArrivalFormBlock,
  fleetQuoteFormBlock,
  newsletterFormBlock,
} satisfies { [T in BlockType]: { name: T } }

/** Every section's "Anchor name" (contract/blocks.ts anchorProblem), last among its fields: one name a page. */
const anchorField = defineField({
  name: 'anchor',
  title: 'Anchor name',
  type: 'string',
  description:
    'Optional: a name for this section, so a link can lead straight to it: "#quote" on this page, "/insurers-hub#quote" from another page. Lowercase letters, digits and hyphens.',
  validation: (rule) =>
    rule.custom((value, context) => {
      const problem = anchorProblem(value)
      if (problem) return problem
      const blocks = context.document?.blocks
      const others = Array.isArray(blocks) ? (blocks as Array<{ _key?: unknown; anchor?: unknown } | null>) : []
      const own = (context.parent as { _key?: unknown } | undefined)?._key
      const twice = value && others.some((block) => block?.anchor === value && block?._key !== own)
      return twice ? `Another section of this page is "${value}" already: choose another name` : true
    }),
})

/** The sections' schemas as the Studio registers them: each with its anchor name. */
export const BLOCK_SCHEMA_TYPES = Object.values(BLOCK_SCHEMAS).map((schema) => ({ ...schema, fields: [...schema.fields, anchorField] }))

/** Where the Studio serves a block's picture (studio/static/blocks/, drawn by `npm run blocks:previews`). */
export const blockPreviewPath = (type: string) => `/static/blocks/${type}.webp`

/**
 * The picture's address for the insert menu: absolute, since the menu also opens inside the site's
 * frame in Presentation, whose own address would not find it.
 */
function previewImageUrl(type: string) {
  const path = blockPreviewPath(type)
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href
}

/** A list of sections of these kinds, with the insert menu grouped and pictured. */
function blockList(name: string, title: string, types: readonly BlockType[]) {
  return defineType({
    name,
    title,
    type: 'array',
    of: types.map((type) => defineArrayMember({ type })),
    options: {
      insertMenu: {
        filter: true,
        groups: BLOCK_GROUPS.map(({ name: group, title: groupTitle }) => ({
          name: group,
          title: groupTitle,
          of: types.filter((type) => BLOCKS[type].group === group),
        })).filter((group) => group.of.length > 0),
        views: [{ name: 'grid', previewImageUrl }, { name: 'list' }],
      },
    },
  })
}

/** A page's sections: every kind. */
export const pageBlocks = blockList('pageBlocks', 'Sections', BLOCK_TYPES)
/** Sections after a document's own heading and text (a notice's): every kind but those that open a page (the hero). */
export const afterTextBlocks = blockList(
  'afterTextBlocks',
  'Sections after the text',
  BLOCK_TYPES.filter((type) => !blockEntry(type)?.first),
)

type ListContext = { document?: { _type?: unknown; key?: unknown } }

/**
 * The page rules of a block list: at most one hero and it comes first, at most one FAQ, contact bar
 * and one of each form; none of the blocks a fixed page shows itself (contract/page-copy.ts `extras`)
 * nor those its document type shows itself (`without`: a notice's own heading is its hero).
 */
export function blockListRule(value: unknown, context: ListContext, without: readonly BlockType[] = []): string | true {
  const owned = [...without, ...(context.document?._type === 'pageCopy' ? (pageOwnBlocks(context.document.key) ?? []) : [])]
  const problems = blockListProblems(Array.isArray(value) ? value : [], owned)
  return problems.length ? problems.join('. ') : true
}

/**
 * The field a document's sections are: `blocks`, of type `pageBlocks` (`afterTextBlocks`), with the page rules, and at
 * least one section when `required` (a page of its own; a fixed page's own sections are optional).
 * Always named `blocks`: the site's query fragment and the preview's page-building overlays
 * (src/blocks/preview-editing.tsx) find the sections there.
 */
export function pageBlocksField(
  options: { title?: string; description?: string; group?: string; required?: boolean; afterText?: boolean } = {},
) {
  const { title = 'Sections', required = false, afterText = false, ...rest } = options
  // After a heading of its own, a section that opens a page is not offered, and refused if pasted in.
  const without = afterText ? BLOCK_TYPES.filter((type) => blockEntry(type)?.first) : []
  const listRule = (value: unknown, context: ListContext) => blockListRule(value, context, without)
  return defineField({
    name: 'blocks',
    title,
    type: afterText ? afterTextBlocks.name : pageBlocks.name,
    ...rest,
    validation: (rule) =>
      required ? [rule.required().min(1).error('A page has at least one section: add one'), rule.custom(listRule)] : rule.custom(listRule),
  })
}
