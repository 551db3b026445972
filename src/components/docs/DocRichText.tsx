import { RichText, type Blocks } from '~/components/RichText'

/** Portable Text in a printable document (the /docs pages and their PDFs): as RichText, bold and italic as <b> and <i> (PortableRichText.tsx). */
export function DocRichText({ value }: { value: Blocks | null | undefined }) {
  return <RichText value={value} print />
}
