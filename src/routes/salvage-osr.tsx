import { CopyLink } from '~/components/CopyLink'
import { CoastCards } from '~/components/CoastCards'
import { PageHero } from '~/components/PageHero'
import { SanityImage } from '~/components/SanityImage'
import { RichText } from '~/components/RichText'
import { Seo } from '~/components/Seo'
import { Icon } from '~/components/pages/Icon'
import { section } from '~/content/copy'
import { contentQuery } from '~/content/options'
import { loadContent, useContent } from '~/content/snapshot'
import type { Route } from './+types/salvage-osr'

export async function loader() {
  return { copy: await loadContent(contentQuery('SALVAGE_OSR_QUERY')) }
}

export default function SalvageOsr({ loaderData }: Route.ComponentProps) {
  const data = useContent(contentQuery('SALVAGE_OSR_QUERY'), loaderData.copy)
  const { copy, coverage, ports } = data
  const assets = section(copy, 'named-assets')
  const times = section(copy, 'response-times')
  const methods = section(copy, 'methods')
  const nosdcp = section(copy, 'nosdcp-framework')
  const coasts = section(copy, 'coverage-by-coast')
  const cta = section(copy, 'fleet-quote-cta')
  return (
    <>
      <Seo title={copy?.seo?.title} description={copy?.seo?.description} path="/response/salvage-osr" />
      <PageHero
        hero={copy?.hero}
        media={
          copy?.hero?.image?.asset && (
            <SanityImage
              image={copy.hero.image}
              priority
              widths={[640, 960]}
              sizes="(min-width: 1024px) 45vw, 100vw"
              className="hero-image"
            />
          )
        }
      >
        <div className="hero-actions">
          <CopyLink item={cta.items?.[0]} className="button button-primary" />
        </div>
      </PageHero>

      <section className="section section-dark" aria-labelledby="assets-heading">
        <div className="container">
          <h2 id="assets-heading">{assets.heading}</h2>
          <RichText value={assets.body} />
          <ul className="grid grid-4 stat-cards asset-cards">
            {assets.items?.map((entry) => (
              <li key={entry._key} className="stat-card">
                <Icon name={entry.icon} className="icon icon-stat" />
                {entry.meta && <p className="stat-value">{entry.meta}</p>}
                <h3 className="stat-title">{entry.title}</h3>
                {entry.text && <p className="stat-text">{entry.text}</p>}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="times-heading">
        <div className="container">
          <h2 id="times-heading">{times.heading}</h2>
          <RichText value={times.body} />
          <ul className="grid grid-5 time-cards">
            {times.items?.map((entry) => (
              <li key={entry._key} className="card time-card">
                <Icon name={entry.icon} className="icon icon-badge" />
                <p className="time-value">{entry.meta}</p>
                <h3 className="time-title">{entry.title}</h3>
                {entry.text && <p className="muted small">{entry.text}</p>}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-muted" aria-labelledby="methods-heading">
        <div className="container split">
          <div>
            <h2 id="methods-heading">{methods.heading}</h2>
            <RichText value={methods.body} />
            <ul className="check-list methods-list">
              {methods.items?.map((entry) => (
                <li key={entry._key}>
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

      <section className="section" aria-labelledby="coasts-heading">
        <div className="container">
          <h2 id="coasts-heading">{coasts.heading}</h2>
          <RichText value={coasts.body} />
          <CoastCards zones={coverage} ports={ports} />
        </div>
      </section>

      <section className="section cta-band" aria-labelledby="cta-heading">
        <div className="container cta-inner">
          <div>
            <h2 id="cta-heading">{cta.heading}</h2>
            <RichText value={cta.body} />
          </div>
          <div className="hero-actions">
            {cta.items?.map((entry) => (
              <CopyLink key={entry._key} item={entry} className="button button-primary button-large" />
            ))}
          </div>
        </div>
      </section>
    </>
  )
}
