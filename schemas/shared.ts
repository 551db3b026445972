/**
 * Shared constants and validation helpers for the Sanity schema.
 * Browser-safe: no Node-only imports (the Studio bundles this file).
 */
import { defineField } from 'sanity'
import { AltAsksAgain } from './inputs/AltAsksAgain.tsx'
import { HREF_UNSAFE_CHARACTERS } from '../contract/links.ts'
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, PHONE_PATTERN } from '../contract/phone.ts'
import { textLength } from '../contract/text-length.ts'

/** Icon names page code knows how to draw (badges, copy items). */
export const ICON_NAMES = [
  'anchor',
  'alert',
  'award',
  'check',
  'clock',
  'crane',
  'document',
  'download',
  'droplet',
  'globe',
  'lifebuoy',
  'mail',
  'map-pin',
  'phone',
  'ship',
  'shield',
  'users',
  'whatsapp',
] as const
export type IconName = (typeof ICON_NAMES)[number]

export const iconOptions = ICON_NAMES.map((value) => ({ title: value, value }))

/**
 * A text's length limit, counted as a person counts characters (contract/text-length.ts: an emoji
 * is one, as in the forms and the email-manager stand-in), where Sanity's `rule.max()` counts
 * UTF-16 units. Use as `rule.custom(atMost(140))`.
 */
export const atMost =
  (max: number) =>
  (value: unknown): string | true => {
    if (typeof value !== 'string') return true
    const length = textLength(value)
    return length > max ? `At most ${max} characters, please shorten it (now ${length})` : true
  }

/**
 * A pattern a text must match, with the editor's words for it (Sanity's `regex` says
 * `Does not match "…"-pattern`). Use as `rule.custom(matches(/^…$/, 'Write it as …'))`.
 */
export const matches =
  (pattern: RegExp, message: string) =>
  (value: unknown): string | true =>
    typeof value !== 'string' || value === '' || pattern.test(value) ? true : message

/** The least a text may hold, counted as `atMost` counts. Use as `rule.custom(atLeast(40))`. */
export const atLeast =
  (min: number) =>
  (value: unknown): string | true => {
    if (typeof value !== 'string') return true
    const length = textLength(value)
    return length < min ? `At least ${min} characters, please say a little more (now ${length})` : true
  }

/** Phone numbers: the one rule the site links by (contract/phone.ts), with the Studio's words for each break. */
export function phoneProblem(value: unknown): string | true {
  if (value === undefined || value === null || value === '') return true
  if (typeof value !== 'string' || !PHONE_PATTERN.test(value.trim())) {
    return 'Use digits, spaces, +, -, dots and parentheses only (e.g. "+91 22 6000 2400")'
  }
  const digits = value.replace(/\D/g, '').length
  if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) return `A phone number has ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`
  return true
}

/** Links: http(s), mailto, tel, or site-relative paths starting with "/" (not "//") or "#". */
export const HREF_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\-()]+|\/(?!\/)[^\s]*|#[^\s]*)$/
export function hrefProblem(value: unknown): string | true {
  if (value === undefined || value === null || value === '') return true
  if (typeof value === 'string' && HREF_UNSAFE_CHARACTERS.test(value)) {
    return 'Links cannot contain backslashes ("\\") or control characters: browsers may read them as another site\'s address'
  }
  if (typeof value !== 'string' || !HREF_PATTERN.test(value)) {
    return 'Links must start with http://, https://, mailto:, tel:, "/" or "#"'
  }
  return true
}

/**
 * A link to a port or page of the site by reference: its address follows the document's slug, so
 * renaming a slug cannot break it, and the Studio will not delete a document something links to.
 */
export const INTERNAL_LINK_TYPES = [{ type: 'port' }, { type: 'page' }, { type: 'notice' }]

/** Slug values used in URLs: one rule for the Studio and the build (schemas/slug.ts). */
export { SLUG_PATTERN, segmentSlugProblem, slugProblem } from './slug.ts'

/** Machine keys looked up by page code (section keys): kebab-case. */
export const KEBAB_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** Names the page code looks copy items up by: camelCase or kebab-case. */
export const NAME_PATTERN = /^[a-z][a-zA-Z0-9]*(?:-[a-z0-9]+)*$/
/** Page-copy document keys: camelCase. */
export const CAMEL_PATTERN = /^[a-z][a-zA-Z0-9]*$/

export const TITLE_MAX = 70
export const DESCRIPTION_MAX = 160

/** Alt text: required whenever an image is set. */
export function altProblem(alt: unknown, parent: unknown): string | true {
  const p = parent as { asset?: unknown; _sanityAsset?: unknown } | undefined
  const hasImage = Boolean(p?.asset || p?._sanityAsset)
  if (hasImage && (typeof alt !== 'string' || alt.trim() === '')) {
    return 'Describe the image for screen readers (alt text)'
  }
  return true
}

/**
 * An image field with hotspot and an `alt` text field.
 * `required: true` makes both the image and its alt text required.
 */
export function imageField(options: {
  name: string
  title: string
  description?: string
  required?: boolean
  group?: string
  fieldset?: string
}) {
  const { required = false, ...rest } = options
  return defineField({
    ...rest,
    type: 'image',
    options: { hotspot: true },
    // A replaced picture asks for its alternative text again.
    components: { input: AltAsksAgain },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'What the image shows, for screen readers and search engines.',
        validation: (rule) =>
          required
            ? rule.required().custom(atMost(200))
            : rule.custom(atMost(200)).custom((alt, context) => altProblem(alt, context.parent)),
      }),
    ],
    validation: (rule) => (required ? rule.required() : rule),
  })
}
