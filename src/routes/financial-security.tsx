import { PageBlocks } from '~/blocks/PageBlocks'
import { CtaBand } from '~/components/CtaBand'
import { PageHero, PageSection } from '~/components/Page'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { DownloadSection } from '~/components/pages/CopyDownload'
import { CARD_STYLES, IconCards } from '~/components/pages/Icon'
import { ClauseTable } from '~/components/pages/StackTable'
import { section } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import type { Route } from './+types/financial-security'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('FINANCIAL_SECURITY_QUERY')

export async function loader() {
  return { copy: await loadContent(query()) }
}

export default function FinancialSecurity({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.copy)
  const { copy, clauses } = data
  const issue = section(copy, 'what-we-issue')
  const mapping = section(copy, 'clause-mapping')
  const evidence = section(copy, 'evidence-pack-download')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path="/insurance/financial-security" />
      <PageHero hero={copy?.hero} />
      <PageSection copy={issue} headingId="issue-heading">
        <IconCards items={issue.items} classes={CARD_STYLES.accent} />
      </PageSection>
      <PageSection copy={mapping} headingId="mapping-heading" className="section-muted">
        <ClauseTable rows={clauses} labelledBy="mapping-heading" />
      </PageSection>
      <DownloadSection copy={evidence} headingId="evidence-heading" icon="shield" item={evidence.items?.[0]} fallback="evidencePack" />
      <PageBlocks blocks={copy?.blocks} owner={copy} />
      <CtaBand copy={section(copy, 'cta')} />
    </>
  )
}
