/**
 * New-document templates with sections (contract/blocks.ts): "Landing page", a Page that starts as
 * a campaign page does (a hero, feature cards, the latest case studies, a call to action and the
 * fleet quote form), each section empty for the editor to fill in.
 */
import type { Template } from 'sanity'
import type { BlockType } from '../contract/blocks.ts'

/** A landing page's sections, in order, with the choices a new one starts with. */
export const LANDING_PAGE: Array<{ _type: BlockType } & Record<string, unknown>> = [
  { _type: 'heroBlock' },
  { _type: 'featureCardsBlock', variant: 'accent' },
  { _type: 'caseStudiesBlock', show: 'latest', count: 3 },
  { _type: 'ctaBlock' },
  { _type: 'fleetQuoteFormBlock' },
]

/** A key for an array member, as the Studio makes them. */
const newKey = () => Math.random().toString(36).slice(2, 14).padEnd(12, '0')

export const landingPageTemplate: Template = {
  id: 'page-landing',
  title: 'Landing page',
  description: 'A page with a hero, feature cards, case studies, a call to action and the fleet quote form.',
  schemaType: 'page',
  value: () => ({ blocks: LANDING_PAGE.map((block) => ({ ...block, _key: newKey() })) }),
}
