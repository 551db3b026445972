import { PageHero, PageSection } from '~/components/Page'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { IconCards } from '~/components/pages/Icon'
import { Timeline } from '~/components/pages/Timeline'
import { PageBlocks } from '~/blocks/PageBlocks'
import { section, type CopySection } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import type { Route } from './+types/about'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('ABOUT_QUERY')

export async function loader() {
  return { copy: await loadContent(query()) }
}

/** The mission or the vision: a card of its own beside the other. */
function Statement({ copy, headingId }: { copy: CopySection; headingId: string }) {
  return (
    <article className="card card-accent statement" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.heading}</h2>
      <RichText value={copy.body} className="rich-text statement-text" />
    </article>
  )
}

export default function About({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.copy)
  const { copy, timeline } = data
  const mission = section(copy, 'mission')
  const vision = section(copy, 'vision')
  const values = section(copy, 'values')
  const history = section(copy, 'timeline')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path="/about" />
      <PageHero hero={copy?.hero} />
      <section className="section" aria-label={[mission.heading, vision.heading].filter(Boolean).join(', ')}>
        <div className="container">
          <div className="grid grid-2">
            <Statement copy={mission} headingId="mission-heading" />
            <Statement copy={vision} headingId="vision-heading" />
          </div>
        </div>
      </section>
      <PageSection copy={values} headingId="values-heading" className="section-muted">
        <IconCards items={values.items} classes={{ list: 'grid grid-5 value-cards', card: 'card value-card' }} />
      </PageSection>
      <PageSection copy={history} headingId="timeline-heading" containerClassName="narrow">
        <Timeline entries={timeline} />
      </PageSection>
      <PageBlocks blocks={copy?.blocks} owner={copy} />
    </>
  )
}
