import { Buttons } from '~/components/CopyLink'
import { CoastCards } from '~/components/CoastCards'
import { PageBlocks } from '~/blocks/PageBlocks'
import { CtaBand } from '~/components/CtaBand'
import { PageHero, PageSection } from '~/components/Page'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { pageCard } from '~/lib/share-card'
import { CARD_STYLES, Icon, IconCards } from '~/components/pages/Icon'
import { section } from '~/content/copy'
import { routeQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import type { Route } from './+types/salvage-osr'

/** The page's content query, named once: its loader runs it, its page keeps it fresh. */
const query = routeQuery('SALVAGE_OSR_QUERY')

export async function loader() {
  return { copy: await loadContent(query()) }
}

export default function SalvageOsr({ loaderData }: Route.ComponentProps) {
  const data = useContent(query(), loaderData.copy)
  const { copy, coverage } = data
  const assets = section(copy, 'named-assets')
  const times = section(copy, 'response-times')
  const methods = section(copy, 'methods')
  const nosdcp = section(copy, 'nosdcp-framework')
  const coasts = section(copy, 'coverage-by-coast')
  const cta = section(copy, 'fleet-quote-cta')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} card={pageCard(copy)} path="/response/salvage-osr" />
      <PageHero hero={copy?.hero}>
        <Buttons items={cta.items?.slice(0, 1)} />
      </PageHero>

      <PageSection copy={assets} headingId="assets-heading" className="section-dark">
        <IconCards items={assets.items} classes={CARD_STYLES.dark} />
      </PageSection>

      <PageSection copy={times} headingId="times-heading">
        <IconCards
          items={times.items}
          classes={{
            list: 'grid grid-5 time-cards',
            card: 'card time-card',
            value: 'time-value',
            title: 'time-title',
            text: 'muted small',
          }}
        />
      </PageSection>

      <section className="section section-muted" aria-labelledby="methods-heading">
        <div className="container split">
          <div>
            <h2 id="methods-heading">{methods.heading}</h2>
            <RichText value={methods.body} />
            <ul className="check-list methods-list">
              {methods.items?.map((entry, index) => (
                <li key={index}>
                  {entry.title}
                  {entry.text && <span className="muted"> {entry.text}</span>}
                </li>
              ))}
            </ul>
          </div>
          <section className="card card-accent" aria-labelledby="nosdcp-heading">
            <h2 id="nosdcp-heading" className="h3">
              <Icon name="shield" className="icon icon-inline" />
              {nosdcp.heading}
            </h2>
            <RichText value={nosdcp.body} />
          </section>
        </div>
      </section>

      <PageSection copy={coasts} headingId="coasts-heading">
        <CoastCards zones={coverage} />
      </PageSection>

      <PageBlocks blocks={copy?.blocks} owner={copy} />

      <CtaBand copy={cta} />
    </>
  )
}
