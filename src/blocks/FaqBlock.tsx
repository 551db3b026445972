import { FaqSection, faqJsonLd, type Faq } from '~/components/pages/FaqList'
import { jsonLdScript } from '~/lib/json-ld'
import type { BlockProps } from './types'

/**
 * Questions and answers chosen from the FAQs, as on the pre-arrival page, with the page's FAQPage
 * structured data (a page has at most one FAQ section: the Studio says so).
 */
export default function FaqBlock({ block, id }: BlockProps<'faqBlock'>) {
  const faqs = (block.faqs ?? []).filter((faq): faq is Faq => Boolean(faq))
  if (!faqs.length) return null
  return (
    <>
      <FaqSection copy={block} faqs={faqs} headingId={`${id}-heading`} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(faqJsonLd(faqs)) }} />
    </>
  )
}
