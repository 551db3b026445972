/**
 * The privacy notice as the seed publishes it (seed/documents/pages/privacy.ts), as plain text by
 * section heading, for the tests that check each of its statements against what the site does
 * (privacy-notice.test.tsx, privacy-notice-server.test.ts; the list: docs/analytics-and-privacy.md).
 */
import { privacy } from '../../seed/documents/pages/privacy.ts'

type Span = { text?: string }
type Block = { _type: string; children?: Span[] }
type Section = { _type: string; heading?: string; eyebrow?: string; lead?: string; body?: Block[] }

const sections = privacy.blocks as unknown as Section[]

const textOf = (body: Block[] | undefined) =>
  (body ?? [])
    .filter((block) => block._type === 'block')
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
    .join('\n')

/** The text of the notice's section headed `heading` (its sub-headings and paragraphs, a line each). */
export function noticeSection(heading: string) {
  const found = sections.find((section) => section.heading === heading)
  if (!found) throw new Error(`The privacy notice has no section "${heading}"`)
  return textOf(found.body)
}

/** The whole notice as text: every section's heading, eyebrow, lead and body. */
export const noticeText = sections
  .map((section) => [section.eyebrow, section.heading, section.lead, textOf(section.body)].join('\n'))
  .join('\n')

/** The paragraph of a section that follows its sub-heading (`### …`) `title`. */
export function noticeParagraph(heading: string, title: string) {
  const lines = noticeSection(heading).split('\n')
  const at = lines.indexOf(title)
  if (at < 0) throw new Error(`The privacy notice's "${heading}" has no "${title}"`)
  return lines[at + 1]!
}

export { privacy }
