/**
 * How long a text is, as a person counts it: in characters they see (grapheme clusters), not in
 * the UTF-16 units JavaScript's `length` counts ("MV " and 59 emoji are 62 characters, not 121).
 * The one count of every length limit: the forms' fields and their counters (src/forms), the
 * email-manager stand-in's checks (tools/stand-ins/email-manager) and the Studio's (schemas/).
 *
 * Free of imports: the browser, Node and the Studio load it as it is.
 */
const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : undefined

export function textLength(text: string): number {
  if (!segmenter) return [...text].length
  let count = 0
  for (const _ of segmenter.segment(text)) count++
  return count
}
