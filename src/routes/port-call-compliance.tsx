import { Suspense, useState } from 'react'
import { PageBlocks } from '~/blocks/PageBlocks'
import { PageHero } from '~/components/Page'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { ContactBar } from '~/components/pages/ContactBar'
import { FaqSection, faqJsonLd } from '~/components/pages/FaqList'
import { PortCardsSection } from '~/components/pages/PortCards'
import { CopyDownload } from '~/components/pages/CopyDownload'
import { Icon } from '~/components/pages/Icon'
import { ProgressSteps } from '~/components/pages/ProgressSteps'
import { section } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { useSiteSettings } from '~/content/site'
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

export default function PortCallCompliance({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.copy)
  const settings = useSiteSettings()
  const { copy, faqs, ports, featuredPorts, coasts } = data
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
                  ports={ports}
                  coasts={coasts}
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

      {faqs.length > 0 && <FaqSection copy={faqCopy} faqs={faqs} headingId="faq-heading" />}

      <PortCardsSection copy={portLinks} ports={featuredPorts} headingId="port-links-heading" />

      <PageBlocks blocks={copy?.blocks} owner={copy} />

      <ContactBar copy={section(copy, 'footer-bar')} settings={settings} />
    </div>
  )
}
