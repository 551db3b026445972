/**
 * Checked by `npm run typecheck` (tsc), never run: a page section written once (contract/blocks.ts)
 * must have its component, and a component must be for a section the schema has. Each line marked
 * `@ts-expect-error` must fail to compile; should one ever compile (the registry's type lost its
 * hold), tsc reports the directive as unused and the typecheck fails.
 */
import { BLOCK_COMPONENTS, type BlockComponents } from '~/blocks/registry'

const { heroBlock: _hero, ...withoutHero } = BLOCK_COMPONENTS

// A section of the schema without its component.
// @ts-expect-error Property 'heroBlock' is missing
export const missingComponent: BlockComponents = withoutHero

// A component for a section the schema lacks.
// @ts-expect-error Object literal may only specify known properties ('testimonialBlock')
export const unknownSection: BlockComponents = { ...BLOCK_COMPONENTS, testimonialBlock: BLOCK_COMPONENTS.ctaBlock }

// A section's component that takes another section's content.
// @ts-expect-error The call-to-action band's component cannot render a hero
export const wrongComponent: BlockComponents = { ...BLOCK_COMPONENTS, heroBlock: BLOCK_COMPONENTS.ctaBlock }

// The registry itself is whole.
export const whole: BlockComponents = BLOCK_COMPONENTS
