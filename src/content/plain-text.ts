import type { CopySection } from './copy'

/** Rich text as plain text, its blocks' words joined by blank lines (for text in one line or an attribute). */
export function plainText(blocks: CopySection['body'] | undefined): string {
  return (blocks ?? [])
    .map((block) =>
      'children' in block && Array.isArray(block.children)
        ? block.children.map((span) => ('text' in span ? (span.text ?? '') : '')).join('')
        : '',
    )
    .filter(Boolean)
    .join('\n\n')
}
