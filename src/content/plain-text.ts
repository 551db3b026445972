import type { CopySection } from './copy'
import { companyContact, type SiteSettings } from './site'

/**
 * Rich text as plain text, its blocks' words joined by blank lines (for text in one line or an
 * attribute). A company contact the editor inserted reads as the site settings' phone, email or
 * WhatsApp number, as rich text shows it.
 */
export function plainText(blocks: CopySection['body'] | undefined, settings?: SiteSettings | null): string {
  return (blocks ?? [])
    .map((block) =>
      'children' in block && Array.isArray(block.children)
        ? block.children
            .map((child) =>
              child._type === 'companyContact'
                ? (companyContact(settings, 'setting' in child ? child.setting : null, 'value' in child ? child.value : null)?.text ?? '')
                : 'text' in child
                  ? (child.text ?? '')
                  : '',
            )
            .join('')
        : '',
    )
    .filter(Boolean)
    .join('\n\n')
}
