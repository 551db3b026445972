import { PageHero, PageSection } from '~/components/Page'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { section } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import { Members } from '~/components/pages/Members'
import { PageBlocks } from '~/blocks/PageBlocks'
import type { Route } from './+types/management'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('MANAGEMENT_QUERY')

export async function loader() {
  return { copy: await loadContent(query()) }
}

export default function Management({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.copy)
  const { copy, executive, advisory } = data
  const exec = section(copy, 'executive')
  const board = section(copy, 'advisory')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path="/management" />
      <PageHero hero={copy?.hero} />
      <PageSection copy={exec} headingId="executive-heading">
        <Members members={executive} />
      </PageSection>
      <PageSection copy={board} headingId="advisory-heading" className="section-muted">
        <Members members={advisory} />
      </PageSection>
      <PageBlocks blocks={copy?.blocks} owner={copy} />
    </>
  )
}
