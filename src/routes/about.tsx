import { PageHero } from '~/components/PageHero'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { Icon } from '~/components/pages/Icon'
import { section } from '~/content/copy'
import { contentQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import type { Route } from './+types/about'

export async function loader() {
  return { copy: await loadContent(contentQuery('ABOUT_QUERY')) }
}

export default function About({ loaderData }: Route.ComponentProps) {
  const data = useContent(contentQuery('ABOUT_QUERY'), loaderData.copy)
  const { copy, timeline } = data
  const mission = section(copy, 'mission')
  const vision = section(copy, 'vision')
  const values = section(copy, 'values')
  const history = section(copy, 'timeline')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} path="/about" />
      <PageHero hero={copy?.hero} />
      <section className="section" aria-label={[mission.heading, vision.heading].filter(Boolean).join(', ')}>
        <div className="container">
          <div className="grid grid-2">
            <article className="card card-accent statement" aria-labelledby="mission-heading">
              <h2 id="mission-heading">{mission.heading}</h2>
              <RichText value={mission.body} className="rich-text statement-text" />
            </article>
            <article className="card card-accent statement" aria-labelledby="vision-heading">
              <h2 id="vision-heading">{vision.heading}</h2>
              <RichText value={vision.body} className="rich-text statement-text" />
            </article>
          </div>
        </div>
      </section>
      <section className="section section-muted" aria-labelledby="values-heading">
        <div className="container">
          <h2 id="values-heading">{values.heading}</h2>
          <RichText value={values.body} />
          <ul className="grid grid-5 value-cards">
            {values.items?.map((entry) => (
              <li key={entry._key} className="card value-card">
                <Icon name={entry.icon} className="icon icon-badge" />
                <h3>{entry.title}</h3>
                {entry.text && <p>{entry.text}</p>}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section" aria-labelledby="timeline-heading">
        <div className="container narrow">
          <h2 id="timeline-heading">{history.heading}</h2>
          <RichText value={history.body} />
          <ol className="timeline">
            {timeline.map((entry) => (
              <li key={entry._id} className="timeline-entry">
                <p className="timeline-year">{entry.year}</p>
                <div className="timeline-body">
                  <h3>{entry.title}</h3>
                  <p>{entry.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  )
}
