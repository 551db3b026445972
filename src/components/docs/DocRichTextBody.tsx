import type { ReactNode } from 'react'
import { PortableText, type PortableTextComponents } from '@portabletext/react'
import { components, type Blocks } from '~/components/RichTextBody'

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

/** Loaded lazily by DocRichText (./DocRichText.tsx), as RichText loads RichTextBody. */
export default function DocRichTextBody({ value }: { value: Blocks }) {
  return <PortableText value={value} components={docComponents} />
}
