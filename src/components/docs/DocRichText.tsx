import type { ReactNode } from 'react'
import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { components, type Blocks } from '~/components/RichText'

/**
 * Portable Text in a printable document (the /docs pages and their PDFs): as RichText, but bold
 * and italic are <b> and <i>. Chromium tags <strong> and <em> as Strong and Em in the PDF, types of
 * PDF 2.0 that PDF 1.7 readers reject ("StructElem object is wrong type"); <b> and <i> are plain text.
 */
const docComponents: PortableTextComponents = {
  ...components,
  marks: {
    ...components.marks,
    strong: ({ children }: { children?: ReactNode }) => <b>{children}</b>,
    em: ({ children }: { children?: ReactNode }) => <i>{children}</i>,
  },
}

export function DocRichText({ value }: { value: Blocks | null | undefined }) {
  if (!value || (Array.isArray(value) && value.length === 0)) return null
  return (
    <div className="rich-text">
      <PortableText value={value} components={docComponents} />
    </div>
  )
}
