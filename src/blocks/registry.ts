/**
 * The page sections' components, one per block of contract/blocks.ts, by the block's `_type`: each
 * a module of its own, loaded only by a page that shows that block, after the page's own code (as
 * the forms are: prerendered in place, hydrated when their code arrives; src/lib/lazy-part.ts).
 *
 * Keyed by the types TypeGen gives the block list's query result (`PageBlock`, from the schema and
 * src/content/queries/blocks.ts): a block in the schema without a component here, a component for
 * a type the schema lacks, or one whose props do not take its block fails `npm run typecheck`
 * (tests/types/block-registry.ts proves it).
 */
import type { ComponentType } from 'react'
import type { BlockType } from '../../contract/blocks.ts'
import type { BlockProps, PageBlock } from './types'

export type { BlockOf, BlockProps, PageBlock } from './types'

type Loaders = { [T in PageBlock['_type']]: () => Promise<{ default: ComponentType<BlockProps<T>> }> }

export const BLOCK_COMPONENTS = {
  heroBlock: () => import('./HeroBlock'),
  richTextBlock: () => import('./RichTextBlock'),
  featureCardsBlock: () => import('./FeatureCardsBlock'),
  imageTextBlock: () => import('./ImageTextBlock'),
  slaTableBlock: () => import('./SlaTableBlock'),
  clauseTableBlock: () => import('./ClauseTableBlock'),
  coverageBlock: () => import('./CoverageBlock'),
  portsBlock: () => import('./PortsBlock'),
  downloadBlock: () => import('./DownloadBlock'),
  timelineBlock: () => import('./TimelineBlock'),
  metricsBlock: () => import('./MetricsBlock'),
  caseStudiesBlock: () => import('./CaseStudiesBlock'),
  faqBlock: () => import('./FaqBlock'),
  teamBlock: () => import('./TeamBlock'),
  ctaBlock: () => import('./CtaBlock'),
  contactBarBlock: () => import('./ContactBarBlock'),
  preArrivalFormBlock: () => import('./PreArrivalFormBlock'),
  fleetQuoteFormBlock: () => import('./FleetQuoteFormBlock'),
  newsletterFormBlock: () => import('./NewsletterFormBlock'),
} satisfies Loaders

/** The registry's type: every block type of the schema, each with a component taking that block. */
export type BlockComponents = Loaders

/** contract/blocks.ts and the schema (through TypeGen) name the same blocks: one without the other fails here. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type Holds<T extends true> = T
export type ContractMatchesSchema = Holds<Same<PageBlock['_type'], BlockType>>
