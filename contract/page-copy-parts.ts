/**
 * The parts the page-copy registry (page-copy.ts) is written with: what an entry may say, and the
 * shorthands for a form field's words. Browser-safe.
 */
import type { BlockType } from './blocks.ts'

export type HeroPart = 'eyebrow' | 'title' | 'lead' | 'image'

export type PageCopyEntry = {
  title: string
  hero: readonly HeroPart[]
  seo: boolean
  document?: boolean
  sections: readonly string[]
  needs?: Readonly<Record<string, readonly string[]>>
  /**
   * A place for editors' own sections (contract/blocks.ts), after the page's sections and before its
   * closing call to action, listing the blocks the page shows itself (besides its hero), which the
   * Studio then refuses there.
   */
  extras?: readonly BlockType[]
}

type RequiredWords<N extends string> = readonly [N, `${N}.requiredMessage`]
/** A required form field: its label, and its message when left empty. */
export const required = <const N extends string>(name: N): RequiredWords<N> => [name, `${name}.requiredMessage`]
/** A required form field that may be filled in wrongly (an email, a date): also its message when not valid. */
export const requiredValid = <const N extends string>(name: N): readonly [...RequiredWords<N>, `${N}.invalidMessage`] => [
  ...required(name),
  `${name}.invalidMessage`,
]
/** A list of choices: its label, the text shown before a choice and its message when none is chosen. */
export const choice = <const N extends string>(name: N): readonly [...RequiredWords<N>, `${N}.hint`] => [...required(name), `${name}.hint`]

export const PAGE = ['eyebrow', 'title', 'lead'] as const
export const DOCUMENT = ['title', 'lead'] as const
