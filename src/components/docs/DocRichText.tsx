import { lazy, memo, Suspense } from 'react'
import type { Blocks } from '~/components/RichText'

const DocRichTextBody = lazy(() => import('./DocRichTextBody'))

/**
 * Portable Text in a printable document (DocRichTextBody: bold and italic as <b> and <i>), whose
 * code hydration does not wait for, as for RichText: the prerendered text stays until it arrives.
 */
export const DocRichText = memo(function DocRichText({ value }: { value: Blocks | null | undefined }) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null
  return (
    <div className="rich-text">
      <Suspense fallback={null}>
        <DocRichTextBody value={value} />
      </Suspense>
    </div>
  )
})
