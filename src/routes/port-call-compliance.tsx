import { Suspense, useMemo, useState } from 'react'
import { Link } from 'react-router'
import { PageHero, PageSection } from '~/components/Page'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { CopyLink } from '~/components/CopyLink'
import { ContactBar } from '~/components/pages/ContactBar'
import { CopyDownload } from '~/components/pages/CopyDownload'
import { Icon } from '~/components/pages/Icon'
import { ProgressSteps } from '~/components/pages/ProgressSteps'
import { section } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { useSiteSettings } from '~/content/site'
import type { PORT_CALL_COMPLIANCE_QUERY_RESULT } from '~/content/sanity.types'
import type { Route } from './+types/port-call-compliance'
import { lazyForm } from '~/forms/lazy-form'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('PORT_CALL_COMPLIANCE_QUERY')

// The form is in the prerendered HTML; its code loads after the page's own, outside the
// first-load budget (submit waits for hydration, so nothing is lost meanwhile).
const PreArrivalForm = lazyForm(() => import('~/forms/PreArrivalForm').then((m) => m.PreArrivalForm))

export async function loader() {
  return { copy: await loadContent(query()) }
}

/** FAQPage structured data from the page's FAQ documents. */
export function faqJsonLd(faqs: Array<Pick<PORT_CALL_COMPLIANCE_QUERY_RESULT['faqs'][number], 'question' | 'answer'>>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs
      .filter((faq) => faq.question && faq.answer)
      .map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  }
}

export default function PortCallCompliance({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.copy)
  const settings = useSiteSettings()
  const { copy, faqs, ports, featuredPorts, coasts } = data
  // The form's port list, grouped by coast (each group named as its coverage zone is).
  const portGroups = useMemo(
    () =>
      coasts.map((coast) => ({
        label: coast.zone ?? '',
        ports: ports.filter((port) => port.coast === coast.coast).map((port) => port.name),
      })),
    [coasts, ports],
  )
  const [step, setStep] = useState(1)
  const [succeeded, setSucceeded] = useState(false)
  const progress = section(copy, 'progress')
  const faqCopy = section(copy, 'faqs')
  const portLinks = section(copy, 'port-links')
  const pack = section(copy, 'compliance-pack-download')
  const packItem = pack.items?.[0]

  return (
    <div className="page-with-contact-bar">
      <Seo
        title={copy?.seo?.title}
        description={copy?.seo?.description}
        card={pageCard(copy)}
        path="/port-call-compliance"
        jsonLd={faqs.length > 0 ? faqJsonLd(faqs) : undefined}
      />
      <PageHero hero={copy?.hero} />

      <div className="section section-tight">
        <div className="container generator">
          <div className="generator-main">
            {!succeeded && <ProgressSteps steps={progress} current={step} />}
            <div className="card form-card">
              <Suspense fallback={null}>
                <PreArrivalForm
                  copy={{ form: section(copy, 'form'), success: section(copy, 'success') }}
                  ports={ports.map((port) => port.name)}
                  portGroups={portGroups}
                  onStepChange={setStep}
                  onSuccessChange={setSucceeded}
                />
              </Suspense>
            </div>
          </div>
          <aside className="generator-aside" aria-labelledby="pack-heading">
            <div className="card card-accent">
              <h2 id="pack-heading" className="h3">
                <Icon name={packItem?.icon ?? 'document'} className="icon icon-inline" />
                {pack.heading}
              </h2>
              <RichText value={pack.body} />
              <p>
                <CopyDownload item={packItem} fallback="compliancePack" className="button button-primary" />
              </p>
              {packItem?.meta && <p className="muted small">{packItem.meta}</p>}
            </div>
          </aside>
        </div>
      </div>

      {faqs.length > 0 && (
        <PageSection copy={faqCopy} headingId="faq-heading" className="section-muted">
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
      )}

      <PageSection copy={portLinks} headingId="port-links-heading" as="nav">
        <ul className="grid grid-3 port-cards">
          {featuredPorts.map((port) => (
            <li key={port._id}>
              <Link to={`/ports/${port.slug}`} className="card port-card">
                <span className="port-card-name">{port.name}</span>
                <span className="muted">
                  {port.responseTime}
                  {port.advanceNotice ? ` · ${port.advanceNotice}` : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
        {portLinks.items?.map((item) => (
          <p key={item._key}>
            <CopyLink item={item} />
          </p>
        ))}
      </PageSection>

      <ContactBar copy={section(copy, 'footer-bar')} settings={settings} />
    </div>
  )
}
