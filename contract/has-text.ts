/**
 * Text a reader sees: a string that is not blank once invisible format characters (such as the
 * Presentation tool's stega marks, zero-width spaces) are dropped and it is trimmed. The one rule
 * of "filled in": the Studio refuses a text without it (schemas/filled-text.ts), the page copy's
 * needs count only text with it (contract/page-copy.ts), and a build or a refresh in the browser
 * refuses a page whose h1 lacks it (src/content/page-needs.ts).
 *
 * Free of imports: the browser, Node and the Studio load it as it is.
 */
export function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.replace(/\p{Cf}/gu, '').trim() !== ''
}
