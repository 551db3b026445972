/**
 * One rule for every text field of the schema: a text holding only spaces (or only invisible
 * characters) is refused, with the editor's way out, as the build refuses it (contract/has-text.ts).
 * Sanity's `required()` takes " " as filled in: a Home title of one space once passed the Studio and
 * then stopped every build. Applied to every `string` and `text` field, at any depth (objects,
 * arrays, images' fields), by `withFilledText` in schemas/index.ts, so a new field has it too.
 */
import { hasText } from '../contract/has-text.ts'

export const BLANK_TEXT_MESSAGE = 'This holds only spaces: write the text, or empty the field'

/** A custom rule: undefined and "" are left to `required()`; a string of spaces alone is refused. */
export function filledText(value: unknown): string | true {
  return typeof value !== 'string' || value === '' || hasText(value) ? true : BLANK_TEXT_MESSAGE
}

type RuleLike = { custom: (fn: (value: unknown) => string | true) => RuleLike }
type Validation = ((rule: RuleLike) => RuleLike | RuleLike[] | undefined) | RuleLike | RuleLike[] | undefined
type TypeLike = { type?: string; fields?: TypeLike[]; of?: TypeLike[]; validation?: Validation; [key: string]: unknown }

const TEXT_TYPES = new Set(['string', 'text'])

/** The validation of a text: its own rules, then `filledText`. */
function withRule(validation: Validation): Validation {
  return (rule: RuleLike) => {
    const own = typeof validation === 'function' ? validation(rule) : (validation ?? rule)
    const rules = own === undefined ? [rule] : Array.isArray(own) ? own : [own]
    return [...rules, rule.custom(filledText)]
  }
}

function withFilled<T extends TypeLike>(type: T): T {
  const next: TypeLike = { ...type }
  if (type.type && TEXT_TYPES.has(type.type) && !(type.options as { list?: unknown } | undefined)?.list)
    next.validation = withRule(type.validation)
  if (type.fields) next.fields = type.fields.map(withFilled)
  if (type.of) next.of = type.of.map(withFilled)
  return next as T
}

/** The schema's types with `filledText` on every free text field (a choice from a list cannot be blank). */
export function withFilledText<T extends object>(types: readonly T[]): T[] {
  return types.map((type) => withFilled(type as TypeLike) as unknown as T)
}
