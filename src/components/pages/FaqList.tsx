import { PageSection, type SectionCopy } from '~/components/Page'

/** A question and its answer, as the FAQ documents hold them. */
export type Faq = { _id: string; question: string | null; answer: string | null }

/** FAQPage structured data from the page's FAQ documents (once a page: its one FAQ section's). */
export function faqJsonLd(faqs: Array<Pick<Faq, 'question' | 'answer'>>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs
      .filter((faq) => faq.question && faq.answer)
      .map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  }
}

/** The pre-arrival page's FAQ section (and a page's own "FAQ" section): a card per question, two a row. */
export function FaqSection({ copy, faqs, headingId }: { copy: SectionCopy; faqs: Faq[]; headingId: string }) {
  return (
    <PageSection copy={copy} headingId={headingId} className="section-muted">
      <div className="grid grid-2 faq-list">
        {faqs.map((faq) => (
          <article key={faq._id} className="card faq">
            {/* An anchor of its own: the site search leads to the answer, under its question. */}
            <h3 id={`faq-${faq._id}`}>{faq.question}</h3>
            <p>{faq.answer}</p>
          </article>
        ))}
      </div>
    </PageSection>
  )
}
