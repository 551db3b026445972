import { CopyLink } from '~/components/CopyLink'
import { PageHero } from '~/components/PageHero'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { ClauseTable } from '~/components/pages/ClauseTable'
import { CopyDownload } from '~/components/pages/CopyDownload'
import { Icon } from '~/components/pages/Icon'
import { section } from '~/content/copy'
import { contentQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import type { Route } from './+types/financial-security'

export async function loader() {
  return { copy: await loadContent(contentQuery('FINANCIAL_SECURITY_QUERY')) }
}

export default function FinancialSecurity({ loaderData }: Route.ComponentProps) {
  const data = useContent(contentQuery('FINANCIAL_SECURITY_QUERY'), loaderData.copy)
  const { copy, clauses } = data
  const issue = section(copy, 'what-we-issue')
  const mapping = section(copy, 'clause-mapping')
  const evidence = section(copy, 'evidence-pack-download')
  const evidenceItem = evidence.items?.[0]
  const cta = section(copy, 'cta')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} path="/insurance/financial-security" />
      <PageHero hero={copy?.hero} />
      <section className="section" aria-labelledby="issue-heading">
        <div className="container">
          <h2 id="issue-heading">{issue.heading}</h2>
          <RichText value={issue.body} />
          <ul className="grid grid-3 issue-cards">
            {issue.items?.map((entry) => (
              <li key={entry._key} className="card card-accent issue-card">
                <Icon name={entry.icon} className="icon icon-badge" />
                <h3>{entry.title}</h3>
                {entry.text && <p>{entry.text}</p>}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section-muted" aria-labelledby="mapping-heading">
        <div className="container">
          <h2 id="mapping-heading">{mapping.heading}</h2>
          <RichText value={mapping.body} />
          <ClauseTable rows={clauses} labelledBy="mapping-heading" />
        </div>
      </section>
      <section className="section" aria-labelledby="evidence-heading">
        <div className="container">
          <div className="card datasheet">
            <Icon name="shield" className="icon icon-badge" />
            <div>
              <h2 id="evidence-heading" className="h3">
                {evidence.heading}
              </h2>
              <RichText value={evidence.body} />
            </div>
            <CopyDownload item={evidenceItem} fallback="evidencePack" className="button button-primary">
              <Icon name={evidenceItem?.icon ?? 'download'} size={18} />
              {evidenceItem?.title}
            </CopyDownload>
          </div>
        </div>
      </section>
      <section className="section cta-band" aria-labelledby="cta-heading">
        <div className="container cta-inner">
          <div>
            <h2 id="cta-heading">{cta.heading}</h2>
            <RichText value={cta.body} />
          </div>
          <div className="hero-actions">
            {cta.items?.map((entry, index) => (
              <CopyLink
                key={entry._key}
                item={entry}
                className={`button button-large ${index === 0 ? 'button-primary' : 'button-light'}`}
              />
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
